#include "companion/cli/profiles.hpp"

#include "calibration/profile_file.hpp"
#include "companion/profiles/profile_lookup.hpp"
#include "companion/store/profile_store.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"

namespace scriptorium::cli {

std::unique_ptr<store::ProfileStore> open_profiles(const GlobalOptions& options, store::Access access) {
  const std::string path = database_path(options);
  try {
    return store::open_profile_store(path, access);
  } catch (const store::StoreError& e) {
    throw CliError(kFailure, e.what());  // store messages name the database file
  }
}

std::string database_path(const GlobalOptions& options) {
  return options.db.empty() ? store::default_database_path() : options.db;
}

std::string profile_location(const GlobalOptions& options, const std::string& name_or_path) {
  return profiles::profile_location(database_path(options), name_or_path);
}

nlohmann::json load_profile(const GlobalOptions& options, const std::string& name_or_path) {
  return profiles::find_profile(database_path(options), name_or_path).value_or(nlohmann::json::object());
}

nlohmann::json load_existing_profile(const GlobalOptions& options, const std::string& name_or_path,
                                     const std::string& where) {
  return profiles::load_existing_profile(database_path(options), name_or_path, where);
}

void save_profile(const GlobalOptions& options, const std::string& name_or_path,
                  const nlohmann::json& profile) {
  try {
    profiles::save_profile(database_path(options), name_or_path, profile);
  } catch (const calibration::ProfileError& e) {
    throw CliError(kFailure, e.what(), e.file());
  } catch (const store::StoreError& e) {
    throw CliError(kFailure, e.what());  // store messages name the database file
  }
}

}  // namespace scriptorium::cli
