#include "engine/era/geometry.hpp"

#include <algorithm>
#include <set>

namespace scriptorium::era {

namespace {

constexpr int kDx8[8] = {1, -1, 0, 0, 1, 1, -1, -1};
constexpr int kDy8[8] = {0, 0, 1, -1, 1, -1, 1, -1};

}  // namespace

EdgeWalls::EdgeWalls(const Domain& domain, const Rules& rules) : width_(domain.width) {
  if (rules.wall_model != WallModel::edge) return;
  const int w = domain.width;
  const int h = domain.height;
  h_.assign(static_cast<std::size_t>(w * (h + 1)), 0);
  v_.assign(static_cast<std::size_t>((w + 1) * h), 0);
  for (const Piece& p : domain.pieces) {
    if (p.type != PieceType::wall) continue;
    for (const Cell a : p.cells) {
      for (const Cell b : p.cells) {
        // Unit segments between consecutive lattice points.
        if (b.y == a.y && b.x == a.x + 1 && a.x >= 0 && a.x < w && a.y >= 0 && a.y <= h) {
          h_[static_cast<std::size_t>(a.y * w + a.x)] = 1;
        } else if (b.x == a.x && b.y == a.y + 1 && a.y >= 0 && a.y < h && a.x >= 0 && a.x <= w) {
          v_[static_cast<std::size_t>(a.y * (w + 1) + a.x)] = 1;
        }
      }
    }
  }
}

bool EdgeWalls::between(Cell a, Cell b) const noexcept {
  if (h_.empty()) return false;
  if (a.x == b.x) return h(a.x, std::max(a.y, b.y));
  return v(std::max(a.x, b.x), a.y);
}

DomainView::DomainView(const Domain& domain, const Rules& rules)
    : domain_(&domain), rules_(&rules), occ_(occupancy(domain, rules)), edges_(domain, rules) {
  const int w = domain.width;
  const int h = domain.height;
  const std::size_t n = static_cast<std::size_t>(w * h);
  std::vector<std::uint8_t> outside(n, 0);
  std::vector<int> stack;
  stack.reserve(n);
  const bool edge = rules.wall_model == WallModel::edge;
  auto open = [&](int x, int y) { return !barrier({x, y}); };
  auto seed = [&](int x, int y) {
    const std::size_t i = static_cast<std::size_t>(y * w + x);
    if (outside[i] == 0 && open(x, y)) {
      outside[i] = 1;
      stack.push_back(static_cast<int>(i));
    }
  };
  for (int x = 0; x < w; ++x) {
    if (!edge || !edges_.h(x, 0)) seed(x, 0);
    if (!edge || !edges_.h(x, h)) seed(x, h - 1);
  }
  for (int y = 0; y < h; ++y) {
    if (!edge || !edges_.v(0, y)) seed(0, y);
    if (!edge || !edges_.v(w, y)) seed(w - 1, y);
  }
  const int directions = edge ? 4 : rules.enclosure_neighbourhood;
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    const Cell c{i % w, i / w};
    for (int d = 0; d < directions; ++d) {
      const Cell nb{c.x + kDx8[d], c.y + kDy8[d]};
      if (!domain.on_board(nb)) continue;
      const std::size_t j = static_cast<std::size_t>(domain.index(nb));
      if (outside[j] != 0 || !open(nb.x, nb.y)) continue;
      if (edge && edges_.between(c, nb)) continue;
      outside[j] = 1;
      stack.push_back(static_cast<int>(j));
    }
  }
  interior_.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const Cell c{static_cast<int>(i) % w, static_cast<int>(i) / w};
    if (outside[i] == 0 && open(c.x, c.y)) {
      interior_[i] = 1;
      const int o = occ_[i];
      if (o < 0 || domain.pieces[static_cast<std::size_t>(o)].type != PieceType::scorched) ++walled_area_;
    }
  }
  walled_.assign(domain.pieces.size(), 0);
  for (std::size_t i = 0; i < domain.pieces.size(); ++i) {
    const Piece& p = domain.pieces[i];
    if (!is_building(p.type)) continue;
    if (p.type == PieceType::keep) {
      walled_[i] = 1;
      continue;
    }
    walled_[i] = std::all_of(p.cells.begin(), p.cells.end(), [&](Cell c) { return domain.on_board(c) && interior(c); })
                     ? 1
                     : 0;
  }
}

bool DomainView::barrier(Cell c) const noexcept {
  const int o = occ_[static_cast<std::size_t>(domain_->index(c))];
  if (o < 0) return false;
  const PieceType t = domain_->pieces[static_cast<std::size_t>(o)].type;
  return t == PieceType::keep || t == PieceType::wall;
}

std::vector<Cell> DomainView::walled_cells() const {
  std::vector<Cell> out;
  for (int y = 0; y < domain_->height; ++y) {
    for (int x = 0; x < domain_->width; ++x) {
      if (!interior({x, y})) continue;
      const int o = piece_at({x, y});
      if (o >= 0 && domain_->pieces[static_cast<std::size_t>(o)].type == PieceType::scorched) continue;
      out.push_back({x, y});
    }
  }
  return out;
}

std::vector<int> DomainView::walled_pieces() const {
  std::vector<int> out;
  for (std::size_t i = 0; i < walled_.size(); ++i) {
    if (walled_[i] != 0) out.push_back(static_cast<int>(i));
  }
  return out;
}

bool DomainView::adjacent(std::size_t a, std::size_t b) const {
  for (const Cell ca : domain_->pieces[a].cells) {
    for (const Cell cb : domain_->pieces[b].cells) {
      if (std::abs(ca.x - cb.x) + std::abs(ca.y - cb.y) == 1 && !edges_.between(ca, cb)) return true;
    }
  }
  return false;
}

DiseaseResult disease(const DomainView& view, const Rules& rules) {
  const Domain& d = view.domain();
  const std::size_t n = d.pieces.size();
  // Adjacency between non-Keep buildings, found cell by cell through the occupancy grid.
  std::vector<std::vector<int>> neighbours(n);
  auto counts = [&](int piece) {
    if (piece < 0) return false;
    const PieceType t = d.pieces[static_cast<std::size_t>(piece)].type;
    return is_building(t) && t != PieceType::keep;
  };
  std::vector<std::uint8_t> hospital_near(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (!counts(static_cast<int>(i))) continue;
    std::set<int> seen;
    for (const Cell c : d.pieces[i].cells) {
      for (int k = 0; k < 4; ++k) {
        const Cell nb{c.x + kDx8[k], c.y + kDy8[k]};
        if (!d.on_board(nb) || !d.on_board(c)) continue;
        const int o = view.piece_at(nb);
        if (o == static_cast<int>(i) || !counts(o) || seen.count(o) != 0) continue;
        if (!view.adjacent(i, static_cast<std::size_t>(o))) continue;
        seen.insert(o);
      }
    }
    neighbours[i].assign(seen.begin(), seen.end());
  }
  auto exempt = [&](std::size_t i) {
    if (d.pieces[i].type == PieceType::hospital) return true;
    return std::any_of(neighbours[i].begin(), neighbours[i].end(),
                       [&](int o) { return d.pieces[static_cast<std::size_t>(o)].type == PieceType::hospital; });
  };
  DiseaseResult out;
  for (std::size_t i = 0; i < n; ++i) {
    if (!counts(static_cast<int>(i)) || exempt(i)) continue;
    const bool clustered = std::any_of(neighbours[i].begin(), neighbours[i].end(), [&](int o) {
      return rules.disease_exempt_keeps_adjacency || !exempt(static_cast<std::size_t>(o));
    });
    if (clustered) out.clustered.push_back(static_cast<int>(i));
  }
  out.calamity = static_cast<int>(out.clustered.size());
  return out;
}

int market_bonus(const DomainView& view, const Rules& rules) {
  const Domain& d = view.domain();
  int total = 0;
  for (std::size_t i = 0; i < d.pieces.size(); ++i) {
    const Piece& m = d.pieces[i];
    if (m.type != PieceType::market) continue;
    std::vector<Cell> seen;
    for (const Cell c : m.cells) {
      for (int k = 0; k < 4; ++k) {
        const Cell nb{c.x + kDx8[k], c.y + kDy8[k]};
        if (!d.on_board(nb) || std::find(m.cells.begin(), m.cells.end(), nb) != m.cells.end()) continue;
        if (std::find(seen.begin(), seen.end(), nb) != seen.end()) continue;
        const int o = view.piece_at(nb);
        const bool free = o < 0 || (rules.market_scorched_is_free &&
                                    d.pieces[static_cast<std::size_t>(o)].type == PieceType::scorched);
        if (free) seen.push_back(nb);
      }
    }
    total += std::min(8, static_cast<int>(seen.size()));
  }
  return total;
}

core::Violations scorched_placement_violations(const DomainView& view, const Rules& rules,
                                               const std::vector<Cell>& cells, const std::string& where) {
  core::Violations v;
  const Domain& d = view.domain();
  for (const Cell c : cells) {
    const std::string at = "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
    if (!d.on_board(c)) {
      v.add("off_board", "scorched earth cell " + at + " is off the board", where);
      continue;
    }
    if (view.piece_at(c) >= 0) {
      v.add("cell_occupied", "scorched earth cannot go on " + at + ": it is covered by a " +
                                 std::string(name_of(d.pieces[static_cast<std::size_t>(view.piece_at(c))].type)),
            where);
    }
    if (view.interior(c)) v.add("inside_walls", "scorched earth cannot go on " + at + ": it is inside a walled area", where);
  }
  if (!matches_footprint(cells, rules.scorched_footprint, true)) {
    v.add("footprint", "scorched earth must cover its footprint of " + std::to_string(rules.scorched_footprint.size()) +
                           " cell(s)",
          where);
  }
  return v;
}

std::vector<std::vector<Cell>> scorched_placements(const Domain& domain, const Rules& rules) {
  std::vector<std::vector<Cell>> shapes;
  for (int r = 0; r < 4; ++r) {
    std::vector<Cell> s;
    for (Cell c : rules.scorched_footprint) {
      for (int k = 0; k < r; ++k) c = {-c.y, c.x};
      s.push_back(c);
    }
    int mx = s[0].x;
    int my = s[0].y;
    for (Cell c : s) mx = std::min(mx, c.x), my = std::min(my, c.y);
    for (Cell& c : s) c = {c.x - mx, c.y - my};
    std::sort(s.begin(), s.end(), [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    if (std::find(shapes.begin(), shapes.end(), s) == shapes.end()) shapes.push_back(s);
  }
  std::vector<std::vector<Cell>> out;
  for (const auto& s : shapes) {
    for (int y = 0; y < domain.height; ++y) {
      for (int x = 0; x < domain.width; ++x) {
        std::vector<Cell> placed;
        bool fits = true;
        for (Cell c : s) {
          const Cell p{c.x + x, c.y + y};
          if (!domain.on_board(p)) fits = false;
          placed.push_back(p);
        }
        if (fits) out.push_back(std::move(placed));
      }
    }
  }
  return out;
}

bool scorched_spot_exists(const DomainView& view, const Rules& rules) {
  for (const auto& cells : scorched_placements(view.domain(), rules)) {
    if (std::all_of(cells.begin(), cells.end(), [&](Cell c) { return view.piece_at(c) < 0 && !view.interior(c); })) {
      return true;
    }
  }
  return false;
}

}  // namespace scriptorium::era
