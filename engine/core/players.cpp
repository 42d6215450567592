#include "engine/core/players.hpp"

#include <algorithm>

#include "engine/core/json_input.hpp"

namespace scriptorium::core {

namespace {
std::string_view trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t");
  return s.substr(first, last - first + 1);
}
}  // namespace

std::vector<std::string> parse_player_list(std::string_view text) {
  std::vector<std::string> names;
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    const auto part = trim(text.substr(start, comma == std::string_view::npos ? text.npos : comma - start));
    const std::string where = "player " + std::to_string(names.size() + 1);
    if (part.empty()) throw InputError("empty player name", where);
    if (part.size() > 64) throw InputError("player name longer than 64 characters", where);
    if (std::find(names.begin(), names.end(), part) != names.end()) {
      throw InputError("duplicate player name \"" + std::string(part) + "\"", where);
    }
    names.emplace_back(part);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return names;
}

}  // namespace scriptorium::core
