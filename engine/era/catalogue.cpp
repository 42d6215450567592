#include "engine/era/catalogue.hpp"

namespace scriptorium::era {

std::string_view name_of(PieceType type) noexcept {
  return core::enum_name(type, std::span<const core::EnumName<PieceType>>(kPieceTypeNames));
}

std::string_view name_of(Resource resource) noexcept {
  return core::enum_name(resource, std::span<const core::EnumName<Resource>>(kResourceNames));
}

int victory_points(PieceType type) noexcept {
  switch (type) {
    case PieceType::keep: case PieceType::longhouse: case PieceType::townhouse:
    case PieceType::church: case PieceType::farm:
      return 1;
    case PieceType::lumber_mill: case PieceType::market:
      return 2;
    case PieceType::hospital: case PieceType::guildhall:
      return 3;
    case PieceType::monastery: case PieceType::university:
      return 4;
    case PieceType::cathedral:
      return 5;
    case PieceType::wall: case PieceType::scorched:
      return 0;
  }
  return 0;
}

int box_count(PieceType type) noexcept {
  switch (type) {
    case PieceType::keep: return 8;
    case PieceType::longhouse: return 18;
    case PieceType::farm: return 16;
    case PieceType::church: case PieceType::townhouse: return 5;
    case PieceType::monastery: case PieceType::market: case PieceType::hospital:
    case PieceType::guildhall: case PieceType::lumber_mill:
      return 3;
    case PieceType::cathedral: case PieceType::university: return 2;
    case PieceType::wall: return 32;
    case PieceType::scorched: return 27;
  }
  return 0;
}

std::optional<DieColour> die_of(PieceType type) noexcept {
  switch (type) {
    case PieceType::keep: return DieColour::gray;
    case PieceType::longhouse: return DieColour::yellow;
    case PieceType::townhouse: return DieColour::blue;
    case PieceType::church: return DieColour::white;
    default: return std::nullopt;
  }
}

}  // namespace scriptorium::era
