#include <sqlite3.h>

#include <gtest/gtest.h>

#include <filesystem>

#include "companion/store/migrations.hpp"
#include "companion/store/profile_store.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"
#include "tests/support/run_command.hpp"

namespace st = scriptorium::store;
using scriptorium::test::TempDir;

TEST(SessionStore, CreatesAndListsSessionsInSeatOrder) {
  TempDir dir;
  auto store = st::open_session_store(dir.file("s.db"));
  const auto a = store->create_session("era", {"Ana", "Bruno", "Carla"}, {{"wall_model", "edge"}});
  const auto b = store->create_session("rattus", {"Bruno", "Dora"}, nlohmann::json::object());
  EXPECT_GT(a, 0);
  EXPECT_GT(b, a);
  const auto all = store->list_sessions({});
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].players, (std::vector<std::string>{"Ana", "Bruno", "Carla"}));
  EXPECT_EQ(all[0].rules["wall_model"], "edge");
  EXPECT_FALSE(all[0].finished.has_value());
  EXPECT_EQ(store->list_sessions({.game = "rattus", .player = {}}).size(), 1u);
  EXPECT_EQ(store->list_sessions({.game = {}, .player = "Bruno"}).size(), 2u);
  EXPECT_EQ(store->list_sessions({.game = {}, .player = "Ana"}).size(), 1u);
  EXPECT_TRUE(store->list_sessions({.game = {}, .player = "Nobody"}).empty());
}

TEST(SessionStore, AppendsEventsInOrderWithSnapshots) {
  TempDir dir;
  auto store = st::open_session_store(dir.file("s.db"));
  const auto id = store->create_session("medioevo", {"Ana", "Bruno"}, nlohmann::json::object());
  const auto e1 = store->append_event(id, {st::EventKind::roll, "Ana", {}, {{"dice", {3, 5, 5}}}, nlohmann::json{{"Ana", 1}}, {}});
  const auto e2 = store->append_event(id, {st::EventKind::undo, std::nullopt, e1, nlohmann::json::object(), std::nullopt, {}});
  const auto events = store->events(id);
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].id, e1);
  EXPECT_EQ(events[0].seq, 1);
  EXPECT_EQ(events[0].player, "Ana");
  EXPECT_EQ(events[0].payload["dice"][2], 5);
  EXPECT_EQ(events[1].id, e2);
  EXPECT_EQ(events[1].kind, st::EventKind::undo);
  EXPECT_EQ(events[1].target, e1);
  EXPECT_EQ(store->latest_score(id).value()["Ana"], 1);
  EXPECT_EQ(events[0].at.size(), std::string("2026-11-23T10:15:02.123Z").size());
}

TEST(SessionStore, RejectsEventsThatDoNotBelong) {
  TempDir dir;
  auto store = st::open_session_store(dir.file("s.db"));
  const auto a = store->create_session("era", {"Ana"}, nlohmann::json::object());
  const auto b = store->create_session("era", {"Bruno"}, nlohmann::json::object());
  const auto eb = store->append_event(b, {st::EventKind::roll, "Bruno", {}, {}, {}, {}});
  EXPECT_THROW(store->append_event(a, {st::EventKind::roll, "Bruno", {}, {}, {}, {}}), st::StoreError);
  EXPECT_THROW(store->append_event(a, {st::EventKind::undo, {}, eb, {}, {}, {}}), st::StoreError);
  EXPECT_THROW(store->append_event(999, {st::EventKind::roll, {}, {}, {}, {}, {}}), st::StoreError);
  EXPECT_TRUE(store->events(a).empty());  // nothing half-written
}

TEST(SessionStore, EventLogIsAppendOnly) {
  TempDir dir;
  const auto path = dir.file("s.db");
  {
    auto store = st::open_session_store(path);
    const auto id = store->create_session("era", {"Ana"}, nlohmann::json::object());
    store->append_event(id, {st::EventKind::roll, "Ana", {}, {}, {}, {}});
  }
  st::Database db(path);
  EXPECT_THROW(db.exec("UPDATE events SET kind = 'move'"), st::StoreError);
  EXPECT_THROW(db.exec("DELETE FROM events"), st::StoreError);
}

TEST(SessionStore, UsesWalForeignKeysAndTheLatestSchema) {
  TempDir dir;
  const auto path = dir.file("s.db");
  auto store = st::open_session_store(path);
  EXPECT_EQ(store->schema_version(), static_cast<int>(st::schema_migrations().size()));
  st::Database db(path);
  auto mode = db.prepare("PRAGMA journal_mode");
  ASSERT_TRUE(mode.step());
  EXPECT_EQ(mode.column_text(0), "wal");
  // The schema refuses a session player that does not exist (with foreign keys on).
  db.exec("PRAGMA foreign_keys = ON");
  EXPECT_THROW(db.exec("INSERT INTO session_players(session, player, seat) VALUES (42, 42, 0)"), st::StoreError);
}

TEST(SessionStore, ReopeningKeepsDataAndDoesNotRemigrate) {
  TempDir dir;
  const auto path = dir.file("s.db");
  {
    auto store = st::open_session_store(path);
    store->create_session("feudum", {"Ana", "Bruno"}, nlohmann::json::object());
  }
  auto store = st::open_session_store(path);
  EXPECT_EQ(store->list_sessions({}).size(), 1u);
  store->finish_session(1, {"Bruno"});
  EXPECT_EQ(store->find_session(1)->winners, (std::vector<std::string>{"Bruno"}));
  EXPECT_TRUE(store->find_session(1)->finished.has_value());
}

TEST(SessionStore, RefusesANewerSchema) {
  TempDir dir;
  const auto path = dir.file("s.db");
  { st::open_session_store(path); }
  { st::Database(path).exec("PRAGMA user_version = 99"); }
  EXPECT_THROW(st::open_session_store(path), st::StoreError);
}

TEST(SessionStore, ReadingADatabaseNotYetThereFindsNothingAndCreatesNothing) {
  TempDir dir;
  const std::filesystem::path path = std::filesystem::path(dir.file("typo")) / "s.db";
  auto store = st::open_session_store(path.string(), st::Access::read);
  EXPECT_TRUE(store->list_sessions({}).empty());
  EXPECT_FALSE(store->find_session(1).has_value());
  EXPECT_TRUE(st::open_profile_store(path.string(), st::Access::read)->list().empty());
  EXPECT_FALSE(std::filesystem::exists(path.parent_path()));
  // A writer creates the folder and the file; a reader then reads the file, not an empty store.
  st::open_session_store(path.string())->create_session("era", {"Ana", "Bruno"}, nlohmann::json::object());
  EXPECT_EQ(st::open_session_store(path.string(), st::Access::read)->list_sessions({}).size(), 1u);
}

TEST(SessionStore, RefusesAFolder) {
  TempDir dir;
  for (const auto access : {st::Access::read, st::Access::write}) {
    try {
      st::open_session_store(dir.path(), access);
      ADD_FAILURE() << "a folder opened as a database";
    } catch (const st::StoreError& e) {
      EXPECT_EQ(std::string(e.what()), dir.path() + " is a directory, not a session database file");
    }
  }
}

TEST(SessionStore, RefusesAFileThatIsNotADatabase) {
  TempDir dir;
  dir.write("junk.db", std::string(4096, 'j'));
  EXPECT_THROW(st::open_session_store(dir.file("junk.db")), st::StoreError);
}

TEST(SessionStore, DefaultPathFollowsTheEnvironment) {
  ::setenv("SCRIPTORIUM_DB", "/tmp/x/explicit.db", 1);
  EXPECT_EQ(st::default_database_path(), "/tmp/x/explicit.db");
  ::unsetenv("SCRIPTORIUM_DB");
  ::setenv("XDG_DATA_HOME", "/tmp/xdg", 1);
  EXPECT_EQ(st::default_database_path(), "/tmp/xdg/scriptorium/scriptorium.db");
  ::unsetenv("XDG_DATA_HOME");
  ::setenv("HOME", "/home/ana", 1);
  EXPECT_EQ(st::default_database_path(), "/home/ana/.local/share/scriptorium/scriptorium.db");
}

TEST(SessionStore, BackupAndRestoreRoundTrip) {
  TempDir dir;
  auto store = st::open_session_store(dir.file("live.db"));
  const auto id = store->create_session("era", {"Ana", "Bruno"}, nlohmann::json::object());
  store->append_event(id, {st::EventKind::roll, "Ana", {}, {{"n", 1}}, {}, {}});
  store->backup_to(dir.file("backup.db"));
  store->append_event(id, {st::EventKind::roll, "Bruno", {}, {{"n", 2}}, {}, {}});
  store->create_session("rattus", {"Carla"}, nlohmann::json::object());
  ASSERT_EQ(store->events(id).size(), 2u);

  store->restore_from(dir.file("backup.db"));
  EXPECT_EQ(store->list_sessions({}).size(), 1u);
  ASSERT_EQ(store->events(id).size(), 1u);
  EXPECT_EQ(store->events(id)[0].payload["n"], 1);
  // The restored store keeps working.
  store->append_event(id, {st::EventKind::move, "Bruno", {}, {{"type", "build"}}, {}, {}});
  EXPECT_EQ(store->events(id).size(), 2u);
}

TEST(SessionStore, RestoreRefusesWhatIsNotAnIntactBackupAndChangesNothing) {
  TempDir dir;
  auto store = st::open_session_store(dir.file("live.db"));
  store->create_session("era", {"Ana"}, nlohmann::json::object());
  dir.write("junk.db", std::string(4096, 'j'));
  EXPECT_THROW(store->restore_from(dir.file("junk.db")), st::StoreError);
  EXPECT_THROW(store->restore_from(dir.file("missing.db")), st::StoreError);
  { st::Database other(dir.file("other.db")); other.exec("CREATE TABLE t(x)"); }
  EXPECT_THROW(store->restore_from(dir.file("other.db")), st::StoreError);
  { st::open_session_store(dir.file("newer.db")); }
  { st::Database(dir.file("newer.db")).exec("PRAGMA user_version = 99"); }
  EXPECT_THROW(store->restore_from(dir.file("newer.db")), st::StoreError);
  EXPECT_EQ(store->list_sessions({}).size(), 1u);
}
