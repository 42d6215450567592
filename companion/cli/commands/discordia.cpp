// `scriptorium discordia ...` commands.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_discordia(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("discordia", "Discordia city bookkeeping");
  add_unimplemented(*group, "scarcity", "Infrastructure scarcity at year end", ctx);
  add_unimplemented(*group, "strength", "City military strength", ctx);
  add_unimplemented(*group, "incursion", "Germanic incursion against the face-up German tiles", ctx);
  add_unimplemented(*group, "actions", "Legal actions for a chosen die", ctx);
  add_unimplemented(*group, "check", "Validate a proposed turn", ctx);
}

}  // namespace scriptorium::cli
