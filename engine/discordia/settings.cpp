#include "engine/discordia/settings.hpp"

#include <stdexcept>

namespace scriptorium::discordia {

namespace {

core::SettingsSchema make_schema() {
  core::SettingsSchema s;
  s.add({kModifierWrap, true,
         "Discordia §3.3 / G-4 [ASSUMPTION]: a modifier may turn 6 into 1 and 1 into 6; false clamps to 1..6 "
         "and makes moves out of range illegal",
         {}, {}, {}});
  s.add({kPlaceWorkersScope, "each_tile",
         "Discordia §3.4 / G-2 [ASSUMPTION]: the main action Place workers fills one space on each tile of the "
         "named type (each_tile) or on one tile (one_tile)",
         {"each_tile", "one_tile"}, {}, {}});
  s.add({kMilitaryTowersAsBarracks, true,
         "Discordia G-8 [ASSUMPTION]: military towers are targets of Place workers naming Barracks", {}, {}, {}});
  s.add({kCountPermanentStrength, true,
         "Discordia §4.1 / G-7 [ASSUMPTION]: strength adds the permanent strength icon of every military tower "
         "to the workers on complete Barracks and towers (false: workers only)",
         {}, {}, {}});
  s.add({kYearEndOrder, "per_player",
         "Discordia §4.5 / G-9: each player resolves incursion then scarcity before the next (per_player), or "
         "all incursions then all scarcities (per_event)",
         {"per_player", "per_event"}, {}, {}});
  s.add({kDecreeAtYearEnd, true,
         "Discordia G-9 [ASSUMPTION]: a player may complete one decree at the start of their year-end "
         "resolution, before the incursion",
         {}, {}, {}});
  s.add({kPrivilegeExpansionCount, "all_tiles",
         "Discordia §2.2.3 / G-11 [ASSUMPTION]: the 4th and 6th expansion count acquired expansion tiles of all "
         "6 kinds (all_tiles) or only the 4 city kinds (city_tiles)",
         {"all_tiles", "city_tiles"}, {}, {}});
  s.add({kAllWildRule, "any_two",
         "Discordia §3.6 / G-12 [ASSUMPTION]: all workers become wild with any two permanent wild privileges "
         "(any_two) or only with two privileges of the same colour (two_identical)",
         {"any_two", "two_identical"}, {}, {}});
  s.add({kExtraWorkersAnyDie, true,
         "Discordia G-13 [ASSUMPTION]: the permanent progress bonus lets additional workers go on Ships, "
         "Barracks and Farms with a die of any colour",
         {}, {}, {}});
  s.add({kShipWithoutMarket, "discard",
         "Discordia §3.6 / G-14 [ASSUMPTION]: a converted Ship in a city without any Market plot is discarded "
         "(discard) or stays on its Port as an empty Ship (keep_ship)",
         {"discard", "keep_ship"}, {}, {}});
  s.add({kCoveredTowerWorkers, "reserve",
         "Discordia G-16 [ASSUMPTION]: workers on a covered military tower go to the reserve (like covered "
         "tiles) or to the bag",
         {"reserve", "bag"}, {}, {}});
  s.add({kFinalTie, "shared",
         "Discordia §4.8 / G-18 [ASSUMPTION]: players still tied after both tie-breaks share the victory "
         "(shared) or nobody wins (none)",
         {"shared", "none"}, {}, {}});
  s.add({kDisplayRefillOrder, "row_by_row",
         "Discordia §4.6 / G-19 [ASSUMPTION]: display gaps are refilled row by row, left to right (row_by_row) "
         "or column by column, top to bottom (column_by_column)",
         {"row_by_row", "column_by_column"}, {}, {}});
  s.add({kUnusableBonusLost, true,
         "Discordia §3.6 / G-20 [ASSUMPTION]: a bonus that cannot be taken is lost (false: it is kept pending)",
         {}, {}, {}});
  s.add({kJanusOrder, "die_first",
         "Discordia §4.10 / G-21 [ASSUMPTION]: a Janus tile blocks the die and removes the display tile before "
         "(die_first) or after (component_first) removing its component",
         {"die_first", "component_first"}, {}, {}});
  s.add({kDecreesInDisplay, nlohmann::json::array({5, 5, 7, 10}),
         "Discordia §1.2 / G-1 [ASSUMPTION, low confidence]: decrees in the display for 1, 2, 3, 4 players",
         {}, {}, {}});
  s.add({kPrivilegesInDisplay, nlohmann::json::array({5, 5, 7, 10}),
         "Discordia §1.2 / G-1 [ASSUMPTION, low confidence]: privileges in the display for 1, 2, 3, 4 players",
         {}, {}, {}});
  return s;
}

}  // namespace

const core::SettingsSchema& settings_schema() {
  static const core::SettingsSchema schema = make_schema();
  return schema;
}

core::Settings default_settings() { return core::Settings(settings_schema()); }

int display_count(const core::Settings& settings, const char* name, int players) {
  const nlohmann::json table = settings.to_json().at(name);
  const core::JsonCursor c(table, std::string("/") + name);
  c.require_array();
  if (c.size() != 4) c.fail("expected 4 counts (1, 2, 3, 4 players)");
  if (players < 1 || players > 4) throw std::invalid_argument("Discordia is for 1 to 4 players");
  return c.at(static_cast<std::size_t>(players - 1)).as_int32(0, 100);
}

}  // namespace scriptorium::discordia
