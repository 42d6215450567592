#include "vision/image/area_resize.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>
#include <vector>

namespace scriptorium::vision {
namespace {

// One source pixel's (or row's) share of an output pixel (or row).
struct Tap {
  int source;  // times the table's step
  float weight;
};

// The taps of each output pixel along one axis, in source order: OpenCV's area weights (the
// fraction of the output cell each source cell covers, over the cell's width), the same doubles
// rounded to float. `first` gets size + 1 entries: output i's taps are [first[i], first[i + 1]).
// Sources are given times `step` (the bytes of a pixel along a row).
std::vector<Tap> area_taps(int source_size, int size, double scale, int step, std::vector<int>& first) {
  std::vector<Tap> taps;
  first.assign(static_cast<std::size_t>(size) + 1, 0);
  for (int i = 0; i < size; ++i) {
    first[static_cast<std::size_t>(i)] = static_cast<int>(taps.size());
    const double from = i * scale, to = from + scale;
    const double width = std::min(scale, source_size - from);
    const int last = std::min(static_cast<int>(std::floor(to)), source_size - 1);
    const int whole = std::min(static_cast<int>(std::ceil(from)), last);
    if (whole - from > 1e-3) taps.push_back({(whole - 1) * step, static_cast<float>((whole - from) / width)});
    for (int s = whole; s < last; ++s) taps.push_back({s * step, static_cast<float>(1.0 / width)});
    if (to - last > 1e-3)
      taps.push_back({last * step, static_cast<float>(std::min(std::min(to - last, 1.), width) / width)});
  }
  first[static_cast<std::size_t>(size)] = static_cast<int>(taps.size());
  return taps;
}

// A pixel's three channels (and a fourth, unused) as floats. v_load_expand_q reads its four bytes as
// one int, so they are first copied to an int's alignment (one unaligned move once compiled).
cv::v_float32x4 pixel_of(const uchar* p) {
  std::uint32_t word;
  std::memcpy(&word, p, sizeof word);
  return cv::v_cvt_f32(cv::v_reinterpret_as_s32(cv::v_load_expand_q(reinterpret_cast<const uchar*>(&word))));
}

// The float sums OpenCV makes for the general area resize of 8-bit images (resizeArea_ with float
// sums): along each source row, every output pixel's taps added from zero in source order; then down
// the columns, each output row's source rows in order, the first multiplied, the next added; then
// rounded to nearest (halves to even) and saturated. Each lane of a vector holds one channel, and
// IEEE sums lane by lane are the scalar ones, without fused multiply-adds (none in the x86-64
// baseline; a build that contracts them differs in the last bit, and the test tells).
cv::Mat shrink_three_channels(const cv::Mat& src, cv::Size size, double scale_x, double scale_y) {
  std::vector<int> first_x, first_y;
  const std::vector<Tap> taps_x = area_taps(src.cols, size.width, scale_x, 3, first_x);
  const std::vector<Tap> taps_y = area_taps(src.rows, size.height, scale_y, 1, first_y);

  // Each source row's horizontal sums once, four floats an output pixel; OpenCV makes a row shared
  // by two output rows twice, with the same result.
  const std::size_t lanes = 4 * static_cast<std::size_t>(size.width);
  cv::Mat1f sums(src.rows, static_cast<int>(lanes));  // not cleared: every float is written first
  // A copy of the source row with a spare byte, so that the last pixel loads four bytes safely.
  std::vector<uchar> padded(3 * static_cast<std::size_t>(src.cols) + 1, 0);
  for (int y = 0; y < src.rows; ++y) {
    std::memcpy(padded.data(), src.ptr<uchar>(y), 3 * static_cast<std::size_t>(src.cols));
    float* out = sums[y];
    for (int x = 0; x < size.width; ++x) {
      cv::v_float32x4 sum = cv::v_setzero_f32();
      for (int k = first_x[static_cast<std::size_t>(x)]; k < first_x[static_cast<std::size_t>(x) + 1]; ++k) {
        const Tap& t = taps_x[static_cast<std::size_t>(k)];
        sum = sum + pixel_of(padded.data() + t.source) * cv::v_setall_f32(t.weight);
      }
      cv::v_store(out + 4 * static_cast<std::size_t>(x), sum);
    }
  }

  cv::Mat dst(size, CV_8UC3);
  std::vector<float> column(lanes);
  for (int y = 0; y < size.height; ++y) {
    const int begin = first_y[static_cast<std::size_t>(y)], end = first_y[static_cast<std::size_t>(y) + 1];
    for (int k = begin; k < end; ++k) {
      const Tap& t = taps_y[static_cast<std::size_t>(k)];
      const float* row = sums[t.source];
      const cv::v_float32x4 weight = cv::v_setall_f32(t.weight);
      for (std::size_t i = 0; i < lanes; i += 4) {
        const cv::v_float32x4 part = weight * cv::v_load(row + i);
        cv::v_store(column.data() + i, k == begin ? part : cv::v_load(column.data() + i) + part);
      }
    }
    auto* out = dst.ptr<uchar>(y);
    for (int x = 0; x < size.width; ++x) {
      int rounded[4];
      cv::v_store(rounded, cv::v_round(cv::v_load(column.data() + 4 * static_cast<std::size_t>(x))));
      for (int c = 0; c < 3; ++c) out[3 * x + c] = cv::saturate_cast<uchar>(rounded[c]);
    }
  }
  return dst;
}

}  // namespace

namespace {

// Whether cv::resize with INTER_AREA would take its general area resize, for an image the vector
// path handles: shrinking 8-bit three-channel images by factors whose inverses are not whole numbers.
bool vector_path(const cv::Mat& src, cv::Size size, double fx, double fy) {
  const double scale_x = 1. / fx, scale_y = 1. / fy;
  const bool whole = std::abs(scale_x - cv::saturate_cast<int>(scale_x)) < DBL_EPSILON &&
                     std::abs(scale_y - cv::saturate_cast<int>(scale_y)) < DBL_EPSILON;
  return src.type() == CV_8UC3 && !size.empty() && scale_x >= 1 && scale_y >= 1 && !whole;
}

}  // namespace

cv::Mat resize_area(const cv::Mat& src, double fx, double fy) {
  // cv::resize's output size for a size given by factors; it then uses the factors as given.
  const cv::Size size(cv::saturate_cast<int>(src.cols * fx), cv::saturate_cast<int>(src.rows * fy));
  if (!src.empty() && vector_path(src, size, fx, fy))
    return shrink_three_channels(src, size, 1. / fx, 1. / fy);
  cv::Mat out;
  cv::resize(src, out, cv::Size(), fx, fy, cv::INTER_AREA);
  return out;
}

cv::Mat resize_area(const cv::Mat& src, cv::Size size) {
  // cv::resize's factors for a size given.
  if (!src.empty() && !size.empty()) {
    const double fx = static_cast<double>(size.width) / src.cols,
                 fy = static_cast<double>(size.height) / src.rows;
    if (vector_path(src, size, fx, fy)) return shrink_three_channels(src, size, 1. / fx, 1. / fy);
  }
  cv::Mat out;
  cv::resize(src, out, size, 0, 0, cv::INTER_AREA);
  return out;
}

}  // namespace scriptorium::vision
