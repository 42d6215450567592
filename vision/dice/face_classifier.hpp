// Reads the up face of a die from a crop around its detection: a small convolutional classifier
// (tools/dice/train.py) trained at every rotation and averaged over two quarter turns (or the
// second only where the first is unsure: set_second_turn_below). The pip-d6
// model has 7 classes and the numeral model (d4, d6, d8) 19, class 0 "not a die" in both; the
// d4 close look (DiceModels::numerals) reads the 4 values of a d4 from a tighter crop.
#pragma once

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

namespace scriptorium::vision {

// One probability per class of the model (pip model: [0] not a die, [k] k pips).
using FaceProbabilities = std::vector<float>;

class FaceClassifier {
 public:
  // The embedded model `model` (embedded_models.hpp) with `classes` outputs, reading crops of
  // `crop` x `crop` pixels cut `crop_scale` times the detected die size. Makes one pass on a blank
  // crop, so that OpenCV's one-time set-up is not in the first photo's time.
  explicit FaceClassifier(std::string_view model = "dice_faces", int classes = 7, int crop = 40,
                          double crop_scale = kCropScale);

  // One entry per (centre, size); the crop side is crop_scale x size.
  std::vector<FaceProbabilities> classify(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                          const std::vector<float>& sizes);
  // The same in two steps, so that a second classifier of the same crop side and scale reads the
  // crops already cut: the crops classify() reads, then their reading.
  std::vector<cv::Mat> crops(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                             const std::vector<float>& sizes) const;
  std::vector<FaceProbabilities> classify(const std::vector<cv::Mat>& crops);

  // The same, each crop turned by angles[i] degrees (face_crop's angle) and, instead of a quarter
  // turn, further views `further_views[k]` degrees on from it, all views averaged alike: for a
  // network trained on crops turned upright (the d4 close look).
  std::vector<FaceProbabilities> classify_turned(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                                 const std::vector<float>& sizes, const std::vector<double>& angles,
                                                 const std::vector<double>& further_views);

  // Read the further views only for dice whose likeliest class has a probability below
  // `probability` after the first reading (by default every die is read in every view).
  void set_second_turn_below(float probability);

  static constexpr double kCropScale = 1.25;  // crop side / detected die size, the whole die

 private:
  cv::Mat forward(const std::vector<cv::Mat>& crops);
  // The probabilities of `crops` (one per die), averaged with those of its `further` views
  // view(i, k), k < further, for every die or, with second_turn_below set, for the dice read
  // less surely.
  std::vector<FaceProbabilities> read_views(const std::vector<cv::Mat>& crops, std::size_t further,
                                            const std::function<cv::Mat(std::size_t, std::size_t)>& view);
  // Adds `weight` x the softmax of logits row r to out[dice[r]].
  void add_softmax(const cv::Mat& logits, const std::vector<std::size_t>& dice, float weight,
                   std::vector<FaceProbabilities>& out) const;

  cv::dnn::Net net_;
  int classes_;
  int crop_;           // network input side, pixels
  double crop_scale_;  // crop side / detected die size
  std::optional<float> second_turn_below_;
};

// An axis-aligned square crop of `side` pixels around `center`, resampled bilinearly to out_side
// (used by taught sets).
cv::Mat die_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side);

// The face network's input crop, as tools/dice/train.py `face_crop`: the square of `side` pixels
// around `center` cut at full resolution (bilinear, replicated border), then shrunk to out_side
// with area averaging so large dice are not aliased.
cv::Mat face_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side);
// The same square turned by `angle` degrees about `center` (counter-clockwise as seen, as
// cv::getRotationMatrix2D), as train.py `face_crop` with that angle.
cv::Mat face_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side, double angle);

}  // namespace scriptorium::vision
