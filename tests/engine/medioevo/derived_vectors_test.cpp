// The derived vectors MU-D1..MU-D12 of rules/medioevo-universale.md §2.3, one TEST each.
#include <gtest/gtest.h>

#include "engine/medioevo/damage.hpp"
#include "engine/medioevo/dice_math.hpp"
#include "engine/medioevo/economy.hpp"
#include "tests/engine/medioevo/battle_helpers.hpp"

namespace mu = scriptorium::medioevo;
using mu::test::army;
using mu::test::resolve;
using nlohmann::json;

TEST(MedioevoVectors, MU_D1_CriticalRollEdgeCases) {
  struct Row {
    mu::MeleeDice dice;
    int attack;
    int casualty;
  };
  const Row rows[] = {{{1, 1, 1}, 1, 1}, {{2, 2, 2}, 8, 2}, {{4, 4, 4}, 64, 4}, {{1, 6, 6}, 36, 1},
                      {{2, 2, 3}, 4, 2}, {{2, 2, 4}, 4, 2}, {{1, 1, 8}, 8, 1},  {{3, 3, 8}, 9, 3},
                      {{4, 6, 4}, 16, 4}, {{3, 1, 3}, 9, 1}, {{1, 2, 3}, 3, 1}, {{4, 5, 6}, 6, 4}};
  for (const Row& row : rows) {
    EXPECT_EQ(mu::attack_base(row.dice), row.attack) << row.dice[0] << row.dice[1] << row.dice[2];
    EXPECT_EQ(mu::casualty_base(row.dice), row.casualty) << row.dice[0] << row.dice[1] << row.dice[2];
  }
}

TEST(MedioevoVectors, MU_D2_PenaltyLookup) {
  EXPECT_EQ(mu::turn_penalty(3, 3), -3);
  EXPECT_EQ(mu::turn_penalty(5, 3), -1);
  EXPECT_EQ(mu::turn_penalty(6, 5), -2);
  EXPECT_EQ(mu::turn_penalty(10, 6), -2);
  EXPECT_EQ(mu::turn_penalty(7, 4), -1);
  // Barbarians: no penalty, their attack is the critical value of the War Circle dice.
  const json battle = {{"players", 6},
                       {"attacker", {{"position", 6}, {"units", army(0, 1, 0, 0)}, {"dice", {1, 2, 3}}}},
                       {"defender", {{"barbarian", true}, {"units", {{"li", 1}}}, {"dice", {2, 4, 7}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["defender"]["attack"], 7);
  EXPECT_EQ(out["attacker"]["attack"], 0);  // 3 - 3
}

TEST(MedioevoVectors, MU_D3_HordeComposition) {
  EXPECT_EQ(mu::horde_from_dice({4, 6, 8}), (mu::HordeComposition{1, 0, 0}));
  EXPECT_EQ(mu::horde_from_dice({1, 1, 1}), (mu::HordeComposition{2, 1, 1}));
  EXPECT_EQ(mu::horde_from_dice({4, 2, 3}), (mu::HordeComposition{1, 1, 1}));
  EXPECT_EQ(mu::attack_base({1, 1, 1}), 1);
  EXPECT_EQ(mu::casualty_base({1, 1, 1}), 1);
}

namespace {

// Winner with 10 melee units (10 HI), loser with 1 LI; the numbers for attack 45 vs 3.
mu::MeleeNumbers superiority_case(const scriptorium::core::Settings& settings) {
  const auto battle = mu::test::parse(json{{"players", 4},
                                           {"attacker", {{"position", 1}, {"units", army(0, 10, 0, 0)}, {"dice", {1, 2, 3}}}},
                                           {"defender", {{"position", 2}, {"units", army(0, 1, 0, 0)}, {"dice", {1, 2, 3}}}}}
                                          .dump(),
                                      settings);
  mu::RoundEngine engine(battle, settings, mu::RoundOptions{});
  engine.start(mu::initial_state(battle));
  engine.decide_archers();
  engine.apply_archers({0, 0});
  engine.decide_melee();
  return engine.melee_numbers({45, 4}, {2, 1});  // defender base 4 - 1 penalty = 3
}

}  // namespace

// The example mixes the two uses of the two superiority points (+1 damage, -1 own casualty); the
// contract makes the choice a setting applied to every point, so both settings are checked.
TEST(MedioevoVectors, MU_D4_SuperiorityWithTwoPoints) {
  auto settings = mu::default_settings();
  const auto as_damage = superiority_case(settings);
  EXPECT_EQ(as_damage.diff, 42);
  EXPECT_EQ(as_damage.battle_score, 10);
  EXPECT_EQ(as_damage.superiority, 2);
  EXPECT_EQ(as_damage.melee_damage[1], 12);
  EXPECT_EQ(as_damage.casualty[0], 2);
  settings.set("superiority", "casualty");
  const auto as_casualty = superiority_case(settings);
  EXPECT_EQ(as_casualty.melee_damage[1], 10);
  EXPECT_EQ(as_casualty.casualty[0], 0);  // 2 - 2, floor 0
}

TEST(MedioevoVectors, MU_D5_CavalryDowngradeWithEmptyReserve) {
  const auto& order = mu::cheapest_first_order();
  mu::DamageRules rules;
  rules.order = &order;
  mu::Army crews;
  {
    mu::Army a{0, 0, 1, 0, {0, 0, 0}};
    mu::Reserve r{3, 0, 0};
    mu::apply_damage({a, crews, r}, 1, rules);
    EXPECT_EQ(a, (mu::Army{1, 0, 0, 0, {0, 0, 0}}));
  }
  {
    mu::Army a{0, 0, 1, 0, {0, 0, 0}};
    mu::Reserve r{0, 0, 0};
    mu::apply_damage({a, crews, r}, 1, rules);
    EXPECT_TRUE(a.empty());
  }
  {
    mu::Army a{0, 1, 0, 0, {0, 0, 0}};
    mu::Reserve r{0, 4, 0};
    mu::apply_damage({a, crews, r}, 1, rules);
    EXPECT_TRUE(a.empty());
  }
}

TEST(MedioevoVectors, MU_D6_NavalDamage) {
  const auto& order = mu::cheapest_first_order();
  mu::DamageRules rules;
  rules.order = &order;
  rules.naval = true;
  mu::Army crews;
  mu::Army a{0, 0, 1, 0, {0, 0, 0}};
  mu::Reserve r{5, 5, 0};
  mu::apply_damage({a, crews, r}, 1, rules);
  EXPECT_TRUE(a.empty());
  // A galley whose last unit dies sinks on 1-3: the round rolls one d8 per galley.
  const json battle = {
      {"players", 4},
      {"attacker", {{"position", 1}, {"units", army(0, 0, 0, 0, {})}, {"dice", {4, 6, 8}}}},
      {"defender",
       {{"position", 2}, {"units", army(1, 0, 0, 0)}, {"naval", {{"galleys", {1, 2}}, {"sink_dice", {2, 5}}}},
        {"dice", {1, 2, 3}}}}};
  auto b = battle;
  b["attacker"]["units"] = army(0, 0, 1, 0);
  b["attacker"]["naval"] = json::array({1});
  const json out = resolve(b.dump());
  EXPECT_FALSE(out["attacker"]["powers"]["cav"]);  // no cavalry power at sea
  EXPECT_EQ(out["defender"]["units"]["li"], 0);
  EXPECT_EQ(out["defender"]["galleys_sunk"], 1);
}

TEST(MedioevoVectors, MU_D7_TaxIncome) { EXPECT_EQ(mu::tax_income(30, 7, {1, 3}, 2), 370); }

TEST(MedioevoVectors, MU_D8_EndGameDebtPenalty) {
  EXPECT_EQ(mu::debt_end_ph(500), -2);
  EXPECT_EQ(mu::debt_end_ph(1000), -4);
  EXPECT_EQ(mu::debt_end_ph(1500), -6);
  EXPECT_EQ(mu::debt_end_ph(2000), -9);
  EXPECT_EQ(mu::debt_end_ph(2500), -15);
}

TEST(MedioevoVectors, MU_D9_ObjectiveMarkers) {
  const int expected[] = {0, 0, 1, 3, 5, 8, 11, 15, 20, 20};
  for (int markers = 1; markers <= 9; ++markers) EXPECT_EQ(mu::objective_marker_ph(markers), expected[markers]);
}

TEST(MedioevoVectors, MU_D10_FlightAndHeavyInfantryFloor) {
  const json battle = {
      {"players", 4},
      {"attacker", {{"position", 1}, {"units", army(0, 2, 0, 0)}, {"flee", 1}, {"dice", {1, 2, 7}}}},
      {"defender", {{"position", 2}, {"units", army(1, 0, 0, 0)}, {"dice", {1, 2, 5}}}}};
  const json out = resolve(battle.dump());
  EXPECT_TRUE(out["attacker"]["powers"]["hi"]);
  EXPECT_EQ(out["attacker"]["casualty"], 0);  // 1 + 1 - 2
}

TEST(MedioevoVectors, MU_D11_SiegeVolley) {
  json battle = {
      {"players", 4},
      {"attacker",
       {{"position", 1}, {"units", army(3, 5, 0, 0)},
        {"siege", {{{"level", "bombard"}, {"crew", {{"li", 3}}}, {"dice", {2, 3, 7}}}}}, {"dice", {1, 2, 3}}}},
      {"defender", {{"position", 2}, {"units", army(0, 10, 0, 0)}, {"building", "castle"}, {"dice", {1, 2, 3}}}}};
  json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["siege_hits"], 2);
  EXPECT_EQ(out["attacker"]["siege_damage_dealt"], 8);
  battle["attacker"]["siege"][0]["target"] = "building";
  out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["building_markers_dealt"], 4);
  EXPECT_EQ(out["defender"]["building"], 3);  // SP 9: the castle survives
  EXPECT_EQ(out["defender"]["building_damage"], 4);
  battle["attacker"]["siege"][0]["level"] = 1;
  out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["building_markers_dealt"], 0);
}

TEST(MedioevoVectors, MU_D12_CaptureWithCarcelero41) {
  mu::AttackMods mods;
  mods.capture_halving = true;
  mods.capture_reduction = 2;
  EXPECT_EQ(mu::final_attack(9, mods), 7);
  EXPECT_EQ(mu::final_attack(4, mods), 4);
  mods.capture_reduction = 0;
  EXPECT_EQ(mu::final_attack(9, mods), 5);
}
