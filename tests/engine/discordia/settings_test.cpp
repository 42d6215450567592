// Every ASSUMPTION setting of rules/discordia.md: the spec default, and a test for each value.
#include <gtest/gtest.h>

#include "engine/discordia/game.hpp"
#include "engine/discordia/year_end.hpp"
#include "tests/engine/discordia/helpers.hpp"

namespace scriptorium::discordia {
namespace {

using json = nlohmann::json;
using namespace test;

json base_state(json city, json workers, int blue, int red, int yellow) {
  return {{"city", std::move(city)}, {"workers", std::move(workers)}, {"season", 1},
          {"dice", {{"blue", blue}, {"red", red}, {"yellow", yellow}}}, {"bag", 40}, {"star_cult", 10}};
}

TEST(DiscordiaSettings, DefaultsAreTheSpecReadings) {
  const auto s = default_settings();
  EXPECT_TRUE(s.get_bool(kModifierWrap));
  EXPECT_EQ(s.get_string(kPlaceWorkersScope), "each_tile");
  EXPECT_TRUE(s.get_bool(kMilitaryTowersAsBarracks));
  EXPECT_TRUE(s.get_bool(kCountPermanentStrength));
  EXPECT_EQ(s.get_string(kYearEndOrder), "per_player");
  EXPECT_TRUE(s.get_bool(kDecreeAtYearEnd));
  EXPECT_EQ(s.get_string(kPrivilegeExpansionCount), "all_tiles");
  EXPECT_EQ(s.get_string(kAllWildRule), "any_two");
  EXPECT_TRUE(s.get_bool(kExtraWorkersAnyDie));
  EXPECT_EQ(s.get_string(kShipWithoutMarket), "discard");
  EXPECT_EQ(s.get_string(kCoveredTowerWorkers), "reserve");
  EXPECT_EQ(s.get_string(kFinalTie), "shared");
  EXPECT_EQ(s.get_string(kDisplayRefillOrder), "row_by_row");
  EXPECT_TRUE(s.get_bool(kUnusableBonusLost));
  EXPECT_EQ(s.get_string(kJanusOrder), "die_first");
  EXPECT_EQ(display_count(s, kDecreesInDisplay, 3), 7);
  EXPECT_EQ(display_count(s, kPrivilegesInDisplay, 4), 10);
}

TEST(DiscordiaSettings, RulesFileOverridesAndRejectsUnknownValues) {
  const json overrides = {{"place_workers_scope", "ONE-TILE"}, {"modifier_wrap", false}};
  const auto s = core::Settings::from_json(settings_schema(), core::JsonCursor(overrides));
  EXPECT_EQ(s.get_string(kPlaceWorkersScope), "one_tile");
  EXPECT_FALSE(s.get_bool(kModifierWrap));
  const json bad = {{"year_end_order", "random"}};
  EXPECT_THROW(core::Settings::from_json(settings_schema(), core::JsonCursor(bad)), core::InputError);
}

TEST(DiscordiaSettings, ModifierWrap) {
  EXPECT_EQ(effective_value(1, {-1}, settings_with(kModifierWrap, true)), 6);
  EXPECT_EQ(effective_value(6, {1, 1}, settings_with(kModifierWrap, true)), 2);
  EXPECT_EQ(effective_value(1, {-1}, settings_with(kModifierWrap, false)), std::nullopt);
  EXPECT_EQ(effective_value(5, {1}, settings_with(kModifierWrap, false)), 6);
}

// Two Farms on column 4's action tile IV (Place workers on farms).
json two_farms_turn(int placements) {
  json list = json::array();
  for (int i = 0; i < placements; ++i) list.push_back({{"plot", i}, {"workers", {"yellow"}}});
  return {{"die", "yellow"}, {"main", {{"action", "place_workers"}, {"placements", list}}}};
}

TEST(DiscordiaSettings, PlaceWorkersScope) {
  const json city = {{"plots", {plot("field", tile("farm", 1, {space({"yellow"})})), plot("field", tile("farm", 2, {space({"yellow"})}))}},
                     {"visible_symbols", 0}, {"aqueduct", 0}};
  const auto state = state_from(base_state(city, {{"yellow", 4}}, 1, 1, 4));
  const auto data = shipped_data();
  const json turn = two_farms_turn(2);
  EXPECT_TRUE(check_turn(state, core::JsonCursor(turn), data, settings_with(kPlaceWorkersScope, "each_tile")).violations.empty());
  EXPECT_TRUE(check_turn(state, core::JsonCursor(turn), data, settings_with(kPlaceWorkersScope, "one_tile"))
                  .violations.contains_rule("one_tile_scope"));
  const json one = two_farms_turn(1);
  EXPECT_TRUE(check_turn(state, core::JsonCursor(one), data, settings_with(kPlaceWorkersScope, "one_tile")).violations.empty());
}

TEST(DiscordiaSettings, MilitaryTowersAsBarracks) {
  // Column 2 = action tile II: Place workers on Barracks. The city has only a military tower.
  const json city = {{"plots", {plot("port")}}, {"military_towers", {{{"die_value", 6}, {"spaces", {space({"red"})}}}}},
                     {"visible_symbols", 0}, {"aqueduct", 0}};
  const auto state = state_from(base_state(city, {{"red", 3}}, 1, 2, 3));
  auto has_place = [&](bool on) {
    const json a = legal_actions(state, DieChoice{DieColor::Red, {}, std::nullopt}, shipped_data(), settings_with(kMilitaryTowersAsBarracks, on));
    for (const auto& m : a["main"]) {
      if (m["action"] == "place_workers") return m["tiles"][0].contains("tower");
    }
    return false;
  };
  EXPECT_TRUE(has_place(true));
  EXPECT_FALSE(has_place(false));
}

TEST(DiscordiaSettings, CountPermanentStrength) {
  const City c = city_json({{"plots", {plot("port")}},
                            {"military_towers", {{{"die_value", 1}, {"spaces", {space({"red"}, {"red"})}}, {"permanent_strength", 1}}}},
                            {"visible_symbols", 0}, {"aqueduct", 0}});
  EXPECT_EQ(strength(c, settings_with(kCountPermanentStrength, true)), 2);
  EXPECT_EQ(strength(c, settings_with(kCountPermanentStrength, false)), 1);
}

TEST(DiscordiaSettings, YearEndOrder) {
  // Player 0 reaches 0 in scarcity; per_player stops before player 1's incursion, per_event after it.
  const json empty_city = {{"plots", json::array()}, {"visible_symbols", 0}, {"aqueduct", 3}};
  auto run = [&](const char* order) {
    std::vector<PlayerState> players(2);
    players[0].city = city_json(empty_city);
    players[0].reserve = 2;
    players[1].city = city_json(empty_city);
    players[1].reserve = 9;
    Supply supply{50, 10, 0};
    return year_end(players, 0, supply, german(GermanPile::Left, 0, {}), german(GermanPile::Right, 0, {}),
                    settings_with(kYearEndOrder, order));
  };
  const auto per_player = run("per_player");
  EXPECT_EQ(per_player.winner, 0);
  EXPECT_FALSE(per_player.players[1].resolved_incursion);
  const auto per_event = run("per_event");
  EXPECT_EQ(per_event.winner, 0);
  EXPECT_TRUE(per_event.players[1].resolved_incursion);
  EXPECT_FALSE(per_event.players[1].resolved_scarcity);
}

TEST(DiscordiaSettings, DecreeAtYearEnd) {
  // A decree "2 towers" met; its slot covers a symbol: V 3 -> 2, and its bonus returns 2 workers.
  DecreeDef decree;
  decree.condition = DecreeCondition::Towers;
  decree.count = 2;
  decree.bonus = {EffectKind::ReturnWorkers, 2, {}};
  const json city = {{"plots", {plot("port"), plot("port")}},
                     {"commercial_towers", {{{"die_value", 1}, {"exchange", 3}}, {{"die_value", 2}, {"exchange", 4}}}},
                     {"visible_symbols", 3}, {"aqueduct", 0}};
  auto run = [&](bool on) {
    std::vector<PlayerState> players(1);
    players[0].city = city_json(city);
    players[0].reserve = 10;
    players[0].year_end_decree = decree;
    Supply supply{50, 10, 0};
    auto r = year_end(players, 0, supply, german(GermanPile::Left, 0, {}), german(GermanPile::Right, 0, {}),
                      settings_with(kDecreeAtYearEnd, on));
    return std::make_pair(r, players[0].reserve);
  };
  const auto [with, reserve_with] = run(true);
  EXPECT_TRUE(with.players[0].decree_completed);
  EXPECT_EQ(with.players[0].scarcity.symbols, 2);
  EXPECT_EQ(reserve_with, 10 - 2 + 2);  // bonus returns 2, scarcity S = 2 draws 2
  const auto [without, reserve_without] = run(false);
  EXPECT_FALSE(without.players[0].decree_completed);
  EXPECT_EQ(without.players[0].scarcity.symbols, 3);
  EXPECT_EQ(reserve_without, 13);
}

TEST(DiscordiaSettings, PrivilegeExpansionCount) {
  EXPECT_TRUE(counts_for_privilege(false, settings_with(kPrivilegeExpansionCount, "all_tiles")));
  EXPECT_FALSE(counts_for_privilege(false, settings_with(kPrivilegeExpansionCount, "city_tiles")));
  EXPECT_TRUE(counts_for_privilege(true, settings_with(kPrivilegeExpansionCount, "city_tiles")));
}

TEST(DiscordiaSettings, AllWildRule) {
  TurnPlayer p;
  p.wild_privileges = {WorkerColor::Yellow, WorkerColor::Red};
  const auto any = wild_colours(p, settings_with(kAllWildRule, "any_two"));
  EXPECT_TRUE(any[static_cast<std::size_t>(WorkerColor::Blue)]);
  const auto identical = wild_colours(p, settings_with(kAllWildRule, "two_identical"));
  EXPECT_FALSE(identical[static_cast<std::size_t>(WorkerColor::Blue)]);
  EXPECT_TRUE(identical[static_cast<std::size_t>(WorkerColor::Red)]);
  p.wild_privileges = {WorkerColor::Yellow, WorkerColor::Yellow};
  EXPECT_TRUE(wild_colours(p, settings_with(kAllWildRule, "two_identical"))[static_cast<std::size_t>(WorkerColor::White)]);
}

TEST(DiscordiaSettings, ProgressExtraWorkersAnyDie) {
  const City c = city_json({{"plots", {plot("field", tile("farm", 3, {space({"yellow"})}))}}, {"visible_symbols", 0}, {"aqueduct", 0}});
  EXPECT_EQ(additional_worker_tiles(c, DieColor::Red, 3, true, settings_with(kExtraWorkersAnyDie, true)).size(), 1u);
  EXPECT_TRUE(additional_worker_tiles(c, DieColor::Red, 3, true, settings_with(kExtraWorkersAnyDie, false)).empty());
  EXPECT_TRUE(additional_worker_tiles(c, DieColor::Red, 3, false, settings_with(kExtraWorkersAnyDie, true)).empty());
}

TEST(DiscordiaSettings, ShipWithoutMarket) {
  auto run = [](const char* value) {
    TurnPlayer p;
    p.city = city_json({{"plots", {plot("port", tile("ship", 1, {space({"blue"}), space({"blue"})}))}}, {"visible_symbols", 0}, {"aqueduct", 0}});
    for (auto& s : p.city.plots[0].tile->spaces) s.placed = {WorkerColor::Blue};  // completed this turn
    int bag = 0;
    convert_ships(p, bag, settings_with(kShipWithoutMarket, value));
    EXPECT_EQ(bag, 2) << value;
    EXPECT_EQ(p.aqueduct_position, 1) << value;
    return p;
  };
  EXPECT_FALSE(run("discard").city.plots[0].tile.has_value());
  const TurnPlayer kept = run("keep_ship");
  ASSERT_TRUE(kept.city.plots[0].tile.has_value());
  EXPECT_EQ(kept.city.plots[0].tile->workers_on(), 0);
}

TEST(DiscordiaSettings, CoveredTowerWorkersTo) {
  auto run = [](const char* value, int& bag) {
    TurnPlayer p;
    p.city = city_json({{"plots", {plot("port")}},
                        {"military_towers", {{{"die_value", 1}, {"spaces", {space({"red", "gray"}, {"red", "white"}), space({"red"})}}}}},
                        {"visible_symbols", 0}, {"aqueduct", 0}});
    WorkTile fresh;
    fresh.die_value = 4;
    fresh.spaces = {WorkSpace{{IconColor::Red}, {}}};
    EXPECT_EQ(build_military_tower(p, fresh, 0, bag, settings_with(kCoveredTowerWorkers, value)), 2);
    return p;
  };
  int bag = 10;
  const TurnPlayer to_reserve = run("reserve", bag);
  EXPECT_EQ(to_reserve.total(), 2);
  EXPECT_EQ(bag, 10);
  const TurnPlayer to_bag = run("bag", bag);
  EXPECT_EQ(to_bag.total(), 0);
  EXPECT_EQ(bag, 12);
}

TEST(DiscordiaSettings, FinalTie) {
  EXPECT_EQ(final_winners({3, 3}, {5, 5}, settings_with(kFinalTie, "shared")), (std::vector<int>{0, 1}));
  EXPECT_TRUE(final_winners({3, 3}, {5, 5}, settings_with(kFinalTie, "none")).empty());
  EXPECT_EQ(final_winners({3, 4}, {5, 0}, settings_with(kFinalTie, "none")), (std::vector<int>{0}));
}

TEST(DiscordiaSettings, DisplayRefillOrder) {
  auto run = [](const char* order) {
    Display d(2);
    d[0][1] = "x";
    std::vector<std::string> pile{"a", "b", "c"};
    refill_display(d, pile, settings_with(kDisplayRefillOrder, order));
    return d;
  };
  const Display rows = run("row_by_row");
  EXPECT_EQ(rows[0][0], "a");
  EXPECT_EQ(rows[0][2], "b");
  EXPECT_EQ(rows[0][3], "c");
  const Display cols = run("column_by_column");
  EXPECT_EQ(cols[0][0], "a");
  EXPECT_EQ(cols[1][0], "b");
  EXPECT_EQ(cols[1][1], "c");
}

TEST(DiscordiaSettings, UnusableBonusLost) {
  for (bool lost : {true, false}) {
    PlayerState p;
    Supply supply{10, 0, 0};
    const auto r = apply_effect({EffectKind::GainTower, 1, {}}, p, supply, settings_with(kUnusableBonusLost, lost));
    EXPECT_FALSE(r.applied);
    EXPECT_EQ(p.pending_bonuses, lost ? 0 : 1);
  }
}

TEST(DiscordiaSettings, JanusOrder) {
  SoloSupply s;
  s.display.resize(2);
  s.display[1][2] = "t";
  s.towers = {"T1"};
  const JanusTile tile{DieColor::Blue, JanusComponent::Tower, false};
  SoloSupply a = s;
  const auto die_first = resolve_janus(tile, {3, 1, 1}, a, settings_with(kJanusOrder, "die_first"));
  ASSERT_EQ(die_first.steps.size(), 3u);
  EXPECT_EQ(die_first.steps[2], "remove tower T1");
  SoloSupply b = s;
  const auto component_first = resolve_janus(tile, {3, 1, 1}, b, settings_with(kJanusOrder, "component_first"));
  EXPECT_EQ(component_first.steps[0], "remove tower T1");
  EXPECT_EQ(component_first.removed_display_tile, "t");
}

TEST(DiscordiaSettings, DisplayCountsPerPlayerCount) {
  const auto defaults = default_settings();
  EXPECT_EQ(setup_quantities(1, defaults).decrees, 5);
  EXPECT_EQ(setup_quantities(2, defaults).privileges, 5);
  EXPECT_EQ(setup_quantities(4, defaults).decrees, 10);
  const auto changed = settings_with(kDecreesInDisplay, json::array({4, 6, 8, 9}));
  EXPECT_EQ(setup_quantities(3, changed).decrees, 8);
  const auto privileges = settings_with(kPrivilegesInDisplay, json::array({1, 2, 3, 4}));
  EXPECT_EQ(setup_quantities(4, privileges).privileges, 4);
  const auto broken = settings_with(kDecreesInDisplay, json::array({4, 6}));
  EXPECT_THROW(setup_quantities(3, broken), core::InputError);
}

}  // namespace
}  // namespace scriptorium::discordia

namespace scriptorium::discordia {
namespace {

// Flow pieces outside the DI vectors (§2, §4.4, §4.6, §4.10).
TEST(DiscordiaFlow, FirstTilesGoCounterClockwiseStartPlayerLast) {
  EXPECT_EQ(first_tile_order(4, 1), (std::vector<int>{0, 3, 2, 1}));
  EXPECT_EQ(first_tile_order(1, 0), (std::vector<int>{0}));
}

TEST(DiscordiaFlow, BagIsWhatTheTableDoesNotHold) {
  EXPECT_EQ(bag_count({15, 15, 15}, {0, 0, 0}), 95);
  EXPECT_EQ(bag_count({10, 3}, {7, 5}), 115);
  EXPECT_THROW(bag_count({100}, {41}), std::invalid_argument);
}

TEST(DiscordiaFlow, NewYearShiftsTheDisplayAndFlipsTheNextGermanTile) {
  Display d(3);
  d[0][0] = "a0";
  d[1][0] = "b0";
  d[1][3] = "b3";
  d[2][5] = "c5";
  std::vector<std::string> pile{"n1", "n2", "n3"};
  std::vector<std::string> left{"A2", "C1"};
  const auto y = new_year({4, 9, 9}, 0, {1, 2, 1}, left, d, pile, default_settings());
  EXPECT_EQ(y.removed_display, (std::vector<std::string>{"a0"}));
  EXPECT_EQ(d[0][0], "b0");  // moved up one row
  EXPECT_EQ(d[0][3], "b3");
  EXPECT_EQ(d[1][5], "c5");
  EXPECT_EQ(d[0][1], "n1");  // gaps refilled row by row, left to right
  EXPECT_EQ(d[0][2], "n2");
  EXPECT_EQ(d[0][4], "n3");
  EXPECT_FALSE(d[2][0].has_value());  // the pile ran out
  EXPECT_EQ(y.face_left, "A2");
  EXPECT_EQ(left, (std::vector<std::string>{"C1"}));
  EXPECT_EQ(y.start_player, 1);  // tie 9/9: walk from seat 1
  EXPECT_EQ(y.season, 1);
  EXPECT_EQ(y.active_modifiers, (std::vector<int>{1, 2, 1}));
}

TEST(DiscordiaFlow, SoloSetupAndGoal) {
  const auto q = setup_quantities(1, default_settings());
  EXPECT_EQ(q.display_rows, 2);
  EXPECT_EQ(q.star_cult_initial, 16);
  EXPECT_EQ(q.star_cult_after_setup, 10);
  EXPECT_TRUE(solo_won(0));
  EXPECT_FALSE(solo_won(1));
}

TEST(DiscordiaFlow, JanusReshuffleTileRemovesAStar) {
  SoloSupply s;
  s.display.resize(2);
  s.star_cult = 5;
  const auto r = resolve_janus({std::nullopt, JanusComponent::None, true}, {1, 2, 3}, s, default_settings());
  EXPECT_TRUE(r.reshuffle_after_turn);
  EXPECT_EQ(s.star_cult, 4);
  EXPECT_EQ(r.available_dice.size(), 3u);
}

TEST(DiscordiaFlow, FinalRankingFewestReserveWins) {
  EXPECT_EQ(final_winners({5, 2, 4}, {0, 9, 0}, default_settings()), (std::vector<int>{1}));
}

}  // namespace
}  // namespace scriptorium::discordia
