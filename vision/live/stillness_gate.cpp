#include "vision/live/stillness_gate.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {

StillnessGate::StillnessGate(StillnessSettings settings) : settings_(settings) {}

void StillnessGate::reset() {
  previous_.release();
  anchor_.release();
  still_since_ = -1;
}

cv::Mat StillnessGate::thumbnail(const cv::Mat& frame) const {
  const int width = std::max(16, std::min(settings_.thumb_width, frame.cols));
  const int height = std::max(1, static_cast<int>(std::lround(static_cast<double>(frame.rows) * width / frame.cols)));
  cv::Mat small;
  // INTER_AREA averages whole blocks: the noise of each pixel shrinks with the block size.
  cv::resize(frame, small, {width, height}, 0, 0, cv::INTER_AREA);
  if (small.channels() == 3) {
    cv::cvtColor(small, small, cv::COLOR_BGR2GRAY);
  } else if (small.channels() == 4) {
    cv::cvtColor(small, small, cv::COLOR_BGRA2GRAY);
  }
  return small;
}

int StillnessGate::changed(const cv::Mat& a, const cv::Mat& b, double gain_to_a) const {
  // Scaling b to a's mean brightness cancels a global gain change (flicker, auto exposure).
  b.convertTo(scratch_, CV_8U, gain_to_a);
  cv::absdiff(a, scratch_, scratch_);
  cv::threshold(scratch_, scratch_, settings_.pixel_threshold, 255, cv::THRESH_BINARY);
  return cv::countNonZero(scratch_);
}

int StillnessGate::motion_limit() const {
  const double fraction = settings_.changed_fraction * static_cast<double>(previous_.total());
  return std::max(settings_.min_changed_pixels, static_cast<int>(std::lround(fraction)));
}

MotionSample StillnessGate::update(const cv::Mat& frame, double t) {
  MotionSample sample;
  cv::Mat thumb = thumbnail(frame);
  const double mean = std::max(1.0, cv::mean(thumb)[0]);
  if (previous_.empty() || previous_.size() != thumb.size()) {
    previous_ = thumb;
    previous_mean_ = mean;
    anchor_ = thumb.clone();
    anchor_mean_ = mean;
    still_since_ = t;
    return sample;  // the first frame starts a still streak
  }
  sample.changed_pixels = changed(previous_, thumb, previous_mean_ / mean);
  const bool moving = sample.changed_pixels > motion_limit();
  previous_ = thumb;
  previous_mean_ = mean;
  if (moving) {
    anchor_.release();
    still_since_ = -1;
    sample.moving = true;
    return sample;
  }
  if (!anchor_.empty() && changed(anchor_, thumb, anchor_mean_ / mean) > motion_limit()) {
    sample.drifted = true;
    anchor_.release();
  }
  if (anchor_.empty()) {
    anchor_ = thumb.clone();
    anchor_mean_ = mean;
    still_since_ = t;
  }
  sample.still_seconds = t - still_since_;
  sample.settled = sample.still_seconds + 1e-9 >= settings_.settle_seconds;
  return sample;
}

}  // namespace scriptorium::vision
