// The round tracker: where the table is in the game's round (ERA's step peg, Rattus's phases
// A-E, Discordia's seasons and years), kept as `phase` events in the session log so that it
// survives a crash and undo takes a step back like any other event.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/session/event_log.hpp"

namespace scriptorium::session {

// A game's round, from its rules spec: the steps in order, what a round is called, and how the
// start player moves on.
struct RoundShape {
  std::vector<std::string> phases;  // keys, e.g. "roll", "collect" (titles: row_title)
  std::string round_name;           // "round", "turn" or "season"
  // Rounds between passes of the start player to the left; 0: never (Medioevo bids for it).
  int rounds_per_start_pass = 1;
  // Rounds per year (Discordia: 5 seasons), 0 when the game has no years.
  int rounds_per_year = 0;
};

// Throws std::invalid_argument for a game that is not known.
const RoundShape& round_shape(const std::string& game);

struct Progress {
  int round = 1;                    // 1, 2, ...
  std::size_t phase = 0;            // index into RoundShape::phases
  std::size_t start_player = 0;     // seat index
  int steps = 0;                    // standing phase events
};

// A phase event's payload: {"move": {"type": "phase"}, "result": {"type": "phase", ...}}, the
// result saying where the step led (round, phase, start_player) for people reading the log.
bool is_phase_event(const EffectiveEvent& event);

// The tracker after the standing events: every phase event is one step.
Progress progress(const std::string& game, std::size_t players, const std::vector<EffectiveEvent>& standing);

// One step on from `from`: the next phase, or the first phase of the next round (passing the
// start player when the game does).
Progress advance(const RoundShape& shape, std::size_t players, Progress from);

// The payload of the event that takes the tracker from `from` one step on.
nlohmann::json phase_payload(const std::string& game, const std::vector<std::string>& players, const Progress& from);

// {"round", "phase", "phase_index", "phases", "round_name", "start_player", "year"?, "season"?}
// with the start player's name.
nlohmann::json progress_json(const std::string& game, const std::vector<std::string>& players, const Progress& at);

}  // namespace scriptorium::session
