// Pages for the user to print (anchor sheets, calibration targets): A4 portrait at a given dpi,
// written as PNG or as a one-page PDF that prints at 100% scale.
#pragma once

#include <string>

#include <opencv2/core.hpp>

namespace scriptorium::calibration {

inline constexpr double kMmPerInch = 25.4;

// A white A4 portrait page at `dpi`.
cv::Mat blank_a4_page(int dpi);

// Black text with its baseline starting at `at`.
void put_text(cv::Mat& page, const std::string& line, cv::Point at, double scale, int thickness = 2);

// A one-page PDF (A4) showing `page` (a JPEG inside, at full resolution) over the whole page.
std::string page_pdf(const cv::Mat& page);

// Writes the page to FILE.png or FILE.pdf (by extension, any case). Throws std::invalid_argument
// for another extension and std::runtime_error when the file cannot be written.
void write_page(const std::string& path, const cv::Mat& page);

}  // namespace scriptorium::calibration
