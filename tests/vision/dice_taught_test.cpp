// Custom icon dice taught from at most three photos per face. Issue 6 asks >= 0.99 on synthetic
// scenes; the floors hold the value accuracy to that and the rest just under what was measured
// (docs/accuracy.md). Through the library and through `dice teach` / `dice read --set`.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <utility>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "tests/support/lamp_profile.hpp"
#include "tests/support/run_command.hpp"
#include "tests/vision/print_metrics.hpp"
#include "tests/vision/taught_icons.hpp"
#include "vision/dice/dice_evaluation.hpp"
#include "vision/dice/taught_set.hpp"
#include "vision/dice/up_face.hpp"
#include "vision/synth/dice_scene.hpp"

namespace sv = scriptorium::vision;
using scriptorium::test::or_nan;
using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

// Floors: just under the lower of the two palettes measured on 2026-11-26 (docs/accuracy.md).
constexpr scriptorium::test::Floors kTaughtFloors{0.99, 0.985, 0.99, 0.995};
// Four sets read at once: just under the lowest of the four palettes measured on 2026-11-26; the
// value floor under the blue dice's 0.968 since the set's colour is measured on the whole face
// (2026-12-02, one die fewer than the 0.979 before; docs/accuracy.md).
constexpr scriptorium::test::Floors kFourSetsFloors{0.985, 0.985, 0.965, 0.985};

using scriptorium::test::expect_floors;
using scriptorium::test::icon_labels;
using scriptorium::test::icon_scenes;
using scriptorium::test::icon_set_name;
using scriptorium::test::kCoolLight;
using scriptorium::test::kTaughtTestSeed;
using scriptorium::test::kWarmLamp;
using scriptorium::test::kWhiteLight;
using scriptorium::test::teach_icon_sets;
using scriptorium::test::teach_icons;
using scriptorium::test::teaching_photo;

TEST(DiceTaughtIcons, ThreePhotosPerFaceReadMixedScenes) {
  for (int palette : {6, 0}) {  // yellow dice with dark icons; white dice with dark icons
    sv::TaughtDiceReader reader(teach_icons(palette, 3));
    sv::DiceEvaluation e;
    for (std::uint64_t seed = kTaughtTestSeed; seed < kTaughtTestSeed + 20; ++seed) {
      const auto scene = sv::render_dice_scene(seed, icon_scenes(palette));
      sv::score_observation(scene.dice, reader.read(scene.image), e);
    }
    expect_floors("taught icons palette " + std::to_string(palette) + " seeds 6000-6019", e, kTaughtFloors);
  }
}

// The up face is found around each detected die, where the die truly lies (the detector's centre
// is off by up to a quarter of the size), touching dice and tilted views included.
TEST(DiceUpFace, FoundWhereTheDieLies) {
  sv::DiceDetector detector = sv::taught_dice_detector();
  int dice = 0, found = 0, placed = 0;
  for (int palette : {6, 0}) {
    for (std::uint64_t seed = 6200; seed < 6210; ++seed) {
      const auto scene = sv::render_dice_scene(seed, icon_scenes(palette));
      for (const auto& c : detector.detect(scene.image, 0.3f)) {
        const auto truth = std::find_if(scene.dice.begin(), scene.dice.end(), [&](const sv::LabelledDie& d) {
          return cv::norm(d.center - c.center) < 0.5 * std::max(d.box.width, d.box.height);
        });
        if (truth == scene.dice.end()) continue;
        ++dice;
        const auto face = sv::find_up_face(scene.image, c.center, c.size);
        if (!face) continue;
        ++found;
        const double side = std::max(truth->box.width, truth->box.height);
        placed += cv::norm(face->center - truth->center) < 0.12 * side;
      }
    }
  }
  ASSERT_GT(dice, 100);
  std::printf("[metrics] up face: dice %d found %d well placed %d\n", dice, found, placed);
  // Measured 2026-11-24: 159 of 196 found (the rest fall back to the detector's box), 151 of
  // them within 0.12 of a side of the true centre.
  EXPECT_GE(found, 0.78 * dice);
  EXPECT_GE(placed, 0.92 * found);
}

// A plain table patch has no face to find; a die the colour of the table neither.
TEST(DiceUpFace, NothingOnABareTable) {
  const cv::Mat table(200, 200, CV_8UC3, cv::Scalar(40, 120, 60));
  EXPECT_FALSE(sv::find_up_face(table, {100.f, 100.f}, 50.f).has_value());
  EXPECT_FALSE(sv::find_up_face(cv::Mat(), {0.f, 0.f}, 50.f).has_value());
}

TEST(DiceTaughtIcons, LabelsAreSafeFolderNames) {
  EXPECT_TRUE(sv::valid_label("Y1"));
  EXPECT_TRUE(sv::valid_label("quill"));
  EXPECT_TRUE(sv::valid_label("era-yellow"));
  EXPECT_FALSE(sv::valid_label(""));
  EXPECT_FALSE(sv::valid_label(".."));
  EXPECT_FALSE(sv::valid_label("a/b"));
  EXPECT_FALSE(sv::valid_label("a b"));
}

// Merged sets (ERA's four icon dice read together) keep each face's own set as its kind, and a
// label taught in two sets stays two faces.
TEST(DiceTaughtIcons, MergedSetsKeepEachFacesKind) {
  cv::Mat cross(sv::kSampleSide, sv::kSampleSide, CV_8UC3, cv::Scalar(40, 200, 230));
  cv::Mat ring = cross.clone();
  cv::line(cross, {16, 32}, {48, 32}, cv::Scalar(20, 20, 20), 7);
  cv::line(cross, {32, 16}, {32, 48}, cv::Scalar(20, 20, 20), 7);
  cv::circle(ring, {32, 32}, 14, cv::Scalar(20, 20, 20), 5);
  sv::TaughtSet yellow("era-yellow"), white("era-white");
  yellow.add("Y1", cross);
  yellow.add("quill", ring);
  white.add("C2", ring);
  white.add("quill", cross);
  sv::TaughtSet era("era");
  era.merge(yellow);
  era.merge(white);
  const auto m = era.match(ring);
  ASSERT_EQ(m.size(), 4u);
  // The ring was taught as era-yellow's quill and era-white's C2: those two lead, equally.
  EXPECT_NEAR(m[0].score, m[1].score, 1e-6);
  const std::set<std::pair<std::string, std::string>> best{{m[0].kind, m[0].label}, {m[1].kind, m[1].label}};
  EXPECT_EQ(best, (std::set<std::pair<std::string, std::string>>{{"era-yellow", "quill"}, {"era-white", "C2"}}));
  EXPECT_GT(m[1].score, m[2].score + 0.2);
}

namespace {

// A yellow sample with a dark icon ("hook", "bars" or "triangle") turned by `angle` degrees about a
// centre `offset` from the sample's.
cv::Mat icon_face(const std::string& icon, cv::Point2f offset, double angle) {
  cv::Mat m(sv::kSampleSide, sv::kSampleSide, CV_8UC3, cv::Scalar(40, 200, 230));
  const cv::Point2f c = cv::Point2f(32, 32) + offset;
  const cv::Mat turn = cv::getRotationMatrix2D(c, angle, 1.0);
  const auto at = [&](float x, float y) {
    const cv::Point2f p = c + cv::Point2f(x, y);
    return cv::Point(cv::saturate_cast<int>(turn.at<double>(0, 0) * p.x + turn.at<double>(0, 1) * p.y +
                                            turn.at<double>(0, 2)),
                     cv::saturate_cast<int>(turn.at<double>(1, 0) * p.x + turn.at<double>(1, 1) * p.y +
                                            turn.at<double>(1, 2)));
  };
  const cv::Scalar ink(20, 20, 20);
  if (icon == "hook") {  // an L with a dot: not symmetric, so a wrong turn scores low
    cv::line(m, at(-10, -12), at(-10, 10), ink, 5);
    cv::line(m, at(-10, 10), at(10, 10), ink, 5);
    cv::circle(m, at(6, -6), 4, ink, cv::FILLED);
  } else if (icon == "bars") {
    cv::line(m, at(-12, -6), at(12, -6), ink, 5);
    cv::line(m, at(-12, 6), at(12, 6), ink, 5);
  } else {  // triangle
    const std::vector<cv::Point> t{at(0, -13), at(12, 10), at(-12, 10)};
    cv::fillConvexPoly(m, t, ink);
  }
  return m;
}

}  // namespace

TEST(DiceTaughtIcons, FaceOffCentreAndTurnedStillMatches) {
  // The up face is found to within about a tenth of a side: a face read off-centre by that much,
  // and turned, must still match its taught sample clearly (faces are centred on their icons).
  sv::TaughtSet set("icons");
  for (const std::string icon : {"hook", "bars", "triangle"}) set.add(icon, icon_face(icon, {0, 0}, 0));
  for (const std::string icon : {"hook", "bars", "triangle"}) {
    const auto m = set.match(icon_face(icon, {6, -5}, 110), cv::Vec3b(40, 200, 230));
    ASSERT_EQ(m.size(), 3u);
    EXPECT_EQ(m[0].label, icon);
    EXPECT_GT(m[0].score, 0.85) << icon;
    EXPECT_GT(m[0].score - m[1].score, 0.2) << icon;
  }
}

TEST(DiceTaughtIcons, ScoresAreCorrelationsAtMostOne) {
  // A face read as it was taught correlates 1 with itself; every score, at every turn, zoom and
  // shift the search tries, is a normalised correlation and so at most 1 (float rounding aside).
  sv::TaughtSet set("icons");
  for (const std::string icon : {"hook", "bars", "triangle"}) set.add(icon, icon_face(icon, {0, 0}, 0));
  for (const std::string icon : {"hook", "bars", "triangle"}) {
    const auto same = set.match(icon_face(icon, {0, 0}, 0), cv::Vec3b(40, 200, 230));
    ASSERT_EQ(same.size(), 3u);
    EXPECT_EQ(same[0].label, icon);
    EXPECT_NEAR(same[0].score, 1.0, 1e-5) << icon;
    for (const double angle : {0.0, 35.0, 130.0, 250.0})
      for (const auto& m : set.match(icon_face(icon, {3, -2}, angle), cv::Vec3b(40, 200, 230)))
        EXPECT_LE(m.score, 1.0 + 1e-5) << icon << " at " << angle << " as " << m.label;
  }
}

TEST(DiceTaughtIcons, FaceTurnedAnyWayMatchesAlike) {
  // Only the first quarter's turns are warped; the others are compared against the taught face's
  // quarter turns, and the coarse search crosses quarters. A face at any angle must match as well.
  sv::TaughtSet set("icons");
  for (const std::string icon : {"hook", "bars", "triangle"}) set.add(icon, icon_face(icon, {0, 0}, 0));
  for (const double angle : {0.0, 45.0, 95.0, 175.0, 185.0, 265.0, 275.0, 355.0}) {
    const auto m = set.match(icon_face("hook", {0, 0}, angle), cv::Vec3b(40, 200, 230));
    ASSERT_EQ(m.size(), 3u);
    EXPECT_EQ(m[0].label, "hook") << angle;
    EXPECT_GT(m[0].score, 0.85) << angle;
    EXPECT_GT(m[0].score - m[1].score, 0.3) << angle;
  }
}

TEST(DiceTaughtIcons, BodyColourPicksTheDiesOwnSet) {
  // The same ring taught on a yellow die (era-yellow's quill) and on a white one (era-white's C2).
  const auto die = [](cv::Scalar body) {
    cv::Mat m(sv::kSampleSide, sv::kSampleSide, CV_8UC3, body);
    cv::circle(m, {32, 32}, 14, cv::Scalar(20, 20, 20), 5);
    return m;
  };
  const cv::Scalar yellow_body(40, 200, 230), white_body(235, 235, 235);
  sv::TaughtSet yellow("era-yellow"), white("era-white");
  yellow.add("quill", die(yellow_body));
  white.add("C2", die(white_body));
  sv::TaughtSet era("era");
  era.merge(yellow);
  era.merge(white);
  const auto on_white = era.match(die(white_body), cv::Vec3b(235, 235, 235));
  ASSERT_EQ(on_white.size(), 1u);
  EXPECT_EQ(on_white[0].kind, "era-white");
  EXPECT_EQ(on_white[0].label, "C2");
  // A yellow die under warmer light is still yellow.
  const auto on_yellow = era.match(die(yellow_body), cv::Vec3b(30, 190, 240));
  ASSERT_EQ(on_yellow.size(), 1u);
  EXPECT_EQ(on_yellow[0].kind, "era-yellow");
  // Without a colour, both compete (and tie).
  EXPECT_EQ(era.match(die(white_body)).size(), 2u);
}

TEST(DiceTaughtIcons, StrayPeakBesideADieIsNotReported) {
  // Tuning scene 7004: the detector also peaks at the photo's left edge, 20 px beside the die
  // there; that peak leads to no up face and matches poorly. Kept, it is a die that is not there.
  const auto scene = sv::render_dice_scene(scriptorium::test::kTaughtTuneSeed + 4, icon_scenes(6));
  const auto off_every_die = [&](const sv::DiceObservation& obs) {
    return std::count_if(obs.dice.begin(), obs.dice.end(), [&](const sv::DieReading& r) {
      return std::none_of(scene.dice.begin(), scene.dice.end(), [&](const sv::LabelledDie& d) {
        return cv::norm(d.center - r.center) <= 0.5 * std::max(d.box.width, d.box.height);
      });
    });
  };
  sv::TaughtReaderOptions keep_strays;
  keep_strays.stray_near = 0;
  const sv::TaughtSet set = teach_icons(6, 3);
  EXPECT_EQ(off_every_die(sv::TaughtDiceReader(set, keep_strays).read(scene.image)), 1);
  const auto obs = sv::TaughtDiceReader(set).read(scene.image);
  EXPECT_EQ(off_every_die(obs), 0);
  sv::DiceEvaluation e;
  sv::score_observation(scene.dice, obs, e);
  EXPECT_EQ(e.matched, static_cast<int>(scene.dice.size()));  // and no die lost
}

TEST(DiceTaughtIcons, FourSetsReadAtOnceKeepEachDiesSet) {
  // ERA's four icon dice differ by colour and share faces: here four palettes with the same six
  // icons, each taught as its own set, read at once; a die is right only with its own set's label.
  const std::vector<int> palettes{6, 4, 9, 0};  // yellow, blue, gray (light icons), white
  sv::TaughtDiceReader reader(teach_icon_sets(palettes));
  for (const int palette : palettes) {
    sv::DiceEvaluation e;
    for (std::uint64_t seed = kTaughtTestSeed; seed < kTaughtTestSeed + 10; ++seed) {
      auto scene = sv::render_dice_scene(seed, icon_scenes(palette));
      for (auto& d : scene.dice) d.kind = icon_set_name(palette);
      sv::score_observation(scene.dice, reader.read(scene.image), e);
    }
    expect_floors("four taught sets, palette " + std::to_string(palette) + " seeds 6000-6009", e,
                  kFourSetsFloors);
  }
}

// ERA's dice taught in daylight and read under a lamp: the die's colour picks its set, so without
// the profile's white balance under the lamp blue dice are taken for gray ones and white for yellow
// (docs/accuracy.md "Taught dice under another light"; floors just under the figures measured on
// the test seeds 6000..6019 on 2026-12-02).
struct LitReading {
  sv::DiceEvaluation balanced, as_seen;
};

LitReading read_four_sets_under(const sv::TaughtSet& sets, int palette, const cv::Vec3d& light) {
  sv::TaughtReaderOptions calibrated;
  calibrated.white_balance = scriptorium::test::white_balance_under(light);
  sv::TaughtDiceReader balanced(sets, calibrated), as_seen(sets);
  LitReading out;
  for (std::uint64_t seed = kTaughtTestSeed; seed < kTaughtTestSeed + 20; ++seed) {
    auto scene = sv::render_dice_scene(seed, icon_scenes(palette, light));
    for (auto& d : scene.dice) d.kind = icon_set_name(palette);
    sv::score_observation(scene.dice, balanced.read(scene.image), out.balanced);
    sv::score_observation(scene.dice, as_seen.read(scene.image), out.as_seen);
  }
  std::printf(
      "[metrics] four taught sets, palette %d, light %.2f,%.2f,%.2f: value %.4f balanced, %.4f as seen; "
      "colours %d of %d balanced, %d as seen\n",
      palette, light[0], light[1], light[2], or_nan(out.balanced.value_accuracy()),
      or_nan(out.as_seen.value_accuracy()), out.balanced.colors_right, out.balanced.colors_labelled,
      out.as_seen.colors_right);
  return out;
}

// Measured: warm lamp 1.000 / 0.978 / 0.955 / 1.000 balanced (yellow / blue / gray / white; as seen
// 1.000 / 0.129 / 0.966 / 0.119), cool light 1.000 / 0.983 / 0.989 / 1.000; colours named right
// 639 of 708 and 635 of 709 (as seen 287 and 317).
TEST(DiceTaughtIcons, SetsTaughtInDaylightReadUnderALamp) {
  const std::vector<int> palettes{6, 4, 9, 0};  // yellow, blue, gray (light icons), white
  const sv::TaughtSet sets = teach_icon_sets(palettes);
  for (const cv::Vec3d& light : {kWarmLamp, kCoolLight}) {
    int named = 0, labelled = 0, named_as_seen = 0;
    for (const int palette : palettes) {
      const LitReading r = read_four_sets_under(sets, palette, light);
      EXPECT_GE(r.balanced.value_accuracy(), 0.95) << palette << " " << light;
      // Under the lamp the blue dice are taken for gray ones and the white for yellow.
      if (light == kWarmLamp && (palette == 4 || palette == 0)) {
        EXPECT_GE(r.balanced.value_accuracy().value() - r.as_seen.value_accuracy().value(), 0.8) << palette;
      }
      named += r.balanced.colors_right;
      labelled += r.balanced.colors_labelled;
      named_as_seen += r.as_seen.colors_right;
    }
    EXPECT_GE(named, 0.89 * labelled) << light;
    EXPECT_GE(named - named_as_seen, 300) << light;
  }
}

// Taught under the lamp with the profile calibrated there, read in daylight: measured 1.000 /
// 0.972 / 0.983 / 1.000, as taught and read in daylight.
TEST(DiceTaughtIcons, SetsTaughtUnderALampReadInDaylight) {
  const std::vector<int> palettes{6, 4, 9, 0};
  const sv::TaughtSet sets =
      teach_icon_sets(palettes, kWarmLamp, scriptorium::test::white_balance_under(kWarmLamp));
  for (const int palette : palettes)
    EXPECT_GE(read_four_sets_under(sets, palette, kWhiteLight).balanced.value_accuracy(), 0.97) << palette;
}

// A set named after its dice's colour names them so: ERA's four sets read at once, each die given
// its set's colour rather than the one measured, which calls a gray die in a bright photo white
// (test seeds 6000..6009 on 2026-12-02: colours named right 345 -> 378 of 380, gray 61 -> 94 of
// 95; a die read in another set takes that set's colour; the values as with any other names).
TEST(DiceTaughtIcons, ASetNamedAfterAColourNamesItsDice) {
  EXPECT_EQ(sv::color_of_set("era-yellow"), "yellow");
  EXPECT_EQ(sv::color_of_set("my-Gray"), "gray");
  EXPECT_EQ(sv::color_of_set("era-grey"), std::nullopt);  // the contract's word is gray
  EXPECT_EQ(sv::color_of_set("feudum-progress"), std::nullopt);
  EXPECT_EQ(sv::color_of_set("white"), std::nullopt);  // a colour, but no game's set of it
  const std::vector<std::pair<int, std::string>> era{
      {6, "era-yellow"}, {4, "era-blue"}, {9, "era-gray"}, {0, "era-white"}};
  sv::TaughtSet sets("era");
  for (const auto& [palette, name] : era) sets.merge(teach_icons(palette, 3, name));
  sv::TaughtDiceReader reader(sets);
  for (const auto& [palette, name] : era) {
    sv::DiceEvaluation e;
    for (std::uint64_t seed = kTaughtTestSeed; seed < kTaughtTestSeed + 10; ++seed) {
      auto scene = sv::render_dice_scene(seed, icon_scenes(palette));
      for (auto& d : scene.dice) d.kind = name;
      sv::score_observation(scene.dice, reader.read(scene.image), e);
    }
    expect_floors(name + " among ERA's four sets, seeds 6000-6009", e, kFourSetsFloors);
    std::printf("[metrics] %s colours named right: %d of %d\n", name.c_str(), e.colors_right,
                e.colors_labelled);
    EXPECT_GE(e.colors_right, e.colors_labelled - 1) << name;
  }
}

TEST(DiceTaughtCli, TeachThenReadTheSet) {
  TempDir dir;
  const std::string cli = SCRIPTORIUM_CLI;
  const std::string profile = dir.file("profile.json");
  for (int face = 1; face <= 6; ++face) {
    std::string images;
    for (int k = 0; k < 2; ++k) {
      const std::string name = dir.file("teach_" + std::to_string(face) + "_" + std::to_string(k) + ".png");
      cv::imwrite(name, teaching_photo(face, k, 6).image);
      images += " " + quote(name);
    }
    const auto r = run_command(cli + " dice teach --set era-test --face " + icon_labels()[static_cast<std::size_t>(face - 1)] +
                               " --profile " + quote(profile) + images + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto doc = nlohmann::json::parse(r.out);
    EXPECT_GE(doc.at("taught").get<int>(), 2);
    EXPECT_TRUE(doc.at("white_balance").is_null());  // the profile holds no colour calibration
  }
  const auto scene = sv::render_dice_scene(6100, icon_scenes(6));
  cv::imwrite(dir.file("roll.png"), scene.image);
  const auto r = run_command(cli + " dice read --set era-test --profile " + quote(profile) + " " +
                             quote(dir.file("roll.png")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  // Every taught face has its samples in the profile; the read reports dice of the taught set
  // (how many are right is measured by ThreePhotosPerFaceReadMixedScenes).
  std::ifstream saved(profile);
  const auto faces = nlohmann::json::parse(saved).at("dice_sets").at("era-test");
  for (const auto& icon : icon_labels()) EXPECT_GE(faces.at(icon).size(), 2u) << icon;
  ASSERT_GE(doc.at("dice").size(), scene.dice.size() / 2);
  for (const auto& d : doc.at("dice")) EXPECT_EQ(d.at("kind"), "era-test");
}

// `--set era` reads every set taught for ERA (era-yellow, era-white, ...) at once.
TEST(DiceTaughtCli, EraSetReadsEveryTaughtEraSet) {
  TempDir dir;
  const std::string cli = SCRIPTORIUM_CLI;
  const std::string profile = dir.file("profile.json");
  const auto empty = run_command(cli + " dice read --set era --profile " + quote(profile) + " " + quote(dir.file("x.png")));
  EXPECT_EQ(empty.exit_code, 2);
  EXPECT_NE(empty.err.find("era-yellow"), std::string::npos) << empty.err;  // says how to teach them
  const struct {
    const char* set;
    const char* label;
    int face, palette;
  } taught[] = {{"era-yellow", "Y1", 1, 6}, {"era-white", "C4", 4, 0}};
  for (const auto& t : taught) {
    const std::string photo = dir.file(std::string(t.set) + ".png");
    cv::imwrite(photo, teaching_photo(t.face, 0, t.palette).image);
    const auto r = run_command(cli + " dice teach --set " + t.set + " --face " + t.label + " --profile " +
                               quote(profile) + " " + quote(photo));
    ASSERT_EQ(r.exit_code, 0) << r.err;
  }
  for (const auto& t : taught) {
    const auto photo = teaching_photo(t.face, 1, t.palette);  // another photo of the same face
    cv::imwrite(dir.file("roll.png"), photo.image);
    const auto r = run_command(cli + " dice read --set era --profile " + quote(profile) + " " +
                               quote(dir.file("roll.png")) + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto dice = nlohmann::json::parse(r.out).at("dice");
    ASSERT_EQ(dice.size(), photo.dice.size()) << t.set;
    for (const auto& d : dice) {
      EXPECT_EQ(d.at("kind"), t.set);
      EXPECT_EQ(d.value("value", nlohmann::json()), t.label) << d.dump();
    }
  }
}

// ERA's four colours taught in daylight (one photo of the same face each), white dice photographed
// under a warm lamp: as the camera sees them they are yellowish, and the yellow set competes; the
// profile calibrated under the lamp (`calibrate board` stores the anchor sheet's colours) brings
// them back to their own set.
TEST(DiceTaughtCli, ProfileCalibratedUnderTheLampReadsTheSetsTaughtInDaylight) {
  TempDir dir;
  const std::string cli = SCRIPTORIUM_CLI;
  const std::string profile = dir.file("profile.json");
  const struct {
    const char* set;
    const char* label;
    int palette;
  } taught[] = {
      {"era-yellow", "Y1", 6}, {"era-blue", "B1", 4}, {"era-gray", "N1", 9}, {"era-white", "C1", 0}};
  for (const auto& t : taught) {
    const std::string photo = dir.file(std::string(t.set) + ".png");
    cv::imwrite(photo, teaching_photo(1, 0, t.palette).image);
    const auto r = run_command(cli + " dice teach --set " + t.set + " --face " + t.label + " --profile " +
                               quote(profile) + " " + quote(photo));
    ASSERT_EQ(r.exit_code, 0) << r.err;
  }
  const auto lamp = teaching_photo(1, 2, 0, kWarmLamp);  // two white dice, C1 up
  ASSERT_EQ(lamp.dice.size(), 2u);
  cv::imwrite(dir.file("roll.png"), lamp.image);
  const auto white_c1 = [&] {
    const auto r = run_command(cli + " dice read --set era --profile " + quote(profile) + " " +
                               quote(dir.file("roll.png")) + " --json");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const nlohmann::json reading = nlohmann::json::parse(r.out);  // kept: the loop reads into it
    int n = 0;
    for (const auto& d : reading.at("dice"))
      n += d.at("kind") == "era-white" && d.value("value", nlohmann::json()) == "C1" &&
           d.at("color") == "white";
    return n;
  };
  EXPECT_EQ(white_c1(), 0);  // as the camera sees them: neither named white nor read surely
  nlohmann::json stored = nlohmann::json::parse(std::ifstream(profile));
  stored["colors"] = scriptorium::test::colours_calibrated_under(kWarmLamp);
  std::ofstream(profile) << stored.dump();
  EXPECT_EQ(white_c1(), 2);
  // Taught now, a face is stored balanced, and the command says by which gains.
  const auto again = run_command(cli + " dice teach --set era-white --face C1 --profile " + quote(profile) +
                                 " " + quote(dir.file("roll.png")) + " --json");
  ASSERT_EQ(again.exit_code, 0) << again.err;
  const nlohmann::json gains = nlohmann::json::parse(again.out).at("white_balance");
  ASSERT_EQ(gains.size(), 3u) << again.out;
  EXPECT_GT(gains[0].get<double>(), gains[2].get<double>());  // the lamp is weakest in blue
}

// A set taught while the profile has no white balance is noted as taught as the camera saw it; one
// taught with a white balance is not. `dice forget` removes a face, then the whole set with its
// note; an unknown face or a built-in set is bad input that leaves the profile as it was.
TEST(DiceTaughtCli, SetsTaughtAsSeenAreNotedAndForgotten) {
  TempDir dir;
  const std::string cli = SCRIPTORIUM_CLI;
  const std::string profile = dir.file("p.json"), photo = dir.file("y.png");
  cv::imwrite(photo, teaching_photo(1, 0, 6).image);
  const auto teach = [&](const std::string& set, const std::string& face) {
    return run_command(cli + " dice teach --set " + set + " --face " + face + " --profile " + quote(profile) +
                       " " + quote(photo));
  };
  const auto stored = [&] { return nlohmann::json::parse(std::ifstream(profile)); };
  ASSERT_EQ(teach("era-yellow", "Y1").exit_code, 0);
  ASSERT_EQ(teach("era-yellow", "Y2").exit_code, 0);
  EXPECT_EQ(stored().at("dice_sets_as_seen"), nlohmann::json::array({"era-yellow"}));
  nlohmann::json calibrated = stored();
  calibrated["colors"] = scriptorium::test::colours_calibrated_under(kWarmLamp);
  std::ofstream(profile) << calibrated.dump();
  ASSERT_EQ(teach("era-blue", "B1").exit_code, 0);
  EXPECT_EQ(stored().at("dice_sets_as_seen"), nlohmann::json::array({"era-yellow"}));  // taught balanced
  const std::string forget = cli + " dice forget --profile " + quote(profile) + " --set ";
  const std::string before = stored().dump();
  for (const std::string& bad : {forget + "era-yellow --face Y3", forget + "era-red", forget + "d6"}) {
    const auto r = run_command(bad);
    EXPECT_EQ(r.exit_code, 2) << bad;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_EQ(stored().dump(), before) << bad;
  }
  auto r = run_command(forget + "era-yellow --face Y1 --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("face"), "Y1");
  EXPECT_FALSE(stored().at("dice_sets").at("era-yellow").contains("Y1"));
  EXPECT_TRUE(stored().at("dice_sets").at("era-yellow").contains("Y2"));
  r = run_command(forget + "era-yellow");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_FALSE(stored().at("dice_sets").contains("era-yellow"));
  EXPECT_TRUE(stored().at("dice_sets").contains("era-blue"));
  EXPECT_EQ(stored().at("dice_sets_as_seen"), nlohmann::json::array());
}

TEST(DiceTaughtCli, UntaughtSetIsBadInput) {
  TempDir dir;
  const auto r = run_command(std::string(SCRIPTORIUM_CLI) + " dice read --set never-taught --profile " +
                             quote(dir.file("p.json")) + " " + quote(dir.file("x.png")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("never-taught"), std::string::npos);
}

// A profile whose white balance cannot be is bad input for teaching and for reading its sets, before
// any photo is read, and the profile is left as it was.
TEST(DiceTaughtCli, AProfileWithBrokenColoursIsBadInputAndStaysAsItWas) {
  TempDir dir;
  const std::string cli = SCRIPTORIUM_CLI;
  const std::string profile = dir.file("p.json"), photo = dir.file("y1.png");
  cv::imwrite(photo, teaching_photo(1, 0, 6).image);
  const std::string teach =
      " dice teach --set era-yellow --face Y1 --profile " + quote(profile) + " " + quote(photo);
  ASSERT_EQ(run_command(cli + teach).exit_code, 0);
  nlohmann::json stored = nlohmann::json::parse(std::ifstream(profile));
  stored["colors"] = {{"white_balance", {{"gains_bgr", {1, 1}}}}};
  const std::string broken = stored.dump();
  std::ofstream(profile) << broken;
  const std::string read = " dice read --set era-yellow --profile " + quote(profile) + " " + quote(photo);
  for (const std::string& command : {teach, read}) {
    const auto r = run_command(cli + command);
    EXPECT_EQ(r.exit_code, 2) << command;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find("p.json"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("/colors/white_balance/gains_bgr"), std::string::npos) << r.err;
  }
  std::ifstream in(profile);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), broken);
}
