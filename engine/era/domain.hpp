// A player's domain grid (rules §1.3): pieces as observed cell sets, parsing from the contract's
// JSON, and the invariants of §1.3 as violations with reasons.
#pragma once

#include <string>
#include <vector>

#include "engine/core/json_input.hpp"
#include "engine/core/violations.hpp"
#include "engine/era/catalogue.hpp"
#include "engine/era/rules.hpp"

namespace scriptorium::era {

inline constexpr int kMaxGridSide = 256;
// Coordinates beyond this are rejected as malformed input, not reported as "off the board".
inline constexpr int kMaxCoordinate = 1 << 20;

struct Piece {
  PieceType type = PieceType::longhouse;
  // Covered cells. In the EDGE wall model a wall's entries are lattice points (corners of cells,
  // 0..width x 0..height): N+1 consecutive points in a straight line for a wall of length N.
  std::vector<Cell> cells;
};

struct Domain {
  int width = 9;
  int height = 9;
  std::vector<Piece> pieces;

  bool on_board(Cell c) const noexcept { return c.x >= 0 && c.y >= 0 && c.x < width && c.y < height; }
  int index(Cell c) const noexcept { return c.y * width + c.x; }
};

enum class DomainParse {
  strict,   // off-board cells and overlaps are bad input (InputError)
  lenient,  // they are left for validate_domain to report (era check)
};

// Parses {"width", "height", "pieces": [{"type", "cells"}]}; width/height default to the rules' grid.
Domain parse_domain(const core::JsonCursor& cursor, const Rules& rules, DomainParse mode = DomainParse::strict);

nlohmann::json domain_to_json(const Domain& domain);

// Every §1.3 invariant, each violation with a reason and the pointer (under `base`) of the piece.
core::Violations validate_domain(const Domain& domain, const Rules& rules, const std::string& base = "");

// Occupancy per cell (piece index or -1). Walls take no cells in the EDGE model. Later pieces win
// where pieces overlap (validate_domain reports those).
std::vector<int> occupancy(const Domain& domain, const Rules& rules);

// True when `cells` is the footprint up to translation and rotation (and reflection when allowed
// or when the footprint is symmetric under it).
bool matches_footprint(const std::vector<Cell>& cells, const std::vector<Cell>& footprint, bool allow_reflection);

// True when the cells form one orthogonally connected set.
bool orthogonally_connected(const std::vector<Cell>& cells);

// Wall shape check: 1xN straight and consecutive (cells), or N+1 collinear lattice points (edge).
// Returns the wall length, or 0 when the shape is not a straight wall.
int wall_length(const Piece& wall, WallModel model);

}  // namespace scriptorium::era
