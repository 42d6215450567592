#include "companion/session/battle_plan.hpp"

#include "companion/session/game_rules.hpp"
#include "companion/session/rules/common.hpp"

#ifdef SCRIPTORIUM_WITH_MEDIOEVO
#include "engine/medioevo/battle_input.hpp"
#include "engine/medioevo/odds.hpp"
#include "engine/medioevo/rules_settings.hpp"
#endif

namespace scriptorium::session {

BattleOddsSummary battle_odds([[maybe_unused]] const nlohmann::json& battle,
                              [[maybe_unused]] const nlohmann::json& session_rules) {
#ifdef SCRIPTORIUM_WITH_MEDIOEVO
  const core::Settings settings = detail::session_settings(medioevo::settings_schema(), session_rules);
  const medioevo::BattleInput input = medioevo::parse_battle(core::JsonCursor(battle), settings, false);
  medioevo::OddsCalculator calculator(input, settings, medioevo::RerollPolicy::optimal);
  const medioevo::RoundOdds round = calculator.round_odds();
  const medioevo::BattleOdds whole = calculator.battle_odds();
  return {round.attacker_wins, round.tie,       round.defender_wins,  whole.attacker_wins,
          whole.defender_wins, whole.no_winner, whole.expected_rounds};
#else
  detail::engine_missing("Medioevo", "medioevo");
#endif
}

std::optional<std::array<int, 3>> last_combat_roll(const std::vector<EffectiveEvent>& standing,
                                                   const std::string& player) {
  for (auto it = standing.rbegin(); it != standing.rend(); ++it) {
    if (it->record.kind != store::EventKind::roll || it->record.player != player) continue;
    std::array<int, 3> dice{};  // d4, d6, d8
    try {
      for (const auto& d : core::parse_dice(core::JsonCursor(it->payload.at("dice"), "/dice"))) {
        const int faces = core::face_count(d.kind);
        if (faces == 4 || faces == 6 || faces == 8) dice[static_cast<std::size_t>(faces / 2 - 2)] = d.value;
      }
    } catch (const std::exception&) {
      return std::nullopt;  // a stored roll of another shape
    }
    if (dice[0] > 0 && dice[1] > 0 && dice[2] > 0) return dice;
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<nlohmann::json> battle_round_move(nlohmann::json battle, const std::vector<EffectiveEvent>& standing,
                                                std::string* missing) {
  for (const char* side : {"attacker", "defender"}) {
    const std::string name = battle[side].value("name", "");
    const auto dice = last_combat_roll(standing, name);
    if (!dice) {
      if (missing) *missing = name;
      return std::nullopt;
    }
    battle[side]["dice"] = *dice;
  }
  battle["type"] = "battle_round";
  return battle;
}

}  // namespace scriptorium::session
