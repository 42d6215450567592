// Helpers shared by the per-game rules (rules/<game>_rules.cpp): dice in words, reading a move's
// type, the session's settings, and verdicts in plain words.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/session/game_rules.hpp"
#include "engine/core/settings.hpp"

namespace scriptorium::session::detail {

std::string die_text(const core::Die& d);
nlohmann::json dice_json(const std::vector<core::Die>& dice);
std::string join_dice(const std::vector<core::Die>& dice);
std::string where_die(std::size_t i);
std::string join(const std::vector<std::string>& items, const char* separator = ", ");

// A move split into its type and the engine's input: the move object without "type", so an
// engine that refuses unknown keys reads it exactly as its own command would. Keys keep their
// places, so the engine's JSON pointers point into the move file.
struct MoveInput {
  std::string type;    // one of `types`, canonical spelling
  nlohmann::json input;
};

// Reads "type" (enum matching per cli.md: case, '_' and '-' ignored). A missing or empty type,
// or one the game does not know, is an InputError at /type that lists the known types.
MoveInput split_move(const core::JsonCursor& move, const std::string& game_title, const std::vector<std::string>& types);

// The game's settings: schema defaults overridden by the session's rules object. A mismatch
// throws SessionRulesError.
core::Settings session_settings(const core::SettingsSchema& schema, const nlohmann::json& rules);

// "Build refused: <first reason>" (+ how many more); `what` is the move's name for people.
Verdict refused(const std::string& what, core::Violations violations, nlohmann::json result);

// One player's line of a scoring, its rows in the printed order (without the total).
struct ScoreLine {
  std::string name;
  std::vector<std::pair<std::string, int>> rows;
  int total = 0;
  std::string where;  // the JSON pointer naming the player; empty: `players_pointer`/i/name
};

// A `score` move's verdict: its result is the session's sheet (score_sheet.hpp) made of these
// lines. Refused when a line names someone who does not play in the session (at
// `players_pointer`/i/name) or a player of the session has no line.
Verdict score_verdict(const std::vector<ScoreLine>& lines, const std::vector<std::string>& winners, bool final,
                      const SessionContext& context, const std::string& players_pointer = "/players");

// The move is known but this build has no engine for it.
[[noreturn]] void engine_missing(const std::string& game_title, const std::string& module);

// One factory per game (rules/<game>_rules.cpp).
std::unique_ptr<GameRules> make_era_rules(const SessionContext& context);
std::unique_ptr<GameRules> make_medioevo_rules(const SessionContext& context);
std::unique_ptr<GameRules> make_discordia_rules(const SessionContext& context);
std::unique_ptr<GameRules> make_feudum_rules(const SessionContext& context);
std::unique_ptr<GameRules> make_rattus_rules(const SessionContext& context);

// Per game: settings check for `session new --rules` (no-op when the engine is not built).
void check_era_settings(const nlohmann::json& rules);
void check_medioevo_settings(const nlohmann::json& rules);
void check_discordia_settings(const nlohmann::json& rules);
void check_feudum_settings(const nlohmann::json& rules);
void check_rattus_settings(const nlohmann::json& rules);

}  // namespace scriptorium::session::detail
