// The parts of a profile that set up reading dice on its table, for `watch`, `dice read`,
// `session roll --image` and the app's live table alike: the camera's intrinsics (frames are
// undistorted), the white balance measured from the anchor sheet (colours are named under white
// light) and the empty table's photo (`calibrate table`: the table's own pattern is not dice).
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "calibration/camera_profile.hpp"
#include "vision/dice/bare_table.hpp"

namespace scriptorium::profiles {

// Each reader throws BadProfile naming `location` (where the profile was loaded from) and the
// JSON pointer of the part when it is not valid.

// The camera intrinsics, if the profile holds them.
std::optional<calibration::CameraProfile> stored_camera(const nlohmann::json& profile,
                                                        const std::string& location);

// The white balance (calibrate board's, from the anchor sheet's white); {1, 1, 1} where the profile
// holds no colour calibration.
cv::Vec3f stored_white_balance(const nlohmann::json& profile, const std::string& location);

// The bare table, kept as BareTable compares it (grey, shrunk), a base64 PNG under "bare_table".
// The stored photo (8-bit), nullopt when the profile holds none.
std::optional<cv::Mat> stored_bare_table(const nlohmann::json& profile, const std::string& location);
// Stores (or replaces) it.
void store_bare_table(nlohmann::json& profile, const vision::BareTable& bare);
// False when the profile held none.
bool forget_bare_table(nlohmann::json& profile);

struct TableSetup {
  std::optional<calibration::CameraProfile> camera;  // none: frames are read as they are
  cv::Vec3f white_balance{1.f, 1.f, 1.f};
  cv::Mat bare_table;  // empty: none kept
};

// All three at once.
TableSetup table_setup(const nlohmann::json& profile, const std::string& location);

}  // namespace scriptorium::profiles
