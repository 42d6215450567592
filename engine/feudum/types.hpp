// Feudum vocabulary (rules/feudum.md Appendix B, spec/feudum.md enums) and their JSON names.
#pragma once

#include <span>
#include <string_view>

#include "engine/core/json_input.hpp"

namespace scriptorium::feudum {

enum class Colour { Blue, Green, Red, Yellow, Purple };
// In push order: Farmer → Merchant → Alchemist → Knight → Noble → Monk (→ Farmer).
enum class Guild { Farmer, Merchant, Alchemist, Knight, Noble, Monk };
enum class PawnKind { Farmer, Merchant, Alchemist, Knight, Noble, Monk, Giant, SeaSerpent };
enum class Region { Sea, Island, Forest, Desert, Badlands, Mountain };
enum class LocationType { Outpost, Farm, Town, Feudum };
enum class Vessel { Boat, Submersible, FlyingMachine };
enum class Landscape { Orchard, SilverMine, ArcheryRange, SulfurMine };
enum class Realm { Eastern, Western, Central, Northern, Southern, Isolated };
enum class Charter {
  EasternRealm, WesternRealm, CentralRealm, NorthernRealm, SouthernRealm, IsolatedRealm, WineBarrel, DefeatMonster
};
enum class Good { Food, Wood, Iron, Sulfur, Saltpeter };

inline constexpr int kGuildCount = 6;
inline constexpr int kRegionCount = 6;
inline constexpr int kColourCount = 5;

std::span<const core::EnumName<Colour>> colour_names();
std::span<const core::EnumName<Guild>> guild_names();
std::span<const core::EnumName<PawnKind>> pawn_kind_names();
std::span<const core::EnumName<Region>> region_names();
std::span<const core::EnumName<LocationType>> location_type_names();
std::span<const core::EnumName<Vessel>> vessel_names();
std::span<const core::EnumName<Landscape>> landscape_names();
std::span<const core::EnumName<Realm>> realm_names();
std::span<const core::EnumName<Charter>> charter_names();
std::span<const core::EnumName<Good>> good_names();

std::string_view name_of(Colour v);
std::string_view name_of(Guild v);
std::string_view name_of(PawnKind v);
std::string_view name_of(Region v);
std::string_view name_of(LocationType v);
std::string_view name_of(Vessel v);
std::string_view name_of(Landscape v);
std::string_view name_of(Realm v);
std::string_view name_of(Charter v);
std::string_view name_of(Good v);

inline bool is_monster(PawnKind k) { return k == PawnKind::Giant || k == PawnKind::SeaSerpent; }
// The guild of a character face (characters map 1:1 to guilds).
inline Guild guild_of(PawnKind k) { return static_cast<Guild>(static_cast<int>(k)); }

}  // namespace scriptorium::feudum
