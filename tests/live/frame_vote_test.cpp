#include "vision/live/frame_vote.hpp"

#include <gtest/gtest.h>

namespace sv = scriptorium::vision;

namespace {

std::vector<sv::DieObservation> dice(std::initializer_list<int> values) {
  std::vector<sv::DieObservation> out;
  float x = 10;
  for (int v : values) {
    sv::DieObservation d;
    d.value = v;
    d.center = {x, 10};
    x += 50;
    out.push_back(d);
  }
  return out;
}

}  // namespace

TEST(FrameVote, ReadingKeyIgnoresOrderAndPosition) {
  EXPECT_EQ(sv::reading_key(dice({3, 5})), sv::reading_key(dice({5, 3})));
  EXPECT_NE(sv::reading_key(dice({3, 5})), sv::reading_key(dice({3, 6})));
  EXPECT_NE(sv::reading_key(dice({3})), sv::reading_key(dice({3, 3})));
}

TEST(FrameVote, FourAgreeingFramesDecide) {
  sv::FrameVote vote;  // window 5, quorum 4
  EXPECT_FALSE(vote.add(dice({2, 4})));
  EXPECT_FALSE(vote.add(dice({2, 4})));
  EXPECT_FALSE(vote.add(dice({2, 4})));
  const auto decided = vote.add(dice({4, 2}));
  ASSERT_TRUE(decided);
  EXPECT_EQ(sv::reading_key(decided->dice), sv::reading_key(dice({2, 4})));
  EXPECT_DOUBLE_EQ(decided->agreement, 1.0);
  EXPECT_EQ(decided->frames, 4);
}

TEST(FrameVote, OneMisreadFrameIsOutvoted) {
  sv::FrameVote vote;
  EXPECT_FALSE(vote.add(dice({6, 1})));
  EXPECT_FALSE(vote.add(dice({5, 1})));  // a glint made a 6 look like a 5
  EXPECT_FALSE(vote.add(dice({6, 1})));
  EXPECT_FALSE(vote.add(dice({6, 1})));
  const auto decided = vote.add(dice({6, 1}));
  ASSERT_TRUE(decided);
  EXPECT_EQ(sv::reading_key(decided->dice), sv::reading_key(dice({1, 6})));
  EXPECT_DOUBLE_EQ(decided->agreement, 0.8);
}

TEST(FrameVote, WithoutAgreementThePluralityIsTakenAfterMaxFrames) {
  sv::FrameVote vote({5, 4, 8});
  int added = 0;
  std::optional<sv::VotedReading> decided;
  // Alternating readings never reach the quorum of 4 in a window of 5.
  while (!decided && added < 20) decided = vote.add(dice({added % 2 == 0 ? 3 : 4})), ++added;
  ASSERT_TRUE(decided);
  EXPECT_EQ(added, 8);
  EXPECT_LT(decided->agreement, 0.8);
}
