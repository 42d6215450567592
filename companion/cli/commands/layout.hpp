// Reading a board's layout from a photo, shared by `layout read` and the game commands that
// take a photo where they take a layout JSON (`era walled PHOTO --board era-domain --profile P`).
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "companion/cli/context.hpp"
#include "engine/era/catalogue.hpp"
#include "engine/era/rules.hpp"

namespace scriptorium::cli {

struct PhotoOptions {
  std::string board;    // --board era-domain|discordia-city
  std::string profile;  // --profile P: the taught appearance (and a stored registration)
  std::string corners;  // --corners X0,Y0,...: the board corners by hand
};

// Adds --board, --profile and --corners to a command.
void add_photo_options(CLI::App& cmd, PhotoOptions& options, bool board_required);

// True when `file` names an image (by extension) rather than a JSON document.
bool looks_like_photo(const std::string& file);

// Reads the layout in `image`: the domain JSON of cli.md plus "confidence" per piece,
// "unknown_cells" and "elapsed_ms". Problems become CliError naming the file or option.
nlohmann::json read_layout_photo(const Context& ctx, const std::string& image, const PhotoOptions& options);

// ERA's rules under the command's --set/--rules settings (shared with the `era` commands).
era::Rules load_era_rules(const Context& ctx);

// The letter a piece has in the domain grids the commands print (cli.md: K keep, W wall, ...).
char era_piece_letter(era::PieceType type);

}  // namespace scriptorium::cli
