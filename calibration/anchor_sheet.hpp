// The printable anchor sheet: the four corner anchors of one board on an A4 page with cutting
// lines and instructions, as PNG or as a one-page PDF.
#pragma once

#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "calibration/anchors.hpp"

namespace scriptorium::calibration {

// The page at `dpi` dots per inch (A4 portrait); modules are 1.2 mm.
cv::Mat render_anchor_sheet(BoardKind board, int player, int dpi = 300);

// Writes the sheet to FILE.png or FILE.pdf; throws std::runtime_error on failure.
void write_anchor_sheet(const std::string& path, BoardKind board, int player);

}  // namespace scriptorium::calibration
