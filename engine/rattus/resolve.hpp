// Phase D: resolving the buildings of one round (rules/rattus-cartus.md §3 phase D).
//
// Input of `rattus resolve` (keys lower_snake_case):
//   {"players": 4,                       number of players in the game (2..5), required
//    "final_round": false,               no actions; the premium player gains +1 influence instead
//    "placement_order": ["A", "B"],      phase-C disc order (2-player premium tie, A-9); default:
//                                        order of first appearance in "buildings"
//    "seats": ["A", "B", "C", "D"],      clockwise seat order (Guard Tower victim order, A-8)
//    "hands": {"C": 5},                  hand sizes of players not entering these buildings
//    "buildings": [                      row order, first drawn first
//      {"type": "monastery",
//       "entries": [                     space order: space 1 first
//         {"player": "A",
//          "cards": {"church": 1, "magic": 2, "jokers": 1, "swords": 0, "flutes": 0},
//          "hand": 6,                    cards in hand after committing, at the start of phase D
//          "rats": 10,                   rat total at the start of phase D (default 10)
//          "sword_victim": "B",          choices the top Sword/Flute player makes among tied lows
//          "flute_victim": "C",
//          "hospital_cards": 2}]}]}      Hospital: hand cards discarded (default: as many as useful)
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/json_input.hpp"
#include "engine/core/settings.hpp"
#include "engine/rattus/types.hpp"

namespace scriptorium::rattus {

struct Committed {
  std::array<int, kClassCount> population{};  // population cards by class
  int jokers = 0;
  int swords = 0;
  int flutes = 0;
  int pop_jokers() const;
};

struct Entry {
  std::string player;
  Committed cards;
  int hand = 0;
  int rats = 10;
  std::optional<std::string> sword_victim;
  std::optional<std::string> flute_victim;
  std::optional<int> hospital_cards;
};

struct BuildingVisit {
  Building type = Building::Farm;
  std::vector<Entry> entries;  // space 1 first
};

struct RoundInput {
  int players = 0;
  bool final_round = false;
  std::vector<std::string> placement_order;
  std::vector<std::string> seats;
  std::map<std::string, int> other_hands;
  std::vector<BuildingVisit> buildings;
};

// What one player does or receives in a building's step b.
struct ActionEffect {
  std::string player;
  std::string kind;    // "premium", "standard" or "final_round"
  std::string action;  // e.g. "discard_rats", "take_swords", "guard_tower", "influence"
  int amount = 0;
  std::map<std::string, int> taken_from;  // Guard Tower: victim -> cards
  std::string warning;
};

struct Transfer {
  std::string top;                        // most Swords / Flutes
  std::vector<std::string> low;           // fewest (several = the top player's choice)
  std::optional<std::string> chosen;      // the low player it applies to, when determined
  int amount = 0;                         // cards (Sword) or rats (Flute) moved
};

struct EntrantResult {
  std::string player;
  int influence = 0;    // gained on the building's class track (incl. final-round +1)
  int rats_gained = 0;  // off-class population cards
  int rats = 0;         // after the whole building
  int hand = 0;         // after the whole building
};

struct BuildingResult {
  Building type = Building::Farm;
  std::vector<EntrantResult> entrants;
  std::optional<Transfer> sword;
  std::optional<Transfer> flute;
  std::optional<std::string> premium;
  std::vector<std::string> standard;
  std::vector<ActionEffect> actions;
};

RoundInput parse_round(const core::JsonCursor& root, const core::Settings& settings);

// Resolves every building in row order. Throws core::InputError for choices the rules forbid
// (e.g. a Hospital discard beyond the rats held with hospital_extra_cards = forbid).
std::vector<BuildingResult> resolve_round(const RoundInput& round, const core::Settings& settings);

nlohmann::json to_json(const std::vector<BuildingResult>& results);

}  // namespace scriptorium::rattus
