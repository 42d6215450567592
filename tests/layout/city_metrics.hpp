// Scoring a city reading against the renderer's ground truth, and teaching a city appearance
// from rendered maps: shared by the city tests, the evaluation tool and the benchmark.
#pragma once

#include <cstdint>

#include "engine/discordia/city.hpp"
#include "vision/layout/city_appearance.hpp"
#include "vision/layout/city_layout_reader.hpp"
#include "vision/synth/city_scene.hpp"

namespace scriptorium::test {

// Seeds: teaching photos, tuning maps (looked at while developing the reader) and test maps
// (never looked at while tuning). Ranges do not overlap each other nor the ERA ones.
inline constexpr std::uint64_t kCityTeachSeed = 31000;
inline constexpr int kCityTeachPhotos = 10;
inline constexpr std::uint64_t kCityTuneSeed = 32000;
inline constexpr std::uint64_t kCityTestSeed = 36000;

struct CityScore {
  int plots = 0, tiles_right = 0;     // per plot position: plot kind and tile type (or none)
  int spaces = 0, counts_right = 0;   // per true work space: number of workers on it
  int colours_right = 0;              // ... and their colours
  int dice = 0, dice_right = 0;       // printed die values of tiles and towers
  bool aqueduct_right = false, symbols_right = false, towers_right = false;
  bool scarcity_right = false;        // every value of `discordia scarcity`
  int confident_wrong = 0;            // parts read wrong, not unknown, with confidence >= kConfidentPart
  int unknown_parts = 0;
};
inline constexpr double kConfidentPart = 0.5;

CityScore score_city(const discordia::City& truth, const vision::layout::CityReading& reading);

// Teaching photo i's city: the bare map, then maps with every kind of tile and worker, then games.
discordia::City teaching_city(int i);

// A model taught from kCityTeachPhotos rendered maps (their own seeds, camera and light).
vision::layout::CityAppearance taught_city_model(const vision::CitySceneOptions& options = {});

// The registration a user gives with --corners: the renderer's exact map corners.
calibration::BoardRegistration city_registration_of(const vision::CityScene& scene);

}  // namespace scriptorium::test
