// Setup and the bookkeeping phases A–C of a round (rules/rattus-cartus.md §2, §3, §4.2).
#pragma once

#include <deque>
#include <vector>

#include "engine/core/settings.hpp"
#include "engine/rattus/types.hpp"

namespace scriptorium::rattus {

struct RoundPlan {
  int rounds = 0;           // R: 10 / 9 / 8 / 8
  int draw_per_round = 0;   // 2 (2–3 players) or 3 (4–5)
  int reserve = 0;          // reserve deck size (A-1 setting)
  int building_deck = 0;    // 30 − reserve = R × draw
};

// Throws std::invalid_argument outside 2..5 players or for a malformed reserve_deck setting.
RoundPlan round_plan(int players, const core::Settings& settings);

struct RowDraw {
  std::vector<Building> row;
  std::deque<Building> reserve;  // top first
  int replacements = 0;
  bool all_same = false;         // the reserve could not break the duplicate row
};

// Phase A: while every drawn card is the same type, the last one is replaced by the reserve's
// top card and goes to the bottom of the reserve.
RowDraw draw_building_row(std::vector<Building> drawn, std::deque<Building> reserve);

struct SupplyAction {
  int draw = 0;          // population cards to draw
  int discard_rats = 0;  // rat icons
  int peek = 0;          // eye icons
};

struct PlayerSupply {
  int rats = 10;
  int hand = 5;
  int deck = 1000;       // population cards left to draw (A-15: draw as many as possible)
};

// Phase B: one supply action for one player; rats never go below 0 (§4.2).
PlayerSupply apply_supply(PlayerSupply player, const SupplyAction& action);

// Phase C: the space a disc takes on a building that already holds `occupied` discs
// (spaces fill 1, 2, …; unbounded, A-12).
int next_free_space(int occupied);

// Rat tokens (§2 step 3, §4.2): gaining n rats adds value-1 tokens.
std::vector<int> gain_rats(std::vector<int> tokens, int count);
// Swaps `value` (3 or 5) ones for one token of that value; false when there are not enough 1s.
bool exchange_ones(std::vector<int>& tokens, int value);
// Discards `count` rats (value 1 each), splitting larger tokens when allowed; floor at 0.
std::vector<int> discard_rats(std::vector<int> tokens, int count, bool split_allowed);

}  // namespace scriptorium::rattus
