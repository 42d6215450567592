// Finding a profile named on a command line, and saving it back: a NAME lives in the session
// database, beside the sessions; a PATH, with a '/' or ending in .json, is a JSON file, to carry a
// profile elsewhere or keep it beside a project.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

namespace scriptorium::profiles {

// A profile that cannot be used as given: no such profile, an invalid name, a file that is not a
// JSON object, or a part that is not valid. `location` is the file or "NAME in DATABASE" (may be
// empty), `where` the JSON pointer of the bad part or the option that named the profile.
class BadProfile : public std::runtime_error {
 public:
  BadProfile(const std::string& what, std::string location, std::string where = "")
      : std::runtime_error(what), location_(std::move(location)), where_(std::move(where)) {}
  const std::string& location() const noexcept { return location_; }
  const std::string& where() const noexcept { return where_; }

 private:
  std::string location_;
  std::string where_;
};

// True when `name_or_path` names a JSON file rather than a profile in the database.
bool is_profile_file(const std::string& name_or_path);

// Where the profile is, for messages: the file, or "NAME in DATABASE".
std::string profile_location(const std::string& database, const std::string& name_or_path);

// BadProfile (at `where`) unless `name` is a valid profile name.
void check_profile_name(const std::string& name, const std::string& where = "--profile");

// The profile, nullopt when there is none. BadProfile for an invalid name or a file that is no
// profile; store::StoreError when the database cannot be read (a database not yet there has no
// profiles, and is not created).
std::optional<nlohmann::json> find_profile(const std::string& database, const std::string& name_or_path);

// The profile; BadProfile at `where` (the argument that named it) when there is none.
nlohmann::json load_existing_profile(const std::string& database, const std::string& name_or_path,
                                     const std::string& where = "--profile");

// Creates or replaces the profile atomically (one transaction, or a renamed temporary file).
// BadProfile for an invalid name; calibration::ProfileError or store::StoreError when it cannot be
// written.
void save_profile(const std::string& database, const std::string& name_or_path,
                  const nlohmann::json& profile);

}  // namespace scriptorium::profiles
