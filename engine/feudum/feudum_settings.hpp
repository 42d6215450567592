// The settings of spec/feudum.md (G-9, G-10, G-12, G-13, G-22, G-23, G-40) plus the [I] readings
// of rules/feudum.md used by the other Feudum rules here (G-4, G-18, G-19), with the spec defaults.
#pragma once

#include <vector>

#include "engine/core/settings.hpp"

namespace scriptorium::feudum {

namespace setting {
inline constexpr const char* kWineKnightInvolved = "wine_knight_involved";
inline constexpr const char* kFailedAttackSpends = "failed_attack_spends";
inline constexpr const char* kConqueredPawnTo = "conquered_pawn_to";
inline constexpr const char* kActiveRegionsVp = "active_regions_vp";
inline constexpr const char* kEpicVoyageTrailing = "epic_voyage_trailing";
inline constexpr const char* kWildFeudumOwnVp = "wild_feudum_own_vp";
inline constexpr const char* kRealmCharterVp = "realm_charter_vp";
inline constexpr const char* kIsolatedCharterVp = "isolated_charter_vp";
inline constexpr const char* kSubstituteTile = "substitute_tile";            // G-4: earlier | same_or_earlier
inline constexpr const char* kHarvestBlockedAt = "harvest_blocked_at";       // G-18: 10 (English) | 11 (seed)
inline constexpr const char* kFeudumCountsAsBase = "feudum_counts_as_base";  // G-19: false
}  // namespace setting

const core::SettingsSchema& settings_schema();

// Checks the structured settings (the charter charts); throws core::InputError naming the key.
void validate_settings(const core::Settings& settings);

// A charter chart setting as ints.
std::vector<int> chart(const core::Settings& settings, const char* name);

}  // namespace scriptorium::feudum
