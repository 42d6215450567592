// The ASSUMPTION readings of rules/discordia.md as named settings (spec default first), so a
// group with the printed rulebook can override them with `--rules FILE`.
#pragma once

#include "engine/core/settings.hpp"

namespace scriptorium::discordia {

// Setting names, shared by engine, CLI and tests.
inline constexpr const char* kModifierWrap = "modifier_wrap";                       // G-4
inline constexpr const char* kPlaceWorkersScope = "place_workers_scope";            // G-2
inline constexpr const char* kMilitaryTowersAsBarracks = "military_towers_as_barracks";  // G-8
inline constexpr const char* kCountPermanentStrength = "count_permanent_strength";  // G-7
inline constexpr const char* kYearEndOrder = "year_end_order";                      // G-9
inline constexpr const char* kDecreeAtYearEnd = "decree_at_year_end";               // G-9
inline constexpr const char* kPrivilegeExpansionCount = "privilege_expansion_count";  // G-11
inline constexpr const char* kAllWildRule = "all_wild_rule";                        // G-12
inline constexpr const char* kExtraWorkersAnyDie = "progress_extra_workers_any_die";  // G-13
inline constexpr const char* kShipWithoutMarket = "ship_without_market";            // G-14
inline constexpr const char* kCoveredTowerWorkers = "covered_tower_workers_to";     // G-16
inline constexpr const char* kFinalTie = "final_tie";                               // G-18, §4.8
inline constexpr const char* kDisplayRefillOrder = "display_refill_order";          // G-19, §4.6
inline constexpr const char* kUnusableBonusLost = "unusable_bonus_lost";            // G-20
inline constexpr const char* kJanusOrder = "janus_order";                           // G-21
inline constexpr const char* kDecreesInDisplay = "decrees_in_display";              // §1.2, G-1
inline constexpr const char* kPrivilegesInDisplay = "privileges_in_display";        // §1.2, G-1

const core::SettingsSchema& settings_schema();
core::Settings default_settings();

// §1.2 table entries for 1..4 players (validated: an array of 4 non-negative integers).
int display_count(const core::Settings& settings, const char* name, int players);

}  // namespace scriptorium::discordia
