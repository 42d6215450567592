#include "engine/core/dice.hpp"

#include <gtest/gtest.h>

namespace sc = scriptorium::core;

TEST(Dice, FaceCounts) {
  EXPECT_EQ(sc::face_count(sc::DieKind::d4), 4);
  EXPECT_EQ(sc::face_count(sc::DieKind::d6), 6);
  EXPECT_EQ(sc::face_count(sc::DieKind::d8), 8);
  EXPECT_EQ(sc::face_count(sc::DieKind::custom), 0);
}

TEST(Dice, ParsesTheDiceReadOutput) {
  const auto doc = nlohmann::json::parse(R"([
    {"kind": "d6", "value": 4, "color": "red", "confidence": 0.98},
    {"kind": "D8", "value": 8},
    {"kind": "era-yellow", "value": "skull"}])");
  const auto dice = sc::parse_dice(sc::JsonCursor(doc));
  ASSERT_EQ(dice.size(), 3u);
  EXPECT_EQ(dice[0].kind, sc::DieKind::d6);
  EXPECT_EQ(dice[0].value, 4);
  EXPECT_EQ(dice[0].color, "red");
  EXPECT_DOUBLE_EQ(dice[0].confidence, 0.98);
  EXPECT_EQ(dice[1].kind, sc::DieKind::d8);
  EXPECT_EQ(dice[1].value, 8);
  EXPECT_EQ(dice[2].kind, sc::DieKind::custom);
  EXPECT_EQ(dice[2].set, "era-yellow");
  EXPECT_EQ(dice[2].label, "skull");
}

TEST(Dice, RejectsImpossibleFaces) {
  for (const char* text : {R"([{"kind": "d4", "value": 5}])", R"([{"kind": "d6", "value": 0}])",
                           R"([{"kind": "d20", "value": 3}])", R"([{"kind": "d6", "value": 3, "confidence": 1.5}])",
                           R"([{"kind": "d6"}])"}) {
    const auto doc = nlohmann::json::parse(text);
    EXPECT_THROW(sc::parse_dice(sc::JsonCursor(doc)), sc::InputError) << text;
  }
}

TEST(Dice, UncertainDiceMustBeConfirmedNotGuessed) {
  const auto doc = nlohmann::json::parse(R"([{"kind": "d6", "value": 4}, {"kind": "d6", "value": null, "uncertain": true, "best_guess": 5}])");
  try {
    sc::parse_dice(sc::JsonCursor(doc));
    FAIL() << "expected an InputError";
  } catch (const sc::InputError& e) {
    EXPECT_EQ(e.where(), "/1/value");
    EXPECT_STREQ(e.what(), "die read with low confidence: confirm its value (best guess 5)");
  }
}
