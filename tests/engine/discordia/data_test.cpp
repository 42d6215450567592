// The user-fillable data files (data/discordia): the shipped defaults load, say they are
// defaults, and every malformed entry is rejected with its pointer.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "engine/discordia/decrees.hpp"
#include "tests/engine/discordia/helpers.hpp"

namespace scriptorium::discordia {
namespace {

using json = nlohmann::json;
using namespace test;

TEST(DiscordiaData, ShippedDefaultsLoadAndAreFlagged) {
  const GameData d = shipped_data();
  EXPECT_TRUE(d.defaults);
  EXPECT_EQ(d.action_tiles.size(), 6u);
  EXPECT_EQ(d.action_tile_for_column(1).id, "I");
  EXPECT_EQ(d.german_tiles.size(), 20u);
  for (const auto& t : d.german_tiles) {
    EXPECT_EQ(t.pile == GermanPile::Left, t.back == 'A' || t.back == 'C') << t.id;
  }
  EXPECT_EQ(d.season_bonus[0].kind, EffectKind::ExpeditionStar);  // G-5 listed order
  EXPECT_EQ(d.season_bonus[4].kind, EffectKind::ExchangeWorkers);
  EXPECT_EQ(d.season_bonus[4].amount, 2);
  EXPECT_EQ(d.decrees.size(), 14u);
  EXPECT_EQ(d.aqueduct_reduction[0], 0);
}

template <class Parse>
std::string pointer_of(const json& doc, Parse parse) {
  GameData d;
  try {
    parse(core::JsonCursor(doc), d);
  } catch (const core::InputError& e) {
    return e.where();
  }
  return "no error";
}

json six_tiles() {
  json tiles = json::array();
  for (const char* id : {"a", "b", "c", "d", "e", "f"}) {
    tiles.push_back({{"id", id}, {"offered", {"take_stars"}}});
  }
  return tiles;
}

TEST(DiscordiaData, ActionTilesAreValidated) {
  json ok = {{"defaults", false}, {"tiles", six_tiles()}, {"column_order", {"a", "b", "c", "d", "e", "f"}}};
  EXPECT_EQ(pointer_of(ok, parse_action_tiles), "no error");
  json five = ok;
  five["tiles"].erase(5);
  EXPECT_EQ(pointer_of(five, parse_action_tiles), "/tiles");
  json unknown = ok;
  unknown["column_order"][2] = "z";
  EXPECT_EQ(pointer_of(unknown, parse_action_tiles), "/column_order/2");
  json twice = ok;
  twice["column_order"][3] = "a";
  EXPECT_EQ(pointer_of(twice, parse_action_tiles), "/column_order/3");
  json progress = ok;
  progress["tiles"][1]["offered"] = {"progress"};
  EXPECT_EQ(pointer_of(progress, parse_action_tiles), "/tiles/1/offered/0");
  json no_target = ok;
  no_target["tiles"][0]["offered"] = {"place_workers"};
  EXPECT_EQ(pointer_of(no_target, parse_action_tiles), "/tiles/0");
  json no_flag = ok;
  no_flag.erase("defaults");
  EXPECT_EQ(pointer_of(no_flag, parse_action_tiles), "");
}

TEST(DiscordiaData, AqueductTableIsValidated) {
  EXPECT_EQ(pointer_of(json{{"defaults", false}, {"reduction", {0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5}}}, parse_aqueduct), "no error");
  EXPECT_EQ(pointer_of(json{{"defaults", false}, {"reduction", {0, 1, 2}}}, parse_aqueduct), "/reduction");
  EXPECT_EQ(pointer_of(json{{"defaults", false}, {"reduction", {0, 1, 1, 2, 2, 3, 1, 4, 4, 5, 5}}}, parse_aqueduct),
            "/reduction/6");
}

TEST(DiscordiaData, GermanTilesAreValidated) {
  json ok = {{"defaults", false},
             {"tiles", {{{"id", "x"}, {"back", "C"}, {"strength", 4}, {"damage", {{"kind", "lose_stars"}, {"amount", 2}}}}}}};
  EXPECT_EQ(pointer_of(ok, parse_german_tiles), "no error");
  json back = ok;
  back["tiles"][0]["back"] = "E";
  EXPECT_EQ(pointer_of(back, parse_german_tiles), "/tiles/0/back");
  json reward_on_left = ok;
  reward_on_left["tiles"][0].erase("damage");
  reward_on_left["tiles"][0]["reward"] = {{"kind", "gain_tower"}};
  EXPECT_EQ(pointer_of(reward_on_left, parse_german_tiles), "/tiles/0");
  json lose_tile = ok;
  lose_tile["tiles"][0]["damage"] = {{"kind", "lose_tile"}};
  EXPECT_EQ(pointer_of(lose_tile, parse_german_tiles), "/tiles/0/damage");
  json kind = ok;
  kind["tiles"][0]["damage"]["kind"] = "plague";
  EXPECT_EQ(pointer_of(kind, parse_german_tiles), "/tiles/0/damage/kind");
}

TEST(DiscordiaData, SeasonBonusesAndDecreesAreValidated) {
  EXPECT_EQ(pointer_of(json{{"defaults", true}, {"bonuses", json::array({{{"kind", "aqueduct"}}})}}, parse_season_bonuses),
            "/bonuses");
  json decree = {{"defaults", false},
                 {"decrees", {{{"id", "d"}, {"condition", "tiles_with_workers"}, {"count", 3}, {"bonus", {{"kind", "aqueduct"}}}}}}};
  EXPECT_EQ(pointer_of(decree, parse_decrees), "/decrees/0");  // tiles_with_workers needs "workers"
  decree["decrees"][0]["condition"] = "riches";
  EXPECT_EQ(pointer_of(decree, parse_decrees), "/decrees/0/condition");
}

TEST(DiscordiaData, BrokenFileNamesTheFile) {
  const auto dir = std::filesystem::temp_directory_path() / "discordia-data-test";
  std::filesystem::remove_all(dir);
  std::filesystem::copy(std::string(SCRIPTORIUM_SOURCE_DIR) + "/data/discordia", dir);
  std::ofstream(dir / "aqueduct.json") << R"({"defaults": false, "reduction": [0, 1]})";
  try {
    load_game_data(dir.string());
    ADD_FAILURE() << "expected a DataFileError";
  } catch (const DataFileError& e) {
    EXPECT_EQ(e.file(), (dir / "aqueduct.json").string());
    EXPECT_EQ(e.where(), "/reduction");
  }
  std::filesystem::remove_all(dir);
}

TEST(DiscordiaData, ShippedDecreesEvaluate) {
  const GameData d = shipped_data();
  const City c = city_from(R"({"plots": [{"kind": "port", "tile": null}, {"kind": "port", "tile": null}],
      "military_towers": [{"die_value": 1, "spaces": [{"required": ["red"]}]}],
      "commercial_towers": [{"die_value": 2, "exchange": 3}], "visible_symbols": 0, "aqueduct": 0})");
  const DecreeFacts facts{&c, 8, 0, 0};
  int met = 0;
  for (const auto& decree : d.decrees) met += decree_met(decree, facts) ? 1 : 0;
  // D04 (aqueduct space 8) and D14 (2 towers) hold; D03 needs 3 towers.
  EXPECT_EQ(met, 2);
}

}  // namespace
}  // namespace scriptorium::discordia
