#include "companion/profiles/table_setup.hpp"

#include "calibration/board_registration.hpp"
#include "companion/profiles/profile_lookup.hpp"
#include "engine/core/base64.hpp"
#include "engine/core/json_input.hpp"
#include "vision/image/encode_image.hpp"
#include "vision/image/load_image.hpp"

namespace scriptorium::profiles {

namespace {

constexpr const char* kBareTableKey = "bare_table";

// We store the photo at BareTable's compared side (320); anything much larger was not written by us.
const vision::ImageLimits kStoredBareTableLimits{4u << 20, 4 * vision::BareTableOptions{}.side};

}  // namespace

std::optional<calibration::CameraProfile> stored_camera(const nlohmann::json& profile,
                                                        const std::string& location) {
  if (!profile.contains("camera")) return std::nullopt;  // no intrinsics yet: frames used as they are
  try {
    return calibration::CameraProfile::from_json(core::JsonCursor(profile.at("camera"), "/camera"));
  } catch (const core::InputError& e) {
    throw BadProfile(e.what(), location, e.where());
  }
}

cv::Vec3f stored_white_balance(const nlohmann::json& profile, const std::string& location) {
  if (!profile.contains("colors")) return {1.f, 1.f, 1.f};  // not calibrated: colours as the camera sees them
  try {
    return calibration::white_balance_gains(core::JsonCursor(profile.at("colors"), "/colors"));
  } catch (const core::InputError& e) {
    throw BadProfile(e.what(), location, e.where());
  }
}

void store_bare_table(nlohmann::json& profile, const vision::BareTable& bare) {
  profile[kBareTableKey] = core::base64_encode(vision::encode_png(bare.compared()));
}

bool forget_bare_table(nlohmann::json& profile) { return profile.erase(kBareTableKey) > 0; }

std::optional<cv::Mat> stored_bare_table(const nlohmann::json& profile, const std::string& location) {
  const auto it = profile.find(kBareTableKey);
  if (it == profile.end()) return std::nullopt;
  const std::string where = std::string("/") + kBareTableKey;
  const auto bytes = it->is_string() ? core::base64_decode(it->get_ref<const std::string&>()) : std::nullopt;
  if (!bytes) throw BadProfile("the bare table must be a base64 PNG", location, where);
  try {
    return vision::decode_image(*bytes, kStoredBareTableLimits);
  } catch (const vision::ImageError& e) {
    throw BadProfile(std::string("bad bare table: ") + e.what(), location, where);
  }
}

TableSetup table_setup(const nlohmann::json& profile, const std::string& location) {
  return {stored_camera(profile, location), stored_white_balance(profile, location),
          stored_bare_table(profile, location).value_or(cv::Mat())};
}

}  // namespace scriptorium::profiles
