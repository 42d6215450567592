// Reads the up face of a pip d6 from a crop around a detected die: a small convolutional
// classifier (tools/dice/train.py) with a "not a die" class, trained at every rotation and
// averaged over four quarter turns.
#pragma once

#include <array>
#include <vector>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

namespace scriptorium::vision {

// probabilities[0]: not a die; probabilities[v]: a die showing v pips (1..6).
using FaceProbabilities = std::array<float, 7>;

class PipFaceClassifier {
 public:
  PipFaceClassifier();  // the embedded model

  // One entry per (centre, size); the crop side is kCropScale x size.
  std::vector<FaceProbabilities> classify(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                          const std::vector<float>& sizes);

  static constexpr int kCrop = 40;          // network input side, pixels
  static constexpr double kCropScale = 1.25;  // crop side / detected die size

 private:
  cv::dnn::Net net_;
};

// An axis-aligned square crop of `side` pixels around `center`, resampled bilinearly to out_side
// (used by taught sets).
cv::Mat die_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side);

// The face network's input crop, as tools/dice/train.py `face_crop`: the square of `side` pixels
// around `center` cut at full resolution (bilinear, replicated border), then shrunk to out_side
// with area averaging so large dice are not aliased.
cv::Mat face_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side);

}  // namespace scriptorium::vision
