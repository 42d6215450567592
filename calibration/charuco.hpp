// The ChArUco calibration target: a chessboard whose white squares carry ArUco markers, so each
// corner is known by its id and views that show only part of the board still count.
#pragma once

#include <opencv2/core.hpp>

#include "calibration/camera_calibration.hpp"

namespace cv::aruco {
class CharucoBoard;
class Dictionary;
}  // namespace cv::aruco

namespace scriptorium::calibration {

struct CharucoSpec {
  cv::Size squares{5, 7};     // squares per row and column
  double square_size = 35.0;  // millimetres; 5x7 squares of 35 mm fit an A4 page
  double marker_size = 26.0;  // millimetres, smaller than a square
  int min_corners = 8;        // fewer visible corners: the view is not used
};

class CharucoTarget final : public CalibrationTarget {
 public:
  // Throws CalibrationError for fewer than 3x3 squares, more markers than the dictionary
  // (DICT_4X4_250) holds, or markers that do not fit their squares.
  explicit CharucoTarget(CharucoSpec spec);
  ~CharucoTarget() override;
  std::string name() const override;
  std::optional<TargetPoints> find(const cv::Mat& image) const override;
  cv::Mat render(double px_per_mm) const override;

 private:
  CharucoSpec spec_;
  cv::Ptr<cv::aruco::Dictionary> dictionary_;
  cv::Ptr<cv::aruco::CharucoBoard> board_;
};

}  // namespace scriptorium::calibration
