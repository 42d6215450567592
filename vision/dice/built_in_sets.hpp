// The dice sets read without teaching, by the names `dice read --set`, `watch --set` and the app
// use: "d6" or "auto" (pip d6), "discordia" (pip d6; three found are named blue, red and yellow by
// their hues) and "medioevo" (the numeral d4, d6 and d8).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vision/dice/dice_reader.hpp"

namespace scriptorium::vision {

struct BuiltInDiceSet {
  DiceModels models;
  std::vector<std::string> known_colors;  // DiceReaderOptions::known_colors: a game's one-of-each dice
};

// The set `name` (lower case) names; nullopt for any other name (a taught set).
std::optional<BuiltInDiceSet> find_built_in_set(std::string_view name);

// The set a game's dice are read with (the game as the session store names it): Medioevo's numeral
// d4/d6/d8 and Discordia's three coloured d6 are built in, ERA's icon dice and the Feudum progress
// die are taught sets of those names; the others ("" too) are pip dice ("auto").
std::string dice_set_of_game(std::string_view game);

}  // namespace scriptorium::vision
