#include "vision/dice/built_in_sets.hpp"

namespace scriptorium::vision {

std::optional<BuiltInDiceSet> find_built_in_set(std::string_view name) {
  if (name == "d6" || name == "auto") return BuiltInDiceSet{DiceModels::pip_d6(), {}};
  // Discordia's dice are pip d6, one blue, one red and one yellow (rules §1; the session's roll
  // check names them so): a lamp that makes the yellow one orange must not have the roll refused.
  if (name == "discordia") return BuiltInDiceSet{DiceModels::pip_d6(), {"blue", "red", "yellow"}};
  if (name == "medioevo") return BuiltInDiceSet{DiceModels::numerals(), {}};  // one d4, d6 and d8 per player
  return std::nullopt;
}

std::string dice_set_of_game(std::string_view game) {
  if (game == "era" || game == "feudum" || game == "medioevo" || game == "discordia")
    return std::string(game);
  return "auto";
}

}  // namespace scriptorium::vision
