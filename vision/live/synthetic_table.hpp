// Synthetic table videos with ground truth: white pip d6 dice thrown onto green felt, tumbling,
// coming to rest; hands passing over the table or sweeping the dice away; lighting flicker and
// sensor noise. Used by the watch tests, the benchmark and the bundled demo.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/live/frame_source.hpp"

namespace scriptorium::vision::synthetic {

inline constexpr double kNever = std::numeric_limits<double>::infinity();

struct DieTrack {
  int value = 1;
  double t_in = 0;         // enters the frame, thrown
  double t_rest = 0;       // comes to rest
  double t_contact = kNever;  // a sweeping hand starts pushing it
  cv::Point2f from, rest;  // where the throw starts (off-frame) and where it ends
  cv::Point2f push;        // sweep velocity, pixels per second
  float spin = 0;          // degrees turned during the throw
  float rest_angle = 0;
  std::vector<int> tumble;  // faces shown while tumbling, in turn
};

struct HandTrack {
  double t0 = 0, t1 = 0;              // enters / leaves the frame
  cv::Point2f from, via, to;          // palm path: from -> via (at the middle time) -> to
  cv::Scalar skin{120, 160, 220};
};

// A reading event the watch pipeline must report: `roll` with the faces (sorted), or `cleared`.
struct TruthEvent {
  std::string event;
  double rest_from = 0;    // the scene is still from here...
  double still_until = 0;  // ...until here (next motion or end of video)
  std::vector<int> values;
};

struct TableScript {
  cv::Size size{640, 360};
  double fps = 30;
  double duration = 0;
  float die_side = 0;
  std::vector<DieTrack> dice;
  std::vector<HandTrack> hands;
  std::vector<TruthEvent> truth;                        // rolls and clears, in order
  std::vector<std::pair<double, double>> motion;        // merged motion intervals
  bool ends_in_motion = false;
  double flicker = 0;       // amplitude of the lighting gain oscillation
  double flicker_hz = 1;
  double noise_sigma = 2;
  std::uint64_t seed = 0;

  long frame_count() const;
};

// A random but reproducible script: 2 to 5 actions (throws, passing hands, sweeps, sweep and
// rethrow), rests of at least `min_rest` seconds between them, and with probability 0.3 a video
// that ends while dice are still rolling.
TableScript random_script(std::uint64_t seed, cv::Size size = {640, 360}, double fps = 30);

class TableRenderer {
 public:
  explicit TableRenderer(TableScript script);
  const TableScript& script() const noexcept { return script_; }
  // Frame `index` (time index / fps); deterministic.
  void render(long index, cv::Mat& out) const;
  cv::Mat render(long index) const;

 private:
  TableScript script_;
  cv::Mat background_;
  std::vector<cv::Mat> noise_plus_, noise_minus_;
};

// Draws one white pip die centred at `center`.
void draw_die(cv::Mat& image, cv::Point2f center, float side, float angle_degrees, int value);

// The renderer as a frame source (frames rendered on demand).
class SyntheticSource : public FrameSource {
 public:
  explicit SyntheticSource(TableScript script);
  std::optional<Frame> next() override;
  SourceEnd end() const override { return end_; }
  double fps() const override { return renderer_.script().fps; }
  std::string name() const override { return "synthetic:" + std::to_string(renderer_.script().seed); }

 private:
  TableRenderer renderer_;
  long index_ = 0;
  SourceEnd end_ = SourceEnd::running;
};

}  // namespace scriptorium::vision::synthetic
