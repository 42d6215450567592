#include "engine/feudum/types.hpp"

#include <array>

namespace scriptorium::feudum {

namespace {
constexpr std::array<core::EnumName<Colour>, 5> kColours{
    {{Colour::Blue, "blue"}, {Colour::Green, "green"}, {Colour::Red, "red"}, {Colour::Yellow, "yellow"},
     {Colour::Purple, "purple"}}};
constexpr std::array<core::EnumName<Guild>, 6> kGuilds{
    {{Guild::Farmer, "farmer"}, {Guild::Merchant, "merchant"}, {Guild::Alchemist, "alchemist"},
     {Guild::Knight, "knight"}, {Guild::Noble, "noble"}, {Guild::Monk, "monk"}}};
constexpr std::array<core::EnumName<PawnKind>, 8> kPawnKinds{
    {{PawnKind::Farmer, "farmer"}, {PawnKind::Merchant, "merchant"}, {PawnKind::Alchemist, "alchemist"},
     {PawnKind::Knight, "knight"}, {PawnKind::Noble, "noble"}, {PawnKind::Monk, "monk"},
     {PawnKind::Giant, "giant"}, {PawnKind::SeaSerpent, "sea_serpent"}}};
constexpr std::array<core::EnumName<Region>, 6> kRegions{
    {{Region::Sea, "sea"}, {Region::Island, "island"}, {Region::Forest, "forest"}, {Region::Desert, "desert"},
     {Region::Badlands, "badlands"}, {Region::Mountain, "mountain"}}};
constexpr std::array<core::EnumName<LocationType>, 4> kLocationTypes{
    {{LocationType::Outpost, "outpost"}, {LocationType::Farm, "farm"}, {LocationType::Town, "town"},
     {LocationType::Feudum, "feudum"}}};
constexpr std::array<core::EnumName<Vessel>, 3> kVessels{
    {{Vessel::Boat, "boat"}, {Vessel::Submersible, "submersible"}, {Vessel::FlyingMachine, "flying_machine"}}};
constexpr std::array<core::EnumName<Landscape>, 4> kLandscapes{
    {{Landscape::Orchard, "orchard"}, {Landscape::SilverMine, "silver_mine"},
     {Landscape::ArcheryRange, "archery_range"}, {Landscape::SulfurMine, "sulfur_mine"}}};
constexpr std::array<core::EnumName<Realm>, 6> kRealms{
    {{Realm::Eastern, "eastern"}, {Realm::Western, "western"}, {Realm::Central, "central"},
     {Realm::Northern, "northern"}, {Realm::Southern, "southern"}, {Realm::Isolated, "isolated"}}};
constexpr std::array<core::EnumName<Charter>, 8> kCharters{
    {{Charter::EasternRealm, "eastern_realm"}, {Charter::WesternRealm, "western_realm"},
     {Charter::CentralRealm, "central_realm"}, {Charter::NorthernRealm, "northern_realm"},
     {Charter::SouthernRealm, "southern_realm"}, {Charter::IsolatedRealm, "isolated_realm"},
     {Charter::WineBarrel, "wine_barrel"}, {Charter::DefeatMonster, "defeat_monster"}}};
constexpr std::array<core::EnumName<Good>, 5> kGoods{{{Good::Food, "food"}, {Good::Wood, "wood"},
                                                      {Good::Iron, "iron"}, {Good::Sulfur, "sulfur"},
                                                      {Good::Saltpeter, "saltpeter"}}};
}  // namespace

std::span<const core::EnumName<Colour>> colour_names() { return kColours; }
std::span<const core::EnumName<Guild>> guild_names() { return kGuilds; }
std::span<const core::EnumName<PawnKind>> pawn_kind_names() { return kPawnKinds; }
std::span<const core::EnumName<Region>> region_names() { return kRegions; }
std::span<const core::EnumName<LocationType>> location_type_names() { return kLocationTypes; }
std::span<const core::EnumName<Vessel>> vessel_names() { return kVessels; }
std::span<const core::EnumName<Landscape>> landscape_names() { return kLandscapes; }
std::span<const core::EnumName<Realm>> realm_names() { return kRealms; }
std::span<const core::EnumName<Charter>> charter_names() { return kCharters; }
std::span<const core::EnumName<Good>> good_names() { return kGoods; }

std::string_view name_of(Colour v) { return core::enum_name(v, colour_names()); }
std::string_view name_of(Guild v) { return core::enum_name(v, guild_names()); }
std::string_view name_of(PawnKind v) { return core::enum_name(v, pawn_kind_names()); }
std::string_view name_of(Region v) { return core::enum_name(v, region_names()); }
std::string_view name_of(LocationType v) { return core::enum_name(v, location_type_names()); }
std::string_view name_of(Vessel v) { return core::enum_name(v, vessel_names()); }
std::string_view name_of(Landscape v) { return core::enum_name(v, landscape_names()); }
std::string_view name_of(Realm v) { return core::enum_name(v, realm_names()); }
std::string_view name_of(Charter v) { return core::enum_name(v, charter_names()); }
std::string_view name_of(Good v) { return core::enum_name(v, good_names()); }

}  // namespace scriptorium::feudum
