#include "calibration/chessboard.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/gray.hpp"

namespace scriptorium::calibration {

std::optional<std::vector<cv::Point2f>> find_chessboard(const cv::Mat& image, cv::Size inner_corners) {
  cv::Mat gray = to_gray(image);
  std::vector<cv::Point2f> corners;
  const int flags = cv::CALIB_CB_ADAPTIVE_THRESH | cv::CALIB_CB_NORMALIZE_IMAGE | cv::CALIB_CB_FAST_CHECK;
  if (!cv::findChessboardCorners(gray, inner_corners, corners, flags)) return std::nullopt;
  // The refinement window scales with the square size so large, blurred corners still converge.
  const double square = cv::norm(corners[0] - corners[1]);
  const int half = std::clamp(static_cast<int>(square * 0.4), 3, 15);
  cv::cornerSubPix(gray, corners, {half, half}, {-1, -1},
                   cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 60, 1e-4));
  return corners;
}

ChessboardTarget::ChessboardTarget(ChessboardSpec spec) : spec_(spec) {
  if (spec_.inner_corners.width < 2 || spec_.inner_corners.height < 2) {
    throw CalibrationError("the chessboard needs at least 2x2 inner corners");
  }
  if (!(spec_.square_size > 0)) throw CalibrationError("the square size must be positive");
  for (int r = 0; r < spec_.inner_corners.height; ++r) {
    for (int c = 0; c < spec_.inner_corners.width; ++c) {
      corners_mm_.emplace_back(static_cast<float>(c * spec_.square_size), static_cast<float>(r * spec_.square_size), 0.0f);
    }
  }
}

std::string ChessboardTarget::name() const {
  return std::to_string(spec_.inner_corners.width) + "x" + std::to_string(spec_.inner_corners.height) + " chessboard";
}

std::optional<TargetPoints> ChessboardTarget::find(const cv::Mat& image) const {
  auto corners = find_chessboard(image, spec_.inner_corners);
  if (!corners) return std::nullopt;
  return TargetPoints{corners_mm_, std::move(*corners)};
}

cv::Mat ChessboardTarget::render(double px_per_mm) const {
  // (inner + 1) squares each way, black in the top-left corner.
  const int square = std::max(1, cvRound(spec_.square_size * px_per_mm));
  const cv::Size squares(spec_.inner_corners.width + 1, spec_.inner_corners.height + 1);
  cv::Mat out(squares.height * square, squares.width * square, CV_8UC1, cv::Scalar(255));
  for (int r = 0; r < squares.height; ++r) {
    for (int c = 0; c < squares.width; ++c) {
      if ((r + c) % 2 == 0) out(cv::Rect(c * square, r * square, square, square)).setTo(0);
    }
  }
  return out;
}

}  // namespace scriptorium::calibration
