// Shared helpers for the Medioevo tests: parse a battle from JSON text and resolve it.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "engine/medioevo/battle_input.hpp"
#include "engine/medioevo/round.hpp"
#include "engine/medioevo/rules_settings.hpp"

namespace scriptorium::medioevo::test {

inline BattleInput parse(const std::string& text, const core::Settings& settings = default_settings(),
                         bool need_dice = true) {
  const nlohmann::json doc = nlohmann::json::parse(text);
  return parse_battle(core::JsonCursor(doc), settings, need_dice);
}

// Resolves one round from the dice in the JSON and returns the `medioevo round` document.
inline nlohmann::json resolve(const std::string& text, const core::Settings& settings = default_settings()) {
  const BattleInput battle = parse(text, settings);
  RoundEngine engine(battle, settings, RoundOptions{true, true, true});
  const auto result = engine.resolve_from_input(initial_state(battle));
  return round_json(engine, result);
}

inline nlohmann::json army(int li, int hi, int cav, int arc, std::vector<int> cpt = {}) {
  return {{"li", li}, {"hi", hi}, {"cav", cav}, {"arc", arc}, {"cpt", cpt}};
}

// The InputError pointer for a bad battle, or "no error".
inline std::string error_pointer(const std::string& text, bool need_dice = true) {
  try {
    parse(text, default_settings(), need_dice);
  } catch (const core::InputError& e) {
    return e.where();
  }
  return "no error";
}

}  // namespace scriptorium::medioevo::test
