// From classified cells to pieces: neighbouring cells of one class are split along the seams
// between pieces and tiled with the class's catalogue footprint (rotations only) or straight
// walls of 2..6 cells. Cells that no tiling explains are reported unknown, never guessed.
#pragma once

#include <functional>
#include <opencv2/core.hpp>
#include <vector>

#include "engine/era/rules.hpp"

namespace scriptorium::vision::layout {

struct CellReading {
  int cls = -1;           // layout class (appearance_model.hpp), -1 unknown
  double confidence = 0;  // 0..1
};

struct GroupedPiece {
  era::PieceType type = era::PieceType::keep;
  std::vector<era::Cell> cells;
  double confidence = 0;
};

struct Grouping {
  std::vector<GroupedPiece> pieces;
  std::vector<era::Cell> unknown;  // row by row
};

// seam(x, y, dx, dy): seam depth between (x, y) and (x+dx, y+dy); above `seam_threshold` the two
// cells belong to different pieces.
using SeamFn = std::function<double(int x, int y, int dx, int dy)>;

Grouping group_cells(cv::Size grid, const std::vector<CellReading>& cells, const SeamFn& seam,
                     double seam_threshold, const era::Rules& rules);

}  // namespace scriptorium::vision::layout
