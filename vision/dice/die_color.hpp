// Names the body colour of a die with the contract's words: white, ivory, black, red, blue,
// green, yellow, orange, purple, gray.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/die_reading.hpp"

namespace scriptorium::vision {

// The colour name of a BGR colour, its brightness (HSV value) times `brightness` first (hue and
// saturation as they are: brightening the channels themselves would clip the brightest one and
// wash pale colours out). A hue too faint to name (chroma, saturation x value / 255, below 30) gives
// black, gray or white by the brightness alone.
std::string color_name(const cv::Vec3b& bgr, float brightness = 1.f);

// Whether `word` is one of the ten colour names above.
bool is_color_name(std::string_view word);

// `bgr` under white light: each channel times its gain (B, G, R; a calibrated profile's white
// balance, which makes the printed white of its anchor sheet neutral), the gains scaled so the
// smallest is 1: the cast goes and nothing is darkened (color_name's thresholds are for a photo
// exposed as under white light; keeping the patch's mean level instead named 43 of 295 white and
// ivory dice gray under a warm lamp, docs/accuracy.md). Saturated to 0..255.
cv::Vec3b white_balanced(const cv::Vec3b& bgr, const cv::Vec3f& gains);
// The same for every pixel of an 8-bit BGR image (a taught face's sample, stored as under white light).
cv::Mat white_balanced(const cv::Mat& bgr, const cv::Vec3f& gains);

// The brightness gain (1 .. 1.6) that puts `bgr`'s white point, the 99th percentile of its pixels'
// brightest channel, at 235, where a white die's body lies in a well exposed photo; 1 for an image
// already that bright (only ever brightens: a dark photo names white dice gray, and dark blue,
// green and gold ones black).
float exposure_gain(const cv::Mat& bgr);

// The body colour of the die whose up face is centred at `center` (pips and background excluded:
// the dominant colour of the central part of the face).
cv::Vec3b die_body_color(const cv::Mat& bgr, cv::Point2f center, float size);

// The densest colour of the same patch near `body` (die_body_color's): a mean shift from it. That
// colour is the mean of a block of histogram bins 96 levels wide, which on a smoke die holds both
// its dark body and its red pips and names it red; the peak is the body's own colour. For naming
// only: two peaks of one die can climb to different shades, so telling dice apart
// (second_peaks) keeps die_body_color (docs/accuracy.md "Colour names on the real photos").
cv::Vec3b body_color_peak(const cv::Mat& bgr, cv::Point2f center, float size, const cv::Vec3b& body);

// For a game whose dice are one of each of `colors` (Discordia's blue, red and yellow): when
// exactly that many dice were read, gives each die the colour of the one-to-one assignment whose
// hues lie nearest the dice's body hues (red 0, orange 25, yellow 55, green 120, blue 220, purple
// 290 degrees), so a yellow die a warm lamp makes orange is still the yellow one. Returns false,
// names unchanged, for any other count, more than 6 colours or a colour without a hue.
bool assign_known_colors(std::vector<DieReading>& dice, const std::vector<std::string>& colors);

}  // namespace scriptorium::vision
