// The watch logic: frames in, table events out. A `moving` event when something starts to move,
// then, once the scene is still, a voted reading that becomes one `roll` (new dice at rest),
// `cleared` (the table emptied) or nothing (the same dice as before, e.g. after a hand passed).
// Dice are never read while the gate sees motion.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "vision/live/face_reader.hpp"
#include "vision/live/frame_source.hpp"
#include "vision/live/frame_vote.hpp"
#include "vision/live/stillness_gate.hpp"

namespace scriptorium::vision {

enum class WatchEventKind { moving, roll, cleared, end };

struct WatchEvent {
  WatchEventKind kind = WatchEventKind::moving;
  double t = 0;    // seconds since the start of the source
  long frame = 0;  // frame index the event was decided on
  std::vector<DieObservation> dice;  // roll: the dice read
  double agreement = 0;              // roll/cleared: share of voting frames that agreed
  int frames_voted = 0;
  // end only:
  bool incomplete = false;  // the source stopped before the last motion could be read
  bool lost = false;        // the source failed (camera unplugged)
  long frames_seen = 0;
};

std::string_view event_name(WatchEventKind kind);
// One JSON Lines record of cli.md's watch contract.
nlohmann::json to_json(const WatchEvent& event);

struct WatchSettings {
  StillnessSettings stillness;
  VoteSettings vote;
  // Two readings show the same resting dice when every die has a partner with the same face
  // whose centre lies within this share of the die's size.
  double same_position_tolerance = 0.5;
};

class WatchPipeline {
 public:
  explicit WatchPipeline(FaceReader& reader, WatchSettings settings = {});
  // Applied to a frame before it is read (e.g. undistortion); the gate sees raw frames.
  void set_read_transform(std::function<cv::Mat(const cv::Mat&)> transform);
  // Feeds the next frame; returns the events it caused (usually none).
  std::vector<WatchEvent> push(const Frame& frame);
  // The closing `end` event once the source stops at time t.
  WatchEvent finish(SourceEnd end, double t);
  // True while a motion has started and not yet been read.
  bool in_motion() const noexcept { return episode_open_; }

 private:
  enum class Phase { settling, voting, resting, moving };
  void resolve(const VotedReading& reading, const Frame& frame, std::vector<WatchEvent>& out);
  bool same_dice(const std::vector<DieObservation>& a, const std::vector<DieObservation>& b) const;
  bool subset_of(const std::vector<DieObservation>& part, const std::vector<DieObservation>& whole) const;

  FaceReader& reader_;
  WatchSettings settings_;
  StillnessGate gate_;
  FrameVote vote_;
  std::function<cv::Mat(const cv::Mat&)> transform_;
  Phase phase_ = Phase::settling;
  bool episode_open_ = false;
  std::vector<DieObservation> last_resting_;  // what the last accepted reading saw
  std::vector<DieObservation> last_roll_;     // the dice of the last roll event
  long frames_seen_ = 0;
};

}  // namespace scriptorium::vision
