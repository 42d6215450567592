// Printed board data the seed lost (rules/feudum.md G-1, G-2, G-6, G-11, G-27), read from
// data/feudum/board.json; every value that is a guess carries "assumed": true there.
#pragma once

#include <array>
#include <string>

#include "engine/core/json_input.hpp"
#include "engine/feudum/types.hpp"

namespace scriptorium::feudum {

enum class CharityPot { FarmersPurse, ChurchCoffer };

struct BoardData {
  // vp[tile epoch I..IV][new type: farm, town, feudum] (G-2; only I + town = 3 is known).
  std::array<std::array<int, 3>, 4> region_tile_vp{};
  // Harvest chart (G-11): total 5..10 → partial to the farm (favours = total − partial).
  std::array<int, 6> harvest_partial{};
  // Progress die faces (G-1).
  std::array<Region, 6> progress_die{};
  // Charity pot per guild (G-6).
  std::array<CharityPot, kGuildCount> charity{};
};

// The defaults shipped in data/feudum/board.json.
BoardData default_board_data();
BoardData parse_board_data(const core::JsonCursor& root);
// Throws core::InputError (empty location) when the file cannot be read.
BoardData load_board_data(const std::string& path);

int region_tile_vp(const BoardData& data, int tile_epoch, LocationType new_type);
// Harvest with favours (§4.4): {partial to the farm, favours}; totals below 5 give no favours.
std::pair<int, int> harvest_favours(const BoardData& data, int total);

}  // namespace scriptorium::feudum
