// One roll the table saw, waiting for the players: they confirm it as read, or correct it one
// tap per die first (the face value cycles 1..N, the kind cycles d4/d6/d8, a die the reader
// imagined is removed). Plain C++ (no Qt): the Qt model in live_table.* only wraps it.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace scriptorium::app {

struct CardDie {
  std::string kind = "d6";   // d4, d6, d8, or a custom set name
  int value = 1;             // 1..faces; 0 for custom dice
  std::string label;         // custom dice only
  std::string color;
  double confidence = 1;
  bool corrected = false;    // changed by the players
};

struct RollCard {
  int id = 0;
  double t = 0;                  // seconds since the start of the source
  std::vector<CardDie> dice;
  std::string player;            // who rolled (empty: not chosen yet)
  std::string verdict;           // the engine's words after a refused confirm
  bool refused = false;

  // One tap on the face: the next value, wrapping to 1 after the highest face. False for a die
  // that cannot cycle (custom dice) or an index out of range.
  bool cycle_value(std::size_t die);
  // One tap on the kind: d4 -> d6 -> d8 -> d4; a value the new kind lacks becomes its top face.
  bool cycle_kind(std::size_t die);
  bool remove_die(std::size_t die);

  // The roll as `dice read` prints it: {"dice": [{"kind", "value", "color", "confidence"}, ...]}.
  nlohmann::json dice_document() const;
};

// Faces of a numbered kind (4, 6, 8), 0 for anything else.
int face_count(const std::string& kind);

}  // namespace scriptorium::app
