// The per-game screens' forms turned into session moves (companion/app/move_forms.hpp), and the
// moves read by the session's rules as `session move` would read them.
#include <gtest/gtest.h>

#include "companion/app/move_forms.hpp"
#include "companion/session/game_rules.hpp"
#include "engine/core/json_input.hpp"

namespace app = scriptorium::app;
using nlohmann::json;

namespace {

scriptorium::session::Verdict check(const std::string& game, const json& move, std::vector<std::string> players) {
  scriptorium::session::SessionContext context;
  context.players = std::move(players);
  return scriptorium::session::make_game_rules(game, context)->check_move(scriptorium::core::JsonCursor(move));
}

}  // namespace

// ---- ERA: a whole round --------------------------------------------------------------------

namespace {

// A new game's line of the round screen: the Keep in the middle and the start resources.
json era_round_keep_player(const std::string& name) {
  return {{"name", name},
          {"domain",
           json::parse(R"({"width": 9, "height": 9, "pieces": [{"type": "keep", "cells": [[4, 4]]}]})")},
          {"resources", {{"goods", 0}, {"stone", 1}, {"wood", 2}, {"food", 3}}},
          {"culture", 0},
          {"calamity", 0}};
}

scriptorium::session::EffectiveEvent era_round_event(scriptorium::store::EventKind kind,
                                                     std::optional<std::string> player, json payload) {
  scriptorium::session::EffectiveEvent e;
  e.record.kind = kind;
  e.record.player = std::move(player);
  e.payload = std::move(payload);
  return e;
}

}  // namespace

// The form's faces become the dice (upper case, a quill as C3), a Y4 or C2 carries the option
// taken at its position, the choices made are passed on (a demand from oneself and empty ones
// are not), the QML doubles become whole numbers, and the round's own state is kept.
TEST(AppForms, EraRoundMoveCarriesFacesOptionsAndChoices) {
  json ana = era_round_keep_player("Ana");
  ana["faces"] = "n3 y4, quill";
  ana["options"] = {"", "stone", ""};
  ana["demands"] = {{"Bruno", "goods"}, {"Ana", "wood"}, {"Carla", ""}};
  ana["bandits"] = "";
  ana["fire"] = -1;
  json bruno = era_round_keep_player("Bruno");
  bruno["faces"] = {"N6", "C2"};
  bruno["options"] = {"", "wood"};
  bruno["bandits"] = "calamity";
  bruno["refuse"] = json::array({"Ana"});
  bruno["attack"] = 2.0;
  bruno["scorched"] = json::parse("[[1.0, 2.0]]");
  bruno["culture"] = 4.0;
  const json form{
      {"round", 3.0},        {"start_player", "Bruno"}, {"supply", {{"farm", 5.0}, {"walls", {{"4", 10.0}}}}},
      {"markers_in_use", 3}, {"markers_flipped", 1.0},  {"players", {ana, bruno}}};
  const json move = app::era_round_move(form);
  EXPECT_EQ(move["type"], "round");
  EXPECT_EQ(move["round"], 3);
  EXPECT_EQ(move["start_player"], "Bruno");
  EXPECT_EQ(move["supply"], json::parse(R"({"farm": 5, "walls": {"4": 10}})"));
  EXPECT_TRUE(move["supply"]["farm"].is_number_integer());
  EXPECT_EQ(move["markers_in_use"], 3);
  EXPECT_EQ(move["markers_flipped"], 1);
  ASSERT_EQ(move["players"].size(), 2u);
  const json& a = move["players"][0];
  EXPECT_EQ(a["name"], "Ana");
  EXPECT_EQ(a["dice"], json::parse(R"(["N3", {"face": "Y4", "choice": "stone"}, "C3"])"));
  EXPECT_EQ(a["choices"], json::parse(R"({"demands": {"Bruno": "goods"}})"));
  EXPECT_EQ(a["resources"], json::parse(R"({"goods": 0, "stone": 1, "wood": 2, "food": 3})"));
  EXPECT_EQ(a["domain"]["pieces"][0]["cells"], json::parse("[[4, 4]]"));
  const json& b = move["players"][1];
  EXPECT_EQ(b["dice"], json::parse(R"(["N6", {"face": "C2", "choice": "wood"}])"));
  EXPECT_EQ(
      b["choices"],
      json::parse(
          R"({"bandits": "calamity", "attack": [2], "scorched": [{"cells": [[1, 2]]}], "refuse": ["Ana"]})"));
  EXPECT_EQ(b["culture"], 4);
  EXPECT_TRUE(b["culture"].is_number_integer());

  // A player with no dice is passed on as such (the engine weighs them against the domain); no
  // choices, no "choices".
  json quiet = form;
  quiet["players"][1] = era_round_keep_player("Bruno");
  quiet.erase("start_player");
  quiet.erase("supply");
  const json short_move = app::era_round_move(quiet);
  EXPECT_EQ(short_move["players"][1]["dice"], json::array());
  EXPECT_FALSE(short_move["players"][1].contains("choices"));
  EXPECT_FALSE(short_move.contains("start_player"));
  EXPECT_FALSE(short_move.contains("supply"));
}

TEST(AppForms, EraRoundFormsThatMakeNoRoundAreRefusedInWords) {
  auto refusal = [](const json& form) -> std::string {
    try {
      app::era_round_move(form);
    } catch (const app::FormError& e) {
      return e.what();
    }
    return "(accepted)";
  };
  json ana = era_round_keep_player("Ana");
  ana["faces"] = "N3 X9";
  json form{{"players", {ana, era_round_keep_player("Bruno")}}};
  EXPECT_EQ(refusal(form),
            "Ana: \"X9\" is not an ERA face (Y1 to Y6, B1 to B6, N1 to N6, C1 to C6, or quill)");
  form["players"][0]["faces"] = "N3 Y4";
  EXPECT_EQ(refusal(form), "Ana, die 2 (Y4): choose 2 food or 1 stone");
  form["players"][0]["options"] = {"", "wood"};  // Y4 offers no wood
  EXPECT_EQ(refusal(form), "Ana, die 2 (Y4): choose 2 food or 1 stone");
  form["players"][0]["faces"] = "c2";
  form["players"][0]["options"] = json::array({"food"});
  EXPECT_EQ(refusal(form), "Ana, die 1 (C2): choose 1 stone or 2 wood");
  form["players"][0]["options"] = json::array({"stone"});
  EXPECT_EQ(refusal(form), "(accepted)");
  form["players"][0]["faces"] = " ";
  EXPECT_EQ(refusal(form), "No dice to resolve: enter the final faces each player rolled");
  EXPECT_EQ(refusal(json::object()), "No dice to resolve: enter the final faces each player rolled");
}

// The screen starts from the standing log: before any round, round 1 with the first seat to
// start and each player's newest roll; after a round, the round and start player its result
// holds (the engine's round end counted them on), its supply and markers, the domains it left,
// and only the rolls made since.
TEST(AppForms, EraRoundDefaultsComeFromTheLastRoundAndTheRollsSince) {
  using scriptorium::store::EventKind;
  const json start{era_round_keep_player("Ana"), era_round_keep_player("Bruno")};
  auto roll = [](const std::string& who, const std::vector<std::string>& faces, bool in_result) {
    json dice = json::array();
    for (const auto& f : faces) dice.push_back({{"kind", "era"}, {"value", f}});
    return era_round_event(EventKind::roll, who,
                           in_result ? json{{"result", {{"dice", dice}}}} : json{{"dice", dice}});
  };
  std::vector<scriptorium::session::EffectiveEvent> log{roll("Ana", {"Y5"}, true),
                                                        roll("Ana", {"Y6", "quill"}, true)};
  json fresh = app::era_round_defaults(start, log);
  EXPECT_EQ(fresh["round"], 1);
  EXPECT_EQ(fresh["start_player"], "Ana");
  EXPECT_FALSE(fresh.contains("supply"));
  EXPECT_EQ(fresh["players"][0]["faces"], json::parse(R"(["Y6", "quill"])"));
  EXPECT_EQ(fresh["players"][0]["resources"], start[0]["resources"]);
  EXPECT_FALSE(fresh["players"][0].contains("hammers"));
  EXPECT_EQ(fresh["players"][1]["faces"], json::array());

  const json domain = json::parse(
      R"({"width": 9, "height": 9, "pieces": [{"type": "keep", "cells": [[4, 4]]}, {"type": "farm", "cells": [[0, 0], [1, 0]]}]})");
  const json round{{"type", "round"},
                   {"round", 2},
                   {"start_player", 1},
                   {"players",
                    {{{"name", "Ana"},
                      {"domain", domain},
                      {"resources", {{"goods", 1}, {"stone", 2}, {"wood", 2}, {"food", 2}}},
                      {"culture", 0},
                      {"calamity", 0}},
                     {{"name", "Bruno"},
                      {"domain", start[1]["domain"]},
                      {"resources", {{"goods", 1}, {"stone", 1}, {"wood", 1}, {"food", 1}}},
                      {"culture", 1},
                      {"calamity", 1}}}},
                   {"supply", {{"farm", 14}}},
                   {"markers_in_use", 3},
                   {"markers_flipped", 0},
                   {"game_over", false}};
  log.push_back(
      era_round_event(EventKind::move, std::nullopt, {{"move", {{"type", "round"}}}, {"result", round}}));
  log.push_back(roll("Bruno", {"N3"}, false));
  const json after = app::era_round_defaults(start, log);
  EXPECT_EQ(after["round"], 2);
  EXPECT_EQ(after["start_player"], "Bruno");
  EXPECT_EQ(after["supply"], json::parse(R"({"farm": 14})"));
  EXPECT_EQ(after["markers_in_use"], 3);
  EXPECT_EQ(after["markers_flipped"], 0);
  EXPECT_FALSE(after.contains("game_over"));
  EXPECT_EQ(after["players"][0]["domain"], domain);
  EXPECT_EQ(after["players"][0]["faces"], json::array());  // Ana's rolls were the last round's
  EXPECT_EQ(after["players"][1]["faces"], json::parse(R"(["N3"])"));
  EXPECT_EQ(after["players"][1]["culture"], 1);

  // A round that ended the game is not counted on by the engine: the screen counts it.
  json last = round;
  last["round"] = 5;
  last["start_player"] = 0;
  last["game_over"] = true;
  log.push_back(
      era_round_event(EventKind::move, std::nullopt, {{"move", {{"type", "round"}}}, {"result", last}}));
  const json over = app::era_round_defaults(start, log);
  EXPECT_EQ(over["round"], 6);
  EXPECT_EQ(over["start_player"], "Bruno");
  EXPECT_EQ(over["game_over"], true);
  EXPECT_EQ(over["players"][1]["faces"], json::array());
}

#ifdef SCRIPTORIUM_WITH_ERA
// The seed's Carla (rules ERA-1, ERA-2, ERA-3) against Pedro, read by the engine from the move:
// Carla (start 1/0/7/2, a Farm, three Longhouses, two of them side by side) shows Y6 Y6 Y4
// (stone) N2; Pedro (a Keep, 5 food) N5.
//   Collect: Carla 1/0+1/7+1+1/2+1 = 1/1/9/3, wood capped at 8 -> 1/1/8/3; Pedro 1/0/0/5.
//   Feed: Carla's 4 dice eat her 3 food: 0 food, +1 Calamity; Pedro's 1 die: 4 food.
//   Calamities: Carla's 2 skulls, Disease: the 2 touching Longhouses, +2 Calamity (3 in all).
//   Extort: Carla's 1 sword against Pedro's 0 swords and 0 shields: she demands goods; Pedro
//   pays: Carla 2/1/8/0, Pedro 0/0/0/4. Round end: round 2, Pedro starts.
TEST(AppForms, EraRoundMoveIsPlayedByTheEngine) {
  json carla = era_round_keep_player("Carla");
  carla["domain"] = json::parse(R"({"width": 9, "height": 9, "pieces": [
      {"type": "keep", "cells": [[4, 4]]}, {"type": "longhouse", "cells": [[2, 4], [3, 4]]},
      {"type": "longhouse", "cells": [[2, 5], [3, 5]]}, {"type": "wall", "cells": [[1, 4], [1, 5]]},
      {"type": "longhouse", "cells": [[6, 0], [7, 0]]}, {"type": "farm", "cells": [[0, 8], [1, 8]]}]})");
  carla["resources"] = {{"goods", 1}, {"stone", 0}, {"wood", 7}, {"food", 2}};
  carla["faces"] = "Y6 Y6 Y4 N2";
  carla["options"] = {"", "", "stone", ""};
  carla["demands"] = {{"Pedro", "goods"}};
  json pedro = era_round_keep_player("Pedro");
  pedro["resources"] = {{"goods", 0}, {"stone", 0}, {"wood", 0}, {"food", 5}};
  pedro["faces"] = "N5";
  const json form{{"round", 1}, {"start_player", "Carla"}, {"players", {carla, pedro}}};
  const auto verdict = check("era", app::era_round_move(form), {"Carla", "Pedro"});
  ASSERT_TRUE(verdict.violations.empty()) << verdict.summary;
  const json& c = verdict.result["players"][0];
  EXPECT_EQ(c["resources"], json::parse(R"({"goods": 2, "stone": 1, "wood": 8, "food": 0})"));
  EXPECT_EQ(c["calamity"], 3);
  EXPECT_EQ(c["culture"], 0);
  const json& p = verdict.result["players"][1];
  EXPECT_EQ(p["resources"], json::parse(R"({"goods": 0, "stone": 0, "wood": 0, "food": 4})"));
  EXPECT_EQ(p["calamity"], 0);
  EXPECT_EQ(verdict.result["round"], 2);
  EXPECT_EQ(verdict.result["start_player"], 1);

  // Pedro refuses instead (§3.7): +2 Calamity for him, his goods stay, Carla gets none.
  json refused = form;
  refused["players"][1]["refuse"] = json::array({"Carla"});
  const auto refusal = check("era", app::era_round_move(refused), {"Carla", "Pedro"});
  ASSERT_TRUE(refusal.violations.empty()) << refusal.summary;
  EXPECT_EQ(refusal.result["players"][0]["resources"]["goods"], 1);
  EXPECT_EQ(refusal.result["players"][1]["resources"]["goods"], 1);
  EXPECT_EQ(refusal.result["players"][1]["calamity"], 2);

  // Without the demand the engine asks for it: nothing to record.
  json undemanded = form;
  undemanded["players"][0].erase("demands");
  EXPECT_FALSE(check("era", app::era_round_move(undemanded), {"Carla", "Pedro"}).violations.empty());
}

// The calamities that take a building or a cell, as the form names them (rules §3.5).
// Fire: Ana (Keep, three Longhouses: 1 gray + 3 yellow dice) shows Y6 Y6 Y6 N6, 4 skulls, and
// burns her first Longhouse (piece 1); its yellow die goes with it, so she rolls 3 dice next
// round. Before that: Collect 0+2/1/2+3/3 = 2/1/5/3, Feed 4 dice of 3 food: 0 food, +1 Calamity.
// Treachery: Ana (Keep, Longhouse, Church) shows Y6 N6 C6, 3 skulls; with 5 scorched-earth
// pieces in the supply Bruno places one where he chose, at (0, 0), and 4 are left. Ana collects
// 2 culture from C6.
TEST(AppForms, EraRoundFireAndTreacheryChoicesReachTheEngine) {
  json ana = era_round_keep_player("Ana");
  ana["domain"] = json::parse(R"({"width": 9, "height": 9, "pieces": [
      {"type": "keep", "cells": [[4, 4]]}, {"type": "longhouse", "cells": [[0, 0], [1, 0]]},
      {"type": "longhouse", "cells": [[0, 2], [1, 2]]}, {"type": "longhouse", "cells": [[0, 4], [1, 4]]}]})");
  ana["faces"] = "Y6 Y6 Y6 N6";
  ana["fire"] = 1.0;
  json bruno = era_round_keep_player("Bruno");
  bruno["faces"] = "N5";
  const auto fire = check("era", app::era_round_move({{"players", {ana, bruno}}}), {"Ana", "Bruno"});
  ASSERT_TRUE(fire.violations.empty()) << fire.summary;
  const json& burnt = fire.result["players"][0];
  EXPECT_EQ(burnt["domain"]["pieces"].size(), 3u);
  EXPECT_EQ(burnt["domain"]["pieces"][1]["cells"], json::parse("[[0, 2], [1, 2]]"));
  EXPECT_EQ(burnt["pool"], 3);
  EXPECT_EQ(burnt["resources"], json::parse(R"({"goods": 2, "stone": 1, "wood": 5, "food": 0})"));
  EXPECT_EQ(burnt["calamity"], 1);

  ana["domain"] = json::parse(R"({"width": 9, "height": 9, "pieces": [
      {"type": "keep", "cells": [[4, 4]]}, {"type": "longhouse", "cells": [[6, 0], [7, 0]]},
      {"type": "church", "cells": [[6, 8], [7, 8]]}]})");
  ana["faces"] = "Y6 N6 C6";
  ana["fire"] = -1;
  bruno["scorched"] = json::parse("[[0, 0]]");
  const auto treachery =
      check("era", app::era_round_move({{"supply", {{"scorched", 5}}}, {"players", {ana, bruno}}}),
            {"Ana", "Bruno"});
  ASSERT_TRUE(treachery.violations.empty()) << treachery.summary;
  const json& pieces = treachery.result["players"][1]["domain"]["pieces"];
  ASSERT_EQ(pieces.size(), 2u);
  EXPECT_EQ(pieces[1], json::parse(R"({"type": "scorched", "cells": [[0, 0]]})"));
  EXPECT_EQ(treachery.result["supply"]["scorched"], 4);
  EXPECT_EQ(treachery.result["players"][0]["culture"], 2);
}
#endif

// ---- Discordia ------------------------------------------------------------------------------

// A complete tile's workers fill three-icon spaces in order; an incomplete tile keeps one more
// space, empty; the plot follows the tile type.
TEST(AppForms, IncursionCityHoldsEachTilesWorkersAndCompleteness) {
  const json form = json::parse(R"({
    "tiles": [{"type": "barracks", "workers": 4, "complete": true},
              {"type": "farm", "workers": 3, "complete": false}],
    "towers": [{"workers": 0, "complete": false, "permanent": true}],
    "reserve": 9, "stars": 2, "bag": 50, "star_cult": 10, "towers_in_display": 3,
    "left": "A3", "right": "B1"})");
  const json move = app::incursion_move(form);
  EXPECT_EQ(move["type"], "incursion");
  const json& barracks = move["city"]["plots"][0];
  EXPECT_EQ(barracks["kind"], "fortress");
  ASSERT_EQ(barracks["tile"]["spaces"].size(), 2u);
  EXPECT_EQ(barracks["tile"]["spaces"][0]["placed"].size(), 3u);
  EXPECT_EQ(barracks["tile"]["spaces"][1]["placed"].size(), 1u);
  const json& farm = move["city"]["plots"][1];
  EXPECT_EQ(farm["kind"], "field");
  ASSERT_EQ(farm["tile"]["spaces"].size(), 2u);
  EXPECT_EQ(farm["tile"]["spaces"][0]["placed"].size(), 3u);
  EXPECT_TRUE(farm["tile"]["spaces"][1]["placed"].empty());
  EXPECT_EQ(move["city"]["military_towers"][0]["permanent_strength"], 1);
  EXPECT_EQ(move["reserve"], 9);
  EXPECT_EQ(move["stars"], 2);
  EXPECT_EQ(move["left"], "A3");
}

#ifdef SCRIPTORIUM_WITH_DISCORDIA
// The engine reads the move's city as the form meant it: the complete Barracks' 4 workers and
// the tower's icon count (4 + 1 = 5), the incomplete Farm's do not. 5 >= A3 2 + B1 1: reward.
TEST(AppForms, IncursionMoveIsReadByTheEngineAsEntered) {
  const json form = json::parse(R"({
    "tiles": [{"type": "barracks", "workers": 4, "complete": true},
              {"type": "farm", "workers": 3, "complete": false}],
    "towers": [{"workers": 0, "complete": false, "permanent": true}],
    "stars": 2, "towers_in_display": 3, "left": "A3", "right": "B1"})");
  const auto verdict = check("discordia", app::incursion_move(form), {"Ana", "Bruno"});
  ASSERT_TRUE(verdict.violations.empty()) << verdict.summary;
  EXPECT_EQ(verdict.result["strength"], 5);
  EXPECT_EQ(verdict.result["german_strength"], 3);
  EXPECT_EQ(app::incursion_verdict_text(verdict.result),
            "Strength 5 against German strength 3: the city holds. Reward (B1): a tower from the display.");

  // Workers on an incomplete Barracks do not count (DI-2): 0 + 1 < 3, A3's damage, 1 star.
  json weaker = form;
  weaker["tiles"][0]["complete"] = false;
  weaker["tiles"][0]["workers"] = 3;
  const auto damage = check("discordia", app::incursion_move(weaker), {"Ana", "Bruno"});
  EXPECT_EQ(damage.result["strength"], 1);
  EXPECT_EQ(app::incursion_verdict_text(damage.result),
            "Strength 1 against German strength 3: the Germans break through. Damage (A3): 1 star(s) back to the "
            "star cult.");
}
#endif

// DI-5: damage the player cannot pay has no effect; the engine's note says why.
TEST(AppForms, IncursionVerdictSaysWhenTheEffectCannotApply) {
  const json result = json::parse(R"({"type": "incursion", "strength": 0, "german_strength": 2, "outcome": "damage",
    "tile": "A1", "effect": {"kind": "lose_stars", "amount": 1}, "applied": false, "amount": 0,
    "note": "no star in reserve: no effect"})");
  EXPECT_EQ(app::incursion_verdict_text(result),
            "Strength 0 against German strength 2: the Germans break through. Damage (A1): 1 star(s) back to the star "
            "cult. It has no effect (no star in reserve: no effect).");
}

TEST(AppForms, IncursionFormsThatMakeNoCityAreRefusedInWords) {
  json form = json::parse(R"({"tiles": [{"type": "ship", "workers": 2, "complete": true}], "left": "A1", "right": "B1"})");
  EXPECT_THROW(
      {
        try {
          app::incursion_move(form);
        } catch (const app::FormError& e) {
          EXPECT_STREQ(e.what(), "City tile 1 (Ship): a complete Ship has already become a Stall");
          throw;
        }
      },
      app::FormError);
  form["tiles"][0] = {{"type", "barracks"}, {"workers", 7}, {"complete", false}};
  EXPECT_THROW(app::incursion_move(form), app::FormError);  // an incomplete tile holds at most 6
  form["tiles"][0]["workers"] = 6;
  EXPECT_NO_THROW(app::incursion_move(form));
  form["left"] = "";
  EXPECT_THROW(app::incursion_move(form), app::FormError);
}

TEST(AppForms, GermanTilesAreOfferedWithStrengthAndEffect) {
  const scriptorium::session::GermanTile tile{"B3", false, 2, {{"kind", "star_from_cult"}, {"amount", 2}}};
  EXPECT_EQ(app::german_tile_text(tile), QString::fromUtf8("B3 \u00b7 strength 2 \u00b7 2 star(s) from the star cult"));
}

// ---- Rattus Cartus --------------------------------------------------------------------------

json rattus_form() {
  return json::parse(R"({
    "players": [
      {"name": "Ana", "influence": {"peasantry": 3, "magic": 4}, "hand": {"population": 2, "gold": 1},
       "vp_tokens": "3, 1 1", "rats": {"1": 2, "3": 0, "5": 1}},
      {"name": "Bruno", "influence": {"peasantry": 3, "magic": 4, "church": 2}, "hand": {},
       "vp_tokens": "", "rats": {"3": 1}},
      {"name": "Carla", "influence": {"peasantry": 3, "church": 2}, "hand": {}, "vp_tokens": "", "rats": {}}],
    "nun_row": [1, 2, 0, 0, 4], "treasury_used": true})");
}

// Ties at a value > 0 per class, highest value first within a class; seat order until the form
// gives an order, then the form's order with the others after it.
TEST(AppForms, RattusTiesFollowTheFormsOrder) {
  json form = rattus_form();
  json ties = app::rattus_ties(form);
  ASSERT_EQ(ties.size(), 3u);
  EXPECT_EQ(ties[0], json::parse(R"({"class": "peasantry", "value": 3, "players": ["Ana", "Bruno", "Carla"]})"));
  EXPECT_EQ(ties[1], json::parse(R"({"class": "church", "value": 2, "players": ["Bruno", "Carla"]})"));
  EXPECT_EQ(ties[2], json::parse(R"({"class": "magic", "value": 4, "players": ["Ana", "Bruno"]})"));
  form["order"] = {{"peasantry", {"Carla", "Nobody"}}};
  ties = app::rattus_ties(form);
  EXPECT_EQ(ties[0]["players"], json::parse(R"(["Carla", "Ana", "Bruno"])"));
}

TEST(AppForms, RattusScoreMoveCarriesTokensAndEveryTie) {
  json form = rattus_form();
  form["order"] = {{"magic", {"Bruno", "Ana"}}};
  const json move = app::rattus_score_move(form);
  EXPECT_EQ(move["type"], "score");
  EXPECT_EQ(move["players"][0]["rats"], json::parse("[5, 1, 1]"));
  EXPECT_EQ(move["players"][0]["vp_tokens"], json::parse("[3, 1, 1]"));
  EXPECT_EQ(move["players"][0]["hand"]["gold"], 1);
  EXPECT_EQ(move["players"][0]["influence"]["royalty"], 0);
  EXPECT_EQ(move["players"][1]["rats"], json::parse("[3]"));
  EXPECT_EQ(move["influence_order"]["magic"], json::parse(R"(["Bruno", "Ana"])"));
  EXPECT_EQ(move["influence_order"]["peasantry"], json::parse(R"(["Ana", "Bruno", "Carla"])"));
  EXPECT_EQ(move["nun_row"], json::parse("[1, 2, 0, 0, 4]"));
  EXPECT_EQ(move["treasury_used"], true);

  form["players"][1]["vp_tokens"] = "2 x";
  try {
    app::rattus_score_move(form);
    ADD_FAILURE() << "a token that is not a number was taken";
  } catch (const app::FormError& e) {
    EXPECT_STREQ(e.what(), "VP tokens of Bruno: \"x\" is not a token value (1 to 99)");
  }
}

#ifdef SCRIPTORIUM_WITH_RATTUS
// The engine reads the move with its ties settled. Magic 4 tied, Bruno first: Bruno 10, Ana 5
// (Carla has none). Ana: peasantry 10 (first of three at 3), magic 5, hand 2 (2 cards, the
// only ones), Gold 6 (the only Gold, Treasury used), tokens 5 = 28; her rats 7 <= 7 nuns survive.
TEST(AppForms, RattusScoreMoveIsScoredByTheEngine) {
  json form = rattus_form();
  form["order"] = {{"magic", {"Bruno", "Ana"}}};
  const auto verdict = check("rattus", app::rattus_score_move(form), {"Ana", "Bruno", "Carla"});
  ASSERT_TRUE(verdict.violations.empty()) << verdict.summary;
  EXPECT_EQ(verdict.result["players"][0]["name"], "Ana");
  EXPECT_EQ(verdict.result["players"][0]["total"], 28);
  EXPECT_EQ(verdict.result["winners"], json::parse(R"(["Ana"])"));
}
#endif

// ---- Feudum ---------------------------------------------------------------------------------

json feudum_form() {
  return json::parse(R"({
    "epoch": 2,
    "players": [{"name": "Ana", "colour": "blue", "vp": 4, "military_discs": 1, "epic_voyage": 0},
                {"name": "Bruno", "colour": "red", "vp": 0, "epic_voyage": 7, "charters": ["wine_barrel"]}],
    "guilds": {"farmer": ["Bruno", "Ana"], "monk": ["", ""]},
    "locations": [{"region": "forest", "type": "feudum", "guild": "noble", "realm": "", "ruler": "Ana",
                   "subject": true, "serf": "Bruno", "landscape": "unknown", "resources": 2},
                  {"region": "sea", "type": "town", "guild": "farmer", "realm": "eastern", "ruler": "", "serf": "",
                   "landscape": "", "resources": 0}]})");
}

// Names become colours, "seats" says whose colour is whose, empty choices are left out.
TEST(AppForms, FeudumScoreMoveNamesPlayersByTheirColours) {
  const json move = app::feudum_score_move(feudum_form());
  EXPECT_EQ(move["type"], "score");
  EXPECT_EQ(move["epoch"], 2);
  EXPECT_EQ(move["seats"], json::parse(R"({"blue": "Ana", "red": "Bruno"})"));
  EXPECT_EQ(move["players"][0]["color"], "blue");
  EXPECT_EQ(move["players"][0]["vp"], 4);
  EXPECT_TRUE(move["players"][0]["epic_voyage"].is_null());
  EXPECT_EQ(move["players"][1]["epic_voyage"], 7);
  EXPECT_EQ(move["players"][1]["charters"], json::parse(R"(["wine_barrel"])"));
  EXPECT_EQ(move["guilds"], json::parse(R"({"farmer": ["red", "blue"]})"));
  const json& feudum = move["locations"][0];
  EXPECT_EQ(feudum["guild"], "noble");
  EXPECT_EQ(feudum["ruler"], "blue");
  EXPECT_EQ(feudum["serf"], "red");
  EXPECT_FALSE(feudum.contains("realm"));
  EXPECT_TRUE(feudum["landscape"]["kind"].is_null());
  EXPECT_EQ(feudum["landscape"]["resources"], 2);
  const json& town = move["locations"][1];
  EXPECT_FALSE(town.contains("guild"));
  EXPECT_EQ(town["realm"], "eastern");
  EXPECT_TRUE(town["ruler"].is_null());
  EXPECT_FALSE(town.contains("landscape"));
}

TEST(AppForms, FeudumFormsThatMakeNoBoardAreRefusedInWords) {
  json form = feudum_form();
  form["players"][1]["colour"] = "blue";
  try {
    app::feudum_score_move(form);
    ADD_FAILURE() << "two players on one colour";
  } catch (const app::FormError& e) {
    EXPECT_STREQ(e.what(), "Ana and Bruno both play blue");
  }
  form = feudum_form();
  form["guilds"]["farmer"] = {"", "Ana"};
  try {
    app::feudum_score_move(form);
    ADD_FAILURE() << "a journeyman under an empty master space";
  } catch (const app::FormError& e) {
    EXPECT_STREQ(e.what(), "The farmer guild track: Ana is journeyman, but the space above is empty");
  }
  form = feudum_form();
  form["locations"][0]["serf"] = "Carla";
  EXPECT_THROW(app::feudum_score_move(form), app::FormError);
}

#ifdef SCRIPTORIUM_WITH_FEUDUM
// The move as the engine scores the dawn of II. Ana (blue): farmers journeyman 3, she rules a
// feudum in the forest (1 active region: 1), one military disc covers space 1 (no disloyalty):
// 4 + 3 + 1 = 8. Bruno (red): farmers master 5; the serf's landscape holds 2 resources: 4; the
// forest is active for him too: 1. 0 + 5 + 4 + 1 = 10.
TEST(AppForms, FeudumScoreMoveIsScoredByTheEngine) {
  const auto verdict = check("feudum", app::feudum_score_move(feudum_form()), {"Ana", "Bruno"});
  ASSERT_TRUE(verdict.violations.empty()) << verdict.summary;
  ASSERT_EQ(verdict.result["players"].size(), 2u);
  EXPECT_EQ(verdict.result["players"][0]["name"], "Ana");
  EXPECT_EQ(verdict.result["players"][0]["total"], 8);
  EXPECT_EQ(verdict.result["players"][1]["total"], 10);
  EXPECT_EQ(verdict.result["final"], false);
}
#endif

// The screen starts from the newest standing Feudum scoring: the next epoch, its colours, totals,
// military discs, tracks and map, the colours written back as names.
TEST(AppForms, FeudumDefaultsComeFromTheLastScoring) {
  const std::vector<std::string> players{"Ana", "Bruno", "Carla"};
  json fresh = app::feudum_form_defaults(players, {});
  EXPECT_EQ(fresh["epoch"], 2);
  EXPECT_EQ(fresh["players"][2], json::parse(R"({"name": "Carla", "colour": "red", "vp": 0, "military_discs": 0})"));
  EXPECT_TRUE(fresh["locations"].empty());

  scriptorium::session::EffectiveEvent scored;
  scored.record.kind = scriptorium::store::EventKind::move;
  json move = app::feudum_score_move(feudum_form());
  move["epoch"] = 3;
  scored.payload = {{"move", move},
                    {"result", {{"type", "score"}, {"players", {{{"name", "Ana"}, {"total", 8}}, {{"name", "Bruno"}, {"total", 10}}}}}}};
  const json d = app::feudum_form_defaults({"Ana", "Bruno"}, {scored});
  EXPECT_EQ(d["epoch"], 4);
  EXPECT_EQ(d["players"][0], json::parse(R"({"name": "Ana", "colour": "blue", "vp": 8, "military_discs": 1})"));
  EXPECT_EQ(d["players"][1], json::parse(R"({"name": "Bruno", "colour": "red", "vp": 10, "military_discs": 0})"));
  EXPECT_EQ(d["guilds"]["farmer"], json::parse(R"(["Bruno", "Ana"])"));
  EXPECT_EQ(d["locations"][0]["ruler"], "Ana");
  EXPECT_EQ(d["locations"][0]["serf"], "Bruno");
  EXPECT_EQ(d["locations"][0]["landscape"], "unknown");
  EXPECT_EQ(d["locations"][1]["realm"], "eastern");
  EXPECT_EQ(d["locations"][1]["ruler"], "");
  // The form made of these defaults gives the same board back.
  json again = d;
  again["players"][0]["epic_voyage"] = 0;
  again["players"][1]["epic_voyage"] = 7;
  again["players"][1]["charters"] = {"wine_barrel"};
  json rebuilt = app::feudum_score_move(again);
  EXPECT_EQ(rebuilt["locations"], move["locations"]);
  EXPECT_EQ(rebuilt["guilds"], move["guilds"]);
}
