// A profile from outside (`profile import`, a shared file) is untrusted: every part Scriptorium
// reads back later is checked at once, so a bad file is refused with its place instead of
// failing at the table.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "calibration/camera_profile.hpp"

namespace scriptorium::cli {

// Throws CliError(kBadInput) naming `file` and the JSON pointer of the first bad part: the
// camera, the white balance, the shape of boards/colors/layouts/dice_sets, every taught layout and
// face image, the list of sets taught as the camera saw them, the bare table.
void validate_profile(const nlohmann::json& profile, const std::string& file);

// The camera intrinsics of a profile loaded from `location`, if it holds them; CliError(kBadInput)
// naming `location` and the place when they are not valid.
std::optional<calibration::CameraProfile> stored_camera(const nlohmann::json& profile,
                                                        const std::string& location);

// The white balance of a profile loaded from `location` (calibrate board's, from the anchor
// sheet's white), {1, 1, 1} where it holds no colour calibration; CliError(kBadInput) naming
// `location` and the place when its gains are not valid.
cv::Vec3f stored_white_balance(const nlohmann::json& profile, const std::string& location);

}  // namespace scriptorium::cli
