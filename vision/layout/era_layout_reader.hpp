// Reading an ERA domain from a photo (issue 8): rectify the registered board, classify every cell
// against the appearances taught on the user's table, group the cells into pieces, and report
// the domain JSON with a confidence per piece and the cells it cannot tell.
#pragma once

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>
#include <stdexcept>
#include <vector>

#include "calibration/board_registration.hpp"
#include "engine/era/domain.hpp"
#include "vision/layout/appearance_model.hpp"

namespace scriptorium::vision::layout {

// Nothing taught yet, a board of the wrong kind, a truth that does not fit the board.
class LayoutError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct LayoutReading {
  era::Domain domain;              // the pieces read with confidence
  std::vector<double> confidence;  // per piece of `domain`, 0..1
  std::vector<era::Cell> unknown_cells;
  double elapsed_ms = 0;

  // The domain JSON of cli.md plus "confidence" per piece, "unknown_cells" and "elapsed_ms".
  nlohmann::json to_json() const;
};

// Reads the domain; cells outside the photo, hidden or unlike anything taught are unknown.
LayoutReading read_era_layout(const cv::Mat& image, const calibration::BoardRegistration& registration,
                              const AppearanceModel& model, const era::Rules& rules);

// Teaches the appearance of every cell of `truth` (empty cells included) as seen in `image`.
// Returns the number of cells taught.
int teach_era_layout(const cv::Mat& image, const calibration::BoardRegistration& registration,
                     const era::Domain& truth, AppearanceModel& model);

}  // namespace scriptorium::vision::layout
