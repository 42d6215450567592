// Rolls and moves recorded in a session -> every game's check_roll / check_move.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "companion/session/game_rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium;
  if (size < 1) return 0;
  static const char* kGames[] = {"era", "medioevo", "discordia", "feudum", "rattus"};
  const auto rules = session::make_game_rules(kGames[data[0] % 5]);
  try {
    const auto doc = core::parse_json_text(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
    const core::JsonCursor root(doc);
    if (root.json().is_object() && root.has("dice")) {
      (void)rules->check_roll(core::parse_dice(root.at("dice")));
    } else {
      (void)rules->check_move(root);
    }
  } catch (const core::InputError&) {
  }
  return 0;
}
