// The event logic on short hand-made scenes (white dice drawn on felt, read by the pip reader).
#include "vision/live/watch_pipeline.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "tests/live/watch_events.hpp"
#include "vision/live/pip_reader.hpp"
#include "vision/live/synthetic_table.hpp"

namespace sv = scriptorium::vision;

namespace {

struct Placed {
  cv::Point2f at;
  int value;
};

class Scene {
 public:
  Scene() : table_(360, 640, CV_8UC3, cv::Scalar(50, 100, 45)) {}

  // `seconds` of a still table showing `dice`.
  void still(const std::vector<Placed>& dice, double seconds) {
    cv::Mat image = table_.clone();
    for (const auto& d : dice) sv::synthetic::draw_die(image, d.at, 30, 15, d.value);
    for (int i = 0; i < frames(seconds); ++i) push(image);
  }
  // `seconds` of a die sliding across the table over `dice` (a hand or a rolling die).
  void motion(const std::vector<Placed>& dice, double seconds) {
    const int n = frames(seconds);
    for (int i = 0; i < n; ++i) {
      cv::Mat image = table_.clone();
      for (const auto& d : dice) sv::synthetic::draw_die(image, d.at, 30, 15, d.value);
      cv::circle(image, {40 + 560 * i / std::max(1, n - 1), 180}, 50, cv::Scalar(120, 160, 220), cv::FILLED);
      push(image);
    }
  }
  std::vector<sv::WatchEvent> run(bool with_end = true) {
    sv::PipReader reader;
    sv::WatchPipeline pipeline(reader);
    std::vector<sv::WatchEvent> events;
    for (const auto& frame : frames_) {
      for (auto& e : pipeline.push(frame)) events.push_back(e);
    }
    if (with_end) events.push_back(pipeline.finish(sv::SourceEnd::finished, frames_.back().t));
    return events;
  }

 private:
  static int frames(double seconds) { return static_cast<int>(seconds * 30); }
  void push(const cv::Mat& image) {
    const long index = static_cast<long>(frames_.size());
    frames_.push_back({image, static_cast<double>(index) / 30.0, index});
  }
  cv::Mat table_;
  std::vector<sv::Frame> frames_;
};

std::string kinds(const std::vector<sv::WatchEvent>& events) {
  std::string out;
  for (const auto& e : events) out += std::string(sv::event_name(e.kind)) + ' ';
  return out;
}

using sv::test::values;

const std::vector<Placed> kTwo{{{200, 120}, 3}, {{420, 250}, 6}};

}  // namespace

TEST(WatchPipeline, OneRollThenAHandPassingOverTheDiceIsNoSecondRoll) {
  Scene scene;
  scene.still({}, 0.5);
  scene.motion({}, 0.6);
  scene.still(kTwo, 1.0);
  scene.motion(kTwo, 0.6);  // a hand passes over the resting dice
  scene.still(kTwo, 1.0);
  const auto events = scene.run();
  EXPECT_EQ(kinds(events), "moving roll moving end ");
  EXPECT_EQ(values(events[1]), (std::vector<int>{3, 6}));
  EXPECT_FALSE(events.back().incomplete);
}

TEST(WatchPipeline, TheSameFacesThrownAgainElsewhereAreANewRoll) {
  Scene scene;
  scene.still({}, 0.5);
  scene.motion({}, 0.5);
  scene.still(kTwo, 1.0);
  scene.motion({}, 0.5);
  scene.still({{{150, 260}, 3}, {{480, 100}, 6}}, 1.0);
  EXPECT_EQ(kinds(scene.run()), "moving roll moving roll end ");
}

TEST(WatchPipeline, ClearingTheTableIsCleared) {
  Scene scene;
  scene.still({}, 0.5);
  scene.motion({}, 0.5);
  scene.still(kTwo, 1.0);
  scene.motion({}, 0.5);
  scene.still({}, 1.0);
  EXPECT_EQ(kinds(scene.run()), "moving roll moving cleared end ");
}

TEST(WatchPipeline, TakingOneDieAwayIsNeitherARollNorCleared) {
  Scene scene;
  scene.still({}, 0.5);
  scene.motion({}, 0.5);
  scene.still(kTwo, 1.0);
  scene.motion({kTwo[0]}, 0.5);
  scene.still({kTwo[0]}, 1.0);
  EXPECT_EQ(kinds(scene.run()), "moving roll moving end ");
}

TEST(WatchPipeline, DiceAlreadyOnTheTableAtTheStartAreReadOnce) {
  Scene scene;
  scene.still(kTwo, 1.5);
  const auto events = scene.run();
  EXPECT_EQ(kinds(events), "roll end ");
  // Read once the scene had been still for the settle time and four frames agreed.
  EXPECT_GE(events[0].t, 0.25);
}

TEST(WatchPipeline, AVideoEndingMidRollIsReportedIncomplete) {
  Scene scene;
  scene.still({}, 0.5);
  scene.motion({}, 0.4);
  const auto events = scene.run();
  EXPECT_EQ(kinds(events), "moving end ");
  EXPECT_TRUE(events.back().incomplete);
  EXPECT_EQ(sv::to_json(events.back())["reason"], "ended_while_moving");
}

TEST(WatchPipeline, AVideoEndingBeforeTheDiceCouldBeReadIsIncompleteToo) {
  Scene scene;
  scene.still({}, 0.5);
  scene.motion({}, 0.4);
  scene.still(kTwo, 0.2);  // at rest, but not for the settle time
  EXPECT_TRUE(scene.run().back().incomplete);
}

TEST(WatchPipeline, ASourceWithoutFramesEndsComplete) {
  sv::PipReader reader;
  sv::WatchPipeline pipeline(reader);
  const sv::WatchEvent end = pipeline.finish(sv::SourceEnd::finished, 0.0);
  EXPECT_EQ(end.frames_seen, 0);
  EXPECT_FALSE(end.incomplete) << "no frame, so no dice were moving";
}

TEST(WatchPipeline, RollJsonFollowsTheContract) {
  Scene scene;
  scene.still({}, 0.5);
  scene.motion({}, 0.5);
  scene.still(kTwo, 1.0);
  const auto events = scene.run(false);
  ASSERT_EQ(kinds(events), "moving roll ");
  const auto json = sv::to_json(events[1]);
  EXPECT_EQ(json["event"], "roll");
  EXPECT_TRUE(json["t"].is_number());
  ASSERT_EQ(json["dice"].size(), 2u);
  const auto& die = json["dice"][0];  // sorted left to right: the 3 at x=200
  EXPECT_EQ(die["kind"], "d6");
  EXPECT_EQ(die["value"], 3);
  EXPECT_NEAR(die["center"][0].get<double>(), 200, 1.5);
  EXPECT_NEAR(die["center"][1].get<double>(), 120, 1.5);
  EXPECT_EQ(die["box"].size(), 4u);
  EXPECT_GT(die["confidence"].get<double>(), 0.5);
}
