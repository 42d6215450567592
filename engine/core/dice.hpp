// Dice as the engine sees them: a kind, a face, and where it came from. Vision produces these
// (with confidences); the game modules interpret them.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json_input.hpp"

namespace scriptorium::core {

enum class DieKind { d4, d6, d8, custom };

inline constexpr std::array<EnumName<DieKind>, 4> kDieKindNames{{
    {DieKind::d4, "d4"}, {DieKind::d6, "d6"}, {DieKind::d8, "d8"}, {DieKind::custom, "custom"}}};

// Number of faces of a numbered die; 0 for custom dice.
int face_count(DieKind kind) noexcept;

struct Die {
  DieKind kind = DieKind::d6;
  int value = 1;          // face value 1..N for numbered dice, 0 for custom dice
  std::string label;      // face label for custom dice ("skull", "Y3", ...), empty otherwise
  std::string set;        // custom set name ("era-yellow"), empty for numbered dice
  std::string color;      // colour name as read, may be empty
  double confidence = 1;  // 0..1; 1 for dice entered by hand
};

// Caps on untrusted dice documents: far above any table (ERA's largest pool is under 20 dice),
// low enough that no roll file can make later steps (scoring, statistics) costly.
inline constexpr std::size_t kMaxDice = 128;
inline constexpr std::size_t kMaxDieText = 64;  // characters of a kind, label or colour

// Parses one die from the `dice read` JSON ({"kind","value","color","confidence",...}).
// A string `value` makes a custom die with that label; `kind` then names the set.
Die parse_die(const JsonCursor& cursor);
// At most kMaxDice dice; more is bad input.
std::vector<Die> parse_dice(const JsonCursor& array);

}  // namespace scriptorium::core
