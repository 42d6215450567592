// A session database from elsewhere: `session restore FILE` (byte 0 even) checks the backup and
// copies it into a fresh store; `--db FILE` (byte 0 odd) opens it as the store itself. Either way
// every session, event and score is then read back as `session list|show` do. Only StoreError may
// escape (the CLI reports it as one line), never a crash or another exception.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"

namespace {

namespace fs = std::filesystem;

// A private scratch folder, on tmpfs when there is one (the store syncs every commit); removed
// at exit (its name is kept in a plain buffer, which outlives every static object).
char scratch_name[4096];

const fs::path& scratch() {
  static const fs::path dir = [] {
    const fs::path base = fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
    fs::path d = base / ("scriptorium-fuzz-db-" + std::to_string(::getpid()));
    fs::create_directories(d);
    std::snprintf(scratch_name, sizeof scratch_name, "%s", d.c_str());
    std::atexit([] {
      std::error_code ec;
      fs::remove_all(fs::path(scratch_name), ec);
    });
    return d;
  }();
  return dir;
}

void clear(const fs::path& file) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
    std::error_code ec;
    fs::remove(file.string() + suffix, ec);
  }
}

void read_everything(scriptorium::store::SessionStore& db) {
  (void)db.schema_version();
  for (const auto& s : db.list_sessions({})) {
    (void)db.find_session(s.id);
    for (const auto& e : db.events(s.id)) (void)e.payload.dump();
    if (auto score = db.latest_score(s.id)) (void)score->dump();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium;
  if (size < 1) return 0;
  const fs::path input = scratch() / "input.db";
  const fs::path store_file = scratch() / "store.db";
  clear(input);
  clear(store_file);
  {
    std::ofstream out(input, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data + 1), static_cast<std::streamsize>(size - 1));
  }
  try {
    if (data[0] % 2 == 0) {
      auto db = store::open_session_store(store_file.string());
      try {
        db->restore_from(input.string());
      } catch (const store::StoreError&) {
        // Refused: the store must be as it was (empty, current schema).
        if (!db->list_sessions({}).empty()) __builtin_trap();
        return 0;
      }
      read_everything(*db);
    } else {
      auto db = store::open_session_store(input.string());
      read_everything(*db);
    }
  } catch (const store::StoreError&) {
  }
  return 0;
}
