// Every Rattus setting (rules/rattus-cartus.md ASSUMPTIONs) with a test for each of its values.
#include <gtest/gtest.h>

#include "engine/rattus/round_setup.hpp"
#include "tests/engine/rattus/rattus_test_util.hpp"

namespace r = scriptorium::rattus;
using rattus_test::defaults;

TEST(RattusSettings, SchemaDefaultsAreTheSpecReadings) {
  const auto s = defaults();
  EXPECT_EQ(s.to_json().at("reserve_deck"), nlohmann::json::array({10, 12, 6, 6}));
  EXPECT_EQ(s.get_int("special_majority_vp"), 2);
  EXPECT_EQ(s.get_int("gold_2p_tie_split"), 6);
  EXPECT_TRUE(s.get_bool("hand_majority_needs_card"));
  EXPECT_TRUE(s.get_bool("special_majority_needs_card"));
  EXPECT_TRUE(s.get_bool("gold_needs_gold"));
  EXPECT_EQ(s.get_string("all_eliminated"), "nobody");
  EXPECT_EQ(s.get_string("all_eliminated_tie"), "shared");
  EXPECT_EQ(s.get_string("flute_without_rats"), "nothing");
  EXPECT_EQ(s.get_string("guard_tower_hand"), "snapshot");
  EXPECT_EQ(s.get_string("brewery_rounding"), "floor");
  EXPECT_FALSE(s.get_bool("passes_committable"));
  EXPECT_TRUE(s.get_bool("split_rat_tokens"));
  EXPECT_EQ(s.get_string("hospital_extra_cards"), "warn");
}

TEST(RattusSettings, ReserveDeck) {
  auto s = defaults();
  EXPECT_EQ(r::round_plan(2, s).reserve, 10);
  s.set("reserve_deck", nlohmann::json::array({9, 12, 6, 6}));
  EXPECT_EQ(r::round_plan(2, s).reserve, 9);
  EXPECT_EQ(r::round_plan(2, s).building_deck, 21);
}

TEST(RattusSettings, SpecialMajorityVp) {
  auto s = defaults();
  const std::string state = R"({"players": [{"name": "A", "hand": {"swords": 1}, "rats": []}, {"name": "B", "rats": []}],
      "nun_row": [0,0,0,0,0]})";
  EXPECT_EQ(rattus_test::row(rattus_test::score(state, s).players[0], "swords"), 2);
  s.set("special_majority_vp", 9);
  EXPECT_EQ(rattus_test::row(rattus_test::score(state, s).players[0], "swords"), 9);
}

TEST(RattusSettings, Gold2pTieSplit) {
  auto s = defaults();
  EXPECT_EQ(r::gold_vp({1, 1}, s), (std::vector<int>{3, 3}));
  s.set("gold_2p_tie_split", 9);
  EXPECT_EQ(r::gold_vp({1, 1}, s), (std::vector<int>{4, 4}));
  // 3+ players always split 9.
  EXPECT_EQ(r::gold_vp({1, 1, 0}, s), (std::vector<int>{4, 4, 0}));
}

TEST(RattusSettings, HandMajorityNeedsCard) {
  auto s = defaults();
  const std::string state = R"({"players": [{"name": "A", "rats": []}, {"name": "B", "rats": []}], "nun_row": [0,0,0,0,0]})";
  EXPECT_EQ(rattus_test::row(rattus_test::score(state, s).players[0], "hand"), 0);
  s.set("hand_majority_needs_card", false);
  EXPECT_EQ(rattus_test::row(rattus_test::score(state, s).players[0], "hand"), 1);
}

TEST(RattusSettings, SpecialMajorityNeedsCard) {
  auto s = defaults();
  const std::string state = R"({"players": [{"name": "A", "rats": []}, {"name": "B", "rats": []}], "nun_row": [0,0,0,0,0]})";
  EXPECT_EQ(rattus_test::row(rattus_test::score(state, s).players[1], "passes"), 0);
  s.set("special_majority_needs_card", false);
  EXPECT_EQ(rattus_test::row(rattus_test::score(state, s).players[1], "passes"), 1);
}

TEST(RattusSettings, GoldNeedsGold) {
  auto s = defaults();
  EXPECT_EQ(r::gold_vp({3, 0, 0}, s), (std::vector<int>{6, 0, 0}));
  EXPECT_EQ(r::gold_vp({0, 0, 0}, s), (std::vector<int>{0, 0, 0}));
  s.set("gold_needs_gold", false);
  EXPECT_EQ(r::gold_vp({3, 0, 0}, s), (std::vector<int>{6, 1, 1}));
  EXPECT_EQ(r::gold_vp({0, 0, 0}, s), (std::vector<int>{3, 3, 3}));
}

TEST(RattusSettings, AllEliminated) {
  auto s = defaults();
  EXPECT_TRUE(r::winner_indices({5, 9}, {3, 4}, 2, s).empty());
  s.set("all_eliminated", "LowestRats");
  EXPECT_EQ(r::winner_indices({5, 9}, {3, 4}, 2, s), (std::vector<int>{0}));
}

TEST(RattusSettings, AllEliminatedTie) {
  auto s = defaults();
  s.set("all_eliminated", "lowest_rats");
  EXPECT_EQ(r::winner_indices({30, 20, 40}, {5, 5, 6}, 2, s), (std::vector<int>{0, 1}));
  s.set("all_eliminated_tie", "most_vp");
  EXPECT_EQ(r::winner_indices({30, 20, 40}, {5, 5, 6}, 2, s), (std::vector<int>{0}));
}

TEST(RattusSettings, FluteWithoutRats) {
  auto s = defaults();
  const std::string round = R"({"players": 2, "buildings": [{"type": "pipers_hut", "entries": [
      {"player": "A", "cards": {"flutes": 1}, "rats": 0}, {"player": "B", "rats": 4}]}]})";
  auto out = rattus_test::resolve(round, s);
  EXPECT_EQ(out[0].flute->amount, 0);
  EXPECT_EQ(out[0].entrants[1].rats, 4);
  s.set("flute_without_rats", "from_supply");
  out = rattus_test::resolve(round, s);
  EXPECT_EQ(out[0].flute->amount, 1);
  EXPECT_EQ(out[0].entrants[1].rats, 5);
  EXPECT_EQ(out[0].entrants[0].rats, 0);
}

TEST(RattusSettings, GuardTowerHand) {
  auto s = defaults();
  const std::string round = R"({"players": 3, "seats": ["P1", "P2", "P3"], "hands": {"P2": 6, "P3": 6},
      "buildings": [{"type": "guard_tower", "entries": [{"player": "P1", "hand": 4}]}]})";
  auto out = rattus_test::resolve(round, s);
  EXPECT_EQ(out[0].actions[0].amount, 6);  // both give 3: 6 >= 4
  s.set("guard_tower_hand", "live");
  out = rattus_test::resolve(round, s);
  EXPECT_EQ(out[0].actions[0].amount, 3);  // after P2's 3 cards P1 holds 7 > 6
}

TEST(RattusSettings, BreweryRounding) {
  auto s = defaults();
  const std::string round = R"({"players": 3, "buildings": [{"type": "brewery", "entries": [
      {"player": "A", "cards": {"peasantry": 5}}, {"player": "B", "cards": {"peasantry": 3}}]}]})";
  EXPECT_EQ(rattus_test::resolve(round, s)[0].actions[1].amount, 1);
  s.set("brewery_rounding", "ceil");
  EXPECT_EQ(rattus_test::resolve(round, s)[0].actions[1].amount, 2);
}

TEST(RattusSettings, PassesCommittable) {
  auto s = defaults();
  const std::string round = R"({"players": 2, "buildings": [{"type": "farm", "entries": [
      {"player": "A", "cards": {"passes": 1, "peasantry": 1}}]}]})";
  EXPECT_THROW(rattus_test::resolve(round, s), scriptorium::core::InputError);
  s.set("passes_committable", true);
  const auto out = rattus_test::resolve(round, s);
  EXPECT_EQ(out[0].entrants[0].influence, 1);
  EXPECT_EQ(out[0].entrants[0].rats_gained, 0);
}

TEST(RattusSettings, SplitRatTokens) {
  EXPECT_EQ(r::discard_rats({3}, 1, true), (std::vector<int>{1, 1}));
  EXPECT_EQ(r::discard_rats({3}, 1, false), (std::vector<int>{3}));
  EXPECT_EQ(r::discard_rats({5, 1}, 2, true), (std::vector<int>{1, 1, 1, 1}));
}

TEST(RattusSettings, HospitalExtraCards) {
  auto s = defaults();
  const std::string round = R"({"players": 3, "buildings": [{"type": "hospital", "entries": [
      {"player": "A", "cards": {"church": 1}}, {"player": "B", "rats": 1, "hand": 4, "hospital_cards": 2}]}]})";
  EXPECT_FALSE(rattus_test::resolve(round, s)[0].actions[1].warning.empty());
  s.set("hospital_extra_cards", "forbid");
  try {
    rattus_test::resolve(round, s);
    ADD_FAILURE() << "forbidden Hospital discard accepted";
  } catch (const scriptorium::core::InputError& e) {
    EXPECT_EQ(e.where(), "/buildings/0/entries/1/hospital_cards");
  }
}

TEST(RattusSettings, RulesFileValuesAreValidated) {
  const auto bad = nlohmann::json::parse(R"({"all_eliminated": "everyone"})");
  EXPECT_THROW(scriptorium::core::Settings::from_json(r::settings_schema(), scriptorium::core::JsonCursor(bad)),
               scriptorium::core::InputError);
  const auto unknown = nlohmann::json::parse(R"({"no_such_setting": 1})");
  EXPECT_THROW(scriptorium::core::Settings::from_json(r::settings_schema(), scriptorium::core::JsonCursor(unknown)),
               scriptorium::core::InputError);
}
