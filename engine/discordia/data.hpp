// Printed contents no source spells out (rules/discordia.md G-3, G-5, G-6, G-10, §1.1 German
// tiles): action tiles, aqueduct reductions, German tiles, season-boat bonuses and decrees.
// They live in user-fillable JSON files (data/discordia/); the shipped ones are defaults and
// say so in their "defaults" flag.
#pragma once

#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/core/json_input.hpp"
#include "engine/discordia/types.hpp"

namespace scriptorium::discordia {

enum class EffectKind : std::uint8_t {
  None,
  ExpeditionStar,   // place `amount` reserve stars on the expedition path
  Aqueduct,         // advance the supply ring by `amount`
  GainTower,        // take 1 tower from the display
  StarFromCult,     // take `amount` stars from the star cult
  ExchangeWorkers,  // draw `amount` from the bag, then return `amount` of the player's choice
  LoseStars,        // `amount` reserve stars back to the star cult
  DrawWorkers,      // draw `amount` workers from the bag into the reserve
  ReturnWorkers,    // return `amount` reserve workers to the bag
  LoseTile,         // remove 1 city tile of `tile_type`; its workers go to the reserve (G-17)
};

inline constexpr std::array<core::EnumName<EffectKind>, 10> kEffectKindNames{{
    {EffectKind::None, "none"}, {EffectKind::ExpeditionStar, "expedition_star"},
    {EffectKind::Aqueduct, "aqueduct"}, {EffectKind::GainTower, "gain_tower"},
    {EffectKind::StarFromCult, "star_from_cult"}, {EffectKind::ExchangeWorkers, "exchange_workers"},
    {EffectKind::LoseStars, "lose_stars"}, {EffectKind::DrawWorkers, "draw_workers"},
    {EffectKind::ReturnWorkers, "return_workers"}, {EffectKind::LoseTile, "lose_tile"}}};

struct Effect {
  EffectKind kind = EffectKind::None;
  int amount = 1;
  std::optional<TileType> tile_type;  // LoseTile only
};

enum class MainAction : std::uint8_t { TakeCityTile, PlaceWorkers, TakeExpansion, Progress, TakeStars };

inline constexpr std::array<core::EnumName<MainAction>, 5> kMainActionNames{{
    {MainAction::TakeCityTile, "take_city_tile"}, {MainAction::PlaceWorkers, "place_workers"},
    {MainAction::TakeExpansion, "take_expansion"}, {MainAction::Progress, "progress"},
    {MainAction::TakeStars, "take_stars"}}};

enum class ExpansionKind : std::uint8_t { Port, Fortress, Market, Field, Expedition, Progress };

inline constexpr std::array<core::EnumName<ExpansionKind>, 6> kExpansionKindNames{{
    {ExpansionKind::Port, "port"}, {ExpansionKind::Fortress, "fortress"}, {ExpansionKind::Market, "market"},
    {ExpansionKind::Field, "field"}, {ExpansionKind::Expedition, "expedition"},
    {ExpansionKind::Progress, "progress"}}};

struct ActionTileDef {
  std::string id;
  std::vector<MainAction> offered;            // Progress is tied to the die value, not the tile (G-3)
  std::optional<TileType> worker_target;      // the tile type of Place workers
  std::vector<ExpansionKind> expansion_kinds; // kinds Take 1 city expansion may take
  bool offers(MainAction a) const;
};

enum class GermanPile : std::uint8_t { Left, Right };  // left = damage, right = reward

struct GermanTileDef {
  std::string id;
  char back = 'A';  // A, B, C or D
  GermanPile pile = GermanPile::Left;
  int strength = 1;
  Effect effect;    // damage (left pile) or reward (right pile)
};

enum class DecreeCondition : std::uint8_t {
  DifferentCityExpansions,  // >= n different city expansion kinds
  IdenticalExpansionPairs,  // >= n pairs of identical city expansions
  Towers,                   // >= n towers
  AqueductPosition,         // ring on space >= n
  ProgressSpace,            // progress meter reached space n
  ExpeditionSpace,          // expedition path reached space n
  WorkersOnBoard,           // >= n workers on city tiles and towers
  TilesWithWorkers,         // >= n tiles of `tile_types` holding >= `workers` workers in total
};

inline constexpr std::array<core::EnumName<DecreeCondition>, 8> kDecreeConditionNames{{
    {DecreeCondition::DifferentCityExpansions, "different_city_expansions"},
    {DecreeCondition::IdenticalExpansionPairs, "identical_expansion_pairs"},
    {DecreeCondition::Towers, "towers"}, {DecreeCondition::AqueductPosition, "aqueduct_position"},
    {DecreeCondition::ProgressSpace, "progress_space"}, {DecreeCondition::ExpeditionSpace, "expedition_space"},
    {DecreeCondition::WorkersOnBoard, "workers_on_board"},
    {DecreeCondition::TilesWithWorkers, "tiles_with_workers"}}};

struct DecreeDef {
  std::string id;
  DecreeCondition condition = DecreeCondition::Towers;
  int count = 1;
  int workers = 0;                    // TilesWithWorkers only
  std::vector<TileType> tile_types;   // TilesWithWorkers only; Barracks includes military towers
  Effect bonus;
};

struct GameData {
  bool defaults = true;  // true while any file still carries the shipped, unverified defaults
  std::vector<ActionTileDef> action_tiles;      // by id
  std::array<std::string, 6> column_order;      // action tile id on die columns 1..6
  std::array<int, 11> aqueduct_reduction{};     // position 0..10 -> A
  std::array<Effect, 5> season_bonus;           // boat spaces 1..5
  std::vector<GermanTileDef> german_tiles;
  std::vector<DecreeDef> decrees;

  const ActionTileDef& action_tile_for_column(int column) const;  // column 1..6
  const ActionTileDef* find_action_tile(const std::string& id) const;
  const GermanTileDef* find_german(const std::string& id) const;
};

// A data file failed validation: `file` names it, where() is the JSON pointer inside it.
class DataFileError : public core::InputError {
 public:
  DataFileError(const std::string& what, std::string file, std::string where);
  const std::string& file() const noexcept { return file_; }

 private:
  std::string file_;
};

Effect parse_effect(const core::JsonCursor& c);
nlohmann::json to_json(const Effect& effect);

// Per-file parsers (also used by tests on inline JSON).
void parse_action_tiles(const core::JsonCursor& c, GameData& data);
void parse_aqueduct(const core::JsonCursor& c, GameData& data);
void parse_german_tiles(const core::JsonCursor& c, GameData& data);
void parse_season_bonuses(const core::JsonCursor& c, GameData& data);
void parse_decrees(const core::JsonCursor& c, GameData& data);

// The folder compiled in (the repository's data/discordia).
std::string default_data_dir();
// Loads action_tiles.json, aqueduct.json, german_tiles.json, season_bonuses.json, decrees.json.
GameData load_game_data(const std::string& dir);

}  // namespace scriptorium::discordia
