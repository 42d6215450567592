// Camera calibration from photos of a printed target (a chessboard or a ChArUco board): the
// target's points found in each view, then OpenCV's calibrateCamera; the RMS reprojection error
// tells how well the model fits.
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "calibration/camera_profile.hpp"

namespace scriptorium::calibration {

class CalibrationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What one photo shows of the target: points on the printed plane (millimetres, z = 0) and
// where they are in the image.
struct TargetPoints {
  std::vector<cv::Point3f> board;
  std::vector<cv::Point2f> image;
};

// A printed calibration target: how to find it in a photo and how to print it.
class CalibrationTarget {
 public:
  virtual ~CalibrationTarget() = default;
  virtual std::string name() const = 0;  // for messages, e.g. "9x6 chessboard"
  // The target's points in a grey or BGR image; nullopt when too little of it is visible to use.
  virtual std::optional<TargetPoints> find(const cv::Mat& image) const = 0;
  // The target as printed (grey, without the white margin around it) at `px_per_mm` pixels per mm.
  virtual cv::Mat render(double px_per_mm) const = 0;
};

// Each view uses the first target found in it, so one set of photos may mix target kinds.
class AnyOfTargets final : public CalibrationTarget {
 public:
  explicit AnyOfTargets(std::vector<std::unique_ptr<CalibrationTarget>> targets);
  std::string name() const override;
  std::optional<TargetPoints> find(const cv::Mat& image) const override;
  cv::Mat render(double px_per_mm) const override;  // the first target's

 private:
  std::vector<std::unique_ptr<CalibrationTarget>> targets_;
};

struct CalibrationView {
  std::string name;
  cv::Mat image;
};

struct CameraCalibration {
  CameraProfile profile;
  std::vector<std::string> used;      // views in which the target was found
  std::vector<std::string> rejected;  // views without a usable target
  std::vector<double> view_errors;    // RMS reprojection error per used view, pixels
};

// An A4 page at `dpi` with the target centred (turned a quarter when that is what fits) and
// how to print it. Throws CalibrationError when the target does not fit the page.
cv::Mat render_target_page(const CalibrationTarget& target, int dpi = 300);

// Calibrates from the views; needs at least 3 views with the target, all of one size.
// k3 is held at 0 (few views overfit it).
CameraCalibration calibrate_camera(const std::vector<CalibrationView>& views, const CalibrationTarget& target);

}  // namespace scriptorium::calibration
