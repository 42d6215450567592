#include "companion/session/running_tallies.hpp"

#include <map>

namespace scriptorium::session {

namespace {

const std::vector<std::string> kEraColumns{"culture", "calamity", "goods", "stone", "wood", "food"};

// A move's result when it is of `type` and an object, else null.
const nlohmann::json* result_of(const EffectiveEvent& e, const char* type) {
  if (e.record.kind != store::EventKind::move || !e.payload.is_object()) return nullptr;
  const auto it = e.payload.find("result");
  if (it == e.payload.end() || !it->is_object() || it->value("type", nlohmann::json()) != type) return nullptr;
  return &*it;
}

// Copies the integer `keys` of `from` into `into` (stored payloads may be of another shape:
// anything else is left out).
void copy_numbers(const nlohmann::json& from, const std::vector<std::string>& keys, nlohmann::json& into) {
  if (!from.is_object()) return;
  for (const auto& k : keys) {
    const auto it = from.find(k);
    if (it != from.end() && it->is_number_integer()) into[k] = *it;
  }
}

nlohmann::json era_tallies(const std::vector<EffectiveEvent>& standing) {
  std::vector<std::string> order;
  std::map<std::string, nlohmann::json> players;
  for (const auto& e : standing) {
    if (const auto* round = result_of(e, "round")) {
      order.clear();
      players.clear();
      for (const auto& p : round->value("players", nlohmann::json::array())) {
        if (!p.is_object() || !p.value("name", nlohmann::json()).is_string()) continue;
        const std::string name = p["name"].get<std::string>();
        nlohmann::json line{{"name", name}};
        copy_numbers(p, {"culture", "calamity"}, line);
        copy_numbers(p.value("resources", nlohmann::json()), {"goods", "stone", "wood", "food"}, line);
        order.push_back(name);
        players[name] = line;
      }
    } else if (const auto* build = result_of(e, "build"); build && e.record.player) {
      // A build spends the builder's resources; it says what is left.
      const auto it = players.find(*e.record.player);
      if (it != players.end()) copy_numbers(build->value("resources_after", nlohmann::json()), {"goods", "stone", "wood", "food"}, it->second);
    }
  }
  if (order.empty()) return nlohmann::json::object();
  nlohmann::json list = nlohmann::json::array();
  for (const auto& name : order) list.push_back(players[name]);
  return {{"columns", kEraColumns}, {"players", list}};
}

}  // namespace

nlohmann::json running_tallies(const std::string& game, const std::vector<EffectiveEvent>& standing) {
  if (game == "era") return era_tallies(standing);
  return nlohmann::json::object();
}

}  // namespace scriptorium::session
