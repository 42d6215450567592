#include "companion/profiles/profile_lookup.hpp"

#include <filesystem>

#include "calibration/profile_file.hpp"
#include "companion/store/profile_store.hpp"

namespace scriptorium::profiles {

bool is_profile_file(const std::string& name_or_path) {
  return name_or_path.find('/') != std::string::npos ||
         (name_or_path.size() > 5 && name_or_path.compare(name_or_path.size() - 5, 5, ".json") == 0);
}

std::string profile_location(const std::string& database, const std::string& name_or_path) {
  return is_profile_file(name_or_path) ? name_or_path : name_or_path + " in " + database;
}

void check_profile_name(const std::string& name, const std::string& where) {
  if (!store::valid_profile_name(name)) {
    throw BadProfile("invalid profile name \"" + name +
                         "\" (letters, digits, - _ . up to 64; a path needs a '/' or a .json ending)",
                     "", where);
  }
}

std::optional<nlohmann::json> find_profile(const std::string& database, const std::string& name_or_path) {
  if (is_profile_file(name_or_path)) {
    std::error_code ec;
    if (!std::filesystem::exists(name_or_path, ec)) return std::nullopt;
    try {
      return calibration::read_existing_profile(name_or_path);
    } catch (const calibration::ProfileError& e) {
      throw BadProfile(e.what(), e.file());
    }
  }
  check_profile_name(name_or_path);
  return store::open_profile_store(database, store::Access::read)->load(name_or_path);
}

nlohmann::json load_existing_profile(const std::string& database, const std::string& name_or_path,
                                     const std::string& where) {
  auto profile = find_profile(database, name_or_path);
  if (!profile) {
    throw BadProfile(
        "no profile " + profile_location(database, name_or_path) + " (see `scriptorium profile list`)", "",
        where);
  }
  return std::move(*profile);
}

void save_profile(const std::string& database, const std::string& name_or_path,
                  const nlohmann::json& profile) {
  if (is_profile_file(name_or_path)) {
    calibration::save_profile_file(name_or_path, profile);
    return;
  }
  check_profile_name(name_or_path);
  store::open_profile_store(database)->save(name_or_path, profile);
}

}  // namespace scriptorium::profiles
