#include "companion/cli/profile_check.hpp"

#include "calibration/board_registration.hpp"
#include "companion/cli/bare_table_profile.hpp"
#include "companion/cli/context.hpp"
#include "companion/cli/taught_dice.hpp"
#include "engine/core/json_input.hpp"
#ifdef SCRIPTORIUM_WITH_LAYOUT
#include "vision/layout/appearance_model.hpp"
#include "vision/layout/city_appearance.hpp"
#endif

namespace scriptorium::cli {

std::optional<calibration::CameraProfile> stored_camera(const nlohmann::json& profile,
                                                        const std::string& location) {
  if (!profile.contains("camera")) return std::nullopt;  // no intrinsics yet: frames used as they are
  try {
    return calibration::CameraProfile::from_json(core::JsonCursor(profile.at("camera"), "/camera"));
  } catch (const core::InputError& e) {
    throw CliError(kBadInput, e.what(), location, e.where());
  }
}

cv::Vec3f stored_white_balance(const nlohmann::json& profile, const std::string& location) {
  if (!profile.contains("colors")) return {1.f, 1.f, 1.f};  // not calibrated: colours as the camera sees them
  try {
    return calibration::white_balance_gains(core::JsonCursor(profile.at("colors"), "/colors"));
  } catch (const core::InputError& e) {
    throw CliError(kBadInput, e.what(), location, e.where());
  }
}

void validate_profile(const nlohmann::json& profile, const std::string& file) {
  if (!profile.is_object()) throw CliError(kBadInput, "a profile must be a JSON object", file);
  (void)stored_camera(profile, file);
  for (const char* key : {"boards", "colors", "layouts", "dice_sets"}) {
    if (const auto it = profile.find(key); it != profile.end() && !it->is_object()) {
      throw CliError(kBadInput, std::string(key) + " must be an object", file, std::string("/") + key);
    }
  }
  (void)stored_white_balance(profile, file);  // else refused only when a die or a face is read with it
  if (const auto sets = profile.find("dice_sets"); sets != profile.end()) {
    for (const auto& [set, faces] : sets->items()) {
      if (!vision::valid_label(set)) throw CliError(kBadInput, "invalid dice set name \"" + set + "\"", file, "/dice_sets");
      (void)taught_set_from_profile(profile, set, file);
    }
  }
  (void)sets_taught_as_seen(profile, file);
  (void)stored_bare_table(profile, file);
#ifdef SCRIPTORIUM_WITH_LAYOUT
  if (const auto layouts = profile.find("layouts"); layouts != profile.end()) {
    for (const auto& [board, taught] : layouts->items()) {
      try {  // from_json names the problem; JSON type errors are caught too
        if (board == "era-domain") {
          (void)vision::layout::AppearanceModel::from_json(taught);
        } else if (board == "discordia-city") {
          (void)vision::layout::CityAppearance::from_json(taught);
        } else {
          throw CliError(kBadInput, "no such board \"" + board + "\" (era-domain, discordia-city)", file, "/layouts");
        }
      } catch (const CliError&) {
        throw;
      } catch (const std::exception& e) {
        throw CliError(kBadInput, e.what(), file, "/layouts/" + board);
      }
    }
  }
#endif
}

}  // namespace scriptorium::cli
