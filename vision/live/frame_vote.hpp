// Frame voting: a reading is accepted only when consecutive still frames agree on it, so one
// frame with a glint or a misread pip never becomes an event.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "vision/live/face_reader.hpp"

namespace scriptorium::vision {

struct VoteSettings {
  int window = 5;       // the last this many readings are compared
  int quorum = 4;       // ...and this many of them must agree
  int max_frames = 30;  // after this many readings the most frequent one is taken
};

struct VotedReading {
  std::vector<DieObservation> dice;  // from the latest frame with the winning reading
  double agreement = 0;              // share of the window that agreed
  int frames = 0;                    // readings taken
};

// What a reading is, independent of small position jitter: each die's kind and face, in order.
std::string reading_key(const std::vector<DieObservation>& dice);

class FrameVote {
 public:
  explicit FrameVote(VoteSettings settings = {});
  // Adds one frame's reading; returns the accepted reading once the vote is decided.
  std::optional<VotedReading> add(std::vector<DieObservation> dice);
  void reset();
  int frames() const noexcept { return static_cast<int>(keys_.size()); }

 private:
  VoteSettings settings_;
  std::vector<std::string> keys_;
  std::vector<std::vector<DieObservation>> readings_;
};

}  // namespace scriptorium::vision
