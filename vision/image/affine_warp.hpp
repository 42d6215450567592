// A small image's affine warp, bit for bit as OpenCV's, without OpenCV's per-call set-up.
#pragma once

#include <opencv2/core.hpp>

namespace scriptorium::vision {

// cv::warpAffine(src, out, m, size, cv::INTER_LINEAR, cv::BORDER_REPLICATE) for a one-channel
// CV_32F `src`: the same fixed-point source positions (1/32 pixel) and float weights, so the same
// floats. For outputs of a few hundred pixels, where OpenCV's tables, blocks and remap call cost
// more than the arithmetic (the taught-dice reader warps 27 windows of 34 x 34 a die).
cv::Mat warp_affine_linear(const cv::Mat& src, const cv::Matx23d& m, cv::Size size);

}  // namespace scriptorium::vision
