// The session log: players, game sessions, an append-only event log and score snapshots.
// Callers see this interface only; SQLite stays behind it (open_session_store).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/store/access.hpp"

namespace scriptorium::store {

using SessionId = std::int64_t;
using EventId = std::int64_t;

// The games a session can be of (cli.md `session new --game`).
const std::vector<std::string>& known_games();

enum class EventKind { roll, move, undo, correction };
std::string to_string(EventKind kind);

struct SessionInfo {
  SessionId id = 0;
  std::string game;
  std::vector<std::string> players;  // in seat order
  nlohmann::json rules = nlohmann::json::object();
  std::string started;               // ISO 8601 UTC
  std::optional<std::string> finished;
  std::vector<std::string> winners;
};

struct EventRecord {
  EventId id = 0;
  SessionId session = 0;
  int seq = 0;                        // 1, 2, ... within the session
  EventKind kind = EventKind::roll;
  std::optional<std::string> player;
  std::optional<EventId> target;      // the event an undo or correction refers to
  nlohmann::json payload;
  std::string at;                     // ISO 8601 UTC
};

// Where an event leaves the session: finished (with its winners, none on a game nobody won) or
// still in play.
struct SessionEnding {
  bool finished = false;
  std::vector<std::string> winners;
};

struct NewEvent {
  EventKind kind = EventKind::roll;
  std::optional<std::string> player;  // must be a player of the session
  std::optional<EventId> target;
  nlohmann::json payload = nlohmann::json::object();
  std::optional<nlohmann::json> score;  // a score snapshot taken with the event
  std::optional<SessionEnding> ending;  // set: the session's finished/winners change with it
};

struct SessionFilter {
  std::optional<std::string> game;
  std::optional<std::string> player;
};

class SessionStore {
 public:
  virtual ~SessionStore() = default;

  virtual SessionId create_session(const std::string& game, const std::vector<std::string>& players,
                                   const nlohmann::json& rules) = 0;
  virtual std::vector<SessionInfo> list_sessions(const SessionFilter& filter) = 0;
  virtual std::optional<SessionInfo> find_session(SessionId id) = 0;
  // Appends one event (with its score snapshot and ending) in one durable transaction.
  virtual EventId append_event(SessionId session, const NewEvent& event) = 0;
  virtual std::vector<EventRecord> events(SessionId session) = 0;
  virtual std::optional<nlohmann::json> latest_score(SessionId session) = 0;
  virtual void finish_session(SessionId session, const std::vector<std::string>& winners) = 0;
  virtual int schema_version() = 0;

  // Writes a consistent copy of the whole store to `path` (SQLite online backup), replacing it.
  virtual void backup_to(const std::string& path) = 0;
  // Replaces the whole store with the backup at `path`, after checking that it is an intact
  // Scriptorium database this program understands; on any problem nothing changes.
  virtual void restore_from(const std::string& path) = 0;
};

// Opens (creating and migrating as needed) the SQLite store at `path`; for Access::read a missing
// file is an empty store and nothing is created. Throws StoreError naming the problem when the file
// is not a usable database.
std::unique_ptr<SessionStore> open_session_store(const std::string& path, Access access = Access::write);

// cli.md: $SCRIPTORIUM_DB, else $XDG_DATA_HOME/scriptorium/scriptorium.db, else
// ~/.local/share/scriptorium/scriptorium.db. An explicit --db wins over all of these.
std::string default_database_path();

}  // namespace scriptorium::store
