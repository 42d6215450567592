// `scriptorium rattus ...` commands.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_rattus(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("rattus", "Rattus Cartus scoring");
  add_unimplemented(*group, "score", "End-of-game scoring and plague check", ctx);
  add_unimplemented(*group, "resolve", "Resolve one building", ctx);
}

}  // namespace scriptorium::cli
