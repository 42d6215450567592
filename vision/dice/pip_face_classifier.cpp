#include "vision/dice/pip_face_classifier.hpp"

#include <algorithm>
#include <cmath>

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

PipFaceClassifier::PipFaceClassifier() {
  const EmbeddedModel model = embedded_model("dice_faces");
  net_ = cv::dnn::readNetFromONNX(reinterpret_cast<const char*>(model.data), model.size);
  net_.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
  net_.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
}

std::vector<FaceProbabilities> PipFaceClassifier::classify(const cv::Mat& bgr,
                                                           const std::vector<cv::Point2f>& centers,
                                                           const std::vector<float>& sizes) {
  std::vector<FaceProbabilities> result(centers.size());
  if (centers.empty()) return result;
  // The network was trained at every rotation; a pip face keeps its value under a quarter turn,
  // so the probabilities of the crop as photographed and a quarter turn of it are averaged. Four
  // turns read no better on the development photos and cost a third more time
  // (docs/accuracy.md, "Two quarter turns instead of four").
  constexpr int kTurns = 2;
  std::vector<cv::Mat> crops;
  crops.reserve(centers.size() * kTurns);
  for (std::size_t i = 0; i < centers.size(); ++i) {
    const cv::Mat c = face_crop(bgr, centers[i], kCropScale * sizes[i], kCrop);
    crops.push_back(c);
    cv::Mat r;
    cv::rotate(c, r, cv::ROTATE_90_CLOCKWISE);
    crops.push_back(r);
  }
  const cv::Mat blob = cv::dnn::blobFromImages(crops, 1.0 / 255.0, cv::Size(), cv::Scalar(127.5, 127.5, 127.5));
  net_.setInput(blob);
  const cv::Mat logits = net_.forward();  // (N*4) x 7
  for (std::size_t i = 0; i < centers.size(); ++i) {
    FaceProbabilities avg{};
    for (int t = 0; t < kTurns; ++t) {
      const float* row = logits.ptr<float>(static_cast<int>(i) * kTurns + t);
      const float mx = *std::max_element(row, row + 7);
      float sum = 0.f;
      std::array<float, 7> p{};
      for (int k = 0; k < 7; ++k) sum += p[k] = std::exp(row[k] - mx);
      for (int k = 0; k < 7; ++k) avg[k] += p[k] / sum / kTurns;
    }
    result[i] = avg;
  }
  return result;
}

}  // namespace scriptorium::vision
