// Board registration: the four board corners in an image (from the printed anchors, or given
// by hand with --corners) and the homography to the rectified, metric view of the board.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "calibration/anchors.hpp"
#include "calibration/board_kind.hpp"
#include "engine/core/json_input.hpp"

namespace scriptorium::calibration {

// Anchors missing, of another board, duplicated or in an impossible arrangement.
class RegistrationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct BoardRegistration {
  BoardGeometry geometry;
  std::vector<cv::Point2d> corners;  // image pixels, clockwise from the corner next to cell (0, 0)
  cv::Matx33d image_to_board;        // image pixels -> rectified board pixels
  std::string method;                // "anchors" or "corners"
  int player = 0;
  std::vector<FoundAnchor> anchors;  // the anchors used (method "anchors")
  // Mean BGR of each printed reference colour (from the corner-0 anchor), by patch_colors() order.
  std::vector<cv::Scalar> patch_bgr;

  nlohmann::json to_json() const;
};

// The corner-0 anchor's reference patch read from the image and what it implies: per-channel
// white-balance gains mapping the printed white to neutral, and each reference colour corrected.
nlohmann::json colour_profile_json(const std::vector<cv::Scalar>& patch_bgr);

// The white-balance gains (B, G, R) of a profile's "colors" as colour_profile_json writes them;
// throws core::InputError naming the place when they are missing or not three gains 0.05..20.
cv::Vec3d white_balance_gains(const core::JsonCursor& colours);

// Parses "X0,Y0,X1,Y1,X2,Y2,X3,Y3"; throws RegistrationError on anything else.
std::vector<cv::Point2d> parse_corners(const std::string& text);

// Registration from four corners given by hand (checked for a convex, clockwise quadrilateral).
BoardRegistration register_from_corners(const std::vector<cv::Point2d>& corners, const BoardGeometry& geometry);

// Registration from the anchors found in the image.
BoardRegistration register_from_anchors(const cv::Mat& image, const BoardGeometry& geometry);

// The rectified board view; false when the file cannot be written.
cv::Mat rectify(const cv::Mat& image, const BoardRegistration& registration);
bool write_rectified(const std::string& path, const cv::Mat& image, const BoardRegistration& registration);

// Keeps a registration as the camera or board moves a little: refines each corner's cross
// near where it was; falls back to a fresh anchor search when a cross is lost.
BoardRegistration track_registration(const cv::Mat& image, const BoardRegistration& previous);

}  // namespace scriptorium::calibration
