// `scriptorium discordia ...` from outside (cli.md "Discordia", spec/discordia-city.md).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;
using json = nlohmann::json;

namespace {

using scriptorium::test::kCli;
const std::string kData = std::string(SCRIPTORIUM_SOURCE_DIR) + "/tests/data/discordia/";

int count_lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

std::string cmd(const std::string& args) { return kCli + " discordia " + args; }

}  // namespace

TEST(DiscordiaCli, ScarcityOfTheSpecExample) {
  const auto r = run_command(cmd("scarcity " + quote(kData + "spec_city.json") + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out), json::parse(R"({"symbols": 8, "empty_spaces": 2, "aqueduct": 2, "scarcity": 8,
      "draw": 8, "return": 0, "returned_from_complete_tiles": 4})"));
  EXPECT_EQ(count_lines(r.out), 1);
}

TEST(DiscordiaCli, StrengthOfTheSpecExample) {
  const auto r = run_command(cmd("strength " + quote(kData + "spec_city.json") + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out), json::parse(R"({"strength": 5})"));
}

TEST(DiscordiaCli, RulesFileChangesStrength) {
  TempDir dir;
  dir.write("rules.json", R"({"count_permanent_strength": false})");
  const auto r = run_command(cmd("strength " + quote(kData + "spec_city.json") + " --rules " + quote(dir.file("rules.json")) + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["strength"], 4);
}

TEST(DiscordiaCli, CityFromStdin) {
  const auto r = run_command(cmd("scarcity - --json"), R"({"plots": [], "visible_symbols": 1, "aqueduct": 4, "reserve": 2})");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["scarcity"], -3);
  EXPECT_EQ(out["return"], 2);
}

TEST(DiscordiaCli, HumanOutputIsATableNotJson) {
  const auto r = run_command(cmd("scarcity " + quote(kData + "spec_city.json")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("Scarcity"), std::string::npos);
  EXPECT_EQ(r.out.find('{'), std::string::npos);
}

TEST(DiscordiaCli, TileOnTheWrongPlotIsExit2WithOneLine) {
  const std::string file = kData + "wrong_plot.json";
  const auto r = run_command(cmd("scarcity " + quote(file) + " --json"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: a farm cannot sit on a fortress plot (" + file + ":/plots/0/tile/type)\n");
  EXPECT_TRUE(r.out.empty());
}

TEST(DiscordiaCli, FourthWorkerOnAThreeIconSpaceIsExit2) {
  const std::string file = kData + "fourth_worker.json";
  for (const char* sub : {"scarcity", "strength"}) {
    const auto r = run_command(cmd(std::string(sub) + " " + quote(file) + " --json"));
    EXPECT_EQ(r.exit_code, 2) << sub;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << sub;
    EXPECT_NE(r.err.find("(" + file + ":/plots/0/tile/spaces/0/placed)"), std::string::npos) << r.err;
    EXPECT_EQ(count_lines(r.err), 1) << sub;
  }
}

TEST(DiscordiaCli, MissingOrBrokenFilesAreExit2) {
  TempDir dir;
  dir.write("broken.json", "{\"plots\": [");
  for (const std::string& file : {dir.file("absent.json"), dir.file("broken.json")}) {
    const auto r = run_command(cmd("scarcity " + quote(file) + " --json"));
    EXPECT_EQ(r.exit_code, 2) << file;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << file;
    EXPECT_NE(r.err.find(file), std::string::npos) << r.err;
    EXPECT_EQ(count_lines(r.err), 1) << file;
  }
}

TEST(DiscordiaCli, IncursionSeedExample) {
  const auto r = run_command(cmd("incursion " + quote(kData + "incursion_di2.json") + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["strength"], 1);
  EXPECT_EQ(out["german_strength"], 3);
  EXPECT_EQ(out["outcome"], "damage");
  EXPECT_EQ(out["effect"]["kind"], "lose_stars");
  EXPECT_EQ(out["player"]["stars"], 2);
  EXPECT_EQ(out["supply"]["star_cult"], 11);
}

TEST(DiscordiaCli, IncursionWithShippedGermanTileIds) {
  TempDir dir;
  // A1: strength 1, lose 1 star; B1: strength 1, gain a tower. Strength 1 (tower icon) < 2: damage.
  dir.write("in.json", R"({"city": {"plots": [{"kind": "port", "tile": null}],
      "military_towers": [{"die_value": 4, "spaces": [{"required": ["red"]}], "permanent_strength": 1}],
      "visible_symbols": 0, "aqueduct": 0}, "left": "A1", "right": "B1", "stars": 1})");
  const auto r = run_command(cmd("incursion " + quote(dir.file("in.json")) + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["outcome"], "damage");
  EXPECT_EQ(out["tile"], "A1");
  EXPECT_EQ(out["player"]["stars"], 0);
  EXPECT_EQ(out["data_defaults"], true);
  dir.write("wrong.json", R"({"city": {"plots": [], "visible_symbols": 0, "aqueduct": 0}, "left": "B1", "right": "B2"})");
  const auto bad = run_command(cmd("incursion " + quote(dir.file("wrong.json")) + " --json"));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find(":/left)"), std::string::npos) << bad.err;
}

TEST(DiscordiaCli, ActionsListsMainAndSecondary) {
  const auto r = run_command(cmd("actions " + quote(kData + "turn_state.json") + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["effective_value"], 1);
  std::vector<std::string> main;
  for (const auto& a : out["main"]) main.push_back(a["action"]);
  // Column 1 (tile I): the display's column 1 is empty, so no take_city_tile; the Ship can take workers.
  EXPECT_EQ(main, (std::vector<std::string>{"place_workers", "take_expansion", "take_stars"}));
  std::vector<std::string> secondary;
  for (const auto& a : out["secondary"]) secondary.push_back(a["action"]);
  EXPECT_EQ(secondary, (std::vector<std::string>{"additional_workers", "season_bonus", "commercial_tower"}));
  EXPECT_EQ(out["secondary"][0]["tiles"].size(), 2u);  // Barracks (red 1) and Stall (any 1), not the Farm
}

TEST(DiscordiaCli, CheckAcceptsALegalTurn) {
  const auto r = run_command(cmd("check " + quote(kData + "turn_state.json") + " --json"));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const json out = json::parse(r.out);
  EXPECT_TRUE(out["legal"].get<bool>());
  EXPECT_EQ(out["reserve_after"], json::parse(R"({"blue": 4, "red": 1, "white": 1, "yellow": 1})"));
}

TEST(DiscordiaCli, CheckListsEveryViolationAndExits3) {
  const auto r = run_command(cmd("check " + quote(kData + "turn_illegal.json") + " --json"));
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const json out = json::parse(r.out);
  std::vector<std::string> rules;
  for (const auto& v : out["violations"]) rules.push_back(v["rule"]);
  EXPECT_EQ(rules, (std::vector<std::string>{"progress_value", "reserve_short", "not_a_target", "season_bonus_value"}));
  const auto human = run_command(cmd("check " + quote(kData + "turn_illegal.json")));
  EXPECT_EQ(human.exit_code, 3);
  EXPECT_NE(human.out.find("reserve_short"), std::string::npos);
}

TEST(DiscordiaCli, BrokenDataFolderIsExit2NamingTheFile) {
  TempDir dir;
  for (const char* name : {"action_tiles.json", "aqueduct.json", "german_tiles.json", "season_bonuses.json", "decrees.json"}) {
    const auto copy = run_command("cp " + quote(std::string(SCRIPTORIUM_SOURCE_DIR) + "/data/discordia/" + name) + " " + quote(dir.path()));
    ASSERT_EQ(copy.exit_code, 0);
  }
  dir.write("season_bonuses.json", R"({"defaults": false, "bonuses": []})");
  const auto r = run_command(cmd("actions " + quote(kData + "turn_state.json") + " --data " + quote(dir.path()) + " --json"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: expected 5 bonuses (boat spaces 1..5) (" + dir.file("season_bonuses.json") + ":/bonuses)\n");
}

TEST(DiscordiaCli, HumanActionsAreWordsNotJson) {
  const auto r = run_command(cmd("actions " + quote(kData + "turn_state.json")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("take_expansion"), std::string::npos);
  EXPECT_EQ(r.out.find('{'), std::string::npos) << r.out;
}
