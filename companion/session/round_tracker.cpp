#include "companion/session/round_tracker.hpp"

#include <map>
#include <stdexcept>

namespace scriptorium::session {

namespace {

// The rounds of each rules spec: ERA §3 (the step peg's steps), Medioevo §3.1 (seven phases
// per turn; the turn order is bid for), Discordia §3.1 (five seasons a year; the start player
// changes only at a new year), Feudum §1.6 (five steps), Rattus Cartus §3 (phases A-E).
const std::map<std::string, RoundShape>& shapes() {
  static const std::map<std::string, RoundShape> all{
      {"era", {{"roll", "quill", "collect", "feed", "calamities", "build", "extort", "round_end"}, "round", 1, 0}},
      {"medioevo",
       {{"turn_order", "events", "taxes_and_maintenance", "purchases", "combat", "commerce", "end_of_turn"}, "turn", 0, 0}},
      {"discordia", {{"maximus_rolls", "turns", "season_end"}, "season", 5, 5}},
      {"feudum", {{"take_actions", "nourish_pawns", "roll_progress_die", "advance_epoch", "end_round"}, "round", 1, 0}},
      {"rattus", {{"draw_buildings", "supplies", "enter_buildings", "resolve_buildings", "end_of_round"}, "round", 1, 0}},
  };
  return all;
}

}  // namespace

const RoundShape& round_shape(const std::string& game) {
  const auto it = shapes().find(game);
  if (it == shapes().end()) throw std::invalid_argument("unknown game \"" + game + "\"");
  return it->second;
}

bool is_phase_event(const EffectiveEvent& event) {
  if (event.record.kind != store::EventKind::move || !event.payload.is_object()) return false;
  const auto move = event.payload.find("move");
  return move != event.payload.end() && move->is_object() && move->value("type", nlohmann::json()) == "phase";
}

Progress advance(const RoundShape& shape, std::size_t players, Progress from) {
  Progress to = from;
  ++to.steps;
  if (++to.phase < shape.phases.size()) return to;
  to.phase = 0;
  ++to.round;
  if (shape.rounds_per_start_pass > 0 && players > 0 && (to.round - 1) % shape.rounds_per_start_pass == 0) {
    to.start_player = (to.start_player + 1) % players;
  }
  return to;
}

Progress progress(const std::string& game, std::size_t players, const std::vector<EffectiveEvent>& standing) {
  const RoundShape& shape = round_shape(game);
  Progress at;
  for (const auto& e : standing) {
    if (is_phase_event(e)) at = advance(shape, players, at);
  }
  return at;
}

nlohmann::json progress_json(const std::string& game, const std::vector<std::string>& players, const Progress& at) {
  const RoundShape& shape = round_shape(game);
  nlohmann::json out{{"round", at.round},
                     {"round_name", shape.round_name},
                     {"phase", shape.phases[at.phase]},
                     {"phase_index", at.phase},
                     {"phases", shape.phases},
                     {"start_player", at.start_player < players.size() ? nlohmann::json(players[at.start_player])
                                                                       : nlohmann::json(nullptr)}};
  if (shape.rounds_per_year > 0) {
    out["year"] = (at.round - 1) / shape.rounds_per_year + 1;
    out["season"] = (at.round - 1) % shape.rounds_per_year + 1;
  }
  return out;
}

nlohmann::json phase_payload(const std::string& game, const std::vector<std::string>& players, const Progress& from) {
  const Progress to = advance(round_shape(game), players.size(), from);
  nlohmann::json result = progress_json(game, players, to);
  result.erase("phases");
  result["type"] = "phase";
  return {{"move", {{"type", "phase"}}}, {"result", result}};
}

}  // namespace scriptorium::session
