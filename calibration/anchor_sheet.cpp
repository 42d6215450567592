#include "calibration/anchor_sheet.hpp"

#include <cmath>
#include <stdexcept>

#include <opencv2/imgproc.hpp>

#include "calibration/printable_page.hpp"

namespace scriptorium::calibration {

cv::Mat render_anchor_sheet(BoardKind board, int player, int dpi) {
  const double px_per_mm = dpi / kMmPerInch;
  cv::Mat page = blank_a4_page(dpi);
  const int module_px = std::max(2, cvRound(1.2 * px_per_mm));
  const double s = dpi / 300.0;
  put_text(page, "Scriptorium anchors: " + board_name(board) + ", player " + std::to_string(player), {cvRound(60 * s), cvRound(120 * s)}, 2.0 * s, cvRound(4 * s));
  put_text(page, "Cut along the grey lines. Lay each anchor beside the board, code outside, so the centre of its",
       {cvRound(60 * s), cvRound(190 * s)}, 0.95 * s);
  put_text(page, "black-and-white cross sits exactly on the board corner of the same number (clockwise from 0,",
       {cvRound(60 * s), cvRound(230 * s)}, 0.95 * s);
  put_text(page, "the corner next to cell 0,0). The colour strip on anchor 0 calibrates colours. Do not scale when printing.",
       {cvRound(60 * s), cvRound(270 * s)}, 0.95 * s);
  const int cell_w = page.cols / 2, top = cvRound(340 * s), cell_h = (page.rows - top) / 2;
  for (int corner = 0; corner < 4; ++corner) {
    AnchorId id{board, player, corner};
    const cv::Mat tile = render_anchor(id, module_px);
    // Laid out clockwise like the corners themselves: 0 1 / 3 2.
    const int col = (corner == 1 || corner == 2) ? 1 : 0, row = corner / 2;
    const cv::Point origin(col * cell_w + (cell_w - tile.cols) / 2, top + row * cell_h + (cell_h - tile.rows) / 2);
    const cv::Rect where(origin, tile.size());
    if ((where & cv::Rect(0, 0, page.cols, page.rows)) != where) throw std::runtime_error("the anchors do not fit the page");
    tile.copyTo(page(where));
    cv::rectangle(page, where, cv::Scalar(170, 170, 170), std::max(1, cvRound(2 * s)));
    put_text(page, "corner " + std::to_string(corner) + (corner == 0 ? " (next to cell 0,0)" : ""),
         {origin.x, where.br().y + cvRound(45 * s)}, 1.1 * s);
  }
  return page;
}

void write_anchor_sheet(const std::string& path, BoardKind board, int player) {
  write_page(path, render_anchor_sheet(board, player));
}

}  // namespace scriptorium::calibration
