// `scriptorium medioevo round|odds` from outside, as a user or a script runs them.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

namespace st = scriptorium::test;
using nlohmann::json;

namespace {

using scriptorium::test::kCli;
const std::string kData = std::string(SCRIPTORIUM_TEST_DATA) + "/medioevo/";

st::CommandResult run(const std::string& args) { return st::run_command(st::quote(kCli) + " " + args); }

// Writes `battle` to a temp file and runs `medioevo round` on it; returns the result.
st::CommandResult round_with(const st::TempDir& dir, const json& battle) {
  dir.write("battle.json", battle.dump());
  return run("medioevo round " + st::quote(dir.file("battle.json")) + " --json");
}

json contract_example() { return json::parse(R"({"players": 4,
 "attacker": {"position": 2, "units": {"li": 2, "hi": 1, "cav": 1, "arc": 0, "cpt": []},
              "reserve": {"li": 10, "hi": 5}, "dice": [3, 5, 5]},
 "defender": {"barbarian": true, "units": {"li": 2, "arc": 1, "cpt": [1]}, "dice": [2, 4, 7],
              "archer_dice": [2, 6]}})"); }

}  // namespace

TEST(MedioevoCli, RoundJsonHasTheContractKeys) {
  const auto r = run("medioevo round " + st::quote(kData + "contract-example.json") + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json out = json::parse(r.out);
  for (const char* key : {"winner", "battle_score", "damage_to_attacker", "damage_to_defender"}) {
    EXPECT_TRUE(out.contains(key)) << key;
  }
  for (const char* key : {"attack", "casualty", "units"}) {
    EXPECT_TRUE(out["attacker"].contains(key)) << key;
    EXPECT_TRUE(out["defender"].contains(key)) << key;
  }
  // Attacker 5x5 = 25 - 1 (position 2 of 4) = 24 against the War Circle's 7.
  EXPECT_EQ(out["attacker"]["attack"], 24);
  EXPECT_EQ(out["defender"]["attack"], 7);
  EXPECT_EQ(out["winner"], "attacker");
}

TEST(MedioevoCli, RoundExplainsEachStepForPeople) {
  const auto r = run("medioevo round " + st::quote(kData + "mu-3-round.json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("Blue attack 25 = 5x5 critical (dice 1, 5, 5) + 0 turn penalty"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Yellow attack 4 = highest die 7 (dice 2, 4, 7) - 3 turn penalty"), std::string::npos);
  EXPECT_NE(r.out.find("battle score = min(difference 21, 1 melee units) = 1"), std::string::npos);
  EXPECT_EQ(r.out.find('{'), std::string::npos);  // no JSON without --json
}

TEST(MedioevoCli, RulesFileSwitchesSuperiorityToCasualty) {
  const auto r = run("medioevo round " + st::quote(kData + "mu-3-round.json") + " --json --rules " +
                     st::quote(kData + "superiority-casualty.rules.json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["attacker"]["casualty"], 0);
  EXPECT_EQ(out["damage_to_defender"], 3);
}

TEST(MedioevoCli, ImpossibleArmiesExitTwoWithOneLine) {
  st::TempDir dir;
  struct Case {
    const char* what;
    json::json_pointer at;
    json value;
    const char* pointer;
  };
  const Case cases[] = {
      {"negative count", json::json_pointer("/attacker/units/li"), -2, "/attacker/units/li"},
      {"captain level 4", json::json_pointer("/defender/units/cpt/0"), 4, "/defender/units/cpt/0"},
      {"d8 value 9", json::json_pointer("/attacker/dice/2"), 9, "/attacker/dice/2"},
      {"unknown card", json::json_pointer("/attacker/cards"), json::array({5, 99}), "/attacker/cards/1"},
  };
  for (const Case& c : cases) {
    json battle = contract_example();
    battle[c.at] = c.value;
    const auto r = round_with(dir, battle);
    EXPECT_EQ(r.exit_code, 2) << c.what;
    EXPECT_EQ(r.out, "") << c.what;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << c.what << ": " << r.err;
    EXPECT_NE(r.err.find(dir.file("battle.json") + ":" + c.pointer + ")"), std::string::npos) << c.what << ": " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << c.what;
  }
}

TEST(MedioevoCli, OddsOfTheDemoBattle) {
  const auto r = run("medioevo odds " + st::quote(std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/medioevo-battle.json") +
                     " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json out = json::parse(r.out);
  const double round = out["round"]["attacker_wins"].get<double>() + out["round"]["tie"].get<double>() +
                       out["round"]["defender_wins"].get<double>();
  EXPECT_NEAR(round, 1.0, 1e-9);
  const auto& b = out["battle"];
  EXPECT_NEAR(b["attacker_wins"].get<double>() + b["defender_wins"].get<double>() + b["no_winner"].get<double>() +
                  b["attacker_fled"].get<double>() + b["stopped"].get<double>(),
              1.0, 1e-9);
  EXPECT_GE(b["expected_rounds"].get<double>(), 1.0);
  double dist = 0;
  for (const auto& entry : out["round"]["damage_to_attacker"]) dist += entry["probability"].get<double>();
  EXPECT_NEAR(dist, 1.0, 1e-9);
}

TEST(MedioevoCli, OddsRerollPolicies) {
  const std::string file = st::quote(std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/medioevo-battle.json");
  const auto none = run("medioevo odds " + file + " --reroll none --json");
  ASSERT_EQ(none.exit_code, 0) << none.err;
  EXPECT_EQ(json::parse(none.out)["reroll"], "none");
  const auto bad = run("medioevo odds " + file + " --reroll sometimes");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(bad.err.rfind("error: ", 0), 0u);
}
