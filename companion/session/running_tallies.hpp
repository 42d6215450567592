// Running tallies during play: what each player holds now, from the standing moves the game's
// engine resolved (ERA: culture, calamity and resources from the newest `round` and the `build`
// moves after it; Medioevo: battle rounds won, lost and tied, damage dealt and taken;
// Discordia: workers left in the reserve, incursions held and fallen to). Undo and corrections
// change them as they change the log.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/session/event_log.hpp"

namespace scriptorium::session {

// {"columns": [keys in display order], "players": [{"name", <key>: number, ...}]}, or an empty
// object when the game keeps no tallies here or nothing has been resolved yet. ERA's columns:
// culture, calamity, goods, stone, wood, food; Medioevo's: rounds_won, rounds_lost, rounds_tied,
// damage_dealt, damage_taken (one line per side's name, as the battle moves name them);
// Discordia's: reserve, incursions_held, incursions_fallen (one line per player who moved).
nlohmann::json running_tallies(const std::string& game, const std::vector<EffectiveEvent>& standing);

// ERA: each player as the standing moves left them, in the newest round's order: that round's
// player ({"name", "domain", "resources": {"goods", ...}, "culture", "calamity"}, the keys a
// stored result holds), then each build of theirs after it (the domain and resources it left).
// Before the first round, the players who have built, with what their builds left. Empty when
// nothing was resolved.
nlohmann::json era_players_now(const std::vector<EffectiveEvent>& standing);

}  // namespace scriptorium::session
