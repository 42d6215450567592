// The stillness gate: decides, frame by frame, whether anything on the table moves (a hand,
// rolling dice) and when the scene has been still long enough to be read. It compares small,
// brightness-normalised thumbnails, so sensor noise and lighting flicker do not count as motion,
// and it also compares each still frame with the first frame of the still streak, so dice that
// creep a fraction of a pixel per frame are not mistaken for dice at rest (the streak restarts).
#pragma once

#include <opencv2/core.hpp>

namespace scriptorium::vision {

struct StillnessSettings {
  int thumb_width = 160;          // motion is measured on a thumbnail this wide
  int pixel_threshold = 12;       // grey levels a thumbnail pixel must change by to count
  double changed_fraction = 4e-4; // fraction of changed pixels (of the thumbnail) that is motion
  int min_changed_pixels = 4;     // ...and never fewer than this many
  double settle_seconds = 0.25;   // still this long before the scene is read
};

struct MotionSample {
  bool moving = false;          // this frame differs from the previous one
  bool drifted = false;         // still frame to frame, but no longer like the streak's first frame:
                                // something creeps; the still streak starts again
  double still_seconds = 0;     // how long the scene has been still (0 while moving)
  int changed_pixels = 0;       // thumbnail pixels changed since the previous frame
  bool settled = false;         // still for at least settle_seconds
};

class StillnessGate {
 public:
  explicit StillnessGate(StillnessSettings settings = {});
  // Feeds the next frame (BGR or grey) taken at time t.
  MotionSample update(const cv::Mat& frame, double t);
  void reset();
  const StillnessSettings& settings() const noexcept { return settings_; }

 private:
  cv::Mat thumbnail(const cv::Mat& frame) const;
  int changed(const cv::Mat& a, const cv::Mat& b, double gain_to_a) const;
  int motion_limit() const;

  StillnessSettings settings_;
  cv::Mat previous_;
  double previous_mean_ = 0;
  cv::Mat anchor_;  // first frame of the current still streak
  double anchor_mean_ = 0;
  double still_since_ = -1;
  mutable cv::Mat scratch_;
};

}  // namespace scriptorium::vision
