// The printed Discordia City Map this project reads (our own design; the spec leaves the map to
// us): where everything lies, in map units. The registration's corners are the map's outer
// corners; its 900x600 rectified view is 9 x 6 units of 100 px. The renderer draws this map and
// the reader samples it, so both take every position from here.
//
//   +-------------------------------------------------------------------+
//   | (0)(1)(2)(3)(4)(5)(6)(7)(8)  aqueduct track      [tower 0][tower 1]|
//   |                                                                    |
//   | [plot 0][plot 1][plot 2][plot 3][plot 4][plot 5][plot 6: expansion]|
//   |  port   fortress market market  field   field   (any, or none)     |
//   | [s0][s1][s2][s3][s4][s5][s6][s7][s8][s9]   infrastructure symbols  |
//   +-------------------------------------------------------------------+
//
// Conventions the reader relies on (they make a photo's truth follow from the city JSON):
// plot i lies at position i; military tower t at tower slot t; the aqueduct ring sits on track
// position A; decrees cover the symbol slots from the left, so the last V slots show symbols.
#pragma once

#include <array>
#include <opencv2/core.hpp>

#include "engine/discordia/types.hpp"

namespace scriptorium::vision::layout::city_map {

inline constexpr double kWidth = 9, kHeight = 6;  // map units
inline const cv::Size kUnits{9, 6};
inline constexpr double kBorder = 0.2;  // printed border band inside the corners (light reference)

inline constexpr int kPlots = 7;  // 6 printed plots and one position for an acquired expansion
inline constexpr std::array<discordia::PlotKind, 6> kPrintedKinds{
    discordia::PlotKind::Port,   discordia::PlotKind::Fortress, discordia::PlotKind::Market,
    discordia::PlotKind::Market, discordia::PlotKind::Field,    discordia::PlotKind::Field};
inline constexpr int kTowerSlots = 2;
inline constexpr int kAqueductPositions = 9;  // A = 0..8
inline constexpr int kSymbolSlots = 10;       // V = 0..10
inline constexpr int kSpaces = 3;             // work spaces a tile can have
inline constexpr int kIcons = 3;              // icons a space can have

// A city tile or military tower: its size and, relative to its top-left corner, its parts.
inline constexpr double kTileW = 1.1, kTileH = 1.75;
inline constexpr double kTileThickness = 0.03;
inline const cv::Point2d kDieCentre{0.28, 0.21};  // white square with the die value's pips
inline constexpr double kDieHalf = 0.165, kPipStep = 0.1, kPipRadius = 0.032;
inline const cv::Point2d kStrengthMark{0.82, 0.21};  // military towers: the permanent strength shield
inline constexpr double kStrengthRadius = 0.11;
inline const cv::Rect2d kColourBand{0.1, 1.58, 0.9, 0.11};  // plain tile colour, sampled for the type
// Where an empty place's hatching is checked too before it is read as empty (a finger across
// a tile can look like hatching in one place, hardly in three).
inline const std::array<cv::Rect2d, 2> kEmptyChecks{{{0.5, 0.06, 0.5, 0.28}, {0.1, 0.85, 0.9, 0.25}}};
// Work space s is a dark plate across the tile (all three are printed, used or not); its icons are coloured rings, a worker cube
// stands in a ring's middle.
inline constexpr double kPlateHalfHeight = 0.17;
inline cv::Point2d icon_centre(int space, int icon) { return {0.25 + 0.3 * icon, 0.6 + 0.38 * space}; }
inline constexpr double kRingOuter = 0.135, kRingInner = 0.085;
inline constexpr double kCubeHalf = 0.06, kCubeHeight = 0.13;

// Top-left corners, in map units.
inline cv::Point2d plot_tile_origin(int plot) { return {0.35 + 1.2 * plot, 2.2}; }
inline cv::Point2d tower_origin(int slot) { return {6.3 + 1.2 * slot, 0.33}; }
// The coloured label strip naming the plot's kind, under its tile.
inline cv::Rect2d plot_label(int plot) {
  const cv::Point2d o = plot_tile_origin(plot);
  return {o.x + 0.1, o.y + kTileH + 0.07, kTileW - 0.2, 0.22};
}
inline cv::Point2d aqueduct_centre(int position) { return {0.7 + 0.62 * position, 0.75}; }
inline constexpr double kTrackRadius = 0.25;                     // printed circle per position
inline constexpr double kRingTokenOuter = 0.25, kRingTokenInner = 0.13, kRingTokenHeight = 0.06;
inline cv::Point2d symbol_centre(int slot) { return {0.6 + 0.87 * slot, 5.1}; }
inline constexpr double kSymbolHalf = 0.3, kCoverHalf = 0.36, kCoverHeight = 0.03;

}  // namespace scriptorium::vision::layout::city_map
