// The score sheet a session keeps: what its newest standing `score` move says (made by the
// game's own scoring engine), so that undo and corrections change the sheet as they change the
// log, and a final scoring finishes the session with its winners.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/session/event_log.hpp"
#include "companion/store/session_store.hpp"

namespace scriptorium::session {

// A sheet, as every game's `score` move records it in its result (docs/session-moves.md):
//   {"rows": [row keys in the printed order],
//    "players": [{"name", "rows": {key: points}, "total"}],   in seat order of the scoring
//    "winners": [names], "final": true when the game ends with it}
// The sheet of a session with no standing score move is an empty object.
nlohmann::json score_sheet(const std::vector<EffectiveEvent>& standing);

// The session's end that a sheet implies: finished with its winners when final, else in play.
store::SessionEnding ending_of(const nlohmann::json& sheet);

// When appending `event` to `log` changes the sheet (a score move, or an undo or correction of
// one), sets `event.score` to the new sheet and `event.ending` to what it implies, so that the
// store writes both in the event's own transaction.
void settle_score(const std::vector<store::EventRecord>& log, store::NewEvent& event);

// "Walled area" for "walled_area": a row key for people.
std::string row_title(const std::string& key);

}  // namespace scriptorium::session
