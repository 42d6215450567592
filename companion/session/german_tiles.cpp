#include "companion/session/german_tiles.hpp"

#include <stdexcept>

#ifdef SCRIPTORIUM_WITH_DISCORDIA
#include "engine/discordia/data.hpp"
#endif

namespace scriptorium::session {

std::vector<GermanTile> discordia_german_tiles() {
  std::vector<GermanTile> out;
#ifdef SCRIPTORIUM_WITH_DISCORDIA
  namespace dc = discordia;
  dc::GameData data;
  try {
    data = dc::load_game_data(dc::default_data_dir());
  } catch (const dc::DataFileError& e) {
    throw std::runtime_error(std::string(e.what()) + " (" + e.file() + ":" + e.where() + ")");
  }
  for (const auto& t : data.german_tiles) {
    out.push_back({t.id, t.pile == dc::GermanPile::Left, t.strength, dc::to_json(t.effect)});
  }
#endif
  return out;
}

}  // namespace scriptorium::session
