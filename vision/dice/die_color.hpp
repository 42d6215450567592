// Names the body colour of a die with the contract's words: white, ivory, black, red, blue,
// green, yellow, orange, purple, gray.
#pragma once

#include <string>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

// The colour name of a BGR colour.
std::string color_name(const cv::Vec3b& bgr);

// The body colour of the die whose up face is centred at `center` (pips and background excluded:
// the dominant colour of the central part of the face).
cv::Vec3b die_body_color(const cv::Mat& bgr, cv::Point2f center, float size);

}  // namespace scriptorium::vision
