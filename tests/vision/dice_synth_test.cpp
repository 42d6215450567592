// The synthetic scene generator and the reader's floors on generated scenes (exact ground truth;
// these seeds are never used for training or tuning: the face classifier learns from seeds
// 100000.. and 200000.., thresholds are checked on 300000..). Floors sit just under the figures
// measured on 2026-11-27 (docs/accuracy.md), so a regression fails.
#include <algorithm>
#include <array>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgproc.hpp>

#include "bench/vision/bench_scenes.hpp"
#include "tests/support/lamp_profile.hpp"
#include "tests/vision/print_metrics.hpp"
#include "vision/dice/dice_evaluation.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/dice/die_color.hpp"
#include "vision/synth/dice_scene.hpp"
#include "vision/synth/die_material.hpp"

namespace sv = scriptorium::vision;

namespace {

using scriptorium::test::expect_floors;
using scriptorium::test::expect_meaningful_confidence;
using scriptorium::test::Floors;
using scriptorium::test::or_nan;

// Precision, recall, value accuracy (measured value rounded down; see docs/accuracy.md).
// Opaque dice: issue 6's 0.995 (0.9973 on 2026-11-27, one die of 374 misread).
constexpr Floors kMixedFloors{0.995, 0.995, 0.995};
constexpr Floors kLargeFloors{0.99, 0.99, 0.995};
// Translucent and marbled dice: 0.9964, 0.9988, 0.9940 on 2026-12-05 with unsure readings inside a
// surer one's box dropped (R13; 0.9941, 0.9988, 0.9928 before it; the value below issue 6's 0.995).
constexpr Floors kGlassyFloors{0.995, 0.995, 0.99};
// Speckled tables: 0.9783, 0.9651, 1.0 on 2026-12-05 with the second opinion asked about every
// candidate (R11; R9 0.9756, 0.9622 before it; below issue 6's 0.995: a gap, documented).
constexpr Floors kSpeckledFloors{0.975, 0.96, 0.995};
// Printed cloths: 0.9701, 0.9750, 0.9974 on 2026-12-05 with the second opinion asked about every
// candidate (R11; R9 0.9606; the networks before R9 0.3368; below issue 6's 0.995: a gap, documented).
constexpr Floors kPrintedFloors{0.965, 0.97, 0.995};

using scriptorium::test::kCoolLight;
using scriptorium::test::kWarmLamp;

// Opaque dice only: the scenes these floors were first measured on (materials came later and
// have their own test).
sv::SceneOptions opaque_dice() {
  sv::SceneOptions opt;
  opt.translucent_share = opt.marbled_share = 0.0;
  return opt;
}

sv::DiceEvaluation read_scenes(std::uint64_t first_seed, int count, const sv::SceneOptions& opt,
                               const sv::DiceReaderOptions& reader_options = {}) {
  sv::DiceReader reader(reader_options);
  sv::DiceEvaluation e;
  for (int i = 0; i < count; ++i) {
    const sv::SyntheticScene scene = sv::render_dice_scene(first_seed + static_cast<std::uint64_t>(i), opt);
    sv::score_observation(scene.dice, reader.read(scene.image), e);
  }
  return e;
}

// Options that change only how dice look must leave the same dice, with the same values, in the
// same places.
void expect_same_dice(const sv::SyntheticScene& a, const sv::SyntheticScene& b, std::uint64_t seed) {
  ASSERT_EQ(a.dice.size(), b.dice.size()) << seed;
  for (std::size_t i = 0; i < a.dice.size(); ++i) {
    EXPECT_EQ(a.dice[i].value, b.dice[i].value) << seed;
    EXPECT_EQ(a.dice[i].center, b.dice[i].center) << seed;
  }
}

// The table's pixels away from every die and its shadow (255 there, 0 elsewhere).
cv::Mat away_from_dice(const sv::SyntheticScene& scene) {
  cv::Mat away(scene.image.size(), CV_8U, cv::Scalar(255));
  for (const auto& die : scene.dice) {
    const cv::Point2f c(die.center);
    const float r = static_cast<float>(std::max(die.box.width, die.box.height));
    cv::rectangle(away,
                  cv::Rect(cv::Point(cv::Point2f(c.x - r, c.y - r)), cv::Size(cv::Size2f(2 * r, 2 * r))),
                  cv::Scalar(0), cv::FILLED);
  }
  return away;
}

// Scene options with no blur, noise or JPEG, so that only what a test changes differs.
sv::SceneOptions clean_scenes() {
  sv::SceneOptions opt;
  opt.max_blur = opt.max_noise = 0.0;
  opt.min_jpeg_quality = 0;
  return opt;
}

}  // namespace

TEST(DiceSynthScene, SameSeedSameScene) {
  const sv::SyntheticScene a = sv::render_dice_scene(42), b = sv::render_dice_scene(42);
  ASSERT_EQ(a.dice.size(), b.dice.size());
  EXPECT_EQ(cv::norm(a.image, b.image, cv::NORM_INF), 0.0);
  const sv::SyntheticScene c = sv::render_dice_scene(43);
  EXPECT_TRUE(c.image.size() != a.image.size() || cv::norm(a.image, c.image, cv::NORM_INF) > 0.0);
}

TEST(DiceSynthScene, GroundTruthLiesInsideTheImage) {
  sv::SceneOptions opt;
  opt.width = 800;
  opt.height = 600;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const sv::SyntheticScene s = sv::render_dice_scene(seed, opt);
    EXPECT_EQ(s.image.cols, 800);
    EXPECT_EQ(s.image.rows, 600);
    EXPECT_GE(static_cast<int>(s.dice.size()), opt.min_dice) << seed;
    EXPECT_LE(static_cast<int>(s.dice.size()), opt.max_dice) << seed;
    for (const auto& d : s.dice) {
      EXPECT_TRUE(d.value >= "1" && d.value <= "6" && d.value.size() == 1);
      EXPECT_GT(d.center.x, 0.f);
      EXPECT_GT(d.center.y, 0.f);
      EXPECT_LT(d.center.x, 800.f);
      EXPECT_LT(d.center.y, 600.f);
      EXPECT_TRUE(d.box.contains(d.center));
    }
  }
}

TEST(DiceSynthScene, DiceDoNotOverlap) {
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const sv::SyntheticScene s = sv::render_dice_scene(seed);
    for (std::size_t i = 0; i < s.dice.size(); ++i)
      for (std::size_t j = i + 1; j < s.dice.size(); ++j) {
        const double min_side = std::min({s.dice[i].box.width, s.dice[i].box.height, s.dice[j].box.width,
                                          s.dice[j].box.height});
        EXPECT_GT(cv::norm(s.dice[i].center - s.dice[j].center), 0.6 * min_side) << seed;
      }
  }
}

// Dice of a scene with a neighbour closer than 1.1 x the larger of the two boxes' sides: dice
// placed side by side lie about one side apart, the others at least 1.45 sides (place_dice).
int touching_dice(const sv::SyntheticScene& s) {
  int n = 0;
  for (std::size_t i = 0; i < s.dice.size(); ++i)
    n += std::any_of(s.dice.begin(), s.dice.end(), [&](const sv::LabelledDie& o) {
      const double side = std::max({s.dice[i].box.width, s.dice[i].box.height, o.box.width, o.box.height});
      return &o != &s.dice[i] && cv::norm(o.center - s.dice[i].center) < 1.1 * side;
    });
  return n;
}

TEST(DiceSynthScene, TouchingShareSetsHowManyDiceTouch) {
  // Shares 0, the tests' 0.3 and 1: dice placed, and of them dice touching a neighbour.
  const std::array<double, 3> shares{0.0, 0.3, 1.0};
  std::array<int, 3> dice{}, touching{};
  for (std::size_t k = 0; k < shares.size(); ++k) {
    sv::SceneOptions opt;
    opt.touching_share = shares[k];
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const sv::SyntheticScene s = sv::render_dice_scene(seed, opt);
      dice[k] += static_cast<int>(s.dice.size());
      touching[k] += touching_dice(s);
    }
  }
  // Placed apart, a die still looks close to a neighbour now and then under the camera's tilt.
  EXPECT_LT(touching[0], dice[0] / 10);
  EXPECT_GT(touching[1], 2 * touching[0]);
  EXPECT_EQ(touching[2], dice[2]) << "with share 1 every die is placed beside another";
}

// Materials come from their own random stream: the same seed puts the same dice in the same
// places whatever they are made of, so the opaque-only scenes stay comparable.
TEST(DiceSynthScene, MaterialsDoNotMoveTheDice) {
  sv::SceneOptions opaque;
  opaque.translucent_share = opaque.marbled_share = 0.0;
  sv::SceneOptions glassy;
  glassy.translucent_share = 0.5;
  glassy.marbled_share = 0.5;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed, opaque), b = sv::render_dice_scene(seed, glassy);
    ASSERT_NO_FATAL_FAILURE(expect_same_dice(a, b, seed));
    for (std::size_t i = 0; i < a.materials.size(); ++i) {
      EXPECT_EQ(a.materials[i], sv::synth::DieMaterial::opaque) << seed;
      EXPECT_NE(b.materials[i], sv::synth::DieMaterial::opaque) << seed;
    }
    EXPECT_GT(cv::norm(a.image, b.image, cv::NORM_INF), 0.0) << seed;
  }
}

// Coloured pips (training scenes only) come from their own stream too: they change how pips look,
// not which dice lie where or what they are made of.
TEST(DiceSynthScene, PipColoursDoNotMoveTheDice) {
  sv::SceneOptions coloured;
  coloured.coloured_pip_share = 1.0;
  int changed = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed), b = sv::render_dice_scene(seed, coloured);
    ASSERT_NO_FATAL_FAILURE(expect_same_dice(a, b, seed));
    EXPECT_EQ(a.materials, b.materials) << seed;
    changed += cv::norm(a.image, b.image, cv::NORM_INF) > 0.0;
  }
  EXPECT_EQ(changed, 4);
}

// Swirled marbled dice (training scenes only) likewise: every die marbled, then every one swirled.
TEST(DiceSynthScene, SwirlsDoNotMoveTheDice) {
  sv::SceneOptions striped;
  striped.translucent_share = 0.0;
  striped.marbled_share = 1.0;
  sv::SceneOptions swirled = striped;
  swirled.swirled_share = 1.0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed, striped), b = sv::render_dice_scene(seed, swirled);
    ASSERT_NO_FATAL_FAILURE(expect_same_dice(a, b, seed));
    for (const auto m : b.materials) EXPECT_EQ(m, sv::synth::DieMaterial::marbled) << seed;
    EXPECT_GT(cv::norm(a.image, b.image, cv::NORM_INF), 0.0) << seed;
  }
}

// Dim pips (training scenes only) come from a stream of their own and blend each pip towards its
// body: the same dice in the same places, each up face less contrasted (no noise, blur or JPEG, so
// the spread of a die's pixels is its pips against its body).
TEST(DiceSynthScene, DimPipsStandOutLessAndDoNotMoveTheDice) {
  sv::SceneOptions painted = clean_scenes();
  painted.translucent_share = painted.marbled_share = 0.0;
  sv::SceneOptions dim = painted;
  dim.dim_pip_share = 1.0;
  int dice = 0, duller = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed, painted), b = sv::render_dice_scene(seed, dim);
    ASSERT_NO_FATAL_FAILURE(expect_same_dice(a, b, seed));
    EXPECT_EQ(a.materials, b.materials) << seed;
    for (const auto& die : a.dice) {
      // The middle half of the up face: pips and body, no table.
      const cv::Rect inner(
          cv::Point(cv::Point2f(die.center.x - die.box.width / 4, die.center.y - die.box.height / 4)),
          cv::Size(cv::Size2f(die.box.width / 2, die.box.height / 2)));
      const cv::Rect r = inner & cv::Rect(0, 0, a.image.cols, a.image.rows);
      cv::Scalar mean, spread_a, spread_b;
      cv::meanStdDev(a.image(r), mean, spread_a);
      cv::meanStdDev(b.image(r), mean, spread_b);
      ++dice;
      duller += cv::sum(spread_b)[0] < cv::sum(spread_a)[0];
    }
  }
  EXPECT_GE(duller, dice * 9 / 10) << duller << " of " << dice << " up faces less contrasted";
}

// Speckled tables (training and tuning scenes only) come from a stream of their own: the same dice
// in the same places, and the table between them dotted (no noise, blur or JPEG, so a pixel far
// from its 9 x 9 median is a dot's edge or a dot).
TEST(DiceSynthScene, SpeckledTablesDotTheTableAndDoNotMoveTheDice) {
  const sv::SceneOptions plain = clean_scenes();
  sv::SceneOptions speckled = plain;
  speckled.speckled_table_share = 1.0;
  // The share of the table's pixels, away from every die and its shadow, that stand out from
  // their neighbourhood.
  const auto dotted_share = [](const sv::SyntheticScene& scene) {
    cv::Mat gray, median;
    cv::cvtColor(scene.image, gray, cv::COLOR_BGR2GRAY);
    cv::medianBlur(gray, median, 9);
    const cv::Mat away = away_from_dice(scene);
    cv::Mat apart;
    cv::absdiff(gray, median, apart);
    return static_cast<double>(cv::countNonZero((apart > 25) & away)) / std::max(1, cv::countNonZero(away));
  };
  int dotted = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed, plain),
                             b = sv::render_dice_scene(seed, speckled);
    ASSERT_NO_FATAL_FAILURE(expect_same_dice(a, b, seed));
    EXPECT_EQ(a.materials, b.materials) << seed;
    const double before = dotted_share(a), after = dotted_share(b);
    std::printf("[speckles] seed %d: %.4f -> %.4f of the table\n", static_cast<int>(seed), before, after);
    dotted += after >= 0.01 && after >= 10 * before;
  }
  // Dots in a colour close to the table's may not stand out; most do.
  EXPECT_GE(dotted, 7) << dotted << " of 8 tables dotted";
}

namespace {

// Of scenes 1..8 rendered clean and with `print` set in their options, how many tables the print
// changes visibly (2 % of the table away from the dice); every scene keeps its dice.
int printed_tables(double sv::SceneOptions::*print) {
  const sv::SceneOptions plain = clean_scenes();
  sv::SceneOptions printed = plain;
  printed.*print = 1.0;
  int patterned = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed, plain), b = sv::render_dice_scene(seed, printed);
    expect_same_dice(a, b, seed);
    EXPECT_EQ(a.materials, b.materials) << seed;
    // The share of the table, away from the dice, that the print changed visibly.
    cv::Mat ga, gb, changed;
    cv::cvtColor(a.image, ga, cv::COLOR_BGR2GRAY);
    cv::cvtColor(b.image, gb, cv::COLOR_BGR2GRAY);
    cv::absdiff(ga, gb, changed);
    const cv::Mat away = away_from_dice(a);
    const double share =
        static_cast<double>(cv::countNonZero((changed > 20) & away)) / std::max(1, cv::countNonZero(away));
    std::printf("[print] seed %d: %.4f of the table changed\n", static_cast<int>(seed), share);
    patterned += share >= 0.02;
  }
  return patterned;
}

}  // namespace

TEST(DiceSynthScene, PrintedTablesPatternTheTableAndDoNotMoveTheDice) {
  // An ink close to the table's colour may not stand out; most do.
  const int patterned = printed_tables(&sv::SceneOptions::printed_table_share);
  EXPECT_GE(patterned, 6) << patterned << " of 8 tables patterned";
}

// Pale faces with dark pips stand out on any table.
TEST(DiceSynthScene, DicePrintTablesPatternEveryTableAndDoNotMoveTheDice) {
  EXPECT_EQ(printed_tables(&sv::SceneOptions::dice_print_share), 8);
}

// A coloured light tints the photo and nothing else: the same dice in the same places; only opaque
// dice are labelled with a colour name (one name is not right for marbled or translucent ones).
TEST(DiceSynthScene, ColouredLightTintsThePhotoOnly) {
  sv::SceneOptions warm;
  warm.light_bgr = kWarmLamp;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed), b = sv::render_dice_scene(seed, warm);
    ASSERT_NO_FATAL_FAILURE(expect_same_dice(a, b, seed));
    const cv::Scalar white = cv::mean(a.image), lamp = cv::mean(b.image);
    EXPECT_LT(lamp[0] / lamp[2], 0.8 * white[0] / white[2]) << seed;  // blue weaker against red
    for (std::size_t i = 0; i < a.dice.size(); ++i) {
      EXPECT_EQ(a.dice[i].color, b.dice[i].color) << seed;
      EXPECT_EQ(a.dice[i].color.empty(), a.materials[i] != sv::synth::DieMaterial::opaque) << seed;
    }
  }
}

// Side faces with pips (training scenes only), drawn from a stream of their own, change the picture
// beside the up faces, not the dice.
TEST(DiceSynthScene, SidePipsDoNotMoveTheDice) {
  sv::SceneOptions wide;
  wide.max_side = 0.35;
  sv::SceneOptions pips = wide;
  pips.side_pips = true;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed, wide), b = sv::render_dice_scene(seed, pips);
    ASSERT_NO_FATAL_FAILURE(expect_same_dice(a, b, seed));
    EXPECT_EQ(a.materials, b.materials) << seed;
    EXPECT_GT(cv::norm(a.image, b.image, cv::NORM_INF), 0.0) << seed;
  }
}

// The four values round an up face: neither it nor its opposite, each once, opposite sides adding
// up to 7.
TEST(DiceSynthScene, SideValuesGoRoundTheUpFace) {
  for (int up = 1; up <= 6; ++up) {
    const std::array<int, 4> v = sv::synth::side_values(up);
    std::array<int, 4> sorted = v;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end()) << up;
    for (int k = 0; k < 4; ++k) {
      EXPECT_NE(v[static_cast<std::size_t>(k)], up) << up;
      EXPECT_NE(v[static_cast<std::size_t>(k)], 7 - up) << up;
    }
    EXPECT_EQ(v[0] + v[2], 7) << up;
    EXPECT_EQ(v[1] + v[3], 7) << up;
  }
}

// A die seen with its foot straight below the up face shows one side face, below it, with the pips
// of one of the values round the up face; nothing is drawn above the up face's lower edge.
TEST(DiceSynthScene, SideFaceShowsItsPipsBelowTheUpFace) {
  const cv::Scalar table(0, 0, 0), body(40, 40, 200), pip(250, 250, 250);
  for (int up = 1; up <= 6; ++up) {
    cv::Mat canvas(200, 200, CV_32FC3, table);
    const sv::synth::DieFace face{{100, 80}, 80, 0.0, up, 0, 0};
    cv::RNG rng(static_cast<std::uint64_t>(up));
    sv::synth::paint_side_faces(canvas, face, {0, 40}, body, pip, rng);
    cv::Mat painted, light;
    cv::inRange(canvas, cv::Scalar(1, 1, 1), cv::Scalar(255, 255, 255), painted);
    EXPECT_EQ(cv::countNonZero(painted.rowRange(0, 118)), 0) << up;  // the lower edge at y = 119.2
    EXPECT_GT(cv::countNonZero(painted.rowRange(121, 158)), 70 * 30) << up;
    cv::inRange(canvas, cv::Scalar(100, 100, 100), cv::Scalar(255, 255, 255), light);  // shaded pips only
    cv::Mat labels;
    const int pips = cv::connectedComponents(light, labels) - 1;
    const std::array<int, 4> around = sv::synth::side_values(up);
    EXPECT_NE(std::find(around.begin(), around.end(), pips), around.end()) << up << ": " << pips << " pips";
  }
}

// The icon designs for training a detector (first_icon_design 6) put other marks on the same dice:
// a detector trained on them is measured on the taught-dice tests' designs (0..5) unseen. Each
// face's design differs from its test twin on every die, wherever it lies and however it is turned
// (by a mean of 105 to 273 over the three channels in the face's middle on these seeds; 0 for the
// same design).
TEST(DiceSynthScene, TrainingIconDesignsAreOtherMarksOnTheSameDice) {
  sv::SceneOptions test_designs = clean_scenes();
  test_designs.icon_labels = {"a", "b", "c", "d", "e", "f"};
  test_designs.palette = 4;
  sv::SceneOptions training_designs = test_designs;
  training_designs.first_icon_design = 6;
  int dice = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const sv::SyntheticScene a = sv::render_dice_scene(seed, test_designs);
    const sv::SyntheticScene b = sv::render_dice_scene(seed, training_designs);
    ASSERT_NO_FATAL_FAILURE(expect_same_dice(a, b, seed));
    for (const auto& die : a.dice) {
      // The up face's middle, where every design draws (the box also holds the side and table).
      const cv::Rect box = die.box;  // in whole pixels
      const cv::Rect middle(cv::Point(die.center) - cv::Point(box.width / 5, box.height / 5),
                            cv::Size(box.width * 2 / 5, box.height * 2 / 5));
      const cv::Rect inside = middle & cv::Rect({}, a.image.size());
      EXPECT_GT(cv::norm(a.image(inside), b.image(inside), cv::NORM_L1) / inside.area(), 40.0)
          << seed << " " << die.value;
      ++dice;
    }
  }
  EXPECT_GE(dice, 12);
}

// Each icon design has a name of its own (the labels of scene_dump's icon dice and of the taught-dice
// tests' faces), in the order the header gives; the designs start at 0 or 6.
TEST(DiceSynthScene, IconDesignsHaveTwelveNamesOfTheirOwn) {
  std::vector<std::string> names = sv::icon_design_names(0);
  const std::vector<std::string> training = sv::icon_design_names(6);
  names.insert(names.end(), training.begin(), training.end());
  ASSERT_EQ(names.size(), 12u);
  EXPECT_EQ(names.front(), "ring");
  EXPECT_EQ(names[6], "star");
  EXPECT_EQ(names.back(), "arc");
  std::sort(names.begin(), names.end());
  EXPECT_EQ(std::unique(names.begin(), names.end()), names.end());
  EXPECT_THROW(sv::icon_design_names(3), std::invalid_argument);
}

// One-colour teaching scenes stay opaque, whatever the shares say.
TEST(DiceSynthScene, FixedPaletteDiceStayOpaque) {
  sv::SceneOptions opt;
  opt.palette = 3;
  opt.translucent_share = 1.0;
  const sv::SyntheticScene s = sv::render_dice_scene(7, opt);
  ASSERT_FALSE(s.materials.empty());
  for (const auto m : s.materials) EXPECT_EQ(m, sv::synth::DieMaterial::opaque);
}

// 60 scenes of 640 x 640 of opaque dice: any table colour, tilt up to 30 degrees, blur, noise, JPEG, glare,
// shadows, touching dice.
TEST(DiceSynthReader, MixedScenesMeetFloors) {
  const sv::DiceEvaluation e = read_scenes(1000, 60, opaque_dice());
  expect_floors("synthetic 640x640 seeds 1000-1059", e, kMixedFloors);
}

// Only translucent (half) and marbled (half) dice: hidden pips seen through the body, swirls that
// look like pips. 120 scenes (about 830 dice), so that one die moves a figure by about 0.001.
TEST(DiceSynthReader, TranslucentAndMarbledDiceMeetFloors) {
  sv::SceneOptions opt;
  opt.translucent_share = 0.5;
  opt.marbled_share = 0.5;
  const sv::DiceEvaluation e = read_scenes(1100, 120, opt);
  expect_floors("synthetic 640x640 translucent+marbled seeds 1100-1219", e, kGlassyFloors);
  // Measured 2026-12-01: 792 of 794 read at 0.9 or more right, calibration error 0.0355.
  expect_meaningful_confidence("synthetic 640x640 translucent+marbled seeds 1100-1219", e, 0.995, 0.04);
}

// The benchmark's case: 1280 x 960 with 12 larger dice.
TEST(DiceSynthReader, LargeImagesMeetFloors) {
  const sv::DiceEvaluation e = read_scenes(2000, 10, scriptorium::bench::twelve_dice_1280x960(opaque_dice()));
  expect_floors("synthetic 1280x960 12 dice seeds 2000-2009", e, kLargeFloors);
}

// A laptop camera's 16:9 photo: the detector's input keeps the photo's proportions (320 x 180),
// so its dice are shrunk as those of a 4:3 photo of the same width. Measured 2026-12-06: 120 of
// 120 found and read right, no false report.
TEST(DiceSynthReader, WidePhotosMeetFloors) {
  sv::SceneOptions opt = scriptorium::bench::twelve_dice_1280x960(opaque_dice());
  opt.height = 720;
  opt.max_die = 90.f;
  const sv::DiceEvaluation e = read_scenes(2100, 10, opt);
  expect_floors("synthetic 1280x720 12 dice seeds 2100-2109", e, kLargeFloors);
}

// Tables dotted like pips (speckled stone, terrazzo): 60 scenes of 640 x 640, every table
// speckled, never read for tuning (docs/accuracy.md "Speckled tables"). Measured 2026-12-04 with
// the detector trained with speckled tables: 382 reports for 373 dice, 356 found, every one read
// right (the reader before it: precision 0.0331, 343 right); with min_die 0.8, 369 reports, 355
// found and right; with R11's networks and second opinion (2026-12-05) 368 reports, 360 found and
// right.
TEST(DiceSynthReader, SpeckledTablesMeetFloors) {
  sv::SceneOptions opt;
  opt.speckled_table_share = 1.0;
  const sv::DiceEvaluation e = read_scenes(3000, 60, opt);
  expect_floors("synthetic 640x640 speckled tables seeds 3000-3059", e, kSpeckledFloors);
}

// Printed cloths (gingham, polka dots, rosettes of pip-sized dots): 60 scenes of 640 x 640, every
// table printed, never read for tuning (docs/accuracy.md "Printed cloths"). Measured 2026-12-05
// with R9's networks: 406 reports for 400 dice, 390 found, 389 read right (the networks before:
// 1146 reports, 386 found); with R11's second opinion for every candidate 402 reports, the same
// found and right.
TEST(DiceSynthReader, PrintedClothsMeetFloors) {
  sv::SceneOptions opt;
  opt.printed_table_share = 1.0;
  const sv::DiceEvaluation e = read_scenes(3200, 60, opt);
  expect_floors("synthetic 640x640 printed cloths seeds 3200-3259", e, kPrintedFloors);
}

// Faint peaks (DiceModels::faint): at most `most` of them are read, and only when the face network
// is sure enough. On printed cloths every dot of the print is a faint peak; with no sureness asked
// each read one is reported, so the cap is what bounds them.
TEST(DiceSynthReader, FaintPeaksAreReadAtMostMostAndOnlyWhenSure) {
  sv::SceneOptions opt;
  opt.printed_table_share = 1.0;
  const auto reported = [](const cv::Mat& image, sv::FaintPeaks faint) {
    sv::DiceReaderOptions options;
    options.faint = faint;
    return static_cast<int>(sv::DiceReader(options).read(image).dice.size());
  };
  int capped_away = 0;
  for (std::uint64_t seed = 3100; seed < 3106; ++seed) {
    const cv::Mat image = sv::render_dice_scene(seed, opt).image;
    const int none = reported(image, {0.01f, 0.f, 0});
    const int all = reported(image, {0.01f, 0.f, 1000});
    EXPECT_LE(reported(image, {0.01f, 0.f, 3}), none + 3) << seed;
    EXPECT_LE(reported(image, {0.01f, 0.99f, 1000}), all) << seed;
    EXPECT_GE(all, none) << seed;
    capped_away += all - none - 3;
  }
  EXPECT_GT(capped_away, 0);  // the cap bound somewhere: there were more faint peaks than 3
}

// The colour names under three lights, the 60 scenes of seeds 900000..900059 (310 opaque dice,
// the others unlabelled), with the white balance `calibrate board` stores from the anchor sheet's
// patches under that light (docs/accuracy.md "Colour names under a coloured light"; floors sit
// just under the figures measured on 2026-12-01).
namespace {

// The reader's options for a profile calibrated under `light`, read as `dice read --profile` does.
sv::DiceReaderOptions calibrated_under(const cv::Vec3d& light) {
  sv::DiceReaderOptions options;
  options.white_balance = scriptorium::test::white_balance_under(light);
  return options;
}

sv::DiceEvaluation read_colours(const cv::Vec3d& light, const sv::DiceReaderOptions& reader_options) {
  sv::SceneOptions opt;
  opt.light_bgr = light;
  const sv::DiceEvaluation e = read_scenes(900000, 60, opt, reader_options);
  std::printf("[metrics] colours light %.2f,%.2f,%.2f%s: %d of %d named right (%.4f)\n", light[0], light[1],
              light[2], reader_options.white_balance == cv::Vec3f(1.f, 1.f, 1.f) ? "" : " balanced",
              e.colors_right, e.colors_labelled, or_nan(e.color_accuracy()));
  return e;
}

}  // namespace

// Measured 2026-12-01: 287 of 310 (0.9258; 281 before the exposure gain and the faint-hue rule);
// the mistakes are mostly ivory named white.
TEST(DiceSynthReader, WhiteLightNamesTheColours) {
  const sv::DiceEvaluation e = read_colours({1, 1, 1}, {});
  ASSERT_GT(e.colors_labelled, 300);
  EXPECT_GE(e.color_accuracy(), 0.92);
}

// Measured 2026-12-01: warm 203 -> 280 of 310 (0.6548 -> 0.9032), cool 187 -> 276 (0.6032 ->
// 0.8903): without the balance white and gray dice turn orange under the lamp, blue in daylight.
TEST(DiceSynthReader, AProfilesWhiteBalanceNamesTheColoursUnderAColouredLight) {
  for (const cv::Vec3d& light : {kWarmLamp, kCoolLight}) {
    const double as_seen = read_colours(light, {}).color_accuracy().value();
    const double balanced = read_colours(light, calibrated_under(light)).color_accuracy().value();
    EXPECT_GE(balanced, 0.88) << light;
    EXPECT_GE(balanced - as_seen, 0.2) << light;
  }
}

// Discordia's three dice, blue, red and yellow, under three lights and no profile (docs/accuracy.md
// "Discordia's three dice: one of each colour"): rolls read with every die named its own colour,
// by naming each die alone and by giving the three the three colours.
namespace {

struct DiscordiaRolls {
  int rolls = 0;
  int named = 0;     // three dice found, each named its colour by color_name
  int assigned = 0;  // the same after assign_known_colors
};

// Whether `obs` holds exactly the dice of `scene`, each (matched as dice eval matches) named as
// labelled.
bool colours_right(const sv::SyntheticScene& scene, const sv::DiceObservation& obs) {
  sv::DiceEvaluation e;
  sv::score_observation(scene.dice, obs, e);
  const int dice = static_cast<int>(scene.dice.size());
  return e.detections == dice && e.matched == dice && e.colors_right == dice;
}

DiscordiaRolls read_discordia_rolls(std::uint64_t first_seed, int count, const cv::Vec3d& light) {
  sv::SceneOptions opt;
  opt.palettes = {4, 3, 6};  // blue, red, yellow
  opt.min_dice = opt.max_dice = 3;
  opt.light_bgr = light;
  sv::DiceReader reader;
  DiscordiaRolls out;
  for (int i = 0; i < count; ++i) {
    const sv::SyntheticScene scene = sv::render_dice_scene(first_seed + static_cast<std::uint64_t>(i), opt);
    sv::DiceObservation obs = reader.read(scene.image);
    ++out.rolls;
    out.named += colours_right(scene, obs);
    sv::assign_known_colors(obs.dice, {"blue", "red", "yellow"});
    out.assigned += colours_right(scene, obs);
  }
  std::printf("[metrics] discordia rolls light %.2f,%.2f,%.2f seeds %llu..: named %d, assigned %d of %d\n",
              light[0], light[1], light[2], static_cast<unsigned long long>(first_seed), out.named,
              out.assigned, out.rolls);
  return out;
}

}  // namespace

// Measured 2026-12-01 (seeds 930000..930059): named alone 60 / 34 / 33 of 60 rolls under white
// light, the warm lamp and the cool light; assigned 60 / 60 / 60.
TEST(DiceSynthReader, DiscordiasThreeDiceGetTheirThreeColours) {
  for (const cv::Vec3d& light : {cv::Vec3d(1, 1, 1), kWarmLamp, kCoolLight}) {
    const DiscordiaRolls r = read_discordia_rolls(930000, 60, light);
    EXPECT_GE(r.assigned, 59) << light;
    EXPECT_GE(r.assigned, r.named) << light;
  }
}
