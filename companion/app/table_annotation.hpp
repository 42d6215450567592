// Draws what the live table recognised onto a preview frame: each die outlined and labelled with
// its value, and a banner while the dice are moving. OpenCV only (no Qt).
#pragma once

#include <vector>

#include <opencv2/core.hpp>

#include "vision/live/face_reader.hpp"

namespace scriptorium::app {

// The outline colour (BGR), also used by tests to find the outlines.
inline const cv::Scalar kDieOutline{40, 200, 255};

void annotate_table(cv::Mat& bgr, const std::vector<vision::DieObservation>& dice, bool moving);

}  // namespace scriptorium::app
