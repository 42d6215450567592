#include "companion/store/sqlite.hpp"

#include <sqlite3.h>

namespace scriptorium::store {

namespace {

// One line naming the database file and what the user can do about the failure; SQLite's own
// words follow after a colon.
std::string describe(int rc, const std::string& path, const std::string& context, const std::string& message) {
  std::string what;
  switch (rc & 0xff) {
    case SQLITE_READONLY:
      what = "the session database " + path + " is read-only (the file or its folder cannot be written)";
      break;
    case SQLITE_FULL:
      what = "the disk is full: cannot write the session database " + path;
      break;
    case SQLITE_IOERR:
      what = "cannot write the session database " + path + " (disk full, file size limit or device error)";
      if (rc == SQLITE_IOERR_READ || rc == SQLITE_IOERR_SHORT_READ) what = "cannot read the session database " + path;
      break;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      what = "the session database " + path + " is locked by another program (gave up after 5 s)";
      break;
    case SQLITE_CANTOPEN:
      what = "cannot open the session database " + path + " (missing folder or no permission)";
      break;
    case SQLITE_NOTADB:
      what = path + " is not a session database";
      break;
    case SQLITE_CORRUPT:
      what = "the session database " + path + " is damaged";
      break;
    default:
      what = context + " (" + path + ")";
      break;
  }
  return what + ": " + message;
}

}  // namespace

Database::Database(const std::string& path, bool read_only) : path_(path) {
  const int flags = (read_only ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) |
                    SQLITE_OPEN_FULLMUTEX;
  const int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    const std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    const int code = db_ ? sqlite3_extended_errcode(db_) : rc;
    sqlite3_close(db_);
    db_ = nullptr;
    throw StoreError(describe(code == SQLITE_OK ? rc : code, path, "cannot open database", message));
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, 5000);
}

Database::~Database() { sqlite3_close(db_); }

void Database::fail(std::string_view context) const {
  throw StoreError(describe(sqlite3_extended_errcode(db_), path_, std::string(context), sqlite3_errmsg(db_)));
}

void Database::exec(std::string_view sql) {
  char* message = nullptr;
  const std::string text(sql);
  const int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &message);
  if (rc != SQLITE_OK) {
    std::string error = message ? message : sqlite3_errstr(rc);
    sqlite3_free(message);
    throw StoreError(describe(sqlite3_extended_errcode(db_), path_, "database error", error));
  }
}

Statement Database::prepare(std::string_view sql) {
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &stmt, nullptr) != SQLITE_OK) {
    fail("cannot prepare statement");
  }
  return Statement(*this, stmt);
}

void Database::copy_from(Database& from) {
  sqlite3_backup* backup = sqlite3_backup_init(db_, "main", from.db_, "main");
  if (backup == nullptr) fail("cannot start backup");
  const int rc = sqlite3_backup_step(backup, -1);
  sqlite3_backup_finish(backup);
  if (rc != SQLITE_DONE) throw StoreError(describe(rc, path_, "backup failed", sqlite3_errstr(rc)));
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement::Statement(Statement&& other) noexcept : db_(other.db_), stmt_(other.stmt_) {
  other.stmt_ = nullptr;
}

Statement& Statement::bind(int index, std::int64_t value) {
  if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) db_->fail("bind");
  return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
  if (sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT) != SQLITE_OK) {
    db_->fail("bind");
  }
  return *this;
}

Statement& Statement::bind_null(int index) {
  if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) db_->fail("bind");
  return *this;
}

Statement& Statement::bind(int index, const std::optional<std::string>& value) {
  return value ? bind(index, std::string_view(*value)) : bind_null(index);
}

Statement& Statement::bind(int index, const std::optional<std::int64_t>& value) {
  return value ? bind(index, *value) : bind_null(index);
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  db_->fail("database step failed");
}

void Statement::run() {
  while (step()) {
  }
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::column_int(int index) const { return sqlite3_column_int64(stmt_, index); }

std::string Statement::column_text(int index) const {
  const auto* text = sqlite3_column_text(stmt_, index);
  return text ? std::string(reinterpret_cast<const char*>(text)) : std::string();
}

bool Statement::column_is_null(int index) const {
  return sqlite3_column_type(stmt_, index) == SQLITE_NULL;
}

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (!done_) {
    try {
      db_.exec("ROLLBACK");
    } catch (...) {
      // A failed rollback leaves SQLite to roll back when the connection closes.
    }
  }
}

void Transaction::commit() {
  db_.exec("COMMIT");
  done_ = true;
}

}  // namespace scriptorium::store
