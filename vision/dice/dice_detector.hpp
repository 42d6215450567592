// Finds dice in an image: a small fully convolutional network (tools/dice/train.py) predicts a
// heat map of die centres and the die size; peaks of the map are the candidates.
#pragma once

#include <string_view>
#include <vector>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

namespace scriptorium::vision {

struct DieCandidate {
  cv::Point2f center;  // image pixels
  float size = 0.f;    // side of the die's box, image pixels
  float score = 0.f;   // heat-map peak, 0..1
};

class DiceDetector {
 public:
  // The embedded model `model` (embedded_models.hpp): the pip dice's, the numeral dice's or the
  // taught dice's (taught_dice_detector). Makes one pass on a blank input, so that OpenCV's
  // one-time set-up is not in the first photo's time.
  explicit DiceDetector(std::string_view model);
  // Candidates with a peak score of at least `min_score`, strongest first.
  std::vector<DieCandidate> detect(const cv::Mat& bgr, float min_score);

  static constexpr int kInput = 320;  // the long side of the network's input
  static constexpr int kStride = 4;   // input pixels per heat-map cell

 private:
  cv::dnn::Net net_;
};

}  // namespace scriptorium::vision
