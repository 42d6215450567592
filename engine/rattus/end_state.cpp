#include "engine/rattus/end_state.hpp"

#include <algorithm>
#include <numeric>

namespace scriptorium::rattus {

int EndPlayer::rat_total() const { return std::accumulate(rats.begin(), rats.end(), 0); }

namespace {

HandCounts parse_hand(const core::JsonCursor& hand) {
  hand.require_object();
  HandCounts counts;
  const std::pair<const char*, int HandCounts::*> keys[] = {
      {"population", &HandCounts::population}, {"jokers", &HandCounts::jokers},
      {"swords", &HandCounts::swords},         {"flutes", &HandCounts::flutes},
      {"passes", &HandCounts::passes},         {"gold", &HandCounts::gold}};
  for (const auto& [key, unused] : hand.json().items()) {
    const std::string& name = key;  // clang 14 cannot capture a structured binding
    const auto known = std::find_if(std::begin(keys), std::end(keys),
                                    [&](const auto& k) { return name == k.first; });
    if (known == std::end(keys)) hand.at(key).fail("unknown hand card \"" + key + "\"");
    counts.*(known->second) = hand.at(key).as_int32(0, kMaxCount);
  }
  return counts;
}

std::array<int, kClassCount> parse_influence(const core::JsonCursor& influence) {
  influence.require_object();
  std::array<int, kClassCount> values{};
  for (const auto& [key, unused] : influence.json().items()) {
    const core::JsonCursor member = influence.at(key);
    const auto cls = core::parse_enum(key, class_names());
    if (!cls) member.fail("unknown class \"" + key + "\"");
    values[index_of(*cls)] = member.as_int32(0, kMaxCount);
  }
  return values;
}

EndPlayer parse_player(const core::JsonCursor& p) {
  p.require_object();
  EndPlayer player;
  const core::JsonCursor name = p.at("name");
  player.name = name.as_string();
  if (player.name.empty()) name.fail("empty player name");
  if (auto influence = p.find("influence")) player.influence = parse_influence(*influence);
  if (auto hand = p.find("hand")) player.hand = parse_hand(*hand);
  if (auto tokens = p.find("vp_tokens")) {
    for (const auto& t : tokens->items()) player.vp_tokens.push_back(t.as_int32(1, kMaxCount));
  }
  for (const auto& r : p.at("rats").items()) {
    const int value = r.as_int32(INT_MIN, INT_MAX);
    if (value != 1 && value != 3 && value != 5) r.fail("rat token must be 1, 3 or 5, found " + std::to_string(value));
    player.rats.push_back(value);
  }
  if (player.rats.size() > 200) p.at("rats").fail("more rat tokens than exist");
  return player;
}

int find_player(const std::vector<EndPlayer>& players, const std::string& name) {
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (players[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

// Every tie at a value > 0 must be ordered by influence_order (§4.1: ranks never tie).
void check_ties_covered(const EndState& state, const core::JsonCursor& players) {
  for (int c = 0; c < kClassCount; ++c) {
    const auto& order = state.stack_order[c];
    for (std::size_t i = 0; i < state.players.size(); ++i) {
      const int value = state.players[i].influence[c];
      if (value == 0) continue;
      for (std::size_t j = i + 1; j < state.players.size(); ++j) {
        if (state.players[j].influence[c] != value) continue;
        const bool listed = std::find(order.begin(), order.end(), static_cast<int>(i)) != order.end() &&
                            std::find(order.begin(), order.end(), static_cast<int>(j)) != order.end();
        if (!listed) {
          const std::string cls(name_of(static_cast<Cls>(c)));
          players.at(j).at("influence").at(cls).fail(
              "tie at " + std::to_string(value) + " in " + cls + " between " + state.players[i].name + " and " +
              state.players[j].name + " is not ordered by influence_order");
        }
      }
    }
  }
}

}  // namespace

EndState parse_end_state(const core::JsonCursor& root) {
  root.require_object();
  EndState state;
  const core::JsonCursor players = root.at("players");
  players.require_array();
  if (players.size() < 2 || players.size() > 5) {
    players.fail("expected 2 to 5 players, found " + std::to_string(players.size()));
  }
  for (const auto& p : players.items()) {
    EndPlayer player = parse_player(p);
    if (find_player(state.players, player.name) >= 0) p.at("name").fail("duplicate player name \"" + player.name + "\"");
    state.players.push_back(std::move(player));
  }

  if (auto order = root.find("influence_order")) {
    order->require_object();
    for (const auto& [key, unused] : order->json().items()) {
      const core::JsonCursor list = order->at(key);
      const auto cls = core::parse_enum(key, class_names());
      if (!cls) list.fail("unknown class \"" + key + "\"");
      auto& stack = state.stack_order[index_of(*cls)];
      if (!stack.empty()) list.fail("class \"" + key + "\" listed twice");
      for (const auto& entry : list.items()) {
        const std::string name = entry.as_string();
        const int index = find_player(state.players, name);
        if (index < 0) entry.fail("\"" + name + "\" is not a player");
        if (std::find(stack.begin(), stack.end(), index) != stack.end()) entry.fail("\"" + name + "\" listed twice");
        stack.push_back(index);
      }
    }
  }

  const core::JsonCursor nuns = root.at("nun_row");
  nuns.require_array();
  if (nuns.size() != 5) nuns.fail("the nun row has 5 cards, found " + std::to_string(nuns.size()));
  for (std::size_t i = 0; i < 5; ++i) state.nun_row[i] = nuns.at(i).as_int32(0, 4);

  state.treasury_used = root.get_bool("treasury_used", false);
  check_ties_covered(state, players);
  return state;
}

}  // namespace scriptorium::rattus
