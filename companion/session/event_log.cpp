#include "companion/session/event_log.hpp"

#include <algorithm>
#include <set>

namespace scriptorium::session {

namespace {

// IDs taken back by standing undo events. An undo cannot itself be undone (redo is a new event).
std::set<store::EventId> undone_ids(const std::vector<store::EventRecord>& log) {
  std::set<store::EventId> undone;
  for (const auto& e : log) {
    if (e.kind == store::EventKind::undo && e.target) undone.insert(*e.target);
  }
  return undone;
}

}  // namespace

std::vector<EffectiveEvent> effective_events(const std::vector<store::EventRecord>& log) {
  const auto undone = undone_ids(log);
  std::vector<EffectiveEvent> out;
  for (const auto& e : log) {
    if (undone.count(e.id)) continue;
    if (e.kind == store::EventKind::roll || e.kind == store::EventKind::move) {
      out.push_back({e, e.payload, {}});
    } else if (e.kind == store::EventKind::correction && e.target) {
      auto it = std::find_if(out.begin(), out.end(), [&](const EffectiveEvent& f) { return f.record.id == *e.target; });
      if (it != out.end()) {
        it->payload = e.payload;
        it->corrections.push_back(e.id);
      }
    }
  }
  return out;
}

std::optional<store::EventId> undo_target(const std::vector<store::EventRecord>& log) {
  const auto undone = undone_ids(log);
  for (auto it = log.rbegin(); it != log.rend(); ++it) {
    if (it->kind == store::EventKind::undo || undone.count(it->id)) continue;
    // A correction whose target was undone no longer stands either.
    if (it->kind == store::EventKind::correction && it->target && undone.count(*it->target)) continue;
    return it->id;
  }
  return std::nullopt;
}

bool can_correct(const std::vector<store::EventRecord>& log, store::EventId target) {
  for (const auto& e : effective_events(log)) {
    if (e.record.id == target) return true;
  }
  return false;
}

}  // namespace scriptorium::session
