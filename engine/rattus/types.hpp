// Rattus Cartus vocabulary (rules/rattus-cartus.md §1): classes, buildings and their names.
#pragma once

#include <array>
#include <span>
#include <string_view>

#include "engine/core/json_input.hpp"

namespace scriptorium::rattus {

enum class Cls { Peasantry, Bourgeoisie, Church, Chivalry, Magic, Royalty };
inline constexpr int kClassCount = 6;
// The largest count (cards, rats, tokens, influence) an input may give: far above any physical
// count, and keeps sums far from overflow.
inline constexpr int kMaxCount = 1000;

enum class Building {
  Palace, Treasury, Castle, GuardTower, Monastery, Hospital,
  Farm, Brewery, Marketplace, Office, PipersHut, FortuneTellersTent
};

std::span<const core::EnumName<Cls>> class_names();
std::span<const core::EnumName<Building>> building_names();
std::string_view name_of(Cls cls);
std::string_view name_of(Building building);

// The class a building belongs to (§1.1 table).
Cls class_of(Building building);

inline int index_of(Cls cls) { return static_cast<int>(cls); }

}  // namespace scriptorium::rattus
