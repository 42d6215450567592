// The classic calibration target: a printed chessboard, all of whose inner corners must be seen.
#pragma once

#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "calibration/camera_calibration.hpp"

namespace scriptorium::calibration {

struct ChessboardSpec {
  cv::Size inner_corners{9, 6};  // inner corners per row and column
  double square_size = 25.0;     // millimetres (only scales the extrinsics)
};

// The chessboard's inner corners in a grey or BGR image, refined to sub-pixel accuracy.
std::optional<std::vector<cv::Point2f>> find_chessboard(const cv::Mat& image, cv::Size inner_corners);

class ChessboardTarget final : public CalibrationTarget {
 public:
  // Throws CalibrationError for fewer than 2x2 inner corners or a square size that is not positive.
  explicit ChessboardTarget(ChessboardSpec spec);
  std::string name() const override;
  std::optional<TargetPoints> find(const cv::Mat& image) const override;
  cv::Mat render(double px_per_mm) const override;

 private:
  ChessboardSpec spec_;
  std::vector<cv::Point3f> corners_mm_;
};

}  // namespace scriptorium::calibration
