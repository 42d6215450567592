#include "companion/cli/profiles.hpp"

#include <filesystem>
#include <optional>

#include "calibration/profile_file.hpp"
#include "companion/store/profile_store.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"

namespace scriptorium::cli {

namespace {

void check_name(const std::string& name) {
  if (!store::valid_profile_name(name)) {
    throw CliError(kBadInput,
                   "invalid profile name \"" + name +
                       "\" (letters, digits, - _ . up to 64; a path needs a '/' or a .json ending)",
                   "", "--profile");
  }
}

std::optional<nlohmann::json> find_profile(const GlobalOptions& options, const std::string& name_or_path) {
  if (is_profile_file(name_or_path)) {
    std::error_code ec;
    if (!std::filesystem::exists(name_or_path, ec)) return std::nullopt;
    try {
      return calibration::read_existing_profile(name_or_path);
    } catch (const calibration::ProfileError& e) {
      throw CliError(kBadInput, e.what(), e.file());
    }
  }
  check_name(name_or_path);
  try {
    return open_profiles(options, store::Access::read)->load(name_or_path);
  } catch (const store::StoreError& e) {
    throw CliError(kFailure, e.what());
  }
}

}  // namespace

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

bool is_profile_file(const std::string& name_or_path) {
  return name_or_path.find('/') != std::string::npos ||
         (name_or_path.size() > 5 && name_or_path.compare(name_or_path.size() - 5, 5, ".json") == 0);
}

std::string profile_location(const GlobalOptions& options, const std::string& name_or_path) {
  return is_profile_file(name_or_path) ? name_or_path : name_or_path + " in " + database_path(options);
}

nlohmann::json load_profile(const GlobalOptions& options, const std::string& name_or_path) {
  return find_profile(options, name_or_path).value_or(nlohmann::json::object());
}

nlohmann::json load_existing_profile(const GlobalOptions& options, const std::string& name_or_path,
                                     const std::string& where) {
  auto profile = find_profile(options, name_or_path);
  if (!profile) {
    throw CliError(kBadInput, "no profile " + profile_location(options, name_or_path) + " (see `scriptorium profile list`)",
                   "", where);
  }
  return std::move(*profile);
}

void save_profile(const GlobalOptions& options, const std::string& name_or_path, const nlohmann::json& profile) {
  if (is_profile_file(name_or_path)) {
    try {
      calibration::save_profile_file(name_or_path, profile);
    } catch (const calibration::ProfileError& e) {
      throw CliError(kFailure, e.what(), e.file());
    }
    return;
  }
  check_name(name_or_path);
  try {
    open_profiles(options)->save(name_or_path, profile);
  } catch (const store::StoreError& e) {
    throw CliError(kFailure, e.what());
  }
}

}  // namespace scriptorium::cli
