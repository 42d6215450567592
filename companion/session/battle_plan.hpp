// The Medioevo battle screen's two computations on one battle (the `medioevo round` input
// without dice, as the players enter the armies): the odds, and the round itself from the
// dice each side last rolled in the session.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/session/event_log.hpp"

namespace scriptorium::session {

struct BattleOddsSummary {
  double round_attacker = 0, round_tie = 0, round_defender = 0;  // one round, optimal rerolls
  double battle_attacker = 0, battle_defender = 0;                // the whole battle
  double battle_no_winner = 0;                                     // both destroyed in one round
  double expected_rounds = 0;
};

// The odds of `battle` under the session's settings. Throws core::InputError naming the place
// for a battle the engine cannot read, EngineMissing when Medioevo is not built.
BattleOddsSummary battle_odds(const nlohmann::json& battle, const nlohmann::json& session_rules);

// The d4, d6 and d8 of `player`'s newest standing roll (a Medioevo roll), or nothing.
std::optional<std::array<int, 3>> last_combat_roll(const std::vector<EffectiveEvent>& standing,
                                                   const std::string& player);

// `battle` as a `battle_round` move with each side's dice from its player's newest roll; nothing
// when a side has not rolled yet (`missing` then names who).
std::optional<nlohmann::json> battle_round_move(nlohmann::json battle, const std::vector<EffectiveEvent>& standing,
                                                std::string* missing = nullptr);

}  // namespace scriptorium::session
