// The dice arithmetic of Medioevo Universale: critical rolls, casualty values, the turn-order
// penalty table, barbarian horde composition and the d8 hit tests (rules §1.4, §1.5, §1.13).
#pragma once

#include <array>
#include <optional>
#include <vector>

namespace scriptorium::medioevo {

// Final melee dice of one side, in the order d4, d6, d8.
using MeleeDice = std::array<int, 3>;
inline constexpr std::array<int, 3> kDieFaces{4, 6, 8};

// Attack base: the highest die, or the product of a pair (v*v) / triple (v*v*v) when higher.
int attack_base(const MeleeDice& dice);
// Without the critical multiplication: the highest die (barbarian option).
int highest_die(const MeleeDice& dice);
// Casualty base: the lowest die.
int casualty_base(const MeleeDice& dice);

// Turn-order penalty (<= 0) for a position in an N-player game; nullopt when the table has no
// entry (N outside 3..10 or position outside 1..N).
std::optional<int> turn_penalty(int players, int position);

// Barbarian horde from the War Circle dice: 1 LI always, +1 LI on d4 1-3, +1 ARC on d6 1-3,
// +1 CPT on d8 1-3.
struct HordeComposition {
  int li = 0;
  int arc = 0;
  int cpt = 0;
  bool operator==(const HordeComposition&) const = default;
};
HordeComposition horde_from_dice(const MeleeDice& dice);

// A d8 shot (archer, siege crew) hits on 1-3; `lowering` is subtracted from the die first
// (Ballestero 8), never below 1.
bool d8_hits(int d8, int lowering = 0);
// Ballestero 8: -1 per 2 archers firing, at most -3.
int ballestero8_lowering(int archers_firing);
// Ballestero 7: a d6 of 1-2 / 3-4 / 5-6 makes 1 / 2 / 3 units count as archers.
int ballestero7_archers(int d6);
// Naval galley bonus for `own` against `other` (difference of level sums when higher, else 0).
int galley_bonus(const std::vector<int>& own, const std::vector<int>& other);

// Siege engine per-hit damage by level I..III.
int siege_damage_to_units(int level);
int siege_damage_to_building(int level);
// Military building by level I..III: structure points and damage reduction.
int building_structure_points(int level);
int building_reduction(int level);

// Integer halving helpers (the rules halve rounding up).
int ceil_half(int value);
int floor_half(int value);

}  // namespace scriptorium::medioevo
