// Profiles in the SQLite store: saved, replaced, listed and removed by name, kept across
// reopening, and refused when the name or the body is not acceptable.
#include "companion/store/profile_store.hpp"

#include <gtest/gtest.h>

#include "companion/store/migrations.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"
#include "tests/support/run_command.hpp"

namespace st = scriptorium::store;
using scriptorium::test::TempDir;

TEST(ProfileStore, SaveLoadReplaceListRemove) {
  TempDir dir;
  const std::string db = dir.file("s.db");
  auto profiles = st::open_profile_store(db);
  EXPECT_FALSE(profiles->load("table").has_value());
  profiles->save("table", {{"camera", {{"fx", 1000}}}});
  profiles->save("kitchen", {{"boards", nlohmann::json::object()}});
  profiles->save("table", {{"camera", {{"fx", 1200}}}});  // replaced, not duplicated
  const auto list = profiles->list();
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0].name, "kitchen");  // sorted
  EXPECT_EQ(list[1].name, "table");
  EXPECT_EQ(list[1].updated.size(), 20u);  // 2026-11-23T10:15:02Z
  EXPECT_EQ(profiles->load("table")->at("camera").at("fx"), 1200);
  EXPECT_TRUE(profiles->remove("kitchen"));
  EXPECT_FALSE(profiles->remove("kitchen"));
  profiles.reset();
  // Reopened: still there, and the sessions side of the same file is intact.
  EXPECT_EQ(st::open_profile_store(db)->load("table")->at("camera").at("fx"), 1200);
  EXPECT_EQ(st::open_session_store(db)->schema_version(), static_cast<int>(st::schema_migrations().size()));
}

TEST(ProfileStore, BadNamesAndBodiesAreRefused) {
  TempDir dir;
  auto profiles = st::open_profile_store(dir.file("s.db"));
  for (const std::string& bad : std::vector<std::string>{"", ".hidden", "a/b", "two words", std::string(65, 'x')}) {
    EXPECT_FALSE(st::valid_profile_name(bad)) << bad;
    EXPECT_THROW(profiles->save(bad, nlohmann::json::object()), st::StoreError) << bad;
  }
  EXPECT_TRUE(st::valid_profile_name("table-2.home_A"));
  EXPECT_THROW(profiles->save("table", nlohmann::json::array()), st::StoreError);
  EXPECT_TRUE(profiles->list().empty());
}

TEST(ProfileStore, ADatabaseFromBeforeProfilesGainsThem) {
  TempDir dir;
  const std::string db = dir.file("old.db");
  {
    // A version-1 database, as the first release wrote it: sessions but no profiles table.
    st::Database raw(db);
    raw.exec(std::string(st::schema_migrations()[0]));
    raw.exec("PRAGMA user_version = 1");
    raw.exec("INSERT INTO sessions(game, started) VALUES ('era', '2026-01-01T00:00:00Z')");
  }
  auto profiles = st::open_profile_store(db);
  profiles->save("table", nlohmann::json::object());
  EXPECT_EQ(profiles->list().size(), 1u);
  EXPECT_EQ(st::open_session_store(db)->list_sessions({}).size(), 1u);
}
