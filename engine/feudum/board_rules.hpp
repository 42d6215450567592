// Round bookkeeping of rules/feudum.md: nourishing (§3.1), the progress die and the epoch trigger
// (§3.2–3.3), the region-tile draw on Improve (§3.6), marker seating on Influence (§4.2 #3) and
// guild status tracks (§3.7).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/settings.hpp"
#include "engine/feudum/board_data.hpp"
#include "engine/feudum/location.hpp"

namespace scriptorium::feudum {

// ---- Nourish (§3.1) ----
enum class Feed { Food, Wine, Tile, None };
enum class PawnFate { FedFood, FedWine, FedTile, Sober, Home };

struct NourishPawn {
  bool carries_wine = false;       // sulfur from the previous nourish step: it sobers up, fed
  std::optional<Feed> choice;      // the owner's choice (G-43); default food, then tile, then wine
};

struct NourishResult {
  std::vector<PawnFate> fates;
  int food_used = 0;
  int barrel_used = 0;
  int tiles_used = 0;
  int sulfur_removed = 0;          // sobered pawns' sulfur, to the haversack (G-21)
};

NourishResult nourish(const std::vector<NourishPawn>& pawns, int food, int barrel_sulfur, int wild_tiles);

// ---- Progress die and epoch trigger (§3.2–3.3, G-3 stack model) ----
// Each stack lists its tiles' epochs from the top; an empty stack shows the "V" base.
using RegionStacks = std::array<std::vector<int>, kRegionCount>;

struct ProgressRoll {
  std::optional<Region> removed;  // nullopt: no eligible stack, the die is not rolled
  int rolls_used = 0;
  bool ran_out = false;           // the given rolls ended before an eligible face came up
};

// Rerolls while the face's stack is empty or its top is later than the epoch.
ProgressRoll roll_progress(RegionStacks& stacks, int epoch, const std::vector<Region>& rolls);

// The epoch after the trigger check: epoch + 1 when the visible tops trigger it (II: 4 tiles of
// II, III: 3 of III, IV: 2 of IV, V: 1 empty stack), else epoch.
int check_epoch_trigger(const RegionStacks& stacks, int epoch);

// ---- Region tile on Improve (§3.6) ----
struct TileDraw {
  std::optional<Region> from;     // the stack the tile came from
  int tile_epoch = 0;
  int vp = 0;
  bool substitute = false;
  std::vector<Region> candidates; // substitute stacks to choose from when `choice` is absent
};

TileDraw improve_tile(RegionStacks& stacks, Region region, int epoch, LocationType new_type, const BoardData& data,
                      const core::Settings& settings, std::optional<Region> substitute_choice = std::nullopt);

// ---- Influence (§4.2 #3) ----
enum class Seat { Ruler, Serf, Subject, TakeOver, MoneyIsInfluence, Blocked };

struct InfluenceResult {
  Seat seat = Seat::Blocked;
  Location after;
  std::string reason;  // why it is blocked
};

InfluenceResult add_influence(const Location& at, Colour who, bool merchant_pays = false);

// ---- Guild status (§3.7) ----
int status_stars(int character_pawns, int feudums_with_icon, int related_locations);

// Recomputes a track: most stars first; ties keep the previous order (incumbency), newcomers go
// below in `newcomer_order` (G-39: the active player first). 3 spaces with 4+ players, else 2.
std::vector<Colour> update_track(const std::vector<Colour>& previous, const std::map<Colour, int>& stars,
                                 int players, const std::vector<Colour>& newcomer_order = {});

}  // namespace scriptorium::feudum
