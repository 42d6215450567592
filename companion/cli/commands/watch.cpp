// `scriptorium watch`: follow a live or recorded table.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_watch(CLI::App& root, Context& ctx) {
  CLI::App* watch = add_command(root, "watch", "Follow a live or recorded table and stream one event per roll (not implemented yet)", ctx,
                                []() -> int { throw CliError(kFailure, "not implemented yet: watch"); });
  watch->allow_extras();
}

}  // namespace scriptorium::cli
