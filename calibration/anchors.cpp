#include "calibration/gray.hpp"
#include "calibration/anchors.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include <ZXing/BarcodeFormat.h>
#include <ZXing/BitMatrix.h>
#include <ZXing/DecodeHints.h>
#include <ZXing/MultiFormatWriter.h>
#include <ZXing/ReadBarcode.h>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::calibration {

std::string anchor_text(const AnchorId& id) {
  return "SCR1 " + board_name(id.board) + " p" + std::to_string(id.player) + " c" + std::to_string(id.corner);
}

std::optional<AnchorId> parse_anchor_text(const std::string& text) {
  if (text.size() > kMaxAnchorText) return std::nullopt;
  std::istringstream in(text);
  std::string magic, board, player, corner, extra;
  if (!(in >> magic >> board >> player >> corner) || (in >> extra) || magic != "SCR1") return std::nullopt;
  const auto kind = core::parse_enum(board, std::span<const core::EnumName<BoardKind>>(kBoardKindNames));
  if (!kind || player.size() < 2 || player[0] != 'p' || corner.size() != 2 || corner[0] != 'c') return std::nullopt;
  if (corner[1] < '0' || corner[1] > '3') return std::nullopt;
  AnchorId id;
  id.board = *kind;
  id.corner = corner[1] - '0';
  try {
    std::size_t used = 0;
    id.player = std::stoi(player.substr(1), &used);
    if (used != player.size() - 1 || id.player < 0 || id.player > 99) return std::nullopt;
  } catch (const std::exception&) {
    return std::nullopt;
  }
  return id;
}

const std::vector<PatchColor>& patch_colors() {
  static const std::vector<PatchColor> kColors{{"white", {255, 255, 255}}, {"gray", {128, 128, 128}},
                                               {"black", {0, 0, 0}},       {"red", {40, 40, 210}},
                                               {"green", {60, 160, 40}},   {"blue", {190, 90, 30}},
                                               {"yellow", {30, 210, 240}}};
  return kColors;
}

std::vector<std::vector<bool>> anchor_modules(const AnchorId& id) {
  ZXing::MultiFormatWriter writer(ZXing::BarcodeFormat::QRCode);
  writer.setMargin(0).setEccLevel(2);
  const ZXing::BitMatrix bits = writer.encode(anchor_text(id), 1, 1);
  std::vector<std::vector<bool>> out(static_cast<std::size_t>(bits.height()), std::vector<bool>(static_cast<std::size_t>(bits.width())));
  for (int y = 0; y < bits.height(); ++y) {
    for (int x = 0; x < bits.width(); ++x) out[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = bits.get(x, y);
  }
  return out;
}

cv::Point2d cross_in_modules(int n) {
  const auto at = static_cast<double>(n + kQuietModules + kCrossModules);
  return {at, at};
}

double patch_side_in_modules(int n) { return static_cast<double>(n) / static_cast<double>(patch_colors().size()); }

cv::Point2d patch_centre_in_modules(int n, std::size_t index) {
  const double side = patch_side_in_modules(n);
  // Under the symbol, past its quiet zone, clear of the cross (which lies further right).
  return {side * (static_cast<double>(index) + 0.5), n + kQuietModules + 2 * kCrossModules + 2 + side / 2};
}

cv::Mat render_anchor(const AnchorId& id, int module_px, cv::Point2d* cross) {
  const auto modules = anchor_modules(id);
  const int n = static_cast<int>(modules.size());
  const int m = module_px;
  // Tile in modules: quiet zone, symbol, quiet zone, two checker squares, margin; the patch row
  // (corner 0 only) below.
  const int side = kQuietModules + n + kQuietModules + 2 * kCrossModules + 3;
  const double patch = patch_side_in_modules(n);
  const int height = id.corner == 0 ? side + static_cast<int>(std::ceil(patch)) + 2 : side;
  cv::Mat tile(height * m, side * m, CV_8UC3, cv::Scalar(255, 255, 255));
  const int o = kQuietModules;  // symbol origin in the tile, modules
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      if (modules[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]) {
        tile(cv::Rect((o + x) * m, (o + y) * m, m, m)).setTo(cv::Scalar(0, 0, 0));
      }
    }
  }
  const cv::Point2d c = cross_in_modules(n);
  const int cx = (o + static_cast<int>(c.x)) * m, cy = (o + static_cast<int>(c.y)) * m, k = kCrossModules * m;
  tile(cv::Rect(cx - k, cy - k, k, k)).setTo(cv::Scalar(0, 0, 0));
  tile(cv::Rect(cx, cy, k, k)).setTo(cv::Scalar(0, 0, 0));
  if (cross != nullptr) *cross = {cx - 0.5, cy - 0.5};
  if (id.corner == 0) {
    for (std::size_t i = 0; i < patch_colors().size(); ++i) {
      const cv::Point2d p = patch_centre_in_modules(n, i);
      const cv::Point2d tl((o + p.x - patch / 2) * m, (o + p.y - patch / 2) * m);
      cv::rectangle(tile, cv::Rect(cv::Point(cvRound(tl.x), cvRound(tl.y)), cv::Size(cvRound(patch * m), cvRound(patch * m))),
                    patch_colors()[i].bgr, cv::FILLED);
    }
  }
  return tile;
}

namespace {

std::string text_of(const ZXing::Result& r) { return r.text(); }

// The cross centre near `guess`: the saddle point of the checker, refined by cornerSubPix. Fails
// when the refinement wanders off (no cross there: covered, out of frame).
std::optional<cv::Point2d> refine_cross(const cv::Mat& gray, cv::Point2d guess, double square_px) {
  const int half = std::clamp(static_cast<int>(square_px * 0.6), 3, 40);
  if (guess.x < half + 2 || guess.y < half + 2 || guess.x > gray.cols - half - 3 || guess.y > gray.rows - half - 3) {
    return std::nullopt;
  }
  std::vector<cv::Point2f> point{cv::Point2f(static_cast<float>(guess.x), static_cast<float>(guess.y))};
  cv::cornerSubPix(gray, point, {half, half}, {-1, -1},
                   cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 100, 1e-4));
  const cv::Point2d refined(point[0].x, point[0].y);
  if (cv::norm(refined - guess) > 0.45 * square_px) return std::nullopt;
  return refined;
}

}  // namespace

std::vector<FoundAnchor> find_anchors(const cv::Mat& image) {
  cv::Mat gray = to_gray(image);
  if (!gray.isContinuous()) gray = gray.clone();
  ZXing::DecodeHints hints;
  hints.setFormats(ZXing::BarcodeFormat::QRCode);
  hints.setTryHarder(true);
  hints.setTryRotate(true);
  hints.setMaxNumberOfSymbols(16);
  const auto results =
      ZXing::ReadBarcodes(ZXing::ImageView(gray.data, gray.cols, gray.rows, ZXing::ImageFormat::Lum, static_cast<int>(gray.step)), hints);
  std::vector<FoundAnchor> found;
  for (const auto& result : results) {
    if (!result.isValid()) continue;
    const auto id = parse_anchor_text(text_of(result));
    if (!id) continue;
    FoundAnchor anchor;
    anchor.id = *id;
    anchor.symbol_modules = static_cast<int>(anchor_modules(*id).size());
    const auto& pos = result.position();
    for (int i = 0; i < 4; ++i) anchor.symbol.emplace_back(pos[static_cast<std::size_t>(i)].x, pos[static_cast<std::size_t>(i)].y);
    const double n = anchor.symbol_modules;
    const std::vector<cv::Point2f> modules{{0, 0}, {static_cast<float>(n), 0}, {static_cast<float>(n), static_cast<float>(n)}, {0, static_cast<float>(n)}};
    std::vector<cv::Point2f> corners;
    for (const auto& p : anchor.symbol) corners.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
    anchor.module_to_image = cv::Matx33d(cv::getPerspectiveTransform(modules, corners));
    const cv::Point2d c = cross_in_modules(anchor.symbol_modules);
    const cv::Vec3d h = anchor.module_to_image * cv::Vec3d(c.x, c.y, 1);
    const cv::Point2d guess(h[0] / h[2], h[1] / h[2]);
    const double module_px = std::sqrt(std::abs(cv::contourArea(corners))) / n;
    const auto refined = refine_cross(gray, guess, kCrossModules * module_px);
    anchor.cross = refined.value_or(guess);
    anchor.refined = refined.has_value();
    found.push_back(anchor);
  }
  return found;
}

}  // namespace scriptorium::calibration
