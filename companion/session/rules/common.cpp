#include "companion/session/rules/common.hpp"

#include <span>

namespace scriptorium::session::detail {

namespace {

std::string_view kind_name(core::DieKind kind) {
  return core::enum_name(kind, std::span<const core::EnumName<core::DieKind>>(core::kDieKindNames));
}

}  // namespace

std::string die_text(const core::Die& d) {
  if (d.kind == core::DieKind::custom) return d.set + " " + d.label;
  std::string text(kind_name(d.kind));
  text += " " + std::to_string(d.value);
  return d.color.empty() ? text : d.color + " " + text;
}

nlohmann::json dice_json(const std::vector<core::Die>& dice) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& d : dice) {
    nlohmann::json j{{"kind", d.kind == core::DieKind::custom ? d.set : std::string(kind_name(d.kind))}};
    if (d.kind == core::DieKind::custom) {
      j["value"] = d.label;
    } else {
      j["value"] = d.value;
    }
    if (!d.color.empty()) j["color"] = d.color;
    out.push_back(j);
  }
  return out;
}

std::string join_dice(const std::vector<core::Die>& dice) {
  std::string out;
  for (const auto& d : dice) out += (out.empty() ? "" : ", ") + die_text(d);
  return out;
}

std::string where_die(std::size_t i) { return "/dice/" + std::to_string(i); }

std::string join(const std::vector<std::string>& items, const char* separator) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : separator) + item;
  return out;
}

MoveInput split_move(const core::JsonCursor& move, const std::string& game_title, const std::vector<std::string>& types) {
  move.require_object();
  const core::JsonCursor type_cursor = move.at("type");
  const std::string text = type_cursor.as_string();
  if (text.empty()) type_cursor.fail("empty move type; " + game_title + " moves are: " + join(types));
  const std::string wanted = core::normalize_enum_text(text);
  for (const auto& type : types) {
    if (core::normalize_enum_text(type) != wanted) continue;
    MoveInput out{type, move.json()};
    out.input.erase("type");
    return out;
  }
  type_cursor.fail("unknown " + game_title + " move type \"" + text + "\"; the known types are " + join(types));
}

core::Settings session_settings(const core::SettingsSchema& schema, const nlohmann::json& rules) {
  if (rules.is_null() || (rules.is_object() && rules.empty())) return core::Settings(schema);
  try {
    return core::Settings::from_json(schema, core::JsonCursor(rules));
  } catch (const core::InputError& e) {
    throw SessionRulesError(e.what(), e.where());
  }
}

Verdict refused(const std::string& what, core::Violations violations, nlohmann::json result) {
  Verdict v;
  v.summary = what + " refused";
  if (!violations.empty()) {
    v.summary += ": " + violations.items().front().reason;
    if (violations.size() > 1) v.summary += " (and " + std::to_string(violations.size() - 1) + " more)";
  }
  v.violations = std::move(violations);
  v.result = std::move(result);
  return v;
}

void engine_missing(const std::string& game_title, const std::string& module) {
  throw EngineMissing(game_title + " moves cannot be checked: this build leaves out the " + module +
                      " module (SCRIPTORIUM_MODULES)");
}

}  // namespace scriptorium::session::detail
