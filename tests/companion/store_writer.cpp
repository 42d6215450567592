// Appends events to a store forever, printing each event's ID only after its transaction has
// committed: every ID on stdout is an acknowledged write. Killed by store_crash_test.
#include <cstdio>
#include <string>

#include "companion/store/session_store.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: store_writer DB\n");
    return 2;
  }
  auto store = scriptorium::store::open_session_store(argv[1]);
  const auto session = store->create_session("era", {"Ana", "Bruno"}, nlohmann::json::object());
  for (long i = 0;; ++i) {
    scriptorium::store::NewEvent event;
    event.kind = scriptorium::store::EventKind::roll;
    event.player = (i % 2) ? "Ana" : "Bruno";
    event.payload = {{"dice", {1, 2, 3}}, {"i", i}, {"padding", std::string(512, 'x')}};
    event.score = nlohmann::json{{"i", i}};
    const auto id = store->append_event(session, event);
    std::printf("%lld\n", static_cast<long long>(id));
    std::fflush(stdout);
  }
}
