#include "calibration/board_kind.hpp"

#include <cmath>

namespace scriptorium::calibration {

BoardGeometry board_geometry(BoardKind kind, cv::Size2d size_mm) {
  switch (kind) {
    case BoardKind::era_domain: return {kind, {9 * 64, 9 * 64}, {9, 9}};
    case BoardKind::discordia_city: return {kind, {900, 600}, {0, 0}};
    case BoardKind::rect:
      return {kind, {static_cast<int>(std::lround(2 * size_mm.width)), static_cast<int>(std::lround(2 * size_mm.height))}, {0, 0}};
  }
  return {};
}

std::string board_name(BoardKind kind) { return std::string(core::enum_name(kind, std::span<const core::EnumName<BoardKind>>(kBoardKindNames))); }

}  // namespace scriptorium::calibration
