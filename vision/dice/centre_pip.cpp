#include "vision/dice/centre_pip.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/imgproc.hpp>
#include <vector>

namespace scriptorium::vision {
namespace {

// The box is read at this side: a pip spans about 5 pixels there, the blur below about one pip.
constexpr int kSide = 48;
constexpr int kBodyMargin = 8;  // the body's colour: the median of the middle 32 x 32
constexpr double kBlurSigma = 1.5;
constexpr float kCentreRadius = 5.f;  // the centre: within this of the middle
constexpr float kRingInner = 8.f;     // the corner pips: this far from the middle and ...
constexpr float kRingOuter = 20.f;    // ... no farther (a face's corner pips lie about 17 out)
constexpr int kPeakApart = 5;         // two corner peaks lie at least this far apart
constexpr int kCornerPips = 2;        // a 3 has two, a 5 four: the two strongest of either

cv::Vec3f median_colour(const cv::Mat& lab) {
  cv::Vec3f median;
  std::vector<float> channel(lab.total());
  for (int c = 0; c < 3; ++c) {
    std::size_t n = 0;
    for (int y = 0; y < lab.rows; ++y)
      for (int x = 0; x < lab.cols; ++x) channel[n++] = lab.at<cv::Vec3f>(y, x)[c];
    // An even count's median is the mean of its two middle values.
    const auto mid = channel.begin() + static_cast<std::ptrdiff_t>(n / 2);
    std::nth_element(channel.begin(), mid, channel.end());
    const float upper = *mid;
    median[c] = n % 2 ? upper : (upper + *std::max_element(channel.begin(), mid)) / 2.f;
  }
  return median;
}

}  // namespace

std::optional<float> centre_colour_mismatch(const cv::Mat& bgr, const cv::Rect& box) {
  if (box.width < 8 || box.height < 8 || (box & cv::Rect(0, 0, bgr.cols, bgr.rows)) != box)
    return std::nullopt;
  cv::Mat small, lab8, lab;
  cv::resize(bgr(box), small, cv::Size(kSide, kSide), 0, 0, cv::INTER_AREA);
  cv::cvtColor(small, lab8, cv::COLOR_BGR2Lab);
  lab8.convertTo(lab, CV_32FC3);
  const int inner = kSide - 2 * kBodyMargin;
  const cv::Vec3f body = median_colour(lab(cv::Rect(kBodyMargin, kBodyMargin, inner, inner)));
  // How far each pixel stands out from the body, and the colours it is compared by, both blurred
  // over about a pip.
  cv::Mat stand_out(kSide, kSide, CV_32F);
  for (int y = 0; y < kSide; ++y)
    for (int x = 0; x < kSide; ++x)
      stand_out.at<float>(y, x) = static_cast<float>(cv::norm(lab.at<cv::Vec3f>(y, x) - body));
  cv::GaussianBlur(stand_out, stand_out, cv::Size(), kBlurSigma);
  cv::GaussianBlur(lab, lab, cv::Size(), kBlurSigma);

  constexpr float mid = (kSide - 1) / 2.f;
  cv::Point centre;
  float centre_stand_out = -1.f;
  cv::Mat ring = stand_out.clone();
  for (int y = 0; y < kSide; ++y) {
    for (int x = 0; x < kSide; ++x) {
      const float r = std::hypot(static_cast<float>(x) - mid, static_cast<float>(y) - mid);
      if (r < kCentreRadius && stand_out.at<float>(y, x) > centre_stand_out) {
        centre_stand_out = stand_out.at<float>(y, x);
        centre = cv::Point(x, y);
      }
      if (r < kRingInner || r > kRingOuter) ring.at<float>(y, x) = 0.f;
    }
  }
  cv::Vec3f pips(0.f, 0.f, 0.f);
  for (int k = 0; k < kCornerPips; ++k) {
    cv::Point at;
    cv::minMaxLoc(ring, nullptr, nullptr, nullptr, &at);
    pips += lab.at<cv::Vec3f>(at) / static_cast<float>(kCornerPips);
    const cv::Rect around(at.x - kPeakApart, at.y - kPeakApart, 2 * kPeakApart + 1, 2 * kPeakApart + 1);
    ring(around & cv::Rect(0, 0, kSide, kSide)).setTo(0.f);
  }
  const double contrast = cv::norm(pips - body);
  return static_cast<float>(cv::norm(lab.at<cv::Vec3f>(centre) - pips) / (contrast + 1e-6));
}

}  // namespace scriptorium::vision
