// One player's turn (rules/discordia.md §3.2-§3.7): die choice and modifiers, colour matching with
// wild workers, the legal main and secondary actions, and the check of a proposed turn.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json_input.hpp"
#include "engine/core/settings.hpp"
#include "engine/core/violations.hpp"
#include "engine/discordia/city.hpp"
#include "engine/discordia/data.hpp"

namespace scriptorium::discordia {

using WorkerCounts = std::array<int, 4>;  // by WorkerColor

struct TurnPlayer {
  City city;
  WorkerCounts workers{};                      // reserve by colour
  int stars = 0;                               // stars in reserve
  int modifiers_active = 0;                    // modifiers still yellow this year
  std::vector<WorkerColor> wild_privileges;    // permanent privileges, one colour each
  bool progress_with_5 = false;                // permanent progress bonus
  bool extra_workers_any_die = false;          // permanent progress bonus (G-13)
  int progress_length = 6;                     // spaces on the progress meter
  int progress_stars = 0;                      // stars on it
  int aqueduct_position = 0;                   // 0..10
  int expedition_stars = 0;
  int decree_slots_free = 0;                   // empty decree slots on the City Map
  int expansions_acquired = 0;
  int total() const noexcept { return workers[0] + workers[1] + workers[2] + workers[3]; }
};

struct TurnState {
  TurnPlayer player;
  int season = 1;                              // boat position 1..5
  std::array<int, 3> dice{1, 1, 1};            // faces of blue, red, yellow
  bool dice_known = false;                     // "dice" was given
  bool maximus = false;
  std::optional<DieColor> taken_by_maximus;    // the die Maximus took (others may not choose it)
  std::optional<DieColor> blocked;             // solo: the die of the Janus tile
  std::vector<std::array<std::optional<WorkTile>, 6>> display;  // rows x columns 1..6
  std::map<ExpansionKind, int> expansion_display;
  int star_cult = 0;
  int bag = 0;
  int towers_in_display = 0;
  std::vector<std::string> decree_display;     // ids from decrees.json still available
};

struct DieChoice {
  DieColor colour = DieColor::Red;
  std::vector<int> modifiers;  // +1 / -1 each, one modifier each
  std::optional<int> face;     // the die's face when given with the choice; else from the state's dice
};

// Where a work tile is: a plot index or a military tower index.
struct TileRef {
  bool tower = false;
  int index = 0;
  bool operator==(const TileRef&) const = default;
};

TurnState parse_turn_state(const core::JsonCursor& c);
// {"die": "red" | {"color": "red", "value": 3}, "modifiers": [+1, -1, ...]}; without a value the
// state must give "dice".
DieChoice parse_die_choice(const core::JsonCursor& c, const TurnState& state);

// The colours that count as wild for this player (§3.7; two privileges: setting all_wild_rule).
std::array<bool, 4> wild_colours(const TurnPlayer& player, const core::Settings& settings);

// §3.7: can `reserve` pay the icons of `space` (some assignment exists)?
bool can_pay(const WorkSpace& space, const WorkerCounts& reserve, const std::array<bool, 4>& wild);
// Do these workers match the icons (in some order)?
bool workers_match(const WorkSpace& space, const std::vector<WorkerColor>& workers,
                   const std::array<bool, 4>& wild);

// §3.2/§3.3: violations of the die choice; `value` receives the effective value when legal.
core::Violations check_die_choice(const TurnState& state, const DieChoice& choice, const core::Settings& settings,
                                  std::optional<int>& value);

// §3.5 additional workers: tiles whose value and die colour allow it (complete ones excluded).
std::vector<TileRef> additional_worker_tiles(const City& city, DieColor colour, int value, bool any_die,
                                             const core::Settings& settings);

// Plots a city tile of this type may go on: the leftmost empty plot of its kind, and every plot
// holding a tile of the same type (covering it).
std::vector<int> placement_plots(const City& city, TileType type);

// `discordia actions`: every legal main and secondary action for a die choice.
nlohmann::json legal_actions(const TurnState& state, const DieChoice& choice, const GameData& data,
                             const core::Settings& settings);

struct TurnCheck {
  core::Violations violations;
  std::optional<int> effective_value;
  TurnPlayer after;        // the player after the turn (only meaningful when legal)
  int bag_after = 0;
  bool wins = false;       // the reserve reached 0 (§4.8 immediate win)
  nlohmann::json events = nlohmann::json::array();  // what happened, for people and the JSON output
};

// `discordia check`: validates a proposed turn {"die", "modifiers", "main", "secondary"}.
TurnCheck check_turn(const TurnState& state, const core::JsonCursor& turn, const GameData& data,
                     const core::Settings& settings);

// §3.6 ship conversion at the end of the turn: every complete Ship returns its workers to the
// bag, becomes a Stall on the leftmost empty Market (else covers the first Stall; with no Market
// plot at all: setting ship_without_market) and the aqueduct advances 1. Returns event notes.
nlohmann::json convert_ships(TurnPlayer& player, int& bag, const core::Settings& settings);

// §3.6 / G-16: builds a military tower (on a free Port, or covering the tower at `cover`); the
// workers of a covered tower go to the reserve or the bag (setting covered_tower_workers_to).
// Returns the number of workers moved; throws std::invalid_argument when no Port is free.
int build_military_tower(TurnPlayer& player, WorkTile tower, std::optional<int> cover, int& bag,
                         const core::Settings& settings);

}  // namespace scriptorium::discordia
