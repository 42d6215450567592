// `scriptorium calibrate ...` commands.
#include "companion/cli/commands/registry.hpp"

namespace scriptorium::cli {

void register_calibrate(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("calibrate", "Calibrate the camera and register boards");
  add_unimplemented(*group, "camera", "Camera intrinsics from chessboard or ChArUco views", ctx);
  add_unimplemented(*group, "sheet", "Print an anchor sheet for a board", ctx);
  add_unimplemented(*group, "board", "Register an empty board", ctx);
}

}  // namespace scriptorium::cli
