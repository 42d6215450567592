// `scriptorium medioevo ...` commands.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_medioevo(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("medioevo", "Medioevo Universale combat");
  add_unimplemented(*group, "round", "Resolve one battle round from the dice", ctx);
  add_unimplemented(*group, "odds", "Exact odds of a battle round and a whole battle", ctx);
}

}  // namespace scriptorium::cli
