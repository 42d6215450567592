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
  // A d4's crops turned upright by its ridges (d4_ridges.hpp), for a network trained on such
  // crops; otherwise as photographed and a quarter turn.
  bool upright = false;
  // Upright, the views a die is read in (1..3), a third of a turn apart: each shows the same
  // three numbers, another one upright. The second and third are read only below
  // second_turn_below, when that is set.
  int upright_views = 2;
};

// A CloseLook's network, read the one way DiceReader reads it.
class CloseLookReader {
 public:
  // `classes`: the first network's (kind, value) classes, which give the kind's value count.
  // Throws std::invalid_argument for upright_views outside 1..3.
  CloseLookReader(CloseLook look, const std::vector<std::pair<std::string, int>>& classes);

  const CloseLook& look() const { return look_; }
  // The first network's outputs of the kind's values 1..n, in order (the classes' indices + 1).
  const std::vector<std::size_t>& own_classes() const { return own_classes_; }
  // The values 1..n of the dice at `centers` (detected sizes `sizes`), one entry per die.
  std::vector<FaceProbabilities> read(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                      const std::vector<float>& sizes);

 private:
  CloseLook look_;
  std::vector<std::size_t> own_classes_;
  FaceClassifier faces_;
  std::vector<double> further_views_;  // upright: degrees on from the first view
};

}  // namespace scriptorium::vision
