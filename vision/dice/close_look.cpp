#include "vision/dice/close_look.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "vision/dice/d4_ridges.hpp"

namespace scriptorium::vision {

namespace {

int value_count(const std::string& kind, const std::vector<std::pair<std::string, int>>& classes) {
  return static_cast<int>(std::count_if(classes.begin(), classes.end(), [&](const auto& c) { return c.first == kind; }));
}

}  // namespace

CloseLookReader::CloseLookReader(CloseLook look, const std::vector<std::pair<std::string, int>>& classes)
    : look_(std::move(look)), faces_(look_.model, value_count(look_.kind, classes), look_.crop, look_.scale) {
  if (look_.upright && (look_.upright_views < 1 || look_.upright_views > 3))
    throw std::invalid_argument("CloseLook: upright_views must be 1, 2 or 3, not " + std::to_string(look_.upright_views));
  if (look_.second_turn_below) faces_.set_second_turn_below(*look_.second_turn_below);
  if (look_.upright)
    for (int k = 1; k < look_.upright_views; ++k) further_views_.push_back(kD4ThirdTurn * k);
}

std::vector<FaceProbabilities> CloseLookReader::read(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                                     const std::vector<float>& sizes) {
  if (!look_.upright) return faces_.classify(bgr, centers, sizes);
  // The ridges are found on every read: they are the die's turn in this image.
  return faces_.classify_turned(bgr, centers, sizes, d4_upright_angles(bgr, centers, sizes), further_views_);
}

}  // namespace scriptorium::vision
