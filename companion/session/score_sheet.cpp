#include "companion/session/score_sheet.hpp"

#include <algorithm>
#include <cctype>

namespace scriptorium::session {

namespace {

bool all_of(const nlohmann::json& list, bool (nlohmann::json::*is)() const noexcept) {
  return list.is_array() && std::all_of(list.begin(), list.end(), [&](const nlohmann::json& j) { return (j.*is)(); });
}

// The shape score_verdict writes. The log is read from a database that may have been damaged
// or written by something else: a sheet of another shape is not a sheet.
bool well_formed(const nlohmann::json& sheet) {
  if (!sheet.is_object() || !all_of(sheet.value("rows", nlohmann::json()), &nlohmann::json::is_string) ||
      !all_of(sheet.value("winners", nlohmann::json()), &nlohmann::json::is_string) ||
      !sheet.value("final", nlohmann::json()).is_boolean() || !sheet.value("players", nlohmann::json()).is_array()) {
    return false;
  }
  for (const auto& p : sheet["players"]) {
    if (!p.is_object() || !p.value("name", nlohmann::json()).is_string() ||
        !p.value("total", nlohmann::json()).is_number_integer() || !p.value("rows", nlohmann::json()).is_object()) {
      return false;
    }
    for (const auto& points : p["rows"]) {
      if (!points.is_number_integer()) return false;
    }
  }
  return true;
}

bool is_score_move(const EffectiveEvent& e) {
  if (e.record.kind != store::EventKind::move || !e.payload.is_object()) return false;
  const auto result = e.payload.find("result");
  return result != e.payload.end() && result->is_object() && result->value("type", nlohmann::json()) == "score" &&
         well_formed(*result);
}

}  // namespace

nlohmann::json score_sheet(const std::vector<EffectiveEvent>& standing) {
  const auto newest = std::find_if(standing.rbegin(), standing.rend(), is_score_move);
  if (newest == standing.rend()) return nlohmann::json::object();
  nlohmann::json sheet = newest->payload.at("result");
  sheet.erase("type");
  sheet["event"] = newest->record.id;
  return sheet;
}

store::SessionEnding ending_of(const nlohmann::json& sheet) {
  store::SessionEnding ending;
  const auto final = sheet.is_object() ? sheet.value("final", nlohmann::json()) : nlohmann::json();
  ending.finished = final.is_boolean() && final.get<bool>();
  if (ending.finished && sheet.contains("winners") && sheet["winners"].is_array()) {
    for (const auto& w : sheet["winners"]) {
      if (w.is_string()) ending.winners.push_back(w.get<std::string>());
    }
  }
  return ending;
}

void settle_score(const std::vector<store::EventRecord>& log, store::NewEvent& event) {
  // The new event as the log will hold it; only its place after every other event matters.
  store::EventRecord next;
  for (const auto& e : log) next.id = std::max(next.id, e.id);
  ++next.id;
  next.kind = event.kind;
  next.player = event.player;
  next.target = event.target;
  next.payload = event.payload;
  std::vector<store::EventRecord> after = log;
  after.push_back(next);
  const nlohmann::json before_sheet = score_sheet(effective_events(log));
  nlohmann::json after_sheet = score_sheet(effective_events(after));
  // The sheet names the event it came from: the new event's ID is not known yet, and a sheet
  // that only moved to another event is the same sheet.
  auto without_event = [](nlohmann::json sheet) {
    sheet.erase("event");
    return sheet;
  };
  if (without_event(before_sheet) == without_event(after_sheet)) return;
  after_sheet.erase("event");
  event.ending = ending_of(after_sheet);
  event.score = std::move(after_sheet);
}

std::string row_title(const std::string& key) {
  std::string out = key;
  std::replace(out.begin(), out.end(), '_', ' ');
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

}  // namespace scriptorium::session
