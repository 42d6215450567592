// The rectified, light-normalised view of a registered ERA domain and what the layout reader
// measures on it: one appearance vector per cell and the groove between neighbouring cells.
#pragma once

#include <array>
#include <opencv2/core.hpp>
#include <vector>

#include "calibration/board_registration.hpp"

namespace scriptorium::vision::layout {

inline constexpr int kFeatureCount = 7;
using CellFeatures = std::array<float, kFeatureCount>;

struct BoardView {
  cv::Mat bgr;               // rectified board (CV_8UC3): the grid plus a margin of printed frame
  cv::Mat valid;             // CV_8U, 255 where the pixel came from inside the photo
  cv::Size cells;            // grid size in cells
  int cell_px = 64;          // rectified pixels per cell
  int margin_px = 16;        // frame margin around the grid
  cv::Vec3d frame_bgr;       // median colour of the visible frame (before normalisation)
  double frame_visible = 0;  // fraction of the frame ring inside the photo
  // The camera's centre over the board, in cells (z = height above it), estimated from the
  // registration: it tells where the top of a piece appears in this view (parallax).
  cv::Point3d camera{4.5, 4.5, 30};

  cv::Rect cell_rect(int x, int y) const {
    return {margin_px + x * cell_px, margin_px + y * cell_px, cell_px, cell_px};
  }
};

// Median of one channel of a CV_8UC3 patch (or of a CV_8U patch with channel 0), over `mask` if given.
double channel_median(const cv::Mat& patch, int channel, const cv::Mat& mask = {});

// Warps the photo to the board's rectified view (registration: calibration/board_registration).
BoardView make_board_view(const cv::Mat& image, const calibration::BoardRegistration& registration);

// Scales the colours so the frame looks like `reference_frame_bgr` (the taught light). No-op when
// too little of the frame is visible.
void normalise_light(BoardView& view, const cv::Vec3d& reference_frame_bgr);

// The same from any printed reference of uniform colour: `blocks` (rectified pixels) lie on it,
// `view.frame_bgr` holds its median (the fallback when too few blocks are inside the photo).
void normalise_light_on(BoardView& view, const cv::Vec3d& reference_bgr, const std::vector<cv::Rect>& blocks);

// Typical height of a piece's top, in cells: pieces are read and split where their tops appear.
inline constexpr double kTopHeight = 0.45;

// Where, in rectified pixels, a point `height` cells above board position `at` (in cells) appears.
cv::Point2d seen_at(const BoardView& view, cv::Point2d at, double height);

// True when the cell's sampled centre lies wholly inside the photo.
bool cell_visible(const BoardView& view, int x, int y);

// Colour, texture and centre darkness of the cell's central patch (medians, so a neighbour's
// side or shadow reaching into the patch moves them little).
CellFeatures cell_features(const BoardView& view, int x, int y, double height);

// How clearly a dark seam separates cell (x, y) from its right (dx=1) or lower (dy=1) neighbour:
// the depth of the deepest narrow dip across the shared edge, relative to the local brightness.
// Two cells of one piece show none; two pieces show the groove between them.
double groove(const BoardView& view, int x, int y, int dx, int dy, double height = kTopHeight);

}  // namespace scriptorium::vision::layout
