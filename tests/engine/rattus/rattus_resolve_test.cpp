// Building resolution edge cases and bad round input.
#include <gtest/gtest.h>

#include "tests/engine/rattus/rattus_test_util.hpp"

namespace {
std::string bad_round(const std::string& text) {
  try {
    rattus_test::resolve(text);
  } catch (const scriptorium::core::InputError& e) {
    return e.where().empty() ? "<root>" : e.where();
  }
  return "";
}
}  // namespace

TEST(RattusResolve, JokersGiveInfluenceButNoRats) {
  const auto out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "office", "entries": [
      {"player": "A", "cards": {"jokers": 2, "magic": 1}}]}]})");
  EXPECT_EQ(out[0].entrants[0].influence, 3);
  EXPECT_EQ(out[0].entrants[0].rats_gained, 1);
}

TEST(RattusResolve, PremiumGoesToMostCardsThenFirstEntered) {
  const auto out = rattus_test::resolve(R"({"players": 4, "buildings": [{"type": "palace", "entries": [
      {"player": "A", "cards": {"royalty": 2}}, {"player": "B", "cards": {"royalty": 3}},
      {"player": "C", "cards": {"royalty": 3}}]}]})");
  EXPECT_EQ(*out[0].premium, "B");
  EXPECT_EQ(out[0].actions[0].player, "B");  // premium first, then standard in entry order
  EXPECT_EQ(out[0].actions[1].player, "A");
  EXPECT_EQ(out[0].actions[2].player, "C");
}

TEST(RattusResolve, MonasteryNeverGoesBelowZeroRats) {
  const auto out = rattus_test::resolve(R"({"players": 2, "buildings": [{"type": "monastery", "entries": [
      {"player": "A", "rats": 1}]}]})");
  EXPECT_EQ(out[0].entrants[0].rats, 0);
  EXPECT_EQ(out[0].actions[0].amount, 1);
}

TEST(RattusResolve, BadRoundInput) {
  EXPECT_EQ(bad_round(R"({"players": 6, "buildings": []})"), "/players");
  EXPECT_EQ(bad_round(R"({"players": 3, "buildings": [{"type": "longhouse", "entries": []}]})"), "/buildings/0/type");
  EXPECT_EQ(bad_round(R"({"players": 3, "buildings": [{"type": "farm", "entries": [{"player": "A"}]},
      {"type": "castle", "entries": [{"player": "A"}]}]})"), "/buildings/1/entries/0/player");
  EXPECT_EQ(bad_round(R"({"players": 3, "buildings": [{"type": "farm", "entries": [
      {"player": "A", "cards": {"gold": 1}}]}]})"), "/buildings/0/entries/0/cards/gold");
  EXPECT_EQ(bad_round(R"({"players": 3, "buildings": [{"type": "farm", "entries": [
      {"player": "A", "cards": {"magic": -1}}]}]})"), "/buildings/0/entries/0/cards/magic");
  EXPECT_EQ(bad_round(R"({"players": 2, "buildings": [{"type": "farm", "entries": [
      {"player": "A"}, {"player": "B"}, {"player": "C"}]}]})"), "/buildings");
  EXPECT_EQ(bad_round(R"({"players": 3, "buildings": [{"type": "farm", "entries": [
      {"player": "A", "sword_victim": "Z"}]}]})"), "/buildings/0/entries/0/sword_victim");
  EXPECT_EQ(bad_round(R"({"players": 3, "buildings": [{"type": "farm", "entries": [{"player": "A", "rats": -1}]}]})"),
            "/buildings/0/entries/0/rats");
}
