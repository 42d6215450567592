#include "calibration/printable_page.hpp"

#include <cctype>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::calibration {

cv::Mat blank_a4_page(int dpi) {
  const double px_per_mm = dpi / kMmPerInch;
  return cv::Mat(cvRound(297 * px_per_mm), cvRound(210 * px_per_mm), CV_8UC3, cv::Scalar(255, 255, 255));
}

void put_text(cv::Mat& page, const std::string& line, cv::Point at, double scale, int thickness) {
  cv::putText(page, line, at, cv::FONT_HERSHEY_SIMPLEX, scale, cv::Scalar(0, 0, 0), thickness, cv::LINE_AA);
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

void write_page(const std::string& path, const cv::Mat& page) {
  const auto dot = path.rfind('.');
  std::string ext = dot == std::string::npos ? "" : path.substr(dot);
  for (auto& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == ".png") {
    if (!cv::imwrite(path, page)) throw std::runtime_error("cannot write " + path);
    return;
  }
  if (ext != ".pdf") throw std::invalid_argument("the page must be a .png or .pdf file");
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << page_pdf(page);
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace scriptorium::calibration
