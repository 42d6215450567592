#pragma once

// Exact odds (cli.md `medioevo odds`): every outcome of the d4 x d6 x d8 melee roll (192 per
// side) with the reroll policy, archer and siege hits as binomials, then a whole battle as a
// Markov chain over army states, memoised. No sampling.
#include <array>
#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/settings.hpp"
#include "engine/medioevo/battle_input.hpp"
#include "engine/medioevo/round.hpp"

namespace scriptorium::medioevo {

enum class RerollPolicy : std::uint8_t { none, optimal };
inline constexpr std::array<core::EnumName<RerollPolicy>, 2> kRerollPolicyNames{
    {{RerollPolicy::none, "none"}, {RerollPolicy::optimal, "optimal"}}};
std::string_view enum_text(RerollPolicy policy);

// Joint law of the two sides' melee results: attack difference (attacker - defender, carried
// as attack_a with attack_d = 0) and each side's lowest die, with the probability of each.
struct MeleeOutcome {
  int attack_a = 0;
  int attack_d = 0;
  int lowest_a = 0;
  int lowest_d = 0;
  double probability = 0;
};

// The melee dice stage for two attack pipelines (exact; cached by the calculator).
std::vector<MeleeOutcome> melee_outcomes(const AttackMods& attacker, const AttackMods& defender,
                                         const MeleeDice* fixed_attacker, const MeleeDice* fixed_defender,
                                         RerollPolicy policy);

// Final-dice distribution of one side that rerolls to beat (or tie) `target` under `policy`;
// weights sum to 192 * 192. Exposed for tests.
std::array<long long, 192> reroll_distribution(const AttackMods& mods, int target, RerollPolicy policy);
inline constexpr long long kRerollTotal = 192LL * 192LL;
int triple_index(const MeleeDice& dice);
MeleeDice triple_dice(int index);

struct RoundOdds {
  double attacker_wins = 0;
  double tie = 0;
  double defender_wins = 0;
  std::array<std::vector<double>, 2> damage;  // damage[side][k] = P(damage_to_side == k)
  std::array<double, 2> expected_damage{};
};

struct BattleOdds {
  double attacker_wins = 0;   // defender destroyed (or captured), attacker still has units
  double defender_wins = 0;   // attacker destroyed
  double no_winner = 0;       // both destroyed in the same round
  double attacker_fled = 0;   // the attacker declared flight and survived the round
  double stopped = 0;         // surrender, Obispo 1, or a stalemate no round can change
  double expected_rounds = 0;
  std::array<double, 2> expected_units_lost{};
  std::size_t states = 0;     // army states evaluated
};

class OddsCalculator {
 public:
  OddsCalculator(const BattleInput& battle, const core::Settings& settings, RerollPolicy policy);
  ~OddsCalculator();
  OddsCalculator(const OddsCalculator&) = delete;
  OddsCalculator& operator=(const OddsCalculator&) = delete;

  RoundOdds round_odds();
  BattleOdds battle_odds();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

nlohmann::json odds_json(const RoundOdds& round, const BattleOdds& battle, RerollPolicy policy);

}  // namespace scriptorium::medioevo
