// Decree conditions (rules/discordia.md §2.2.5, G-10): the predicates of decrees.json evaluated on
// a player's city and tracks.
#pragma once

#include "engine/discordia/city.hpp"
#include "engine/discordia/data.hpp"

namespace scriptorium::discordia {

struct DecreeFacts {
  const City* city = nullptr;
  int aqueduct_position = 0;
  int progress_stars = 0;
  int expedition_stars = 0;
};

bool decree_met(const DecreeDef& decree, const DecreeFacts& facts);

}  // namespace scriptorium::discordia
