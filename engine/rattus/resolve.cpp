#include "engine/rattus/resolve.hpp"

#include <algorithm>
#include <numeric>

#include "engine/rattus/rattus_settings.hpp"

namespace scriptorium::rattus {

int Committed::pop_jokers() const {
  return std::accumulate(population.begin(), population.end(), 0) + jokers;
}

namespace {

Committed parse_cards(const core::JsonCursor& cards, bool passes_committable) {
  cards.require_object();
  Committed out;
  for (const auto& [key, unused] : cards.json().items()) {
    const core::JsonCursor member = cards.at(key);
    const int value = member.as_int32(0, kMaxCount);
    const std::string k = core::normalize_enum_text(key);
    if (k == "jokers" || k == "joker") {
      out.jokers = value;
    } else if (k == "swords" || k == "sword") {
      out.swords = value;
    } else if (k == "flutes" || k == "flute") {
      out.flutes = value;
    } else if ((k == "passes" || k == "pass") && passes_committable) {
      // committed but inert: no influence, no rats
    } else if (k == "passes" || k == "pass" || k == "gold") {
      member.fail("\"" + key + "\" cards cannot be committed to a building");
    } else if (auto cls = core::parse_enum(key, class_names())) {
      out.population[index_of(*cls)] = value;
    } else {
      member.fail("unknown card \"" + key + "\"");
    }
  }
  return out;
}

Entry parse_entry(const core::JsonCursor& e, bool passes_committable) {
  e.require_object();
  Entry entry;
  const core::JsonCursor player = e.at("player");
  entry.player = player.as_string();
  if (entry.player.empty()) player.fail("empty player name");
  if (auto cards = e.find("cards")) entry.cards = parse_cards(*cards, passes_committable);
  entry.hand = e.get_int("hand", 0, 0, kMaxCount);
  entry.rats = e.get_int("rats", 10, 0, kMaxCount);
  if (auto v = e.find("sword_victim")) entry.sword_victim = v->as_string();
  if (auto v = e.find("flute_victim")) entry.flute_victim = v->as_string();
  if (auto v = e.find("hospital_cards")) entry.hospital_cards = v->as_int32(0, 3);
  return entry;
}

bool contains(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// Mutable per-player state while the round resolves.
struct Ledger {
  std::map<std::string, int> hand;
  std::map<std::string, int> rats;
};

int index_in(const std::vector<std::string>& order, const std::string& name) {
  const auto it = std::find(order.begin(), order.end(), name);
  return it == order.end() ? static_cast<int>(order.size()) : static_cast<int>(it - order.begin());
}

// Most of a count; ties to the earliest entry (lowest space).
std::size_t top_entry(const std::vector<Entry>& entries, int (*count)(const Entry&)) {
  std::size_t top = 0;
  for (std::size_t i = 1; i < entries.size(); ++i) {
    if (count(entries[i]) > count(entries[top])) top = i;
  }
  return top;
}

std::optional<Transfer> contest(const std::vector<Entry>& entries, int (*count)(const Entry&),
                                const std::optional<std::string> Entry::*victim) {
  const bool all_equal = std::all_of(entries.begin(), entries.end(),
                                     [&](const Entry& e) { return count(e) == count(entries.front()); });
  if (all_equal) return std::nullopt;
  Transfer t;
  const std::size_t top = top_entry(entries, count);
  t.top = entries[top].player;
  int fewest = INT_MAX;
  for (const auto& e : entries) fewest = std::min(fewest, count(e));
  for (const auto& e : entries) {
    if (count(e) == fewest) t.low.push_back(e.player);
  }
  if (t.low.size() == 1) {
    t.chosen = t.low.front();
  } else if (const auto& pick = entries[top].*victim; pick && contains(t.low, *pick)) {
    t.chosen = *pick;
  }
  return t;
}

int fixed_amount(Building b, bool premium) {
  switch (b) {
    case Building::Palace:
    case Building::Treasury:
    case Building::Castle:
    case Building::Monastery:
    case Building::Marketplace:
    case Building::Office:
    case Building::PipersHut:
    case Building::FortuneTellersTent: return premium ? 2 : 1;
    case Building::Farm: return premium ? 4 : 2;
    default: return 0;
  }
}

std::string action_name(Building b) {
  switch (b) {
    case Building::Palace: return "take_vp_tokens";
    case Building::Treasury: return "take_gold";
    case Building::Castle: return "take_swords";
    case Building::GuardTower: return "guard_tower";
    case Building::Monastery: return "discard_rats";
    case Building::Hospital: return "hospital";
    case Building::Farm:
    case Building::Brewery: return "draw_population";
    case Building::Marketplace: return "take_jokers";
    case Building::Office: return "take_passes";
    case Building::PipersHut: return "take_flutes";
    case Building::FortuneTellersTent: return "peek_nun_row";
  }
  return "none";
}

class RoundResolver {
 public:
  RoundResolver(const RoundInput& round, const core::Settings& settings) : round_(round), settings_(settings) {
    for (const auto& b : round.buildings) {
      for (const auto& e : b.entries) {
        ledger_.hand[e.player] = e.hand;
        ledger_.rats[e.player] = e.rats;
        if (b.type == Building::GuardTower) guarded_.push_back(e.player);
      }
    }
    for (const auto& [name, hand] : round.other_hands) ledger_.hand.emplace(name, hand);
    if (round.players == 2) two_player_premium_ = two_player_premium();
  }

  std::vector<BuildingResult> run() {
    std::vector<BuildingResult> out;
    for (std::size_t i = 0; i < round_.buildings.size(); ++i) {
      building_index_ = i;
      out.push_back(resolve(round_.buildings[i]));
    }
    return out;
  }

 private:
  // §3 phase D b, 2 players: one premium per round, to whoever committed more (A-9 on ties).
  std::string two_player_premium() const {
    const Entry* best = nullptr;
    for (const auto& b : round_.buildings) {
      for (const auto& e : b.entries) {
        if (best == nullptr || e.cards.pop_jokers() > best->cards.pop_jokers() ||
            (e.cards.pop_jokers() == best->cards.pop_jokers() &&
             index_in(round_.placement_order, e.player) < index_in(round_.placement_order, best->player))) {
          best = &e;
        }
      }
    }
    return best == nullptr ? "" : best->player;
  }

  BuildingResult resolve(const BuildingVisit& b) {
    BuildingResult r;
    r.type = b.type;
    if (b.entries.empty()) return r;
    const Cls cls = class_of(b.type);
    // a. cards: influence and off-class rats, in entry order.
    for (const auto& e : b.entries) {
      EntrantResult er;
      er.player = e.player;
      er.influence = e.cards.pop_jokers();
      for (int c = 0; c < kClassCount; ++c) {
        if (c != index_of(cls)) er.rats_gained += e.cards.population[c];
      }
      ledger_.rats[e.player] += er.rats_gained;
      r.entrants.push_back(er);
    }
    // Swords, then Flutes (A-7: after every entrant's cards).
    r.sword = contest(b.entries, [](const Entry& e) { return e.cards.swords; }, &Entry::sword_victim);
    if (r.sword && r.sword->chosen) {
      r.sword->amount = ledger_.hand[*r.sword->chosen] / 2;
      ledger_.hand[*r.sword->chosen] -= r.sword->amount;
      ledger_.hand[r.sword->top] += r.sword->amount;
    }
    r.flute = contest(b.entries, [](const Entry& e) { return e.cards.flutes; }, &Entry::flute_victim);
    if (r.flute && r.flute->chosen) {
      if (ledger_.rats[r.flute->top] > 0) {
        --ledger_.rats[r.flute->top];
        r.flute->amount = 1;
      } else if (settings_.get_string(setting::kFluteWithoutRats) == "from_supply") {
        r.flute->amount = 1;
      }
      ledger_.rats[*r.flute->chosen] += r.flute->amount;
    }

    // b. who takes the premium action.
    std::optional<std::size_t> premium;
    if (round_.players == 2) {
      for (std::size_t i = 0; i < b.entries.size(); ++i) {
        if (b.entries[i].player == two_player_premium_) premium = i;
      }
    } else {
      premium = top_entry(b.entries, [](const Entry& e) { return e.cards.pop_jokers(); });
    }
    if (premium) r.premium = b.entries[*premium].player;
    for (std::size_t i = 0; i < b.entries.size(); ++i) {
      if (!premium || i != *premium) r.standard.push_back(b.entries[i].player);
    }

    if (round_.final_round) {
      if (premium) {
        r.entrants[*premium].influence += 1;
        r.actions.push_back({b.entries[*premium].player, "final_round", "influence", 1, {}, ""});
      }
    } else {
      if (premium) r.actions.push_back(act(b, *premium, true, r.entrants[*premium].influence));
      for (std::size_t i = 0; i < b.entries.size(); ++i) {
        if (!premium || i != *premium) r.actions.push_back(act(b, i, false, r.entrants[i].influence));
      }
    }
    for (auto& er : r.entrants) {
      er.rats = ledger_.rats[er.player];
      er.hand = ledger_.hand[er.player];
    }
    return r;
  }

  ActionEffect act(const BuildingVisit& b, std::size_t index, bool premium, int influence) {
    const Entry& e = b.entries[index];
    ActionEffect a{e.player, premium ? "premium" : "standard", action_name(b.type), 0, {}, ""};
    int& hand = ledger_.hand[e.player];
    int& rats = ledger_.rats[e.player];
    switch (b.type) {
      case Building::Palace:
      case Building::FortuneTellersTent: a.amount = fixed_amount(b.type, premium); break;
      case Building::Treasury:
      case Building::Castle:
      case Building::Marketplace:
      case Building::Office:
      case Building::PipersHut:
      case Building::Farm:
        a.amount = fixed_amount(b.type, premium);
        hand += a.amount;
        break;
      case Building::Brewery:
        a.amount = premium ? influence
                   : settings_.get_string(setting::kBreweryRounding) == "ceil" ? (influence + 1) / 2
                                                                               : influence / 2;
        hand += a.amount;
        break;
      case Building::Monastery:
        a.amount = std::min(rats, fixed_amount(b.type, premium));
        rats -= a.amount;
        break;
      case Building::Hospital: hospital(e, index, premium, a, hand, rats); break;
      case Building::GuardTower:
        if (premium) {
          guard_tower(e.player, a);
        } else {
          a.action = "protected";
        }
        break;
    }
    return a;
  }

  void hospital(const Entry& e, std::size_t index, bool premium, ActionEffect& a, int& hand, int& rats) {
    const int limit = premium ? 3 : 2;
    int removed = 0;
    if (premium && rats > 0) {
      --rats;
      removed = 1;
    }
    const int cards = e.hospital_cards ? std::min({*e.hospital_cards, limit, hand}) : std::min({limit, hand, rats});
    if (cards > rats) {
      if (settings_.get_string(setting::kHospitalExtraCards) == "forbid") {
        throw core::InputError("Hospital: discarding " + std::to_string(cards) + " cards with only " +
                                   std::to_string(rats) + " rats left is not allowed (hospital_extra_cards)",
                               "/buildings/" + std::to_string(building_index_) + "/entries/" + std::to_string(index) +
                                   "/hospital_cards");
      }
      a.warning = std::to_string(cards - rats) + " discarded card(s) remove no rat";
    }
    hand -= cards;
    removed += std::min(cards, rats);
    rats -= std::min(cards, rats);
    a.amount = removed;
    a.taken_from["cards_discarded"] = cards;
  }

  // Premium Guard Tower (§1.1, A-8): every unprotected player whose hand is >= the premium
  // player's gives 3 cards (all if fewer), clockwise from the premium player.
  void guard_tower(const std::string& me, ActionEffect& a) {
    std::vector<std::string> order;
    if (!round_.seats.empty()) {
      const int start = index_in(round_.seats, me);
      for (std::size_t k = 1; k <= round_.seats.size(); ++k) {
        order.push_back(round_.seats[(static_cast<std::size_t>(start) + k) % round_.seats.size()]);
      }
    } else {
      for (const auto& [name, unused] : ledger_.hand) order.push_back(name);
    }
    const bool live = settings_.get_string(setting::kGuardTowerHand) == "live";
    const int snapshot = ledger_.hand[me];
    for (const auto& victim : order) {
      if (victim == me || contains(guarded_, victim) || !ledger_.hand.count(victim)) continue;
      const int threshold = live ? ledger_.hand[me] : snapshot;
      int& their = ledger_.hand[victim];
      if (their < threshold) continue;
      const int given = std::min(3, their);
      if (given == 0) continue;
      their -= given;
      ledger_.hand[me] += given;
      a.taken_from[victim] = given;
      a.amount += given;
    }
  }

  const RoundInput& round_;
  const core::Settings& settings_;
  Ledger ledger_;
  std::vector<std::string> guarded_;
  std::string two_player_premium_;
  std::size_t building_index_ = 0;
};

}  // namespace

RoundInput parse_round(const core::JsonCursor& root, const core::Settings& settings) {
  root.require_object();
  RoundInput round;
  round.players = root.at("players").as_int32(2, 5);
  round.final_round = root.get_bool("final_round", false);
  std::vector<std::string> entrants;
  const core::JsonCursor buildings = root.at("buildings");
  buildings.require_array();
  for (const auto& b : buildings.items()) {
    b.require_object();
    BuildingVisit visit;
    visit.type = b.at("type").as_enum(building_names(), "building");
    for (const auto& e : b.at("entries").items()) {
      Entry entry = parse_entry(e, settings.get_bool(setting::kPassesCommittable));
      if (contains(entrants, entry.player)) e.at("player").fail("\"" + entry.player + "\" already entered a building");
      entrants.push_back(entry.player);
      visit.entries.push_back(std::move(entry));
    }
    for (std::size_t i = 0; i < visit.entries.size(); ++i) {
      const Entry& entry = visit.entries[i];
      std::vector<std::string> here;
      for (const auto& other : visit.entries) here.push_back(other.player);
      const core::JsonCursor ec = b.at("entries").at(i);
      if (entry.sword_victim && !contains(here, *entry.sword_victim)) {
        ec.at("sword_victim").fail("\"" + *entry.sword_victim + "\" is not in this building");
      }
      if (entry.flute_victim && !contains(here, *entry.flute_victim)) {
        ec.at("flute_victim").fail("\"" + *entry.flute_victim + "\" is not in this building");
      }
    }
    round.buildings.push_back(std::move(visit));
  }
  if (static_cast<int>(entrants.size()) > round.players) {
    buildings.fail("more entrants than players (" + std::to_string(entrants.size()) + " > " +
                   std::to_string(round.players) + ")");
  }
  round.placement_order = entrants;
  if (auto order = root.find("placement_order")) {
    std::vector<std::string> names;
    for (const auto& n : order->items()) {
      const std::string name = n.as_string();
      if (contains(names, name)) n.fail("\"" + name + "\" listed twice");
      names.push_back(name);
    }
    for (const auto& e : entrants) {
      if (!contains(names, e)) order->fail("entrant \"" + e + "\" missing from placement_order");
    }
    round.placement_order = names;
  }
  if (auto seats = root.find("seats")) {
    for (const auto& n : seats->items()) {
      const std::string name = n.as_string();
      if (contains(round.seats, name)) n.fail("\"" + name + "\" listed twice");
      round.seats.push_back(name);
    }
    if (static_cast<int>(round.seats.size()) > round.players) seats->fail("more seats than players");
  }
  if (auto hands = root.find("hands")) {
    hands->require_object();
    for (const auto& [name, unused] : hands->json().items()) {
      const core::JsonCursor h = hands->at(name);
      if (contains(entrants, name)) h.fail("\"" + name + "\" entered a building: give its hand in the entry");
      round.other_hands[name] = h.as_int32(0, kMaxCount);
    }
  }
  return round;
}

std::vector<BuildingResult> resolve_round(const RoundInput& round, const core::Settings& settings) {
  return RoundResolver(round, settings).run();
}

nlohmann::json to_json(const std::vector<BuildingResult>& results) {
  nlohmann::json buildings = nlohmann::json::array();
  auto transfer = [](const std::optional<Transfer>& t, const char* amount_key) -> nlohmann::json {
    if (!t) return nullptr;
    return {{"top", t->top},
            {"low", t->low},
            {"chosen", t->chosen ? nlohmann::json(*t->chosen) : nlohmann::json(nullptr)},
            {amount_key, t->amount}};
  };
  for (const auto& r : results) {
    nlohmann::json entrants = nlohmann::json::array();
    int space = 0;
    for (const auto& e : r.entrants) {
      entrants.push_back({{"player", e.player}, {"space", ++space}, {"influence", e.influence},
                          {"rats_gained", e.rats_gained}, {"rats", e.rats}, {"hand", e.hand}});
    }
    nlohmann::json actions = nlohmann::json::array();
    for (const auto& a : r.actions) {
      nlohmann::json j = {{"player", a.player}, {"kind", a.kind}, {"action", a.action}, {"amount", a.amount}};
      if (!a.taken_from.empty()) j["details"] = a.taken_from;
      if (!a.warning.empty()) j["warning"] = a.warning;
      actions.push_back(j);
    }
    buildings.push_back({{"type", name_of(r.type)},
                         {"class", name_of(class_of(r.type))},
                         {"entrants", entrants},
                         {"sword", transfer(r.sword, "cards")},
                         {"flute", transfer(r.flute, "rats")},
                         {"premium", r.premium ? nlohmann::json(*r.premium) : nlohmann::json(nullptr)},
                         {"standard", r.standard},
                         {"actions", actions}});
  }
  return {{"buildings", buildings}};
}

}  // namespace scriptorium::rattus
