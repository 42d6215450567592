#include "vision/layout/piece_grouping.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <set>

#include "engine/era/catalogue.hpp"

namespace scriptorium::vision::layout {
namespace {

using era::Cell;
using Shape = std::vector<Cell>;

constexpr long kMaxNodes = 20000;  // search budget per group of cells
constexpr double kSureCell = 0.5;  // cell confidence below which a neighbour may hide part of a piece

Shape normalised(Shape s) {
  int mx = std::numeric_limits<int>::max(), my = mx;
  for (const Cell c : s) mx = std::min(mx, c.x), my = std::min(my, c.y);
  for (Cell& c : s) c = {c.x - mx, c.y - my};
  std::sort(s.begin(), s.end(), [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  return s;
}

// The distinct orientations a piece of this class can lie in.
std::vector<Shape> shapes_of(era::PieceType type, const era::Rules& rules) {
  std::vector<Shape> out;
  auto add = [&](Shape s) {
    s = normalised(std::move(s));
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  };
  if (type == era::PieceType::wall) {
    for (int n = era::kMinWallLength; n <= era::kMaxWallLength; ++n) {
      Shape h, v;
      for (int i = 0; i < n; ++i) h.push_back({i, 0}), v.push_back({0, i});
      add(h), add(v);
    }
    return out;
  }
  Shape base = type == era::PieceType::scorched
                   ? rules.scorched_footprint
                   : rules.footprints[static_cast<std::size_t>(era::index_of(type))];
  for (int turn = 0; turn < 4; ++turn) {
    add(base);
    if (rules.allow_reflection) {
      Shape m = base;
      for (Cell& c : m) c.x = -c.x;
      add(m);
    }
    for (Cell& c : base) c = {-c.y, c.x};
  }
  return out;
}

struct Tiling {
  std::vector<Shape> pieces;
  double score = -std::numeric_limits<double>::infinity();
};

// Exact cover of `cells` by `shapes`, best by seam agreement; also the runner-up's score.
class Tiler {
 public:
  Tiler(const std::vector<Shape>& shapes, const std::vector<Cell>& cells, const SeamFn& seam,
        double threshold)
      : shapes_(shapes), cells_(cells), seam_(seam), threshold_(threshold) {
    std::sort(cells_.begin(), cells_.end(),
              [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    for (std::size_t i = 0; i < cells_.size(); ++i) index_[key(cells_[i])] = static_cast<int>(i);
    covered_.assign(cells_.size(), -1);
  }

  std::optional<Tiling> run(double* runner_up) {
    search();
    if (runner_up) *runner_up = second_;
    if (best_.pieces.empty()) return std::nullopt;
    return best_;
  }

 private:
  static long key(Cell c) { return static_cast<long>(c.y) * 4096 + c.x; }

  double score() const {
    // Reward seams where the tiling cuts, penalise seams inside a piece.
    double s = 0;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
      for (const Cell d : {Cell{1, 0}, Cell{0, 1}}) {
        const auto it = index_.find(key({cells_[i].x + d.x, cells_[i].y + d.y}));
        if (it == index_.end()) continue;
        const double g = seam_(cells_[i].x, cells_[i].y, d.x, d.y) - threshold_;
        s += covered_[i] != covered_[static_cast<std::size_t>(it->second)] ? g : -g;
      }
    }
    return s;
  }

  void search() {
    if (++nodes_ > kMaxNodes) return;
    const auto first = std::find(covered_.begin(), covered_.end(), -1);
    if (first == covered_.end()) {
      const double s = score();
      if (s > best_.score) {
        second_ = best_.score;
        best_.score = s;
        best_.pieces = current_;
      } else {
        second_ = std::max(second_, s);
      }
      return;
    }
    const Cell u = cells_[static_cast<std::size_t>(first - covered_.begin())];
    for (const Shape& shape : shapes_) {
      for (const Cell anchor : shape) {
        Shape placed;
        std::vector<int> slots;
        for (const Cell c : shape) {
          const Cell p{c.x - anchor.x + u.x, c.y - anchor.y + u.y};
          const auto it = index_.find(key(p));
          if (it == index_.end() || covered_[static_cast<std::size_t>(it->second)] >= 0) break;
          placed.push_back(p);
          slots.push_back(it->second);
        }
        if (placed.size() != shape.size()) continue;
        const int id = static_cast<int>(current_.size());
        for (int s : slots) covered_[static_cast<std::size_t>(s)] = id;
        current_.push_back(placed);
        search();
        current_.pop_back();
        for (int s : slots) covered_[static_cast<std::size_t>(s)] = -1;
      }
    }
  }

  const std::vector<Shape>& shapes_;
  std::vector<Cell> cells_;
  const SeamFn& seam_;
  double threshold_;
  std::map<long, int> index_;
  std::vector<int> covered_;
  std::vector<Shape> current_;
  Tiling best_;
  double second_ = -std::numeric_limits<double>::infinity();
  long nodes_ = 0;
};

// 4-connected groups of the cells in `in` (flags over the grid), optionally not crossing seams.
std::vector<std::vector<Cell>> groups(cv::Size grid, const std::vector<char>& in, const SeamFn* seam,
                                      double threshold) {
  std::vector<char> seen(in.size(), 0);
  std::vector<std::vector<Cell>> out;
  for (int start = 0; start < grid.area(); ++start) {
    if (!in[static_cast<std::size_t>(start)] || seen[static_cast<std::size_t>(start)]) continue;
    std::vector<Cell> group, stack{{start % grid.width, start / grid.width}};
    seen[static_cast<std::size_t>(start)] = 1;
    while (!stack.empty()) {
      const Cell c = stack.back();
      stack.pop_back();
      group.push_back(c);
      for (const Cell d : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}}) {
        const Cell n{c.x + d.x, c.y + d.y};
        if (n.x < 0 || n.y < 0 || n.x >= grid.width || n.y >= grid.height) continue;
        const std::size_t i = static_cast<std::size_t>(n.y * grid.width + n.x);
        if (!in[i] || seen[i]) continue;
        if (seam != nullptr) {
          const Cell a = d.x + d.y > 0 ? c : n;
          if ((*seam)(a.x, a.y, std::abs(d.x), std::abs(d.y)) > threshold) continue;
        }
        seen[i] = 1;
        stack.push_back(n);
      }
    }
    out.push_back(group);
  }
  return out;
}

}  // namespace

Grouping group_cells(cv::Size grid, const std::vector<CellReading>& cells, const SeamFn& seam,
                     double seam_threshold, const era::Rules& rules) {
  Grouping out;
  std::vector<char> unknown(static_cast<std::size_t>(grid.area()), 0);
  auto conf_at = [&](Cell c) { return cells[static_cast<std::size_t>(c.y * grid.width + c.x)].confidence; };
  for (int i = 0; i < grid.area(); ++i)
    unknown[static_cast<std::size_t>(i)] = cells[static_cast<std::size_t>(i)].cls < 0;

  for (int cls = 1; cls < 15; ++cls) {
    const auto type = static_cast<era::PieceType>(cls - 1);
    std::vector<char> in(static_cast<std::size_t>(grid.area()), 0);
    bool any = false;
    for (int i = 0; i < grid.area(); ++i)
      any |= (in[static_cast<std::size_t>(i)] = cells[static_cast<std::size_t>(i)].cls == cls) != 0;
    if (!any) continue;
    const auto shapes = shapes_of(type, rules);
    for (const auto& component : groups(grid, in, nullptr, 0)) {
      // First the parts the seams cut out; if any of them cannot be tiled, the seams misled:
      // tile the whole group instead (the score still follows the seams where it can).
      std::vector<std::pair<Tiling, double>> found;
      bool all = true;
      std::vector<Cell> failed;
      std::vector<char> mine(in.size(), 0);
      for (const Cell c : component) mine[static_cast<std::size_t>(c.y * grid.width + c.x)] = 1;
      for (const auto& part : groups(grid, mine, &seam, seam_threshold)) {
        double second = 0;
        auto t = Tiler(shapes, part, seam, seam_threshold).run(&second);
        if (t) {
          found.emplace_back(*t, second);
        } else {
          all = false;
          failed.insert(failed.end(), part.begin(), part.end());
        }
      }
      // A group next to an unread or unsure cell may continue under it: its pieces are a guess.
      double doubt = 1.0;
      for (const Cell c : component) {
        for (const Cell d : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}}) {
          const Cell n{c.x + d.x, c.y + d.y};
          if (n.x >= 0 && n.y >= 0 && n.x < grid.width && n.y < grid.height &&
              (cells[static_cast<std::size_t>(n.y * grid.width + n.x)].cls < 0 || conf_at(n) < kSureCell)) {
            doubt = 0.4;
          }
        }
      }
      if (!all) {
        double second = 0;
        auto t = Tiler(shapes, component, seam, seam_threshold).run(&second);
        if (t) {
          found = {{*t, second}};
          failed.clear();
          doubt *= 0.5;  // the seams disagree with the pieces found
        }
      }
      for (const auto& [tiling, second] : found) {
        // Two tilings nearly as good: the split between pieces is a guess.
        const double split = std::isfinite(second) && tiling.score - second < 0.05 ? 0.6 : 1.0;
        for (const auto& shape : tiling.pieces) {
          GroupedPiece p{type, shape, 1.0};
          for (const Cell c : shape) p.confidence = std::min(p.confidence, conf_at(c));
          p.confidence *= doubt * split;
          out.pieces.push_back(std::move(p));
        }
      }
      for (const Cell c : failed) unknown[static_cast<std::size_t>(c.y * grid.width + c.x)] = 1;
    }
  }
  for (int i = 0; i < grid.area(); ++i) {
    if (unknown[static_cast<std::size_t>(i)]) out.unknown.push_back({i % grid.width, i / grid.width});
  }
  return out;
}

}  // namespace scriptorium::vision::layout
