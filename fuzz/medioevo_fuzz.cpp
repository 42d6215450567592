// `scriptorium medioevo round|odds` input files (and --rules) -> parse_battle, the round engine
// and the exact odds, as companion/cli/commands/medioevo.cpp does.
#include <cstddef>
#include <cstdint>

#include "engine/medioevo/battle_input.hpp"
#include "engine/medioevo/odds.hpp"
#include "engine/medioevo/round.hpp"
#include "engine/medioevo/rules_settings.hpp"
#include "fuzz/game_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium;
  namespace mu = scriptorium::medioevo;
  const auto in = fuzz::read_game_input(data, size);
  if (!in) return 0;
  try {
    const core::Settings settings = fuzz::game_settings(mu::settings_schema(), *in);
    const core::JsonCursor root(in->doc);
    switch (in->command % 3) {
      case 0: {  // medioevo round
        const mu::BattleInput battle = mu::parse_battle(root, settings, true);
        mu::RoundEngine engine(battle, settings, mu::RoundOptions{true, true, true});
        const auto result = engine.resolve_from_input(mu::initial_state(battle));
        (void)mu::round_json(engine, result).dump();
        for (int s = 0; s < 2; ++s) (void)mu::army_text(engine.side(s).army);
        break;
      }
      default: {  // medioevo odds --reroll none|optimal
        const mu::BattleInput battle = mu::parse_battle(root, settings, false);
        const auto policy = in->command % 3 == 1 ? mu::RerollPolicy::none : mu::RerollPolicy::optimal;
        mu::OddsCalculator calculator(battle, settings, policy);
        const auto round = calculator.round_odds();
        const auto whole = calculator.battle_odds();
        (void)mu::odds_json(round, whole, policy).dump();
        break;
      }
    }
  } catch (const core::InputError&) {
  }
  return 0;
}
