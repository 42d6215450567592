// Profiles on disk: one JSON file per profile (camera intrinsics, registered boards, colour
// references) under the user's data folder, `$XDG_DATA_HOME/scriptorium/profiles/NAME.json`
// (else `~/.local/share/scriptorium/profiles/`). A name with a '/' or ending in `.json` is a path.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace scriptorium::calibration {

class ProfileError : public std::runtime_error {
 public:
  ProfileError(const std::string& what, std::string file) : std::runtime_error(what), file_(std::move(file)) {}
  const std::string& file() const noexcept { return file_; }

 private:
  std::string file_;
};

// The profiles folder ($XDG_DATA_HOME or ~/.local/share, then scriptorium/profiles).
std::string profiles_dir();

// Where profile `name_or_path` lives.
std::string profile_path(const std::string& name_or_path);

// The profile's JSON object; `{}` (an empty profile) when the file does not exist yet.
// A file that is not a JSON object throws ProfileError.
nlohmann::json load_profile_file(const std::string& path);

// Like load_profile_file but the file must exist.
nlohmann::json read_existing_profile(const std::string& path);

// Writes the profile (creating folders), replacing the file atomically.
void save_profile_file(const std::string& path, const nlohmann::json& profile);

// Names of the profiles in profiles_dir(), sorted.
std::vector<std::string> list_profiles();

}  // namespace scriptorium::calibration
