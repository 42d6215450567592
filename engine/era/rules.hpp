// Every uncertain reading of the ERA spec (§5 AMB-n, §6) as a named setting with the spec default.
// `Rules` is the typed view the engine works with, built once from core::Settings.
#pragma once

#include <array>
#include <vector>

#include "engine/core/settings.hpp"
#include "engine/era/catalogue.hpp"

namespace scriptorium::era {

struct Cell {
  int x = 0;
  int y = 0;
  bool operator==(const Cell&) const = default;
};

enum class WallModel { cell, edge };

struct Rules {
  int grid_width = 9;                       // AMB-2
  int grid_height = 9;
  WallModel wall_model = WallModel::cell;   // AMB-1
  int enclosure_neighbourhood = 8;          // CELL model flood (§2.2): 8, or 4 (the reading ERA-D2 rejects)
  Resources caps{{8, 8, 8, 15}};            // AMB-6
  int track_cycle = 25;                     // [S]
  Resources start_resources{{0, 1, 2, 3}};  // AMB-8 PLACEHOLDER
  std::array<int, 5> start_scorched{3, 3, 2, 1, 0};  // per player, index = player count (0 unused); AMB-9
  std::vector<Cell> scorched_footprint{{0, 0}};      // AMB-9
  std::array<Resources, kBuildingTypeCount> costs{};  // AMB-4, per building type
  Resources wall_cost{{0, 1, 0, 0}};
  std::array<std::vector<Cell>, kBuildingTypeCount> footprints{};  // AMB-3
  bool allow_reflection = false;
  int most_culture_bonus = 5;               // AMB-10
  int largest_walled_bonus = 10;            // [S]
  int largest_walled_min = 1;               // AMB-11
  bool university_uses_total_culture = true;  // AMB-7
  bool lose_die_immediately = true;         // AMB-13
  bool fire_may_target_keep = true;         // AMB-14
  bool disease_exempt_keeps_adjacency = true;  // AMB-21: exempt buildings still link others
  bool market_scorched_is_free = false;     // AMB-24
  bool scorched_removal_must_overlap = true;   // AMB-15
  bool victim_may_refuse = true;            // AMB-18: a victim able to pay may still refuse (+2 Calamity)
  bool solo_shields_protect = true;         // §3.11 [A]
  bool solo_y4_counts_as_resource = true;   // §3.11 [A]: Jaime's Y4 counts as food or stone
  std::array<int, 5> markers_in_use{0, 0, 3, 3, 5};  // index = player count
  int solo_rounds = 8;                      // [S]
  bool monastery_die_held_in_roll2 = true;  // AMB-16
  int quill_companion_dice = 1;             // AMB-17 [S] one other die per quill reroll

  int cap(Resource r) const noexcept { return caps[r]; }
  const Resources& cost(PieceType type) const noexcept;
};

// The schema of every ERA setting, for `--rules FILE` and the app.
const core::SettingsSchema& era_settings_schema();

// Validates the structured settings (costs, footprints) and builds the typed rules. Problems throw
// InputError naming the setting's JSON pointer.
Rules rules_from_settings(const core::Settings& settings);

// Defaults of the spec.
Rules default_rules();

}  // namespace scriptorium::era
