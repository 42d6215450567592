// Discordia city reading on rendered City Maps (vision/synth/city_scene): the floors of issue 8
// on maps never used for tuning (seeds kCityTestSeed.., tuning used kCityTuneSeed..), and the
// hostile cases (a hand over the map, the map partly outside the photo, nothing taught).
// Expected values come from the renderer's ground truth.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <utility>

#include "engine/discordia/year_end.hpp"
#include "tests/layout/city_metrics.hpp"

namespace scriptorium::test {
namespace {

using vision::layout::CityAppearance;
using vision::layout::LayoutError;
using vision::layout::read_city_layout;

constexpr int kTestMaps = 100;
// Beyond the issue's floors: worker colours and die values, both 1.000 on 60 tuning maps
// (city_layout_eval 32000 60); the floors leave room for a harder draw of test maps.
constexpr double kColourFloor = 0.99;
constexpr double kDiceFloor = 0.98;

const CityAppearance& model() {
  static const CityAppearance m = taught_city_model();
  return m;
}

bool listed(const vision::layout::CityReading& r, const std::string& part) {
  return std::find(r.unknown_cells.begin(), r.unknown_cells.end(), part) != r.unknown_cells.end();
}

TEST(CityLayout, MeetsTheIssueFloorsOnMapsNotUsedForTuning) {
  long plots = 0, tiles = 0, spaces = 0, counts = 0, colours = 0, dice = 0, dice_right = 0, wrong = 0;
  int scarcity = 0, aqueduct = 0, symbols = 0;
  for (int i = 0; i < kTestMaps; ++i) {
    const auto scene = vision::render_city(kCityTestSeed + static_cast<std::uint64_t>(i));
    const auto reading = read_city_layout(scene.image, city_registration_of(scene), model());
    const CityScore s = score_city(scene.city, reading);
    plots += s.plots, tiles += s.tiles_right, spaces += s.spaces, counts += s.counts_right;
    colours += s.colours_right, dice += s.dice, dice_right += s.dice_right, wrong += s.confident_wrong;
    scarcity += s.scarcity_right, aqueduct += s.aqueduct_right, symbols += s.symbols_right;
  }
  const double tile_rate = static_cast<double>(tiles) / static_cast<double>(plots);
  const double count_rate = static_cast<double>(counts) / static_cast<double>(spaces);
  const double colour_rate = static_cast<double>(colours) / static_cast<double>(spaces);
  const double dice_rate = static_cast<double>(dice_right) / static_cast<double>(dice);
  const double scarcity_rate = static_cast<double>(scarcity) / kTestMaps;
  std::printf("[ city     ] %d maps: tiles %.4f, worker counts %.4f, worker colours %.4f, die values %.4f, "
              "aqueduct %.3f, symbols %.3f, scarcity %.3f, confident wrong parts %ld\n",
              kTestMaps, tile_rate, count_rate, colour_rate, dice_rate, aqueduct / double(kTestMaps),
              symbols / double(kTestMaps), scarcity_rate, wrong);
  EXPECT_GE(tile_rate, 0.99);
  EXPECT_GE(count_rate, 0.99);
  EXPECT_GE(scarcity_rate, 0.97);
  EXPECT_GE(colour_rate, kColourFloor);
  EXPECT_GE(dice_rate, kDiceFloor);
  EXPECT_EQ(wrong, 0);
}

// The reading is a city the engine accepts, and the scarcity of `discordia scarcity` follows.
TEST(CityLayout, ReadingIsACityTheEngineAccepts) {
  for (int i = 0; i < 5; ++i) {
    const auto scene = vision::render_city(kCityTestSeed + 200 + static_cast<std::uint64_t>(i));
    const auto doc = read_city_layout(scene.image, city_registration_of(scene), model()).to_json();
    const auto city = discordia::parse_city(core::JsonCursor(doc));
    EXPECT_EQ(city.plots.size(), doc["plots"].size());
    EXPECT_TRUE(doc["unknown_cells"].is_array());
    EXPECT_GE(doc["elapsed_ms"].get<double>(), 0.0);
    for (const auto& p : doc["plots"]) EXPECT_TRUE(p["confidence"] >= 0.0 && p["confidence"] <= 1.0);
  }
}

// A hand over the map: what it hides is unknown, still right, or given with low confidence.
TEST(CityLayout, HandOverTheMapGivesUnknownPartsNotConfidentWrongOnes) {
  vision::CitySceneOptions options;
  options.hand = true;
  int hidden = 0, flagged = 0;
  for (int i = 0; i < 20; ++i) {
    const auto scene = vision::render_city(kCityTestSeed + 500 + static_cast<std::uint64_t>(i), options);
    const auto reading = read_city_layout(scene.image, city_registration_of(scene), model());
    EXPECT_EQ(score_city(scene.city, reading).confident_wrong, 0) << "map " << i;
    for (const auto& part : scene.hidden_parts) ++hidden, flagged += listed(reading, part);
  }
  ASSERT_GT(hidden, 0) << "the renderer must hide some parts";
  std::printf("[ city     ] hand: %d hidden parts, %d of them reported unknown\n", hidden, flagged);
  EXPECT_GT(flagged, 0);
}

// Part of the map outside the photo: what is cut off is reported unknown, never read, and what
// is in view is right or given with low confidence (a white icon under a worker's shadow once
// read gray with confidence on tuning maps: a gray icon under a cube is now unsure).
TEST(CityLayout, PartsOutsideThePhotoAreUnknownAndNothingIsConfidentlyWrong) {
  vision::CitySceneOptions options;
  options.out_of_frame = 0.6;
  int outside = 0;
  for (int i = 0; i < 6; ++i) {
    const auto scene = vision::render_city(kCityTestSeed + 700 + static_cast<std::uint64_t>(i), options);
    const auto reading = read_city_layout(scene.image, city_registration_of(scene), model());
    EXPECT_EQ(score_city(scene.city, reading).confident_wrong, 0) << "map " << i;
    for (const auto& part : scene.outside_parts) {
      ++outside;
      // An absent expansion plot or tower slot off the photo has nothing to list when nothing lies there.
      const bool absent = (part == "/plots/6" && scene.city.plots.size() < 7) ||
                          (part.rfind("/military_towers/", 0) == 0 &&
                           std::stoul(part.substr(17)) >= scene.city.military_towers.size());
      EXPECT_TRUE(absent || listed(reading, part)) << "map " << i << " " << part;
    }
  }
  EXPECT_GT(outside, 0);
}

// The maps where a white icon under a white worker was read gray with confidence (tuning seeds,
// map pushed 0.35 or 0.6 out of the photo; docs/accuracy.md): now unsure, never confidently wrong.
TEST(CityLayout, GrayIconUnderAWhiteWorkerIsNotConfidentlyRead) {
  const std::pair<std::uint64_t, double> known[] = {{32737, 0.35}, {32774, 0.35}, {32712, 0.6}, {32774, 0.6}};
  for (const auto& [seed, out_of_frame] : known) {
    vision::CitySceneOptions options;
    options.out_of_frame = out_of_frame;
    const auto scene = vision::render_city(seed, options);
    const auto reading = read_city_layout(scene.image, city_registration_of(scene), model());
    EXPECT_EQ(score_city(scene.city, reading).confident_wrong, 0) << "map " << seed << " at " << out_of_frame;
  }
}

TEST(CityLayout, ReadingWithNothingTaughtIsAnError) {
  const auto scene = vision::render_city(kCityTestSeed);
  EXPECT_THROW(read_city_layout(scene.image, city_registration_of(scene), CityAppearance()), LayoutError);
}

TEST(CityLayout, AnEraRegistrationIsNotACityMap) {
  const auto scene = vision::render_city(kCityTestSeed);
  const auto era = calibration::register_from_corners(
      scene.corners, calibration::board_geometry(calibration::BoardKind::era_domain));
  EXPECT_THROW(read_city_layout(scene.image, era, model()), LayoutError);
}

TEST(CityLayout, TeachingRejectsACityTheMapCannotHold) {
  const auto scene = vision::render_city(kCityTestSeed);
  CityAppearance m;
  discordia::City too_many = scene.city;
  while (too_many.plots.size() < 8) too_many.plots.push_back({discordia::PlotKind::Field, std::nullopt});
  EXPECT_THROW(vision::layout::teach_city_layout(scene.image, city_registration_of(scene), too_many, m), LayoutError);
  discordia::City far_aqueduct = scene.city;
  far_aqueduct.aqueduct = 9;
  EXPECT_THROW(vision::layout::teach_city_layout(scene.image, city_registration_of(scene), far_aqueduct, m),
               LayoutError);
}

// The taught appearance survives the profile's JSON unchanged in effect.
TEST(CityLayout, TaughtModelRoundTripsThroughJson) {
  const CityAppearance copy = CityAppearance::from_json(model().to_json());
  const auto scene = vision::render_city(kCityTestSeed + 1);
  const auto a = read_city_layout(scene.image, city_registration_of(scene), model());
  const auto b = read_city_layout(scene.image, city_registration_of(scene), copy);
  EXPECT_EQ(discordia::to_json(a.city), discordia::to_json(b.city));
  EXPECT_EQ(a.unknown_cells, b.unknown_cells);
}

TEST(CityLayout, MalformedTaughtJsonIsRejected) {
  EXPECT_THROW(CityAppearance::from_json(nlohmann::json::array()), std::runtime_error);
  nlohmann::json doc = model().to_json();
  doc["spots"]["worker"]["exemplars"]["green"] = {{1, 2, 3, 4, 5, 6}};
  EXPECT_THROW(CityAppearance::from_json(doc), std::runtime_error);
  doc = model().to_json();
  doc["spots"]["icon"]["exemplars"]["red"].push_back({1, 2});
  EXPECT_THROW(CityAppearance::from_json(doc), std::runtime_error);
  doc = model().to_json();
  doc["spots"].erase("symbol");
  EXPECT_THROW(CityAppearance::from_json(doc), std::runtime_error);
}

// The renderer's truth is a city the engine accepts (every invariant of discordia-city.md).
TEST(CityScene, GroundTruthIsAValidCity) {
  for (int i = 0; i < 40; ++i) {
    const discordia::City c = vision::random_city(kCityTestSeed + static_cast<std::uint64_t>(i), i % 4 == 0);
    const nlohmann::json doc = discordia::to_json(c);
    EXPECT_NO_THROW(discordia::parse_city(core::JsonCursor(doc))) << doc.dump();
    EXPECT_GE(c.plots.size(), 6u);
    EXPECT_LE(c.plots.size(), 7u);
  }
}

TEST(CityScene, SameSeedSamePhoto) {
  const auto a = vision::render_city(kCityTestSeed + 3), b = vision::render_city(kCityTestSeed + 3);
  EXPECT_EQ(cv::norm(a.image, b.image, cv::NORM_INF), 0.0);
  EXPECT_EQ(a.image.size(), cv::Size(1280, 960));
}

}  // namespace
}  // namespace scriptorium::test
