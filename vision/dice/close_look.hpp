// A second network for one kind of die, read from a tighter crop than the whole die (the d4's
// value is the small number at its top vertex), and how the reader and its benchmark run it.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/face_classifier.hpp"

namespace scriptorium::vision {

// The close look's settings. Its classes are the kind's values 1..n; the reader lets them
// replace how the first network shares the kind's probability among them.
struct CloseLook {
  std::string kind;    // "d4"
  std::string model;   // embedded model name
  int crop = 48;       // input side, pixels
  double scale = 0.8;  // crop side / detected die size
  std::optional<float> second_turn_below;  // FaceClassifier::set_second_turn_below; unset: always
  // A d4's crops turned upright by its ridges (d4_ridges.hpp), the second view a third of a turn on,
  // for a network trained on such crops; otherwise as photographed and a quarter turn.
  bool upright = false;
};

// A CloseLook's network, read the one way DiceReader reads it.
class CloseLookReader {
 public:
  // `classes`: the first network's (kind, value) classes, which give the kind's value count.
  CloseLookReader(CloseLook look, const std::vector<std::pair<std::string, int>>& classes);

  const CloseLook& look() const { return look_; }
  // The values 1..n of the dice at `centers` (detected sizes `sizes`), one entry per die.
  std::vector<FaceProbabilities> read(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                      const std::vector<float>& sizes);

 private:
  CloseLook look_;
  FaceClassifier faces_;
};

}  // namespace scriptorium::vision
