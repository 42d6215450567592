// Helpers shared by the Feudum tests.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "engine/feudum/combat.hpp"
#include "engine/feudum/feudum_settings.hpp"
#include "engine/feudum/scoring.hpp"

namespace feudum_test {

inline scriptorium::core::Settings defaults() { return scriptorium::core::Settings(scriptorium::feudum::settings_schema()); }

inline nlohmann::json combat(const std::string& text, const scriptorium::core::Settings& s = defaults()) {
  const auto doc = nlohmann::json::parse(text);
  namespace f = scriptorium::feudum;
  return f::to_json(f::resolve_combat(f::parse_combat(scriptorium::core::JsonCursor(doc), s), s));
}

inline nlohmann::json score(const std::string& text, const scriptorium::core::Settings& s = defaults()) {
  const auto doc = nlohmann::json::parse(text);
  namespace f = scriptorium::feudum;
  return f::to_json(f::score_dawn(f::parse_score(scriptorium::core::JsonCursor(doc)), s));
}

// The pointer of the InputError a bad input raises ("" when accepted).
template <class F>
std::string error_where(F&& run) {
  try {
    run();
  } catch (const scriptorium::core::InputError& e) {
    return e.where().empty() ? "<root>" : e.where();
  }
  return "";
}

inline std::string bad_combat(const std::string& text, const scriptorium::core::Settings& s = defaults()) {
  return error_where([&] { combat(text, s); });
}
inline std::string bad_score(const std::string& text) {
  return error_where([&] { score(text); });
}

}  // namespace feudum_test
