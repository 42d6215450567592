// Seeded Monte Carlo of 10^6 rounds as an independent check of the exact odds: the sampler
// rolls every die itself and drives the round step by step; the exact enumeration must agree
// within 4 standard errors.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "engine/medioevo/odds.hpp"
#include "tests/engine/medioevo/battle_helpers.hpp"

namespace mu = scriptorium::medioevo;
using mu::test::army;
using nlohmann::json;

namespace {

struct Sampled {
  double attacker_wins = 0, tie = 0;
  std::array<double, 2> damage_sum{}, damage_sq{};
};

Sampled sample_rounds(const mu::BattleInput& battle, const scriptorium::core::Settings& settings, int rounds) {
  std::mt19937_64 rng(20261123);
  std::uniform_int_distribution<int> d4(1, 4), d6(1, 6), d8(1, 8);
  const mu::BattleState start = mu::initial_state(battle);
  Sampled out;
  for (int i = 0; i < rounds; ++i) {
    mu::RoundEngine e(battle, settings, mu::RoundOptions{true, false, false});
    e.start(start);
    std::array<std::array<int, mu::kMaxEngines>, 2> siege{};
    for (int s = 0; s < 2; ++s) {
      for (int g = 0; g < e.side(s).engines; ++g) {
        for (int shot = 0; shot < e.side(s).engine_shots[static_cast<std::size_t>(g)]; ++shot) {
          siege[static_cast<std::size_t>(s)][static_cast<std::size_t>(g)] += mu::d8_hits(d8(rng)) ? 1 : 0;
        }
      }
    }
    e.apply_siege(siege);
    e.decide_archers();
    std::array<int, 2> arrows{};
    for (int s = 0; s < 2; ++s) {
      for (int shot = 0; shot < e.side(s).archer_shots; ++shot) {
        arrows[static_cast<std::size_t>(s)] += mu::d8_hits(d8(rng), e.side(s).archer_lowering) ? 1 : 0;
      }
    }
    e.apply_archers(arrows);
    mu::Winner winner;
    if (!e.melee_possible()) {
      winner = e.skipped_melee().winner;
      e.finish_without_melee();
    } else {
      e.decide_melee();
      std::array<int, 2> base{}, lowest{};
      for (int s = 0; s < 2; ++s) {
        const auto& in = s == 0 ? battle.attacker : battle.defender;
        const mu::MeleeDice dice = in.barbarian ? *in.dice : mu::MeleeDice{d4(rng), d6(rng), d8(rng)};
        base[static_cast<std::size_t>(s)] = mu::dice_attack_base(dice, e.side(s).mods);
        lowest[static_cast<std::size_t>(s)] = mu::casualty_base(dice);
      }
      const auto n = e.melee_numbers(base, lowest);
      winner = n.winner;
      e.apply_melee(n);
    }
    if (winner == mu::Winner::attacker) out.attacker_wins += 1;
    if (winner == mu::Winner::tie) out.tie += 1;
    for (int s = 0; s < 2; ++s) {
      const double d = e.side(s).received;
      out.damage_sum[static_cast<std::size_t>(s)] += d;
      out.damage_sq[static_cast<std::size_t>(s)] += d * d;
    }
  }
  return out;
}

void expect_agree(const json& battle_json) {
  static const auto settings = mu::default_settings();
  const mu::BattleInput battle = mu::test::parse(battle_json.dump(), settings, false);
  mu::OddsCalculator calc(battle, settings, mu::RerollPolicy::none);
  const auto exact = calc.round_odds();
  constexpr int kRounds = 1000000;
  const Sampled mc = sample_rounds(battle, settings, kRounds);
  const double n = kRounds;
  auto check_share = [&](double hits, double p, const char* what) {
    const double se = std::sqrt(p * (1 - p) / n);
    EXPECT_LE(std::abs(hits / n - p), 4 * se + 1e-12) << what << ": sampled " << hits / n << " exact " << p;
  };
  check_share(mc.attacker_wins, exact.attacker_wins, "attacker wins");
  check_share(mc.tie, exact.tie, "tie");
  for (std::size_t s = 0; s < 2; ++s) {
    const double mean = mc.damage_sum[s] / n;
    const double sd = std::sqrt(std::max(0.0, mc.damage_sq[s] / n - mean * mean));
    EXPECT_LE(std::abs(mean - exact.expected_damage[s]), 4 * sd / std::sqrt(n) + 1e-12)
        << "damage to side " << s << ": sampled " << mean << " exact " << exact.expected_damage[s];
  }
}

}  // namespace

TEST(MedioevoMonteCarlo, MixedArmiesWithArchersSiegeAndTower) {
  expect_agree({{"players", 4},
                {"attacker",
                 {{"position", 1}, {"units", army(3, 2, 1, 2)},
                  {"siege", {{{"level", 2}, {"crew", {{"li", 1}}}}}}}},
                {"defender",
                 {{"position", 3}, {"units", army(2, 3, 2, 0, {1})}, {"building", "tower"}, {"protection", "melee"}}}});
}

TEST(MedioevoMonteCarlo, PlayerAgainstBarbarianHorde) {
  expect_agree({{"players", 5},
                {"attacker", {{"position", 4}, {"units", army(1, 1, 1, 0)}}},
                {"defender", {{"barbarian", true}, {"units", {{"li", 2}, {"arc", 1}, {"cpt", 1}}}, {"dice", {3, 5, 3}}}}});
}
