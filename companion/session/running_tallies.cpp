#include "companion/session/running_tallies.hpp"

#include <map>

namespace scriptorium::session {

namespace {

const std::vector<std::string> kEraColumns{"culture", "calamity", "goods", "stone", "wood", "food"};
const std::vector<std::string> kMedioevoColumns{"rounds_won", "rounds_lost", "rounds_tied", "damage_dealt",
                                                "damage_taken"};
const std::vector<std::string> kDiscordiaColumns{"reserve", "incursions_held", "incursions_fallen"};

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
  nlohmann::json list = nlohmann::json::array();
  for (const auto& p : era_players_now(standing)) {
    nlohmann::json line{{"name", p["name"]}};
    copy_numbers(p, {"culture", "calamity"}, line);
    copy_numbers(p.value("resources", nlohmann::json()), {"goods", "stone", "wood", "food"}, line);
    list.push_back(std::move(line));
  }
  if (list.empty()) return nlohmann::json::object();
  return {{"columns", kEraColumns}, {"players", list}};
}

// Medioevo: each side's battle rounds won, lost and tied and the damage dealt and taken, over
// the standing rounds, by the names the moves give the sides (in order of first appearance).
nlohmann::json medioevo_tallies(const std::vector<EffectiveEvent>& standing) {
  std::vector<std::string> order;
  std::map<std::string, nlohmann::json> lines;
  auto line = [&](const std::string& name) -> nlohmann::json& {
    if (lines.find(name) == lines.end()) {
      order.push_back(name);
      lines[name] = {{"name", name}};
      for (const auto& c : kMedioevoColumns) lines[name][c] = 0;
    }
    return lines[name];
  };
  for (const auto& e : standing) {
    const auto* round = result_of(e, "battle_round");
    if (round == nullptr) continue;
    const auto& move = e.payload.value("move", nlohmann::json());
    const auto side_name = [&move](const char* side) -> std::string {
      const auto& s = move.is_object() ? move.value(side, nlohmann::json()) : nlohmann::json();
      return s.is_object() && s.value("name", nlohmann::json()).is_string() ? s["name"].get<std::string>()
                                                                            : side;
    };
    const auto number = [round](const char* key) {
      const auto it = round->find(key);
      return it != round->end() && it->is_number_integer() ? it->get<int>() : 0;
    };
    const std::string winner =
        round->value("winner", nlohmann::json()).is_string() ? (*round)["winner"].get<std::string>() : "";
    if (winner != "attacker" && winner != "defender" && winner != "tie")
      continue;  // a surrender: no round fought
    nlohmann::json& attacker = line(side_name("attacker"));
    nlohmann::json& defender = line(side_name("defender"));
    if (winner == "tie") {
      attacker["rounds_tied"] = attacker["rounds_tied"].get<int>() + 1;
      defender["rounds_tied"] = defender["rounds_tied"].get<int>() + 1;
    } else {
      nlohmann::json& won = winner == "attacker" ? attacker : defender;
      nlohmann::json& lost = winner == "attacker" ? defender : attacker;
      won["rounds_won"] = won["rounds_won"].get<int>() + 1;
      lost["rounds_lost"] = lost["rounds_lost"].get<int>() + 1;
    }
    const int to_attacker = number("damage_to_attacker"), to_defender = number("damage_to_defender");
    attacker["damage_dealt"] = attacker["damage_dealt"].get<int>() + to_defender;
    attacker["damage_taken"] = attacker["damage_taken"].get<int>() + to_attacker;
    defender["damage_dealt"] = defender["damage_dealt"].get<int>() + to_attacker;
    defender["damage_taken"] = defender["damage_taken"].get<int>() + to_defender;
  }
  if (order.empty()) return nlohmann::json::object();
  nlohmann::json list = nlohmann::json::array();
  for (const auto& name : order) list.push_back(lines[name]);
  return {{"columns", kMedioevoColumns}, {"players", list}};
}

// Discordia: each player's workers left in the reserve after their newest turn (an empty reserve
// wins, §3) and the Germanic incursions their city held and fell to (§4.2), by the moves'
// players in order of first appearance.
nlohmann::json discordia_tallies(const std::vector<EffectiveEvent>& standing) {
  std::vector<std::string> order;
  std::map<std::string, nlohmann::json> lines;
  for (const auto& e : standing) {
    const auto* turn = result_of(e, "turn");
    const auto* incursion = result_of(e, "incursion");
    if ((turn == nullptr && incursion == nullptr) || !e.record.player) continue;
    const std::string& name = *e.record.player;
    if (lines.find(name) == lines.end()) {
      order.push_back(name);
      lines[name] = {{"name", name}, {"incursions_held", 0}, {"incursions_fallen", 0}};
    }
    nlohmann::json& line = lines[name];
    if (turn != nullptr) {
      int reserve = 0;
      bool known = false;
      const nlohmann::json workers = turn->value("reserve_after", nlohmann::json::object());
      for (const auto& [colour, count] : workers.items()) {
        if (!count.is_number_integer()) continue;
        reserve += count.get<int>();
        known = true;
      }
      if (known) line["reserve"] = reserve;
    } else {
      const auto outcome = incursion->value("outcome", nlohmann::json());
      const char* key = outcome == "reward"   ? "incursions_held"
                        : outcome == "damage" ? "incursions_fallen"
                                              : nullptr;
      if (key != nullptr) line[key] = line[key].get<int>() + 1;
    }
  }
  if (order.empty()) return nlohmann::json::object();
  nlohmann::json list = nlohmann::json::array();
  for (const auto& name : order) list.push_back(lines[name]);
  return {{"columns", kDiscordiaColumns}, {"players", list}};
}

}  // namespace

nlohmann::json era_players_now(const std::vector<EffectiveEvent>& standing) {
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
        for (const char* key : {"domain", "resources", "culture", "calamity"}) {
          if (p.contains(key)) line[key] = p[key];
        }
        order.push_back(name);
        players[name] = std::move(line);
      }
    } else if (const auto* build = result_of(e, "build"); build && e.record.player) {
      // A build changes the builder's domain and spends resources; it says what it left. A
      // build before the first round starts the builder's line (the round then replaces it).
      const std::string& name = *e.record.player;
      if (players.find(name) == players.end()) {
        order.push_back(name);
        players[name] = {{"name", name}};
      }
      if (build->contains("domain_after")) players[name]["domain"] = (*build)["domain_after"];
      if (build->contains("resources_after")) players[name]["resources"] = (*build)["resources_after"];
    }
  }
  nlohmann::json out = nlohmann::json::array();
  for (const auto& name : order) out.push_back(players[name]);
  return out;
}

nlohmann::json running_tallies(const std::string& game, const std::vector<EffectiveEvent>& standing) {
  if (game == "era") return era_tallies(standing);
  if (game == "medioevo") return medioevo_tallies(standing);
  if (game == "discordia") return discordia_tallies(standing);
  return nlohmann::json::object();
}

}  // namespace scriptorium::session
