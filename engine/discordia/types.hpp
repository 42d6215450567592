// Discordia vocabulary (rules/discordia.md §1.4): worker, icon and die colours, tile and plot kinds.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "engine/core/json_input.hpp"

namespace scriptorium::discordia {

enum class WorkerColor : std::uint8_t { Blue, Red, White, Yellow };  // sailor, soldier, merchant, farmer
enum class IconColor : std::uint8_t { Blue, Red, White, Yellow, Grey };  // Grey = any colour
enum class DieColor : std::uint8_t { Blue, Red, Yellow };
enum class TileType : std::uint8_t { Ship, Barracks, Stall, Farm };
enum class PlotKind : std::uint8_t { Port, Fortress, Market, Field };

inline constexpr int kWorkerColors = 4;

inline constexpr std::array<core::EnumName<WorkerColor>, 4> kWorkerColorNames{{
    {WorkerColor::Blue, "blue"}, {WorkerColor::Red, "red"}, {WorkerColor::White, "white"},
    {WorkerColor::Yellow, "yellow"}}};

// "gray" is the contract's spelling; "grey" (the rules spec's) and "any" are accepted too.
inline constexpr std::array<core::EnumName<IconColor>, 7> kIconColorNames{{
    {IconColor::Blue, "blue"}, {IconColor::Red, "red"}, {IconColor::White, "white"},
    {IconColor::Yellow, "yellow"}, {IconColor::Grey, "gray"}, {IconColor::Grey, "grey"},
    {IconColor::Grey, "any"}}};

inline constexpr std::array<core::EnumName<DieColor>, 3> kDieColorNames{{
    {DieColor::Blue, "blue"}, {DieColor::Red, "red"}, {DieColor::Yellow, "yellow"}}};

inline constexpr std::array<core::EnumName<TileType>, 4> kTileTypeNames{{
    {TileType::Ship, "ship"}, {TileType::Barracks, "barracks"}, {TileType::Stall, "stall"},
    {TileType::Farm, "farm"}}};

inline constexpr std::array<core::EnumName<PlotKind>, 4> kPlotKindNames{{
    {PlotKind::Port, "port"}, {PlotKind::Fortress, "fortress"}, {PlotKind::Market, "market"},
    {PlotKind::Field, "field"}}};

// Ship->Port, Barracks->Fortress, Stall->Market, Farm->Field (§2.1.1).
constexpr PlotKind plot_for(TileType type) noexcept {
  switch (type) {
    case TileType::Ship: return PlotKind::Port;
    case TileType::Barracks: return PlotKind::Fortress;
    case TileType::Stall: return PlotKind::Market;
    case TileType::Farm: return PlotKind::Field;
  }
  return PlotKind::Port;
}

// The die colour that triggers "additional workers" on a tile type; nullopt = any die (Stall).
constexpr std::optional<DieColor> trigger_die(TileType type) noexcept {
  switch (type) {
    case TileType::Ship: return DieColor::Blue;
    case TileType::Barracks: return DieColor::Red;
    case TileType::Farm: return DieColor::Yellow;
    case TileType::Stall: return std::nullopt;
  }
  return std::nullopt;
}

constexpr int index_of(WorkerColor c) noexcept { return static_cast<int>(c); }

// Canonical lower_snake_case names.
template <class E, std::size_t N>
std::string_view name_in(E value, const std::array<core::EnumName<E>, N>& names) {
  return core::enum_name<E>(value, std::span<const core::EnumName<E>>(names));
}
inline std::string_view name_of(WorkerColor v) { return name_in(v, kWorkerColorNames); }
inline std::string_view name_of(IconColor v) { return name_in(v, kIconColorNames); }
inline std::string_view name_of(DieColor v) { return name_in(v, kDieColorNames); }
inline std::string_view name_of(TileType v) { return name_in(v, kTileTypeNames); }
inline std::string_view name_of(PlotKind v) { return name_in(v, kPlotKindNames); }

}  // namespace scriptorium::discordia
