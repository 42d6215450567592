// Small builders for the Discordia tests: JSON text in, engine structures out.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "engine/discordia/city.hpp"
#include "engine/discordia/data.hpp"
#include "engine/discordia/settings.hpp"
#include "engine/discordia/turn.hpp"

namespace scriptorium::discordia::test {

// A city from its JSON (the spec's notation).
inline City city_json(const nlohmann::json& j) { return parse_city(core::JsonCursor(j)); }

inline City city_from(const std::string& text) {
  const nlohmann::json doc = nlohmann::json::parse(text);
  return parse_city(core::JsonCursor(doc));
}

inline TurnState state_from(const nlohmann::json& doc) { return parse_turn_state(core::JsonCursor(doc)); }

inline core::Settings settings_with(const char* name, const nlohmann::json& value) {
  core::Settings s = default_settings();
  s.set(name, value);
  return s;
}

// The pointer of the InputError parsing `text` throws, or "no error".
inline std::string error_pointer(const std::string& text) {
  try {
    city_from(text);
  } catch (const core::InputError& e) {
    return e.where();
  }
  return "no error";
}

inline GameData shipped_data() { return load_game_data(std::string(SCRIPTORIUM_SOURCE_DIR) + "/data/discordia"); }

inline GermanTileDef german(GermanPile pile, int strength, Effect effect) {
  GermanTileDef t;
  t.id = pile == GermanPile::Left ? "L" : "R";
  t.pile = pile;
  t.strength = strength;
  t.effect = effect;
  return t;
}

// A tile JSON: type, die value, and spaces given as {"required": [...], "placed": [...]}.
inline nlohmann::json tile(const char* type, int die, nlohmann::json spaces) {
  return {{"type", type}, {"die_value", die}, {"spaces", std::move(spaces)}};
}
inline nlohmann::json space(nlohmann::json required, nlohmann::json placed = nlohmann::json::array()) {
  return {{"required", std::move(required)}, {"placed", std::move(placed)}};
}
inline nlohmann::json plot(const char* kind, nlohmann::json t = nullptr) { return {{"kind", kind}, {"tile", std::move(t)}}; }

}  // namespace scriptorium::discordia::test
