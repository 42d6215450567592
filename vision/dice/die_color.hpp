// Names the body colour of a die with the contract's words: white, ivory, black, red, blue,
// green, yellow, orange, purple, gray.
#pragma once

#include <string>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

// The colour name of a BGR colour.
std::string color_name(const cv::Vec3b& bgr);

// `bgr` under white light: each channel times its gain (B, G, R; a calibrated profile's white
// balance, which makes the printed white of its anchor sheet neutral), the gains scaled so the
// smallest is 1: the cast goes and nothing is darkened (color_name's thresholds are for a photo
// exposed as under white light; keeping the patch's mean level instead named 43 of 295 white and
// ivory dice gray under a warm lamp, docs/accuracy.md). Saturated to 0..255.
cv::Vec3b white_balanced(const cv::Vec3b& bgr, const cv::Vec3f& gains);

// The body colour of the die whose up face is centred at `center` (pips and background excluded:
// the dominant colour of the central part of the face).
cv::Vec3b die_body_color(const cv::Mat& bgr, cv::Point2f center, float size);

}  // namespace scriptorium::vision
