// The store when the file system says no: a read-only database file or folder, a full disk, a
// database another program holds locked, a database from a newer schema. Each must give one
// clear line naming the file and leave the data exactly as it was (checked by reopening), and
// `scriptorium session ...` must print that line as `error: ...` and exit non-zero.
//
// The tests often run as root, which ignores file permissions: the read-only cases then run the
// store in a child process that first drops to an unprivileged user (nobody).
#include <grp.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "companion/store/migrations.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"
#include "tests/support/run_command.hpp"

namespace st = scriptorium::store;
using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

namespace {

constexpr uid_t kNobody = 65534;

// Runs `body` in a child process (unprivileged when we are root, so permissions apply) and
// returns what it wrote to `message` (the error line, or "ok").
std::string in_child(const std::function<std::string()>& body, bool drop_privileges) {
  int fds[2];
  if (::pipe(fds) != 0) return "pipe failed";
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);
    if (drop_privileges && ::geteuid() == 0) {
      if (::setgroups(0, nullptr) != 0 || ::setgid(kNobody) != 0 || ::setuid(kNobody) != 0) ::_exit(3);
    }
    std::string text;
    try {
      text = body();
    } catch (const st::StoreError& e) {
      text = std::string("StoreError: ") + e.what();
    } catch (const std::exception& e) {
      text = std::string("other exception: ") + e.what();
    }
    (void)!::write(fds[1], text.data(), text.size());
    ::close(fds[1]);
    ::_exit(0);
  }
  ::close(fds[1]);
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return "child failed, status " + std::to_string(status);
  return text;
}

// The whole content of a store, for before/after comparisons.
nlohmann::json snapshot(const std::string& path) {
  auto store = st::open_session_store(path);
  nlohmann::json out = nlohmann::json::array();
  for (const auto& s : store->list_sessions({})) {
    nlohmann::json events = nlohmann::json::array();
    for (const auto& e : store->events(s.id)) events.push_back({e.id, e.seq, st::to_string(e.kind), e.payload, e.at});
    out.push_back({{"id", s.id}, {"game", s.game}, {"players", s.players}, {"events", events},
                   {"score", store->latest_score(s.id).value_or(nlohmann::json())}});
  }
  return out;
}

std::string integrity(const std::string& path) {
  st::Database db(path);
  auto check = db.prepare("PRAGMA integrity_check");
  return check.step() ? check.column_text(0) : "no answer";
}

// A store with one session and two events, closed.
void populate(const std::string& path) {
  auto store = st::open_session_store(path);
  const auto id = store->create_session("medioevo", {"Ana", "Bruno"}, nlohmann::json::object());
  store->append_event(id, {st::EventKind::roll, "Ana", {}, {{"dice", {1, 2, 3}}}, nlohmann::json{{"Ana", 1}}, {}});
  store->append_event(id, {st::EventKind::roll, "Bruno", {}, {{"dice", {4, 5, 6}}}, nlohmann::json{{"Bruno", 2}}, {}});
}

st::NewEvent a_roll() { return {st::EventKind::roll, "Ana", {}, {{"dice", {6, 6, 6}}}, {}, {}}; }

bool one_line(const std::string& text) { return std::count(text.begin(), text.end(), '\n') <= 1 && !text.empty(); }

using scriptorium::test::kCli;

// Another process holding a write transaction on the database (a separate process, because
// SQLite connections must not cross a fork and POSIX locks are per process).
class LockHolder {
 public:
  explicit LockHolder(const std::string& path) {
    int ready[2], done[2];
    if (::pipe(ready) != 0 || ::pipe(done) != 0) return;
    pid_ = ::fork();
    if (pid_ == 0) {
      ::close(ready[0]);
      ::close(done[1]);
      char answer = 'n';
      try {
        st::Database db(path);
        db.exec("BEGIN IMMEDIATE");
        db.exec("INSERT INTO players(name) VALUES ('Holder')");
        answer = 'y';
        (void)!::write(ready[1], &answer, 1);
        char go;
        (void)!::read(done[0], &go, 1);
        db.exec("ROLLBACK");
      } catch (const std::exception&) {
        (void)!::write(ready[1], &answer, 1);
      }
      ::_exit(0);
    }
    ::close(ready[1]);
    ::close(done[0]);
    done_ = done[1];
    char answer = 'n';
    holding_ = ::read(ready[0], &answer, 1) == 1 && answer == 'y';
    ::close(ready[0]);
  }
  ~LockHolder() { release(); }
  bool holding() const { return holding_; }
  void release() {
    if (done_ >= 0) {
      const char go = 'g';
      (void)!::write(done_, &go, 1);
      ::close(done_);
      done_ = -1;
    }
    if (pid_ > 0) {
      ::waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
  }

 private:
  pid_t pid_ = -1;
  int done_ = -1;
  bool holding_ = false;
};

// `scriptorium ARGS --db FILE`, as nobody when we are root.
scriptorium::test::CommandResult cli(const std::string& args, const std::string& db, bool drop_privileges) {
  const std::string prefix =
      drop_privileges && ::geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : "";
  return run_command(prefix + kCli + " " + args + " --db " + quote(db));
}

class StoreFailure : public ::testing::Test {
 protected:
  void SetUp() override {
    // nobody must be able to reach the files: the temp folder is private to its creator.
    ::chmod(dir.path().c_str(), 0755);
    db = dir.file("sessions.db");
    populate(db);
    before = snapshot(db);
    ASSERT_EQ(before.size(), 1u);
  }
  void TearDown() override {
    ::chmod(dir.path().c_str(), 0755);
    ::chmod(folder().c_str(), 0755);
  }
  std::string folder() const { return dir.file("ro"); }
  TempDir dir;
  std::string db;
  nlohmann::json before;
};

}  // namespace

TEST_F(StoreFailure, ReadOnlyFileRefusesWritesWithOneLineNamingItAndKeepsTheData) {
  // Only the file is read-only: the folder stays writable (SQLite may create its -wal/-shm files).
  ASSERT_EQ(::chmod(dir.path().c_str(), 0777), 0);
  ASSERT_EQ(::chmod(db.c_str(), 0444), 0);
  const std::string message = in_child(
      [&] {
        auto store = st::open_session_store(db);
        store->append_event(1, a_roll());
        return std::string("ok");
      },
      true);
  EXPECT_EQ(message.rfind("StoreError: ", 0), 0u) << message;
  EXPECT_NE(message.find(db), std::string::npos) << message;
  EXPECT_NE(message.find("read-only"), std::string::npos) << message;
  EXPECT_TRUE(one_line(message)) << message;

  const auto created = cli("session new --game era --players \"Carla,Dora\"", db, true);
  EXPECT_NE(created.exit_code, 0);
  EXPECT_EQ(created.err.rfind("error: ", 0), 0u) << created.err;
  EXPECT_NE(created.err.find(db), std::string::npos) << created.err;
  EXPECT_EQ(std::count(created.err.begin(), created.err.end(), '\n'), 1) << created.err;

  ASSERT_EQ(::chmod(db.c_str(), 0644), 0);
  EXPECT_EQ(integrity(db), "ok");
  EXPECT_EQ(snapshot(db), before);
}

TEST_F(StoreFailure, ReadOnlyFolderRefusesWithOneLineNamingTheFileAndKeepsTheData) {
  // The database lives in a folder nobody may write: SQLite cannot create its -wal/-shm files.
  std::filesystem::create_directory(folder());
  const std::string moved = folder() + "/sessions.db";
  std::filesystem::rename(db, moved);
  for (const char* suffix : {"-wal", "-shm"}) std::filesystem::remove(db + suffix);
  before = snapshot(moved);
  for (const char* suffix : {"-wal", "-shm"}) std::filesystem::remove(moved + suffix);
  ASSERT_EQ(::chmod(moved.c_str(), 0666), 0);  // the file itself may be written: only the folder may not
  ASSERT_EQ(::chmod(folder().c_str(), 0555), 0);

  const std::string message = in_child(
      [&] {
        auto store = st::open_session_store(moved);
        store->append_event(1, a_roll());
        return std::string("ok");
      },
      true);
  EXPECT_EQ(message.rfind("StoreError: ", 0), 0u) << message;
  EXPECT_NE(message.find(moved), std::string::npos) << message;
  EXPECT_TRUE(one_line(message)) << message;

  const auto listed = cli("session new --game era --players \"Carla,Dora\"", moved, true);
  EXPECT_NE(listed.exit_code, 0);
  EXPECT_EQ(listed.err.rfind("error: ", 0), 0u) << listed.err;
  EXPECT_NE(listed.err.find(moved), std::string::npos) << listed.err;
  EXPECT_EQ(std::count(listed.err.begin(), listed.err.end(), '\n'), 1) << listed.err;

  ASSERT_EQ(::chmod(folder().c_str(), 0755), 0);
  EXPECT_EQ(integrity(moved), "ok");
  EXPECT_EQ(snapshot(moved), before);
}

TEST_F(StoreFailure, FullDiskFailsTheEventWithOneLineAndLosesNothingAcknowledged) {
  // A file size limit (RLIMIT_FSIZE, SIGXFSZ ignored) makes every write past 1 KiB fail as a full
  // disk would: the event's WAL frame cannot be written.
  const std::string big(64 * 1024, 'x');
  const std::string message = in_child(
      [&] {
        auto store = st::open_session_store(db);
        ::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{1024, 1024};
        if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) return std::string("setrlimit failed");
        store->append_event(1, {st::EventKind::move, "Ana", {}, {{"note", big}}, {}, {}});
        return std::string("ok");
      },
      false);
  EXPECT_EQ(message.rfind("StoreError: ", 0), 0u) << message;
  EXPECT_NE(message.find(db), std::string::npos) << message;
  EXPECT_TRUE(message.find("full") != std::string::npos || message.find("size limit") != std::string::npos) << message;
  EXPECT_TRUE(one_line(message)) << message;
  EXPECT_EQ(integrity(db), "ok");
  EXPECT_EQ(snapshot(db), before);
  // And the store keeps working once there is room again.
  auto store = st::open_session_store(db);
  EXPECT_GT(store->append_event(1, a_roll()), 0);
  EXPECT_EQ(store->events(1).size(), 3u);
}

TEST_F(StoreFailure, FullDiskThroughTheCliIsOneErrorLineAndNonZero) {
  // `ulimit -f` counts 512-byte blocks (1 KiB: no page fits); the command inherits SIGXFSZ ignored.
  const auto r = run_command("trap '' XFSZ; ulimit -f 2; " + kCli +
                             " session new --game era --players \"Carla,Dora\" --db " + quote(db));
  EXPECT_NE(r.exit_code, 0);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(db), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(integrity(db), "ok");
  EXPECT_EQ(snapshot(db), before);
}

TEST_F(StoreFailure, LockedDatabaseWaitsThenFailsWithOneLineAndKeepsTheData) {
  LockHolder holder(db);  // another program in the middle of a write
  ASSERT_TRUE(holder.holding());

  const auto start = std::chrono::steady_clock::now();
  std::string message;
  try {
    auto store = st::open_session_store(db);
    store->append_event(1, a_roll());
    message = "ok";
  } catch (const st::StoreError& e) {
    message = std::string("StoreError: ") + e.what();
  }
  const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_GE(waited, 4.5) << "the busy timeout (5 s) was not honoured";
  EXPECT_EQ(message.rfind("StoreError: ", 0), 0u) << message;
  EXPECT_NE(message.find(db), std::string::npos) << message;
  EXPECT_NE(message.find("locked"), std::string::npos) << message;
  EXPECT_TRUE(one_line(message)) << message;

  const auto r = cli("session new --game era --players \"Carla,Dora\"", db, false);
  EXPECT_NE(r.exit_code, 0);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(db), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("locked"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;

  holder.release();
  EXPECT_EQ(integrity(db), "ok");
  EXPECT_EQ(snapshot(db), before);
}

TEST_F(StoreFailure, NewerSchemaIsRefusedWithOneLineAndTheFileIsUntouched) {
  { st::Database(db).exec("PRAGMA user_version = 42"); }
  const auto bytes_before = std::filesystem::file_size(db);
  std::string message;
  try {
    st::open_session_store(db);
  } catch (const st::StoreError& e) {
    message = e.what();
  }
  EXPECT_NE(message.find(db), std::string::npos) << message;
  EXPECT_NE(message.find("42"), std::string::npos) << message;
  EXPECT_NE(message.find("newer"), std::string::npos) << message;

  const auto r = cli("session list", db, false);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(db), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("newer"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;

  EXPECT_EQ(std::filesystem::file_size(db), bytes_before);
  { st::Database(db).exec("PRAGMA user_version = " + std::to_string(st::schema_migrations().size())); }
  EXPECT_EQ(integrity(db), "ok");
  EXPECT_EQ(snapshot(db), before);
}

TEST_F(StoreFailure, ForeignValuesInADatabaseAreOneLineErrorsNotCrashes) {
  // A file no Scriptorium wrote: winners that are not names, a payload nested far too deep
  // (no CHECK constraint stops it in a foreign schema).
  {
    st::Database raw(db);
    raw.exec("UPDATE sessions SET winners = '{\"a\": 1}' WHERE id = 1");
    raw.exec("PRAGMA ignore_check_constraints = ON");
    raw.exec("INSERT INTO events(session, seq, kind, payload, at) VALUES (1, 3, 'move', '" + std::string(5000, '[') +
             std::string(5000, ']') + "', 'now')");
  }
  {
    auto store = st::open_session_store(db);
    try {
      store->list_sessions({});
      ADD_FAILURE() << "winners {\"a\": 1} accepted";
    } catch (const st::StoreError& e) {
      EXPECT_NE(std::string(e.what()).find(db), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("winners"), std::string::npos) << e.what();
    }
  }
  {
    auto store = st::open_session_store(db);
    try {
      store->events(1);
      ADD_FAILURE() << "a payload nested 5000 deep accepted";
    } catch (const st::StoreError& e) {
      EXPECT_NE(std::string(e.what()).find(db), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("too deep"), std::string::npos) << e.what();
    }
  }
  for (const char* command : {"session list", "session show 1 --json"}) {
    const auto r = cli(command, db, false);
    EXPECT_EQ(r.exit_code, 1) << command;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << command << ": " << r.err;
    EXPECT_NE(r.err.find(db), std::string::npos) << command << ": " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << command << ": " << r.err;
  }
}
