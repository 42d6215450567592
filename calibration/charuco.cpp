#include "calibration/charuco.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/aruco/charuco.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/gray.hpp"

namespace scriptorium::calibration {

CharucoTarget::CharucoTarget(CharucoSpec spec) : spec_(spec) {
  if (spec_.squares.width < 3 || spec_.squares.height < 3 || spec_.squares.width > 40 || spec_.squares.height > 40) {
    throw CalibrationError("a ChArUco board needs 3 to 40 squares each way");
  }
  // The first squares.area() / 2 markers of the dictionary fill the white squares.
  if (spec_.squares.area() / 2 > 250) throw CalibrationError("a ChArUco board holds at most 250 markers");
  if (!(spec_.square_size > 0) || !(spec_.marker_size > 0) || spec_.marker_size >= spec_.square_size) {
    throw CalibrationError("ChArUco markers must be positive and smaller than the squares");
  }
  dictionary_ = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_250);
  board_ = cv::aruco::CharucoBoard::create(spec_.squares.width, spec_.squares.height,
                                           static_cast<float>(spec_.square_size), static_cast<float>(spec_.marker_size),
                                           dictionary_);
}

CharucoTarget::~CharucoTarget() = default;

std::string CharucoTarget::name() const {
  return std::to_string(spec_.squares.width) + "x" + std::to_string(spec_.squares.height) + " ChArUco board";
}

std::optional<TargetPoints> CharucoTarget::find(const cv::Mat& image) const {
  const cv::Mat gray = to_gray(image);
  std::vector<std::vector<cv::Point2f>> marker_corners;
  std::vector<int> marker_ids;
  auto params = cv::aruco::DetectorParameters::create();
  params->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;
  cv::aruco::detectMarkers(gray, dictionary_, marker_corners, marker_ids, params);
  if (marker_ids.empty()) return std::nullopt;
  std::vector<cv::Point2f> corners;
  std::vector<int> ids;
  cv::aruco::interpolateCornersCharuco(marker_corners, marker_ids, gray, board_, corners, ids);
  if (static_cast<int>(ids.size()) < spec_.min_corners) return std::nullopt;
  // Corners on one line fix no homography: such a view would only mislead calibrateCamera.
  if (cv::aruco::testCharucoCornersCollinear(board_, ids)) return std::nullopt;
  // interpolateCornersCharuco refines in a fixed small window, which leaves blurred corners up to
  // 0.7 px off; a window scaled to the squares, as for the plain chessboard, brings them back.
  std::vector<cv::Point2f> marker(marker_corners.front().begin(), marker_corners.front().end());
  const double marker_px = std::sqrt(std::abs(cv::contourArea(marker)));
  const double square_px = marker_px * spec_.square_size / spec_.marker_size;
  const int half = std::clamp(static_cast<int>(square_px * 0.25), 2, 15);
  cv::cornerSubPix(gray, corners, {half, half}, {-1, -1},
                   cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 60, 1e-4));
  TargetPoints out;
  out.image = std::move(corners);
  for (int id : ids) out.board.push_back(board_->chessboardCorners.at(static_cast<std::size_t>(id)));
  return out;
}

cv::Mat CharucoTarget::render(double px_per_mm) const {
  const int square = std::max(4, cvRound(spec_.square_size * px_per_mm));
  cv::Mat out;
  board_->draw({spec_.squares.width * square, spec_.squares.height * square}, out, 0, 1);
  return out;
}

}  // namespace scriptorium::calibration
