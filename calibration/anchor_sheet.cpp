#include "calibration/anchor_sheet.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::calibration {

namespace {

constexpr double kMmPerInch = 25.4;

void text(cv::Mat& page, const std::string& line, cv::Point at, double scale, int thickness = 2) {
  cv::putText(page, line, at, cv::FONT_HERSHEY_SIMPLEX, scale, cv::Scalar(0, 0, 0), thickness, cv::LINE_AA);
}

}  // namespace

cv::Mat render_anchor_sheet(BoardKind board, int player, int dpi) {
  const double px_per_mm = dpi / kMmPerInch;
  cv::Mat page(cvRound(297 * px_per_mm), cvRound(210 * px_per_mm), CV_8UC3, cv::Scalar(255, 255, 255));
  const int module_px = std::max(2, cvRound(1.2 * px_per_mm));
  const double s = dpi / 300.0;
  text(page, "Scriptorium anchors: " + board_name(board) + ", player " + std::to_string(player), {cvRound(60 * s), cvRound(120 * s)}, 2.0 * s, cvRound(4 * s));
  text(page, "Cut along the grey lines. Lay each anchor beside the board, code outside, so the centre of its",
       {cvRound(60 * s), cvRound(190 * s)}, 0.95 * s);
  text(page, "black-and-white cross sits exactly on the board corner of the same number (clockwise from 0,",
       {cvRound(60 * s), cvRound(230 * s)}, 0.95 * s);
  text(page, "the corner next to cell 0,0). The colour strip on anchor 0 calibrates colours. Do not scale when printing.",
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
    text(page, "corner " + std::to_string(corner) + (corner == 0 ? " (next to cell 0,0)" : ""),
         {origin.x, where.br().y + cvRound(45 * s)}, 1.1 * s);
  }
  return page;
}

std::string page_pdf(const cv::Mat& page) {
  std::vector<unsigned char> jpeg;
  if (!cv::imencode(".jpg", page, jpeg, {cv::IMWRITE_JPEG_QUALITY, 95})) throw std::runtime_error("cannot encode the page");
  const double w = 595.28, h = 841.89;  // A4 in points
  std::string pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  std::vector<std::size_t> offsets;
  auto object = [&](const std::string& body) {
    offsets.push_back(pdf.size());
    pdf += std::to_string(offsets.size()) + " 0 obj\n" + body + "\nendobj\n";
  };
  char content[128];
  std::snprintf(content, sizeof content, "q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q", w, h);
  object("<< /Type /Catalog /Pages 2 0 R >>");
  object("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  char page_dict[256];
  std::snprintf(page_dict, sizeof page_dict,
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << /Im0 4 0 R >> >> "
                "/Contents 5 0 R >>",
                w, h);
  object(page_dict);
  object("<< /Type /XObject /Subtype /Image /Width " + std::to_string(page.cols) + " /Height " + std::to_string(page.rows) +
         " /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length " + std::to_string(jpeg.size()) +
         " >>\nstream\n" + std::string(jpeg.begin(), jpeg.end()) + "\nendstream");
  object("<< /Length " + std::to_string(std::string(content).size()) + " >>\nstream\n" + content + "\nendstream");
  const std::size_t xref = pdf.size();
  pdf += "xref\n0 " + std::to_string(offsets.size() + 1) + "\n0000000000 65535 f \n";
  for (std::size_t offset : offsets) {
    char line[24];
    std::snprintf(line, sizeof line, "%010zu 00000 n \n", offset);
    pdf += line;
  }
  pdf += "trailer\n<< /Size " + std::to_string(offsets.size() + 1) + " /Root 1 0 R >>\nstartxref\n" + std::to_string(xref) +
         "\n%%EOF\n";
  return pdf;
}

void write_anchor_sheet(const std::string& path, BoardKind board, int player) {
  const cv::Mat page = render_anchor_sheet(board, player);
  const auto dot = path.rfind('.');
  std::string ext = dot == std::string::npos ? "" : path.substr(dot);
  for (auto& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == ".png") {
    if (!cv::imwrite(path, page)) throw std::runtime_error("cannot write " + path);
    return;
  }
  if (ext != ".pdf") throw std::invalid_argument("the sheet must be a .png or .pdf file");
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << page_pdf(page);
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace scriptorium::calibration
