// What the dice reader observes: one entry per die found in an image.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

struct DieReading {
  std::string kind = "d6";           // d4, d6, d8 or a taught set name
  std::optional<int> value;          // numeric face; empty when uncertain or for taught sets
  std::string label;                 // taught sets: the face label; empty otherwise
  int best_guess = 0;                // the most likely numeric face even when `value` is empty
  std::string guess_label;           // taught sets: the most likely label even when `label` is empty
  std::string color;                 // one of the contract's colour names
  cv::Vec3b body{128, 128, 128};     // the body colour it was named from (white balanced), BGR
  cv::Point2f center;                // centre of the up face, image pixels
  cv::Rect box;                      // x, y, w, h of the die
  double confidence = 0.0;           // probability that this is a die showing `value`/`label`
  bool certain() const { return value.has_value() || !label.empty(); }
};

struct DiceObservation {
  int width = 0;
  int height = 0;
  double elapsed_ms = 0.0;  // recognition only, decoding excluded
  std::vector<DieReading> dice;
};

}  // namespace scriptorium::vision
