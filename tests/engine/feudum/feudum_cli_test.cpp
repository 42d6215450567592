// `scriptorium feudum combat|score|check` from outside, as a user or a script runs it.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

using nlohmann::json;
using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

namespace {
using scriptorium::test::kCli;
const std::string kData = FEUDUM_DATA;
const std::string kDemo = std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/feudum-combat.json";

int count_lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }
std::string cli(const std::string& args) { return quote(kCli) + " " + args; }
}  // namespace

TEST(FeudumCli, CombatDemoIsVectorFE4) {
  const auto r = run_command(cli("feudum combat " + quote(kDemo) + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["attack"], 4);
  EXPECT_EQ(j["defense"], 3);
  EXPECT_EQ(j["success"], true);
  EXPECT_EQ(j["location_after"]["type"], "outpost");
  EXPECT_EQ(j["markers_returned"], json::parse(R"({"green": 2})"));
}

TEST(FeudumCli, CombatFE14) {
  const auto r = run_command(cli("feudum combat " + quote(kData + "/fe14-combat.json") + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["vp"], json::parse(R"({"attacker": 2, "defender": 1})"));
  EXPECT_EQ(j["conquered_pawn"]["abandoned_vessel"], "boat");
}

TEST(FeudumCli, CombatHumanOutputIsNotJson) {
  const auto r = run_command(cli("feudum combat " + quote(kDemo)));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("succeeds"), std::string::npos);
  EXPECT_EQ(r.out.find('{'), std::string::npos);
}

TEST(FeudumCli, CombatBadInputFE13) {
  const auto r = run_command(cli("feudum combat " + quote(kData + "/fe13-two-saltpeter.json") + " --json"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(count_lines(r.err), 1);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u);
  EXPECT_NE(r.err.find("fe13-two-saltpeter.json:/saltpeter)"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST(FeudumCli, ScoreDawnOfV) {
  const auto r = run_command(cli("feudum score " + quote(kData + "/dawn-of-v.json") + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["players"][0]["total"], 80);
  EXPECT_EQ(j["players"][1]["total"], 80);
  EXPECT_EQ(j["players"][2]["total"], 79);
  EXPECT_EQ(j["winners"], json::array({"red"}));
}

TEST(FeudumCli, ScoreRulesFileSettings) {
  TempDir dir;
  dir.write("rules.json", R"({"epic_voyage_trailing": "zero", "realm_charter_vp": [1]})");
  dir.write("bad-chart.json", R"({"realm_charter_vp": []})");
  dir.write("unknown.json", R"({"epic_voyage": 3})");
  auto r = run_command(cli("--rules " + quote(dir.file("rules.json")) + " feudum score " +
                           quote(kData + "/dawn-of-v.json") + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["players"][2]["rows"]["epic_voyage"], 0);  // green trails red in section 1
  EXPECT_EQ(j["players"][1]["rows"]["charters"], 7 + 1);
  r = run_command(cli("--rules " + quote(dir.file("bad-chart.json")) + " feudum score " +
                      quote(kData + "/dawn-of-v.json") + " --json"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bad-chart.json:/realm_charter_vp)"), std::string::npos) << r.err;
  r = run_command(cli("--rules " + quote(dir.file("unknown.json")) + " feudum combat " + quote(kDemo) + " --json"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("unknown.json"), std::string::npos) << r.err;
}

TEST(FeudumCli, ScoreBadInput) {
  TempDir dir;
  dir.write("one.json", R"({"epoch": 3, "players": [{"color": "blue"}]})");
  auto r = run_command(cli("feudum score " + quote(dir.file("one.json")) + " --json"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("one.json:/players)"), std::string::npos) << r.err;
  dir.write("garbage.json", "not json");
  r = run_command(cli("feudum score " + quote(dir.file("garbage.json")) + " --json"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(count_lines(r.err), 1);
}

TEST(FeudumCli, CheckReportsViolationsWithExit3) {
  auto r = run_command(cli("feudum check " + quote(kData + "/fe38-conquer-last.json") + " --json"));
  EXPECT_EQ(r.exit_code, 3);
  const json j = json::parse(r.out);
  EXPECT_EQ(j["legal"], false);
  ASSERT_EQ(j["violations"].size(), 1u);
  EXPECT_EQ(j["violations"][0]["rule"], "conquer_last_card");
  r = run_command(cli("feudum check " + quote(kData + "/fe10-deja-vu.json") + " --json"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["legal"], true);
  r = run_command(cli("feudum check " + quote(kData + "/fe38-conquer-last.json")));
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.out.find("conquer_last_card"), std::string::npos);
}
