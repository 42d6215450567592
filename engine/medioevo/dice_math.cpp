#include "engine/medioevo/dice_math.hpp"

#include <algorithm>
#include <numeric>

namespace scriptorium::medioevo {

int highest_die(const MeleeDice& dice) { return std::max({dice[0], dice[1], dice[2]}); }

int casualty_base(const MeleeDice& dice) { return std::min({dice[0], dice[1], dice[2]}); }

int attack_base(const MeleeDice& dice) {
  const int best = highest_die(dice);
  int product = 0;
  if (dice[0] == dice[1] && dice[1] == dice[2]) {
    product = dice[0] * dice[1] * dice[2];
  } else if (dice[0] == dice[1] || dice[0] == dice[2]) {
    product = dice[0] * dice[0];
  } else if (dice[1] == dice[2]) {
    product = dice[1] * dice[1];
  }
  return std::max(best, product);
}

std::optional<int> turn_penalty(int players, int position) {
  static constexpr int kTable[8][10] = {
      {0, -1, -3},
      {0, -1, -2, -3},
      {0, -1, -1, -2, -3},
      {0, -1, -1, -2, -2, -3},
      {0, -1, -1, -1, -2, -2, -3},
      {0, -1, -1, -1, -2, -2, -2, -3},
      {0, -1, -1, -1, -1, -2, -2, -2, -3},
      {0, -1, -1, -1, -1, -2, -2, -2, -2, -3},
  };
  if (players < 3 || players > 10 || position < 1 || position > players) return std::nullopt;
  return kTable[players - 3][position - 1];
}

HordeComposition horde_from_dice(const MeleeDice& dice) {
  HordeComposition horde{1, 0, 0};
  if (dice[0] <= 3) ++horde.li;
  if (dice[1] <= 3) ++horde.arc;
  if (dice[2] <= 3) ++horde.cpt;
  return horde;
}

bool d8_hits(int d8, int lowering) { return std::max(1, d8 - lowering) <= 3; }

int ballestero8_lowering(int archers_firing) { return std::min(3, archers_firing / 2); }

int ballestero7_archers(int d6) { return (d6 + 1) / 2; }

int galley_bonus(const std::vector<int>& own, const std::vector<int>& other) {
  const int a = std::accumulate(own.begin(), own.end(), 0);
  const int b = std::accumulate(other.begin(), other.end(), 0);
  return a > b ? a - b : 0;
}

int siege_damage_to_units(int level) { return level + 1; }
int siege_damage_to_building(int level) { return level - 1; }
int building_structure_points(int level) { return 3 * level; }
int building_reduction(int level) { return level; }

int floor_half(int value) { return value >= 0 ? value / 2 : -((-value + 1) / 2); }
int ceil_half(int value) { return value - floor_half(value); }

}  // namespace scriptorium::medioevo
