// `scriptorium session move` checked by the game engines (docs/session-moves.md), end to end
// against a database in a temp folder. Expected values are worked out from the rules specs
// (../shared/rules/*.md), not copied from the program's output.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/support/run_command.hpp"

using nlohmann::json;
using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

namespace {

using scriptorium::test::kCli;

json load(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return json::parse(text.str());
}

class SessionMovesCli : public ::testing::Test {
 protected:
  scriptorium::test::CommandResult cli(const std::string& args) {
    return run_command(kCli + " " + args + " --db " + quote(dir.file("sessions.db")));
  }
  // A new session; returns its ID.
  long long start(const std::string& game, const std::string& players, const std::string& rules = "") {
    const auto r = cli("session new --game " + game + " --players " + quote(players) + " --json" +
                       (rules.empty() ? "" : " --rules " + quote(rules)));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return json::parse(r.out).at("session").get<long long>();
  }
  scriptorium::test::CommandResult move(long long id, const std::string& player, const json& doc, bool as_json = true) {
    const std::string file = dir.file("move" + std::to_string(++moves_) + ".json");
    dir.write("move" + std::to_string(moves_) + ".json", doc.dump());
    return cli("session move " + std::to_string(id) + " --player " + quote(player) + " " + quote(file) +
               (as_json ? " --json" : ""));
  }
  json events(long long id) { return json::parse(cli("session show " + std::to_string(id) + " --json").out).at("events"); }

  TempDir dir;
  int moves_ = 0;
};

// An empty 9x9 ERA domain with the start Keep in the middle (rules §1.6 step 5).
json era_domain() {
  return json::parse(R"({"width": 9, "height": 9, "pieces": [{"type": "keep", "cells": [[4, 4]]}]})");
}

// A player's line of a session's score sheet.
json points_of(const json& sheet, const std::string& name) {
  for (const auto& p : sheet.at("players")) {
    if (p.at("name") == name) return p;
  }
  return json();
}

}  // namespace

#ifdef SCRIPTORIUM_WITH_ERA
// ERA §3.6 and the cost table of §1.4: a Farm costs 1 Wood; a Cathedral 2 Goods + 4 Stone + 6 Wood.
TEST_F(SessionMovesCli, EraBuildIsCheckedAgainstTheDomainAndResources) {
  const auto id = start("era", "Ana,Bruno");
  json build{{"type", "build"},
             {"domain", era_domain()},
             {"resources", {{"goods", 0}, {"stone", 1}, {"wood", 2}, {"food", 3}}},
             {"hammers", 1},
             {"build", json::array({{{"type", "farm"}, {"cells", {{0, 0}, {1, 0}}}}})}};
  auto r = move(id, "Ana", build);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  auto doc = json::parse(r.out);
  EXPECT_EQ(doc.at("accepted"), true);
  EXPECT_EQ(doc.at("result").at("built"), json::parse(R"([{"index": 0, "type": "farm"}])"));
  // 2 Wood - 1 for the Farm; the rest untouched.
  EXPECT_EQ(doc["result"].at("resources_after"), json::parse(R"({"goods": 0, "stone": 1, "wood": 1, "food": 3})"));
  EXPECT_EQ(doc["result"].at("domain_after").at("pieces").size(), 2u);
  EXPECT_NE(doc.at("summary").get<std::string>().find("farm"), std::string::npos);
  auto log = events(id);
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].at("kind"), "move");
  EXPECT_EQ(log[0]["payload"]["move"]["type"], "build");
  EXPECT_EQ(log[0]["payload"]["result"]["resources_after"]["wood"], 1);

  // One Goods short of a Cathedral: refused with the reason, exit 3, nothing recorded.
  json cathedral = build;
  cathedral["resources"] = {{"goods", 1}, {"stone", 4}, {"wood", 6}, {"food", 0}};
  cathedral["build"] = json::array({{{"type", "cathedral"}, {"cells", {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}}}}});
  r = move(id, "Bruno", cathedral);
  EXPECT_EQ(r.exit_code, 3) << r.err;
  doc = json::parse(r.out);
  EXPECT_EQ(doc.at("accepted"), false);
  EXPECT_TRUE(doc.at("event").is_null());
  bool cannot_afford = false;
  for (const auto& v : doc.at("violations")) cannot_afford = cannot_afford || v.at("rule") == "cannot_afford";
  EXPECT_TRUE(cannot_afford) << r.out;
  EXPECT_EQ(doc.at("summary").get<std::string>().rfind("Build refused: ", 0), 0u) << r.out;
  EXPECT_EQ(events(id).size(), 1u);

  // Without --json: the reasons in words, still exit 3.
  r = move(id, "Bruno", cathedral, false);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_NE(r.out.find("Refused move, nothing recorded"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cathedral"), std::string::npos) << r.out;
  EXPECT_EQ(events(id).size(), 1u);
}

// `session correct` of a move goes through the same engine check.
TEST_F(SessionMovesCli, CorrectingAMoveIsCheckedLikeAMove) {
  const auto id = start("era", "Ana,Bruno");
  json build{{"type", "build"},
             {"domain", era_domain()},
             {"resources", {{"goods", 0}, {"stone", 1}, {"wood", 2}, {"food", 3}}},
             {"hammers", 1},
             {"build", json::array({{{"type", "farm"}, {"cells", {{0, 0}, {1, 0}}}}})}};
  ASSERT_EQ(move(id, "Ana", build).exit_code, 0);

  // Two hammers' worth of structures with one hammer (§3.6: one structure per hammer).
  json twice = build;
  twice["build"].push_back({{"type", "farm"}, {"cells", {{0, 2}, {1, 2}}}});
  dir.write("twice.json", twice.dump());
  auto r = cli("session correct " + std::to_string(id) + " 1 " + quote(dir.file("twice.json")) + " --json");
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_EQ(json::parse(r.out).at("violations")[0].at("rule"), "no_hammer");
  EXPECT_EQ(events(id).size(), 1u);

  // A Longhouse instead (2 Wood): accepted, recorded as a correction of event 1.
  json longhouse = build;
  longhouse["build"] = json::array({{{"type", "longhouse"}, {"cells", {{0, 0}, {1, 0}}}}});
  dir.write("longhouse.json", longhouse.dump());
  r = cli("session correct " + std::to_string(id) + " 1 " + quote(dir.file("longhouse.json")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(json::parse(r.out)["result"]["resources_after"]["wood"], 0);
  const auto log = events(id);
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[1].at("kind"), "correction");
  EXPECT_EQ(log[1].at("target"), 1);
  EXPECT_EQ(log[1]["payload"]["result"]["built"][0]["type"], "longhouse");

  // A malformed correction is bad input, not a verdict.
  dir.write("junk.json", R"({"type": "build", "domain": {"width": 9}})");
  EXPECT_EQ(cli("session correct " + std::to_string(id) + " 1 " + quote(dir.file("junk.json"))).exit_code, 2);
  EXPECT_EQ(events(id).size(), 2u);
}

// A whole round (`era round`) is a move too; its players must be the session's.
TEST_F(SessionMovesCli, EraRoundOfTheSessionsPlayers) {
  json round = load(std::string(SCRIPTORIUM_SOURCE_DIR) + "/tests/data/era/round-carla.json");
  round["type"] = "round";
  const auto strangers = start("era", "Ana,Bruno");
  auto r = move(strangers, "Ana", round);
  EXPECT_EQ(r.exit_code, 3) << r.err;
  auto doc = json::parse(r.out);
  ASSERT_EQ(doc.at("violations").size(), 2u);
  EXPECT_EQ(doc["violations"][0]["rule"], "not_in_session");
  EXPECT_EQ(doc["violations"][0]["where"], "/players/0/name");
  EXPECT_TRUE(events(strangers).empty());

  const auto id = start("era", "Carla,Pedro");
  r = move(id, "Carla", round);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  doc = json::parse(r.out);
  EXPECT_EQ(doc["result"]["type"], "round");
  EXPECT_EQ(doc["result"]["players"].size(), 2u);
  EXPECT_FALSE(doc["result"]["events"].empty());
  EXPECT_EQ(events(id).size(), 1u);

  // The running tallies are the players' tracks and resources as the engine left them.
  const json tallies = json::parse(cli("session show " + std::to_string(id) + " --json").out).at("tallies");
  ASSERT_EQ(tallies.at("players").size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const json& engine = doc["result"]["players"][i];
    const json& line = tallies["players"][i];
    EXPECT_EQ(line.at("name"), engine.at("name"));
    EXPECT_EQ(line.at("culture"), engine.at("culture"));
    EXPECT_EQ(line.at("calamity"), engine.at("calamity"));
    EXPECT_EQ(line.at("wood"), engine.at("resources").at("wood"));
  }
}
// Two players with only their start Keep (rules §3.9): a Keep always scores 2; Ana has the most
// culture (4 >= 1: +5); nobody has a walled area (no +10). Ana 2 + 4 + 5 - 1 calamity = 10,
// Bruno 2 + 2 - 0 = 4: Ana wins (§3.10).
namespace {
json era_game_end(const std::string& second = "Bruno") {
  json end = json::object();
  end["players"] = json::array();
  end["players"].push_back({{"name", "Ana"}, {"domain", era_domain()},
                            {"resources", {{"goods", 0}, {"stone", 0}, {"wood", 0}, {"food", 0}}},
                            {"culture", 4}, {"calamity", 1}});
  end["players"].push_back({{"name", second}, {"domain", era_domain()},
                            {"resources", {{"goods", 0}, {"stone", 0}, {"wood", 0}, {"food", 0}}},
                            {"culture", 2}, {"calamity", 0}});
  return end;
}
}  // namespace

TEST_F(SessionMovesCli, EraFinalScoringFillsTheSheetAndFinishesTheSession) {
  const auto id = start("era", "Ana,Bruno");
  json show = json::parse(cli("session show " + std::to_string(id) + " --json").out);
  EXPECT_EQ(show.at("score"), json::object()) << "no sheet before the scoring";
  json scoring = era_game_end();
  scoring["type"] = "score";
  auto r = move(id, "Ana", scoring);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(json::parse(r.out).at("summary").get<std::string>().find("winner Ana"), std::string::npos) << r.out;

  show = json::parse(cli("session show " + std::to_string(id) + " --json").out);
  const json sheet = show.at("score");
  EXPECT_EQ(sheet.at("rows").front(), "keep");  // the printed order: buildings first
  EXPECT_EQ(points_of(sheet, "Ana").at("rows").at("keep"), 2);
  EXPECT_EQ(points_of(sheet, "Ana").at("rows").at("most_culture"), 5);
  EXPECT_EQ(points_of(sheet, "Bruno").at("rows").at("most_culture"), 0);
  EXPECT_EQ(points_of(sheet, "Ana").at("total"), 10);
  EXPECT_EQ(points_of(sheet, "Bruno").at("total"), 4);
  EXPECT_EQ(sheet.at("winners"), json::array({"Ana"}));
  EXPECT_TRUE(sheet.at("final").get<bool>());
  EXPECT_EQ(show.at("winners"), json::array({"Ana"}));
  EXPECT_TRUE(show.at("finished").is_string());

  // The text sheet: one column per player, the totals, the winner.
  r = cli("session show " + std::to_string(id));
  EXPECT_NE(r.out.find("Most culture"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Winner: Ana"), std::string::npos) << r.out;
  // BG Stats gets the totals.
  r = cli("session export " + std::to_string(id) + " --format bgstats");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json scores = json::parse(r.out).at("plays")[0].at("playerScores");
  EXPECT_EQ(scores[0].at("score"), 10);
  EXPECT_EQ(scores[1].at("score"), 4);
  EXPECT_EQ(scores[0].at("winner"), true);

  // Undo takes the scoring back: no sheet, the game is open again.
  ASSERT_EQ(cli("session undo " + std::to_string(id)).exit_code, 0);
  show = json::parse(cli("session show " + std::to_string(id) + " --json").out);
  EXPECT_EQ(show.at("score"), json::object());
  EXPECT_TRUE(show.at("finished").is_null());
  EXPECT_EQ(show.at("winners"), json::array());
}

TEST_F(SessionMovesCli, EraScoringOfOtherPlayersIsRefused) {
  const auto id = start("era", "Ana,Bruno");
  json scoring = era_game_end("Zed");
  scoring["type"] = "score";
  auto r = move(id, "Ana", scoring);
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const json doc = json::parse(r.out);
  ASSERT_EQ(doc.at("violations").size(), 2u) << r.out;
  EXPECT_EQ(doc["violations"][0]["rule"], "not_in_session");
  EXPECT_EQ(doc["violations"][0]["where"], "/players/1/name");
  EXPECT_EQ(doc["violations"][1]["rule"], "missing_player");
  EXPECT_TRUE(events(id).empty());
  const json show = json::parse(cli("session show " + std::to_string(id) + " --json").out);
  EXPECT_TRUE(show.at("finished").is_null());
}
#endif


// The round tracker from the command line: `session phase` steps it, `session show` says where
// it is, undo steps back (ERA §3: Roll, Quill, Collect, ...).
TEST_F(SessionMovesCli, PhaseStepsTheRoundTrackerAndUndoStepsBack) {
  const auto id = start("era", "Ana,Bruno");
  const std::string sid = std::to_string(id);
  json show = json::parse(cli("session show " + sid + " --json").out);
  EXPECT_EQ(show.at("progress").at("round"), 1);
  EXPECT_EQ(show.at("progress").at("phase"), "roll");
  auto r = cli("session phase " + sid + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out).at("progress").at("phase"), "quill");
  r = cli("session phase " + sid);
  EXPECT_NE(r.out.find("Round 1, step Collect (3/8), start player Ana"), std::string::npos) << r.out;
  ASSERT_EQ(cli("session undo " + sid).exit_code, 0);
  show = json::parse(cli("session show " + sid + " --json").out);
  EXPECT_EQ(show.at("progress").at("phase"), "quill");
  EXPECT_EQ(cli("session phase 99").exit_code, 2);
}

#ifdef SCRIPTORIUM_WITH_MEDIOEVO
// Medioevo §1.4, §1.5 and §1.22 (the MU-3 numbers with one HI a side, so no power is active: both
// sides have HI). Attacker 1st of 4 with (4,5,5): base 25, CAS 4. Defender 4th of 4 with (2,4,7):
// base 7, penalty -3 -> 4, CAS 2. Difference 21: battle score min(21, 1 melee unit) = 1,
// superiority 21/20 = 1 (default: extra damage to the loser).
json mu3_round() {
  return json::parse(R"({"type": "battle_round",
    "attacker": {"position": 1, "units": {"hi": 1}, "dice": [4, 5, 5]},
    "defender": {"position": 4, "units": {"hi": 1}, "dice": [2, 4, 7]}})");
}

TEST_F(SessionMovesCli, MedioevoBattleRoundIsResolvedFromTheDice) {
  // "players" is left out: the session's four players give the turn-order penalty row.
  const auto id = start("medioevo", "Ana,Bruno,Carla,Dora");
  const auto r = move(id, "Ana", mu3_round());
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto doc = json::parse(r.out);
  const auto& result = doc.at("result");
  EXPECT_EQ(result["attacker"]["attack"], 25);
  EXPECT_EQ(result["defender"]["attack"], 4);
  EXPECT_EQ(result["winner"], "attacker");
  EXPECT_EQ(result["battle_score"], 1);
  EXPECT_EQ(result["superiority"], 1);
  EXPECT_EQ(result["damage_to_defender"], 1 + 1 + 2);  // battle score + superiority + own CAS
  EXPECT_EQ(result["damage_to_attacker"], 4);          // own CAS only
  EXPECT_NE(doc.at("summary").get<std::string>().find("won by the attacker"), std::string::npos) << doc["summary"];
  const auto log = events(id);
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0]["payload"]["result"]["battle_score"], 1);
}

TEST_F(SessionMovesCli, MedioevoSessionRulesAreTheEnginesSettings) {
  // superiority = casualty (cli.md): the point lowers the winner's CAS instead of hurting the loser.
  dir.write("rules.json", R"({"superiority": "casualty"})");
  const auto id = start("medioevo", "Ana,Bruno,Carla,Dora", dir.file("rules.json"));
  const auto r = move(id, "Ana", mu3_round());
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto result = json::parse(r.out).at("result");
  EXPECT_EQ(result["damage_to_defender"], 1 + 2);
  EXPECT_EQ(result["damage_to_attacker"], 4 - 1);
  // Settings the engine does not know are refused when the session starts.
  dir.write("bad-rules.json", R"({"no_such_setting": true})");
  const auto bad = cli("session new --game medioevo --players A,B,C --rules " + quote(dir.file("bad-rules.json")));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("bad-rules.json:/no_such_setting"), std::string::npos) << bad.err;
}

TEST_F(SessionMovesCli, MedioevoRoundOfAnotherPlayerCountIsRefused) {
  const auto id = start("medioevo", "Ana,Bruno,Carla,Dora");
  json round = mu3_round();
  round["players"] = 5;
  const auto r = move(id, "Ana", round);
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const auto doc = json::parse(r.out);
  ASSERT_EQ(doc.at("violations").size(), 1u);
  EXPECT_EQ(doc["violations"][0]["rule"], "player_count");
  EXPECT_EQ(doc["violations"][0]["where"], "/players");
  EXPECT_TRUE(events(id).empty());
}

TEST_F(SessionMovesCli, UnknownOrMissingMoveTypeIsBadInputListingTheTypes) {
  const auto id = start("medioevo", "Ana,Bruno");
  auto r = move(id, "Bruno", json::parse(R"({"type": "attack", "target": "Lombardia"})"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("unknown Medioevo move type \"attack\""), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("battle_round"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(":/type)"), std::string::npos) << r.err;
  r = move(id, "Bruno", json::parse(R"({"target": "Lombardia"})"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("missing key \"type\""), std::string::npos) << r.err;
  // A known type with malformed content: the engine's parser names the place.
  r = move(id, "Bruno", json::parse(R"({"type": "Battle-Round", "attacker": {"position": 1, "units": {"li": 1}, "dice": [9, 1, 1]},
                                        "defender": {"position": 2, "units": {"li": 1}, "dice": [1, 1, 1]}, "players": 2})"));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_TRUE(events(id).empty());
}
#endif

#ifdef SCRIPTORIUM_WITH_DISCORDIA
// Discordia §4.2, vector DI-3: German strength 2 + 1 = 3; the Barracks complete with 4 workers
// plus the tower's permanent strength 1 give 5 >= 3, so the right tile's reward (gain a tower).
TEST_F(SessionMovesCli, DiscordiaIncursionAtYearEnd) {
  const auto id = start("discordia", "Ana,Bruno");
  const auto r = move(id, "Bruno", json::parse(R"({"type": "incursion",
    "city": {"plots": [{"kind": "port", "tile": null},
                       {"kind": "fortress", "tile": {"type": "barracks", "die_value": 2,
                         "spaces": [{"required": ["red", "red", "gray"], "placed": ["red", "red", "red"]},
                                    {"required": ["gray"], "placed": ["yellow"]}]}}],
             "military_towers": [{"die_value": 4, "spaces": [{"required": ["red"]}], "permanent_strength": 1}],
             "visible_symbols": 0, "aqueduct": 0},
    "left": {"strength": 2, "damage": {"kind": "lose_stars", "amount": 1}},
    "right": {"strength": 1, "reward": {"kind": "gain_tower"}},
    "stars": 3, "star_cult": 10, "towers_in_display": 2, "reserve": 8})"));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto result = json::parse(r.out).at("result");
  EXPECT_EQ(result["strength"], 5);
  EXPECT_EQ(result["german_strength"], 3);
  EXPECT_EQ(result["outcome"], "reward");
  EXPECT_EQ(result["effect"]["kind"], "gain_tower");
  EXPECT_EQ(result["supply"]["towers_in_display"], 1);
  EXPECT_EQ(events(id).size(), 1u);
}

// §3 (dice): Maximus takes one die; every other player chooses one of the two left.
TEST_F(SessionMovesCli, DiscordiaTurnIsCheckedAndTheMaximusDieRefused) {
  const auto id = start("discordia", "Ana,Bruno");
  json turn = load(std::string(SCRIPTORIUM_SOURCE_DIR) + "/tests/data/discordia/turn_state.json");
  turn["type"] = "turn";
  // Legal: 2 red workers onto the Barracks and 1 white onto the Stall, paid from the reserve
  // (red 3 -> 1, white 2 -> 1); blue and yellow untouched.
  auto r = move(id, "Ana", turn);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(json::parse(r.out)["result"]["reserve_after"], json::parse(R"({"blue": 4, "red": 1, "white": 1, "yellow": 1})"));

  turn["maximus_die"] = "red";
  r = move(id, "Bruno", turn);
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const auto doc = json::parse(r.out);
  bool taken = false;
  for (const auto& v : doc.at("violations")) taken = taken || v.at("rule") == "die_taken_by_maximus";
  EXPECT_TRUE(taken) << r.out;
  EXPECT_EQ(doc.at("summary").get<std::string>().rfind("Turn refused: ", 0), 0u);
  EXPECT_EQ(events(id).size(), 1u);
}
#endif

#ifdef SCRIPTORIUM_WITH_FEUDUM
// Feudum §2.2-2.5, vector FE-4: attack = 2 pawns + 2 saltpeter = 4; defence = feudum 2 + subject 1 = 3.
TEST_F(SessionMovesCli, FeudumCombatAndActionCards) {
  const auto id = start("feudum", "Ana,Bruno");
  auto r = move(id, "Ana", json::parse(R"({"type": "combat", "attacker": "blue", "target": "feudum",
    "location": {"type": "feudum", "guild": "noble", "region": "forest", "ruler": "green", "subject": true, "serf": null},
    "pawns": [{"owner": "blue", "kind": "knight"}, {"owner": "blue", "kind": "noble"}], "saltpeter": 2})"));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto result = json::parse(r.out).at("result");
  EXPECT_EQ(result["attack"], 4);
  EXPECT_EQ(result["defense"], 3);
  EXPECT_EQ(result["success"], true);
  EXPECT_EQ(events(id).size(), 1u);

  // FE-38 (§2.3): Conquer revealed as the last card cannot be performed.
  r = move(id, "Bruno", json::parse(R"({"type": "actions", "color": "green", "ruled": {"town": 1},
    "selected": ["move", "tax", "defend", "conquer"],
    "plays": [{"card": "move"}, {"card": "defend", "out_of_turn": true}, {"card": "tax"},
              {"card": "conquer", "perform": true}]})"));
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const auto doc = json::parse(r.out);
  ASSERT_EQ(doc.at("violations").size(), 1u);
  EXPECT_EQ(doc["violations"][0]["rule"], "conquer_last_card");
  EXPECT_EQ(events(id).size(), 1u);
}
#endif

#ifdef SCRIPTORIUM_WITH_FEUDUM
// The dawn of epoch V (tests/data/feudum/dawn-of-v.json, as FeudumCli.ScoreDawnOfV checks it
// against the rules): blue 80, red 80, green 79; red wins the tie on wine-barrel sulfur (§3.9).
// The session's players sit at the colours given by "seats"; the sheet adds up to the totals.
TEST_F(SessionMovesCli, FeudumFinalScoringWithSeats) {
  const auto id = start("feudum", "Ana,Bruno,Carla");
  json scoring = load(std::string(SCRIPTORIUM_SOURCE_DIR) + "/tests/data/feudum/dawn-of-v.json");
  scoring["type"] = "score";
  scoring["seats"] = {{"blue", "Ana"}, {"red", "Bruno"}, {"green", "Carla"}};
  auto r = move(id, "Ana", scoring);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const json show = json::parse(cli("session show " + std::to_string(id) + " --json").out);
  const json& sheet = show.at("score");
  EXPECT_EQ(points_of(sheet, "Ana").at("total"), 80);
  EXPECT_EQ(points_of(sheet, "Bruno").at("total"), 80);
  EXPECT_EQ(points_of(sheet, "Carla").at("total"), 79);
  EXPECT_EQ(points_of(sheet, "Ana").at("rows").at("score_before"), 52);  // the track before the dawn
  int sum = 0;
  const json carla = points_of(sheet, "Carla");
  for (const auto& [row, points] : carla.at("rows").items()) sum += points.get<int>();
  EXPECT_EQ(sum, 79);
  EXPECT_EQ(show.at("winners"), json::array({"Bruno"}));

  // A colour seated at nobody of the session is refused, naming the seat.
  scoring["seats"]["green"] = "Zed";
  r = move(id, "Ana", scoring);
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_EQ(json::parse(r.out).at("violations")[0].at("where"), "/seats/green");
}
#endif

#ifdef SCRIPTORIUM_WITH_RATTUS
// Rattus phase D a (vectors RC-5 and RC-6): every card +1 influence in the building's class;
// every off-class card +1 rat; the premium of a Monastery discards 2 rats.
TEST_F(SessionMovesCli, RattusBuildingsAreResolved) {
  const auto id = start("rattus", "Red,Yellow,Green,Blue");
  auto r = move(id, "Red", json::parse(R"({"type": "resolve", "buildings": [
    {"type": "fortune_tellers_tent", "entries": [{"player": "Yellow", "cards": {"magic": 2, "church": 1}, "rats": 10}]},
    {"type": "monastery", "entries": [{"player": "Red", "cards": {"church": 1, "royalty": 1, "magic": 2}, "rats": 10}]}]})"));
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto result = json::parse(r.out).at("result");
  ASSERT_EQ(result.at("buildings").size(), 2u);
  EXPECT_EQ(result["buildings"][0]["entrants"][0]["influence"], 3);  // Witch, Witch, Monk
  EXPECT_EQ(result["buildings"][0]["entrants"][0]["rats"], 10 + 1);  // the Monk is off-class
  EXPECT_EQ(result["buildings"][1]["entrants"][0]["influence"], 4);
  EXPECT_EQ(result["buildings"][1]["entrants"][0]["rats"], 10 + 3 - 2);
  EXPECT_EQ(events(id).size(), 1u);

  // Someone who does not play in the session cannot enter a building.
  r = move(id, "Red", json::parse(R"({"type": "resolve", "buildings": [
    {"type": "monastery", "entries": [{"player": "Zed", "cards": {"church": 1}}]}]})"));
  EXPECT_EQ(r.exit_code, 3) << r.err;
  const auto doc = json::parse(r.out);
  EXPECT_EQ(doc["violations"][0]["rule"], "not_in_session");
  EXPECT_EQ(doc["violations"][0]["where"], "/buildings/0/entries/0/player");
  EXPECT_EQ(events(id).size(), 1u);
}
// The end of the game recorded in the session is what `rattus score` says for the same state,
// and it finishes the session with the same winners.
TEST_F(SessionMovesCli, RattusFinalScoringIsTheEnginesScore) {
  const std::string end_file = std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/rattus-end.json";
  const auto direct = cli("rattus score " + quote(end_file) + " --json");
  ASSERT_EQ(direct.exit_code, 0) << direct.err;
  const json engine = json::parse(direct.out);
  std::string players;
  for (const auto& p : engine.at("players")) {
    if (!players.empty()) players += ',';
    players += p.at("name").get<std::string>();
  }
  const auto id = start("rattus", players);
  json scoring = load(end_file);
  scoring["type"] = "score";
  const auto r = move(id, engine["players"][0]["name"], scoring);
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const json show = json::parse(cli("session show " + std::to_string(id) + " --json").out);
  for (const auto& p : engine.at("players")) EXPECT_EQ(points_of(show.at("score"), p.at("name")).at("total"), p.at("total"));
  EXPECT_EQ(show.at("winners"), engine.at("winners"));
}
#endif
