// The German tiles a Discordia year end may show face up (rules/discordia.md §4.2): the shipped
// printed contents (data/discordia/german_tiles.json), for the app's year-end screen to offer by
// id. An `incursion` move names its two tiles by these ids.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace scriptorium::session {

struct GermanTile {
  std::string id;         // "A1"
  bool left = true;       // left pile (backs A, C: a damage) or right pile (B, D: a reward)
  int strength = 0;
  nlohmann::json effect;  // {"kind", "amount", "tile_type"?} as the data file writes it
};

// In the data file's order; empty when this build has no Discordia engine. A broken data folder
// throws std::runtime_error naming the file, as the incursion move would.
std::vector<GermanTile> discordia_german_tiles();

}  // namespace scriptorium::session
