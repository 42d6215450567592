#include "vision/layout/city_features.hpp"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

#include "vision/layout/city_map.hpp"

namespace scriptorium::vision::layout {
namespace {

namespace map = city_map;

constexpr double kOnTile = map::kTileThickness;                  // a tile's printed top
constexpr double kCubeTop = map::kTileThickness + map::kCubeHeight;  // where a cube's top shows

// Where a map point at `height` appears in the view, as integer pixels.
cv::Point at(const BoardView& view, cv::Point2d p, double height) {
  const cv::Point2d q = seen_at(view, p, height);
  return {static_cast<int>(std::lround(q.x)), static_cast<int>(std::lround(q.y))};
}

// A map rectangle seen at `height`, in view pixels (parallax is a shift locally).
cv::Rect region(const BoardView& view, const cv::Rect2d& r, double height) {
  const cv::Point a = at(view, r.tl(), height), b = at(view, r.br(), height);
  return {a, b};
}

// Wholly inside the photo, with room to spare: the photo's edge blurs and blocks what lies by it.
bool inside(const BoardView& view, const cv::Rect& r) {
  const cv::Rect wide(r.x - 8, r.y - 8, r.width + 16, r.height + 16);
  if (r.area() <= 0 || (wide & cv::Rect(0, 0, view.bgr.cols, view.bgr.rows)) != wide) return false;
  return cv::countNonZero(view.valid(wide)) == wide.area();
}

// Brightness and two chroma axes of a median colour: light-invariant enough to tell plastic and
// print colours apart.
void push_colour(SpotFeatures& f, double b, double g, double r) {
  const double lum = (b + g + r) / 3, norm = lum + 12;
  f.push_back(static_cast<float>(lum / 64));
  f.push_back(static_cast<float>((r - g) / norm));
  f.push_back(static_cast<float>((b - (r + g) / 2) / norm));
}

SpotFeatures median_colour(const BoardView& view, const cv::Rect& r, const cv::Mat& mask = {}) {
  SpotFeatures f;
  if (!inside(view, r) || (!mask.empty() && cv::countNonZero(mask) < 4)) return f;
  const cv::Mat patch = view.bgr(r);
  push_colour(f, channel_median(patch, 0, mask), channel_median(patch, 1, mask), channel_median(patch, 2, mask));
  return f;
}

// A disc or ring around `centre` (map units) seen at `height`: the pixels between the radii.
cv::Mat ring_mask(const BoardView& view, const cv::Rect& box, cv::Point2d centre, double height, double r0, double r1) {
  cv::Mat mask(box.size(), CV_8U, cv::Scalar(0));
  const cv::Point2d c = seen_at(view, centre, height) - cv::Point2d(box.tl());
  const double a = r0 * view.cell_px, b = r1 * view.cell_px;
  for (int y = 0; y < mask.rows; ++y) {
    uchar* row = mask.ptr<uchar>(y);
    for (int x = 0; x < mask.cols; ++x) {
      const double d = std::hypot(x + 0.5 - c.x, y + 0.5 - c.y);
      row[x] = d >= a && d <= b ? 255 : 0;
    }
  }
  return mask;
}

// Adds the patch's relative brightness spread (print detail against plain plastic or card).
SpotFeatures with_texture(const BoardView& view, const cv::Rect& box, SpotFeatures f) {
  if (f.empty()) return f;
  cv::Mat gray;
  cv::cvtColor(view.bgr(box), gray, cv::COLOR_BGR2GRAY);
  cv::Scalar mean, sd;
  cv::meanStdDev(gray, mean, sd);
  f.push_back(static_cast<float>(sd[0] / (mean[0] + 12)));
  return f;
}

cv::Rect around(const BoardView& view, cv::Point2d centre, double height, double radius) {
  return region(view, {centre.x - radius, centre.y - radius, 2 * radius, 2 * radius}, height);
}

}  // namespace

BoardView make_city_view(const cv::Mat& image, const calibration::BoardRegistration& registration,
                         const cv::Vec3d* paper_reference) {
  calibration::BoardRegistration units = registration;
  units.geometry.cells = map::kUnits;  // 100 px a map unit, so the view's cells are map units
  BoardView view = make_board_view(image, units);
  // The printed border band, in blocks kept clear of its edges (table and paper bleed in).
  const int u = view.cell_px, m = view.margin_px, band = static_cast<int>(map::kBorder * u);
  const int depth = band - 6, block = u / 3, w = static_cast<int>(map::kWidth * u), h = static_cast<int>(map::kHeight * u);
  std::vector<cv::Rect> blocks;
  for (int x = 3; x + block <= w - 3; x += block)
    blocks.emplace_back(m + x, m + 3, block, depth), blocks.emplace_back(m + x, m + h - 3 - depth, block, depth);
  for (int y = band; y + block <= h - band; y += block)
    blocks.emplace_back(m + 3, m + y, depth, block), blocks.emplace_back(m + w - 3 - depth, m + y, depth, block);
  cv::Mat mask(view.bgr.size(), CV_8U, cv::Scalar(0));
  int seen = 0;
  for (const cv::Rect& b : blocks) {
    if (cv::countNonZero(view.valid(b)) < b.area()) continue;
    mask(b).setTo(255);
    ++seen;
  }
  view.frame_visible = blocks.empty() ? 0 : static_cast<double>(seen) / static_cast<double>(blocks.size());
  for (int c = 0; c < 3; ++c) view.frame_bgr[c] = seen > 0 ? channel_median(view.bgr, c, mask) : 0;
  if (paper_reference != nullptr && view.frame_visible >= 0.25)
    normalise_light_on(view, *paper_reference, blocks);
  return view;
}

SpotFeatures plot_label_features(const BoardView& view, int plot) {
  const cv::Rect2d r = map::plot_label(plot);
  const cv::Rect box = region(view, {r.x + 0.1, r.y + 0.05, r.width - 0.2, r.height - 0.1}, 0);
  return with_texture(view, box, median_colour(view, box));
}

SpotFeatures tile_features(const BoardView& view, cv::Point2d o) {
  const cv::Rect2d b = map::kColourBand;
  return tile_features(view, o, {b.x, b.y + 0.02, b.width, b.height - 0.03});
}

SpotFeatures tile_features(const BoardView& view, cv::Point2d o, const cv::Rect2d& where) {
  const cv::Rect box = region(view, where + o, kOnTile);
  return with_texture(view, box, median_colour(view, box));
}

SpotFeatures icon_features(const BoardView& view, cv::Point2d o, int space, int icon) {
  const cv::Point2d c = o + map::icon_centre(space, icon);
  const cv::Rect box = around(view, c, kOnTile, map::kRingOuter + 0.02);
  if (!inside(view, box)) return {};
  cv::Mat mask = ring_mask(view, box, c, kOnTile, map::kRingInner + 0.012, map::kRingOuter - 0.012);
  // Leave out where a cube standing in the ring would show: the hull of its foot and its top.
  std::vector<cv::Point> cube;
  for (const double z : {kOnTile, kCubeTop}) {
    for (const cv::Point2d d : {cv::Point2d(-1, -1), cv::Point2d(1, -1), cv::Point2d(1, 1), cv::Point2d(-1, 1)})
      cube.push_back(at(view, c + d * (map::kCubeHalf + 0.015), z) - box.tl());
  }
  std::vector<cv::Point> hull;
  cv::convexHull(cube, hull);
  cv::fillConvexPoly(mask, hull, cv::Scalar(0));
  return median_colour(view, box, mask);
}

SpotFeatures worker_features(const BoardView& view, cv::Point2d o, int space, int icon) {
  // Only the ring's middle: a cube hides it from any side (its top or a side face shows there),
  // while where its top would appear shows the ring itself when no cube stands in it.
  return median_colour(view, around(view, o + map::icon_centre(space, icon), kOnTile, 0.04));
}

SpotFeatures strength_features(const BoardView& view, cv::Point2d o) {
  return median_colour(view, around(view, o + map::kStrengthMark, kOnTile, map::kStrengthRadius * 0.7));
}

SpotFeatures aqueduct_features(const BoardView& view, int position) {
  const cv::Point2d c = map::aqueduct_centre(position);
  const double h = map::kRingTokenHeight;
  const cv::Rect box = around(view, c, h, map::kRingTokenOuter);
  if (!inside(view, box)) return {};
  return median_colour(view, box, ring_mask(view, box, c, h, map::kRingTokenInner + 0.03, map::kRingTokenOuter - 0.03));
}

SpotFeatures symbol_features(const BoardView& view, int slot) {
  const cv::Rect box = around(view, map::symbol_centre(slot), map::kCoverHeight, map::kSymbolHalf - 0.05);
  return with_texture(view, box, median_colour(view, box));
}

SpotFeatures die_square_features(const BoardView& view, cv::Point2d o) {
  const cv::Rect box = around(view, o + map::kDieCentre, kOnTile, map::kDieHalf - 0.02);
  if (!inside(view, box)) return {};
  cv::Mat mask(box.size(), CV_8U, cv::Scalar(255));  // the square's rim, clear of the pips
  const int inset = std::max(2, box.width * 3 / 14);
  mask(cv::Rect(inset, inset, std::max(1, box.width - 2 * inset), std::max(1, box.height - 2 * inset))).setTo(0);
  return median_colour(view, box, mask);
}

std::optional<int> die_value(const BoardView& view, cv::Point2d o) {
  const double half = map::kDieHalf - 0.02;
  const cv::Rect box = around(view, o + map::kDieCentre, kOnTile, half);
  if (!inside(view, box)) return std::nullopt;
  cv::Mat gray;
  cv::cvtColor(view.bgr(box), gray, cv::COLOR_BGR2GRAY);
  // Pips are dark dots on the white square: below half the square's white, a few pixels each.
  const double white = channel_median(gray, 0);
  cv::Mat dark = gray < 0.6 * white;
  cv::Mat labels, stats, centroids;
  const int n = cv::connectedComponentsWithStats(dark, labels, stats, centroids, 8);
  const double pip_area = CV_PI * std::pow(map::kPipRadius * view.cell_px, 2);
  int pips = 0;
  for (int i = 1; i < n; ++i) {
    const int area = stats.at<int>(i, cv::CC_STAT_AREA);
    if (area < 0.3 * pip_area) continue;        // noise
    if (area > 2.2 * pip_area) return std::nullopt;  // merged pips or something on the square
    ++pips;
  }
  if (pips < 1 || pips > 6) return std::nullopt;
  return pips;
}

}  // namespace scriptorium::vision::layout
