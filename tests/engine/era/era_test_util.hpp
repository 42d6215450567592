// Small builders for ERA domains in tests: every piece is an explicit cell set, as in the spec's
// derived vectors.
#pragma once

#include <initializer_list>
#include <vector>

#include "engine/era/domain.hpp"
#include "engine/era/rules.hpp"

namespace era_test {

namespace era = scriptorium::era;
using era::Cell;
using era::PieceType;

// The spec's default rules, built once.
inline const era::Rules& rules() {
  static const era::Rules r = era::default_rules();
  return r;
}

// How many pieces of `type` the domain holds.
inline int count_type(const era::Domain& d, PieceType type) {
  int n = 0;
  for (const auto& p : d.pieces) n += p.type == type ? 1 : 0;
  return n;
}

inline era::Piece piece(PieceType type, std::initializer_list<Cell> cells) { return {type, std::vector<Cell>(cells)}; }

// A horizontal wall covering cells (x0..x1, y).
inline era::Piece wall_h(int x0, int x1, int y) {
  era::Piece p{PieceType::wall, {}};
  for (int x = x0; x <= x1; ++x) p.cells.push_back({x, y});
  return p;
}

// A vertical wall covering cells (x, y0..y1).
inline era::Piece wall_v(int x, int y0, int y1) {
  era::Piece p{PieceType::wall, {}};
  for (int y = y0; y <= y1; ++y) p.cells.push_back({x, y});
  return p;
}

inline era::Piece keep(int x, int y) { return {PieceType::keep, {{x, y}}}; }
inline era::Piece scorched(int x, int y) { return {PieceType::scorched, {{x, y}}}; }

inline era::Domain domain(int w, int h, std::vector<era::Piece> pieces) {
  era::Domain d;
  d.width = w;
  d.height = h;
  d.pieces = std::move(pieces);
  return d;
}

// ERA-D1: the 7x7 basic enclosure, Interior {(2,2),(3,2),(2,3),(3,3)}.
inline era::Domain d1() {
  return domain(7, 7, {wall_h(1, 4, 1), wall_h(1, 4, 4), wall_v(1, 2, 3), wall_v(4, 2, 3)});
}

}  // namespace era_test
