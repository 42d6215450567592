#include "calibration/profile_file.hpp"

#include <filesystem>
#include <fstream>
#include <system_error>

#include "engine/core/json_input.hpp"

namespace scriptorium::calibration {

namespace fs = std::filesystem;

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

}  // namespace scriptorium::calibration
