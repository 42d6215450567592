// Property tests over random domains (fixed seeds, so failures reproduce): the walled area never
// counts walls, Keeps or scorched earth; enlarging an enclosure never shrinks it; every result is
// the same under the 8 symmetries of the board, in both wall models.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "engine/era/geometry.hpp"
#include "engine/era/scoring.hpp"
#include "tests/engine/era/era_test_util.hpp"

using namespace era_test;

namespace {

constexpr PieceType kRandomTypes[] = {PieceType::wall,      PieceType::wall,     PieceType::wall,  PieceType::keep,
                                      PieceType::scorched,  PieceType::longhouse, PieceType::farm, PieceType::hospital,
                                      PieceType::market,    PieceType::church,   PieceType::wall,  PieceType::keep};

// A random domain: `attempts` random pieces, each kept only when it fits on empty cells.
era::Domain random_domain(std::mt19937& rng, int w, int h, int attempts, era::WallModel model) {
  era::Domain d = domain(w, h, {});
  std::vector<int> occ(static_cast<std::size_t>(w * h), 0);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const bool edge = model == era::WallModel::edge;
  if (pick(0, 1) == 1) {
    // Start from a closed ring of straight walls (sides cut into pieces of at most 6), so that
    // enclosures are common; the random pieces below may fill it or break nothing.
    const int x0 = pick(0, w / 2 - 1);
    const int y0 = pick(0, h / 2 - 1);
    const int x1 = std::min(w - (edge ? 0 : 1), x0 + pick(3, w));
    const int y1 = std::min(h - (edge ? 0 : 1), y0 + pick(3, h));
    auto side = [&](Cell from, int dx, int dy, int count) {
      // count cells (or lattice points) from `from`; pieces of up to 6 units.
      int done = 0;
      while (done < count) {
        const int len = std::min(6, count - done);
        std::vector<Cell> cells;
        for (int k = 0; k < len + (edge ? 1 : 0); ++k) cells.push_back({from.x + dx * (done + k), from.y + dy * (done + k)});
        if (!edge) {
          for (Cell c : cells) occ[static_cast<std::size_t>(d.index(c))] = 1;
        }
        d.pieces.push_back({PieceType::wall, cells});
        done += len;
      }
    };
    if (edge) {
      side({x0, y0}, 1, 0, x1 - x0);
      side({x0, y1}, 1, 0, x1 - x0);
      side({x0, y0}, 0, 1, y1 - y0);
      side({x1, y0}, 0, 1, y1 - y0);
    } else {
      side({x0, y0}, 1, 0, x1 - x0 + 1);
      side({x0, y1}, 1, 0, x1 - x0 + 1);
      side({x0, y0 + 1}, 0, 1, y1 - y0 - 1);
      side({x1, y0 + 1}, 0, 1, y1 - y0 - 1);
    }
  }
  for (int a = 0; a < attempts; ++a) {
    const PieceType t = kRandomTypes[pick(0, static_cast<int>(std::size(kRandomTypes)) - 1)];
    const int x = pick(0, w - 1);
    const int y = pick(0, h - 1);
    const bool vertical = pick(0, 1) == 1;
    std::vector<Cell> cells;
    switch (t) {
      case PieceType::wall: {
        const int len = pick(2, 6);
        const int points = model == era::WallModel::edge ? len + 1 : len;
        for (int k = 0; k < points; ++k) cells.push_back(vertical ? Cell{x, y + k} : Cell{x + k, y});
        break;
      }
      case PieceType::keep: case PieceType::scorched: cells = {{x, y}}; break;
      case PieceType::hospital: cells = {{x, y}, {x + 1, y}, {x, y + 1}}; break;
      case PieceType::market: cells = {{x, y}, {x + 1, y}, {x, y + 1}, {x + 1, y + 1}}; break;
      default: cells = vertical ? std::vector<Cell>{{x, y}, {x, y + 1}} : std::vector<Cell>{{x, y}, {x + 1, y}}; break;
    }
    const bool lattice = model == era::WallModel::edge && t == PieceType::wall;
    const bool fits = std::all_of(cells.begin(), cells.end(), [&](Cell c) {
      if (lattice) return c.x >= 0 && c.y >= 0 && c.x <= w && c.y <= h;
      return d.on_board(c) && occ[static_cast<std::size_t>(d.index(c))] == 0;
    });
    if (!fits) continue;
    if (!lattice) {
      for (Cell c : cells) occ[static_cast<std::size_t>(d.index(c))] = 1;
    }
    d.pieces.push_back({t, cells});
  }
  return d;
}

// One of the 8 symmetries of the board (bit 2: mirror, bits 0-1: quarter turns); grid points of
// EDGE-model walls transform as lattice points.
era::Domain transformed(const era::Domain& d, int symmetry, era::WallModel model) {
  era::Domain out = d;
  for (auto& p : out.pieces) {
    const bool lattice = model == era::WallModel::edge && p.type == PieceType::wall;
    for (Cell& c : p.cells) {
      int w = d.width;
      int h = d.height;
      if (symmetry & 4) c.x = (lattice ? w : w - 1) - c.x;
      for (int r = 0; r < (symmetry & 3); ++r) {
        c = {(lattice ? h : h - 1) - c.y, c.x};
        std::swap(w, h);
      }
    }
  }
  if ((symmetry & 3) % 2 == 1) std::swap(out.width, out.height);
  return out;
}

era::Rules model_rules(era::WallModel model) {
  auto r = era::default_rules();
  r.wall_model = model;
  return r;
}

}  // namespace

TEST(EraProperties, WalledAreaNeverCountsWallsKeepsOrScorchedEarth) {
  std::mt19937 rng(20261123);
  const auto r = era::default_rules();
  int enclosed = 0;
  for (int i = 0; i < 400; ++i) {
    const auto d = random_domain(rng, 9, 9, 40 + i % 40, era::WallModel::cell);
    const era::DomainView v(d, r);
    const auto cells = v.walled_cells();
    EXPECT_EQ(static_cast<int>(cells.size()), v.walled_area());
    for (Cell c : cells) {
      const int o = v.piece_at(c);
      if (o < 0) continue;
      const PieceType t = d.pieces[static_cast<std::size_t>(o)].type;
      EXPECT_NE(t, PieceType::wall);
      EXPECT_NE(t, PieceType::keep);
      EXPECT_NE(t, PieceType::scorched);
    }
    // No walled cell touches the board border.
    for (Cell c : cells) EXPECT_TRUE(c.x > 0 && c.y > 0 && c.x < 8 && c.y < 8);
    enclosed += v.walled_area() > 0 ? 1 : 0;
  }
  EXPECT_GT(enclosed, 20);  // the generator does produce enclosures
}

TEST(EraProperties, EnlargingAnEnclosureNeverShrinksTheArea) {
  std::mt19937 rng(7);
  const auto r = era::default_rules();
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int i = 0; i < 300; ++i) {
    const int w = 12;
    const int h = 12;
    // A closed ring of 1-cell wall blocks (geometry only) from (x0,y0) to (x1,y1), enlarged to
    // x1+dx, y1+dy. (A ring with a gap may shrink when enlarged: a Keep inside can plug the gap
    // of the small ring only, so the property is about closed enclosures.)
    const int x0 = pick(0, 3);
    const int y0 = pick(0, 3);
    const int x1 = x0 + pick(2, 5);
    const int y1 = y0 + pick(2, 5);
    const int dx = pick(0, 2);
    const int dy = pick(0, 2);
    auto ring = [&](int rx1, int ry1) {
      std::vector<era::Piece> p;
      for (int x = x0; x <= rx1; ++x) {
        for (int y = y0; y <= ry1; ++y) {
          const bool border = x == x0 || y == y0 || x == rx1 || y == ry1;
          if (!border) continue;
          p.push_back({PieceType::wall, {{x, y}}});
        }
      }
      return p;
    };
    // Interior contents inside the small ring, shared by both.
    std::vector<era::Piece> inside;
    for (int k = 0; k < 3; ++k) {
      const Cell c{pick(x0 + 1, x1 - 1), pick(y0 + 1, y1 - 1)};
      bool used = false;
      for (const auto& p : inside) used = used || p.cells[0] == c;
      if (used) continue;
      inside.push_back({pick(0, 2) == 0 ? PieceType::keep : (pick(0, 1) ? PieceType::scorched : PieceType::farm), {c}});
    }
    auto small = ring(x1, y1);
    auto large = ring(x1 + dx, y1 + dy);
    for (const auto& p : inside) {
      small.push_back(p);
      large.push_back(p);
    }
    const auto small_domain = domain(w, h, small);
    const auto large_domain = domain(w, h, large);
    const auto a = era::DomainView(small_domain, r).walled_area();
    const auto b = era::DomainView(large_domain, r).walled_area();
    EXPECT_GE(b, a) << "ring " << x0 << "," << y0 << " to " << x1 << "," << y1 << " +" << dx << "," << dy;
  }
}

TEST(EraProperties, ResultsAreInvariantUnderRotationAndReflection) {
  for (const auto model : {era::WallModel::cell, era::WallModel::edge}) {
    std::mt19937 rng(model == era::WallModel::cell ? 99 : 101);
    const auto r = model_rules(model);
    for (int i = 0; i < 150; ++i) {
      const int w = i % 3 == 0 ? 7 : 9;
      const int h = i % 3 == 0 ? 11 : 9;  // some non-square boards: rotation swaps the sides
      const auto d = random_domain(rng, w, h, 45, model);
      const era::DomainView v(d, r);
      const auto base_disease = era::disease(v, r).clustered;
      const int base_market = era::market_bonus(v, r);
      const auto base_score = era::final_score({{"A", d, {}, 3, 1}}, r).players[0].total;
      for (int s = 1; s < 8; ++s) {
        const auto t = transformed(d, s, model);
        const era::DomainView tv(t, r);
        EXPECT_EQ(tv.walled_area(), v.walled_area()) << "model " << static_cast<int>(model) << " domain " << i << " symmetry " << s;
        EXPECT_EQ(tv.walled_pieces(), v.walled_pieces()) << "domain " << i << " symmetry " << s;
        EXPECT_EQ(era::disease(tv, r).clustered, base_disease) << "domain " << i << " symmetry " << s;
        EXPECT_EQ(era::market_bonus(tv, r), base_market);
        EXPECT_EQ(era::final_score({{"A", t, {}, 3, 1}}, r).players[0].total, base_score);
      }
    }
  }
}
