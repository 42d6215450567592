#include "vision/dice/dice_detector.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "vision/dice/embedded_models.hpp"
#include "vision/image/shrink.hpp"

namespace scriptorium::vision {
namespace {

cv::dnn::Net load_net(std::string_view name) {
  const EmbeddedModel model = embedded_model(name);
  cv::dnn::Net net =
      cv::dnn::readNetFromONNX(reinterpret_cast<const char*>(model.data), model.size);
  net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
  net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
  return net;
}

float sigmoid(float x) { return 1.f / (1.f + std::exp(-x)); }

}  // namespace

DiceDetector::DiceDetector(std::string_view model) : net_(load_net(model)) {
  // OpenCV sets a network's layers up on its first pass: here, on a blank 4:3 input of the
  // network's size, not in the first photo's time.
  (void)detect(cv::Mat(kInput * 3 / 4, kInput, CV_8UC3, cv::Scalar::all(127)), 1.f);
}

std::vector<DieCandidate> DiceDetector::detect(const cv::Mat& bgr, float min_score) {
  // Shrink so the long side is kInput, and pad only up to a multiple of the stride (the network
  // is fully convolutional): a 4:3 photo costs 3/4 of a square input. The padding takes the
  // image's mean colour, as the letterbox did in training; on the synthetic 1280 x 960 tuning
  // scenes this reads as well as the square letterbox (docs/performance.md).
  const double scale = static_cast<double>(kInput) / std::max(bgr.cols, bgr.rows);
  const int w = std::max(1, static_cast<int>(std::lround(bgr.cols * scale)));
  const int h = std::max(1, static_cast<int>(std::lround(bgr.rows * scale)));
  cv::Mat resized;
  if (scale < 1.0)
    resized = shrink_area(bgr, cv::Size(w, h));
  else
    cv::resize(bgr, resized, cv::Size(w, h), 0, 0, cv::INTER_LINEAR);
  const auto round_up = [](int v) { return (v + kStride - 1) / kStride * kStride; };
  cv::Mat input(round_up(h), round_up(w), CV_8UC3, cv::mean(resized));
  resized.copyTo(input(cv::Rect(0, 0, w, h)));
  const cv::Mat blob = cv::dnn::blobFromImage(input, 1.0 / 255.0, cv::Size(), cv::Scalar(127.5, 127.5, 127.5));
  net_.setInput(blob);
  const cv::Mat out = net_.forward();  // 1 x 2 x GH x GW
  const int gh = out.size[2], gw = out.size[3];
  const cv::Mat logit(gh, gw, CV_32F, const_cast<float*>(out.ptr<float>(0, 0)));
  const cv::Mat size(gh, gw, CV_32F, const_cast<float*>(out.ptr<float>(0, 1)));
  cv::Mat heat(gh, gw, CV_32F);
  for (int y = 0; y < gh; ++y)
    for (int x = 0; x < gw; ++x) heat.at<float>(y, x) = sigmoid(logit.at<float>(y, x));

  std::vector<DieCandidate> found;
  for (int y = 0; y < gh; ++y) {
    for (int x = 0; x < gw; ++x) {
      const float v = heat.at<float>(y, x);
      if (v < min_score) continue;
      bool peak = true;
      float sw = 0.f, sx = 0.f, sy = 0.f;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          const int yy = y + dy, xx = x + dx;
          if (yy < 0 || xx < 0 || yy >= gh || xx >= gw) continue;
          const float n = heat.at<float>(yy, xx);
          if (n > v || (n == v && (dy < 0 || (dy == 0 && dx < 0)))) peak = false;
          sw += n;
          sx += n * static_cast<float>(xx);
          sy += n * static_cast<float>(yy);
        }
      }
      if (!peak) continue;
      // Sub-cell centre from the 3x3 neighbourhood; cell c covers input pixels [4c, 4c+4).
      const float cx = (sx / sw + 0.5f) * kStride, cy = (sy / sw + 0.5f) * kStride;
      DieCandidate c;
      c.center = cv::Point2f(static_cast<float>(cx / scale), static_cast<float>(cy / scale));
      c.size = std::max(4.f, static_cast<float>(size.at<float>(y, x) * 32.0 / scale));
      c.score = v;
      found.push_back(c);
    }
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.score > b.score; });
  // Two peaks on one die: keep the stronger.
  std::vector<DieCandidate> kept;
  for (const auto& c : found) {
    const bool dup = std::any_of(kept.begin(), kept.end(), [&](const DieCandidate& k) {
      return cv::norm(k.center - c.center) < 0.45 * std::min(k.size, c.size);
    });
    if (!dup) kept.push_back(c);
  }
  return kept;
}

}  // namespace scriptorium::vision
