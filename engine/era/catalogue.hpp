// ERA: Medieval Age structure catalogue (rules §1.1, §1.4): piece types, their names, points,
// dice and box counts. Costs and footprints are uncertain ([A]) and live in Rules instead.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "engine/core/json_input.hpp"

namespace scriptorium::era {

enum class PieceType {
  keep,
  longhouse,
  townhouse,
  church,
  farm,
  lumber_mill,
  hospital,
  monastery,
  market,
  guildhall,
  university,
  cathedral,
  wall,
  scorched
};

// The twelve building types, in score-sheet order (§3.9).
inline constexpr int kBuildingTypeCount = 12;
inline constexpr std::array<PieceType, kBuildingTypeCount> kBuildingTypes{
    PieceType::keep,     PieceType::longhouse, PieceType::townhouse,  PieceType::church,
    PieceType::farm,     PieceType::lumber_mill, PieceType::hospital, PieceType::monastery,
    PieceType::market,   PieceType::guildhall, PieceType::university, PieceType::cathedral};

inline constexpr std::array<core::EnumName<PieceType>, 14> kPieceTypeNames{{
    {PieceType::keep, "keep"},
    {PieceType::longhouse, "longhouse"},
    {PieceType::townhouse, "townhouse"},
    {PieceType::church, "church"},
    {PieceType::farm, "farm"},
    {PieceType::lumber_mill, "lumber_mill"},
    {PieceType::hospital, "hospital"},
    {PieceType::monastery, "monastery"},
    {PieceType::market, "market"},
    {PieceType::guildhall, "guildhall"},
    {PieceType::university, "university"},
    {PieceType::cathedral, "cathedral"},
    {PieceType::wall, "wall"},
    {PieceType::scorched, "scorched"},
}};

std::string_view name_of(PieceType type) noexcept;
inline constexpr int index_of(PieceType type) noexcept { return static_cast<int>(type); }
inline constexpr bool is_building(PieceType type) noexcept {
  return type != PieceType::wall && type != PieceType::scorched;
}

enum class DieColour { yellow, blue, gray, white };
inline constexpr std::array<core::EnumName<DieColour>, 4> kDieColourNames{{
    {DieColour::yellow, "yellow"}, {DieColour::blue, "blue"}, {DieColour::gray, "gray"}, {DieColour::white, "white"}}};

// Victory points printed in the appendix (§1.4 [S]); walls and scorched earth score 0.
int victory_points(PieceType type) noexcept;
// Copies in the box (§1.1 [S]); walls and scorched earth: 32 and 27.
int box_count(PieceType type) noexcept;
// The die colour a building grants (§2.7), if any.
std::optional<DieColour> die_of(PieceType type) noexcept;

// Wall pieces per length in the box (§1.1 [S]): index = length, lengths 2..6.
inline constexpr std::array<int, 7> kWallsInBox{0, 0, 3, 4, 18, 4, 3};
inline constexpr int kMinWallLength = 2;
inline constexpr int kMaxWallLength = 6;

enum class Resource { goods, stone, wood, food };
inline constexpr std::array<Resource, 4> kResources{Resource::goods, Resource::stone, Resource::wood,
                                                    Resource::food};
inline constexpr std::array<core::EnumName<Resource>, 4> kResourceNames{{
    {Resource::goods, "goods"}, {Resource::stone, "stone"}, {Resource::wood, "wood"}, {Resource::food, "food"}}};
std::string_view name_of(Resource resource) noexcept;  // "goods", "stone", "wood", "food"

// G/S/W/F amounts, in the seed's standard order (also the tie-break order, §3.10).
struct Resources {
  std::array<int, 4> amount{};
  int& operator[](Resource r) noexcept { return amount[static_cast<int>(r)]; }
  int operator[](Resource r) const noexcept { return amount[static_cast<int>(r)]; }
  int total() const noexcept { return amount[0] + amount[1] + amount[2] + amount[3]; }
  bool operator==(const Resources&) const = default;
};

}  // namespace scriptorium::era
