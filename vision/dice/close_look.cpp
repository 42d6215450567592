#include "vision/dice/close_look.hpp"

#include <stdexcept>
#include <string>

#include "vision/dice/d4_ridges.hpp"

namespace scriptorium::vision {

namespace {

std::vector<std::size_t> classes_of(const std::string& kind, const std::vector<std::pair<std::string, int>>& classes) {
  std::vector<std::size_t> own;
  for (std::size_t k = 0; k < classes.size(); ++k)
    if (classes[k].first == kind) own.push_back(k + 1);  // output 0 is "not a die"
  return own;
}

}  // namespace

CloseLookReader::CloseLookReader(CloseLook look, const std::vector<std::pair<std::string, int>>& classes)
    : look_(std::move(look)),
      own_classes_(classes_of(look_.kind, classes)),
      faces_(look_.model, static_cast<int>(own_classes_.size()), look_.crop, look_.scale) {
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
