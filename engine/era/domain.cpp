#include "engine/era/domain.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <utility>

namespace scriptorium::era {

namespace {

std::string cell_text(Cell c) { return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")"; }

std::string piece_label(const Domain& d, std::size_t i) {
  return "piece " + std::to_string(i) + " (" + std::string(name_of(d.pieces[i].type)) + ")";
}

std::vector<Cell> normalised(std::vector<Cell> cells) {
  int min_x = cells.front().x;
  int min_y = cells.front().y;
  for (const Cell& c : cells) {
    min_x = std::min(min_x, c.x);
    min_y = std::min(min_y, c.y);
  }
  for (Cell& c : cells) c = {c.x - min_x, c.y - min_y};
  std::sort(cells.begin(), cells.end(), [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  return cells;
}

std::vector<Cell> transformed(const std::vector<Cell>& cells, int rotation, bool mirror) {
  std::vector<Cell> out;
  out.reserve(cells.size());
  for (Cell c : cells) {
    if (mirror) c.x = -c.x;
    for (int r = 0; r < rotation; ++r) c = {-c.y, c.x};
    out.push_back(c);
  }
  return normalised(std::move(out));
}

}  // namespace

bool orthogonally_connected(const std::vector<Cell>& cells) {
  if (cells.empty()) return false;
  std::vector<bool> seen(cells.size(), false);
  std::vector<std::size_t> stack{0};
  seen[0] = true;
  std::size_t reached = 1;
  while (!stack.empty()) {
    const Cell c = cells[stack.back()];
    stack.pop_back();
    for (std::size_t j = 0; j < cells.size(); ++j) {
      if (!seen[j] && std::abs(cells[j].x - c.x) + std::abs(cells[j].y - c.y) == 1) {
        seen[j] = true;
        ++reached;
        stack.push_back(j);
      }
    }
  }
  return reached == cells.size();
}

bool matches_footprint(const std::vector<Cell>& cells, const std::vector<Cell>& footprint, bool allow_reflection) {
  if (cells.size() != footprint.size() || cells.empty()) return false;
  const auto observed = normalised(cells);
  // A mirrored placement is fine when the mirror image is also a rotation (symmetric shape):
  // then it matches one of the rotations anyway, so only the explicit switch adds mirrors.
  for (int mirror = 0; mirror < (allow_reflection ? 2 : 1); ++mirror) {
    for (int rotation = 0; rotation < 4; ++rotation) {
      if (transformed(footprint, rotation, mirror == 1) == observed) return true;
    }
  }
  return false;
}

int wall_length(const Piece& wall, WallModel model) {
  const auto& cells = wall.cells;
  if (cells.empty()) return 0;
  if (cells.size() == 1) return model == WallModel::cell ? 1 : 0;  // a 1-cell wall is straight, just too short
  const bool horizontal = std::all_of(cells.begin(), cells.end(), [&](Cell c) { return c.y == cells[0].y; });
  const bool vertical = std::all_of(cells.begin(), cells.end(), [&](Cell c) { return c.x == cells[0].x; });
  if (!horizontal && !vertical) return 0;
  std::vector<int> along;
  for (Cell c : cells) along.push_back(horizontal ? c.x : c.y);
  std::sort(along.begin(), along.end());
  for (std::size_t i = 1; i < along.size(); ++i) {
    if (along[i] != along[i - 1] + 1) return 0;
  }
  const int length = static_cast<int>(cells.size()) - (model == WallModel::edge ? 1 : 0);
  return length;
}

Domain parse_domain(const core::JsonCursor& cursor, const Rules& rules, DomainParse mode) {
  cursor.require_object();
  Domain d;
  d.width = cursor.get_int("width", rules.grid_width, 1, kMaxGridSide);
  d.height = cursor.get_int("height", rules.grid_height, 1, kMaxGridSide);
  const auto pieces = cursor.at("pieces");
  pieces.require_array();
  if (pieces.size() > static_cast<std::size_t>(d.width) * static_cast<std::size_t>(d.height) * 2 + 64) {
    pieces.fail("more pieces than the domain can hold");
  }
  const bool edge = rules.wall_model == WallModel::edge;
  std::vector<int> owner(static_cast<std::size_t>(d.width * d.height), -1);
  for (const auto& item : pieces.items()) {
    Piece p;
    p.type = item.at("type").as_enum(std::span<const core::EnumName<PieceType>>(kPieceTypeNames), "piece type");
    const bool lattice = edge && p.type == PieceType::wall;
    const auto cells = item.at("cells");
    cells.require_array();
    if (cells.size() == 0) cells.fail("a piece needs at least one cell");
    if (cells.size() > 64) cells.fail("a piece has at most 64 cells");
    for (const auto& cc : cells.items()) {
      cc.require_array();
      if (cc.size() != 2) cc.fail("a cell is [x, y]");
      const Cell c{cc.at(std::size_t{0}).as_int32(-kMaxCoordinate, kMaxCoordinate),
                   cc.at(std::size_t{1}).as_int32(-kMaxCoordinate, kMaxCoordinate)};
      if (std::find(p.cells.begin(), p.cells.end(), c) != p.cells.end()) {
        cc.fail("cell " + cell_text(c) + " listed twice in one piece");
      }
      if (mode == DomainParse::strict) {
        const bool inside = lattice ? (c.x >= 0 && c.y >= 0 && c.x <= d.width && c.y <= d.height) : d.on_board(c);
        if (!inside) {
          cc.fail("cell " + cell_text(c) + " is off the " + std::to_string(d.width) + "x" +
                  std::to_string(d.height) + " board");
        }
        if (!lattice) {
          int& o = owner[static_cast<std::size_t>(d.index(c))];
          if (o >= 0) {
            cc.fail("cell " + cell_text(c) + " is already covered by piece " + std::to_string(o) + " (" +
                    std::string(name_of(d.pieces[static_cast<std::size_t>(o)].type)) + ")");
          }
          o = static_cast<int>(d.pieces.size());
        }
      }
      p.cells.push_back(c);
    }
    d.pieces.push_back(std::move(p));
  }
  return d;
}

nlohmann::json domain_to_json(const Domain& domain) {
  nlohmann::json pieces = nlohmann::json::array();
  for (const Piece& p : domain.pieces) {
    nlohmann::json cells = nlohmann::json::array();
    for (Cell c : p.cells) cells.push_back({c.x, c.y});
    pieces.push_back({{"type", name_of(p.type)}, {"cells", cells}});
  }
  return {{"width", domain.width}, {"height", domain.height}, {"pieces", pieces}};
}

std::vector<int> occupancy(const Domain& domain, const Rules& rules) {
  std::vector<int> occ(static_cast<std::size_t>(domain.width * domain.height), -1);
  for (std::size_t i = 0; i < domain.pieces.size(); ++i) {
    const Piece& p = domain.pieces[i];
    if (p.type == PieceType::wall && rules.wall_model == WallModel::edge) continue;
    for (Cell c : p.cells) {
      if (domain.on_board(c)) occ[static_cast<std::size_t>(domain.index(c))] = static_cast<int>(i);
    }
  }
  return occ;
}

core::Violations validate_domain(const Domain& d, const Rules& rules, const std::string& base) {
  core::Violations v;
  const bool edge = rules.wall_model == WallModel::edge;
  std::vector<int> owner(static_cast<std::size_t>(d.width * d.height), -1);
  std::set<std::pair<std::pair<int, int>, std::pair<int, int>>> wall_edges;
  for (std::size_t i = 0; i < d.pieces.size(); ++i) {
    const Piece& p = d.pieces[i];
    const std::string where = base + "/pieces/" + std::to_string(i);
    const bool lattice = edge && p.type == PieceType::wall;
    bool all_on_board = true;
    for (std::size_t k = 0; k < p.cells.size(); ++k) {
      const Cell c = p.cells[k];
      const bool inside = lattice ? (c.x >= 0 && c.y >= 0 && c.x <= d.width && c.y <= d.height) : d.on_board(c);
      if (!inside) {
        all_on_board = false;
        v.add("off_board", piece_label(d, i) + ": cell " + cell_text(c) + " is off the " + std::to_string(d.width) +
                               "x" + std::to_string(d.height) + " board",
              where + "/cells/" + std::to_string(k));
        continue;
      }
      if (lattice) continue;
      int& o = owner[static_cast<std::size_t>(d.index(c))];
      if (o >= 0) {
        v.add("overlap", piece_label(d, i) + " and " + piece_label(d, static_cast<std::size_t>(o)) + " both cover " +
                             cell_text(c),
              where + "/cells/" + std::to_string(k));
      } else {
        o = static_cast<int>(i);
      }
    }
    if (p.type == PieceType::wall) {
      const int len = wall_length(p, rules.wall_model);
      if (len == 0) {
        v.add("wall_not_straight", piece_label(d, i) + ": a wall must cover consecutive " +
                                       std::string(edge ? "grid points" : "cells") + " in one straight line",
              where + "/cells");
      } else if (len < kMinWallLength || len > kMaxWallLength) {
        v.add("wall_length", piece_label(d, i) + ": walls have length 2 to 6, this one has " + std::to_string(len),
              where + "/cells");
      }
      if (lattice && len > 0 && all_on_board) {
        auto pts = p.cells;
        std::sort(pts.begin(), pts.end(), [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
        for (std::size_t k = 1; k < pts.size(); ++k) {
          const auto seg = std::make_pair(std::make_pair(pts[k - 1].x, pts[k - 1].y), std::make_pair(pts[k].x, pts[k].y));
          if (!wall_edges.insert(seg).second) {
            v.add("overlap", piece_label(d, i) + ": the grid line from " + cell_text(pts[k - 1]) + " to " +
                                 cell_text(pts[k]) + " already holds a wall",
                  where + "/cells");
          }
        }
      }
      continue;
    }
    if (!orthogonally_connected(p.cells)) {
      v.add("disconnected", piece_label(d, i) + ": its cells are not orthogonally connected", where + "/cells");
      continue;
    }
    const auto& footprint = p.type == PieceType::scorched ? rules.scorched_footprint : rules.footprints[index_of(p.type)];
    if (!matches_footprint(p.cells, footprint, rules.allow_reflection)) {
      v.add("footprint", piece_label(d, i) + ": " + std::to_string(p.cells.size()) +
                             " cells that do not match its catalogue footprint of " +
                             std::to_string(footprint.size()) + " cells (rotation only" +
                             std::string(rules.allow_reflection ? ", or mirrored" : "") + ")",
            where + "/cells");
    }
  }
  // More copies than the box holds (§1.1) means a misread piece.
  std::array<int, 14> count{};
  std::array<int, kMaxWallLength + 1> walls{};
  for (const Piece& p : d.pieces) {
    ++count[static_cast<std::size_t>(index_of(p.type))];
    const int len = p.type == PieceType::wall ? wall_length(p, rules.wall_model) : 0;
    if (len >= kMinWallLength && len <= kMaxWallLength) ++walls[static_cast<std::size_t>(len)];
  }
  for (PieceType t : kBuildingTypes) {
    if (count[static_cast<std::size_t>(index_of(t))] > box_count(t)) {
      v.add("more_than_box", std::to_string(count[static_cast<std::size_t>(index_of(t))]) + " " +
                                 std::string(name_of(t)) + " pieces, but the box holds " + std::to_string(box_count(t)),
            base + "/pieces");
    }
  }
  for (int len = kMinWallLength; len <= kMaxWallLength; ++len) {
    if (walls[static_cast<std::size_t>(len)] > kWallsInBox[static_cast<std::size_t>(len)]) {
      v.add("more_than_box", std::to_string(walls[static_cast<std::size_t>(len)]) + " walls of length " +
                                 std::to_string(len) + ", but the box holds " +
                                 std::to_string(kWallsInBox[static_cast<std::size_t>(len)]),
            base + "/pieces");
    }
  }
  if (count[static_cast<std::size_t>(index_of(PieceType::scorched))] > box_count(PieceType::scorched)) {
    v.add("more_than_box", "more scorched earth than the box holds", base + "/pieces");
  }
  return v;
}

}  // namespace scriptorium::era
