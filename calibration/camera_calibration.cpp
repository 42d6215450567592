#include "calibration/camera_calibration.hpp"

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/printable_page.hpp"

namespace scriptorium::calibration {

AnyOfTargets::AnyOfTargets(std::vector<std::unique_ptr<CalibrationTarget>> targets) : targets_(std::move(targets)) {
  if (targets_.empty()) throw std::invalid_argument("AnyOfTargets needs at least one target");
}

std::string AnyOfTargets::name() const {
  std::string out;
  for (const auto& t : targets_) out += (out.empty() ? "" : " or ") + t->name();
  return out;
}

std::optional<TargetPoints> AnyOfTargets::find(const cv::Mat& image) const {
  for (const auto& t : targets_) {
    if (auto found = t->find(image)) return found;
  }
  return std::nullopt;
}

cv::Mat AnyOfTargets::render(double px_per_mm) const { return targets_.front()->render(px_per_mm); }

cv::Mat render_target_page(const CalibrationTarget& target, int dpi) {
  cv::Mat page = blank_a4_page(dpi);
  const double px_per_mm = dpi / kMmPerInch;
  cv::Mat board = target.render(px_per_mm);
  if (board.cols > board.rows) cv::rotate(board, board, cv::ROTATE_90_CLOCKWISE);
  const int margin = cvRound(10 * px_per_mm), header = cvRound(25 * px_per_mm);
  if (board.cols > page.cols - 2 * margin || board.rows > page.rows - header - margin) {
    throw CalibrationError("the " + target.name() + " does not fit an A4 page; use fewer or smaller squares");
  }
  if (board.channels() == 1) cv::cvtColor(board, board, cv::COLOR_GRAY2BGR);
  const cv::Point at((page.cols - board.cols) / 2, header + (page.rows - header - margin - board.rows) / 2);
  board.copyTo(page(cv::Rect(at, board.size())));
  const double s = dpi / 300.0;
  put_text(page, "Scriptorium calibration target: " + target.name(), {cvRound(60 * s), cvRound(110 * s)}, 1.6 * s,
           cvRound(3 * s));
  put_text(page, "Print at 100% (no fit to page), lay it flat, and photograph it 10-20 times from different angles.",
           {cvRound(60 * s), cvRound(175 * s)}, 0.9 * s);
  return page;
}

CameraCalibration calibrate_camera(const std::vector<CalibrationView>& views, const CalibrationTarget& target) {
  CameraCalibration out;
  std::vector<std::vector<cv::Point3f>> object_points;
  std::vector<std::vector<cv::Point2f>> image_points;
  cv::Size size;
  for (const auto& view : views) {
    if (view.image.empty()) {
      out.rejected.push_back(view.name);
      continue;
    }
    if (size.area() == 0) size = view.image.size();
    if (view.image.size() != size) {
      throw CalibrationError("all views must have the same size: " + view.name + " is " + std::to_string(view.image.cols) +
                             "x" + std::to_string(view.image.rows) + ", the first is " + std::to_string(size.width) +
                             "x" + std::to_string(size.height));
    }
    auto points = target.find(view.image);
    if (!points) {
      out.rejected.push_back(view.name);
      continue;
    }
    out.used.push_back(view.name);
    object_points.push_back(std::move(points->board));
    image_points.push_back(std::move(points->image));
  }
  if (image_points.size() < 3) {
    throw CalibrationError("a " + target.name() + " was found in " + std::to_string(image_points.size()) + " of " +
                           std::to_string(views.size()) + " views; at least 3 are needed");
  }
  cv::Mat k, d, std_intrinsics, std_extrinsics, per_view;
  std::vector<cv::Mat> rvecs, tvecs;
  const double rms = cv::calibrateCamera(object_points, image_points, size, k, d, rvecs, tvecs, std_intrinsics,
                                         std_extrinsics, per_view, cv::CALIB_FIX_K3);
  out.profile.image_size = size;
  out.profile.camera_matrix = cv::Matx33d(k);
  for (int i = 0; i < 5; ++i) out.profile.distortion[i] = d.at<double>(i);
  out.profile.reprojection_error = rms;
  for (int i = 0; i < per_view.rows; ++i) out.view_errors.push_back(per_view.at<double>(i));
  return out;
}

}  // namespace scriptorium::calibration
