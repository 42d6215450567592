#include "companion/session/rules/common.hpp"

#include <algorithm>
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

Verdict score_verdict(const std::vector<ScoreLine>& lines, const std::vector<std::string>& winners, bool final,
                      const SessionContext& context, const std::string& players_pointer) {
  core::Violations violations;
  std::vector<std::string> scored;
  nlohmann::json rows = nlohmann::json::array();
  nlohmann::json players = nlohmann::json::array();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const ScoreLine& line = lines[i];
    const bool seated = context.players.empty() ||
                        std::find(context.players.begin(), context.players.end(), line.name) != context.players.end();
    if (!seated) {
      violations.add("not_in_session", "\"" + line.name + "\" does not play in this session (" + join(context.players) + ")",
                     line.where.empty() ? players_pointer + "/" + std::to_string(i) + "/name" : line.where);
    }
    nlohmann::json points = nlohmann::json::object();
    for (const auto& [key, value] : line.rows) {
      points[key] = value;
      if (std::find(rows.begin(), rows.end(), key) == rows.end()) rows.push_back(key);
    }
    players.push_back({{"name", line.name}, {"rows", points}, {"total", line.total}});
    scored.push_back(line.name + " " + std::to_string(line.total));
  }
  for (const auto& name : context.players) {
    const bool has_line = std::any_of(lines.begin(), lines.end(), [&](const ScoreLine& l) { return l.name == name; });
    if (!has_line) violations.add("missing_player", "the scoring leaves out \"" + name + "\", who plays in this session", players_pointer);
  }
  nlohmann::json result{{"type", "score"}, {"rows", rows}, {"players", players}, {"winners", winners}, {"final", final}};
  if (!violations.empty()) return refused("Scoring", std::move(violations), std::move(result));
  Verdict v;
  v.result = std::move(result);
  v.summary = std::string(final ? "Final score: " : "Score: ") + join(scored);
  if (final) v.summary += winners.empty() ? "; no winner" : (winners.size() == 1 ? "; winner " : "; shared victory: ") + join(winners);
  return v;
}

void engine_missing(const std::string& game_title, const std::string& module) {
  throw EngineMissing(game_title + " moves cannot be checked: this build leaves out the " + module +
                      " module (SCRIPTORIUM_MODULES)");
}

}  // namespace scriptorium::session::detail
