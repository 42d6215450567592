// The test vectors DI-1..DI-28 of rules/discordia.md §5, one TEST each. Expected values come from
// the spec text (or hand arithmetic written next to them).
#include <gtest/gtest.h>

#include "engine/discordia/game.hpp"
#include "engine/discordia/year_end.hpp"
#include "tests/engine/discordia/helpers.hpp"

namespace scriptorium::discordia {
namespace {

using json = nlohmann::json;
using namespace test;

// A turn state around one city; reserve by colour, dice faces blue/red/yellow.
json turn_state(json city, json workers, int blue, int red, int yellow, int season = 1) {
  return {{"city", std::move(city)}, {"workers", std::move(workers)}, {"season", season},
          {"dice", {{"blue", blue}, {"red", red}, {"yellow", yellow}}}, {"bag", 40}, {"star_cult", 10}};
}

TEST(DiscordiaVectors, DI_1_ScarcitySeedExampleDrawsNine) {
  // V = 8, E = 3 (three empty spaces), A = 2, bag >= 9: S = 11 - 2 = 9 (the OCR's "15" is a misprint).
  const City c = city_json({{"plots", {plot("port", tile("ship", 2, {space({"blue"})})),
                                       plot("field", tile("farm", 3, {space({"yellow"}), space({"yellow", "gray"})}))}},
                            {"visible_symbols", 8}, {"aqueduct", 2}, {"bag", 20}});
  const auto r = scarcity(c);
  EXPECT_EQ(r.symbols + r.empty_spaces, 11);
  EXPECT_EQ(r.scarcity, 9);
  EXPECT_EQ(r.draw, 9);
  EXPECT_EQ(r.returned, 0);
}

// DI-2/3 city: a military tower with a permanent strength icon (its own space empty) and a
// Barracks needing 4 workers, 3 placed.
json di2_city(bool barracks_complete) {
  json last = barracks_complete ? space({"gray"}, {"yellow"}) : space({"gray"});
  return {{"plots", {plot("port"), plot("fortress", tile("barracks", 2, {space({"red", "red", "gray"}, {"red", "red", "red"}), last}))}},
          {"military_towers", {{{"die_value", 4}, {"spaces", {space({"red"})}}, {"permanent_strength", 1}}}},
          {"visible_symbols", 0}, {"aqueduct", 0}};
}

TEST(DiscordiaVectors, DI_2_IncursionSeedExampleDamageLosesAStar) {
  PlayerState p;
  p.city = city_json(di2_city(false));
  p.stars = 3;
  Supply supply{40, 10, 2};
  const auto r = incursion(p, supply, german(GermanPile::Left, 2, {EffectKind::LoseStars, 1, {}}),
                           german(GermanPile::Right, 1, {EffectKind::GainTower, 1, {}}), default_settings());
  EXPECT_EQ(r.german_strength, 3);
  EXPECT_EQ(r.strength, 1);  // tower 1 + incomplete Barracks 0
  EXPECT_EQ(r.outcome, IncursionOutcome::Damage);
  EXPECT_TRUE(r.effect.applied);
  EXPECT_EQ(p.stars, 2);
  EXPECT_EQ(supply.star_cult, 11);  // the star goes back to the star cult
}

TEST(DiscordiaVectors, DI_3_IncursionBarracksCompletedEarnsTheReward) {
  PlayerState p;
  p.city = city_json(di2_city(true));
  Supply supply{40, 10, 2};
  const auto r = incursion(p, supply, german(GermanPile::Left, 2, {EffectKind::LoseStars, 1, {}}),
                           german(GermanPile::Right, 1, {EffectKind::GainTower, 1, {}}), default_settings());
  EXPECT_EQ(r.strength, 5);  // 4 workers on the complete Barracks (one yellow) + tower 1
  EXPECT_EQ(r.outcome, IncursionOutcome::Reward);
  EXPECT_EQ(p.towers_gained, 1);
  EXPECT_EQ(supply.towers_in_display, 1);
}

TEST(DiscordiaVectors, DI_4_EqualStrengthFavoursThePlayer) {
  PlayerState p;
  p.city = city_json({{"plots", {plot("fortress", tile("barracks", 1, {space({"red", "red"}, {"red", "red"}),
                                                                       space({"red", "gray"}, {"red", "white"})}))}},
                      {"visible_symbols", 0}, {"aqueduct", 0}});
  Supply supply{40, 10, 2};
  const auto r = incursion(p, supply, german(GermanPile::Left, 2, {EffectKind::LoseStars, 1, {}}),
                           german(GermanPile::Right, 2, {EffectKind::GainTower, 1, {}}), default_settings());
  EXPECT_EQ(r.strength, 4);
  EXPECT_EQ(r.german_strength, 4);
  EXPECT_EQ(r.outcome, IncursionOutcome::Reward);
}

TEST(DiscordiaVectors, DI_5_DamageWithoutTheGoodsHasNoEffect) {
  PlayerState p;
  p.city = city_json({{"plots", json::array()}, {"visible_symbols", 0}, {"aqueduct", 0}});
  p.stars = 0;
  p.reserve = 7;
  Supply supply{40, 10, 2};
  const auto r = incursion(p, supply, german(GermanPile::Left, 2, {EffectKind::LoseStars, 1, {}}),
                           german(GermanPile::Right, 1, {EffectKind::GainTower, 1, {}}), default_settings());
  EXPECT_EQ(r.strength, 0);
  EXPECT_EQ(r.outcome, IncursionOutcome::Damage);
  EXPECT_FALSE(r.effect.applied);
  EXPECT_EQ(p.stars, 0);
  EXPECT_EQ(p.reserve, 7);
  EXPECT_EQ(supply.star_cult, 10);
  EXPECT_EQ(supply.bag, 40);
}

TEST(DiscordiaVectors, DI_6_AdditionalWorkersNeedValueAndColour) {
  // Plots: 0 Barracks (red 1), 1 Stall (grey 1), 2 Farm (yellow 1), 3 Ship (blue 2).
  const City c = city_json({{"plots", {plot("fortress", tile("barracks", 1, {space({"red"})})),
                                       plot("market", tile("stall", 1, {space({"white"})})),
                                       plot("field", tile("farm", 1, {space({"yellow"})})),
                                       plot("port", tile("ship", 2, {space({"blue"})}))}},
                            {"visible_symbols", 0}, {"aqueduct", 0}});
  const auto s = default_settings();
  auto plots = [&](DieColor colour, int value) {
    std::vector<int> out;
    for (const auto& r : additional_worker_tiles(c, colour, value, false, s)) out.push_back(r.index);
    return out;
  };
  EXPECT_EQ(plots(DieColor::Red, 1), (std::vector<int>{0, 1}));
  EXPECT_EQ(plots(DieColor::Blue, 1), (std::vector<int>{1}));
  EXPECT_EQ(plots(DieColor::Yellow, 1), (std::vector<int>{1, 2}));
  EXPECT_TRUE(plots(DieColor::Red, 2).empty());
}

TEST(DiscordiaVectors, DI_7_CommercialTowerExchangesThreeNetZero) {
  // Tower value 1, exchange 3; die value 1 of any colour (here yellow).
  const json city = {{"plots", {plot("port")}}, {"commercial_towers", {{{"die_value", 1}, {"exchange", 3}}}},
                     {"visible_symbols", 0}, {"aqueduct", 0}};
  json doc = turn_state(city, {{"blue", 4}, {"red", 3}, {"white", 2}, {"yellow", 1}}, 5, 5, 1);
  const auto state = state_from(doc);
  const json actions = legal_actions(state, DieChoice{DieColor::Yellow, {}, std::nullopt}, shipped_data(), default_settings());
  bool found = false;
  for (const auto& a : actions["secondary"]) {
    if (a["action"] == "commercial_tower") {
      found = true;
      EXPECT_EQ(a["exchange"], 3);
    }
  }
  EXPECT_TRUE(found);
  // Draw 3 (reserve 13), return 3 (reserve 10): net 0; the OCR's "draw 2" contradicts "return the same number".
  PlayerState p;
  p.reserve = 10;
  Supply supply{3, 0, 0};
  const auto r = apply_effect({EffectKind::ExchangeWorkers, 3, {}}, p, supply, default_settings());
  EXPECT_EQ(r.amount, 3);
  EXPECT_EQ(p.reserve, 10);
  EXPECT_EQ(supply.bag, 3);
}

TEST(DiscordiaVectors, DI_8_NegativeScarcityReturnsWorkers) {
  // V = 1, E = 0, A = 4: S = -3; a complete Farm (2 workers) empties afterwards.
  PlayerState p;
  p.city = city_json({{"plots", {plot("field", tile("farm", 2, {space({"yellow", "gray"}, {"yellow", "red"})}))}},
                      {"visible_symbols", 1}, {"aqueduct", 4}});
  p.reserve = 5;
  Supply supply{10, 0, 0};
  const auto r = apply_scarcity(p, supply);
  EXPECT_EQ(r.scarcity, -3);
  EXPECT_EQ(r.returned, 3);
  EXPECT_EQ(p.reserve, 2);
  EXPECT_EQ(r.returned_from_complete_tiles, 2);
  EXPECT_EQ(supply.bag, 10 + 3 + 2);
  EXPECT_EQ(p.city.plots[0].tile->workers_on(), 0);
}

TEST(DiscordiaVectors, DI_9_NegativeScarcityToZeroWinsAtOnce) {
  const json empty_city = {{"plots", json::array()}, {"visible_symbols", 0}, {"aqueduct", 3}};
  std::vector<PlayerState> players(2);
  players[0].city = city_json(empty_city);
  players[0].reserve = 2;
  players[1].city = city_json(empty_city);
  players[1].reserve = 9;
  Supply supply{50, 10, 0};
  const auto none = german(GermanPile::Left, 0, {});
  const auto r = year_end(players, 0, supply, none, german(GermanPile::Right, 0, {}), default_settings());
  EXPECT_EQ(r.players[0].scarcity.scarcity, -3);
  EXPECT_EQ(r.players[0].scarcity.returned, 2);  // min(3, 2)
  EXPECT_EQ(players[0].reserve, 0);
  ASSERT_TRUE(r.winner.has_value());
  EXPECT_EQ(*r.winner, 0);
  EXPECT_FALSE(r.players[1].resolved_incursion);  // later players do not resolve
  EXPECT_EQ(players[1].reserve, 9);
}

TEST(DiscordiaVectors, DI_10_BagShortageDrawsWhatIsLeft) {
  PlayerState p;
  p.city = city_json({{"plots", json::array()}, {"visible_symbols", 7}, {"aqueduct", 0}});
  p.reserve = 3;
  Supply supply{4, 0, 0};
  const auto r = apply_scarcity(p, supply);
  EXPECT_EQ(r.scarcity, 7);
  EXPECT_EQ(r.draw, 4);
  EXPECT_EQ(supply.bag, 0);
  EXPECT_EQ(p.reserve, 7);
}

TEST(DiscordiaVectors, DI_11_CompleteTilesReturnTheirWorkers) {
  // Farm: 2 spaces, both filled, 3 workers; Stall: 3 spaces, 2 filled (2 workers); tower: 1 space, 2 workers.
  // V = 0, A = 1 and E = 1 (the Stall's third space) make S = 0, so the reserve does not move.
  PlayerState p;
  p.city = city_json(
      {{"plots", {plot("port"), plot("field", tile("farm", 2, {space({"yellow"}, {"yellow"}), space({"yellow", "gray"}, {"yellow", "blue"})})),
                  plot("market", tile("stall", 3, {space({"white"}, {"white"}), space({"gray"}, {"red"}), space({"white"})}))}},
       {"military_towers", {{{"die_value", 5}, {"spaces", {space({"red", "red"}, {"red", "red"})}}}}},
       {"visible_symbols", 0}, {"aqueduct", 1}});
  p.reserve = 6;
  Supply supply{20, 0, 0};
  const auto r = apply_scarcity(p, supply);
  EXPECT_EQ(r.scarcity, 0);
  EXPECT_EQ(r.returned_from_complete_tiles, 5);
  EXPECT_EQ(supply.bag, 25);
  EXPECT_EQ(p.reserve, 6);
  EXPECT_EQ(p.city.plots[2].tile->workers_on(), 2);  // the Stall keeps its workers
  EXPECT_EQ(p.city.plots[1].tile->workers_on(), 0);
  EXPECT_EQ(p.city.military_towers[0].workers_on(), 0);
}

TEST(DiscordiaVectors, DI_12_EmptySpacesCountSpacesNotWorkers) {
  const City c = city_json({{"plots", {plot("fortress", tile("barracks", 3, {space({"red", "red", "gray"}), space({"red"})}))}},
                            {"visible_symbols", 2}, {"aqueduct", 0}});
  const auto r = scarcity(c);
  EXPECT_EQ(r.empty_spaces, 2);  // not 4
  EXPECT_EQ(r.scarcity, 4);
}

TEST(DiscordiaVectors, DI_13_MaximusRotatesClockwise) {
  // Seats P1, P2, P3 = 0, 1, 2; start player P2.
  std::vector<int> maximus;
  for (int s = 1; s <= 5; ++s) maximus.push_back(maximus_for_season(3, 1, s));
  EXPECT_EQ(maximus, (std::vector<int>{1, 2, 0, 1, 2}));
  EXPECT_EQ(turn_order(3, 1, 3), (std::vector<int>{0, 1, 2}));
}

TEST(DiscordiaVectors, DI_14_DicePlacementAndMaximusTake) {
  const auto spaces = place_dice({3, 3, 6});
  ASSERT_EQ(spaces.size(), 2u);
  EXPECT_EQ(spaces.at(3), (std::vector<DieColor>{DieColor::Blue, DieColor::Red}));
  EXPECT_EQ(spaces.at(6), (std::vector<DieColor>{DieColor::Yellow}));
  json doc = turn_state({{"plots", json::array()}, {"visible_symbols", 0}, {"aqueduct", 0}}, {{"red", 5}}, 3, 3, 6);
  doc["maximus_die"] = "red";
  const auto state = state_from(doc);
  const auto s = default_settings();
  std::optional<int> v;
  EXPECT_TRUE(check_die_choice(state, DieChoice{DieColor::Red, {}, std::nullopt}, s, v).contains_rule("die_taken_by_maximus"));
  EXPECT_TRUE(check_die_choice(state, DieChoice{DieColor::Blue, {}, std::nullopt}, s, v).empty());
  EXPECT_EQ(v, 3);
  EXPECT_TRUE(check_die_choice(state, DieChoice{DieColor::Yellow, {}, std::nullopt}, s, v).empty());
  EXPECT_EQ(v, 6);
}

TEST(DiscordiaVectors, DI_15_SetupQuantitiesForThreePlayers) {
  const auto q = setup_quantities(3, default_settings());
  EXPECT_EQ(q.display_rows, 3);
  EXPECT_EQ(q.display_tiles, 18);
  EXPECT_EQ(q.display_after_first_tiles, 15);
  EXPECT_EQ(q.star_cult_initial, 36);
  EXPECT_EQ(q.star_cult_after_setup, 18);  // 36 - 3 x 6
  EXPECT_EQ(q.bag_after_setup, 95);        // 140 - 3 x 15
}

// DI-16/17 state: die values, modifiers, stars, boat on space 5.
json di16_state(int active_modifiers, int stars, int yellow_face = 4) {
  json doc = turn_state({{"plots", json::array()}, {"visible_symbols", 0}, {"aqueduct", 0}}, {{"red", 5}}, 2, 3, yellow_face, 5);
  doc["active_modifiers"] = active_modifiers;
  doc["stars"] = stars;
  return doc;
}

bool has_action(const json& list, const char* name) {
  for (const auto& a : list) {
    if (a["action"] == name) return true;
  }
  return false;
}

TEST(DiscordiaVectors, DI_16_ModifiersChangeTheEffectiveValue) {
  const auto data = shipped_data();
  const auto s = default_settings();
  const auto state = state_from(di16_state(2, 1));
  const json both = legal_actions(state, DieChoice{DieColor::Yellow, {1, 1}, std::nullopt}, data, s);
  EXPECT_EQ(both["effective_value"], 6);
  EXPECT_TRUE(has_action(both["main"], "progress"));
  EXPECT_FALSE(has_action(both["secondary"], "season_bonus"));
  const json one = legal_actions(state, DieChoice{DieColor::Yellow, {1}, std::nullopt}, data, s);
  EXPECT_EQ(one["effective_value"], 5);
  EXPECT_TRUE(has_action(one["secondary"], "season_bonus"));
  EXPECT_FALSE(has_action(one["main"], "progress"));
  json with5 = di16_state(2, 1);
  with5["progress_with_5"] = true;
  EXPECT_TRUE(has_action(legal_actions(state_from(with5), DieChoice{DieColor::Yellow, {1}, std::nullopt}, data, s)["main"], "progress"));
  // A modifier already used this year is grey: with one active, two uses are illegal.
  std::optional<int> v;
  EXPECT_TRUE(check_die_choice(state_from(di16_state(1, 1)), DieChoice{DieColor::Yellow, {1, 1}, std::nullopt}, s, v)
                  .contains_rule("modifier_not_available"));
  // modifier_wrap: die 1 with -1 gives 6.
  EXPECT_TRUE(check_die_choice(state_from(di16_state(1, 1, 1)), DieChoice{DieColor::Yellow, {-1}, std::nullopt}, s, v).empty());
  EXPECT_EQ(v, 6);
}

TEST(DiscordiaVectors, DI_17_ProgressNeedsAStar) {
  const auto data = shipped_data();
  const auto s = default_settings();
  EXPECT_FALSE(has_action(legal_actions(state_from(di16_state(0, 0, 6)), DieChoice{DieColor::Yellow, {}, std::nullopt}, data, s)["main"], "progress"));
  json doc = di16_state(0, 1, 6);
  doc["progress"] = {{"length", 6}, {"stars", 2}};
  const auto state = state_from(doc);
  EXPECT_TRUE(has_action(legal_actions(state, DieChoice{DieColor::Yellow, {}, std::nullopt}, data, s)["main"], "progress"));
  const json turn = {{"die", "yellow"}, {"main", {{"action", "progress"}}}};
  const auto r = check_turn(state, core::JsonCursor(turn), data, s);
  EXPECT_TRUE(r.violations.empty());
  EXPECT_EQ(r.after.stars, 0);
  EXPECT_EQ(r.after.progress_stars, 3);
  EXPECT_EQ(r.events[0]["space"], 2);  // the lowest empty space (0-based)
  const auto none = check_turn(state_from(di16_state(0, 0, 6)), core::JsonCursor(turn), data, s);
  EXPECT_TRUE(none.violations.contains_rule("no_star"));
}

TEST(DiscordiaVectors, DI_18_TilePlacementLeftmostOrCover) {
  // Plots: 0 Market [Stall], 1 Market (empty), 2 Field [Farm, 1 worker], 3 Field [Farm].
  const json city = {{"plots", {plot("market", tile("stall", 1, {space({"white"})})), plot("market"),
                                plot("field", tile("farm", 2, {space({"yellow"}, {"yellow"}), space({"yellow"})})),
                                plot("field", tile("farm", 5, {space({"yellow"})}))}},
                     {"visible_symbols", 0}, {"aqueduct", 0}};
  const City c = city_json(city);
  EXPECT_EQ(placement_plots(c, TileType::Stall).front(), 1);  // the second Market
  EXPECT_EQ(placement_plots(c, TileType::Farm), (std::vector<int>{2, 3}));  // only by covering
  // Take the Farm of column 4 (the yellow die shows 4; action tile IV offers take_city_tile) onto plot 2.
  json doc = turn_state(city, {{"red", 3}}, 1, 2, 4);
  doc["display"] = json::array({json::array({nullptr, nullptr, nullptr, tile("farm", 6, {space({"yellow"})}), nullptr, nullptr})});
  const json turn = {{"die", "yellow"}, {"main", {{"action", "take_city_tile"}, {"row", 0}, {"plot", 2}}}};
  const auto r = check_turn(state_from(doc), core::JsonCursor(turn), shipped_data(), default_settings());
  EXPECT_TRUE(r.violations.empty()) << r.violations.to_json();
  EXPECT_EQ(r.after.total(), 3 + 1);  // the covered Farm's worker goes to the reserve
  EXPECT_EQ(r.after.city.plots[2].tile->die_value, 6);
  const json bad = {{"die", "yellow"}, {"main", {{"action", "take_city_tile"}, {"row", 0}, {"plot", 1}}}};
  EXPECT_TRUE(check_turn(state_from(doc), core::JsonCursor(bad), shipped_data(), default_settings())
                  .violations.contains_rule("wrong_plot"));
}

TEST(DiscordiaVectors, DI_19_WorkerPaymentWithGreyAndWild) {
  WorkSpace sp{{IconColor::Red, IconColor::Grey}, {}};
  const std::array<bool, 4> none{};
  EXPECT_TRUE(can_pay(sp, {0, 1, 0, 2}, none));   // Red + Yellow
  EXPECT_FALSE(can_pay(sp, {0, 0, 0, 3}, none));  // Yellow only
  TurnPlayer p;
  p.wild_privileges = {WorkerColor::Yellow};
  EXPECT_TRUE(can_pay(sp, {0, 0, 0, 3}, wild_colours(p, default_settings())));  // Yellow, Yellow
}

TEST(DiscordiaVectors, DI_20_OnlyTheNextSpaceMayBeFilled) {
  // A Barracks with 3 empty spaces; red die 2 triggers additional workers on it.
  const json city = {{"plots", {plot("fortress", tile("barracks", 2, {space({"red"}), space({"red"}), space({"red"})}))}},
                     {"visible_symbols", 0}, {"aqueduct", 0}};
  const auto state = state_from(turn_state(city, {{"red", 5}}, 1, 2, 3));
  for (int k : {1, 2}) {
    const json turn = {{"die", "red"},
                       {"secondary", {{{"action", "additional_workers"}, {"placements", {{{"plot", 0}, {"space", k}, {"workers", {"red"}}}}}}}}};
    EXPECT_TRUE(check_turn(state, core::JsonCursor(turn), shipped_data(), default_settings())
                    .violations.contains_rule("not_next_space")) << k;
  }
  const json ok = {{"die", "red"},
                   {"secondary", {{{"action", "additional_workers"}, {"placements", {{{"plot", 0}, {"space", 0}, {"workers", {"red"}}}}}}}}};
  EXPECT_TRUE(check_turn(state, core::JsonCursor(ok), shipped_data(), default_settings()).violations.empty());
}

TEST(DiscordiaVectors, DI_21_ShipConversionAtEndOfTurn) {
  // Ship (blue 1) with 2 spaces, the first filled with 2 workers; one empty Market; aqueduct at 3.
  const json city = {{"plots", {plot("port", tile("ship", 1, {space({"blue", "gray"}, {"blue", "red"}), space({"blue"})})),
                                plot("market")}},
                     {"visible_symbols", 0}, {"aqueduct", 0}};
  json doc = turn_state(city, {{"blue", 2}}, 1, 4, 5);
  doc["aqueduct_position"] = 3;
  const json turn = {{"die", "blue"},
                     {"secondary", {{{"action", "additional_workers"}, {"placements", {{{"plot", 0}, {"workers", {"blue"}}}}}}}}};
  const auto r = check_turn(state_from(doc), core::JsonCursor(turn), shipped_data(), default_settings());
  ASSERT_TRUE(r.violations.empty()) << r.violations.to_json();
  EXPECT_EQ(r.bag_after, 40 + 3);
  EXPECT_FALSE(r.after.city.plots[0].tile.has_value());  // the Port is empty again
  ASSERT_TRUE(r.after.city.plots[1].tile.has_value());
  EXPECT_EQ(r.after.city.plots[1].tile->type, TileType::Stall);
  EXPECT_EQ(r.after.city.plots[1].tile->workers_on(), 0);
  EXPECT_EQ(r.after.aqueduct_position, 4);
}

TEST(DiscordiaVectors, DI_22_AqueductOverflowBecomesExchanges) {
  const auto m = advance_aqueduct(9, 3);
  EXPECT_EQ(m.position, 10);
  EXPECT_EQ(m.exchanges, 2);
  EXPECT_EQ(advance_aqueduct(10, 1).exchanges, 1);
  EXPECT_EQ(advance_aqueduct(3, 2).position, 5);
  EXPECT_EQ(advance_aqueduct(3, 2).exchanges, 0);
}

TEST(DiscordiaVectors, DI_23_StartPlayerAtNewYear) {
  EXPECT_EQ(new_start_player({12, 9, 12, 5}, 0), 2);  // tie P1/P3: walk from P2, P3 first
  EXPECT_EQ(new_start_player({12, 9, 8, 5}, 0), 0);   // P1 keeps it
}

TEST(DiscordiaVectors, DI_24_FinalRankingTieBreak) {
  EXPECT_EQ(final_winners({3, 3, 6}, {7, 5, 0}, default_settings()), (std::vector<int>{1}));
}

TEST(DiscordiaVectors, DI_25_ImmediateWinDuringATurn) {
  const json city = {{"plots", {plot("fortress", tile("barracks", 3, {space({"red", "red"})}))}},
                     {"visible_symbols", 0}, {"aqueduct", 0}};
  const auto state = state_from(turn_state(city, {{"red", 2}}, 1, 3, 5));
  const json turn = {{"die", "red"},
                     {"secondary", {{{"action", "additional_workers"}, {"placements", {{{"plot", 0}, {"workers", {"red", "red"}}}}}}}}};
  const auto r = check_turn(state, core::JsonCursor(turn), shipped_data(), default_settings());
  EXPECT_TRUE(r.violations.empty()) << r.violations.to_json();
  EXPECT_EQ(r.after.total(), 0);
  EXPECT_TRUE(r.wins);
}

SoloSupply solo_display(bool top5, bool bottom5, bool top4, bool bottom4) {
  SoloSupply s;
  s.display.resize(2);
  if (top5) s.display[0][4] = "top5";
  if (bottom5) s.display[1][4] = "bottom5";
  if (top4) s.display[0][3] = "top4";
  if (bottom4) s.display[1][3] = "bottom4";
  s.privileges = {"P-top", "P-mid", "P-bottom"};
  return s;
}

TEST(DiscordiaVectors, DI_26_SoloJanusSeedExample) {
  SoloSupply s = solo_display(true, true, false, false);
  const JanusTile tile{DieColor::Yellow, JanusComponent::Privilege, false};
  const auto r = resolve_janus(tile, {2, 3, 5}, s, default_settings());
  EXPECT_EQ(r.removed_display_tile, "bottom5");
  EXPECT_EQ(r.removed_from_row, 1);
  EXPECT_TRUE(s.display[0][4].has_value());
  EXPECT_EQ(r.removed_component, "P-bottom");
  EXPECT_EQ(s.privileges, (std::vector<std::string>{"P-top", "P-mid"}));
  EXPECT_EQ(r.available_dice, (std::vector<DieColor>{DieColor::Blue, DieColor::Red}));
}

TEST(DiscordiaVectors, DI_27_SoloJanusEmptyColumn) {
  SoloSupply s = solo_display(false, false, true, false);
  const JanusTile tile{DieColor::Red, JanusComponent::None, false};
  const auto r = resolve_janus(tile, {1, 4, 6}, s, default_settings());
  EXPECT_EQ(r.removed_display_tile, "top4");
  SoloSupply empty = solo_display(false, false, false, false);
  EXPECT_FALSE(resolve_janus(tile, {1, 4, 6}, empty, default_settings()).removed_display_tile.has_value());
}

TEST(DiscordiaVectors, DI_28_PrivilegeOnFourthAndSixthExpansion) {
  EXPECT_EQ(privileges_earned(3, 4), 1);
  EXPECT_EQ(privileges_earned(4, 5), 0);
  EXPECT_EQ(privileges_earned(5, 6), 1);
}

}  // namespace
}  // namespace scriptorium::discordia
