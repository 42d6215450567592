#include "vision/live/pip_reader.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {

PipReader::PipReader(PipReaderSettings settings) : settings_(std::move(settings)) {}

std::vector<DieObservation> PipReader::read(const cv::Mat& bgr) {
  std::vector<DieObservation> dice;
  if (bgr.empty()) return dice;
  cv::Mat hsv, mask;
  cv::cvtColor(bgr, hsv, cv::COLOR_BGR2HSV);
  cv::inRange(hsv, cv::Scalar(0, 0, settings_.min_value), cv::Scalar(180, settings_.max_saturation, 255), mask);
  std::vector<std::vector<cv::Point>> contours;
  std::vector<cv::Vec4i> hierarchy;
  cv::findContours(mask, contours, hierarchy, cv::RETR_CCOMP, cv::CHAIN_APPROX_SIMPLE);
  const double min_area = 0.8 * settings_.min_side * settings_.min_side;
  const double max_area = 1.2 * settings_.max_side * settings_.max_side;
  for (std::size_t i = 0; i < contours.size(); ++i) {
    if (hierarchy[i][3] >= 0) continue;  // a hole, not an outline
    const double area = cv::contourArea(contours[i]);
    if (area < min_area || area > max_area) continue;
    const cv::RotatedRect rect = cv::minAreaRect(contours[i]);
    const float long_side = std::max(rect.size.width, rect.size.height);
    const float short_side = std::min(rect.size.width, rect.size.height);
    if (short_side <= 0 || long_side / short_side > 1.4f) continue;
    if (area < 0.75 * rect.size.area()) continue;  // not a filled square: glare, paper, a hand
    // Pips: holes of plausible size; a pip is about 2% of the face.
    std::vector<double> pips;
    for (int child = hierarchy[i][2]; child >= 0; child = hierarchy[child][0]) {
      const double pip_area = cv::contourArea(contours[child]);
      if (pip_area >= 0.005 * area && pip_area <= 0.07 * area) pips.push_back(pip_area);
    }
    if (pips.empty() || pips.size() > 6) continue;
    double mean = 0, var = 0;
    for (double a : pips) mean += a / static_cast<double>(pips.size());
    for (double a : pips) var += (a - mean) * (a - mean) / static_cast<double>(pips.size());
    DieObservation die;
    die.kind = "d6";
    die.value = static_cast<int>(pips.size());
    die.color = settings_.color;
    die.center = rect.center;
    die.box = cv::boundingRect(contours[i]);
    // Equal pips make a confident reading; a stray hole of odd size lowers it.
    die.confidence = std::clamp(1.0 - std::sqrt(var) / std::max(mean, 1e-9), 0.5, 1.0);
    dice.push_back(die);
  }
  return dice;
}

}  // namespace scriptorium::vision
