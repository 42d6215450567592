// Builders for round states in tests.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/era/round.hpp"
#include "tests/engine/era/era_test_util.hpp"

namespace era_test {

inline era::DieResult die(const char* id, std::optional<era::Resource> choice = std::nullopt) {
  const era::Face* f = era::find_face(id);
  if (f == nullptr) throw std::logic_error(std::string("bad face in test: ") + id);
  return {f, choice};
}

inline std::vector<era::DieResult> dice(std::initializer_list<const char*> ids) {
  std::vector<era::DieResult> out;
  for (const char* id : ids) out.push_back(die(id));
  return out;
}

inline era::Resources res(int g, int s, int w, int f) { return era::Resources{{g, s, w, f}}; }

inline era::PlayerState player(std::string name, era::Domain d, era::Resources r, std::vector<era::DieResult> faces) {
  era::PlayerState p;
  p.name = std::move(name);
  p.domain = std::move(d);
  p.resources = r;
  p.dice = std::move(faces);
  return p;
}

inline era::GameState game(std::vector<era::PlayerState> players, const era::Rules& rules) {
  era::GameState s;
  for (std::size_t i = 0; i < players.size(); ++i) {
    players[i].pointer = "/players/" + std::to_string(i);
    players[i].choices.pointer = players[i].pointer + "/choices";
  }
  s.players = std::move(players);
  s.supply = era::setup_supply(static_cast<int>(s.players.size()), rules);
  s.markers_in_use = era::markers_in_use(static_cast<int>(s.players.size()), rules);
  return s;
}

// Keep at (4,4) plus `longhouses` Longhouses along row 0 ({(0,0),(1,0)}, {(3,0),(4,0)}, ...), 9x9:
// a pool of 1 gray + n yellow dice with no adjacency.
inline era::Domain basic_domain(int longhouses, std::vector<era::Piece> extra = {}) {
  std::vector<era::Piece> pieces{keep(4, 4)};
  for (int i = 0; i < longhouses; ++i) pieces.push_back(piece(PieceType::longhouse, {{3 * i, 0}, {3 * i + 1, 0}}));
  for (auto& p : extra) pieces.push_back(std::move(p));
  return domain(9, 9, std::move(pieces));
}

}  // namespace era_test
