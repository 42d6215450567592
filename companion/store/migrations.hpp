// Schema migrations, applied in order; PRAGMA user_version records how many have run.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "companion/store/access.hpp"

namespace scriptorium::store {

class Database;

std::span<const std::string_view> schema_migrations();

// How many migrations have run on `db` (PRAGMA user_version).
int schema_version(Database& db);

// Runs the migrations `db` lacks, each in one transaction. A database newer than this program is
// refused with a StoreError, unchanged.
void migrate(Database& db);

// What to open for the database at `path`: the file, its folder created first for a writer; for
// a reader of a file that does not exist, an empty database in memory, so reading creates nothing.
std::string database_to_open(const std::string& path, Access access);

// The settings every connection to the session database runs with (WAL, foreign keys,
// synchronous=FULL, so that a committed write survives a crash), then the schema brought up to date.
void prepare_database(Database& db);

}  // namespace scriptorium::store
