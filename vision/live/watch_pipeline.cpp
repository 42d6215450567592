#include "vision/live/watch_pipeline.hpp"

#include <algorithm>
#include <cmath>

namespace scriptorium::vision {

nlohmann::json to_json(const DieObservation& die) {
  nlohmann::json out;
  out["kind"] = die.kind;
  if (die.label.empty()) {
    out["value"] = die.value;
  } else {
    out["value"] = die.label;
  }
  out["color"] = die.color;
  out["center"] = {std::round(static_cast<double>(die.center.x) * 10) / 10, std::round(static_cast<double>(die.center.y) * 10) / 10};
  out["box"] = {die.box.x, die.box.y, die.box.width, die.box.height};
  out["confidence"] = std::round(die.confidence * 1000) / 1000;
  return out;
}

std::string_view event_name(WatchEventKind kind) {
  switch (kind) {
    case WatchEventKind::moving: return "moving";
    case WatchEventKind::roll: return "roll";
    case WatchEventKind::cleared: return "cleared";
    case WatchEventKind::end: return "end";
  }
  return "unknown";
}

nlohmann::json to_json(const WatchEvent& event) {
  nlohmann::json out;
  out["t"] = std::round(event.t * 100) / 100;
  out["event"] = event_name(event.kind);
  out["frame"] = event.frame;
  if (event.kind == WatchEventKind::roll) {
    nlohmann::json dice = nlohmann::json::array();
    for (const auto& die : event.dice) dice.push_back(to_json(die));
    out["dice"] = dice;
  }
  if (event.kind == WatchEventKind::roll || event.kind == WatchEventKind::cleared) {
    out["agreement"] = std::round(event.agreement * 1000) / 1000;
    out["frames_voted"] = event.frames_voted;
  }
  if (event.kind == WatchEventKind::end) {
    out["frames"] = event.frames_seen;
    out["incomplete"] = event.incomplete;
    out["reason"] = event.lost ? "source_lost" : (event.incomplete ? "ended_while_moving" : "ended");
  }
  return out;
}

WatchPipeline::WatchPipeline(FaceReader& reader, WatchSettings settings)
    : reader_(reader), settings_(settings), gate_(settings.stillness), vote_(settings.vote) {}

void WatchPipeline::set_read_transform(std::function<cv::Mat(const cv::Mat&)> transform) {
  transform_ = std::move(transform);
}

std::vector<WatchEvent> WatchPipeline::push(const Frame& frame) {
  std::vector<WatchEvent> out;
  ++frames_seen_;
  const MotionSample sample = gate_.update(frame.image, frame.t);
  if (sample.moving) {
    vote_.reset();
    if (!episode_open_) {
      episode_open_ = true;
      WatchEvent event;
      event.kind = WatchEventKind::moving;
      event.t = frame.t;
      event.frame = frame.index;
      out.push_back(std::move(event));
    }
    phase_ = Phase::moving;
    return out;
  }
  if (sample.drifted) {
    // Something crept since the scene was read or the vote began: read it again once settled
    // (the same dice again are no new event).
    vote_.reset();
    phase_ = Phase::settling;
  }
  if (phase_ == Phase::resting) return out;  // still, and already read
  if (!sample.settled) {
    phase_ = Phase::settling;
    return out;
  }
  phase_ = Phase::voting;
  auto dice = reader_.read(transform_ ? transform_(frame.image) : frame.image);
  if (auto reading = vote_.add(std::move(dice))) {
    resolve(*reading, frame, out);
    phase_ = Phase::resting;
    episode_open_ = false;
  }
  return out;
}

void WatchPipeline::resolve(const VotedReading& reading, const Frame& frame, std::vector<WatchEvent>& out) {
  WatchEvent event;
  event.t = frame.t;
  event.frame = frame.index;
  event.agreement = reading.agreement;
  event.frames_voted = reading.frames;
  if (reading.dice.empty()) {
    if (!last_resting_.empty()) {
      event.kind = WatchEventKind::cleared;
      out.push_back(event);
    }
    last_roll_.clear();
  } else if (!same_dice(reading.dice, last_roll_) && !subset_of(reading.dice, last_resting_)) {
    // New dice at rest. The same dice as the last roll (a hand passed over them) or some of the
    // dice already there (one was taken away, or is hidden) are not a new roll.
    event.kind = WatchEventKind::roll;
    event.dice = reading.dice;
    std::sort(event.dice.begin(), event.dice.end(), [](const DieObservation& a, const DieObservation& b) {
      return a.center.x != b.center.x ? a.center.x < b.center.x : a.center.y < b.center.y;
    });
    out.push_back(event);
    last_roll_ = reading.dice;
  }
  last_resting_ = reading.dice;
}

bool WatchPipeline::subset_of(const std::vector<DieObservation>& part,
                              const std::vector<DieObservation>& whole) const {
  if (part.size() > whole.size() || whole.empty()) return false;
  std::vector<bool> used(whole.size(), false);
  for (const auto& die : part) {
    const double reach = settings_.same_position_tolerance *
                         std::max({4, die.box.width, die.box.height});
    bool found = false;
    for (std::size_t i = 0; i < whole.size() && !found; ++i) {
      const auto& other = whole[i];
      if (used[i] || other.kind != die.kind || other.value != die.value || other.label != die.label) continue;
      const double d = std::hypot(other.center.x - die.center.x, other.center.y - die.center.y);
      if (d <= reach) used[i] = found = true;
    }
    if (!found) return false;
  }
  return true;
}

bool WatchPipeline::same_dice(const std::vector<DieObservation>& a, const std::vector<DieObservation>& b) const {
  return a.size() == b.size() && subset_of(a, b);
}

WatchEvent WatchPipeline::finish(SourceEnd end, double t) {
  WatchEvent event;
  event.kind = WatchEventKind::end;
  event.t = t;
  event.frame = frames_seen_ > 0 ? frames_seen_ - 1 : 0;
  event.frames_seen = frames_seen_;
  event.incomplete = frames_seen_ > 0 && phase_ != Phase::resting;  // no frame: nothing was moving
  event.lost = end == SourceEnd::lost;
  return event;
}

}  // namespace scriptorium::vision
