// Game flow around the turns (rules/discordia.md §1.2, §2, §3.1, §4.6-§4.8, §4.10): setup
// quantities, Maximus rotation and turn order, dice placement, display refill and new year,
// start player, final ranking, privilege triggers and the solo Janus tiles.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/settings.hpp"
#include "engine/discordia/types.hpp"

namespace scriptorium::discordia {

// The display: rows x columns 1..6, each a tile id or a gap.
using Display = std::vector<std::array<std::optional<std::string>, 6>>;

struct SetupQuantities {
  int display_rows = 0;
  int display_tiles = 0;          // dealt before the players take their first tile
  int display_after_first_tiles = 0;
  int star_cult_initial = 0;      // stars laid out on the star cult
  int star_cult_after_setup = 0;  // after every player took 6
  int bag_after_setup = 0;        // 140 - 15 per player
  int decrees = 0;
  int privileges = 0;
};

// §1.2 / §2 for 1..4 players (DI-15).
SetupQuantities setup_quantities(int players, const core::Settings& settings);

// §2 step 13: the order in which players take their first city tile: from the player to the
// right of the start player, counter-clockwise, the start player last.
std::vector<int> first_tile_order(int players, int start_player);

// §4.4 / §4.9: the bag holds 140 minus every worker in reserves and on tiles and towers.
// Throws std::invalid_argument when the table holds more than 140 workers.
int bag_count(const std::vector<int>& reserves, const std::vector<int>& on_board);

// §4.6: the new year besides the display: modifiers back to active, boat on 1, the two face-up
// German tiles leave the game and the next left one is flipped, the start player is determined.
struct NewYear {
  int start_player = 0;
  int season = 1;
  std::vector<int> active_modifiers;          // per player: all they own
  std::optional<std::string> face_left;       // flipped from the left pile (nullopt: pile empty)
  std::optional<std::string> face_right;      // empty until Saturnalia
  std::vector<std::string> removed_display;   // the old top row
};
NewYear new_year(const std::vector<int>& reserves, int current_start, const std::vector<int>& modifiers_owned,
                 std::vector<std::string>& left_pile, Display& display, std::vector<std::string>& draw_pile,
                 const core::Settings& settings);

// §3.1: Maximus of season s (1..5) is (start + s - 1) mod N; turns go clockwise from Maximus.
int maximus_for_season(int players, int start_player, int season);
std::vector<int> turn_order(int players, int start_player, int season);

// §3.1 SeasonStart: each die goes to the board space of its face; equal faces share a space.
std::map<int, std::vector<DieColor>> place_dice(const std::array<int, 3>& faces_blue_red_yellow);

// §4.7: the player with most workers in reserve; ties go to the first candidate met walking
// clockwise from the seat after the current start player (the current one is visited last).
int new_start_player(const std::vector<int>& reserves, int current_start);

// §4.8: fewest workers in reserve, then fewest on own tiles and towers; still tied: setting
// final_tie (shared victory, or nobody). Returns the winners' seats.
std::vector<int> final_winners(const std::vector<int>& reserves, const std::vector<int>& on_board,
                               const core::Settings& settings);

// §2.2.3 / G-11: privileges earned when a player's count of acquired expansions goes from
// `before` to `after` (the 4th and the 6th each give one).
int privileges_earned(int before, int after);
// Whether an acquired expansion of this kind counts toward the 4th/6th (setting
// privilege_expansion_count). `city_kind` is false for Expedition and Progress.
bool counts_for_privilege(bool city_kind, const core::Settings& settings);


// Fills gaps from the front of `draw_pile` in the order of setting display_refill_order.
void refill_display(Display& display, std::vector<std::string>& draw_pile, const core::Settings& settings);
// §4.6 steps 1-2: removes the top row, moves the rest up, appends an empty bottom row, refills.
// Returns the removed tiles.
std::vector<std::string> new_year_display(Display& display, std::vector<std::string>& draw_pile,
                                          const core::Settings& settings);

// §3.3: effective die value; nullopt when the modifiers take it out of 1..6 with modifier_wrap off.
std::optional<int> effective_value(int die, const std::vector<int>& deltas, const core::Settings& settings);

// §3.6: the ring moves 0..10; each step beyond 10 becomes one optional "exchange 2 workers".
struct AqueductMove {
  int position = 0;
  int exchanges = 0;
};
AqueductMove advance_aqueduct(int position, int steps);

// Solo (§4.10): one Janus tile.
enum class JanusComponent : std::uint8_t { None, Expansion, Tower, Decree, Privilege, Star, Modifier };

inline constexpr std::array<core::EnumName<JanusComponent>, 7> kJanusComponentNames{{
    {JanusComponent::None, "none"}, {JanusComponent::Expansion, "expansion"}, {JanusComponent::Tower, "tower"},
    {JanusComponent::Decree, "decree"}, {JanusComponent::Privilege, "privilege"}, {JanusComponent::Star, "star"},
    {JanusComponent::Modifier, "modifier"}}};

struct JanusTile {
  std::optional<DieColor> blocked_die;
  JanusComponent component = JanusComponent::None;
  bool reshuffle = false;  // the special tile: remove 1 star from the star cult, reshuffle after the turn
};

struct SoloSupply {
  Display display;
  std::vector<std::string> towers;      // display, index 0 = top; removals take the bottom (back)
  std::vector<std::string> decrees;
  std::vector<std::string> privileges;
  std::map<std::string, int> expansions;  // by kind
  int star_cult = 16;
  int modifiers = 0;
};

struct JanusResult {
  std::optional<DieColor> blocked_die;
  std::optional<std::string> removed_display_tile;
  std::optional<int> removed_from_row;
  std::optional<std::string> removed_component;  // id or kind removed, if any
  std::vector<DieColor> available_dice;
  bool reshuffle_after_turn = false;
  std::vector<std::string> steps;  // in the order applied (setting janus_order)
};

// `dice` are the faces of blue, red, yellow. `expansion_kind` picks the expansion stack for an
// expansion component (the player's choice); nothing happens when none is left.
JanusResult resolve_janus(const JanusTile& tile, const std::array<int, 3>& dice, SoloSupply& supply,
                          const core::Settings& settings, const std::string& expansion_kind = "");

// §4.10: solo goal: reserve empty by the end of year 4.
bool solo_won(int reserve);

}  // namespace scriptorium::discordia
