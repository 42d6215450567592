// End-state validation (spec/rattus-end-state.md "Bad input") and scoring edge cases.
#include <gtest/gtest.h>

#include "tests/engine/rattus/rattus_test_util.hpp"

using rattus_test::bad_end_state;

namespace {
// Two valid players around one replaceable fragment.
std::string two(const std::string& first, const std::string& rest = R"("nun_row": [1, 1, 1, 1, 1])") {
  return R"({"players": [)" + first + R"(, {"name": "B", "rats": [1]}], )" + rest + "}";
}
}  // namespace

TEST(RattusEndState, ValidInputIsAccepted) { EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": []})")), ""); }

TEST(RattusEndState, SixNunsInARowOfFive) {
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": []})", R"("nun_row": [1, 1, 1, 1, 1, 1])")), "/nun_row");
}

TEST(RattusEndState, NunCardOutsideZeroToFour) {
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": []})", R"("nun_row": [1, 1, 5, 1, 1])")), "/nun_row/2");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": []})", R"("nun_row": [1, 1, -1, 1, 1])")), "/nun_row/2");
}

TEST(RattusEndState, NegativeRatsAndOddTokens) {
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": [-1]})")), "/players/0/rats/0");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": [1, 2]})")), "/players/0/rats/1");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": [1.5]})")), "/players/0/rats/0");
}

TEST(RattusEndState, NegativeCountsAndInfluence) {
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": [], "hand": {"swords": -1}})")), "/players/0/hand/swords");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": [], "influence": {"magic": -2}})")),
            "/players/0/influence/magic");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": [], "vp_tokens": [0]})")), "/players/0/vp_tokens/0");
}

TEST(RattusEndState, UnknownClassAndCard) {
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": [], "influence": {"clergy": 1}})")),
            "/players/0/influence/clergy");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": [], "hand": {"daggers": 1}})")), "/players/0/hand/daggers");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": []})", R"("nun_row": [0,0,0,0,0], "influence_order": {"clergy": []})")),
            "/influence_order/clergy");
}

TEST(RattusEndState, PlayerCountNamesAndRequiredKeys) {
  EXPECT_EQ(bad_end_state(R"({"players": [{"name": "A", "rats": []}], "nun_row": [0,0,0,0,0]})"), "/players");
  EXPECT_EQ(bad_end_state(R"({"players": [{"name": "A", "rats": []}, {"name": "B", "rats": []}, {"name": "C", "rats": []},
      {"name": "D", "rats": []}, {"name": "E", "rats": []}, {"name": "F", "rats": []}], "nun_row": [0,0,0,0,0]})"),
            "/players");
  EXPECT_EQ(bad_end_state(two(R"({"name": "B", "rats": []})")), "/players/1/name");
  EXPECT_EQ(bad_end_state(two(R"({"name": "", "rats": []})")), "/players/0/name");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A"})")), "/players/0");
  EXPECT_EQ(bad_end_state(R"({"players": [{"name": "A", "rats": []}, {"name": "B", "rats": []}]})"), "<root>");
}

TEST(RattusEndState, InfluenceOrderNames) {
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": []})", R"("nun_row": [0,0,0,0,0], "influence_order": {"magic": ["Z"]})")),
            "/influence_order/magic/0");
  EXPECT_EQ(bad_end_state(two(R"({"name": "A", "rats": []})",
                              R"("nun_row": [0,0,0,0,0], "influence_order": {"magic": ["A", "A"]})")),
            "/influence_order/magic/1");
}

TEST(RattusEndState, UncoveredTieIsBadInput) {
  const std::string players = R"({"players": [{"name": "A", "influence": {"magic": 3}, "rats": []},
      {"name": "B", "influence": {"magic": 3}, "rats": []}], "nun_row": [0,0,0,0,0])";
  EXPECT_EQ(bad_end_state(players + "}"), "/players/1/influence/magic");
  EXPECT_EQ(bad_end_state(players + R"(, "influence_order": {"magic": ["B"]}})"), "/players/1/influence/magic");
  EXPECT_EQ(bad_end_state(players + R"(, "influence_order": {"magic": ["B", "A"]}})"), "");
  // A tie at 0 needs no order.
  EXPECT_EQ(bad_end_state(R"({"players": [{"name": "A", "rats": []}, {"name": "B", "rats": []}], "nun_row": [0,0,0,0,0]})"),
            "");
}

TEST(RattusScoring, GoldWithoutTreasuryScoresNothing) {
  const auto result = rattus_test::score(R"({"players": [{"name": "A", "hand": {"gold": 3}, "rats": []},
      {"name": "B", "rats": []}, {"name": "C", "rats": []}], "nun_row": [0,0,0,0,0], "treasury_used": false})");
  EXPECT_EQ(rattus_test::row(result.players[0], "gold"), 0);
}

TEST(RattusScoring, EliminatedPlayersKeepTheirTotal) {
  const auto result = rattus_test::score(R"({"players": [{"name": "A", "influence": {"magic": 1}, "rats": [5]},
      {"name": "B", "rats": [1]}], "nun_row": [1, 0, 0, 0, 0]})");
  EXPECT_EQ(result.players[0].total, 10);
  EXPECT_FALSE(result.players[0].survives);
  EXPECT_EQ(result.winners, (std::vector<std::string>{"B"}));
}

TEST(RattusScoring, FivePlayerClassAwardsStopAtThird) {
  EXPECT_EQ(scriptorium::rattus::class_majority_vp({5, 4, 3, 2, 1}, {}), (std::vector<int>{10, 5, 2, 0, 0}));
}

TEST(RattusScoring, JsonHasTheContractKeys) {
  const auto j = scriptorium::rattus::to_json(rattus_test::score(two(R"({"name": "A", "rats": []})")));
  ASSERT_EQ(j.at("players").size(), 2u);
  for (const char* key : {"name", "rows", "total", "rats", "survives"}) EXPECT_TRUE(j["players"][0].contains(key)) << key;
  EXPECT_EQ(j.at("nuns"), 5);
  EXPECT_TRUE(j.at("winners").is_array());
  EXPECT_EQ(j["players"][0]["rows"].size(), 12u);
}
