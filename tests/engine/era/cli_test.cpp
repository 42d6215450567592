// `scriptorium era ...` from outside, as a user or a script runs it: exit codes, the one-line
// errors, --json documents and human output without JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

namespace {

using scriptorium::test::kCli;
const std::string kData = std::string(SCRIPTORIUM_SOURCE_DIR) + "/tests/data/era/";
const std::string kDemo = std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/era-game.json";

scriptorium::test::CommandResult era(const std::string& args) { return run_command(quote(kCli) + " era " + args); }

int lines(const std::string& text) {
  int n = 0;
  for (char c : text) n += c == '\n' ? 1 : 0;
  return n;
}

// Exactly one stderr line, starting with "error: " and naming file:pointer.
void expect_one_error(const scriptorium::test::CommandResult& r, const std::string& file_and_pointer) {
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("(" + file_and_pointer + ")"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out;
}

bool looks_like_json(const std::string& text) { return text.find('{') != std::string::npos || text.find("\":") != std::string::npos; }

}  // namespace

TEST(EraCli, ScoreMissingFileIsOneErrorLine) {
  const auto r = era("score missing.json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u);
  EXPECT_NE(r.err.find("missing.json"), std::string::npos);
}

TEST(EraCli, ScoreOfCarlaAsJson) {
  const auto r = era("score " + quote(kData + "carla-score.json") + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  const auto& carla = doc["players"][0];
  EXPECT_EQ(carla["name"], "Carla");
  EXPECT_EQ(carla["rows"]["subtotal"], 73);
  EXPECT_EQ(carla["rows"]["calamity"], -8);
  EXPECT_EQ(carla["total"], 65);
  EXPECT_EQ(carla["walled_area"], 26);
  EXPECT_EQ(carla["dice"], 10);
  EXPECT_EQ(carla["rows"]["market_bonus"], 8);
  EXPECT_EQ(doc["winners"], nlohmann::json::array({"Carla"}));
}

TEST(EraCli, ScoreForPeopleHasNoJson) {
  const auto r = era("score " + quote(kData + "carla-score.json"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_FALSE(looks_like_json(r.out)) << r.out;
  EXPECT_NE(r.out.find("Winner: Carla"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("subtotal"), std::string::npos);
}

TEST(EraCli, DemoGameScores) {
  const auto r = era("score " + quote(kDemo) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["players"].size(), 4u);
  EXPECT_FALSE(doc["winners"].empty());
  const auto check = era("check " + quote(kDemo) + " --json");
  EXPECT_EQ(check.exit_code, 0) << "every demo domain is valid: " << check.out;
}

TEST(EraCli, SoloScoreHasARank) {
  TempDir dir;
  dir.write("solo.json", R"({"players": [{"name": "Ana", "domain": {"pieces": [{"type": "keep", "cells": [[4, 4]]}]},
      "culture": 40, "calamity": 0}]})");
  const auto r = era("score " + quote(dir.file("solo.json")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // Keep 2 + culture 40 + Most Culture 5 = 47: Plebeyo (45-64).
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["players"][0]["total"], 47);
  EXPECT_EQ(doc["players"][0]["rank_es"], "Plebeyo");
}

TEST(EraCli, WalledAndDisease) {
  const auto w = era("walled " + quote(kData + "d1.json") + " --json");
  ASSERT_EQ(w.exit_code, 0) << w.err;
  const auto doc = nlohmann::json::parse(w.out);
  EXPECT_EQ(doc["walled_area"], 4);
  EXPECT_EQ(doc["walled_cells"], nlohmann::json::parse("[[2,2],[3,2],[2,3],[3,3]]"));
  EXPECT_EQ(doc["walled_pieces"], nlohmann::json::array());
  const auto human = era("walled " + quote(kData + "d1.json"));
  EXPECT_EQ(human.exit_code, 0);
  EXPECT_FALSE(looks_like_json(human.out)) << human.out;
  EXPECT_NE(human.out.find("Walled area: 4"), std::string::npos);

  const auto d = era("disease " + quote(kData + "d7d.json") + " --json");
  ASSERT_EQ(d.exit_code, 0) << d.err;
  const auto dd = nlohmann::json::parse(d.out);
  EXPECT_EQ(dd["calamity"], 2);
  EXPECT_EQ(dd["clustered_pieces"], nlohmann::json::parse("[2,3]"));
}

TEST(EraCli, RulesFileSwitchesTheWallModelReading) {
  TempDir dir;
  dir.write("rules.json", R"({"enclosure_neighbourhood": 4})");
  const auto r = run_command(quote(kCli) + " era walled " + quote(kData + "d2.json") + " --json --rules " +
                             quote(dir.file("rules.json")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["walled_area"], 4);
  const auto def = era("walled " + quote(kData + "d2.json") + " --json");
  EXPECT_EQ(nlohmann::json::parse(def.out)["walled_area"], 0);
  dir.write("bad.json", R"({"wall_model": "diagonal"})");
  const auto bad = run_command(quote(kCli) + " era walled " + quote(kData + "d2.json") + " --rules " +
                               quote(dir.file("bad.json")));
  expect_one_error(bad, dir.file("bad.json") + ":/wall_model");
}

TEST(EraCli, CheckValidDomainExitsZero) {
  const auto r = era("check " + quote(kData + "d1.json") + " --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["valid"], true);
}

TEST(EraCli, CheckListsEveryViolationAndExitsThree) {
  const auto r = era("check " + quote(kData + "invalid-domain.json") + " --json");
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["valid"], false);
  std::set<std::string> rules;
  for (const auto& v : doc["violations"]) rules.insert(v["rule"].get<std::string>());
  for (const char* rule : {"overlap", "off_board", "wall_not_straight", "footprint", "disconnected"}) {
    EXPECT_TRUE(rules.count(rule)) << rule << " missing in " << r.out;
  }
  const auto human = era("check " + quote(kData + "invalid-domain.json"));
  EXPECT_EQ(human.exit_code, 3);
  EXPECT_FALSE(looks_like_json(human.out)) << human.out;
}

TEST(EraCli, CheckBuild) {
  const auto ok = era("check " + quote(kData + "build-ok.json") + " --json");
  EXPECT_EQ(ok.exit_code, 0) << ok.out << ok.err;
  const auto doc = nlohmann::json::parse(ok.out);
  EXPECT_EQ(doc["resources_after"], nlohmann::json::parse(R"({"goods":0,"stone":0,"wood":4,"food":0})"));
  EXPECT_EQ(doc["markers_flipped"], 1);
  const auto bad = era("check " + quote(kData + "build-bad.json") + " --json");
  EXPECT_EQ(bad.exit_code, 3) << bad.err;
  std::set<std::string> rules;
  const auto bad_doc = nlohmann::json::parse(bad.out);
  for (const auto& v : bad_doc["violations"]) rules.insert(v["rule"].get<std::string>());
  EXPECT_TRUE(rules.count("cannot_afford"));
  EXPECT_TRUE(rules.count("no_hammer"));
  EXPECT_TRUE(rules.count("cell_occupied"));
}

TEST(EraCli, RoundAppliesTheChoices) {
  const auto r = era("round " + quote(kData + "round-carla.json") + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["players"][0]["resources"], nlohmann::json::parse(R"({"goods":0,"stone":0,"wood":4,"food":0})"));
  EXPECT_EQ(doc["players"][0]["calamity"], 3);
  EXPECT_EQ(doc["players"][0]["pool"], 5);
  EXPECT_EQ(doc["round"], 2);
  EXPECT_EQ(doc["start_player"], 1);
  const auto human = era("round " + quote(kData + "round-carla.json"));
  EXPECT_EQ(human.exit_code, 0);
  EXPECT_FALSE(looks_like_json(human.out)) << human.out;
}

TEST(EraCli, RoundWithAnIllegalChoiceExitsThree) {
  TempDir dir;
  dir.write("round.json", R"({"players": [
      {"name": "A", "domain": {"pieces": [{"type": "keep", "cells": [[4, 4]]}]}, "dice": ["N4"]},
      {"name": "B", "domain": {"pieces": [{"type": "keep", "cells": [[4, 4]]}]}, "dice": ["N5"],
       "resources": {"food": 5}}]})");
  const auto r = era("round " + quote(dir.file("round.json")) + " --json");
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_NE(r.out.find("choice_missing"), std::string::npos);
}

TEST(EraCli, BadInputIsOneErrorLineWithFileAndPointer) {
  TempDir dir;
  struct Case {
    const char* text;
    const char* pointer;
  };
  const Case cases[] = {
      {R"({"players": [{"name": "A", "domain": {"pieces": [{"type": "Longhose", "cells": [[0, 0]]}]}}]})",
       "/players/0/domain/pieces/0/type"},
      {R"({"players": [{"name": "A", "domain": {"pieces": [{"type": "keep", "cells": [[0, 0]]},
          {"type": "farm", "cells": [[0, 0], [1, 0]]}]}}]})",
       "/players/0/domain/pieces/1/cells/0"},
      {R"({"players": [{"name": "A", "domain": {"pieces": []}, "resources": {"goods": -2}}]})",
       "/players/0/resources/goods"},
      {R"({"players": [{"name": "A", "domain": {"width": 0, "height": 0, "pieces": []}}]})", "/players/0/domain/width"},
      {R"({"players": [{"name": "A", "domain": {"pieces": [{"type": "keep", "cells": [[123456789012, 4]]}]}}]})",
       "/players/0/domain/pieces/0/cells/0/0"},
      {R"({"players": [{"name": "A", "domain": {"pieces": [{"type": "keep", "cells": [[40, 4]]}]}}]})",
       "/players/0/domain/pieces/0/cells/0"},
      {R"({"players": [{"name": "A", "domain": {"pieces": []}, "culture": "lots"}]})", "/players/0/culture"},
  };
  int i = 0;
  for (const auto& c : cases) {
    const std::string name = "bad" + std::to_string(i++) + ".json";
    dir.write(name, c.text);
    expect_one_error(era("score " + quote(dir.file(name))), dir.file(name) + ":" + c.pointer);
    expect_one_error(era("score " + quote(dir.file(name)) + " --json"), dir.file(name) + ":" + c.pointer);
  }
  dir.write("syntax.json", "{\"players\": [");
  const auto syntax = era("score " + quote(dir.file("syntax.json")));
  EXPECT_EQ(syntax.exit_code, 2);
  EXPECT_EQ(lines(syntax.err), 1) << syntax.err;
  dir.write("zero.json", R"({"width": 0, "height": 0, "pieces": []})");
  expect_one_error(era("walled " + quote(dir.file("zero.json"))), dir.file("zero.json") + ":/width");
  expect_one_error(era("disease " + quote(dir.file("zero.json"))), dir.file("zero.json") + ":/width");
  expect_one_error(era("check " + quote(dir.file("zero.json"))), dir.file("zero.json") + ":/width");
  expect_one_error(era("round " + quote(dir.file("zero.json"))), dir.file("zero.json"));  // no "players"
}

TEST(EraCli, ReadsStandardInput) {
  const auto r = run_command(quote(kCli) + " era walled - --json",
                             R"({"width": 7, "height": 7, "pieces": [{"type": "keep", "cells": [[3, 3]]}]})");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["walled_pieces"], nlohmann::json::parse("[0]"));
}
