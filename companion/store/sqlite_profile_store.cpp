// ProfileStore on SQLite, in the session database, opened with the session store's settings and
// schema (prepare_database).
#include <cctype>
#include <chrono>
#include <cstdio>
#include <ctime>

#include "companion/store/migrations.hpp"
#include "companion/store/profile_store.hpp"
#include "companion/store/sqlite.hpp"

namespace scriptorium::store {

namespace {

std::string now_utc_seconds() {
  const std::time_t seconds = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

class SqliteProfileStore final : public ProfileStore {
 public:
  SqliteProfileStore(const std::string& path, Access access) : db_(database_to_open(path, access)) {
    prepare_database(db_);
  }

  std::optional<nlohmann::json> load(const std::string& name) override {
    auto query = db_.prepare("SELECT body FROM profiles WHERE name = ?");
    query.bind(1, name);
    if (!query.step()) return std::nullopt;
    auto body = nlohmann::json::parse(query.column_text(0), nullptr, /*allow_exceptions=*/false);
    if (!body.is_object()) throw StoreError("profile \"" + name + "\" in " + db_.path() + " is damaged");
    return body;
  }

  void save(const std::string& name, const nlohmann::json& profile) override {
    if (!valid_profile_name(name)) throw StoreError("invalid profile name \"" + name + "\"");
    if (!profile.is_object()) throw StoreError("a profile must be a JSON object");
    Transaction tx(db_);
    db_.prepare(
           "INSERT INTO profiles(name, body, updated) VALUES (?1, ?2, ?3)"
           " ON CONFLICT(name) DO UPDATE SET body = excluded.body, updated = excluded.updated")
        .bind(1, name)
        .bind(2, profile.dump())
        .bind(3, now_utc_seconds())
        .run();
    tx.commit();
  }

  std::vector<ProfileSummary> list() override {
    std::vector<ProfileSummary> out;
    auto query = db_.prepare("SELECT name, updated FROM profiles ORDER BY name");
    while (query.step()) out.push_back({query.column_text(0), query.column_text(1)});
    return out;
  }

  bool remove(const std::string& name) override {
    Transaction tx(db_);
    auto exists = db_.prepare("SELECT 1 FROM profiles WHERE name = ?");
    exists.bind(1, name);
    const bool found = exists.step();
    exists.reset();
    if (found) db_.prepare("DELETE FROM profiles WHERE name = ?").bind(1, name).run();
    tx.commit();
    return found;
  }

 private:
  Database db_;
};

}  // namespace

bool valid_profile_name(const std::string& name) {
  if (name.empty() || name.size() > 64 || name.front() == '.') return false;
  for (const char c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') return false;
  }
  return true;
}

std::unique_ptr<ProfileStore> open_profile_store(const std::string& path, Access access) {
  return std::make_unique<SqliteProfileStore>(path, access);
}

}  // namespace scriptorium::store
