// Exact odds against hand-computable cases and an independent brute force. The reference code
// here is written separately from the engine (its own critical-roll formula, plain recursion in
// doubles) so a shared mistake cannot hide.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "engine/medioevo/odds.hpp"
#include "tests/engine/medioevo/battle_helpers.hpp"

namespace mu = scriptorium::medioevo;
using mu::test::army;
using nlohmann::json;

namespace {

// Independent attack base: a triple multiplies all three, a pair squares, never below the best die.
int reference_attack(int a, int b, int c) {
  int best = std::max({a, b, c});
  if (a == b && b == c) return std::max(best, a * b * c);
  if (a == b || a == c) return std::max(best, a * a);
  if (b == c) return std::max(best, b * b);
  return best;
}

mu::OddsCalculator* make(const json& battle, mu::RerollPolicy policy, mu::BattleInput& storage) {
  static const auto settings = mu::default_settings();
  storage = mu::test::parse(battle.dump(), settings, false);
  return new mu::OddsCalculator(storage, settings, policy);
}

json li_duel() {
  return {{"players", 3},
          {"attacker", {{"position", 1}, {"units", army(1, 0, 0, 0)}}},
          {"defender", {{"position", 2}, {"units", army(1, 0, 0, 0)}}}};
}

}  // namespace

// 1 LI vs 1 LI, no powers (both have LI), no rerolls: the attacker wins when its attack base
// beats the defender's base - 1; both casualty values are >= 1, so both units always fall.
TEST(MedioevoOdds, OneLightInfantryEachNoRerolls) {
  long long wins = 0, ties = 0, losses = 0;
  for (int a4 = 1; a4 <= 4; ++a4)
    for (int a6 = 1; a6 <= 6; ++a6)
      for (int a8 = 1; a8 <= 8; ++a8)
        for (int d4 = 1; d4 <= 4; ++d4)
          for (int d6 = 1; d6 <= 6; ++d6)
            for (int d8 = 1; d8 <= 8; ++d8) {
              const int a = reference_attack(a4, a6, a8);
              const int d = reference_attack(d4, d6, d8) - 1;
              (a > d ? wins : a < d ? losses : ties) += 1;
            }
  const double total = 192.0 * 192.0;
  mu::BattleInput storage;
  std::unique_ptr<mu::OddsCalculator> calc(make(li_duel(), mu::RerollPolicy::none, storage));
  const auto round = calc->round_odds();
  EXPECT_NEAR(round.attacker_wins, static_cast<double>(wins) / total, 1e-12);
  EXPECT_NEAR(round.tie, static_cast<double>(ties) / total, 1e-12);
  EXPECT_NEAR(round.defender_wins, static_cast<double>(losses) / total, 1e-12);
  const auto battle = calc->battle_odds();
  EXPECT_NEAR(battle.no_winner, 1.0, 1e-12);
  EXPECT_NEAR(battle.expected_rounds, 1.0, 1e-12);
  EXPECT_NEAR(battle.expected_units_lost[0], 1.0, 1e-12);
}

// Damage to a lone LI with no rerolls: its casualty value (lowest die), plus on a loss the
// battle score 1 and the superiority points (default: taken as damage); checked by counting.
TEST(MedioevoOdds, DamageDistributionOfTheDuel) {
  std::vector<double> expected(8, 0.0);
  for (int a4 = 1; a4 <= 4; ++a4)
    for (int a6 = 1; a6 <= 6; ++a6)
      for (int a8 = 1; a8 <= 8; ++a8)
        for (int d4 = 1; d4 <= 4; ++d4)
          for (int d6 = 1; d6 <= 6; ++d6)
            for (int d8 = 1; d8 <= 8; ++d8) {
              const int a = reference_attack(a4, a6, a8);
              const int d = reference_attack(d4, d6, d8) - 1;
              // Losing costs the battle score 1 plus a superiority point per 20 of difference.
              const int points = std::min({a4, a6, a8}) + (a < d ? 1 + (d - a) / 20 : 0);
              expected[static_cast<std::size_t>(points)] += 1.0 / (192.0 * 192.0);
            }
  mu::BattleInput storage;
  std::unique_ptr<mu::OddsCalculator> calc(make(li_duel(), mu::RerollPolicy::none, storage));
  const auto round = calc->round_odds();
  for (std::size_t k = 0; k < expected.size(); ++k) {
    const double got = k < round.damage[0].size() ? round.damage[0][k] : 0.0;
    EXPECT_NEAR(got, expected[k], 1e-12) << "points " << k;
  }
}

namespace {

// Plain expectimax over (dice, dice rerolled) in doubles: the best (win, -lose) the roller can
// reach against a fixed opponent attack `target`, with attack = base + add.
std::pair<double, double> best_against(std::array<int, 3> dice, int used, int target, int add) {
  const int atk = reference_attack(dice[0], dice[1], dice[2]) + add;
  std::pair<double, double> best{atk > target ? 1.0 : 0.0, atk < target ? 1.0 : 0.0};
  static const int faces[3] = {4, 6, 8};
  for (int die = 0; die < 3; ++die) {
    if (used & (1 << die)) continue;
    std::pair<double, double> avg{0, 0};
    for (int f = 1; f <= faces[die]; ++f) {
      auto next = dice;
      next[static_cast<std::size_t>(die)] = f;
      const auto v = best_against(next, used | (1 << die), target, add);
      avg.first += v.first / faces[die];
      avg.second += v.second / faces[die];
    }
    if (avg.first > best.first + 1e-12 || (std::abs(avg.first - best.first) <= 1e-12 && avg.second < best.second - 1e-12)) {
      best = avg;
    }
  }
  return best;
}

}  // namespace

// Against a barbarian horde (fixed dice 2,4,7: attack 7) the optimal policy's round win chance
// equals an independent expectimax averaged over the 192 first rolls.
TEST(MedioevoOdds, OptimalRerollsAgainstFixedBarbarians) {
  // HI (position 2 of 4: -1) against one barbarian LI: no archers, no sacrifice possible.
  const json b = {{"players", 4},
                  {"attacker", {{"position", 2}, {"units", army(0, 1, 0, 0)}}},
                  {"defender", {{"barbarian", true}, {"units", {{"li", 1}}}, {"dice", {2, 4, 7}}}}};
  double win = 0, lose = 0;
  for (int a4 = 1; a4 <= 4; ++a4)
    for (int a6 = 1; a6 <= 6; ++a6)
      for (int a8 = 1; a8 <= 8; ++a8) {
        const auto v = best_against({a4, a6, a8}, 0, 7, -1);
        win += v.first / 192.0;
        lose += v.second / 192.0;
      }
  mu::BattleInput storage;
  std::unique_ptr<mu::OddsCalculator> calc(make(b, mu::RerollPolicy::optimal, storage));
  const auto round = calc->round_odds();
  EXPECT_NEAR(round.attacker_wins, win, 1e-12);
  EXPECT_NEAR(round.defender_wins, lose, 1e-12);
  EXPECT_GT(round.attacker_wins, 0.5);  // rerolls help a lot against a known 7
}

// The optimal policy never does worse for the roller than not rerolling.
TEST(MedioevoOdds, OptimalBeatsNoRerollsForTheAttacker) {
  mu::BattleInput s1, s2;
  std::unique_ptr<mu::OddsCalculator> none(make(li_duel(), mu::RerollPolicy::none, s1));
  std::unique_ptr<mu::OddsCalculator> optimal(make(li_duel(), mu::RerollPolicy::optimal, s2));
  const auto a = none->round_odds();
  const auto b = optimal->round_odds();
  EXPECT_NEAR(b.attacker_wins + b.tie + b.defender_wins, 1.0, 1e-12);
  EXPECT_NE(a.attacker_wins, b.attacker_wins);
}

// The reroll distribution keeps its total weight (192^2) and, with no reason to reroll (a target
// nobody can miss), keeps every first roll.
TEST(MedioevoOdds, RerollDistributionConservesWeight) {
  mu::AttackMods mods;
  auto w = mu::reroll_distribution(mods, 30, mu::RerollPolicy::optimal);
  long long total = 0;
  for (long long x : w) total += x;
  EXPECT_EQ(total, mu::kRerollTotal);
  w = mu::reroll_distribution(mods, -100, mu::RerollPolicy::optimal);
  for (long long x : w) EXPECT_EQ(x, 192);
}

// A mixed battle: the end probabilities add up to one and it takes more than one round.
TEST(MedioevoOdds, WholeBattleProbabilitiesSumToOne) {
  const json battle = {{"players", 4},
                       {"attacker", {{"position", 1}, {"units", army(3, 3, 2, 1)}}},
                       {"defender", {{"position", 3}, {"units", army(2, 4, 1, 0)}}}};
  mu::BattleInput storage;
  std::unique_ptr<mu::OddsCalculator> calc(make(battle, mu::RerollPolicy::optimal, storage));
  const auto odds = calc->battle_odds();
  EXPECT_NEAR(odds.attacker_wins + odds.defender_wins + odds.no_winner + odds.attacker_fled + odds.stopped, 1.0, 1e-9);
  EXPECT_GT(odds.expected_rounds, 1.0);
  EXPECT_GT(odds.states, 10u);
}

// Later rounds take a shortcut (damage totals through per-side damage chains) when no card,
// capture or flight is involved; `battle_later_rounds: repeat_all` forces the full round replay.
// With nothing to repeat, both must give the same battle.
TEST(MedioevoOdds, LaterRoundShortcutMatchesFullReplay) {
  const json battle = {{"players", 4},
                       {"attacker",
                        {{"position", 1}, {"units", army(3, 2, 1, 2)}, {"siege", {{{"level", 1}, {"crew", {{"li", 1}}}}}}}},
                       {"defender", {{"position", 2}, {"units", army(2, 3, 1, 0, {1})}, {"building", "tower"},
                                     {"protection", "melee"}}}};
  auto full = mu::default_settings();
  full.set("battle_later_rounds", "repeat_all");
  const auto shortcut_settings = mu::default_settings();
  const auto in1 = mu::test::parse(battle.dump(), shortcut_settings, false);
  const auto in2 = mu::test::parse(battle.dump(), full, false);
  mu::OddsCalculator a(in1, shortcut_settings, mu::RerollPolicy::optimal);
  mu::OddsCalculator b(in2, full, mu::RerollPolicy::optimal);
  const auto x = a.battle_odds();
  const auto y = b.battle_odds();
  EXPECT_NEAR(x.attacker_wins, y.attacker_wins, 1e-9);
  EXPECT_NEAR(x.defender_wins, y.defender_wins, 1e-9);
  EXPECT_NEAR(x.no_winner, y.no_winner, 1e-9);
  EXPECT_NEAR(x.expected_rounds, y.expected_rounds, 1e-9);
  EXPECT_NEAR(x.expected_units_lost[0], y.expected_units_lost[0], 1e-9);
  EXPECT_NEAR(x.expected_units_lost[1], y.expected_units_lost[1], 1e-9);
}
