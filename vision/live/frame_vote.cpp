#include "vision/live/frame_vote.hpp"

#include <algorithm>
#include <map>

namespace scriptorium::vision {

std::string reading_key(const std::vector<DieObservation>& dice) {
  std::vector<std::string> faces;
  faces.reserve(dice.size());
  for (const auto& die : dice) {
    faces.push_back(die.kind + ":" + (die.label.empty() ? std::to_string(die.value) : die.label));
  }
  std::sort(faces.begin(), faces.end());
  std::string key;
  for (const auto& face : faces) key += face + ' ';
  return key;
}

FrameVote::FrameVote(VoteSettings settings) : settings_(settings) {
  settings_.window = std::max(1, settings_.window);
  settings_.quorum = std::clamp(settings_.quorum, 1, settings_.window);
  settings_.max_frames = std::max(settings_.window, settings_.max_frames);
}

void FrameVote::reset() {
  keys_.clear();
  readings_.clear();
}

std::optional<VotedReading> FrameVote::add(std::vector<DieObservation> dice) {
  keys_.push_back(reading_key(dice));
  readings_.push_back(std::move(dice));
  const int n = static_cast<int>(keys_.size());
  const int first = std::max(0, n - settings_.window);
  std::map<std::string, int> counts;
  for (int i = first; i < n; ++i) ++counts[keys_[i]];
  // The most frequent key; ties go to the most recent frame's key.
  std::string best = keys_.back();
  for (const auto& [key, count] : counts) {
    if (count > counts[best]) best = key;
  }
  const bool decided = counts[best] >= settings_.quorum || n >= settings_.max_frames;
  if (!decided) return std::nullopt;
  VotedReading out;
  for (int i = n - 1; i >= 0; --i) {
    if (keys_[i] == best) {
      out.dice = readings_[i];
      break;
    }
  }
  out.agreement = static_cast<double>(counts[best]) / (n - first);
  out.frames = n;
  for (auto& die : out.dice) die.confidence *= out.agreement;
  reset();
  return out;
}

}  // namespace scriptorium::vision
