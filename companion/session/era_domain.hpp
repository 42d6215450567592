// What the app's ERA scoring screen asks of the engine besides checking moves: the state a game
// starts from (for a session without a round yet) and the walled area of a domain being drawn.
// Implemented in rules/era_rules.cpp beside the ERA moves (the same settings apply).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace scriptorium::session {

// Each player at the start of a game (rules §3.1) under the session's rule settings, as `era
// round` writes a player: [{"name", "domain", "resources", "culture", "calamity"}]. Throws
// SessionRulesError for settings the engine refuses, std::runtime_error when this build has no
// ERA engine.
nlohmann::json era_start_players(const std::vector<std::string>& players,
                                 const nlohmann::json& session_rules);

// `era walled` on `domain` ({"width", "height", "pieces"}): {"walled_cells": [[x, y]],
// "walled_area", "walled_pieces"}, and "problems": what `era check` finds wrong with it (a
// piece off its footprint, overlaps, ...), [{"reason", "where"}]: `era score` scores such a
// domain all the same. Throws core::InputError (with its JSON pointer) when it is no domain,
// std::runtime_error when this build has no ERA engine.
nlohmann::json era_walled(const nlohmann::json& domain, const nlohmann::json& session_rules);

}  // namespace scriptorium::session
