#include "engine/rattus/types.hpp"

namespace scriptorium::rattus {

namespace {
constexpr std::array<core::EnumName<Cls>, kClassCount> kClassNames{{
    {Cls::Peasantry, "peasantry"},
    {Cls::Bourgeoisie, "bourgeoisie"},
    {Cls::Church, "church"},
    {Cls::Chivalry, "chivalry"},
    {Cls::Magic, "magic"},
    {Cls::Royalty, "royalty"},
}};

constexpr std::array<core::EnumName<Building>, 12> kBuildingNames{{
    {Building::Palace, "palace"},
    {Building::Treasury, "treasury"},
    {Building::Castle, "castle"},
    {Building::GuardTower, "guard_tower"},
    {Building::Monastery, "monastery"},
    {Building::Hospital, "hospital"},
    {Building::Farm, "farm"},
    {Building::Brewery, "brewery"},
    {Building::Marketplace, "marketplace"},
    {Building::Office, "office"},
    {Building::PipersHut, "pipers_hut"},
    {Building::FortuneTellersTent, "fortune_tellers_tent"},
}};
}  // namespace

std::span<const core::EnumName<Cls>> class_names() { return kClassNames; }
std::span<const core::EnumName<Building>> building_names() { return kBuildingNames; }
std::string_view name_of(Cls cls) { return core::enum_name(cls, class_names()); }
std::string_view name_of(Building building) { return core::enum_name(building, building_names()); }

Cls class_of(Building building) {
  switch (building) {
    case Building::Palace:
    case Building::Treasury: return Cls::Royalty;
    case Building::Castle:
    case Building::GuardTower: return Cls::Chivalry;
    case Building::Monastery:
    case Building::Hospital: return Cls::Church;
    case Building::Farm:
    case Building::Brewery: return Cls::Peasantry;
    case Building::Marketplace:
    case Building::Office: return Cls::Bourgeoisie;
    case Building::PipersHut:
    case Building::FortuneTellersTent: return Cls::Magic;
  }
  return Cls::Peasantry;
}

}  // namespace scriptorium::rattus
