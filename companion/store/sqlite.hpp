// Thin RAII over the SQLite C API: one connection, prepared statements, and a transaction
// guard that rolls back unless committed. Every failure throws StoreError with SQLite's message.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace scriptorium::store {

class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Statement;

class Database {
 public:
  explicit Database(const std::string& path, bool read_only = false);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  void exec(std::string_view sql);
  Statement prepare(std::string_view sql);
  std::int64_t last_insert_id() const;
  const std::string& path() const noexcept { return path_; }
  // Copies every page of `from` into this database in one step (sqlite3_backup).
  void copy_from(Database& from);
  [[noreturn]] void fail(std::string_view context) const;

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

class Statement {
 public:
  Statement(Database& db, sqlite3_stmt* stmt) : db_(&db), stmt_(stmt) {}
  ~Statement();
  Statement(Statement&& other) noexcept;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  Statement& operator=(Statement&&) = delete;

  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, std::string_view value);
  // Exact overloads so strings never pick the std::optional overloads.
  Statement& bind(int index, const std::string& value) { return bind(index, std::string_view(value)); }
  Statement& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
  Statement& bind_null(int index);
  Statement& bind(int index, const std::optional<std::string>& value);
  Statement& bind(int index, const std::optional<std::int64_t>& value);

  // Advances; true while a row is available.
  bool step();
  // Runs a statement that returns no rows.
  void run();
  void reset();

  std::int64_t column_int(int index) const;
  std::string column_text(int index) const;
  bool column_is_null(int index) const;

 private:
  Database* db_;
  sqlite3_stmt* stmt_;
};

// BEGIN IMMEDIATE on construction; ROLLBACK on destruction unless commit() was called.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool done_ = false;
};

}  // namespace scriptorium::store
