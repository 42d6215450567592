// Every ASSUMPTION of rules/rattus-cartus.md (§2–§6, A-1..A-18) as a named setting with the
// spec's default; `--rules FILE` overrides them.
#pragma once

#include "engine/core/settings.hpp"

namespace scriptorium::rattus {

// Setting names, so engine code and tests cannot drift apart.
namespace setting {
inline constexpr const char* kReserveDeck = "reserve_deck";                  // A-1 [10, 12, 6, 6]
inline constexpr const char* kSpecialMajorityVp = "special_majority_vp";     // 2
inline constexpr const char* kGold2pTieSplit = "gold_2p_tie_split";          // 6 (3 each) | 9
inline constexpr const char* kHandNeedsCard = "hand_majority_needs_card";    // §4.3.2: true
inline constexpr const char* kSpecialNeedsCard = "special_majority_needs_card";  // true
inline constexpr const char* kGoldNeedsGold = "gold_needs_gold";             // §4.3.4: true
inline constexpr const char* kAllEliminated = "all_eliminated";              // §4.4: nobody | lowest_rats
inline constexpr const char* kAllEliminatedTie = "all_eliminated_tie";       // shared | most_vp
inline constexpr const char* kFluteWithoutRats = "flute_without_rats";       // nothing | from_supply
inline constexpr const char* kGuardTowerHand = "guard_tower_hand";           // snapshot | live
inline constexpr const char* kBreweryRounding = "brewery_rounding";          // floor | ceil
inline constexpr const char* kPassesCommittable = "passes_committable";     // §3 phase C: false
inline constexpr const char* kSplitRatTokens = "split_rat_tokens";           // §4.2: true
inline constexpr const char* kHospitalExtraCards = "hospital_extra_cards";   // RC-24: warn | forbid
}  // namespace setting

const core::SettingsSchema& settings_schema();

}  // namespace scriptorium::rattus
