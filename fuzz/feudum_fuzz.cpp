// `scriptorium feudum combat|score|check` input files (and --rules, with its structured charter
// charts) -> the Feudum parsers and what each command computes, as
// companion/cli/commands/feudum.cpp does.
#include <cstddef>
#include <cstdint>

#include "engine/feudum/action_check.hpp"
#include "engine/feudum/combat.hpp"
#include "engine/feudum/feudum_settings.hpp"
#include "engine/feudum/scoring.hpp"
#include "fuzz/game_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium;
  const auto in = fuzz::read_game_input(data, size);
  if (!in) return 0;
  try {
    core::Settings settings = fuzz::game_settings(feudum::settings_schema(), *in);
    if (in->rules) feudum::validate_settings(settings);
    const core::JsonCursor root(in->doc);
    switch (in->command % 3) {
      case 0: (void)feudum::to_json(feudum::resolve_combat(feudum::parse_combat(root, settings), settings)).dump(); break;
      case 1: (void)feudum::to_json(feudum::score_dawn(feudum::parse_score(root), settings)).dump(); break;
      default: (void)feudum::check_round(root, settings).to_json().dump(); break;
    }
  } catch (const core::InputError&) {
  }
  return 0;
}
