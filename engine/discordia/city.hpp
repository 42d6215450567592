// One player's City Map as the camera reads it (spec/discordia-city.md; rules §1.4): plots left
// to right, the tile on top of each, military and commercial towers, the visible infrastructure
// symbols and the aqueduct reduction.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/json_input.hpp"
#include "engine/discordia/types.hpp"

namespace scriptorium::discordia {

struct WorkSpace {
  std::vector<IconColor> required;   // 1..3 printed icons; placing fills all of them at once
  std::vector<WorkerColor> placed;   // empty = unoccupied, else one worker per icon
  bool occupied() const noexcept { return !placed.empty(); }
};

// A city tile or a military tower: both are filled space by space in a fixed order.
struct WorkTile {
  TileType type = TileType::Barracks;  // military towers are Barracks-like (red die)
  bool military_tower = false;
  int die_value = 1;
  std::vector<WorkSpace> spaces;      // index 0 = top space, then clockwise
  int permanent_strength = 0;         // military towers only (0..1)

  bool complete() const noexcept;
  int workers_on() const noexcept;
  int empty_spaces() const noexcept;
  // First unoccupied space in fill order, or nullopt when complete.
  std::optional<int> next_space() const noexcept;
};

struct Plot {
  PlotKind kind = PlotKind::Port;
  std::optional<WorkTile> tile;  // the tile on top; covered tiles do not matter
};

struct CommercialTower {
  int die_value = 1;
  int exchange = 3;  // 3 or 4
};

struct City {
  std::vector<Plot> plots;
  std::vector<WorkTile> military_towers;
  std::vector<CommercialTower> commercial_towers;
  int visible_symbols = 0;          // V
  int aqueduct = 0;                 // A, the reduction seen through the supply ring
  std::optional<int> bag;           // absent = enough
  std::optional<int> reserve;       // absent = enough

  int ports() const noexcept;
  int workers_on_board() const noexcept;  // workers on city tiles and military towers
};

// Reads and validates a city JSON object. Every invariant of discordia-city.md (and the
// reachable-state rules: occupied spaces form a prefix, no complete Ship, no more towers than
// Ports) is checked; a violation throws core::InputError naming the JSON pointer.
City parse_city(const core::JsonCursor& cursor);

// Reads one tile-like object ({"type"?, "die_value", "spaces"}); `type` is read unless given.
WorkTile parse_work_tile(const core::JsonCursor& cursor, std::optional<TileType> fixed_type);

nlohmann::json to_json(const City& city);
nlohmann::json to_json(const WorkTile& tile);

}  // namespace scriptorium::discordia
