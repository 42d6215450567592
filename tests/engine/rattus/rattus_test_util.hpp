// Helpers shared by the Rattus tests: parse literal JSON and run the engine with settings.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "engine/core/settings.hpp"
#include "engine/rattus/end_state.hpp"
#include "engine/rattus/rattus_settings.hpp"
#include "engine/rattus/resolve.hpp"
#include "engine/rattus/scoring.hpp"

namespace rattus_test {

inline scriptorium::core::Settings defaults() { return scriptorium::core::Settings(scriptorium::rattus::settings_schema()); }

inline scriptorium::rattus::ScoreResult score(const std::string& text,
                                              const scriptorium::core::Settings& settings = defaults()) {
  const auto doc = nlohmann::json::parse(text);
  return scriptorium::rattus::score_end_state(
      scriptorium::rattus::parse_end_state(scriptorium::core::JsonCursor(doc)), settings);
}

inline std::vector<scriptorium::rattus::BuildingResult> resolve(
    const std::string& text, const scriptorium::core::Settings& settings = defaults()) {
  const auto doc = nlohmann::json::parse(text);
  return scriptorium::rattus::resolve_round(
      scriptorium::rattus::parse_round(scriptorium::core::JsonCursor(doc), settings), settings);
}

inline int row(const scriptorium::rattus::PlayerScore& p, const std::string& name) {
  for (const auto& [key, vp] : p.rows) {
    if (key == name) return vp;
  }
  return -1000;
}

// The error pointer of a rejected end state ("" when it was accepted).
inline std::string bad_end_state(const std::string& text) {
  try {
    score(text);
  } catch (const scriptorium::core::InputError& e) {
    return e.where().empty() ? "<root>" : e.where();
  }
  return "";
}

}  // namespace rattus_test
