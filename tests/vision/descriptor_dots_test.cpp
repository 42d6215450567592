#include "vision/dice/descriptor_dots.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace {

namespace sv = scriptorium::vision;
constexpr int kSide = sv::kDescriptorSide;

cv::Mat1f noise(int rows, int cols, int seed) {
  cv::Mat1f m(rows, cols);
  cv::RNG rng(static_cast<std::uint64_t>(seed));
  rng.fill(m, cv::RNG::UNIFORM, -1.f, 1.f);
  return m;
}

// face . window's square at (x, y) in doubles, and the sum of the products' magnitudes: float
// sums in any order lie within a few float epsilons of that times the exact value.
std::pair<double, double> reference(const cv::Mat1f& window, const cv::Mat1f& face, int x, int y) {
  double dot = 0, magnitude = 0;
  for (int r = 0; r < kSide; ++r)
    for (int c = 0; c < kSide; ++c) {
      const double p = static_cast<double>(face(r, c)) * window(y + r, x + c);
      dot += p;
      magnitude += std::abs(p);
    }
  return {dot, magnitude};
}

TEST(DescriptorDots, WholeDescriptorsAreTheirDotProduct) {
  for (int seed = 1; seed <= 20; ++seed) {
    const cv::Mat1f a = noise(kSide, kSide, seed), b = noise(kSide, kSide, 1000 + seed);
    const auto [dot, magnitude] = reference(b, a, 0, 0);
    EXPECT_NEAR(sv::dot_descriptors(a[0], b[0]), dot, 1e-5 * magnitude) << "seed " << seed;
  }
}

TEST(DescriptorDots, EveryShiftIsTheWindowsSquareThere) {
  constexpr int kWindow = kSide + 2 * sv::kDescriptorShift;
  for (int seed = 1; seed <= 20; ++seed) {
    const cv::Mat1f face = noise(kSide, kSide, seed);
    // A view into a larger image, as well as a window of its own: rows are read by their step.
    const cv::Mat1f window = seed % 2 ? noise(kWindow, kWindow, 500 + seed)
                                      : cv::Mat1f(noise(kWindow + 7, kWindow + 5, 500 + seed)(cv::Rect(3, 2, kWindow, kWindow)));
    const sv::ShiftedDots dots = sv::shifted_dots(window, face);
    for (int y = 0; y < sv::kDescriptorShifts; ++y)
      for (int x = 0; x < sv::kDescriptorShifts; ++x) {
        const auto [dot, magnitude] = reference(window, face, x, y);
        EXPECT_NEAR(dots[static_cast<std::size_t>(y * sv::kDescriptorShifts + x)], dot, 1e-5 * magnitude)
            << "seed " << seed << " shift " << x << "," << y;
      }
  }
}

TEST(DescriptorDots, WindowOfTheWrongSizeIsRefused) {
  EXPECT_THROW(sv::shifted_dots(noise(kSide, kSide, 1), noise(kSide, kSide, 2)), cv::Exception);
  EXPECT_THROW(sv::shifted_dots(noise(kSide + 2, kSide + 2, 1), noise(kSide - 1, kSide, 2)), cv::Exception);
}

}  // namespace
