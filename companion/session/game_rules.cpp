// The factory; each game's rules live in rules/<game>_rules.cpp.
#include "companion/session/game_rules.hpp"

#include <stdexcept>

#include "companion/session/rules/common.hpp"

namespace scriptorium::session {

std::unique_ptr<GameRules> make_game_rules(const std::string& game, const SessionContext& context) {
  if (game == "era") return detail::make_era_rules(context);
  if (game == "medioevo") return detail::make_medioevo_rules(context);
  if (game == "discordia") return detail::make_discordia_rules(context);
  if (game == "feudum") return detail::make_feudum_rules(context);
  if (game == "rattus") return detail::make_rattus_rules(context);
  throw std::invalid_argument("unknown game " + game);
}

void check_session_rules(const std::string& game, const nlohmann::json& rules) {
  if (game == "era") return detail::check_era_settings(rules);
  if (game == "medioevo") return detail::check_medioevo_settings(rules);
  if (game == "discordia") return detail::check_discordia_settings(rules);
  if (game == "feudum") return detail::check_feudum_settings(rules);
  if (game == "rattus") return detail::check_rattus_settings(rules);
  throw std::invalid_argument("unknown game " + game);
}

}  // namespace scriptorium::session
