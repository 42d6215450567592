// Synthetic calibration photos: a printed target seen by a camera of known intrinsics and
// distortion from a known pose, rendered with 2x supersampling, a slight blur and sensor noise.
#pragma once

#include <opencv2/core.hpp>

namespace scriptorium::test {

// Where a test puts the target: tilted by rx, ry and turned by rz (degrees), its centre offset by
// (ox, oy) mm and at distance z mm.
struct ViewPose {
  double rx, ry, rz, ox, oy, z;
};

struct SyntheticCamera {
  cv::Size size{1280, 720};
  cv::Matx33d k{1000, 0, 640, 0, 1000, 360, 0, 0, 1};
  cv::Vec<double, 5> distortion{0, 0, 0, 0, 0};
};

// Maps an undistorted image (as a pinhole camera K sees it) to what the distorting lens shows.
cv::Mat apply_distortion(const cv::Mat& undistorted, const SyntheticCamera& camera);

// The board plane (z = 0, millimetres) seen from pose (rvec, tvec): texture -> image homography
// for a texture of `px_per_mm` pixels per millimetre whose pixel (0, 0) is board point `origin_mm`.
cv::Matx33d plane_homography(const SyntheticCamera& camera, const cv::Vec3d& rvec, const cv::Vec3d& tvec,
                             double px_per_mm, cv::Point2d origin_mm);

// A grey `texture` of a flat target, `px_per_mm`, whose pixel (0, 0) is board point `origin_mm`,
// seen with board point `centre_mm` in front of the camera, tilted by rx, ry and turned by rz
// (degrees), offset by (ox, oy) mm and at distance z mm; 2x supersampled, blurred, noisy, BGR.
cv::Mat render_plane(const SyntheticCamera& camera, const cv::Mat& texture, double px_per_mm, cv::Point2d origin_mm,
                     cv::Point2d centre_mm, double rx, double ry, double rz, double ox, double oy, double z, int seed);

// A chessboard with `inner` inner corners of `square_mm`, its first inner corner at board (0, 0),
// seen with the board centre in front of the camera, tilted by rx, ry and turned by rz (degrees),
// the centre offset by (ox, oy) mm and at distance z mm.
cv::Mat render_chessboard(const SyntheticCamera& camera, cv::Size inner, double square_mm, double rx, double ry,
                          double rz, double ox, double oy, double z, int seed);

// Pose helper: rotation vector for rx, ry, rz degrees and the translation putting board point
// `centre_mm` at camera point (ox, oy, z).
void board_pose(double rx, double ry, double rz, cv::Point2d centre_mm, double ox, double oy, double z,
                cv::Vec3d& rvec, cv::Vec3d& tvec);

}  // namespace scriptorium::test
