// `scriptorium rattus score|resolve` from outside, as a user or a script runs it.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

namespace {
using scriptorium::test::kCli;
const std::string kData = RATTUS_DATA;
const std::string kDemo = std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/rattus-end.json";

int count_lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }
}  // namespace

TEST(RattusCli, ScoreDemoIsVectorRC26) {
  const auto r = run_command(quote(kCli) + " rattus score " + quote(kDemo) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["players"][0]["total"], 40);
  EXPECT_EQ(j["players"][1]["total"], 26);
  EXPECT_EQ(j["players"][2]["total"], 29);
  EXPECT_EQ(j["players"][0]["rats"], 10);
  EXPECT_EQ(j["players"][0]["survives"], false);
  EXPECT_EQ(j["nuns"], 9);
  EXPECT_EQ(j["winners"], nlohmann::json::array({"Carla"}));
}

TEST(RattusCli, ScoreWithoutJsonPrintsATableNotJson) {
  const auto r = run_command(quote(kCli) + " rattus score " + quote(kDemo));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("Carla"), std::string::npos);
  EXPECT_NE(r.out.find("Winner: Carla"), std::string::npos);
  EXPECT_EQ(r.out.find('{'), std::string::npos);
}

TEST(RattusCli, ScoreReadsStdin) {
  const auto r = run_command(quote(kCli) + " rattus score - --json < " + quote(kDemo));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["nuns"], 9);
}

TEST(RattusCli, SixNunsIsBadInputWithOneErrorLine) {
  const auto r = run_command(quote(kCli) + " rattus score " + quote(kData + "/six-nuns.json") + " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(count_lines(r.err), 1);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("six-nuns.json:/nun_row)"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST(RattusCli, NegativeRatsIsBadInput) {
  const auto r = run_command(quote(kCli) + " rattus score " + quote(kData + "/negative-rats.json") + " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(count_lines(r.err), 1);
  EXPECT_NE(r.err.find("negative-rats.json:/players/1/rats/0)"), std::string::npos) << r.err;
}

TEST(RattusCli, MissingAndMalformedFiles) {
  TempDir dir;
  dir.write("broken.json", "{\"players\": [");
  auto r = run_command(quote(kCli) + " rattus score " + quote(dir.file("broken.json")) + " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(count_lines(r.err), 1);
  r = run_command(quote(kCli) + " rattus score " + quote(dir.file("absent.json")) + " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(count_lines(r.err), 1);
  dir.write("array.json", "[1, 2]");
  r = run_command(quote(kCli) + " rattus score " + quote(dir.file("array.json")) + " --json");
  EXPECT_EQ(r.exit_code, 2);
}

TEST(RattusCli, RulesFileChangesTheWinnerVariant) {
  TempDir dir;
  dir.write("rules.json", R"({"all_eliminated": "lowest_rats"})");
  dir.write("bad-rules.json", R"({"all_eliminated": 3})");
  const std::string state = kData + "/all-eliminated.json";
  auto r = run_command(quote(kCli) + " rattus score " + quote(state) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["winners"], nlohmann::json::array());
  r = run_command(quote(kCli) + " --rules " + quote(dir.file("rules.json")) + " rattus score " + quote(state) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["winners"], nlohmann::json::array({"B"}));
  r = run_command(quote(kCli) + " --rules " + quote(dir.file("bad-rules.json")) + " rattus score " + quote(state) +
                  " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bad-rules.json"), std::string::npos) << r.err;
}

TEST(RattusCli, ResolveSeedRound) {
  const auto r = run_command(quote(kCli) + " rattus resolve " + quote(kData + "/seed-round.json") + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["buildings"].size(), 3u);
  // RC-5, RC-6, RC-7 in one round.
  EXPECT_EQ(j["buildings"][0]["entrants"][0]["influence"], 3);
  EXPECT_EQ(j["buildings"][0]["entrants"][0]["rats"], 11);
  EXPECT_EQ(j["buildings"][1]["entrants"][0]["rats"], 11);
  EXPECT_EQ(j["buildings"][2]["premium"], "green");
  EXPECT_EQ(j["buildings"][2]["sword"]["cards"], 3);
  EXPECT_EQ(j["buildings"][2]["entrants"][1]["rats"], 9);
}

TEST(RattusCli, ResolveBadInput) {
  TempDir dir;
  dir.write("round.json", R"({"players": 3, "buildings": [{"type": "farm", "entries": [{"player": "A", "cards": {"gold": 1}}]}]})");
  const auto r = run_command(quote(kCli) + " rattus resolve " + quote(dir.file("round.json")) + " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(":/buildings/0/entries/0/cards/gold)"), std::string::npos) << r.err;
}
