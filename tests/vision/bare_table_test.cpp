// The bare table (vision/dice/bare_table): a report whose box the empty table's photo shows too,
// near its place, is the table's pattern and is dropped; a die, which the bare table never shows,
// is kept. Unit checks on made-up textures, then floors on generated scenes with their bare tables
// (docs/accuracy.md, "The bare table's photo"; named DiceSynthReader.* as the other statistical
// suites, which CI's sanitizer pass leaves out).
#include <cstdint>
#include <iostream>
#include <stdexcept>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "tests/support/texture.hpp"
#include "tests/vision/print_metrics.hpp"
#include "vision/dice/bare_table.hpp"
#include "vision/dice/dice_evaluation.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/synth/dice_scene.hpp"

namespace sv = scriptorium::vision;
using scriptorium::test::table_texture;

namespace {

// A white d6 read as 4 at `box`.
sv::DieReading die_at(cv::Rect box) {
  sv::DieReading d;
  d.kind = "d6";
  d.value = d.best_guess = 4;
  d.color = "white";
  d.box = box;
  d.center = cv::Point2f(static_cast<float>(box.x) + static_cast<float>(box.width) / 2.f,
                         static_cast<float>(box.y) + static_cast<float>(box.height) / 2.f);
  return d;
}

// The reader's evaluation of `count` scenes from `first`, with and without each scene's bare table.
struct WithAndWithout {
  sv::DiceEvaluation with, without;
};

WithAndWithout read_with_bare_tables(std::uint64_t first, int count, sv::SceneOptions opt,
                                     const sv::DiceModels& models = sv::DiceModels::pip_d6()) {
  opt.bare_table_shift = 0.15;
  sv::DiceReader reader({}, models);
  WithAndWithout e;
  for (int i = 0; i < count; ++i) {
    const sv::SyntheticScene scene = sv::render_dice_scene(first + static_cast<std::uint64_t>(i), opt);
    sv::DiceObservation obs = reader.read(scene.image);
    sv::score_observation(scene.dice, obs, e.without);
    sv::BareTable(scene.bare_table).drop_table_patches(scene.image, obs);
    sv::score_observation(scene.dice, obs, e.with);
  }
  return e;
}

}  // namespace

TEST(DiceBareTable, FindsThePatchWhereTheCameraMovedItWithinReach) {
  const cv::Mat bare = table_texture({320, 240}, 1);
  // The roll: the same table seen 12 px right and 9 px down, with a die-like square pasted on it.
  const cv::Mat moved = (cv::Mat_<double>(2, 3) << 1, 0, 12, 0, 1, 9);
  cv::Mat roll;
  cv::warpAffine(bare, roll, moved, bare.size(), cv::INTER_LINEAR, cv::BORDER_REFLECT);
  const cv::Rect die_box(200, 60, 40, 40);
  cv::rectangle(roll, die_box, cv::Scalar(240, 240, 240), cv::FILLED);
  for (const cv::Point p : {cv::Point(210, 70), cv::Point(230, 90), cv::Point(220, 80)})
    cv::circle(roll, p, 4, cv::Scalar(20, 20, 20), cv::FILLED);
  const sv::BareTable table(bare, {});
  EXPECT_GT(table.resemblance(roll, die_at({60, 80, 40, 40})), 0.9f);  // the table's own patch
  EXPECT_LT(table.resemblance(roll, die_at(die_box)), 0.5f);           // the die
  // Farther than the reach, the patch is not looked for.
  sv::BareTableOptions near;
  near.reach = 0.01f;
  EXPECT_LT(sv::BareTable(bare, near).resemblance(roll, die_at({60, 80, 40, 40})), 0.9f);

  sv::DiceObservation obs;
  obs.dice = {die_at({60, 80, 40, 40}), die_at(die_box)};
  table.drop_table_patches(roll, obs);
  ASSERT_EQ(obs.dice.size(), 1u);
  EXPECT_EQ(obs.dice[0].box, die_box);
  EXPECT_EQ(obs.dice[0].kind, "d6");
  EXPECT_EQ(obs.dice[0].color, "white");
}

TEST(DiceBareTable, ComparesAPhotoOfAnotherSizeAtItsProportions) {
  const cv::Mat bare = table_texture({320, 240}, 2);
  cv::Mat roll;
  cv::resize(bare, roll, {640, 480}, 0, 0, cv::INTER_LINEAR);  // the same table at twice the pixels
  EXPECT_GT(sv::BareTable(bare).resemblance(roll, die_at({200, 160, 60, 60})), 0.9f);
  cv::Mat grey;
  cv::cvtColor(bare, grey, cv::COLOR_BGR2GRAY);
  EXPECT_GT(sv::BareTable(grey).resemblance(roll, die_at({200, 160, 60, 60})), 0.9f);
}

TEST(DiceBareTable, AFlatOrOffPhotoBoxDecidesNothing) {
  const cv::Mat bare(240, 320, CV_8UC3, cv::Scalar(40, 120, 40));
  const cv::Mat roll = bare.clone();
  const sv::BareTable table(bare);
  EXPECT_EQ(table.resemblance(roll, die_at({100, 100, 40, 40})), -1.f);  // felt: flat on both
  EXPECT_EQ(table.resemblance(roll, die_at({318, 100, 40, 40})), -1.f);  // 2 px of it in the photo
  sv::DiceObservation obs;
  obs.dice = {die_at({100, 100, 40, 40})};
  table.drop_table_patches(roll, obs);
  ASSERT_EQ(obs.dice.size(), 1u);
  // Kept whole, in place.
  EXPECT_EQ(obs.dice[0].kind, "d6");
  EXPECT_EQ(obs.dice[0].color, "white");
  EXPECT_EQ(obs.dice[0].value, 4);
}

// What a profile keeps (`calibrate table`): the photo as compared, grey and shrunk; a bare table
// made from it again gives every box the same resemblance as the one made from the photo.
TEST(DiceBareTable, ItsComparedPhotoMakesTheSameBareTable) {
  const cv::Mat photo = table_texture({1280, 960}, 4);
  const cv::Mat moved = (cv::Mat_<double>(2, 3) << 1, 0, 32, 0, 1, -20);  // whole pixels at 320
  cv::Mat roll;
  cv::warpAffine(photo, roll, moved, photo.size(), cv::INTER_LINEAR, cv::BORDER_REFLECT);
  const sv::BareTable table(photo);
  const cv::Mat& kept = table.compared();
  EXPECT_EQ(kept.type(), CV_8UC1);
  EXPECT_EQ(kept.size(), cv::Size(320, 240));  // the options' side, at the photo's proportions
  const sv::BareTable again(kept);
  for (const cv::Rect box :
       {cv::Rect(100, 100, 80, 80), cv::Rect(600, 420, 120, 100), cv::Rect(1100, 800, 90, 90)})
    EXPECT_FLOAT_EQ(again.resemblance(roll, die_at(box)), table.resemblance(roll, die_at(box))) << box;
  EXPECT_GT(again.resemblance(roll, die_at({600, 420, 120, 100})), 0.9f);  // the table, found again
}

TEST(DiceBareTable, RefusesAnEmptyOrDeepImage) {
  EXPECT_THROW(sv::BareTable(cv::Mat()), std::invalid_argument);
  EXPECT_THROW(sv::BareTable(cv::Mat(240, 320, CV_16UC3, cv::Scalar::all(1000))), std::invalid_argument);
  const sv::BareTable table(table_texture({320, 240}, 3));
  EXPECT_THROW(table.resemblance(cv::Mat(240, 320, CV_32FC3), die_at({10, 10, 40, 40})),
               std::invalid_argument);
}

// Printed cloths, the test scenes of DiceSynthReader.PrintedClothsMeetFloors with their bare
// tables: measured 2026-12-05 (min_correlation 0.9, chosen on tuning scenes) 402 -> 392 reports,
// every one of the 390 dice found kept; precision 0.9701 -> 0.9949.
TEST(DiceSynthReader, PrintedClothsWithTheirBareTablesMeetFloors) {
  sv::SceneOptions opt;
  opt.printed_table_share = 1.0;
  const WithAndWithout e = read_with_bare_tables(3200, 60, opt);
  scriptorium::test::expect_floors("synthetic 640x640 printed cloths seeds 3200-3259, bare tables", e.with,
                                   {0.99, 0.97, 0.995});
  EXPECT_EQ(e.with.matched, e.without.matched) << "a die was taken for the table";
  EXPECT_LT(e.with.detections, e.without.detections - 5)
      << "the bare tables dropped few of the cloths' false dice";
}

// A cloth printed with die faces (seeds 950000..950019, never read for tuning): its faces are dice
// to a pip reader, whatever its networks; only the bare table tells them from the dice rolled on it.
// Measured 2026-12-06: 1011 reports for 179 dice, 174 found; with the bare tables 358, the same 174
// found (78 % of the false dice gone). On scene 950003 at 640 x 480 (3 dice, 45 reports) the 7
// false dice left lie, 6 wholly and one in part, in the strips of the roll that the moved camera's
// bare photo never saw (docs/accuracy.md, "Why the bare table leaves those boxes").
TEST(DiceSynthReader, DicePrintClothsWithTheirBareTablesLoseFalseDiceNotDice) {
  sv::SceneOptions opt;
  opt.dice_print_share = 1.0;
  const WithAndWithout e = read_with_bare_tables(950000, 20, opt);
  std::printf(
      "[metrics] dice-print cloths seeds 950000-950019, bare tables: reports %d -> %d for %d dice, "
      "matched %d -> %d\n",
      e.without.detections, e.with.detections, e.with.truth, e.without.matched, e.with.matched);
  EXPECT_GT(e.without.detections, 2 * e.without.truth) << "the printed faces no longer fool the reader";
  EXPECT_EQ(e.with.matched, e.without.matched) << "a die was taken for the table";
  const int false_without = e.without.detections - e.without.matched,
            false_with = e.with.detections - e.with.matched;
  EXPECT_LT(false_with * 2, false_without) << false_with << " of " << false_without << " false dice left";
}

// Plain tables (the opaque test scenes, seeds 1000..1059): nothing to drop, and no die dropped.
TEST(DiceSynthReader, PlainTablesWithTheirBareTablesLoseNoDie) {
  sv::SceneOptions opt;
  opt.translucent_share = opt.marbled_share = 0.0;
  const WithAndWithout e = read_with_bare_tables(1000, 60, opt);
  EXPECT_EQ(e.with.detections, e.without.detections);
  EXPECT_EQ(e.with.matched, e.without.matched);
}

// The numeral reader on speckled tables (new scenes, seeds 3400..3459): measured 2026-12-05
// 3061 -> 1737 reports for 458 dice, the 274 found all kept; precision 0.0895 -> 0.1577. Still
// far from usable there (docs/accuracy.md), but the bare table halves the false dice.
TEST(DiceSynthReader, NumeralSpeckledTablesWithTheirBareTablesLoseFalseDiceNotDice) {
  sv::SceneOptions opt;
  opt.solids = {sv::synth::SolidKind::d4, sv::synth::SolidKind::d6, sv::synth::SolidKind::d8};
  opt.speckled_table_share = 1.0;
  const WithAndWithout e = read_with_bare_tables(3400, 60, opt, sv::DiceModels::numerals());
  EXPECT_EQ(e.with.matched, e.without.matched) << "a die was taken for the table";
  EXPECT_LT(e.with.detections * 10, e.without.detections * 7)
      << e.with.detections << " of " << e.without.detections;
  std::cout << "[metrics] numeral speckled seeds 3400-3459, bare tables: reports " << e.without.detections
            << " -> " << e.with.detections << ", matched " << e.with.matched << " of " << e.with.truth
            << '\n';
}

// The bare table is drawn from a stream of its own: the scene is the same with or without it.
TEST(DiceSynthScene, ABareTableLeavesTheSceneAsItWas) {
  sv::SceneOptions opt;
  opt.printed_table_share = 1.0;
  sv::SceneOptions with_bare = opt;
  with_bare.bare_table_shift = 0.15;
  for (std::uint64_t seed : {3200u, 3201u}) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed, opt);
    const sv::SyntheticScene b = sv::render_dice_scene(seed, with_bare);
    EXPECT_TRUE(a.bare_table.empty());
    EXPECT_EQ(cv::norm(a.image, b.image, cv::NORM_INF), 0.0) << seed;
    ASSERT_EQ(b.bare_table.size(), b.image.size());
    EXPECT_GT(cv::norm(b.bare_table, b.image, cv::NORM_L1), 0.0) << seed;
  }
}
