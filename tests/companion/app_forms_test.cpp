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
