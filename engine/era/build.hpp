// The common supply, setup (rules §1.6) and Build legality (§3.6).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/core/violations.hpp"
#include "engine/era/domain.hpp"

namespace scriptorium::era {

struct Supply {
  std::array<int, kBuildingTypeCount> buildings{};
  std::array<int, kMaxWallLength + 1> walls{};  // index = wall length
  int scorched = 0;
  std::array<int, 4> dice{};                    // yellow, blue, gray, white

  int& building(PieceType t) { return buildings[static_cast<std::size_t>(index_of(t))]; }
  int building(PieceType t) const { return buildings[static_cast<std::size_t>(index_of(t))]; }
};

// The full box (§1.1).
Supply box_supply();
// Supply after setup for n = 1..4 players (§1.6 table; solo per §3.11).
Supply setup_supply(int players, const Rules& rules);
// The start Keep's cell, the exact middle of the grid (§1.6 step 5).
Cell start_keep_cell(int width, int height) noexcept;
// Markers in use for a player count (§1.6 step 2); 0 in solo.
int markers_in_use(int players, const Rules& rules) noexcept;

// Entries not named in the JSON keep their value from `base`.
Supply parse_supply(const core::JsonCursor& cursor, const Supply& base);
nlohmann::json supply_to_json(const Supply& supply);

struct BuildState {
  Domain domain;
  Resources resources{};
  Supply supply;
  int markers_in_use = 0;
  int markers_flipped = 0;
};

struct BuildReport {
  core::Violations violations;
  std::vector<int> built;           // indices into the request list that were applied
  std::vector<PieceType> exhausted; // building types whose last copy was taken
  int markers_flipped_now = 0;
};

// A proposed build, as `era check` reads it: {"domain", "resources", "hammers", "build": [piece,
// ...], "supply", "markers_in_use", "markers_flipped"}. Supply entries not given: the box minus
// the buildings the domain already holds. The domain is parsed leniently (validate it apart).
struct BuildRequest {
  BuildState state;
  int hammers = 0;
  std::vector<Piece> pieces;
};
BuildRequest parse_build_request(const core::JsonCursor& root, const Rules& rules);

// Applies the requested structures in order (§3.6): one per hammer, in the supply, affordable,
// a valid shape on empty cells. An illegal structure is reported (with the pointer `base`/i) and
// skipped; the later ones are still checked against the state so far.
BuildReport apply_builds(BuildState& state, int hammers, const std::vector<Piece>& requests, const Rules& rules,
                         const std::string& base);

}  // namespace scriptorium::era
