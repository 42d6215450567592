// The exact definitions of rules §2 over a domain: walled cells and buildings (§2.2), walled-area
// size (§2.3), clustered buildings for Disease (§2.4), scorched-earth legality (§2.5), Market (§2.6).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/era/domain.hpp"

namespace scriptorium::era {

// Wall edges of the EDGE model: h(x, y) is the grid line above cell (x, y) (y = height is the
// bottom border), v(x, y) the line left of it (x = width is the right border).
class EdgeWalls {
 public:
  EdgeWalls(const Domain& domain, const Rules& rules);
  bool h(int x, int y) const noexcept { return !h_.empty() && h_[static_cast<std::size_t>(y * width_ + x)] != 0; }
  bool v(int x, int y) const noexcept { return !v_.empty() && v_[static_cast<std::size_t>(y * (width_ + 1) + x)] != 0; }
  // True when a wall edge separates two orthogonally adjacent cells.
  bool between(Cell a, Cell b) const noexcept;

 private:
  int width_ = 0;
  std::vector<std::uint8_t> h_;
  std::vector<std::uint8_t> v_;
};

// Everything the score sheet and the calamities need about one domain, computed once.
class DomainView {
 public:
  DomainView(const Domain& domain, const Rules& rules);
  // The view keeps references: temporaries would dangle.
  DomainView(Domain&&, const Rules&) = delete;
  DomainView(const Domain&, Rules&&) = delete;

  const Domain& domain() const noexcept { return *domain_; }
  int piece_at(Cell c) const noexcept { return occ_[static_cast<std::size_t>(domain_->index(c))]; }
  bool barrier(Cell c) const noexcept;      // wall or Keep cell
  bool interior(Cell c) const noexcept { return interior_[static_cast<std::size_t>(domain_->index(c))] != 0; }
  bool walled(std::size_t piece) const noexcept { return walled_[piece] != 0; }
  int walled_area() const noexcept { return walled_area_; }
  std::vector<Cell> walled_cells() const;    // Interior cells counted by the area, row by row
  std::vector<int> walled_pieces() const;    // walled buildings (Keeps included), by index
  // True when two pieces share an edge not covered by a wall edge (EDGE model).
  bool adjacent(std::size_t a, std::size_t b) const;

 private:
  const Domain* domain_;
  const Rules* rules_;
  std::vector<int> occ_;
  std::vector<std::uint8_t> interior_;
  std::vector<std::uint8_t> walled_;
  EdgeWalls edges_;
  int walled_area_ = 0;
};

struct DiseaseResult {
  std::vector<int> clustered;  // piece indices, ascending
  int calamity = 0;
};
DiseaseResult disease(const DomainView& view, const Rules& rules);

// §2.6, summed over every Market of the domain.
int market_bonus(const DomainView& view, const Rules& rules);

// §2.5 placement legality of one scorched-earth piece on `cells` (all on the board, empty, none
// in Interior, the scorched footprint). Empty = legal.
core::Violations scorched_placement_violations(const DomainView& view, const Rules& rules,
                                               const std::vector<Cell>& cells, const std::string& where);

// True when some legal empty spot exists for a scorched-earth piece.
bool scorched_spot_exists(const DomainView& view, const Rules& rules);

// The scorched footprint's placements (all rotations) anchored anywhere on the board.
std::vector<std::vector<Cell>> scorched_placements(const Domain& domain, const Rules& rules);

}  // namespace scriptorium::era
