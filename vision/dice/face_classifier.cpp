#include "vision/dice/face_classifier.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <stdexcept>
#include <string>

#include <opencv2/imgproc.hpp>

#include "vision/dice/embedded_models.hpp"
#include "vision/image/area_resize.hpp"

namespace scriptorium::vision {
namespace {

cv::Mat quarter_turn(const cv::Mat& crop) {
  cv::Mat turned;
  cv::rotate(crop, turned, cv::ROTATE_90_CLOCKWISE);
  return turned;
}

// face_crop's two steps: the die is first sampled at no fewer pixels than it has (so the bilinear
// sampling does not skip any), then area-shrunk to out_side.
int sampled_side(double side, int out_side) { return std::max(out_side, static_cast<int>(std::ceil(side))); }

cv::Mat shrunk(const cv::Mat& patch, int out_side) {
  if (patch.cols == out_side) return patch;
  return resize_area(patch, cv::Size(out_side, out_side));
}

}  // namespace

cv::Mat die_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side) {
  const double s = out_side / std::max(side, 1.0);
  const double half = out_side / 2.0;
  const cv::Matx23d m(s, 0, half - center.x * s, 0, s, half - center.y * s);
  cv::Mat out;
  cv::warpAffine(bgr, out, m, cv::Size(out_side, out_side), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
  return out;
}

cv::Mat face_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side) {
  return shrunk(die_crop(bgr, center, side, sampled_side(side, out_side)), out_side);
}

cv::Mat face_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side, double angle) {
  const int n = sampled_side(side, out_side);
  cv::Mat m = cv::getRotationMatrix2D(center, angle, n / std::max(side, 1.0));
  m.at<double>(0, 2) += n / 2.0 - center.x;
  m.at<double>(1, 2) += n / 2.0 - center.y;
  cv::Mat patch;
  cv::warpAffine(bgr, patch, m, cv::Size(n, n), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
  return shrunk(patch, out_side);
}

FaceClassifier::FaceClassifier(std::string_view name, int classes, int crop, double crop_scale)
    : classes_(classes), crop_(crop), crop_scale_(crop_scale) {
  const EmbeddedModel model = embedded_model(name);
  net_ = cv::dnn::readNetFromONNX(reinterpret_cast<const char*>(model.data), model.size);
  net_.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
  net_.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
  // OpenCV sets a network's layers up on its first pass: here, not in the first photo's time.
  (void)forward({cv::Mat(crop_, crop_, CV_8UC3, cv::Scalar::all(127))});
}

void FaceClassifier::set_second_turn_below(float probability) { second_turn_below_ = probability; }

void FaceClassifier::add_softmax(const cv::Mat& logits, const std::vector<std::size_t>& dice, float weight,
                                 std::vector<FaceProbabilities>& out) const {
  if (logits.cols != classes_)
    throw std::runtime_error("face model has " + std::to_string(logits.cols) + " classes, not " +
                             std::to_string(classes_));
  std::vector<float> e(static_cast<std::size_t>(classes_));
  for (std::size_t r = 0; r < dice.size(); ++r) {
    const float* row = logits.ptr<float>(static_cast<int>(r));
    const float mx = *std::max_element(row, row + classes_);
    float sum = 0.f;
    for (std::size_t k = 0; k < e.size(); ++k) sum += e[k] = std::exp(row[k] - mx);
    FaceProbabilities& p = out[dice[r]];
    for (std::size_t k = 0; k < e.size(); ++k) p[k] += weight * e[k] / sum;
  }
}

cv::Mat FaceClassifier::forward(const std::vector<cv::Mat>& crops) {
  net_.setInput(cv::dnn::blobFromImages(crops, 1.0 / 255.0, cv::Size(), cv::Scalar(127.5, 127.5, 127.5)));
  return net_.forward();  // crops x classes, read before the next forward
}

std::vector<FaceProbabilities> FaceClassifier::classify(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                                        const std::vector<float>& sizes) {
  return classify(crops(bgr, centers, sizes));
}

std::vector<cv::Mat> FaceClassifier::crops(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                           const std::vector<float>& sizes) const {
  std::vector<cv::Mat> out;
  for (std::size_t i = 0; i < centers.size(); ++i)
    out.push_back(face_crop(bgr, centers[i], crop_scale_ * sizes[i], crop_));
  return out;
}

std::vector<FaceProbabilities> FaceClassifier::classify(const std::vector<cv::Mat>& crops) {
  // The network was trained at every rotation; a face keeps its value under a quarter turn,
  // so the probabilities of the crop as photographed and a quarter turn of it are averaged. Four
  // turns read no better on the development photos and cost a third more time
  // (docs/accuracy.md, "Two quarter turns instead of four").
  return read_views(crops, 1, [&](std::size_t i, std::size_t) { return quarter_turn(crops[i]); });
}

std::vector<FaceProbabilities> FaceClassifier::classify_turned(const cv::Mat& bgr,
                                                               const std::vector<cv::Point2f>& centers,
                                                               const std::vector<float>& sizes,
                                                               const std::vector<double>& angles,
                                                               const std::vector<double>& further_views) {
  if (angles.size() != centers.size()) throw std::invalid_argument("classify_turned: one angle per die");
  std::vector<cv::Mat> crops;
  for (std::size_t i = 0; i < centers.size(); ++i)
    crops.push_back(face_crop(bgr, centers[i], crop_scale_ * sizes[i], crop_, angles[i]));
  return read_views(crops, further_views.size(), [&](std::size_t i, std::size_t k) {
    return face_crop(bgr, centers[i], crop_scale_ * sizes[i], crop_, angles[i] + further_views[k]);
  });
}

std::vector<FaceProbabilities> FaceClassifier::read_views(const std::vector<cv::Mat>& crops, std::size_t further,
                                                          const std::function<cv::Mat(std::size_t, std::size_t)>& view) {
  const std::size_t n = crops.size();
  std::vector<FaceProbabilities> result(n, FaceProbabilities(static_cast<std::size_t>(classes_), 0.f));
  if (n == 0) return result;
  const float weight = 1.f / static_cast<float>(1 + further);  // every view of a die counts alike
  std::vector<cv::Mat> views = crops;
  std::vector<std::size_t> dice(n);  // the die each view shows
  std::iota(dice.begin(), dice.end(), std::size_t{0});
  if (!second_turn_below_) {  // every die's further views too, in the same batch
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t k = 0; k < further; ++k) {
        views.push_back(view(i, k));
        dice.push_back(i);
      }
    add_softmax(forward(views), dice, weight, result);
    return result;
  }
  // With second_turn_below set, only dice whose first reading is less sure than that are read
  // again.
  add_softmax(forward(views), dice, 1.f, result);
  std::vector<cv::Mat> again;
  std::vector<std::size_t> unsure;  // the die each view in `again` shows
  for (std::size_t i = 0; i < n; ++i) {
    if (further == 0 || *std::max_element(result[i].begin(), result[i].end()) >= *second_turn_below_) continue;
    for (std::size_t k = 0; k < further; ++k) {
      again.push_back(view(i, k));
      unsure.push_back(i);
    }
    for (float& p : result[i]) p *= weight;
  }
  if (!again.empty()) add_softmax(forward(again), unsure, weight, result);
  return result;
}

}  // namespace scriptorium::vision
