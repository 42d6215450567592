#include "vision/dice/face_classifier.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <opencv2/imgproc.hpp>

#include "vision/dice/embedded_models.hpp"

namespace scriptorium::vision {

cv::Mat die_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side) {
  const double s = out_side / std::max(side, 1.0);
  const double half = out_side / 2.0;
  const cv::Matx23d m(s, 0, half - center.x * s, 0, s, half - center.y * s);
  cv::Mat out;
  cv::warpAffine(bgr, out, m, cv::Size(out_side, out_side), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
  return out;
}

cv::Mat face_crop(const cv::Mat& bgr, cv::Point2f center, double side, int out_side) {
  const int n = std::max(out_side, static_cast<int>(std::ceil(side)));
  cv::Mat patch = die_crop(bgr, center, side, n);
  if (n == out_side) return patch;
  cv::Mat out;
  cv::resize(patch, out, cv::Size(out_side, out_side), 0, 0, cv::INTER_AREA);
  return out;
}

FaceClassifier::FaceClassifier(std::string_view name, int classes, int crop, double crop_scale)
    : classes_(classes), crop_(crop), crop_scale_(crop_scale) {
  const EmbeddedModel model = embedded_model(name);
  net_ = cv::dnn::readNetFromONNX(reinterpret_cast<const char*>(model.data), model.size);
  net_.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
  net_.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
}

std::vector<FaceProbabilities> FaceClassifier::classify(const cv::Mat& bgr, const std::vector<cv::Point2f>& centers,
                                                        const std::vector<float>& sizes) {
  std::vector<FaceProbabilities> result(centers.size(), FaceProbabilities(static_cast<std::size_t>(classes_), 0.f));
  if (centers.empty()) return result;
  // The network was trained at every rotation; a face keeps its value under a quarter turn,
  // so the probabilities of the crop as photographed and a quarter turn of it are averaged. Four
  // turns read no better on the development photos and cost a third more time
  // (docs/accuracy.md, "Two quarter turns instead of four").
  constexpr int kTurns = 2;
  std::vector<cv::Mat> crops;
  crops.reserve(centers.size() * kTurns);
  for (std::size_t i = 0; i < centers.size(); ++i) {
    const cv::Mat c = face_crop(bgr, centers[i], crop_scale_ * sizes[i], crop_);
    crops.push_back(c);
    cv::Mat r;
    cv::rotate(c, r, cv::ROTATE_90_CLOCKWISE);
    crops.push_back(r);
  }
  const cv::Mat blob = cv::dnn::blobFromImages(crops, 1.0 / 255.0, cv::Size(), cv::Scalar(127.5, 127.5, 127.5));
  net_.setInput(blob);
  const cv::Mat logits = net_.forward();  // (N * kTurns) x classes
  if (logits.cols != classes_) throw std::runtime_error("face model has " + std::to_string(logits.cols) + " classes, not " +
                                                        std::to_string(classes_));
  std::vector<float> p(static_cast<std::size_t>(classes_));
  for (std::size_t i = 0; i < centers.size(); ++i) {
    for (int t = 0; t < kTurns; ++t) {
      const float* row = logits.ptr<float>(static_cast<int>(i) * kTurns + t);
      const float mx = *std::max_element(row, row + classes_);
      float sum = 0.f;
      for (int k = 0; k < classes_; ++k) sum += p[static_cast<std::size_t>(k)] = std::exp(row[k] - mx);
      for (int k = 0; k < classes_; ++k) result[i][static_cast<std::size_t>(k)] += p[static_cast<std::size_t>(k)] / sum / kTurns;
    }
  }
  return result;
}

}  // namespace scriptorium::vision
