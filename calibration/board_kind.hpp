// The boards that can be registered and the rectified view each one is mapped to.
#pragma once

#include <array>
#include <string>

#include <opencv2/core.hpp>

#include "engine/core/json_input.hpp"

namespace scriptorium::calibration {

enum class BoardKind { era_domain, discordia_city, rect };

inline constexpr std::array<core::EnumName<BoardKind>, 3> kBoardKindNames{{
    {BoardKind::era_domain, "era-domain"}, {BoardKind::discordia_city, "discordia-city"}, {BoardKind::rect, "rect"}}};

struct BoardGeometry {
  BoardKind kind = BoardKind::rect;
  cv::Size rectified;  // pixels of the rectified, metric view of the board
  cv::Size cells;      // grid of cells (0x0 when the board has none)
};

// ERA: the 9x9 domain grid at 64 px a cell (rules §1.3). Discordia: the city map's printed frame,
// ASSUMPTION 3:2 landscape (the spec gives no size) at 900x600. rect: `size_mm` at 2 px/mm.
BoardGeometry board_geometry(BoardKind kind, cv::Size2d size_mm = {297, 210});

std::string board_name(BoardKind kind);

}  // namespace scriptorium::calibration
