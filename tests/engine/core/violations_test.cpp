#include "engine/core/violations.hpp"

#include <gtest/gtest.h>

namespace sc = scriptorium::core;

TEST(Violations, CollectsEveryReasonWithItsPlace) {
  sc::Violations v;
  EXPECT_TRUE(v.empty());
  v.add("wall_not_straight", "wall 3 bends", "/pieces/3");
  v.add("overlap", "keep and farm share (2,2)", "/pieces/0");
  EXPECT_EQ(v.size(), 2u);
  EXPECT_TRUE(v.contains_rule("overlap"));
  EXPECT_FALSE(v.contains_rule("off_board"));
  const auto j = v.to_json();
  ASSERT_EQ(j.size(), 2u);
  EXPECT_EQ(j[0]["rule"], "wall_not_straight");
  EXPECT_EQ(j[0]["where"], "/pieces/3");
  EXPECT_EQ(j[1]["reason"], "keep and farm share (2,2)");
}
