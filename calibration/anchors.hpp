// Printed anchors: a QR code (read with ZXing) that names the board, the player and the corner,
// with a 2x2 checker cross beside it whose centre is laid on the board's corner. The code finds
// the anchor and tells which corner it is; the cross, refined to sub-pixel accuracy, is the point.
//
// Geometry, in code modules with the code's own orientation (x right, y down, the symbol spanning
// [0, N] x [0, N] without its quiet zone): the cross centre lies at (N + 4 + c, N + 4 + c), c = 6,
// diagonally past the symbol's bottom-right corner. The corner-0 anchor also carries the colour
// reference patch: a row of squares under the symbol.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "calibration/board_kind.hpp"

namespace scriptorium::calibration {

inline constexpr int kQuietModules = 4;
inline constexpr int kCrossModules = 6;  // side of one checker square

struct AnchorId {
  BoardKind board = BoardKind::rect;
  int player = 0;
  int corner = 0;  // 0..3 clockwise from the corner next to cell (0, 0)
};

// "SCR1 <board> p<player> c<corner>"; parse returns nullopt for any other text, and for any
// payload longer than kMaxAnchorText bytes (ours are under 30; a QR code can carry 7089).
inline constexpr std::size_t kMaxAnchorText = 64;
std::string anchor_text(const AnchorId& id);
std::optional<AnchorId> parse_anchor_text(const std::string& text);

// The reference colours printed on the corner-0 anchor, left to right.
struct PatchColor {
  const char* name;
  cv::Scalar bgr;
};
const std::vector<PatchColor>& patch_colors();

// The QR symbol's modules (true = dark), without quiet zone.
std::vector<std::vector<bool>> anchor_modules(const AnchorId& id);

// One anchor tile, `module_px` pixels per module, white background. `cross` receives the cross
// centre in tile pixels (continuous coordinates, pixel centres at integers).
cv::Mat render_anchor(const AnchorId& id, int module_px, cv::Point2d* cross = nullptr);

// In code-module coordinates: the cross centre and the centre of colour patch i.
cv::Point2d cross_in_modules(int symbol_modules);
cv::Point2d patch_centre_in_modules(int symbol_modules, std::size_t index);
double patch_side_in_modules(int symbol_modules);

// One anchor found in an image.
struct FoundAnchor {
  AnchorId id;
  std::vector<cv::Point2d> symbol;  // ZXing's symbol corners: top-left, top-right, bottom-right, bottom-left
  int symbol_modules = 0;
  cv::Point2d cross;                // refined cross centre, pixels
  bool refined = false;             // the cross was found near its predicted place
  cv::Matx33d module_to_image;      // code modules -> image pixels
};

// Every anchor of ours ZXing reads in the image (other codes are ignored).
std::vector<FoundAnchor> find_anchors(const cv::Mat& image);

}  // namespace scriptorium::calibration
