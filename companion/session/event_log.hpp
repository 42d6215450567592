// What a session's append-only log means: undo events remove the event they target,
// corrections replace its payload. The store never rewrites history; this view derives it.
#pragma once

#include <optional>
#include <vector>

#include "companion/store/session_store.hpp"

namespace scriptorium::session {

struct EffectiveEvent {
  store::EventRecord record;      // the original roll or move
  nlohmann::json payload;         // after the latest standing correction
  std::vector<store::EventId> corrections;  // standing corrections, oldest first
};

// The rolls and moves still in force, in log order.
std::vector<EffectiveEvent> effective_events(const std::vector<store::EventRecord>& log);

// The event `session undo` would take back: the newest standing roll, move or correction.
std::optional<store::EventId> undo_target(const std::vector<store::EventRecord>& log);

// Whether `target` is a standing roll or move that a correction may replace.
bool can_correct(const std::vector<store::EventRecord>& log, store::EventId target);

}  // namespace scriptorium::session
