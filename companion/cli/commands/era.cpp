// `scriptorium era ...` commands.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_era(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("era", "ERA: Medieval Age rules");
  add_unimplemented(*group, "score", "Final score sheet", ctx);
  add_unimplemented(*group, "walled", "Walled cells and area of a domain", ctx);
  add_unimplemented(*group, "disease", "Clustered buildings and Disease calamity", ctx);
  add_unimplemented(*group, "check", "Validate a domain or a proposed build", ctx);
  add_unimplemented(*group, "round", "Apply one round's final dice to a game state", ctx);
}

}  // namespace scriptorium::cli
