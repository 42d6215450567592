// The colour calibration of a table profile made under a coloured light, as `calibrate board`
// stores it, for the tests that read dice under a lamp.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "calibration/anchors.hpp"
#include "calibration/board_registration.hpp"
#include "engine/core/json_input.hpp"

namespace scriptorium::test {

// A warm lamp (blue and green weaker) and a cool daylight (red weaker), as gains on the photo's
// B, G, R (vision::SceneOptions::light_bgr).
inline const cv::Vec3d kWarmLamp{0.55, 0.8, 1.0};
inline const cv::Vec3d kCoolLight{1.0, 0.9, 0.7};

// A profile's "colors": the anchor sheet's printed patches as a camera sees them under `light`
// (gains on B, G, R; exposed so that white reads 0.9 of full scale), through
// calibration::colour_profile_json.
inline nlohmann::json colours_calibrated_under(const cv::Vec3d& light) {
  std::vector<cv::Scalar> patches;
  for (const auto& c : calibration::patch_colors()) {
    patches.emplace_back(0.9 * c.bgr[0] * light[0], 0.9 * c.bgr[1] * light[1], 0.9 * c.bgr[2] * light[2]);
  }
  return calibration::colour_profile_json(patches);
}

// The white balance a profile calibrated under `light` gives the dice readers (as `dice read
// --profile` reads it back).
inline cv::Vec3f white_balance_under(const cv::Vec3d& light) {
  return calibration::white_balance_gains(core::JsonCursor(colours_calibrated_under(light), "/colors"));
}

}  // namespace scriptorium::test
