// Year-end bookkeeping (rules/discordia.md §4.1-§4.5): strength, the Germanic incursion and the
// infrastructure scarcity, per player or for the whole table.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/settings.hpp"
#include "engine/discordia/city.hpp"
#include "engine/discordia/data.hpp"

namespace scriptorium::discordia {

// E: unoccupied work spaces over city tiles and military towers (spaces, not missing workers).
int empty_spaces(const City& city) noexcept;
// Workers on complete city tiles and complete military towers.
int workers_on_complete_tiles(const City& city) noexcept;

// §4.1: workers on complete Barracks and military towers, plus permanent strength icons
// (setting count_permanent_strength, G-7).
int strength(const City& city, const core::Settings& settings);

struct ScarcityResult {
  int symbols = 0;        // V
  int empty_spaces = 0;   // E
  int aqueduct = 0;       // A
  int scarcity = 0;       // S = V + E - A
  int draw = 0;           // S > 0: min(S, bag)
  int returned = 0;       // S < 0: min(-S, reserve)
  int returned_from_complete_tiles = 0;
};

// §4.3 on one city; `bag` and `reserve` limit the draw and the return (absent = enough).
ScarcityResult scarcity(const City& city, std::optional<int> bag, std::optional<int> reserve);
inline ScarcityResult scarcity(const City& city) { return scarcity(city, city.bag, city.reserve); }

// Empties every complete city tile and military tower; returns the number of workers removed.
int empty_complete_tiles(City& city);

// One player's goods as the year end touches them.
struct PlayerState {
  std::string name;
  City city;
  int reserve = 15;  // workers in the personal reserve
  int stars = 6;     // stars in the personal reserve
  int expedition_stars = 0;
  int aqueduct_steps = 0;   // steps the ring advanced during the year end (position is not in the city JSON)
  int towers_gained = 0;    // towers taken from the display (placed by the player)
  int pending_bonuses = 0;  // bonuses that could not be taken (kept when unusable_bonus_lost = false)
  int aqueduct_position = 0;
  int progress_stars = 0;
  // A decree the player completes at the start of their year-end resolution (G-9), and whether
  // its slot covers an infrastructure symbol (lowering V).
  std::optional<DecreeDef> year_end_decree;
  bool decree_covers_symbol = true;
};

// Shared supply the year end draws on.
struct Supply {
  int bag = 0;
  int star_cult = 0;
  int towers_in_display = 0;
};

struct EffectOutcome {
  Effect effect;
  bool applied = false;  // false: the player lacked the goods (damage) or the supply was empty (reward)
  int amount = 0;        // how much actually moved
  std::string note;
};

// Applies an effect to one player. Damage the player cannot pay has no effect (§4.2);
// `tile_choice` picks the plot for LoseTile (G-17: player's choice; default: the leftmost).
EffectOutcome apply_effect(const Effect& effect, PlayerState& player, Supply& supply,
                           const core::Settings& settings, std::optional<int> tile_choice = std::nullopt);

enum class IncursionOutcome { Reward, Damage };

struct IncursionResult {
  int strength = 0;
  int german_strength = 0;
  IncursionOutcome outcome = IncursionOutcome::Damage;
  EffectOutcome effect;
};

// §4.2: G = left + right strength; Strength >= G earns the right tile's reward, else the left
// tile's damage.
IncursionResult incursion(PlayerState& player, Supply& supply, const GermanTileDef& left,
                          const GermanTileDef& right, const core::Settings& settings);

// A face-up German tile in an input file: an id from `data` (of the right pile) or inline
// {"id"?, "strength", "damage"} (left pile) / {"id"?, "strength", "reward"} (right pile).
GermanTileDef parse_german_tile(const core::JsonCursor& c, GermanPile pile, const GameData& data);

// One incursion as `discordia incursion FILE` reads it: {"city", "reserve", "stars", "bag",
// "star_cult", "towers_in_display", "left", "right"}; reserve and bag default to the city's.
struct IncursionInput {
  PlayerState player;
  Supply supply;
  GermanTileDef left;
  GermanTileDef right;
};
IncursionInput parse_incursion_input(const core::JsonCursor& c, const GameData& data);

struct PlayerYearEnd {
  int player = 0;
  IncursionResult incursion;
  ScarcityResult scarcity;
  bool resolved_incursion = false;
  bool resolved_scarcity = false;
  bool decree_completed = false;
  std::optional<EffectOutcome> decree_bonus;
};

struct YearEndResult {
  std::vector<PlayerYearEnd> players;  // in resolution order
  std::optional<int> winner;           // immediate win (§4.8): first reserve at 0
};

// §4.5: every player from the start player clockwise; order per setting year_end_order. Stops at
// the first player whose reserve reaches 0.
YearEndResult year_end(std::vector<PlayerState>& players, int start_player, Supply& supply,
                       const GermanTileDef& left, const GermanTileDef& right, const core::Settings& settings);

// Applies §4.3 to a player (draw/return then empty complete tiles).
ScarcityResult apply_scarcity(PlayerState& player, Supply& supply);

}  // namespace scriptorium::discordia
