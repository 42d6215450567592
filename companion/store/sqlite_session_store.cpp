// SessionStore on SQLite: WAL, foreign keys, synchronous=FULL so that a committed event
// survives a crash or power loss, and one IMMEDIATE transaction per write.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <cstdio>
#include <ctime>

#include "companion/store/migrations.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"

namespace scriptorium::store {

namespace {

// ISO 8601 UTC with milliseconds, e.g. 2026-11-23T10:15:02.123Z.
std::string now_utc() {
  const auto now = std::chrono::system_clock::now();
  const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
  const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &utc);
  char out[40];
  std::snprintf(out, sizeof out, "%s.%03dZ", text, static_cast<int>(millis));
  return out;
}

// A value SQLite stored but no Scriptorium wrote (a damaged or foreign file): one line naming it.
[[noreturn]] void corrupt(const Database& db, const std::string& what) {
  throw StoreError("the session database " + db.path() + " is damaged: " + what);
}

EventKind parse_kind(const Database& db, const std::string& text) {
  for (EventKind k : {EventKind::roll, EventKind::move, EventKind::undo, EventKind::correction}) {
    if (to_string(k) == text) return k;
  }
  corrupt(db, "unknown event kind \"" + text + "\"");
}

// Scriptorium stores JSON it validated (nesting depth 64); a foreign file may hold anything, and
// printing a value nested thousands deep would overflow the stack.
bool nesting_within(const std::string& text, int max_depth) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth) return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

nlohmann::json parse_stored_json(const Database& db, const std::string& text, const char* column) {
  if (!nesting_within(text, 128)) corrupt(db, std::string("JSON nested too deep in ") + column);
  auto parsed = nlohmann::json::parse(text, nullptr, false);
  if (parsed.is_discarded()) corrupt(db, std::string("invalid JSON in ") + column);
  return parsed;
}

std::vector<std::string> parse_winners(const Database& db, const std::string& text) {
  const auto parsed = parse_stored_json(db, text, "sessions.winners");
  if (!parsed.is_array()) corrupt(db, "sessions.winners is not a list of names");
  std::vector<std::string> names;
  for (const auto& name : parsed) {
    if (!name.is_string()) corrupt(db, "sessions.winners is not a list of names");
    names.push_back(name.get<std::string>());
  }
  return names;
}

class SqliteSessionStore final : public SessionStore {
 public:
  SqliteSessionStore(const std::string& path, Access access) : db_(database_to_open(path, access)) {
    prepare_database(db_);
  }

  SessionId create_session(const std::string& game, const std::vector<std::string>& players,
                           const nlohmann::json& rules) override {
    Transaction tx(db_);
    auto insert = db_.prepare("INSERT INTO sessions(game, rules, started) VALUES (?, ?, ?)");
    insert.bind(1, game).bind(2, rules.dump()).bind(3, now_utc()).run();
    const SessionId id = db_.last_insert_id();
    auto seat = db_.prepare("INSERT INTO session_players(session, player, seat) VALUES (?, ?, ?)");
    for (std::size_t i = 0; i < players.size(); ++i) {
      seat.bind(1, id).bind(2, player_id(players[i], true)).bind(3, static_cast<std::int64_t>(i)).run();
      seat.reset();
    }
    tx.commit();
    return id;
  }

  std::vector<SessionInfo> list_sessions(const SessionFilter& filter) override {
    auto query = db_.prepare(
        "SELECT id FROM sessions s WHERE (?1 IS NULL OR s.game = ?1) AND (?2 IS NULL OR EXISTS ("
        " SELECT 1 FROM session_players sp JOIN players p ON p.id = sp.player"
        " WHERE sp.session = s.id AND p.name = ?2)) ORDER BY id");
    query.bind(1, filter.game).bind(2, filter.player);
    std::vector<SessionId> ids;
    while (query.step()) ids.push_back(query.column_int(0));
    std::vector<SessionInfo> out;
    for (SessionId id : ids) {
      // Listed but not found again: only a damaged file (e.g. an index out of step with its table).
      auto info = find_session(id);
      if (!info) corrupt(db_, "session " + std::to_string(id) + " is listed but cannot be read");
      out.push_back(std::move(*info));
    }
    return out;
  }

  std::optional<SessionInfo> find_session(SessionId id) override {
    auto query = db_.prepare("SELECT game, rules, started, finished, winners FROM sessions WHERE id = ?");
    query.bind(1, id);
    if (!query.step()) return std::nullopt;
    SessionInfo info;
    info.id = id;
    info.game = query.column_text(0);
    info.rules = parse_stored_json(db_, query.column_text(1), "sessions.rules");
    info.started = query.column_text(2);
    if (!query.column_is_null(3)) info.finished = query.column_text(3);
    info.winners = parse_winners(db_, query.column_text(4));
    auto players = db_.prepare(
        "SELECT p.name FROM session_players sp JOIN players p ON p.id = sp.player"
        " WHERE sp.session = ? ORDER BY sp.seat");
    players.bind(1, id);
    while (players.step()) info.players.push_back(players.column_text(0));
    return info;
  }

  EventId append_event(SessionId session, const NewEvent& event) override {
    Transaction tx(db_);
    require_session(session);
    std::optional<std::int64_t> player;
    if (event.player) {
      auto seat = db_.prepare(
          "SELECT p.id FROM session_players sp JOIN players p ON p.id = sp.player"
          " WHERE sp.session = ? AND p.name = ?");
      seat.bind(1, session).bind(2, *event.player);
      if (!seat.step()) throw StoreError("\"" + *event.player + "\" does not play in session " + std::to_string(session));
      player = seat.column_int(0);
    }
    if (event.target) {
      auto target = db_.prepare("SELECT 1 FROM events WHERE id = ? AND session = ?");
      target.bind(1, *event.target).bind(2, session);
      if (!target.step()) throw StoreError("no event " + std::to_string(*event.target) + " in session " + std::to_string(session));
    }
    auto next = db_.prepare("SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE session = ?");
    next.bind(1, session);
    next.step();
    const std::int64_t seq = next.column_int(0);
    const std::string at = now_utc();
    auto insert = db_.prepare(
        "INSERT INTO events(session, seq, kind, player, target, payload, at) VALUES (?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, session).bind(2, seq).bind(3, to_string(event.kind)).bind(4, player)
        .bind(5, event.target).bind(6, event.payload.dump()).bind(7, at).run();
    const EventId id = db_.last_insert_id();
    if (event.score) {
      auto snap = db_.prepare("INSERT INTO score_snapshots(session, event, score, at) VALUES (?, ?, ?, ?)");
      snap.bind(1, session).bind(2, id).bind(3, event.score->dump()).bind(4, at).run();
    }
    if (event.ending) {
      // A session finished earlier keeps its first finishing time when the sheet is corrected.
      auto end = db_.prepare(
          "UPDATE sessions SET finished = CASE WHEN ? THEN COALESCE(finished, ?) ELSE NULL END, winners = ?"
          " WHERE id = ?");
      end.bind(1, std::int64_t{event.ending->finished ? 1 : 0}).bind(2, at).bind(3, nlohmann::json(event.ending->winners).dump())
          .bind(4, session).run();
    }
    tx.commit();
    return id;
  }

  std::vector<EventRecord> events(SessionId session) override {
    auto query = db_.prepare(
        "SELECT e.id, e.seq, e.kind, p.name, e.target, e.payload, e.at FROM events e"
        " LEFT JOIN players p ON p.id = e.player WHERE e.session = ? ORDER BY e.seq");
    query.bind(1, session);
    std::vector<EventRecord> out;
    while (query.step()) {
      EventRecord r;
      r.id = query.column_int(0);
      r.session = session;
      r.seq = static_cast<int>(query.column_int(1));
      r.kind = parse_kind(db_, query.column_text(2));
      if (!query.column_is_null(3)) r.player = query.column_text(3);
      if (!query.column_is_null(4)) r.target = query.column_int(4);
      r.payload = parse_stored_json(db_, query.column_text(5), "events.payload");
      r.at = query.column_text(6);
      out.push_back(std::move(r));
    }
    return out;
  }

  std::optional<nlohmann::json> latest_score(SessionId session) override {
    auto query = db_.prepare("SELECT score FROM score_snapshots WHERE session = ? ORDER BY id DESC LIMIT 1");
    query.bind(1, session);
    if (!query.step()) return std::nullopt;
    return parse_stored_json(db_, query.column_text(0), "score_snapshots.score");
  }

  void finish_session(SessionId session, const std::vector<std::string>& winners) override {
    Transaction tx(db_);
    require_session(session);
    auto update = db_.prepare("UPDATE sessions SET finished = ?, winners = ? WHERE id = ?");
    update.bind(1, now_utc()).bind(2, nlohmann::json(winners).dump()).bind(3, session).run();
    tx.commit();
  }

  void backup_to(const std::string& path) override {
    // Build the copy beside the target and rename it into place: a failed backup never
    // leaves a truncated file where the last good one was.
    const std::string tmp = path + ".partial";
    std::filesystem::remove(tmp);
    {
      Database out(tmp);
      out.copy_from(db_);
      out.exec("PRAGMA journal_mode = DELETE");  // a single self-contained file
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
      std::filesystem::remove(tmp);
      throw StoreError("cannot write backup " + path + ": " + ec.message());
    }
  }

  void restore_from(const std::string& path) override {
    if (std::filesystem::is_directory(path)) throw StoreError(path + " is a directory, not a backup file");
    if (!std::filesystem::is_regular_file(path)) throw StoreError("no backup file " + path);
    Database source(path, /*read_only=*/true);
    check_restorable(source);
    db_.copy_from(source);
    migrate(db_);  // an older backup is brought up to the current schema
  }

  int schema_version() override { return store::schema_version(db_); }

 private:
  // A backup is restorable when SQLite finds it intact, it is one of ours, and not newer.
  static void check_restorable(Database& source) {
    auto integrity = source.prepare("PRAGMA integrity_check");
    if (!integrity.step() || integrity.column_text(0) != "ok") throw StoreError("backup is damaged");
    auto version = source.prepare("PRAGMA user_version");
    version.step();
    const auto v = version.column_int(0);
    if (v < 1) throw StoreError("not a Scriptorium database");
    if (v > static_cast<std::int64_t>(schema_migrations().size())) {
      throw StoreError("backup schema version " + std::to_string(v) + " is newer than this program understands");
    }
    auto tables = source.prepare("SELECT count(*) FROM sqlite_schema WHERE name IN ('sessions', 'events', 'players')");
    tables.step();
    if (tables.column_int(0) != 3) throw StoreError("not a Scriptorium database");
  }

  void require_session(SessionId session) {
    auto query = db_.prepare("SELECT 1 FROM sessions WHERE id = ?");
    query.bind(1, session);
    if (!query.step()) throw StoreError("no session " + std::to_string(session));
  }

  std::int64_t player_id(const std::string& name, bool create) {
    auto find = db_.prepare("SELECT id FROM players WHERE name = ?");
    find.bind(1, name);
    if (find.step()) return find.column_int(0);
    if (!create) throw StoreError("unknown player \"" + name + "\"");
    db_.prepare("INSERT INTO players(name) VALUES (?)").bind(1, name).run();
    return db_.last_insert_id();
  }

  Database db_;
};

}  // namespace

const std::vector<std::string>& known_games() {
  static const std::vector<std::string> games{"era", "medioevo", "discordia", "feudum", "rattus"};
  return games;
}

std::string to_string(EventKind kind) {
  switch (kind) {
    case EventKind::roll: return "roll";
    case EventKind::move: return "move";
    case EventKind::undo: return "undo";
    case EventKind::correction: return "correction";
  }
  return "roll";
}

std::unique_ptr<SessionStore> open_session_store(const std::string& path, Access access) {
  return std::make_unique<SqliteSessionStore>(path, access);
}

std::string default_database_path() {
  if (const char* env = std::getenv("SCRIPTORIUM_DB"); env && *env) return env;
  std::filesystem::path base;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) {
    base = xdg;
  } else if (const char* home = std::getenv("HOME"); home && *home) {
    base = std::filesystem::path(home) / ".local" / "share";
  } else {
    base = std::filesystem::current_path();
  }
  return (base / "scriptorium" / "scriptorium.db").string();
}

}  // namespace scriptorium::store
