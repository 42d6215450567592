// Synthetic photos of an ERA domain board with exact ground truth, for the layout reader's tests
// and benchmarks (never its run time): a 9x9 pegboard with extruded pieces seen by a pinhole
// camera (top-down up to ~30° tilt, any turn), lit with shadows, pieces hiding what lies behind
// them, then blur, noise and JPEG, on varied tables. Hostile options: a hand over the board, the
// board pushed partly out of the frame.
#pragma once

#include <cstdint>
#include <opencv2/core.hpp>
#include <vector>

#include "engine/era/domain.hpp"

namespace scriptorium::vision {

struct BoardSceneOptions {
  int width = 1280;
  int height = 960;
  double max_tilt_deg = 30.0;  // camera tilt away from top-down
  double max_yaw_deg = 180.0;  // turn of the board in the image, either way
  double board_fill = 0.8;     // board frame side over the image's short side (before the tilt)
  double max_blur = 1.0;       // Gaussian sigma, pixels
  double max_noise = 5.0;      // Gaussian noise sigma, grey levels
  int min_jpeg_quality = 60;   // 0 disables JPEG
  bool hand = false;           // a hand over part of the board
  double out_of_frame = 0.0;   // push the board this fraction of its side past the right edge
};

struct BoardScene {
  cv::Mat image;                         // 8-bit BGR
  era::Domain domain;                    // what lies on the board (the layout JSON's truth)
  std::vector<cv::Point2d> corners;      // image positions of the grid's outer corners, clockwise from (0,0)
  std::vector<era::Cell> hidden_cells;   // cells the hand covers (at least a fifth of the cell)
  std::vector<era::Cell> outside_cells;  // cells whose centre lies outside the image
  double tilt_deg = 0;
};

// A random domain of the kind a game produces: the central Keep, walled enclosures (Keeps at
// some corners, sometimes left open), buildings in catalogue footprints (rotated, never
// reflected), scorched earth; about `fill` of the cells covered. `every_type`: one building of
// each type first (a teaching photo shows every piece).
era::Domain random_era_domain(std::uint64_t seed, const era::Rules& rules, double fill = 0.55,
                              bool every_type = false);

// Renders `domain` (cells model, 9x9) with the seed's camera, light and table.
BoardScene render_era_board(const era::Domain& domain, std::uint64_t seed,
                            const BoardSceneOptions& options = {});

// random_era_domain + render_era_board from one seed.
BoardScene render_era_board(std::uint64_t seed, const era::Rules& rules,
                            const BoardSceneOptions& options = {});

}  // namespace scriptorium::vision
