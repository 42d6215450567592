// Turn legality beyond the DI vectors: decrees, expansions, the solo die block, wild workers.
#include <gtest/gtest.h>

#include "tests/engine/discordia/helpers.hpp"

namespace scriptorium::discordia {
namespace {

using json = nlohmann::json;
using namespace test;

json state_json() {
  // Two commercial towers on two Ports: decree D14 ("2 towers") is met, D03 ("3 towers") is not.
  return {{"city", {{"plots", {plot("port"), plot("port"), plot("field", tile("farm", 2, {space({"yellow"})}))}},
                    {"commercial_towers", {{{"die_value", 5}, {"exchange", 3}}, {{"die_value", 6}, {"exchange", 4}}}},
                    {"visible_symbols", 4}, {"aqueduct", 0}}},
          {"workers", {{"yellow", 2}, {"blue", 1}}},
          {"season", 3},
          {"dice", {{"blue", 1}, {"red", 2}, {"yellow", 4}}},
          {"decree_slots_free", 1},
          {"decree_display", {"D03", "D14"}},
          {"expansion_display", {{"field", 1}, {"progress", 1}}},
          {"expansions_acquired", 3},
          {"bag", 30},
          {"star_cult", 4}};
}

TurnCheck run(const json& state, const json& turn, const core::Settings& s = default_settings()) {
  return check_turn(state_from(state), core::JsonCursor(turn), shipped_data(), s);
}

TEST(DiscordiaTurn, DecreeWhoseConditionHolds) {
  const auto r = run(state_json(), {{"die", "yellow"}, {"secondary", {{{"action", "complete_decree"}, {"decree", "D14"}}}}});
  EXPECT_TRUE(r.violations.empty()) << r.violations.to_json();
  EXPECT_EQ(r.after.decree_slots_free, 0);
  const json a = legal_actions(state_from(state_json()), DieChoice{DieColor::Yellow, {}, std::nullopt}, shipped_data(), default_settings());
  bool listed = false;
  for (const auto& s : a["secondary"]) {
    if (s["action"] == "complete_decree") listed = s["decrees"] == json::array({"D14"});
  }
  EXPECT_TRUE(listed);
}

TEST(DiscordiaTurn, DecreeViolations) {
  EXPECT_TRUE(run(state_json(), {{"die", "yellow"}, {"secondary", {{{"action", "complete_decree"}, {"decree", "D03"}}}}})
                  .violations.contains_rule("decree_condition"));
  EXPECT_TRUE(run(state_json(), {{"die", "yellow"}, {"secondary", {{{"action", "complete_decree"}, {"decree", "D01"}}}}})
                  .violations.contains_rule("decree_unavailable"));
  const auto twice = run(state_json(), {{"die", "yellow"},
                                        {"secondary", {{{"action", "complete_decree"}, {"decree", "D14"}},
                                                       {{"action", "complete_decree"}, {"decree", "D14"}}}}});
  EXPECT_TRUE(twice.violations.contains_rule("decree_twice"));
  json no_slot = state_json();
  no_slot["decree_slots_free"] = 0;
  EXPECT_TRUE(run(no_slot, {{"die", "yellow"}, {"secondary", {{{"action", "complete_decree"}, {"decree", "D14"}}}}})
                  .violations.contains_rule("no_decree_slot"));
}

TEST(DiscordiaTurn, FourthExpansionEarnsAPrivilege) {
  // Yellow 4 = column 4, tile IV: expansions field or progress.
  const auto r = run(state_json(), {{"die", "yellow"}, {"main", {{"action", "take_expansion"}, {"kind", "field"}}}});
  ASSERT_TRUE(r.violations.empty()) << r.violations.to_json();
  EXPECT_EQ(r.after.city.plots.size(), 4u);
  EXPECT_EQ(r.after.city.plots.back().kind, PlotKind::Field);
  EXPECT_EQ(r.events[0]["privileges"], 1);
  EXPECT_TRUE(run(state_json(), {{"die", "yellow"}, {"main", {{"action", "take_expansion"}, {"kind", "port"}}}})
                  .violations.contains_rule("expansion_not_offered"));
}

TEST(DiscordiaTurn, SoloBlockedDie) {
  json s = state_json();
  s["blocked_die"] = "yellow";
  EXPECT_TRUE(run(s, {{"die", "yellow"}}).violations.contains_rule("die_blocked"));
  EXPECT_TRUE(run(s, {{"die", "blue"}}).violations.empty());
}

TEST(DiscordiaTurn, WildPrivilegePaysAColouredIcon) {
  // The yellow die shows 2, the Farm's value: additional workers; its icon is yellow.
  json s = state_json();
  s["dice"]["yellow"] = 2;
  s["workers"] = {{"blue", 1}};
  const json turn = {{"die", "yellow"},
                     {"secondary", {{{"action", "additional_workers"}, {"placements", {{{"plot", 2}, {"workers", {"blue"}}}}}}}}};
  EXPECT_TRUE(run(s, turn).violations.contains_rule("colour_mismatch"));
  s["wild_privileges"] = {"blue"};
  EXPECT_TRUE(run(s, turn).violations.empty());
}

TEST(DiscordiaTurn, TakeStarsTakesWhatTheCultHas) {
  json s = state_json();
  s["star_cult"] = 1;
  const auto r = run(s, {{"die", "yellow"}, {"main", {{"action", "take_stars"}, {"count", 2}}}});
  EXPECT_TRUE(r.violations.contains_rule("star_cult_empty"));
  const auto ok = run(s, {{"die", "yellow"}, {"main", {{"action", "take_stars"}, {"count", 1}}}});
  EXPECT_TRUE(ok.violations.empty());
  EXPECT_EQ(ok.after.stars, 1);
}

TEST(DiscordiaTurn, DieValueGivenWithTheChoice) {
  json s = state_json();
  s.erase("dice");
  s["active_modifiers"] = 1;
  const auto state = state_from(s);
  const json with_value = {{"die", {{"color", "red"}, {"value", 6}}}, {"modifiers", {-1}}};
  const json a = legal_actions(state, parse_die_choice(core::JsonCursor(with_value), state), shipped_data(), default_settings());
  EXPECT_EQ(a["face"], 6);
  EXPECT_EQ(a["effective_value"], 5);
  const json without = {{"die", "red"}};
  try {
    parse_die_choice(core::JsonCursor(without), state);
    ADD_FAILURE();
  } catch (const core::InputError& e) {
    EXPECT_EQ(e.where(), "/die");
  }
}

TEST(DiscordiaTurn, StateInvariantsAreBadInput) {
  json s = state_json();
  s["city"]["reserve"] = 7;  // the colours add up to 3
  EXPECT_THROW(state_from(s), core::InputError);
  json row = state_json();
  row["display"] = json::array({json::array({nullptr})});
  try {
    state_from(row);
    ADD_FAILURE();
  } catch (const core::InputError& e) {
    EXPECT_EQ(e.where(), "/display/0");
  }
  json colour = state_json();
  colour["workers"] = {{"green", 1}};
  EXPECT_THROW(state_from(colour), core::InputError);
}

}  // namespace
}  // namespace scriptorium::discordia
