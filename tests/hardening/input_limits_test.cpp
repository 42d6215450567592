// Caps on untrusted counts and lengths: dice in one roll file, text on a die, the payload of a
// printed anchor code, the size and depth of JSON documents.
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "calibration/anchors.hpp"
#include "engine/core/dice.hpp"
#include "engine/core/json_input.hpp"

namespace sc = scriptorium::core;
namespace cal = scriptorium::calibration;

namespace {

nlohmann::json roll_of(std::size_t n) {
  nlohmann::json dice = nlohmann::json::array();
  for (std::size_t i = 0; i < n; ++i) dice.push_back({{"kind", "d6"}, {"value", static_cast<int>(i % 6) + 1}});
  return dice;
}

std::string where_parse_dice_fails(const nlohmann::json& doc) {
  try {
    sc::parse_dice(sc::JsonCursor(doc, "/dice"));
  } catch (const sc::InputError& e) {
    return e.where();
  }
  return "accepted";
}

}  // namespace

TEST(InputLimits, ARollHasAtMost128Dice) {
  EXPECT_EQ(sc::kMaxDice, 128u);
  EXPECT_EQ(sc::parse_dice(sc::JsonCursor(roll_of(128))).size(), 128u);
  EXPECT_EQ(where_parse_dice_fails(roll_of(129)), "/dice");
  EXPECT_EQ(where_parse_dice_fails(roll_of(100000)), "/dice");
}

TEST(InputLimits, DieTextIsAtMost64Characters) {
  const std::string ok(64, 'a');
  const std::string too_long(65, 'a');
  EXPECT_EQ(where_parse_dice_fails({{{"kind", "era-yellow"}, {"value", ok}, {"color", ok}}}), "accepted");
  EXPECT_EQ(where_parse_dice_fails({{{"kind", "era-yellow"}, {"value", too_long}}}), "/dice/0/value");
  EXPECT_EQ(where_parse_dice_fails({{{"kind", too_long}, {"value", "skull"}}}), "/dice/0/kind");
  EXPECT_EQ(where_parse_dice_fails({{{"kind", "d6"}, {"value", 3}, {"color", too_long}}}), "/dice/0/color");
}

TEST(InputLimits, AnchorPayloadsLongerThan64BytesAreNotOurs) {
  const std::string ours = "SCR1 era-domain p1 c2";
  ASSERT_TRUE(cal::parse_anchor_text(ours).has_value());
  // The same words padded to 65 bytes (whitespace the parser would otherwise skip) are refused.
  const std::string padded = ours + std::string(cal::kMaxAnchorText + 1 - ours.size(), ' ');
  EXPECT_EQ(padded.size(), 65u);
  EXPECT_FALSE(cal::parse_anchor_text(padded).has_value());
  const std::string at_limit = ours + std::string(cal::kMaxAnchorText - ours.size(), ' ');
  EXPECT_TRUE(cal::parse_anchor_text(at_limit).has_value());
  EXPECT_FALSE(cal::parse_anchor_text(std::string(7089, 'A')).has_value());  // a full QR code
}

TEST(InputLimits, JsonIsAtMost16MiBAndNestedAtMost64Deep) {
  const sc::JsonLimits limits;
  EXPECT_EQ(limits.max_bytes, 16u << 20);
  EXPECT_EQ(limits.max_depth, 64);
  EXPECT_THROW(sc::parse_json_text(std::string((16u << 20) + 1, ' ')), sc::InputError);
  EXPECT_NO_THROW(sc::parse_json_text(std::string(64, '[') + std::string(64, ']')));
  EXPECT_THROW(sc::parse_json_text(std::string(65, '[') + std::string(65, ']')), sc::InputError);
}

TEST(InputLimits, NumbersBeyondDoubleAreBadInputNotACrash) {
  // Fuzz finding (json_input): nlohmann threw out_of_range, which no caller catches.
  EXPECT_THROW(sc::parse_json_text("1e1211"), sc::InputError);
  EXPECT_THROW(sc::parse_json_text("[-1e400]"), sc::InputError);
  EXPECT_NO_THROW(sc::parse_json_text("1e300"));
}
