// One function per command group; each lives in its own file of this folder.
#pragma once

#include "companion/cli/context.hpp"

namespace scriptorium::cli {

void register_dice(CLI::App& root, Context& ctx);
void register_watch(CLI::App& root, Context& ctx);
void register_calibrate(CLI::App& root, Context& ctx);
void register_layout(CLI::App& root, Context& ctx);
void register_era(CLI::App& root, Context& ctx);
void register_medioevo(CLI::App& root, Context& ctx);
void register_discordia(CLI::App& root, Context& ctx);
void register_rattus(CLI::App& root, Context& ctx);
void register_feudum(CLI::App& root, Context& ctx);
void register_session(CLI::App& root, Context& ctx);
void register_profile(CLI::App& root, Context& ctx);

}  // namespace scriptorium::cli
