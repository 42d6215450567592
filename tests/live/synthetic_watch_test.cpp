// watch on generated table videos: every ground-truth roll and clear exactly once, in order,
// with the right faces, read only while the scene is at rest; `moving` only during motion.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/live/watch_events.hpp"
#include "vision/live/pip_reader.hpp"
#include "vision/live/synthetic_table.hpp"
#include "vision/live/watch_pipeline.hpp"

namespace sv = scriptorium::vision;
namespace syn = scriptorium::vision::synthetic;

namespace {

using sv::test::values;

class GeneratedVideo : public ::testing::TestWithParam<int> {};

}  // namespace

TEST_P(GeneratedVideo, WatchEmitsExactlyTheGroundTruthEvents) {
  const syn::TableScript script = syn::random_script(static_cast<std::uint64_t>(GetParam()));
  syn::SyntheticSource source(script);
  sv::PipReader reader;
  sv::WatchPipeline pipeline(reader);
  std::vector<sv::WatchEvent> readings, moving;
  double last_t = 0;
  while (auto frame = source.next()) {
    last_t = frame->t;
    for (auto& e : pipeline.push(*frame)) (e.kind == sv::WatchEventKind::moving ? moving : readings).push_back(e);
  }
  const sv::WatchEvent end = pipeline.finish(source.end(), last_t);

  ASSERT_EQ(readings.size(), script.truth.size()) << "seed " << GetParam();
  for (std::size_t i = 0; i < readings.size(); ++i) {
    const auto& truth = script.truth[i];
    const auto& got = readings[i];
    EXPECT_EQ(sv::event_name(got.kind), truth.event) << "event " << i;
    if (truth.event == "roll") {
      EXPECT_EQ(values(got), truth.values) << "event " << i;
    }
    // Never a reading while anything moves: after the scene came to rest, before it moves again.
    EXPECT_GT(got.t, truth.rest_from) << "event " << i;
    EXPECT_LT(got.t, truth.still_until) << "event " << i;
  }
  // Every `moving` lies inside a motion interval, and each motion after a rest of a second or
  // more starts exactly one.
  for (const auto& m : moving) {
    const bool inside = std::any_of(script.motion.begin(), script.motion.end(), [&](const auto& iv) {
      return m.t >= iv.first - 1e-9 && m.t <= iv.second + 1e-9;
    });
    EXPECT_TRUE(inside) << "moving at " << m.t;
  }
  for (std::size_t k = 1; k < script.motion.size(); ++k) {
    if (script.motion[k].first - script.motion[k - 1].second < 1.0) continue;
    const auto count = std::count_if(moving.begin(), moving.end(), [&](const sv::WatchEvent& m) {
      return m.t >= script.motion[k].first - 1e-9 && m.t <= script.motion[k].second + 1e-9;
    });
    EXPECT_EQ(count, 1) << "motion starting at " << script.motion[k].first;
  }
  EXPECT_EQ(end.incomplete, script.ends_in_motion);
}

INSTANTIATE_TEST_SUITE_P(Seeds, GeneratedVideo, ::testing::Range(1, 25));

TEST(GeneratedVideos, CoverEveryKindOfScene) {
  // The 24 seeds above include clears, videos ending mid-roll and hands passing.
  int clears = 0, mid_roll = 0, rolls = 0;
  for (int seed = 1; seed < 25; ++seed) {
    const auto script = syn::random_script(static_cast<std::uint64_t>(seed));
    for (const auto& e : script.truth) (e.event == "roll" ? rolls : clears) += 1;
    mid_roll += script.ends_in_motion ? 1 : 0;
  }
  EXPECT_GE(rolls, 40);
  EXPECT_GE(clears, 3);
  EXPECT_GE(mid_roll, 3);
}

TEST(PipReader, ReadsEveryDieOfTheRestingFrames) {
  // The stand-in reader must be right on still frames, or the event tests would prove nothing.
  for (int seed = 1; seed <= 6; ++seed) {
    const syn::TableRenderer renderer(syn::random_script(static_cast<std::uint64_t>(seed)));
    const auto& script = renderer.script();
    sv::PipReader reader;
    for (const auto& truth : script.truth) {
      if (truth.event != "roll") continue;
      const long frame = static_cast<long>(std::ceil((truth.rest_from + 0.3) * script.fps));
      auto dice = reader.read(renderer.render(frame));
      std::vector<int> got;
      for (const auto& d : dice) got.push_back(d.value);
      std::sort(got.begin(), got.end());
      EXPECT_EQ(got, truth.values) << "seed " << seed << " at " << truth.rest_from;
    }
  }
}
