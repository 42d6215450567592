#include "companion/store/migrations.hpp"

#include <array>
#include <filesystem>
#include <system_error>

#include "companion/store/sqlite.hpp"

namespace scriptorium::store {

namespace {

// Never edit a migration that has shipped: append a new one.
constexpr std::array<std::string_view, 2> kMigrations{
    // 1: players, sessions, the append-only event log, score snapshots.
    R"sql(
CREATE TABLE players (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64)
);
CREATE TABLE sessions (
  id       INTEGER PRIMARY KEY,
  game     TEXT NOT NULL CHECK (game IN ('era', 'medioevo', 'discordia', 'feudum', 'rattus')),
  rules    TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(rules)),
  started  TEXT NOT NULL,
  finished TEXT,
  winners  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(winners))
);
CREATE TABLE session_players (
  session INTEGER NOT NULL REFERENCES sessions(id),
  player  INTEGER NOT NULL REFERENCES players(id),
  seat    INTEGER NOT NULL CHECK (seat >= 0),
  PRIMARY KEY (session, seat),
  UNIQUE (session, player)
);
CREATE TABLE events (
  id      INTEGER PRIMARY KEY,
  session INTEGER NOT NULL REFERENCES sessions(id),
  seq     INTEGER NOT NULL CHECK (seq >= 1),
  kind    TEXT NOT NULL CHECK (kind IN ('roll', 'move', 'undo', 'correction')),
  player  INTEGER REFERENCES players(id),
  target  INTEGER REFERENCES events(id),
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  at      TEXT NOT NULL,
  UNIQUE (session, seq)
);
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
  BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
  BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END;
CREATE TABLE score_snapshots (
  id      INTEGER PRIMARY KEY,
  session INTEGER NOT NULL REFERENCES sessions(id),
  event   INTEGER REFERENCES events(id),
  score   TEXT NOT NULL CHECK (json_valid(score)),
  at      TEXT NOT NULL
);
CREATE INDEX events_by_session ON events(session, seq);
CREATE INDEX snapshots_by_session ON score_snapshots(session, id);
)sql",
    // 2: profiles (camera, boards, colours, taught dice and layouts), one JSON object per name.
    R"sql(
CREATE TABLE profiles (
  name    TEXT PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 64),
  body    TEXT NOT NULL CHECK (json_valid(body) AND json_type(body) = 'object'),
  updated TEXT NOT NULL
);
)sql",
};

}  // namespace

std::span<const std::string_view> schema_migrations() { return kMigrations; }

int schema_version(Database& db) {
  auto query = db.prepare("PRAGMA user_version");
  query.step();
  return static_cast<int>(query.column_int(0));
}

void migrate(Database& db) {
  const int current = schema_version(db);
  if (current > static_cast<int>(kMigrations.size())) {
    throw StoreError("the session database " + db.path() + " has schema version " + std::to_string(current) +
                     ", newer than this program understands (" + std::to_string(kMigrations.size()) +
                     "): use a newer Scriptorium; the file was not changed");
  }
  for (std::size_t v = static_cast<std::size_t>(current); v < kMigrations.size(); ++v) {
    Transaction tx(db);
    db.exec(kMigrations[v]);
    db.exec("PRAGMA user_version = " + std::to_string(v + 1));
    tx.commit();
  }
}

std::string database_to_open(const std::string& path, Access access) {
  const std::filesystem::path file(path);
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) throw StoreError(path + " is a directory, not a session database file");
  // A file that cannot even be looked at is opened all the same: SQLite then names the problem.
  if (access == Access::read && !std::filesystem::exists(file, ec) && !ec) return ":memory:";
  if (access == Access::write && file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  return path;
}

void prepare_database(Database& db) {
  // Fail early, with a clear message, on a file that is not a database.
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  migrate(db);
}

}  // namespace scriptorium::store
