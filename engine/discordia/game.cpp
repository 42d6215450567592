#include "engine/discordia/game.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/discordia/settings.hpp"

namespace scriptorium::discordia {

namespace {

constexpr int kWorkersTotal = 140;
constexpr int kStartingWorkers = 15;
constexpr int kStartingStars = 6;

void require_players(int players) {
  if (players < 1 || players > 4) throw std::invalid_argument("Discordia is for 1 to 4 players");
}

}  // namespace

SetupQuantities setup_quantities(int players, const core::Settings& settings) {
  require_players(players);
  SetupQuantities q;
  q.display_rows = players == 1 ? 2 : players;  // solo plays with 2 rows
  q.display_tiles = 6 * q.display_rows;
  q.display_after_first_tiles = q.display_tiles - players;
  static constexpr std::array<int, 4> kStars{16, 24, 36, 48};
  q.star_cult_initial = kStars[static_cast<std::size_t>(players - 1)];
  q.star_cult_after_setup = q.star_cult_initial - kStartingStars * players;
  q.bag_after_setup = kWorkersTotal - kStartingWorkers * players;
  q.decrees = display_count(settings, kDecreesInDisplay, players);
  q.privileges = display_count(settings, kPrivilegesInDisplay, players);
  return q;
}

std::vector<int> first_tile_order(int players, int start_player) {
  require_players(players);
  std::vector<int> order;
  for (int k = 1; k <= players; ++k) order.push_back(((start_player - k) % players + players) % players);
  return order;
}

int bag_count(const std::vector<int>& reserves, const std::vector<int>& on_board) {
  int used = 0;
  for (int r : reserves) used += r;
  for (int b : on_board) used += b;
  if (used > kWorkersTotal) {
    throw std::invalid_argument(std::to_string(used) + " workers on the table: there are only 140");
  }
  return kWorkersTotal - used;
}

NewYear new_year(const std::vector<int>& reserves, int current_start, const std::vector<int>& modifiers_owned,
                 std::vector<std::string>& left_pile, Display& display, std::vector<std::string>& draw_pile,
                 const core::Settings& settings) {
  NewYear y;
  y.removed_display = new_year_display(display, draw_pile, settings);
  y.active_modifiers = modifiers_owned;
  if (!left_pile.empty()) {
    y.face_left = left_pile.front();  // index 0 = top of the pile
    left_pile.erase(left_pile.begin());
  }
  y.start_player = new_start_player(reserves, current_start);
  return y;
}

int maximus_for_season(int players, int start_player, int season) {
  require_players(players);
  if (season < 1 || season > 5) throw std::invalid_argument("season must be 1..5");
  return (start_player + season - 1) % players;
}

std::vector<int> turn_order(int players, int start_player, int season) {
  const int first = maximus_for_season(players, start_player, season);
  std::vector<int> order;
  for (int k = 0; k < players; ++k) order.push_back((first + k) % players);
  return order;
}

std::map<int, std::vector<DieColor>> place_dice(const std::array<int, 3>& faces) {
  std::map<int, std::vector<DieColor>> spaces;
  const std::array<DieColor, 3> colours{DieColor::Blue, DieColor::Red, DieColor::Yellow};
  for (std::size_t i = 0; i < 3; ++i) {
    if (faces[i] < 1 || faces[i] > 6) throw std::invalid_argument("die faces are 1..6");
    spaces[faces[i]].push_back(colours[i]);
  }
  return spaces;
}

int new_start_player(const std::vector<int>& reserves, int current_start) {
  const int n = static_cast<int>(reserves.size());
  if (n == 0) throw std::invalid_argument("no players");
  const int most = *std::max_element(reserves.begin(), reserves.end());
  for (int k = 1; k <= n; ++k) {
    const int seat = (current_start + k) % n;  // k == n visits the current start player last
    if (reserves[static_cast<std::size_t>(seat)] == most) return seat;
  }
  return current_start;
}

std::vector<int> final_winners(const std::vector<int>& reserves, const std::vector<int>& on_board,
                               const core::Settings& settings) {
  if (reserves.size() != on_board.size() || reserves.empty()) throw std::invalid_argument("one entry per player");
  std::vector<int> best;
  for (std::size_t p = 0; p < reserves.size(); ++p) {
    if (best.empty()) {
      best.push_back(static_cast<int>(p));
      continue;
    }
    const auto b = static_cast<std::size_t>(best.front());
    const auto key = std::make_pair(reserves[p], on_board[p]);
    const auto best_key = std::make_pair(reserves[b], on_board[b]);
    if (key < best_key) {
      best.assign(1, static_cast<int>(p));
    } else if (key == best_key) {
      best.push_back(static_cast<int>(p));
    }
  }
  if (best.size() > 1 && settings.get_string(kFinalTie) == "none") return {};
  return best;
}

int privileges_earned(int before, int after) {
  int n = 0;
  for (int count = before + 1; count <= after; ++count) n += (count == 4 || count == 6) ? 1 : 0;
  return n;
}

bool counts_for_privilege(bool city_kind, const core::Settings& settings) {
  return city_kind || settings.get_string(kPrivilegeExpansionCount) == "all_tiles";
}

void refill_display(Display& display, std::vector<std::string>& draw_pile, const core::Settings& settings) {
  auto fill = [&](std::size_t row, std::size_t col) {
    if (display[row][col] || draw_pile.empty()) return;
    display[row][col] = draw_pile.front();
    draw_pile.erase(draw_pile.begin());
  };
  if (settings.get_string(kDisplayRefillOrder) == "row_by_row") {
    for (std::size_t r = 0; r < display.size(); ++r) {
      for (std::size_t c = 0; c < 6; ++c) fill(r, c);
    }
  } else {
    for (std::size_t c = 0; c < 6; ++c) {
      for (std::size_t r = 0; r < display.size(); ++r) fill(r, c);
    }
  }
}

std::vector<std::string> new_year_display(Display& display, std::vector<std::string>& draw_pile,
                                          const core::Settings& settings) {
  std::vector<std::string> removed;
  if (display.empty()) return removed;
  for (const auto& tile : display.front()) {
    if (tile) removed.push_back(*tile);
  }
  display.erase(display.begin());
  display.emplace_back();
  refill_display(display, draw_pile, settings);
  return removed;
}

std::optional<int> effective_value(int die, const std::vector<int>& deltas, const core::Settings& settings) {
  int v = die;
  for (int d : deltas) v += d;
  if (settings.get_bool(kModifierWrap)) return ((v - 1) % 6 + 6) % 6 + 1;
  // Without wrap every step must stay inside 1..6.
  int step = die;
  for (int d : deltas) {
    step += d;
    if (step < 1 || step > 6) return std::nullopt;
  }
  return v;
}

AqueductMove advance_aqueduct(int position, int steps) {
  const int target = position + steps;
  if (target <= 10) return {std::max(0, target), 0};
  return {10, target - std::max(position, 10)};
}

namespace {

void remove_display_tile(const JanusTile& tile, const std::array<int, 3>& dice, SoloSupply& supply,
                         JanusResult& r) {
  if (!tile.blocked_die) return;
  const int value = dice[static_cast<std::size_t>(*tile.blocked_die)];
  r.steps.push_back(std::string("block the ") + std::string(name_of(*tile.blocked_die)) + " die");
  const auto col = static_cast<std::size_t>(value - 1);
  // The bottom tile of the column; if that spot is empty, the next one up.
  for (std::size_t k = supply.display.size(); k-- > 0;) {
    if (supply.display[k][col]) {
      r.removed_display_tile = *supply.display[k][col];
      r.removed_from_row = static_cast<int>(k);
      supply.display[k][col].reset();
      r.steps.push_back("remove display tile " + *r.removed_display_tile + " (row " + std::to_string(k + 1) +
                        ", column " + std::to_string(value) + ")");
      return;
    }
  }
  r.steps.push_back("column " + std::to_string(value) + " is empty: no tile removed");
}

void remove_component(const JanusTile& tile, SoloSupply& supply, const std::string& expansion_kind,
                      JanusResult& r) {
  auto take_bottom = [&r](std::vector<std::string>& list, const char* what) {
    if (list.empty()) {
      r.steps.push_back(std::string("no ") + what + " left: nothing removed");
      return;
    }
    r.removed_component = list.back();
    list.pop_back();
    r.steps.push_back(std::string("remove ") + what + " " + *r.removed_component);
  };
  switch (tile.component) {
    case JanusComponent::None: break;
    case JanusComponent::Tower: take_bottom(supply.towers, "tower"); break;
    case JanusComponent::Decree: take_bottom(supply.decrees, "decree"); break;
    case JanusComponent::Privilege: take_bottom(supply.privileges, "privilege"); break;
    case JanusComponent::Star:
      if (supply.star_cult > 0) {
        --supply.star_cult;
        r.removed_component = "star";
        r.steps.push_back("remove 1 star from the star cult");
      }
      break;
    case JanusComponent::Modifier:
      if (supply.modifiers > 0) {
        --supply.modifiers;
        r.removed_component = "modifier";
        r.steps.push_back("remove 1 modifier");
      }
      break;
    case JanusComponent::Expansion: {
      auto it = supply.expansions.find(expansion_kind);
      if (it != supply.expansions.end() && it->second > 0) {
        --it->second;
        r.removed_component = expansion_kind;
        r.steps.push_back("remove 1 " + expansion_kind + " expansion");
      }
      break;
    }
  }
}

}  // namespace

JanusResult resolve_janus(const JanusTile& tile, const std::array<int, 3>& dice, SoloSupply& supply,
                          const core::Settings& settings, const std::string& expansion_kind) {
  JanusResult r;
  r.blocked_die = tile.blocked_die;
  const bool die_first = settings.get_string(kJanusOrder) == "die_first";
  if (die_first) remove_display_tile(tile, dice, supply, r);
  remove_component(tile, supply, expansion_kind, r);
  if (!die_first) remove_display_tile(tile, dice, supply, r);
  if (tile.reshuffle) {
    if (supply.star_cult > 0) --supply.star_cult;
    r.reshuffle_after_turn = true;
    r.steps.push_back("remove 1 star from the star cult; reshuffle the Janus tiles after the turn");
  }
  for (DieColor c : {DieColor::Blue, DieColor::Red, DieColor::Yellow}) {
    if (!tile.blocked_die || *tile.blocked_die != c) r.available_dice.push_back(c);
  }
  return r;
}

bool solo_won(int reserve) { return reserve == 0; }

}  // namespace scriptorium::discordia
