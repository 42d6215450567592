// `scriptorium discordia scarcity|strength|incursion|actions|check` input files (and --rules),
// and the printed-contents files of `--data DIR` -> the Discordia parsers and what each command
// computes, as companion/cli/commands/discordia.cpp does.
#include <cstddef>
#include <cstdint>

#include "engine/discordia/city.hpp"
#include "engine/discordia/data.hpp"
#include "engine/discordia/settings.hpp"
#include "engine/discordia/turn.hpp"
#include "engine/discordia/year_end.hpp"
#include "fuzz/game_input.hpp"

namespace {

using namespace scriptorium;
namespace dc = scriptorium::discordia;

const dc::GameData& shipped_data() {
  static const dc::GameData data = dc::load_game_data(dc::default_data_dir());
  return data;
}

void incursion(const core::JsonCursor& c, const core::Settings& settings) {
  dc::IncursionInput in = dc::parse_incursion_input(c, shipped_data());
  const auto r = dc::incursion(in.player, in.supply, in.left, in.right, settings);
  (void)dc::to_json(r.effect.effect).dump();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto in = fuzz::read_game_input(data, size);
  if (!in) return 0;
  try {
    const core::Settings settings = fuzz::game_settings(dc::settings_schema(), *in);
    const core::JsonCursor c(in->doc);
    switch (in->command % 10) {
      case 0: {
        const auto city = dc::parse_city(c);
        (void)dc::scarcity(city);
        (void)dc::to_json(city).dump();
        break;
      }
      case 1: (void)dc::strength(dc::parse_city(c), settings); break;
      case 2: incursion(c, settings); break;
      case 3: {
        const auto state = dc::parse_turn_state(c);
        (void)dc::legal_actions(state, dc::parse_die_choice(c, state), shipped_data(), settings).dump();
        break;
      }
      case 4: {
        const auto state = dc::parse_turn_state(c);
        const auto r = dc::check_turn(state, c.at("turn"), shipped_data(), settings);
        (void)dc::to_json(r.after.city).dump();
        break;
      }
      // --data DIR: one printed-contents file each.
      case 5: { dc::GameData d; dc::parse_action_tiles(c, d); break; }
      case 6: { dc::GameData d; dc::parse_aqueduct(c, d); break; }
      case 7: { dc::GameData d; dc::parse_german_tiles(c, d); break; }
      case 8: { dc::GameData d; dc::parse_season_bonuses(c, d); break; }
      default: { dc::GameData d; dc::parse_decrees(c, d); break; }
    }
  } catch (const core::InputError&) {
  }
  return 0;
}
