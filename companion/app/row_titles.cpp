#include "row_titles.hpp"

#include <QCoreApplication>

#include "companion/session/score_sheet.hpp"

namespace scriptorium::app {

namespace {

// Every title the games give today, for lupdate to collect (the titles are made at run time).
[[maybe_unused]] constexpr const char* kKnownTitles[] = {
    // ERA's score sheet (rules §3.9) and tallies
    QT_TRANSLATE_NOOP("RowTitles", "Keep"),
    QT_TRANSLATE_NOOP("RowTitles", "Longhouse"),
    QT_TRANSLATE_NOOP("RowTitles", "Townhouse"),
    QT_TRANSLATE_NOOP("RowTitles", "Church"),
    QT_TRANSLATE_NOOP("RowTitles", "Farm"),
    QT_TRANSLATE_NOOP("RowTitles", "Lumber mill"),
    QT_TRANSLATE_NOOP("RowTitles", "Hospital"),
    QT_TRANSLATE_NOOP("RowTitles", "Monastery"),
    QT_TRANSLATE_NOOP("RowTitles", "Market"),
    QT_TRANSLATE_NOOP("RowTitles", "Guildhall"),
    QT_TRANSLATE_NOOP("RowTitles", "University"),
    QT_TRANSLATE_NOOP("RowTitles", "Cathedral"),
    QT_TRANSLATE_NOOP("RowTitles", "Market bonus"),
    QT_TRANSLATE_NOOP("RowTitles", "Guildhall bonus"),
    QT_TRANSLATE_NOOP("RowTitles", "University bonus"),
    QT_TRANSLATE_NOOP("RowTitles", "Cathedral bonus"),
    QT_TRANSLATE_NOOP("RowTitles", "Culture"),
    QT_TRANSLATE_NOOP("RowTitles", "Most culture"),
    QT_TRANSLATE_NOOP("RowTitles", "Largest walled area"),
    QT_TRANSLATE_NOOP("RowTitles", "Subtotal"),
    QT_TRANSLATE_NOOP("RowTitles", "Calamity"),
    QT_TRANSLATE_NOOP("RowTitles", "Total"),
    QT_TRANSLATE_NOOP("RowTitles", "Goods"),
    QT_TRANSLATE_NOOP("RowTitles", "Stone"),
    QT_TRANSLATE_NOOP("RowTitles", "Wood"),
    QT_TRANSLATE_NOOP("RowTitles", "Food"),
    // Medioevo's tallies
    QT_TRANSLATE_NOOP("RowTitles", "Rounds won"),
    QT_TRANSLATE_NOOP("RowTitles", "Rounds lost"),
    QT_TRANSLATE_NOOP("RowTitles", "Rounds tied"),
    QT_TRANSLATE_NOOP("RowTitles", "Damage dealt"),
    QT_TRANSLATE_NOOP("RowTitles", "Damage taken"),
    // Discordia's tallies
    QT_TRANSLATE_NOOP("RowTitles", "Reserve"),
    QT_TRANSLATE_NOOP("RowTitles", "Incursions held"),
    QT_TRANSLATE_NOOP("RowTitles", "Incursions fallen"),
    // Rattus Cartus's final scoring
    QT_TRANSLATE_NOOP("RowTitles", "Royalty"),
    QT_TRANSLATE_NOOP("RowTitles", "Church"),
    QT_TRANSLATE_NOOP("RowTitles", "Chivalry"),
    QT_TRANSLATE_NOOP("RowTitles", "Bourgeoisie"),
    QT_TRANSLATE_NOOP("RowTitles", "Magic"),
    QT_TRANSLATE_NOOP("RowTitles", "Peasantry"),
    QT_TRANSLATE_NOOP("RowTitles", "Hand"),
    QT_TRANSLATE_NOOP("RowTitles", "Swords"),
    QT_TRANSLATE_NOOP("RowTitles", "Flutes"),
    QT_TRANSLATE_NOOP("RowTitles", "Passes"),
    QT_TRANSLATE_NOOP("RowTitles", "Gold"),
    QT_TRANSLATE_NOOP("RowTitles", "Vp tokens"),
    // Feudum's epoch and final scoring
    QT_TRANSLATE_NOOP("RowTitles", "Score before"),
    QT_TRANSLATE_NOOP("RowTitles", "Guilds"),
    QT_TRANSLATE_NOOP("RowTitles", "Landscapes"),
    QT_TRANSLATE_NOOP("RowTitles", "Active regions"),
    QT_TRANSLATE_NOOP("RowTitles", "Disloyalty"),
    QT_TRANSLATE_NOOP("RowTitles", "Epic voyage"),
    QT_TRANSLATE_NOOP("RowTitles", "Large empires"),
    QT_TRANSLATE_NOOP("RowTitles", "Shillings"),
    QT_TRANSLATE_NOOP("RowTitles", "Charters"),
    // The round tracker's steps (session/round_tracker.cpp)
    QT_TRANSLATE_NOOP("RowTitles", "Roll"),
    QT_TRANSLATE_NOOP("RowTitles", "Quill"),
    QT_TRANSLATE_NOOP("RowTitles", "Collect"),
    QT_TRANSLATE_NOOP("RowTitles", "Feed"),
    QT_TRANSLATE_NOOP("RowTitles", "Calamities"),
    QT_TRANSLATE_NOOP("RowTitles", "Build"),
    QT_TRANSLATE_NOOP("RowTitles", "Extort"),
    QT_TRANSLATE_NOOP("RowTitles", "Round end"),
    QT_TRANSLATE_NOOP("RowTitles", "Turn order"),
    QT_TRANSLATE_NOOP("RowTitles", "Events"),
    QT_TRANSLATE_NOOP("RowTitles", "Taxes and maintenance"),
    QT_TRANSLATE_NOOP("RowTitles", "Purchases"),
    QT_TRANSLATE_NOOP("RowTitles", "Combat"),
    QT_TRANSLATE_NOOP("RowTitles", "Commerce"),
    QT_TRANSLATE_NOOP("RowTitles", "End of turn"),
    QT_TRANSLATE_NOOP("RowTitles", "Maximus rolls"),
    QT_TRANSLATE_NOOP("RowTitles", "Turns"),
    QT_TRANSLATE_NOOP("RowTitles", "Season end"),
    QT_TRANSLATE_NOOP("RowTitles", "Take actions"),
    QT_TRANSLATE_NOOP("RowTitles", "Nourish pawns"),
    QT_TRANSLATE_NOOP("RowTitles", "Roll progress die"),
    QT_TRANSLATE_NOOP("RowTitles", "Advance epoch"),
    QT_TRANSLATE_NOOP("RowTitles", "End round"),
    QT_TRANSLATE_NOOP("RowTitles", "Draw buildings"),
    QT_TRANSLATE_NOOP("RowTitles", "Supplies"),
    QT_TRANSLATE_NOOP("RowTitles", "Enter buildings"),
    QT_TRANSLATE_NOOP("RowTitles", "Resolve buildings"),
    QT_TRANSLATE_NOOP("RowTitles", "End of round"),
};

}  // namespace

QString row_title(const std::string& key) {
  const std::string english = session::row_title(key);
  return QCoreApplication::translate("RowTitles", english.c_str());
}

}  // namespace scriptorium::app
