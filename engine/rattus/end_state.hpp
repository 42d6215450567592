// The end-of-game state that `rattus score` reads (spec/rattus-end-state.md), validated.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/core/json_input.hpp"
#include "engine/rattus/types.hpp"

namespace scriptorium::rattus {

struct HandCounts {
  int population = 0;
  int jokers = 0;
  int swords = 0;
  int flutes = 0;
  int passes = 0;
  int gold = 0;
};

struct EndPlayer {
  std::string name;
  std::array<int, kClassCount> influence{};
  HandCounts hand;
  std::vector<int> vp_tokens;
  std::vector<int> rats;  // token face values 1, 3, 5
  int rat_total() const;
};

struct EndState {
  std::vector<EndPlayer> players;
  // Per class, player indices from the bottom of the stack to the top (earliest arrival first).
  std::array<std::vector<int>, kClassCount> stack_order;
  std::array<int, 5> nun_row{};
  bool treasury_used = false;
};

// Throws core::InputError naming the JSON pointer of the first problem.
EndState parse_end_state(const core::JsonCursor& root);

}  // namespace scriptorium::rattus
