// Profiles: what Scriptorium learns about one table (camera intrinsics, registered boards, colour
// references, taught dice, taught layouts), one JSON object per name. Callers see this interface
// only; the SQLite implementation keeps them in the session database (open_profile_store).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/store/access.hpp"

namespace scriptorium::store {

struct ProfileSummary {
  std::string name;
  std::string updated;  // ISO 8601 UTC of the last save
};

class ProfileStore {
 public:
  virtual ~ProfileStore() = default;
  // nullopt when there is no profile of that name.
  virtual std::optional<nlohmann::json> load(const std::string& name) = 0;
  // Creates or replaces the profile in one transaction. Throws StoreError for an invalid name or
  // a body that is not a JSON object.
  virtual void save(const std::string& name, const nlohmann::json& profile) = 0;
  // Sorted by name.
  virtual std::vector<ProfileSummary> list() = 0;
  // False when there was nothing to remove.
  virtual bool remove(const std::string& name) = 0;
};

// Names: 1 to 64 characters of letters, digits, '-', '_' and '.', not starting with '.'.
bool valid_profile_name(const std::string& name);

// Opens (creating and migrating as needed) the profiles of the SQLite database at `path`; for
// Access::read a missing file has no profiles and nothing is created.
std::unique_ptr<ProfileStore> open_profile_store(const std::string& path, Access access = Access::write);

}  // namespace scriptorium::store
