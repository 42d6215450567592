#include "vision/image/affine_warp.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace scriptorium::vision {
namespace {

// OpenCV's fixed point for warps (imgproc: INTER_BITS, AB_BITS).
constexpr int kInterBits = 5;
constexpr int kInterTab = 1 << kInterBits;
constexpr int kAbBits = 10;
constexpr int kAbScale = 1 << kAbBits;
constexpr int kRoundDelta = kAbScale / kInterTab / 2;

// OpenCV's bilinear weights for float images: (1 - y, y) x (1 - x, x) at 1/32 steps, in float.
const std::array<std::array<float, 4>, kInterTab * kInterTab>& bilinear_weights() {
  static const auto table = [] {
    std::array<std::array<float, 4>, kInterTab * kInterTab> t{};
    const float scale = 1.f / kInterTab;
    for (int i = 0; i < kInterTab; ++i)
      for (int j = 0; j < kInterTab; ++j) {
        const float y = static_cast<float>(i) * scale, x = static_cast<float>(j) * scale;
        const float vy[2] = {1.f - y, y}, vx[2] = {1.f - x, x};
        t[static_cast<std::size_t>(i * kInterTab + j)] = {vy[0] * vx[0], vy[0] * vx[1], vy[1] * vx[0],
                                                          vy[1] * vx[1]};
      }
    return t;
  }();
  return table;
}

// cvRound: to nearest, halves to even (the default rounding mode).
int round_int(double v) { return static_cast<int>(std::lrint(v)); }

// OpenCV's clip for BORDER_REPLICATE in remap: into [0, size).
int clip(int v, int size) { return v >= 0 ? (v < size ? v : size - 1) : 0; }

}  // namespace

cv::Mat warp_affine_linear(const cv::Mat& src, const cv::Matx23d& m, cv::Size size) {
  CV_Assert(src.type() == CV_32FC1 && !src.empty());
  // The inverse map, as cv::warpAffine computes it (dst -> src).
  double a[6] = {m(0, 0), m(0, 1), m(0, 2), m(1, 0), m(1, 1), m(1, 2)};
  double d = a[0] * a[4] - a[1] * a[3];
  d = d != 0 ? 1. / d : 0;
  const double a11 = a[4] * d, a22 = a[0] * d;
  a[0] = a11;
  a[1] *= -d;
  a[3] *= -d;
  a[4] = a22;
  const double b1 = -a[0] * a[2] - a[1] * a[5];
  const double b2 = -a[3] * a[2] - a[4] * a[5];
  a[2] = b1;
  a[5] = b2;

  std::vector<int> adelta(static_cast<std::size_t>(size.width)), bdelta(adelta.size());
  for (int x = 0; x < size.width; ++x) {
    adelta[static_cast<std::size_t>(x)] = round_int(a[0] * x * kAbScale);
    bdelta[static_cast<std::size_t>(x)] = round_int(a[3] * x * kAbScale);
  }
  const auto& weights = bilinear_weights();
  const int width = src.cols, height = src.rows;
  const auto* base = src.ptr<float>();
  const std::size_t step = src.step1();
  const auto at = [&](int y, int x) {
    return base + static_cast<std::size_t>(y) * step + static_cast<std::size_t>(x);
  };
  cv::Mat out(size, CV_32F);
  for (int y = 0; y < size.height; ++y) {
    const int x0 = round_int((a[1] * y + a[2]) * kAbScale) + kRoundDelta;
    const int y0 = round_int((a[4] * y + a[5]) * kAbScale) + kRoundDelta;
    float* row = out.ptr<float>(y);
    for (int x = 0; x < size.width; ++x) {
      const int fx = (x0 + adelta[static_cast<std::size_t>(x)]) >> (kAbBits - kInterBits);
      const int fy = (y0 + bdelta[static_cast<std::size_t>(x)]) >> (kAbBits - kInterBits);
      const int sx = fx >> kInterBits, sy = fy >> kInterBits;
      const float* w =
          weights[static_cast<std::size_t>((fy & (kInterTab - 1)) * kInterTab + (fx & (kInterTab - 1)))]
              .data();
      // Sums in this order and without fused multiply-adds (the x86-64 baseline has none), as
      // OpenCV's remap: a build that contracts them differs in the last bit (the test tells).
      if (sx >= 0 && sx < width - 1 && sy >= 0 && sy < height - 1) {
        const float* s0 = at(sy, sx);
        const float* s1 = s0 + step;
        row[x] = s0[0] * w[0] + s0[1] * w[1] + s1[0] * w[2] + s1[1] * w[3];
      } else {
        const int sx0 = clip(sx, width), sx1 = clip(sx + 1, width);
        const int sy0 = clip(sy, height), sy1 = clip(sy + 1, height);
        row[x] = *at(sy0, sx0) * w[0] + *at(sy0, sx1) * w[1] + *at(sy1, sx0) * w[2] + *at(sy1, sx1) * w[3];
      }
    }
  }
  return out;
}

}  // namespace scriptorium::vision
