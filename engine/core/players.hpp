#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace scriptorium::core {

// Splits "Ana, Bruno,Carla" into trimmed names. Throws InputError (location "players") on an
// empty name, a duplicate, or a name longer than 64 characters.
std::vector<std::string> parse_player_list(std::string_view text);

}  // namespace scriptorium::core
