// Dot products of the taught reader's face descriptors (TaughtSet::match): most of its time.
#pragma once

#include <array>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

constexpr int kDescriptorSide = 32;   // a descriptor is kDescriptorSide x kDescriptorSide floats
constexpr int kDescriptorShift = 1;   // pixels each way the shifted comparison moves a face
constexpr int kDescriptorShifts = 2 * kDescriptorShift + 1;
using ShiftedDots = std::array<float, kDescriptorShifts * kDescriptorShifts>;

// a . b, each kDescriptorSide^2 contiguous floats.
float dot_descriptors(const float* a, const float* b);

// face . the window's kDescriptorSide-square at every shift (x, y), at [y * kDescriptorShifts + x].
// face: kDescriptorSide x kDescriptorSide CV_32F; window: CV_32F, kDescriptorShift wider each way.
ShiftedDots shifted_dots(const cv::Mat& window, const cv::Mat& face);

}  // namespace scriptorium::vision
