// Scoring vectors of rules/feudum.md §5 (FE-2, 12, 24, 25, 26, 37), the spec/feudum.md example and
// the bad inputs of `feudum score`.
#include <gtest/gtest.h>

#include "tests/engine/feudum/feudum_test_util.hpp"

namespace f = scriptorium::feudum;
using feudum_test::bad_score;
using feudum_test::defaults;
using feudum_test::score;
using nlohmann::json;

namespace {
const char* kSpecExample = R"({"epoch": 5,
 "players": [
   {"color": "blue", "vp": 52, "military_discs": 1, "epic_voyage": 7, "shillings": 11, "wine_barrel": 1},
   {"color": "red", "vp": 53, "military_discs": 0, "epic_voyage": 5, "shillings": 4,
    "wine_barrel": 3, "charters": ["wine_barrel", "eastern_realm"]},
   {"color": "green", "vp": 47, "military_discs": 2, "epic_voyage": 3, "shillings": 7,
    "wine_barrel": 0, "charters": ["defeat_monster"], "defeated_monster": true}],
 "guilds": {"farmer": ["red", "blue"], "knight": ["green"], "noble": ["blue", "green"], "monk": ["red"]},
 "locations": [
   {"region": "forest", "type": "outpost", "ruler": "blue"},
   {"region": "forest", "type": "outpost", "ruler": "blue", "serf": "red"},
   {"region": "desert", "type": "farm", "ruler": "blue", "subject": true},
   {"region": "mountain", "type": "town", "ruler": "blue", "realm": "eastern"},
   {"region": "island", "type": "feudum", "guild": "noble", "ruler": "blue", "serf": "green",
    "landscape": {"kind": "orchard", "resources": 0}},
   {"region": "sea", "type": "town", "ruler": "red", "realm": "eastern",
    "serf": "green", "landscape": {"kind": "silver_mine", "resources": 3}},
   {"region": "badlands", "type": "feudum", "guild": "farmer", "ruler": "red"},
   {"region": "mountain", "type": "farm", "ruler": "green", "serf": "red",
    "landscape": {"kind": "sulfur_mine", "resources": 1}},
   {"region": "desert", "type": "outpost", "landscape": {"resources": 6}}]})";
}  // namespace

TEST(FeudumScore, SpecExampleDawnOfV) {
  const json expected = json::parse(R"({"players": [
   {"color": "blue", "rows": {"guilds": 8, "landscapes": 0, "active_regions": 7,
                              "disloyalty": -9, "epic_voyage": 9, "large_empires": 10,
                              "shillings": 3, "charters": 0}, "total": 80},
   {"color": "red", "rows": {"guilds": 10, "landscapes": 4, "active_regions": 5,
                             "disloyalty": -12, "epic_voyage": 5, "large_empires": 4,
                             "shillings": 1, "charters": 10}, "total": 80},
   {"color": "green", "rows": {"guilds": 8, "landscapes": 6, "active_regions": 5,
                               "disloyalty": 0, "epic_voyage": 3, "large_empires": 1,
                               "shillings": 2, "charters": 7}, "total": 79}],
 "winners": ["red"]})");
  EXPECT_EQ(score(kSpecExample), expected);
}

TEST(FeudumScoreVectors, FE_2_CumulativeDisloyalty) {
  EXPECT_EQ(f::disloyalty_vp(2, true, 0), -3);
  EXPECT_EQ(f::disloyalty_vp(3, true, 0), 0);  // no catapult at III
  EXPECT_EQ(f::disloyalty_vp(4, true, 0), -7);
  EXPECT_EQ(f::disloyalty_vp(5, true, 0), -12);
  EXPECT_EQ(f::disloyalty_vp(2, true, 0) + f::disloyalty_vp(3, true, 0) + f::disloyalty_vp(4, true, 0) +
                f::disloyalty_vp(5, true, 0),
            -22);
  const json r = score(R"({"epoch": 4, "players": [{"color": "yellow"}, {"color": "red"}],
    "locations": [{"region": "sea", "type": "feudum", "guild": "monk", "ruler": "yellow"}]})");
  EXPECT_EQ(r["players"][0]["rows"]["disloyalty"], -7);
  EXPECT_EQ(r["winners"], nullptr);
}

TEST(FeudumScoreVectors, FE_12_PartialMilitaryCoverage) {
  EXPECT_EQ(f::disloyalty_vp(2, true, 1), 0);
  EXPECT_EQ(f::disloyalty_vp(4, true, 1), -4);
  EXPECT_EQ(f::disloyalty_vp(5, true, 1), -9);
  EXPECT_EQ(f::disloyalty_vp(4, true, 2), 0);
  EXPECT_EQ(f::disloyalty_vp(5, true, 2), -5);
  for (int epoch : {2, 3, 4, 5}) EXPECT_EQ(f::disloyalty_vp(epoch, true, 3), 0) << epoch;
  EXPECT_EQ(f::disloyalty_vp(4, false, 0), 0);
}

TEST(FeudumScoreVectors, FE_24_EpochDawnScoring) {
  const std::string state = R"({"epoch": 3,
    "players": [{"color": "blue"}, {"color": "red"}, {"color": "green"}, {"color": "yellow"}],
    "guilds": {"farmer": ["blue"], "monk": ["red", "blue"], "knight": ["red", "green", "blue"]},
    "locations": [
      {"region": "forest", "type": "outpost", "ruler": "red", "serf": "blue", "landscape": {"kind": "archery_range", "resources": 0}},
      {"region": "desert", "type": "farm", "ruler": "red", "serf": "blue", "landscape": {"kind": "orchard", "resources": 3}},
      {"region": "mountain", "type": "outpost", "ruler": "blue"}]})";
  json r = score(state);
  EXPECT_EQ(r["players"][0]["rows"], json::parse(R"({"guilds": 9, "landscapes": 6, "active_regions": 5, "disloyalty": 0})"));
  EXPECT_EQ(r["players"][0]["total"], 20);
  auto s = defaults();
  s.set("active_regions_vp", "cumulative");
  r = score(state, s);
  EXPECT_EQ(r["players"][0]["total"], 24);
}

TEST(FeudumScoreVectors, FE_25_FinalScoring) {
  const json r = score(R"({"epoch": 5, "players": [{"color": "blue", "shillings": 11, "epic_voyage": 7, "military_discs": 3},
      {"color": "red"}],
    "locations": [
      {"region": "forest", "type": "outpost", "ruler": "blue"}, {"region": "forest", "type": "outpost", "ruler": "blue"},
      {"region": "forest", "type": "farm", "ruler": "blue"}, {"region": "forest", "type": "town", "ruler": "blue"},
      {"region": "forest", "type": "feudum", "guild": "farmer", "ruler": "blue"}]})");
  const json& rows = r["players"][0]["rows"];
  EXPECT_EQ(rows["large_empires"], 10);
  EXPECT_EQ(rows["shillings"], 3);
  EXPECT_EQ(rows["epic_voyage"], 9);
  EXPECT_EQ(rows["charters"], 0);
  EXPECT_EQ(rows["large_empires"].get<int>() + rows["shillings"].get<int>() + rows["epic_voyage"].get<int>() +
                rows["charters"].get<int>(),
            22);
}

TEST(FeudumScoreVectors, FE_26_TieBreak) {
  EXPECT_EQ(f::winner_indices({87, 87}, {2, 3}), (std::vector<int>{1}));
  EXPECT_EQ(f::winner_indices({87, 87}, {3, 3}), (std::vector<int>{0, 1}));
  const json r = score(R"({"epoch": 5, "players": [{"color": "blue", "vp": 87, "wine_barrel": 2},
      {"color": "red", "vp": 87, "wine_barrel": 3}, {"color": "green", "vp": 86, "wine_barrel": 3}]})");
  EXPECT_EQ(r["winners"], json::array({"red"}));
}

TEST(FeudumScoreVectors, FE_37_EpicVoyageScoring) {
  EXPECT_EQ(f::epic_voyage_vp({5, 3, 11, 17}, defaults()), (std::vector<int>{5, 3, 13, 17}));
}

TEST(FeudumScore, LargeEmpireSets) {
  const auto s = defaults();
  EXPECT_EQ(f::large_empires_vp(3, 0, 0, 0, s), 3 + 3);
  EXPECT_EQ(f::large_empires_vp(2, 2, 0, 2, s), 4 + 6 + 6);  // each feudum completes one triple
  EXPECT_EQ(f::large_empires_vp(0, 0, 0, 3, s), 9 + 3);      // three feudums are a set of their own
  EXPECT_EQ(f::large_empires_vp(1, 1, 1, 0, s), 3);          // three different types are no set
}

TEST(FeudumScore, ChartersScoreByRealmCount) {
  const json r = score(R"({"epoch": 5, "players": [{"color": "blue", "charters": ["western_realm", "isolated_realm", "wine_barrel"], "wine_barrel": 2},
      {"color": "red", "charters": ["defeat_monster"]}],
    "locations": [
      {"region": "sea", "type": "outpost", "ruler": "blue", "realm": "western"},
      {"region": "sea", "type": "town", "ruler": "blue", "realm": "western"},
      {"region": "sea", "type": "farm", "ruler": "red", "realm": "western"},
      {"region": "island", "type": "farm", "ruler": "blue", "realm": "isolated"}]})");
  EXPECT_EQ(r["players"][0]["rows"]["charters"], 5 + 5 + 5);
  EXPECT_EQ(r["players"][1]["rows"]["charters"], 0);  // no monster defeated
}

TEST(FeudumScore, ApprenticeScoresOneWithFourPlayers) {
  const json r = score(R"({"epoch": 3, "players": [{"color": "blue"}, {"color": "red"}, {"color": "green"}, {"color": "purple"}],
      "guilds": {"Alchemist": ["red", "green", "purple"]}})");
  EXPECT_EQ(r["players"][1]["rows"]["guilds"], 5);
  EXPECT_EQ(r["players"][2]["rows"]["guilds"], 3);
  EXPECT_EQ(r["players"][3]["rows"]["guilds"], 1);
}

TEST(FeudumScore, BadInput) {
  const std::string two = R"("players": [{"color": "blue"}, {"color": "red"}])";
  EXPECT_EQ(bad_score(R"({"epoch": 1, )" + two + "}"), "/epoch");
  EXPECT_EQ(bad_score(R"({"epoch": 6, )" + two + "}"), "/epoch");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue"}]})"), "/players");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue"}, {"color": "blue"}]})"), "/players/1/color");
  EXPECT_EQ(bad_score(R"({"epoch": 2, )" + two + R"(, "guilds": {"farmer": ["green"]}})"), "/guilds/farmer/0");
  EXPECT_EQ(bad_score(R"({"epoch": 2, )" + two + R"(, "guilds": {"farmer": ["red", "red"]}})"), "/guilds/farmer/1");
  EXPECT_EQ(bad_score(R"({"epoch": 2, )" + two + R"(, "guilds": {"farmer": ["red", "blue", "red"]}})"), "/guilds/farmer");
  EXPECT_EQ(bad_score(R"({"epoch": 2, )" + two + R"(, "guilds": {"farmer": [], "Farmer": []}})"), "/guilds/farmer");
  EXPECT_EQ(bad_score(R"({"epoch": 2, )" + two + R"(, "guilds": {"baker": []}})"), "/guilds/baker");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "epic_voyage": 4}, {"color": "red"}]})"),
            "/players/0/epic_voyage");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "shillings": 40}, {"color": "red", "shillings": 39}]})"),
            "/players");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "shillings": 79}, {"color": "red"}]})"),
            "/players/0/shillings");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "charters": ["wine_barrel", "wine_barrel"]}, {"color": "red"}]})"),
            "/players/0/charters/1");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "charters": ["wine_barrel"]}, {"color": "red", "charters": ["wine_barrel"]}]})"),
            "/players/1/charters/0");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "charters": ["a", "b", "c", "d"]}, {"color": "red"}]})"),
            "/players/0/charters");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "military_discs": 4}, {"color": "red"}]})"),
            "/players/0/military_discs");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "wine_barrel": 4}, {"color": "red"}]})"),
            "/players/0/wine_barrel");
  EXPECT_EQ(bad_score(R"({"epoch": 2, "players": [{"color": "blue", "vp": 1000}, {"color": "red"}]})"), "/players/0/vp");
  EXPECT_EQ(bad_score(R"({"epoch": 2, )" + two + R"(, "locations": [{"type": "town", "ruler": "red"}]})"), "/locations/0");
  EXPECT_EQ(bad_score(R"({"epoch": 2, )" + two + R"(, "locations": [{"region": "sea", "type": "town", "ruler": "green"}]})"),
            "/locations/0/ruler");
  EXPECT_EQ(bad_score(R"({"epoch": 2, )" + two + R"(, "locations": [{"region": "sea", "type": "town", "ruler": "red", "serf": "yellow"}]})"),
            "/locations/0/serf");
  std::string many = R"({"epoch": 2, )" + two + R"(, "locations": [)";
  for (int i = 0; i < 13; ++i) many += std::string(i ? "," : "") + R"({"region": "sea", "type": "feudum", "guild": "monk"})";
  EXPECT_EQ(bad_score(many + "]}"), "/locations/12");
  std::string crowded = R"({"epoch": 2, )" + two + R"(, "locations": [)";
  for (int i = 0; i < 23; ++i) crowded += std::string(i ? "," : "") + R"({"region": "sea", "type": "farm"})";
  EXPECT_EQ(bad_score(crowded + "]}"), "/locations");
}
