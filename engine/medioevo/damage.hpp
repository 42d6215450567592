// Damage assignment (rules §1.9): points go one at a time to the owner's chosen unit kinds,
// downgrading HI -> LI and CAV -> HI -> LI from the reserve, siege crews last.
#pragma once

#include <vector>

#include "engine/medioevo/units.hpp"

namespace scriptorium::medioevo {

struct DamageRules {
  const std::vector<UnitKind>* order = nullptr;  // complete order; barbarians use LI, ARC, CPT
  bool barbarian = false;
  bool naval = false;          // HI and CAV are removed by one point
  bool crews_last = true;      // crews only after every other unit
};

// Tácticas: the dealer sends `points` points to one enemy unit of `kind`, following it down
// its downgrade chain.
struct DamageFocus {
  UnitKind kind = UnitKind::hi;
  int points = 0;
};

struct DamageResult {
  int absorbed = 0;   // points that hit a unit
  int ignored = 0;    // points cancelled (Cirujano 27)
  int wasted = 0;     // points beyond what the army could absorb
  Army removed;       // units removed (back to the reserve / pool)
  Army prisoners;     // units removed that became the opponent's prisoners
  Army downgraded;    // units that took a point and stayed (by their kind before the point)
};

struct ArmyPools {
  Army& army;         // every unit of the side
  Army& crews;        // the siege crews among them
  Reserve& reserve;
};

// Applies `points`. `ignore_first`: Cirujano 27, consumed when used. `prisoner_slots`: how many
// removed units become prisoners instead (capture, Carcelero 39), decremented.
DamageResult apply_damage(ArmyPools pools, int points, const DamageRules& rules, DamageFocus* focus = nullptr,
                          bool* ignore_first = nullptr, int* prisoner_slots = nullptr);

}  // namespace scriptorium::medioevo
