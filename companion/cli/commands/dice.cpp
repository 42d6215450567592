// `scriptorium dice ...` commands.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_dice(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("dice", "Read real dice from photos");
  add_unimplemented(*group, "read", "Read dice faces from photos", ctx);
  add_unimplemented(*group, "teach", "Teach the faces of a custom die set", ctx);
  add_unimplemented(*group, "eval", "Measure the dice reader on a labelled folder", ctx);
}

}  // namespace scriptorium::cli
