// `scriptorium feudum ...` commands.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_feudum(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("feudum", "Feudum combat and scoring");
  add_unimplemented(*group, "combat", "Resolve one Conquer attack", ctx);
  add_unimplemented(*group, "score", "Epoch and final scoring", ctx);
}

}  // namespace scriptorium::cli
