#include "vision/dice/d4_ridges.hpp"

#include <cmath>
#include <stdexcept>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "vision/dice/face_classifier.hpp"

namespace scriptorium::vision {
namespace {

// As tools/dice/train.py's RIDGE_WINDOW, RIDGE_SIDE, RIDGE_SIGMA and RIDGE_RADII.
constexpr double kRidgeWindow = 1.4;  // window side / die size: the ridges reach the corners
constexpr int kRidgeSide = 32;        // the window shrunk to this many pixels
constexpr double kRidgeSigma = 1.5;   // smoothing, pixels of the shrunk window: the numbers blur away
constexpr double kRidgeInner = 0.1, kRidgeOuter = 0.5;  // radii that vote, fractions of kRidgeSide

// Per pixel of the shrunk window, what its vote needs of its direction phi from the vertex (the
// same for every die, so made once): cos and sin to take the gradient across the radius, cos 3phi
// and sin 3phi to vote with three-fold symmetry. Only the pixels between the voting radii.
struct RidgeVoter {
  int index;  // y * kRidgeSide + x
  double cos_phi, sin_phi, cos_3phi, sin_3phi;
};

const std::vector<RidgeVoter>& ridge_voters() {
  static const std::vector<RidgeVoter> voters = [] {
    std::vector<RidgeVoter> out;
    const double c = (kRidgeSide - 1) / 2.0;
    for (int y = 0; y < kRidgeSide; ++y) {
      for (int x = 0; x < kRidgeSide; ++x) {
        const double dx = x - c, dy = y - c;
        const double r = std::hypot(dx, dy);
        if (r < kRidgeInner * kRidgeSide || r > kRidgeOuter * kRidgeSide) continue;
        const double phi = std::atan2(dy, dx);
        out.push_back({y * kRidgeSide + x, std::cos(phi), std::sin(phi), std::cos(3 * phi), std::sin(3 * phi)});
      }
    }
    return out;
  }();
  return voters;
}

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
  const float* gxs = gx.ptr<float>();  // continuous: made by Sobel
  const float* gys = gy.ptr<float>();
  double sum_sin = 0.0, sum_cos = 0.0;
  for (const RidgeVoter& v : ridge_voters()) {
    const double across = gys[v.index] * v.cos_phi - gxs[v.index] * v.sin_phi;
    sum_sin += across * across * v.sin_3phi;
    sum_cos += across * across * v.cos_3phi;
  }
  return std::atan2(sum_sin, sum_cos) * 180.0 / CV_PI / 3.0;
}

double d4_upright_angle(const cv::Mat& bgr, cv::Point2f vertex, float size) {
  return d4_ridge_angle(bgr, vertex, size) + 90.0;
}

std::vector<double> d4_upright_angles(const cv::Mat& bgr, const std::vector<cv::Point2f>& vertices,
                                      const std::vector<float>& sizes) {
  if (sizes.size() != vertices.size()) throw std::invalid_argument("d4_upright_angles: one size per die");
  std::vector<double> angles;
  angles.reserve(vertices.size());
  for (std::size_t i = 0; i < vertices.size(); ++i)
    angles.push_back(d4_upright_angle(bgr, vertices[i], sizes[i]));
  return angles;
}

}  // namespace scriptorium::vision
