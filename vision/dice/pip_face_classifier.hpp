// Reads the up face of a pip d6 from a crop around a detected die: a small convolutional
// classifier (tools/dice/train.py) with a "not a die" class, averaged over four rotations.
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

  static constexpr int kCrop = 32;
  static constexpr double kCropScale = 1.1;

 private:
  cv::dnn::Net net_;
};

// The network's input crop (same affine transform as tools/dice/train.py `crop`).
cv::Mat die_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side);

}  // namespace scriptorium::vision
