// Shrinking an image with area averaging, fast where the scale allows it.
#pragma once

#include <opencv2/core.hpp>

namespace scriptorium::vision {

// `image` resized to `size` (no larger than it) with area averaging, as cv::INTER_AREA. While
// the image is at least twice the target on both sides and of even size, it is first halved
// (exact 2 x 2 means, which OpenCV computes much faster than a general area resize), so that
// shrinking 1280 x 960 to 320 x 240 costs a third of one INTER_AREA resize (docs/performance.md);
// the result differs from it by rounding (one grey level at most for integer scales). The halves
// need at most a third of the input's memory beside it.
cv::Mat shrink_area(const cv::Mat& image, cv::Size size);

}  // namespace scriptorium::vision
