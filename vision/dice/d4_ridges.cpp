#include "vision/dice/d4_ridges.hpp"

#include <cmath>

#include <opencv2/imgproc.hpp>

#include "vision/dice/face_classifier.hpp"

namespace scriptorium::vision {
namespace {

// As tools/dice/train.py's RIDGE_WINDOW, RIDGE_SIDE, RIDGE_SIGMA and RIDGE_RADII.
constexpr double kRidgeWindow = 1.4;  // window side / die size: the ridges reach the corners
constexpr int kRidgeSide = 32;        // the window shrunk to this many pixels
constexpr double kRidgeSigma = 1.5;   // smoothing, pixels of the shrunk window: the numbers blur away
constexpr double kRidgeInner = 0.1, kRidgeOuter = 0.5;  // radii that vote, fractions of kRidgeSide

}  // namespace

double d4_ridge_angle(const cv::Mat& bgr, cv::Point2f vertex, float size) {
  cv::Mat grey;
  cv::cvtColor(face_crop(bgr, vertex, kRidgeWindow * size, kRidgeSide), grey, cv::COLOR_BGR2GRAY);
  cv::Mat smooth;
  grey.convertTo(smooth, CV_32F);
  cv::GaussianBlur(smooth, smooth, cv::Size(), kRidgeSigma);
  cv::Mat gx, gy;
  cv::Sobel(smooth, gx, CV_32F, 1, 0, 3);
  cv::Sobel(smooth, gy, CV_32F, 0, 1, 3);
  // Each pixel's gradient across the radius from the vertex, squared so light and dark faces
  // count alike, votes for its direction with three-fold symmetry: the ridges and the outline's
  // corners lie on the three directions.
  const double c = (kRidgeSide - 1) / 2.0;
  double sum_sin = 0.0, sum_cos = 0.0;
  for (int y = 0; y < kRidgeSide; ++y) {
    for (int x = 0; x < kRidgeSide; ++x) {
      const double dx = x - c, dy = y - c;
      const double r = std::hypot(dx, dy);
      if (r < kRidgeInner * kRidgeSide || r > kRidgeOuter * kRidgeSide) continue;
      const double phi = std::atan2(dy, dx);
      const double across = gy.at<float>(y, x) * std::cos(phi) - gx.at<float>(y, x) * std::sin(phi);
      sum_sin += across * across * std::sin(3 * phi);
      sum_cos += across * across * std::cos(3 * phi);
    }
  }
  return std::atan2(sum_sin, sum_cos) * 180.0 / CV_PI / 3.0;
}

double d4_upright_angle(const cv::Mat& bgr, cv::Point2f vertex, float size) {
  return d4_ridge_angle(bgr, vertex, size) + 90.0;
}

}  // namespace scriptorium::vision
