// The colour calibration of a table profile made under a coloured light, as `calibrate board`
// stores it, for the tests that read dice under a lamp.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "calibration/anchors.hpp"
#include "calibration/board_registration.hpp"

namespace scriptorium::test {

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

}  // namespace scriptorium::test
