// Legality of one player's round of action cards (rules/feudum.md §4.1, §4.2, §4.7, §2.3):
// the input of `feudum check`.
//
//   {"color": "blue", "advanced": true,
//    "holdings": {"food": 2, "wood": 0, "iron": 0, "sulfur": 0, "saltpeter": 1, "wine_barrel": 0,
//                 "seals": 0, "region_tiles": 0, "writs": 0, "pawns_in_supply": 2, "shillings": 0},
//    "ruled": {"outpost": 1, "farm": 0, "town": 0, "feudum": 0},
//    "farm_goods": [3],                       goods beside each farm the player rules
//    "ranks": {"farmer": "master"},           guild ranks (master, journeyman, apprentice)
//    "pawn_characters": ["alchemist"],        faces of the player's pawns on the board
//    "pouch": "extra" | "sequential" | null, "pouch_paid_from": "supply" | "barrel",
//    "selected": ["migrate", "repeat", "conquer", "defend"],
//    "plays": [                               in reveal order; "turn" groups cards played together
//      {"card": "migrate", "turn": 1},
//      {"card": "repeat", "repeats": "migrate", "deja_vu": true, "turn": 2},
//      {"card": "defend", "out_of_turn": true},
//      {"card": "conquer", "perform": true, "turn": 3},
//      {"card": "guild", "guild": "farmer", "function": "push" | "pull" | "trade"},
//      {"card": "harvest", "farm": 0},
//      {"card": "improve", "location": {...}, "tend_landscape": false},
//      {"card": "influence", "location": {...}, "with_monster": false}],
//    "round_complete": false}                 true: every selected card must have been played
#pragma once

#include "engine/core/json_input.hpp"
#include "engine/core/settings.hpp"
#include "engine/core/violations.hpp"

namespace scriptorium::feudum {

// Validates the input's shape (InputError on bad input) and returns every rules violation.
core::Violations check_round(const core::JsonCursor& root, const core::Settings& settings);

}  // namespace scriptorium::feudum
