#include "calibration/profile_store.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "engine/core/json_input.hpp"

namespace scriptorium::calibration {

namespace fs = std::filesystem;

std::string profiles_dir() {
  const char* xdg = std::getenv("XDG_DATA_HOME");
  fs::path base;
  if (xdg != nullptr && *xdg == '/') {
    base = xdg;
  } else {
    const char* home = std::getenv("HOME");
    base = fs::path(home != nullptr && *home != '\0' ? home : ".") / ".local" / "share";
  }
  return (base / "scriptorium" / "profiles").string();
}

std::string profile_path(const std::string& name_or_path) {
  if (name_or_path.empty()) throw ProfileError("empty profile name", "");
  const bool is_path = name_or_path.find('/') != std::string::npos ||
                       (name_or_path.size() > 5 && name_or_path.substr(name_or_path.size() - 5) == ".json");
  if (is_path) return name_or_path;
  if (name_or_path == "." || name_or_path == "..") throw ProfileError("invalid profile name", name_or_path);
  return (fs::path(profiles_dir()) / (name_or_path + ".json")).string();
}

nlohmann::json load_profile_file(const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return nlohmann::json::object();
  return read_existing_profile(path);
}

nlohmann::json read_existing_profile(const std::string& path) {
  nlohmann::json doc;
  try {
    doc = core::load_json_file(path);
  } catch (const core::InputError& e) {
    throw ProfileError(std::string("cannot read profile: ") + e.what() + (e.where().empty() ? "" : " at " + e.where()), path);
  }
  if (!doc.is_object()) throw ProfileError("a profile must be a JSON object", path);
  return doc;
}

void save_profile_file(const std::string& path, const nlohmann::json& profile) {
  std::error_code ec;
  const fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  if (ec) throw ProfileError("cannot create folder " + target.parent_path().string() + ": " + ec.message(), path);
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp, std::ios::trunc);
    out << profile.dump(2) << '\n';
    out.flush();
    if (!out) throw ProfileError("cannot write profile", path);
  }
  fs::rename(temp, target, ec);
  if (ec) throw ProfileError("cannot write profile: " + ec.message(), path);
}

std::vector<std::string> list_profiles() {
  std::vector<std::string> names;
  std::error_code ec;
  for (fs::directory_iterator it(profiles_dir(), ec), end; !ec && it != end; it.increment(ec)) {
    if (it->path().extension() == ".json") names.push_back(it->path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace scriptorium::calibration
