#include "companion/cli/profile_check.hpp"

#include "companion/cli/context.hpp"
#include "companion/profiles/table_setup.hpp"
#include "companion/profiles/taught_sets.hpp"
#ifdef SCRIPTORIUM_WITH_LAYOUT
#include "vision/layout/appearance_model.hpp"
#include "vision/layout/city_appearance.hpp"
#endif

namespace scriptorium::cli {

void validate_profile(const nlohmann::json& profile, const std::string& file) {
  if (!profile.is_object()) throw CliError(kBadInput, "a profile must be a JSON object", file);
  (void)profiles::stored_camera(profile, file);
  for (const char* key : {"boards", "colors", "layouts", "dice_sets"}) {
    if (const auto it = profile.find(key); it != profile.end() && !it->is_object()) {
      throw CliError(kBadInput, std::string(key) + " must be an object", file, std::string("/") + key);
    }
  }
  // Else refused only when a die or a face is read with it.
  (void)profiles::stored_white_balance(profile, file);
  if (const auto sets = profile.find("dice_sets"); sets != profile.end()) {
    for (const auto& [set, faces] : sets->items()) {
      if (!vision::valid_label(set)) throw CliError(kBadInput, "invalid dice set name \"" + set + "\"", file, "/dice_sets");
      (void)profiles::taught_set_from_profile(profile, set, file);
    }
  }
  (void)profiles::sets_taught_as_seen(profile, file);
  (void)profiles::stored_bare_table(profile, file);
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
