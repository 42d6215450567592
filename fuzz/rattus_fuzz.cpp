// `scriptorium rattus score|resolve` input files (and --rules) -> the Rattus Cartus parsers,
// scoring and building resolution, as companion/cli/commands/rattus.cpp does.
#include <cstddef>
#include <cstdint>

#include "engine/rattus/end_state.hpp"
#include "engine/rattus/rattus_settings.hpp"
#include "engine/rattus/resolve.hpp"
#include "engine/rattus/scoring.hpp"
#include "fuzz/game_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium;
  const auto in = fuzz::read_game_input(data, size);
  if (!in) return 0;
  try {
    const core::Settings settings = fuzz::game_settings(rattus::settings_schema(), *in);
    const core::JsonCursor root(in->doc);
    if (in->command % 2 == 0) {
      (void)rattus::to_json(rattus::score_end_state(rattus::parse_end_state(root), settings)).dump();
    } else {
      (void)rattus::to_json(rattus::resolve_round(rattus::parse_round(root, settings), settings)).dump();
    }
  } catch (const core::InputError&) {
  }
  return 0;
}
