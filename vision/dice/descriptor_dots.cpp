#include "vision/dice/descriptor_dots.hpp"

namespace scriptorium::vision {
namespace {

// The products run on eight-float vectors (GCC's vector extension: one AVX2 register, two SSE
// ones), several independent sums at once so that the adds do not wait on each other; on x86-64
// they are also compiled for AVX2, and the loader picks the build the processor runs. Both builds
// do the same IEEE operations in the same order (no fused multiply-adds: -std=c++20 does not
// contract, and the clone does not enable FMA), so every processor gets the same scores bit for
// bit. cv::Mat::dot's overhead per call outweighed its 1024 multiply-adds (docs/performance.md).
// Not under ThreadSanitizer: the clones' loader-time resolver runs before TSan's runtime is set up,
// and the test binaries crashed on start.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_THREAD__)
#define SCRIPTORIUM_DOT_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define SCRIPTORIUM_DOT_CLONES
#endif

using Floats8 = float __attribute__((vector_size(32)));
// The same, read from any float's address.
using UnalignedFloats8 = float __attribute__((vector_size(32), aligned(alignof(float)), may_alias));
constexpr int kVector = 8;
constexpr int kSide = kDescriptorSide;
static_assert(kSide % (4 * kVector) == 0);

inline const UnalignedFloats8& load8(const float* p) { return *reinterpret_cast<const UnalignedFloats8*>(p); }

inline float lanes_sum(const Floats8& v) {
  float sum = 0.f;
  for (int k = 0; k < kVector; ++k) sum += v[k];
  return sum;
}

SCRIPTORIUM_DOT_CLONES float dot_vectors(const float* a, const float* b) {
  Floats8 sums[4] = {};
  for (int c = 0; c < kSide * kSide; c += 4 * kVector)
    for (int k = 0; k < 4; ++k) sums[k] += load8(a + c + k * kVector) * load8(b + c + k * kVector);
  return lanes_sum((sums[0] + sums[1]) + (sums[2] + sums[3]));
}

// One pass down the face's rows, each row loaded once for every shift.
SCRIPTORIUM_DOT_CLONES void shifted_vectors(const cv::Mat& window, const cv::Mat& face, ShiftedDots& dots) {
  Floats8 sums[kDescriptorShifts * kDescriptorShifts] = {};
  for (int r = 0; r < kSide; ++r) {
    const float* f = face.ptr<float>(r);
    Floats8 row[kSide / kVector];
    for (int c = 0; c < kSide / kVector; ++c) row[c] = load8(f + c * kVector);
    for (int y = 0; y < kDescriptorShifts; ++y) {
      const float* w = window.ptr<float>(r + y);
      for (int x = 0; x < kDescriptorShifts; ++x)
        for (int c = 0; c < kSide / kVector; ++c) sums[y * kDescriptorShifts + x] += row[c] * load8(w + x + c * kVector);
    }
  }
  for (std::size_t s = 0; s < dots.size(); ++s) dots[s] = lanes_sum(sums[s]);
}

}  // namespace

float dot_descriptors(const float* a, const float* b) { return dot_vectors(a, b); }

ShiftedDots shifted_dots(const cv::Mat& window, const cv::Mat& face) {
  constexpr int kWindow = kSide + 2 * kDescriptorShift;
  CV_Assert(face.type() == CV_32F && face.rows == kSide && face.cols == kSide);
  CV_Assert(window.type() == CV_32F && window.rows == kWindow && window.cols == kWindow);
  ShiftedDots dots;
  shifted_vectors(window, face, dots);
  return dots;
}

}  // namespace scriptorium::vision
