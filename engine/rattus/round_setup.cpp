#include "engine/rattus/round_setup.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "engine/rattus/rattus_settings.hpp"

namespace scriptorium::rattus {

RoundPlan round_plan(int players, const core::Settings& settings) {
  if (players < 2 || players > 5) throw std::invalid_argument("Rattus Cartus is for 2 to 5 players");
  const nlohmann::json reserve = settings.to_json().at(setting::kReserveDeck);
  if (!reserve.is_array() || reserve.size() != 4 || !reserve[players - 2].is_number_integer()) {
    throw std::invalid_argument("reserve_deck must be 4 integers (2, 3, 4, 5 players)");
  }
  RoundPlan plan;
  plan.rounds = players == 2 ? 10 : players == 3 ? 9 : 8;
  plan.draw_per_round = players <= 3 ? 2 : 3;
  plan.reserve = reserve[players - 2].get<int>();
  plan.building_deck = 30 - plan.reserve;
  return plan;
}

RowDraw draw_building_row(std::vector<Building> drawn, std::deque<Building> reserve) {
  RowDraw out{std::move(drawn), std::move(reserve), 0, false};
  auto all_same = [&] {
    return std::all_of(out.row.begin(), out.row.end(), [&](Building b) { return b == out.row.front(); });
  };
  // Each replacement cycles the reserve once; after a full cycle nothing new can appear.
  const std::size_t limit = out.reserve.size();
  while (out.row.size() > 1 && all_same()) {
    if (static_cast<std::size_t>(out.replacements) >= limit) {
      out.all_same = true;
      break;
    }
    const Building replaced = out.row.back();
    out.row.back() = out.reserve.front();
    out.reserve.pop_front();
    out.reserve.push_back(replaced);
    ++out.replacements;
  }
  return out;
}

PlayerSupply apply_supply(PlayerSupply player, const SupplyAction& action) {
  const int drawn = std::min(action.draw, player.deck);
  player.hand += drawn;
  player.deck -= drawn;
  player.rats = std::max(0, player.rats - action.discard_rats);
  return player;
}

int next_free_space(int occupied) { return occupied + 1; }

std::vector<int> gain_rats(std::vector<int> tokens, int count) {
  tokens.insert(tokens.end(), static_cast<std::size_t>(std::max(0, count)), 1);
  return tokens;
}

bool exchange_ones(std::vector<int>& tokens, int value) {
  if (value != 3 && value != 5) return false;
  if (std::count(tokens.begin(), tokens.end(), 1) < value) return false;
  for (int removed = 0; removed < value; ++removed) tokens.erase(std::find(tokens.begin(), tokens.end(), 1));
  tokens.push_back(value);
  std::sort(tokens.begin(), tokens.end(), std::greater<>());
  return true;
}

std::vector<int> discard_rats(std::vector<int> tokens, int count, bool split_allowed) {
  std::sort(tokens.begin(), tokens.end());  // pay with 1s first
  while (count > 0 && !tokens.empty()) {
    if (tokens.front() == 1) {
      tokens.erase(tokens.begin());
      --count;
      continue;
    }
    if (!split_allowed) break;
    const int big = tokens.front();  // split the smallest larger token into 1s
    tokens.erase(tokens.begin());
    tokens.insert(tokens.begin(), static_cast<std::size_t>(big), 1);
  }
  std::sort(tokens.begin(), tokens.end(), std::greater<>());
  return tokens;
}

}  // namespace scriptorium::rattus
