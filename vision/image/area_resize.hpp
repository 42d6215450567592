// Shrinking an image by area averaging, bit for bit as OpenCV's, in fewer steps.
#pragma once

#include <opencv2/core.hpp>

namespace scriptorium::vision {

// cv::resize(src, out, cv::Size(), fx, fy, cv::INTER_AREA), the same bytes. An 8-bit
// three-channel image shrunk by a factor whose inverse is not a whole number (OpenCV's general
// area resize) is computed here: the same weights, the same float sums in the same order, but
// each source row's horizontal sums made once rather than once per output row it touches, and the
// three channels of a tap in one vector. The up-face finder shrinks a window around every die this
// way (docs/performance.md). Anything else goes to cv::resize itself.
cv::Mat resize_area(const cv::Mat& src, double fx, double fy);
// cv::resize(src, out, size, 0, 0, cv::INTER_AREA), the same bytes, likewise.
cv::Mat resize_area(const cv::Mat& src, cv::Size size);

}  // namespace scriptorium::vision
