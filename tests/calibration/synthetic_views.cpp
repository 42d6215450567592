#include "tests/calibration/synthetic_views.hpp"

#include <vector>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::test {

namespace {
constexpr double kPi = 3.14159265358979323846;
}

cv::Mat apply_distortion(const cv::Mat& undistorted, const SyntheticCamera& camera) {
  if (cv::norm(camera.distortion) == 0) return undistorted.clone();
  // For every pixel of the distorted image, where the undistorted image has it.
  std::vector<cv::Point2f> pixels;
  pixels.reserve(static_cast<std::size_t>(camera.size.area()));
  for (int y = 0; y < camera.size.height; ++y) {
    for (int x = 0; x < camera.size.width; ++x) pixels.emplace_back(static_cast<float>(x), static_cast<float>(y));
  }
  std::vector<cv::Point2f> sources;
  cv::undistortPoints(pixels, sources, camera.k, camera.distortion, cv::noArray(), camera.k);
  cv::Mat map(camera.size, CV_32FC2, sources.data());
  cv::Mat out;
  cv::remap(undistorted, out, map, cv::noArray(), cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar::all(128));
  return out;
}

void board_pose(double rx, double ry, double rz, cv::Point2d centre_mm, double ox, double oy, double z,
                cv::Vec3d& rvec, cv::Vec3d& tvec) {
  auto rot = [](cv::Vec3d axis, double degrees) {
    cv::Matx33d r;
    cv::Rodrigues(axis * (degrees * kPi / 180), r);
    return r;
  };
  const cv::Matx33d r = rot({0, 0, 1}, rz) * rot({0, 1, 0}, ry) * rot({1, 0, 0}, rx);
  cv::Rodrigues(r, rvec);
  tvec = cv::Vec3d(ox, oy, z) - r * cv::Vec3d(centre_mm.x, centre_mm.y, 0);
}

cv::Matx33d plane_homography(const SyntheticCamera& camera, const cv::Vec3d& rvec, const cv::Vec3d& tvec,
                             double px_per_mm, cv::Point2d origin_mm) {
  cv::Matx33d r;
  cv::Rodrigues(rvec, r);
  const cv::Matx33d rt(r(0, 0), r(0, 1), tvec[0], r(1, 0), r(1, 1), tvec[1], r(2, 0), r(2, 1), tvec[2]);
  const double s = 1.0 / px_per_mm;
  const cv::Matx33d texture_to_mm(s, 0, origin_mm.x, 0, s, origin_mm.y, 0, 0, 1);
  return camera.k * rt * texture_to_mm;
}

cv::Mat render_plane(const SyntheticCamera& camera, const cv::Mat& texture, double px_per_mm, cv::Point2d origin_mm,
                     cv::Point2d centre_mm, double rx, double ry, double rz, double ox, double oy, double z, int seed) {
  cv::Vec3d rvec, tvec;
  board_pose(rx, ry, rz, centre_mm, ox, oy, z, rvec, tvec);
  const cv::Matx33d h = cv::Matx33d(2, 0, 0.5, 0, 2, 0.5, 0, 0, 1) * plane_homography(camera, rvec, tvec, px_per_mm, origin_mm);
  cv::Mat big, view;
  // Texture pixel centres are at integer coordinates in OpenCV; 2x supersampling then area
  // averaging gives the anti-aliased image a camera would record.
  cv::warpPerspective(texture, big, cv::Matx33d(h) * cv::Matx33d(1, 0, 0.5, 0, 1, 0.5, 0, 0, 1),
                      camera.size * 2, cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(110));
  cv::resize(big, view, camera.size, 0, 0, cv::INTER_AREA);
  view = apply_distortion(view, camera);
  cv::GaussianBlur(view, view, {0, 0}, 0.7);
  cv::Mat noise(view.size(), CV_16SC1);
  cv::RNG rng(static_cast<std::uint64_t>(seed) + 1);
  rng.fill(noise, cv::RNG::NORMAL, 0, 2);
  cv::Mat noisy;
  view.convertTo(noisy, CV_16SC1);
  noisy += noise;
  noisy.convertTo(view, CV_8UC1);
  cv::Mat bgr;
  cv::cvtColor(view, bgr, cv::COLOR_GRAY2BGR);
  return bgr;
}

cv::Mat render_chessboard(const SyntheticCamera& camera, cv::Size inner, double square_mm, double rx, double ry,
                          double rz, double ox, double oy, double z, int seed) {
  const int tex = 40;  // texture pixels per square
  // One white square of margin, then (inner + 1) squares each way.
  const cv::Size squares(inner.width + 1, inner.height + 1);
  cv::Mat texture((squares.height + 2) * tex, (squares.width + 2) * tex, CV_8UC1, cv::Scalar(235));
  for (int r = 0; r < squares.height; ++r) {
    for (int c = 0; c < squares.width; ++c) {
      if ((r + c) % 2 == 0) texture(cv::Rect((c + 1) * tex, (r + 1) * tex, tex, tex)).setTo(25);
    }
  }
  // Texture pixel (2 tex, 2 tex) is the first inner corner, board point (0, 0).
  return render_plane(camera, texture, tex / square_mm, {-2 * square_mm, -2 * square_mm},
                      {(inner.width - 1) * square_mm / 2, (inner.height - 1) * square_mm / 2}, rx, ry, rz, ox, oy, z,
                      seed);
}

}  // namespace scriptorium::test
