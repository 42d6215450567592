// A profile as a JSON file (a profile named by path, or one exported to carry elsewhere); named
// profiles live in the database (companion/store/profile_store.hpp).
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

// The profile's JSON object; `{}` (an empty profile) when the file does not exist yet.
// A file that is not a JSON object throws ProfileError.
nlohmann::json load_profile_file(const std::string& path);

// Like load_profile_file but the file must exist.
nlohmann::json read_existing_profile(const std::string& path);

// Writes the profile (creating folders), replacing the file atomically.
void save_profile_file(const std::string& path, const nlohmann::json& profile);

}  // namespace scriptorium::calibration
