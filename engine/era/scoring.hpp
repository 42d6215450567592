// Final scoring (rules §3.9), winners and tie-breaks (§3.10), solo ranks (§3.11), and the
// culture/calamity track wrap (§1.2).
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "engine/era/domain.hpp"

namespace scriptorium::era {

struct PlayerEnd {
  std::string name;
  Domain domain;
  Resources resources{};
  int culture = 0;   // culture_total, including the +25 notes
  int calamity = 0;  // calamity_total, including the -25 notes
};

struct DicePool {
  std::array<int, 4> by_colour{};  // yellow, blue, gray, white
  int total() const noexcept { return by_colour[0] + by_colour[1] + by_colour[2] + by_colour[3]; }
};
DicePool dice_pool(const Domain& domain);

// Score-sheet rows in the printed order: (key, value).
struct ScoreSheet {
  std::string name;
  std::vector<std::pair<std::string, int>> rows;
  int walled_area = 0;
  DicePool dice;
  int subtotal = 0;
  int total = 0;
  int value(std::string_view key) const;  // 0 when the row is absent
};

struct FinalScore {
  std::vector<ScoreSheet> players;
  std::vector<std::string> winners;  // several on a shared victory
};

FinalScore final_score(const std::vector<PlayerEnd>& players, const Rules& rules);

// Track wrap: the number of +25 (or -25) notes and the peg position for a total.
struct TrackPosition {
  int notes = 0;
  int peg = 0;
};
TrackPosition track_position(int total, int cycle) noexcept;

// §3.11 solo rank table: {Spanish, English}.
std::pair<std::string_view, std::string_view> solo_rank(int total) noexcept;

// Parses the game-end JSON of `era score` ({"players": [...]}).
std::vector<PlayerEnd> parse_game_end(const core::JsonCursor& root, const Rules& rules);
Resources parse_resources(const core::JsonCursor& cursor, const Rules& rules);

}  // namespace scriptorium::era
