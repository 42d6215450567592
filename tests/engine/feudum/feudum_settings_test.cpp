// Every Feudum setting (spec/feudum.md "Settings" and the [I] readings used here) with a test
// for each of its values.
#include <gtest/gtest.h>

#include "tests/engine/feudum/feudum_test_util.hpp"

namespace f = scriptorium::feudum;
using feudum_test::combat;
using feudum_test::defaults;
using feudum_test::score;
using nlohmann::json;

TEST(FeudumSettings, Defaults) {
  const auto s = defaults();
  EXPECT_TRUE(s.get_bool("wine_knight_involved"));
  EXPECT_TRUE(s.get_bool("failed_attack_spends"));
  EXPECT_EQ(s.get_string("conquered_pawn_to"), "personal_supply");
  EXPECT_EQ(s.get_string("active_regions_vp"), "lookup");
  EXPECT_EQ(s.get_string("epic_voyage_trailing"), "own_space");
  EXPECT_TRUE(s.get_bool("wild_feudum_own_vp"));
  EXPECT_EQ(f::chart(s, "realm_charter_vp"), (std::vector<int>{3, 5, 7, 9}));
  EXPECT_EQ(f::chart(s, "isolated_charter_vp"), (std::vector<int>{5, 11, 17}));
  EXPECT_EQ(s.get_string("substitute_tile"), "earlier");
  EXPECT_EQ(s.get_int("harvest_blocked_at"), 10);
  EXPECT_FALSE(s.get_bool("feudum_counts_as_base"));
}

TEST(FeudumSettings, WineKnightInvolved) {
  auto s = defaults();
  const std::string attack = R"({"attacker": "blue", "target": "pawn", "target_pawn": 2, "saltpeter": 2,
    "pawns": [{"owner": "blue", "kind": "knight", "wine": true}, {"owner": "blue", "kind": "farmer"},
              {"owner": "red", "kind": "farmer"}]})";
  const json r = combat(attack, s);
  EXPECT_EQ(r["knight_involved"], true);
  EXPECT_EQ(r["attack"], 3);
  s.set("wine_knight_involved", false);
  EXPECT_EQ(feudum_test::bad_combat(attack, s), "/saltpeter");
}

TEST(FeudumSettings, FailedAttackSpends) {
  auto s = defaults();
  const std::string attack = R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, "saltpeter": 1,
    "weapons": [{"kind": "bow", "turn_in": true}],
    "pawns": [{"owner": "blue", "kind": "farmer"}, {"owner": "red", "kind": "farmer"}, {"owner": "red", "kind": "monk"}]})";
  EXPECT_EQ(combat(attack, s)["turned_in"], json::parse(R"({"saltpeter": 1, "wood": 1, "iron": 0})"));
  s.set("failed_attack_spends", false);
  EXPECT_EQ(combat(attack, s)["turned_in"], json::parse(R"({"saltpeter": 0, "wood": 0, "iron": 0})"));
}

TEST(FeudumSettings, ConqueredPawnTo) {
  auto s = defaults();
  const std::string attack = R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, "saltpeter": 1,
    "pawns": [{"owner": "blue", "kind": "farmer"}, {"owner": "red", "kind": "farmer", "wine": true}]})";
  EXPECT_EQ(combat(attack, s)["conquered_pawn"]["returns_to"], "personal_supply");
  s.set("conquered_pawn_to", "OutOfPlay");
  EXPECT_EQ(combat(attack, s)["conquered_pawn"]["returns_to"], "out_of_play");
}

TEST(FeudumSettings, ActiveRegionsVp) {
  auto s = defaults();
  EXPECT_EQ(f::active_regions_vp(0, s), 0);
  EXPECT_EQ(f::active_regions_vp(1, s), 1);
  EXPECT_EQ(f::active_regions_vp(6, s), 11);
  s.set("active_regions_vp", "cumulative");
  EXPECT_EQ(f::active_regions_vp(0, s), 0);
  EXPECT_EQ(f::active_regions_vp(3, s), 9);
  EXPECT_EQ(f::active_regions_vp(6, s), 36);
}

TEST(FeudumSettings, EpicVoyageTrailing) {
  auto s = defaults();
  EXPECT_EQ(f::epic_voyage_vp({9, 7, std::nullopt}, s), (std::vector<int>{9, 7, 0}));
  s.set("epic_voyage_trailing", "zero");
  EXPECT_EQ(f::epic_voyage_vp({9, 7, std::nullopt}, s), (std::vector<int>{9, 0, 0}));
  EXPECT_EQ(f::epic_voyage_vp({17, 17}, s), (std::vector<int>{17, 17}));
}

TEST(FeudumSettings, WildFeudumOwnVp) {
  auto s = defaults();
  EXPECT_EQ(f::large_empires_vp(2, 0, 0, 1, s), 2 + 3 + 3);
  s.set("wild_feudum_own_vp", false);
  EXPECT_EQ(f::large_empires_vp(2, 0, 0, 1, s), 2 + 3);
  EXPECT_EQ(f::large_empires_vp(0, 0, 0, 3, s), 9 + 3);  // three real feudums are still a set
}

TEST(FeudumSettings, RealmAndIsolatedCharterCharts) {
  auto s = defaults();
  const std::string state = R"({"epoch": 5, "players": [{"color": "blue", "charters": ["northern_realm", "isolated_realm"]},
      {"color": "red"}],
    "locations": [
      {"region": "sea", "type": "outpost", "ruler": "blue", "realm": "northern"},
      {"region": "sea", "type": "outpost", "ruler": "blue", "realm": "northern"},
      {"region": "sea", "type": "outpost", "ruler": "blue", "realm": "northern"},
      {"region": "sea", "type": "outpost", "ruler": "blue", "realm": "northern"},
      {"region": "sea", "type": "outpost", "ruler": "blue", "realm": "northern"},
      {"region": "sea", "type": "town", "ruler": "blue", "realm": "isolated"}]})";
  EXPECT_EQ(score(state, s)["players"][0]["rows"]["charters"], 9 + 5);  // 5 locations use the 4+ value
  s.set("realm_charter_vp", json::array({1, 2}));
  s.set("isolated_charter_vp", json::array({4}));
  EXPECT_EQ(score(state, s)["players"][0]["rows"]["charters"], 2 + 4);
}

TEST(FeudumSettings, ChartSettingsAreValidated) {
  auto s = defaults();
  s.set("realm_charter_vp", json::array());
  EXPECT_THROW(f::validate_settings(s), scriptorium::core::InputError);
  s.set("realm_charter_vp", json::array({100}));
  EXPECT_THROW(f::validate_settings(s), scriptorium::core::InputError);
  s.set("realm_charter_vp", "3/5/7/9");
  EXPECT_THROW(f::validate_settings(s), scriptorium::core::InputError);
  s.set("realm_charter_vp", json::array({3, 5, 7, 9, 11, 13}));
  EXPECT_NO_THROW(f::validate_settings(s));
  const auto bad = json::parse(R"({"wild_feudum_own_vp": "yes"})");
  EXPECT_THROW(scriptorium::core::Settings::from_json(f::settings_schema(), scriptorium::core::JsonCursor(bad)),
               scriptorium::core::InputError);
}
