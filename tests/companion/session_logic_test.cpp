// The meaning of a session log (undo, corrections), game acceptance, export and statistics.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <numbers>

#include "companion/session/event_log.hpp"
#include "companion/session/export.hpp"
#include "companion/session/game_rules.hpp"
#include "companion/session/round_tracker.hpp"
#include "companion/session/running_tallies.hpp"
#include "companion/session/score_sheet.hpp"
#include "companion/session/stats.hpp"
#include "tests/support/url_decode.hpp"

namespace ss = scriptorium::session;
namespace st = scriptorium::store;
namespace sc = scriptorium::core;

namespace {

st::EventRecord event(st::EventId id, st::EventKind kind, std::optional<st::EventId> target = {},
                      nlohmann::json payload = nlohmann::json::object()) {
  st::EventRecord e;
  e.id = id;
  e.seq = static_cast<int>(id);
  e.kind = kind;
  e.target = target;
  e.payload = std::move(payload);
  e.player = "Ana";
  e.at = "2026-11-23T10:00:00.000Z";
  return e;
}

std::vector<st::EventId> ids(const std::vector<ss::EffectiveEvent>& events) {
  std::vector<st::EventId> out;
  for (const auto& e : events) out.push_back(e.record.id);
  return out;
}

sc::Die d(sc::DieKind kind, int value, std::string color = "") {
  sc::Die die;
  die.kind = kind;
  die.value = value;
  die.color = std::move(color);
  return die;
}

sc::Die icon(std::string set, std::string label) {
  sc::Die die;
  die.kind = sc::DieKind::custom;
  die.set = std::move(set);
  die.label = std::move(label);
  die.value = 0;
  return die;
}

}  // namespace

TEST(EventLog, UndoRemovesItsTarget) {
  const std::vector<st::EventRecord> log{event(1, st::EventKind::roll), event(2, st::EventKind::move),
                                         event(3, st::EventKind::undo, 2)};
  EXPECT_EQ(ids(ss::effective_events(log)), (std::vector<st::EventId>{1}));
  EXPECT_EQ(ss::undo_target(log), 1);
}

TEST(EventLog, CorrectionReplacesThePayloadAndCanItselfBeUndone) {
  std::vector<st::EventRecord> log{event(1, st::EventKind::roll, {}, {{"v", 1}}),
                                   event(2, st::EventKind::correction, 1, {{"v", 2}})};
  auto effective = ss::effective_events(log);
  ASSERT_EQ(effective.size(), 1u);
  EXPECT_EQ(effective[0].payload["v"], 2);
  EXPECT_EQ(effective[0].corrections, (std::vector<st::EventId>{2}));
  EXPECT_EQ(ss::undo_target(log), 2);  // the newest standing event is the correction

  log.push_back(event(3, st::EventKind::undo, 2));
  effective = ss::effective_events(log);
  ASSERT_EQ(effective.size(), 1u);
  EXPECT_EQ(effective[0].payload["v"], 1);
  EXPECT_EQ(ss::undo_target(log), 1);
}

TEST(EventLog, NothingToUndoOnceEverythingIsUndone) {
  const std::vector<st::EventRecord> log{event(1, st::EventKind::roll), event(2, st::EventKind::undo, 1)};
  EXPECT_TRUE(ss::effective_events(log).empty());
  EXPECT_FALSE(ss::undo_target(log).has_value());
  EXPECT_FALSE(ss::undo_target({}).has_value());
}

TEST(EventLog, OnlyStandingRollsAndMovesCanBeCorrected) {
  const std::vector<st::EventRecord> log{event(1, st::EventKind::roll), event(2, st::EventKind::roll),
                                         event(3, st::EventKind::undo, 2), event(4, st::EventKind::correction, 1)};
  EXPECT_TRUE(ss::can_correct(log, 1));
  EXPECT_FALSE(ss::can_correct(log, 2));  // undone
  EXPECT_FALSE(ss::can_correct(log, 3));  // an undo
  EXPECT_FALSE(ss::can_correct(log, 4));  // a correction: correct the roll instead
  EXPECT_FALSE(ss::can_correct(log, 99));
}

// A score move's payload as score_verdict records it: one row, Ana `ana` points, Bruno 3.
nlohmann::json score_move(int ana, bool final = true) {
  const nlohmann::json result{{"type", "score"},
                              {"rows", {"culture"}},
                              {"players",
                               {{{"name", "Ana"}, {"rows", {{"culture", ana}}}, {"total", ana}},
                                {{"name", "Bruno"}, {"rows", {{"culture", 3}}}, {"total", 3}}}},
                              {"winners", ana >= 3 ? nlohmann::json{"Ana"} : nlohmann::json{"Bruno"}},
                              {"final", final}};
  return {{"move", {{"type", "score"}}}, {"result", result}};
}

st::NewEvent new_event(st::EventKind kind, std::optional<st::EventId> target = {},
                       nlohmann::json payload = nlohmann::json::object()) {
  return {kind, "Ana", target, std::move(payload), {}, {}};
}

TEST(ScoreSheet, ARollLeavesTheSheetAndTheSessionAlone) {
  auto e = new_event(st::EventKind::roll, {}, {{"dice", {1, 2}}});
  ss::settle_score({event(1, st::EventKind::roll)}, e);
  EXPECT_FALSE(e.score.has_value());
  EXPECT_FALSE(e.ending.has_value());
}

TEST(ScoreSheet, AFinalScoringFinishesTheSessionWithItsWinners) {
  auto e = new_event(st::EventKind::move, {}, score_move(7));
  ss::settle_score({event(1, st::EventKind::roll)}, e);
  ASSERT_TRUE(e.score.has_value());
  EXPECT_EQ((*e.score)["players"][0]["total"], 7);
  ASSERT_TRUE(e.ending.has_value());
  EXPECT_TRUE(e.ending->finished);
  EXPECT_EQ(e.ending->winners, std::vector<std::string>{"Ana"});
  // A scoring that does not end the game fills the sheet and keeps the session open.
  auto interim = new_event(st::EventKind::move, {}, score_move(7, false));
  ss::settle_score({}, interim);
  ASSERT_TRUE(interim.ending.has_value());
  EXPECT_FALSE(interim.ending->finished);
}

TEST(ScoreSheet, UndoAndCorrectionChangeTheSheet) {
  const std::vector<st::EventRecord> log{event(1, st::EventKind::move, {}, score_move(7))};
  EXPECT_EQ(ss::score_sheet(ss::effective_events(log))["players"][0]["total"], 7);
  EXPECT_EQ(ss::score_sheet(ss::effective_events(log))["event"], 1);

  auto undo = new_event(st::EventKind::undo, 1);
  ss::settle_score(log, undo);
  ASSERT_TRUE(undo.score.has_value());
  EXPECT_EQ(*undo.score, nlohmann::json::object());
  ASSERT_TRUE(undo.ending.has_value());
  EXPECT_FALSE(undo.ending->finished);

  auto correction = new_event(st::EventKind::correction, 1, score_move(2));
  ss::settle_score(log, correction);
  ASSERT_TRUE(correction.score.has_value());
  EXPECT_EQ((*correction.score)["players"][0]["total"], 2);
  EXPECT_EQ(correction.ending->winners, std::vector<std::string>{"Bruno"});
}

TEST(ScoreSheet, ASheetOfAnotherShapeIsNoSheet) {
  // As a damaged or foreign database might hold it: totals as text.
  auto payload = score_move(7);
  payload["result"]["players"][0]["total"] = "seven";
  EXPECT_EQ(ss::score_sheet(ss::effective_events({event(1, st::EventKind::move, {}, payload)})), nlohmann::json::object());
  EXPECT_FALSE(ss::ending_of(nlohmann::json{{"final", "yes"}}).finished);
  EXPECT_EQ(ss::row_title("largest_walled_area"), "Largest walled area");
}

// `steps` phase events, then the standing events as the session would replay them.
std::vector<ss::EffectiveEvent> phase_steps(const std::string& game, const std::vector<std::string>& players, int steps) {
  std::vector<st::EventRecord> log;
  ss::Progress at;
  for (int i = 1; i <= steps; ++i) {
    log.push_back(event(i, st::EventKind::move, {}, ss::phase_payload(game, players, at)));
    at = ss::advance(ss::round_shape(game), players.size(), at);
  }
  return ss::effective_events(log);
}

// ERA §3: eight steps from Roll to Round end; then round 2 starts at Roll with the start
// player passed to the left (Ana -> Bruno).
TEST(RoundTracker, EraStepsThroughTheRoundAndPassesTheStartPlayer) {
  const std::vector<std::string> seats{"Ana", "Bruno", "Carla"};
  auto at = ss::progress("era", 3, phase_steps("era", seats, 0));
  EXPECT_EQ(at.round, 1);
  EXPECT_EQ(ss::progress_json("era", seats, at)["phase"], "roll");
  EXPECT_EQ(ss::progress_json("era", seats, at)["start_player"], "Ana");
  at = ss::progress("era", 3, phase_steps("era", seats, 5));
  EXPECT_EQ(ss::progress_json("era", seats, at)["phase"], "build");
  at = ss::progress("era", 3, phase_steps("era", seats, 8));
  EXPECT_EQ(at.round, 2);
  EXPECT_EQ(ss::progress_json("era", seats, at)["phase"], "roll");
  EXPECT_EQ(ss::progress_json("era", seats, at)["start_player"], "Bruno");
  at = ss::progress("era", 3, phase_steps("era", seats, 24));  // three whole rounds: back to Ana
  EXPECT_EQ(at.round, 4);
  EXPECT_EQ(ss::progress_json("era", seats, at)["start_player"], "Ana");
}

// Medioevo bids for the turn order (§3.1): the tracker never passes it. Discordia (§3.1): five
// seasons a year, the start player changes at a new year only.
TEST(RoundTracker, MedioevoKeepsTheStartPlayerAndDiscordiaCountsSeasonsAndYears) {
  const std::vector<std::string> seats{"Ana", "Bruno"};
  auto at = ss::progress("medioevo", 2, phase_steps("medioevo", seats, 7));
  EXPECT_EQ(at.round, 2);
  EXPECT_EQ(at.start_player, 0u);
  at = ss::progress("discordia", 2, phase_steps("discordia", seats, 3 * 4));  // four seasons
  auto j = ss::progress_json("discordia", seats, at);
  EXPECT_EQ(j["year"], 1);
  EXPECT_EQ(j["season"], 5);
  EXPECT_EQ(j["start_player"], "Ana");
  at = ss::progress("discordia", 2, phase_steps("discordia", seats, 3 * 5));  // a whole year
  j = ss::progress_json("discordia", seats, at);
  EXPECT_EQ(j["year"], 2);
  EXPECT_EQ(j["season"], 1);
  EXPECT_EQ(j["start_player"], "Bruno");
}

TEST(RoundTracker, UndoTakesAStepBackAndOtherEventsDoNotMoveIt) {
  const std::vector<std::string> seats{"Ana", "Bruno"};
  ss::Progress at;
  std::vector<st::EventRecord> log{event(1, st::EventKind::move, {}, ss::phase_payload("rattus", seats, at))};
  at = ss::advance(ss::round_shape("rattus"), 2, at);
  log.push_back(event(2, st::EventKind::move, {}, ss::phase_payload("rattus", seats, at)));
  log.push_back(event(3, st::EventKind::roll, {}, {{"dice", nlohmann::json::array()}}));
  EXPECT_EQ(ss::progress("rattus", 2, ss::effective_events(log)).phase, 2u);  // enter buildings
  log.push_back(event(4, st::EventKind::undo, 2));
  EXPECT_EQ(ss::progress("rattus", 2, ss::effective_events(log)).phase, 1u);  // supplies
  EXPECT_THROW(ss::round_shape("chess"), std::invalid_argument);
}

// ERA's tallies: a resolved round sets every player's tracks and resources; a build after it
// leaves its builder what the build says is left; undoing the build gives them back.
TEST(RunningTallies, EraRoundThenBuildThenUndo) {
  const nlohmann::json round{{"type", "round"},
                             {"players",
                              {{{"name", "Ana"}, {"culture", 3}, {"calamity", 1},
                                {"resources", {{"goods", 1}, {"stone", 2}, {"wood", 3}, {"food", 4}}}},
                               {{"name", "Bruno"}, {"culture", 0}, {"calamity", 5},
                                {"resources", {{"goods", 0}, {"stone", 0}, {"wood", 1}, {"food", 0}}}}}}};
  const nlohmann::json build{{"type", "build"}, {"resources_after", {{"goods", 1}, {"stone", 1}, {"wood", 0}, {"food", 4}}}};
  std::vector<st::EventRecord> log{event(1, st::EventKind::move, {}, {{"move", {{"type", "round"}}}, {"result", round}}),
                                   event(2, st::EventKind::move, {}, {{"move", {{"type", "build"}}}, {"result", build}})};
  EXPECT_EQ(ss::running_tallies("era", {}), nlohmann::json::object());
  auto tallies = ss::running_tallies("era", ss::effective_events(log));
  EXPECT_EQ(tallies["columns"], nlohmann::json({"culture", "calamity", "goods", "stone", "wood", "food"}));
  ASSERT_EQ(tallies["players"].size(), 2u);
  EXPECT_EQ(tallies["players"][0]["culture"], 3);
  EXPECT_EQ(tallies["players"][0]["wood"], 0);  // Ana built (event() records Ana as the player)
  EXPECT_EQ(tallies["players"][1]["calamity"], 5);
  log.push_back(event(3, st::EventKind::undo, 2));
  tallies = ss::running_tallies("era", ss::effective_events(log));
  EXPECT_EQ(tallies["players"][0]["wood"], 3);
  EXPECT_EQ(ss::running_tallies("medioevo", ss::effective_events(log)),
            nlohmann::json::object());  // no battle
}

// Where the ERA screens start from: a build before any round starts the builder's line with the
// domain and resources it left; the next round replaces every line; a build after it changes
// only its builder's domain and resources.
TEST(RunningTallies, EraPlayersNowFollowBuildsAndRounds) {
  const auto domain_a =
      nlohmann::json::parse(R"({"width": 9, "height": 9, "pieces": [{"type": "keep", "cells": [[4, 4]]}]})");
  const auto domain_b =
      nlohmann::json::parse(R"({"width": 9, "height": 9, "pieces": [{"type": "keep", "cells": [[3, 3]]}]})");
  const nlohmann::json first_build{
      {"type", "build"}, {"domain_after", domain_a}, {"resources_after", {{"wood", 1}}}};
  const nlohmann::json round{{"type", "round"},
                             {"players",
                              {{{"name", "Ana"},
                                {"culture", 2},
                                {"calamity", 0},
                                {"domain", domain_b},
                                {"resources", {{"wood", 5}}}},
                               {{"name", "Bruno"}, {"culture", 1}, {"calamity", 3}, {"domain", domain_a}}}}};
  const nlohmann::json second_build{
      {"type", "build"}, {"domain_after", domain_a}, {"resources_after", {{"wood", 0}}}};
  std::vector<st::EventRecord> log{
      event(1, st::EventKind::move, {}, {{"move", {{"type", "build"}}}, {"result", first_build}})};
  EXPECT_EQ(ss::era_players_now({}), nlohmann::json::array());
  auto now = ss::era_players_now(ss::effective_events(log));
  ASSERT_EQ(now.size(), 1u);
  EXPECT_EQ(now[0], nlohmann::json({{"name", "Ana"}, {"domain", domain_a}, {"resources", {{"wood", 1}}}}));
  EXPECT_EQ(ss::running_tallies("era", ss::effective_events(log))["players"][0],
            nlohmann::json({{"name", "Ana"}, {"wood", 1}}));  // no tracks yet: no culture, no calamity

  log.push_back(event(2, st::EventKind::move, {}, {{"move", {{"type", "round"}}}, {"result", round}}));
  log.push_back(event(3, st::EventKind::move, {}, {{"move", {{"type", "build"}}}, {"result", second_build}}));
  now = ss::era_players_now(ss::effective_events(log));
  ASSERT_EQ(now.size(), 2u);
  EXPECT_EQ(now[0]["domain"], domain_a);  // Ana (event() records Ana) built after the round
  EXPECT_EQ(now[0]["resources"], nlohmann::json({{"wood", 0}}));
  EXPECT_EQ(now[0]["culture"], 2);
  EXPECT_EQ(now[1], round["players"][1]);
}

// Medioevo's battles so far: Ana beat Bruno (3 damage to him, 1 to her), then they tied (1 and
// 1); Bruno's win over Carla is undone.
TEST(RunningTallies, MedioevoCountsRoundsAndDamagePerSide) {
  auto round = [](st::EventId id, const char* a, const char* d, const char* winner, int to_a, int to_d) {
    const nlohmann::json move{
        {"type", "battle_round"}, {"attacker", {{"name", a}}}, {"defender", {{"name", d}}}};
    const nlohmann::json result{{"type", "battle_round"},
                                {"winner", winner},
                                {"damage_to_attacker", to_a},
                                {"damage_to_defender", to_d}};
    return event(id, st::EventKind::move, {}, {{"move", move}, {"result", result}});
  };
  std::vector<st::EventRecord> log{
      round(1, "Ana", "Bruno", "attacker", 1, 3), round(2, "Bruno", "Ana", "tie", 1, 1),
      round(3, "Bruno", "Carla", "attacker", 0, 2), event(4, st::EventKind::undo, 3)};
  const auto tallies = ss::running_tallies("medioevo", ss::effective_events(log));
  EXPECT_EQ(tallies["columns"],
            nlohmann::json({"rounds_won", "rounds_lost", "rounds_tied", "damage_dealt", "damage_taken"}));
  ASSERT_EQ(tallies["players"].size(), 2u);  // Carla's only round is undone
  EXPECT_EQ(tallies["players"][0], nlohmann::json({{"name", "Ana"},
                                                   {"rounds_won", 1},
                                                   {"rounds_lost", 0},
                                                   {"rounds_tied", 1},
                                                   {"damage_dealt", 4},
                                                   {"damage_taken", 2}}));
  EXPECT_EQ(tallies["players"][1], nlohmann::json({{"name", "Bruno"},
                                                   {"rounds_won", 0},
                                                   {"rounds_lost", 1},
                                                   {"rounds_tied", 1},
                                                   {"damage_dealt", 2},
                                                   {"damage_taken", 4}}));
}

// Discordia's year so far: Ana's newest turn leaves 2 + 1 + 0 + 3 workers in her reserve, her city
// held one incursion and fell to another; Bruno has only fallen to one (no turn of his yet).
TEST(RunningTallies, DiscordiaCountsTheReserveAndTheIncursions) {
  auto move = [](st::EventId id, const char* who, nlohmann::json result) {
    auto e = event(id, st::EventKind::move, {},
                   {{"move", {{"type", result["type"]}}}, {"result", std::move(result)}});
    e.player = who;
    return e;
  };
  const nlohmann::json first_turn{{"type", "turn"},
                                  {"reserve_after", {{"black", 5}, {"white", 1}, {"grey", 0}, {"brown", 3}}}};
  const nlohmann::json second_turn{
      {"type", "turn"}, {"reserve_after", {{"black", 2}, {"white", 1}, {"grey", 0}, {"brown", 3}}}};
  std::vector<st::EventRecord> log{move(1, "Ana", first_turn), move(2, "Ana", second_turn),
                                   move(3, "Ana", {{"type", "incursion"}, {"outcome", "reward"}}),
                                   move(4, "Bruno", {{"type", "incursion"}, {"outcome", "damage"}}),
                                   move(5, "Ana", {{"type", "incursion"}, {"outcome", "damage"}})};
  const auto tallies = ss::running_tallies("discordia", ss::effective_events(log));
  EXPECT_EQ(tallies["columns"], nlohmann::json({"reserve", "incursions_held", "incursions_fallen"}));
  ASSERT_EQ(tallies["players"].size(), 2u);
  EXPECT_EQ(
      tallies["players"][0],
      nlohmann::json({{"name", "Ana"}, {"reserve", 6}, {"incursions_held", 1}, {"incursions_fallen", 1}}));
  EXPECT_EQ(tallies["players"][1],
            nlohmann::json({{"name", "Bruno"}, {"incursions_held", 0}, {"incursions_fallen", 1}}));
}

TEST(GameRules, MedioevoTakesOneD4D6AndD8) {
  const auto rules = ss::make_game_rules("medioevo");
  EXPECT_TRUE(rules->check_roll({d(sc::DieKind::d4, 3), d(sc::DieKind::d6, 5), d(sc::DieKind::d8, 5)}).violations.empty());
  const auto twice = rules->check_roll({d(sc::DieKind::d6, 3), d(sc::DieKind::d6, 5)});
  EXPECT_TRUE(twice.violations.contains_rule("duplicate_die"));
  EXPECT_EQ(twice.violations.items()[0].where, "/dice/1");
}

TEST(GameRules, DiscordiaTakesThreeColouredD6) {
  const auto rules = ss::make_game_rules("discordia");
  EXPECT_TRUE(rules->check_roll({d(sc::DieKind::d6, 1, "blue"), d(sc::DieKind::d6, 4, "red"), d(sc::DieKind::d6, 6, "yellow")})
                  .violations.empty());
  EXPECT_TRUE(rules->check_roll({d(sc::DieKind::d6, 1, "blue"), d(sc::DieKind::d6, 4, "blue"), d(sc::DieKind::d6, 6, "yellow")})
                  .violations.contains_rule("duplicate_colour"));
  EXPECT_TRUE(rules->check_roll({d(sc::DieKind::d6, 1, "green")}).violations.contains_rule("unknown_colour"));
  EXPECT_TRUE(rules->check_roll({d(sc::DieKind::d6, 1, "red")}).violations.contains_rule("wrong_count"));
}

TEST(GameRules, EraTakesIconFacesOnly) {
  const auto rules = ss::make_game_rules("era");
  const auto roll =
      rules->check_roll({icon("era-yellow", "Y6"), icon("era-white", "quill"), icon("era-gray", "N1")});
  EXPECT_TRUE(roll.violations.empty());
  // What the faces show (§1.5, §2.8): Y6 1 wood, 1 hammer and a skull; the quill nothing more.
  EXPECT_EQ(roll.result["icons"]["hammers"], 1);
  EXPECT_EQ(roll.result["icons"]["skulls"], 1);
  EXPECT_TRUE(rules->check_roll({icon("era-yellow", "Y7")}).violations.contains_rule("not_an_era_die"));
  EXPECT_TRUE(rules->check_roll({d(sc::DieKind::d6, 3)}).violations.contains_rule("not_an_era_die"));
}

TEST(GameRules, RattusHasNoDiceAndFeudumOnlyTheProgressDie) {
  EXPECT_TRUE(ss::make_game_rules("rattus")->check_roll({d(sc::DieKind::d6, 3)}).violations.contains_rule("no_dice_in_game"));
  const auto feudum = ss::make_game_rules("feudum");
  EXPECT_TRUE(feudum->check_roll({icon("feudum-progress", "shift")}).violations.empty());
  EXPECT_TRUE(feudum->check_roll({d(sc::DieKind::d6, 3)}).violations.contains_rule("not_the_progress_die"));
  EXPECT_THROW(ss::make_game_rules("chess"), std::invalid_argument);
}

TEST(GameRules, MovesNeedAKnownType) {
  const auto rules = ss::make_game_rules("era");
  EXPECT_EQ(rules->move_types(), (std::vector<std::string>{"build", "round", "score"}));
  const auto untyped = nlohmann::json::parse(R"({"piece": {}})");
  EXPECT_THROW(rules->check_move(sc::JsonCursor(untyped)), sc::InputError);
  const auto unknown = nlohmann::json::parse(R"({"type": "pillage"})");
  try {
    rules->check_move(sc::JsonCursor(unknown));
    ADD_FAILURE() << "an unknown move type was accepted";
  } catch (const sc::InputError& e) {
    EXPECT_EQ(e.where(), "/type");
    EXPECT_NE(std::string(e.what()).find("build, round, score"), std::string::npos) << e.what();
  }
  for (const char* game : {"medioevo", "discordia", "feudum", "rattus"}) {
    EXPECT_FALSE(ss::make_game_rules(game)->move_types().empty()) << game;
    EXPECT_THROW(ss::make_game_rules(game)->check_move(sc::JsonCursor(unknown)), sc::InputError) << game;
  }
}

#ifdef SCRIPTORIUM_WITH_ERA
// ERA §3.6 with the §1.4 costs: a Farm costs 1 Wood, a Longhouse 2 Wood; one structure per hammer.
TEST(GameRules, EraBuildGoesThroughTheEngine) {
  const auto rules = ss::make_game_rules("era");
  auto move = nlohmann::json::parse(R"({"type": "Build",
      "domain": {"width": 9, "height": 9, "pieces": [{"type": "keep", "cells": [[4, 4]]}]},
      "resources": {"goods": 0, "stone": 1, "wood": 3, "food": 3}, "hammers": 2,
      "build": [{"type": "farm", "cells": [[0, 0], [1, 0]]}, {"type": "longhouse", "cells": [[0, 2], [1, 2]]}]})");
  auto v = rules->check_move(sc::JsonCursor(move));
  EXPECT_TRUE(v.violations.empty()) << v.violations.to_json();
  EXPECT_EQ(v.result["type"], "build");
  EXPECT_EQ(v.result["resources_after"]["wood"], 0);
  EXPECT_EQ(v.result["built"].size(), 2u);
  // A third structure with two hammers; and the Longhouse's cells taken by the Farm.
  move["build"].push_back({{"type", "farm"}, {"cells", {{0, 4}, {1, 4}}}});
  move["build"][1]["cells"] = {{0, 0}, {0, 1}};
  v = rules->check_move(sc::JsonCursor(move));
  EXPECT_TRUE(v.violations.contains_rule("cell_occupied")) << v.violations.to_json();
  EXPECT_EQ(v.summary.rfind("Build refused: ", 0), 0u) << v.summary;
}

TEST(GameRules, SessionSettingsThatDoNotFitAreReported) {
  ss::SessionContext context;
  context.rules = {{"no_such_setting", 1}};
  const auto rules = ss::make_game_rules("era", context);
  const auto move = nlohmann::json::parse(R"({"type": "build", "domain": {"width": 9, "height": 9, "pieces": []},
      "hammers": 0, "build": []})");
  EXPECT_THROW(rules->check_move(sc::JsonCursor(move)), ss::SessionRulesError);
  EXPECT_THROW(ss::check_session_rules("era", context.rules), ss::SessionRulesError);
  EXPECT_NO_THROW(ss::check_session_rules("era", nlohmann::json::object()));
}
#endif

TEST(Stats, ChiSquareSurvivalMatchesTables) {
  // Standard critical values: P(X >= 11.0705 | df 5) = 0.05, P(X >= 15.0863 | df 5) = 0.01,
  // P(X >= 3.8415 | df 1) = 0.05; and the df-2 closed form exp(-x/2).
  EXPECT_NEAR(ss::chi_square_survival(11.0705, 5), 0.05, 1e-5);
  EXPECT_NEAR(ss::chi_square_survival(15.0863, 5), 0.01, 1e-5);
  EXPECT_NEAR(ss::chi_square_survival(3.8415, 1), 0.05, 1e-5);
  EXPECT_NEAR(ss::chi_square_survival(40.0, 2), std::exp(-20.0), 1e-12);
  EXPECT_DOUBLE_EQ(ss::chi_square_survival(0.0, 5), 1.0);
}

TEST(Stats, FaceStatsOfAFairAndALoadedDie) {
  const auto fair = ss::face_stats({10, 10, 10, 10, 10, 10});
  EXPECT_EQ(fair.total, 60);
  EXPECT_DOUBLE_EQ(fair.chi_square, 0.0);
  EXPECT_DOUBLE_EQ(fair.p_value, 1.0);
  // 60 rolls, expected 10 each: (40-10)^2/10 + 5 * (4-10)^2/10 = 90 + 18 = 108.
  const auto loaded = ss::face_stats({4, 4, 4, 4, 4, 40});
  EXPECT_DOUBLE_EQ(loaded.chi_square, 108.0);
  EXPECT_EQ(loaded.degrees_of_freedom, 5);
  EXPECT_LT(loaded.p_value, 1e-9);
}

TEST(Stats, CountsWinsAndStandingRollsPerPlayer) {
  ss::SessionLog a;
  a.info.id = 1;
  a.info.game = "medioevo";
  a.info.players = {"Ana", "Bruno"};
  a.info.finished = "2026-11-23T11:00:00.000Z";
  a.info.winners = {"Ana"};
  auto roll = [](st::EventId id, int v) {
    return event(id, st::EventKind::roll, {}, {{"dice", {{{"kind", "d6"}, {"value", v}}, {{"kind", "d4"}, {"value", 2}}}}});
  };
  a.events = {roll(1, 6), roll(2, 6), roll(3, 1), event(4, st::EventKind::undo, 3)};
  ss::SessionLog b;
  b.info.id = 2;
  b.info.game = "era";
  b.info.players = {"Bruno", "Carla"};
  const auto stats = ss::compute_stats({a, b}, std::nullopt);
  EXPECT_EQ(stats.players.at("Ana").wins, 1);
  EXPECT_EQ(stats.players.at("Bruno").sessions, 2);
  EXPECT_EQ(stats.players.at("Bruno").wins, 0);
  EXPECT_EQ(stats.players.at("Carla").finished, 0);
  EXPECT_EQ(stats.dice.at("d6").counts, (std::vector<int>{0, 0, 0, 0, 0, 2}));  // the undone 1 is gone
  EXPECT_EQ(stats.dice.at("d4").total, 2);
  EXPECT_EQ(stats.dice.count("d8"), 0u);
  EXPECT_EQ(ss::compute_stats({a, b}, "Carla").players.size(), 1u);
}

namespace {

st::EventRecord roll_of(st::EventId id, nlohmann::json dice) {
  return event(id, st::EventKind::roll, {}, {{"dice", std::move(dice)}});
}

nlohmann::json die(const std::string& kind, nlohmann::json value, const std::string& color = "") {
  nlohmann::json d{{"kind", kind}, {"value", std::move(value)}};
  if (!color.empty()) d["color"] = color;
  return d;
}

}  // namespace

// Three rolls of Discordia-like coloured d6 (plus an uncoloured d6 and a red d8), worked by hand:
//   red d6    6, 6, 1   -> {1,0,0,0,0,2}, expected 0.5 each: 0.5 + 4 * 0.5 + 4.5 = 7
//   blue d6   2, 5      -> {0,1,0,0,1,0}, expected 1/3:  4 * 1/3 + 2 * 4/3       = 4
//   d6 alone  3         -> {0,0,1,0,0,0}
//   all d6    6,2,3,6,5,1 -> {1,1,1,0,1,2}, expected 1: 1 + 1                   = 2
// "Red" with a capital is the same red die; the icon die and the stored die the engine would
// not read (a d6 showing 9) are not counted anywhere.
TEST(Stats, EachPhysicalDieSetIsCountedApartFromItsKind) {
  ss::SessionLog s;
  s.info.id = 1;
  s.info.game = "discordia";
  s.info.players = {"Ana"};
  s.events = {roll_of(1, {die("d6", 6, "red"), die("d6", 2, "blue"), die("d6", 3)}),
              roll_of(2, {die("d6", 6, "Red"), die("d6", 5, "blue"), die("era-yellow", "hammer2"), die("d6", "skull")}),
              roll_of(3, {die("d6", 1, "red"), die("d8", 8, "red"), die("d6", 9, "green")})};
  const auto stats = ss::compute_stats({s}, std::nullopt);

  ASSERT_EQ(stats.dice_sets.size(), 4u);
  const auto& red = stats.dice_sets.at({"d6", "red"});
  EXPECT_EQ(red.counts, (std::vector<int>{1, 0, 0, 0, 0, 2}));
  EXPECT_EQ(red.total, 3);
  EXPECT_NEAR(red.chi_square, 7.0, 1e-12);
  EXPECT_EQ(red.degrees_of_freedom, 5);
  // P(X >= x) for 5 degrees of freedom in closed form: erfc(sqrt(x/2)) + sqrt(2/pi) e^(-x/2) (sqrt(x) + x^1.5 / 3).
  const double x = 7.0;
  const double closed_form = std::erfc(std::sqrt(x / 2)) +
                             std::sqrt(2 / std::numbers::pi) * std::exp(-x / 2) * (std::sqrt(x) + std::pow(x, 1.5) / 3);
  EXPECT_NEAR(red.p_value, closed_form, 1e-9);  // about 0.2206
  const auto& blue = stats.dice_sets.at({"d6", "blue"});
  EXPECT_EQ(blue.counts, (std::vector<int>{0, 1, 0, 0, 1, 0}));
  EXPECT_NEAR(blue.chi_square, 4.0, 1e-12);
  EXPECT_EQ(stats.dice_sets.at({"d6", ""}).counts, (std::vector<int>{0, 0, 1, 0, 0, 0}));
  EXPECT_EQ(stats.dice_sets.at({"d8", "red"}).counts, (std::vector<int>{0, 0, 0, 0, 0, 0, 0, 1}));

  // The per-kind figures are what they were: every d6 together.
  EXPECT_EQ(stats.dice.at("d6").counts, (std::vector<int>{1, 1, 1, 0, 1, 2}));
  EXPECT_NEAR(stats.dice.at("d6").chi_square, 2.0, 1e-12);
  EXPECT_EQ(stats.dice.at("d8").total, 1);
  EXPECT_EQ(stats.dice.size(), 2u);  // no entry for the icon set

  EXPECT_EQ(ss::die_set_name({"d6", "red"}), "d6 red");
  EXPECT_EQ(ss::die_set_name({"d6", ""}), "d6");
  EXPECT_FALSE(ss::same_as_its_kind(stats, {"d6", ""}));  // there are coloured d6 besides
}

TEST(Stats, UncolouredDiceAloneAreTheirKind) {
  ss::SessionLog s;
  s.info.id = 1;
  s.info.game = "medioevo";
  s.info.players = {"Ana"};
  s.events = {roll_of(1, {die("d4", 2), die("d6", 5), die("d8", 7)})};
  const auto stats = ss::compute_stats({s}, std::nullopt);
  ASSERT_EQ(stats.dice_sets.size(), 3u);
  EXPECT_EQ(stats.dice_sets.at({"d4", ""}).counts, stats.dice.at("d4").counts);
  EXPECT_TRUE(ss::same_as_its_kind(stats, {"d4", ""}));
}

// `session stats --json` is a contract (cli.md): "players" and "dice" keep their keys; the
// die sets come under a key of their own.
TEST(Stats, JsonKeepsItsKeysAndAddsTheDieSets) {
  ss::SessionLog s;
  s.info.id = 1;
  s.info.game = "discordia";
  s.info.players = {"Ana"};
  s.events = {roll_of(1, {die("d6", 4, "red"), die("d6", 4)})};
  const auto doc = ss::to_json(ss::compute_stats({s}, std::nullopt));
  std::vector<std::string> top;
  for (const auto& [key, value] : doc.items()) top.push_back(key);
  EXPECT_EQ(top, (std::vector<std::string>{"dice", "dice_sets", "players"}));
  std::vector<std::string> face_keys;
  for (const auto& [key, value] : doc["dice"]["d6"].items()) face_keys.push_back(key);
  EXPECT_EQ(face_keys, (std::vector<std::string>{"chi_square", "counts", "degrees_of_freedom", "p_value", "total"}));
  EXPECT_EQ(doc["dice"]["d6"]["total"], 2);
  EXPECT_EQ(doc["dice_sets"]["d6 red"]["kind"], "d6");
  EXPECT_EQ(doc["dice_sets"]["d6 red"]["color"], "red");
  EXPECT_EQ(doc["dice_sets"]["d6 red"]["counts"], nlohmann::json({0, 0, 0, 1, 0, 0}));
  // One die in six faces, expected 1/6 each: 5 * (1/6) + (5/6)^2 * 6 = 5/6 + 25/6 = 5.
  EXPECT_NEAR(doc["dice_sets"]["d6 red"]["chi_square"].get<double>(), 5.0, 1e-12);
  EXPECT_EQ(doc["dice_sets"]["d6 red"]["degrees_of_freedom"], 5);
  EXPECT_TRUE(doc["dice_sets"]["d6"]["color"].is_null());
}

TEST(Export, CsvQuotesOnlyWhatNeedsIt) {
  EXPECT_EQ(ss::csv_field("plain"), "plain");
  EXPECT_EQ(ss::csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(ss::csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
}

TEST(Export, FormatsCarryTheStandingEvents) {
  st::SessionInfo info;
  info.id = 7;
  info.game = "era";
  info.players = {"Ana", "Bruno"};
  info.started = "2026-11-23T10:00:00.000Z";
  info.winners = {"Bruno"};
  const std::vector<st::EventRecord> log{event(1, st::EventKind::roll, {}, {{"n", 1}}), event(2, st::EventKind::move),
                                         event(3, st::EventKind::undo, 2)};
  const auto csv = ss::export_session(info, log, {}, ss::ExportFormat::csv);
  EXPECT_EQ(csv, "seq,event,kind,player,at,corrected,payload\r\n1,1,roll,Ana,2026-11-23T10:00:00.000Z,no,\"{\"\"n\"\":1}\"\r\n");
  const auto json = nlohmann::json::parse(ss::export_session(info, log, {}, ss::ExportFormat::json));
  EXPECT_EQ(json["events"].size(), 3u);
  EXPECT_EQ(json["standing_events"].size(), 1u);
  const nlohmann::json sheet{{"rows", nlohmann::json::array()},
                             {"players", {{{"name", "Bruno"}, {"total", 41}}, {{"name", "Ana"}, {"total", 30}}}}};
  const auto bg = nlohmann::json::parse(ss::export_session(info, log, sheet, ss::ExportFormat::bgstats));
  EXPECT_EQ(bg["games"][0]["name"], "ERA: Medieval Age");
  EXPECT_EQ(bg["plays"][0]["playDate"], "2026-11-23 10:00:00");
  EXPECT_EQ(bg["plays"][0]["playerScores"][1]["winner"], true);
  EXPECT_EQ(bg["plays"][0]["playerScores"][1]["score"], 41);
  EXPECT_EQ(bg["plays"][0]["playerScores"][0]["winner"], false);
  EXPECT_EQ(bg["plays"][0]["playerScores"][0]["score"], 30);  // by name, in seat order
}

using scriptorium::test::url_decode;

// By hand: '{' 7B, '"' 22, ':' 3A, ' ' 20, 'ñ' is U+00F1 = UTF-8 C3 B1, '}' 7D; letters, digits
// and - . _ ~ stay as they are.
TEST(Export, UrlEncodingLeavesOnlyUnreservedCharacters) {
  EXPECT_EQ(ss::url_encode(R"({"a": "Begoña x"})"), "%7B%22a%22%3A%20%22Bego%C3%B1a%20x%22%7D");
  EXPECT_EQ(ss::url_encode("AZaz09-._~"), "AZaz09-._~");
  EXPECT_EQ(ss::url_encode("a/b?c=d&e+f#g"), "a%2Fb%3Fc%3Dd%26e%2Bf%23g");
  EXPECT_EQ(ss::url_encode(""), "");
}

// BG Stats' createPlay link: bgstats://app.bgstatsapp.com/createPlay.html?data= and one play as
// URL-encoded JSON (the scheme BG Stats documents for pushing plays from other apps).
TEST(Export, BgStatsLinkCarriesThePlayUrlEncoded) {
  st::SessionInfo info;
  info.id = 12;
  info.game = "rattus";
  info.players = {"Begoña", "Ana \"la Roja\"", "Bruno"};
  info.started = "2026-11-23T10:00:00.000Z";
  info.winners = {"Begoña"};
  const nlohmann::json sheet{{"rows", nlohmann::json::array()},
                             {"players", {{{"name", "Ana \"la Roja\""}, {"total", 9}}, {{"name", "Begoña"}, {"total", 14}}}}};
  const std::string link = ss::bgstats_link(info, sheet);
  const std::string prefix = "bgstats://app.bgstatsapp.com/createPlay.html?data=";
  ASSERT_EQ(link.rfind(prefix, 0), 0u) << link;
  const std::string data = link.substr(prefix.size());
  for (const char c : data) {
    EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) || std::string("-._~%").find(c) != std::string::npos)
        << "raw character in the link: " << c;
  }
  EXPECT_NE(data.find("Bego%C3%B1a"), std::string::npos);
  EXPECT_NE(data.find("Ana%20%5C%22la%20Roja%5C%22"), std::string::npos);  // JSON's \" encoded

  const auto play = nlohmann::json::parse(url_decode(data));
  EXPECT_EQ(play, ss::bgstats_play(info, sheet));
  EXPECT_EQ(play["sourceName"], "Scriptorium");
  EXPECT_EQ(play["sourcePlayId"], "12");
  EXPECT_EQ(play["playDate"], "2026-11-23 10:00:00");
  EXPECT_EQ(play["game"]["name"], "Rattus Cartus");
  ASSERT_EQ(play["players"].size(), 3u);
  EXPECT_EQ(play["players"][0]["name"], "Begoña");
  EXPECT_EQ(play["players"][0]["winner"], true);
  EXPECT_EQ(play["players"][0]["startPlayer"], true);
  EXPECT_EQ(play["players"][0]["score"], 14);
  EXPECT_EQ(play["players"][1]["name"], "Ana \"la Roja\"");
  EXPECT_EQ(play["players"][1]["winner"], false);
  EXPECT_EQ(play["players"][1]["score"], 9);
  EXPECT_FALSE(play["players"][2].contains("score"));  // not on the sheet: no score, not 0
  EXPECT_EQ(ss::export_session(info, {}, sheet, ss::ExportFormat::bgstats_link), link + "\n");
}
