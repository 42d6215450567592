// `scriptorium layout ...` commands.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_layout(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("layout", "Read tiles and buildings on a board");
  add_unimplemented(*group, "teach", "Teach the pieces of a board from a photo with its true layout", ctx);
  add_unimplemented(*group, "read", "Read the layout of a board from a photo", ctx);
}

}  // namespace scriptorium::cli
