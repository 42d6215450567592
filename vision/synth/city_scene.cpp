#include "vision/synth/city_scene.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/imgproc.hpp>

#include "vision/layout/city_map.hpp"
#include "vision/synth/scene_parts.hpp"

namespace scriptorium::vision {
namespace {

namespace map = layout::city_map;
using namespace synth;
using discordia::IconColor;
using discordia::PlotKind;
using discordia::TileType;
using discordia::WorkerColor;

constexpr int kPx = 96;  // texture pixels per map unit

// Printed and plastic colours (BGR).
const cv::Vec3d kPaper(150, 185, 205), kBorder(60, 85, 120), kPlate(45, 55, 75), kInk(40, 40, 45);
const std::array<cv::Vec3d, 4> kKindColour{{{120, 60, 20}, {40, 30, 150}, {130, 50, 120}, {40, 130, 40}}};
const std::array<cv::Vec3d, 4> kTileColour{{{210, 160, 90}, {60, 70, 180}, {225, 225, 220}, {60, 190, 170}}};
const std::array<cv::Vec3d, 5> kIconColour{{{200, 110, 30}, {40, 40, 210}, {240, 240, 240}, {30, 210, 240}, {140, 140, 140}}};
const std::array<cv::Vec3d, 4> kWorkerColour{{{190, 90, 25}, {35, 35, 200}, {235, 235, 235}, {25, 200, 235}}};
const cv::Vec3d kTower(150, 140, 120), kShield(30, 30, 170), kRingToken(30, 120, 235), kCover(170, 215, 230),
    kSymbol(190, 160, 120);

IconColor icon_of(TileType t) {
  switch (t) {
    case TileType::Ship: return IconColor::Blue;
    case TileType::Barracks: return IconColor::Red;
    case TileType::Stall: return IconColor::White;
    case TileType::Farm: return IconColor::Yellow;
  }
  return IconColor::Grey;
}

TileType tile_for(PlotKind k) {
  switch (k) {
    case PlotKind::Port: return TileType::Ship;
    case PlotKind::Fortress: return TileType::Barracks;
    case PlotKind::Market: return TileType::Stall;
    case PlotKind::Field: return TileType::Farm;
  }
  return TileType::Ship;
}

// ---- the city -----------------------------------------------------------------------------------

// Spaces of one tile, filled as a game leaves them: a prefix of the spaces occupied (`max_full`
// caps it, so a Ship is never complete), mostly by workers of the icon's colour.
discordia::WorkTile random_tile(cv::RNG& rng, TileType type, bool military, bool busy) {
  discordia::WorkTile t;
  t.type = type;
  t.military_tower = military;
  t.die_value = rng.uniform(1, 7);
  const int spaces = rng.uniform(1, 4);
  for (int s = 0; s < spaces; ++s) {
    discordia::WorkSpace space;
    const int icons = rng.uniform(0.0, 1.0) < 0.5 ? 1 : rng.uniform(2, 4);
    for (int i = 0; i < icons; ++i) {
      const double r = rng.uniform(0.0, 1.0);
      space.required.push_back(r < 0.6   ? icon_of(type)
                               : r < 0.85 ? IconColor::Grey
                                          : static_cast<IconColor>(rng.uniform(0, 4)));
    }
    t.spaces.push_back(space);
  }
  int full = busy ? spaces : rng.uniform(0, spaces + 1);
  if (type == TileType::Ship && !military) full = std::min(full, spaces - 1);
  for (int s = 0; s < full; ++s) {
    auto& space = t.spaces[static_cast<std::size_t>(s)];
    for (const IconColor icon : space.required) {
      const bool own = icon != IconColor::Grey && rng.uniform(0.0, 1.0) < 0.85;
      space.placed.push_back(own ? static_cast<WorkerColor>(icon) : static_cast<WorkerColor>(rng.uniform(0, 4)));
    }
  }
  if (military) t.permanent_strength = rng.uniform(0, 2);
  return t;
}

// ---- drawing ------------------------------------------------------------------------------------

cv::Point2d px(cv::Point2d p) { return p * kPx; }

void fill_rect(cv::Mat& tex, const cv::Rect2d& r, const cv::Scalar& c) {
  cv::rectangle(tex, fixed(px(r.tl())), fixed(px(r.br())), c, cv::FILLED, cv::LINE_AA, kShift);
}

void fill_circle(cv::Mat& tex, cv::Point2d centre, double radius, const cv::Scalar& c) {
  cv::circle(tex, fixed(px(centre)), static_cast<int>(std::lround(radius * kPx * (1 << kShift))), c, cv::FILLED,
             cv::LINE_AA, kShift);
}

void draw_pips(cv::Mat& tex, cv::Point2d centre, int value) {
  fill_rect(tex, {centre.x - map::kDieHalf, centre.y - map::kDieHalf, 2 * map::kDieHalf, 2 * map::kDieHalf},
            scaled({240, 240, 240}, 1));
  static const std::array<std::vector<cv::Point2d>, 7> kLayout{{
      {}, {{0, 0}}, {{-1, -1}, {1, 1}}, {{-1, -1}, {0, 0}, {1, 1}}, {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
      {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}}, {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}}}};
  for (const auto& p : kLayout[static_cast<std::size_t>(value)])
    fill_circle(tex, centre + p * map::kPipStep, map::kPipRadius, scaled(kInk, 1));
}

// One tile or tower, flat on the texture (its cubes are drawn in 3D later).
void draw_tile(cv::Mat& tex, cv::Point2d origin, const discordia::WorkTile& tile, const cv::Vec3d& colour) {
  fill_rect(tex, {origin.x, origin.y, map::kTileW, map::kTileH}, scaled(colour, 1));
  cv::rectangle(tex, fixed(px(origin)), fixed(px(origin + cv::Point2d(map::kTileW, map::kTileH))),
                scaled(colour, 0.6), 2, cv::LINE_AA, kShift);
  draw_pips(tex, origin + map::kDieCentre, tile.die_value);
  if (tile.military_tower && tile.permanent_strength > 0)
    fill_circle(tex, origin + map::kStrengthMark, map::kStrengthRadius, scaled(kShield, 1));
  for (int s = 0; s < map::kSpaces; ++s) {  // every tile prints all its plates, used or not
    const cv::Point2d mid = origin + map::icon_centre(s, 1);
    fill_rect(tex, {origin.x + 0.06, mid.y - map::kPlateHalfHeight, map::kTileW - 0.12, 2 * map::kPlateHalfHeight},
              scaled(kPlate, 1));
  }
  for (std::size_t s = 0; s < tile.spaces.size(); ++s) {
    for (std::size_t i = 0; i < tile.spaces[s].required.size(); ++i) {
      const cv::Point2d c = origin + map::icon_centre(static_cast<int>(s), static_cast<int>(i));
      fill_circle(tex, c, map::kRingOuter,
                  scaled(kIconColour[static_cast<std::size_t>(tile.spaces[s].required[i])], 1));
      fill_circle(tex, c, map::kRingInner, scaled(kPlate, 1));
    }
  }
}

// Printed hatching where a tile or plot may lie: an empty place never looks plain, as tiles,
// cubes and hands do.
void hatch(cv::Mat& tex, const cv::Rect2d& area, const cv::Vec3d& colour) {
  cv::Mat print = tex(cv::Rect(px(area.tl()), px(area.br())));
  for (int d = -print.rows; d < print.cols; d += kPx / 8)
    cv::line(print, {d, 0}, {d + print.rows, print.rows}, scaled(colour, 0.5), 3, cv::LINE_AA);
}

struct Cube {
  cv::Point2d centre;  // map units
  double z0;
  cv::Vec3d colour;
};

cv::Mat render_map(cv::RNG& rng, const discordia::City& city, const std::vector<Cube>& cubes, cv::Vec2d shadow_dir,
                   double shadow_depth) {
  const cv::Size size(static_cast<int>(map::kWidth * kPx), static_cast<int>(map::kHeight * kPx));
  // One printed map: its print varies only a little between photos.
  auto jitter = [&](const cv::Vec3d& c) {
    return cv::Vec3d(c[0] + rng.uniform(-3.0, 3.0), c[1] + rng.uniform(-3.0, 3.0), c[2] + rng.uniform(-3.0, 3.0));
  };
  const cv::Vec3d paper = jitter(kPaper), border = jitter(kBorder);
  cv::Mat tex(size, CV_8UC3, scaled(border, 1));
  fill_rect(tex, {map::kBorder, map::kBorder, map::kWidth - 2 * map::kBorder, map::kHeight - 2 * map::kBorder},
            scaled(paper, 1));
  // Aqueduct track and its ring.
  for (int i = 0; i < map::kAqueductPositions; ++i) {
    const cv::Point2d c = map::aqueduct_centre(i);
    cv::circle(tex, fixed(px(c)), static_cast<int>(map::kTrackRadius * kPx * (1 << kShift)), scaled(kInk, 1), 2,
               cv::LINE_AA, kShift);
    for (int d = 0; d < std::min(i, 4); ++d) fill_circle(tex, c + cv::Point2d(-0.09 + 0.06 * d, 0), 0.02, scaled(kInk, 1));
  }
  const cv::Point2d ring = map::aqueduct_centre(std::min(city.aqueduct, map::kAqueductPositions - 1));
  fill_circle(tex, ring + cv::Point2d(shadow_dir) * map::kRingTokenHeight, map::kRingTokenOuter,
              scaled(paper, 1 - shadow_depth));
  fill_circle(tex, ring, map::kRingTokenOuter, scaled(kRingToken, 1));
  fill_circle(tex, ring, map::kRingTokenInner, scaled(paper, 1));
  // Infrastructure symbols, covered from the left.
  const int covered = map::kSymbolSlots - std::min(city.visible_symbols, map::kSymbolSlots);
  for (int i = 0; i < map::kSymbolSlots; ++i) {
    const cv::Point2d c = map::symbol_centre(i);
    if (i < covered) {
      const double h = map::kCoverHalf;
      fill_rect(tex, {c.x - h + shadow_dir[0] * 0.05, c.y - h + shadow_dir[1] * 0.05, 2 * h, 2 * h},
                scaled(paper, 1 - shadow_depth));
      fill_rect(tex, {c.x - h, c.y - h, 2 * h, 2 * h}, scaled(kCover, 1));
      for (int l = 0; l < 3; ++l)
        fill_rect(tex, {c.x - 0.22, c.y - 0.15 + 0.13 * l, 0.44, 0.03}, scaled(kCover, 0.6));
    } else {
      const double h = map::kSymbolHalf;
      fill_rect(tex, {c.x - h, c.y - h, 2 * h, 2 * h}, scaled(kSymbol, 1));
      fill_rect(tex, {c.x - 0.2, c.y - 0.2, 0.4, 0.07}, scaled(kInk, 1));  // a column: capital, shaft, base
      fill_rect(tex, {c.x - 0.06, c.y - 0.13, 0.12, 0.27}, scaled(kInk, 1));
      fill_rect(tex, {c.x - 0.2, c.y + 0.14, 0.4, 0.07}, scaled(kInk, 1));
    }
  }
  // Plots: a tinted printed area with the kind's label; the expansion position shows a dashed
  // outline until an acquired plot lies there.
  for (int p = 0; p < map::kPlots; ++p) {
    const cv::Point2d o = map::plot_tile_origin(p);
    const cv::Rect2d area(o.x - 0.05, o.y - 0.05, map::kTileW + 0.1, map::kTileH + 0.36);
    if (p >= static_cast<int>(city.plots.size())) {  // room for an acquired plot
      hatch(tex, area, paper);
      continue;
    }
    const auto kind = static_cast<std::size_t>(city.plots[static_cast<std::size_t>(p)].kind);
    const cv::Vec3d tint = paper * 0.6 + kKindColour[kind] * 0.4;
    fill_rect(tex, area, scaled(tint, 1));
    hatch(tex, area, tint);
    fill_rect(tex, map::plot_label(p), scaled(kKindColour[kind], 1));
    const auto& tile = city.plots[static_cast<std::size_t>(p)].tile;
    if (!tile) continue;
    const cv::Point2d d(shadow_dir[0] * 0.04, shadow_dir[1] * 0.04);
    fill_rect(tex, {o.x + d.x, o.y + d.y, map::kTileW, map::kTileH}, scaled(paper * 0.6 + kKindColour[kind] * 0.4, 1 - shadow_depth));
    draw_tile(tex, o, *tile, kTileColour[static_cast<std::size_t>(tile->type)]);
  }
  for (int t = 0; t < map::kTowerSlots; ++t) {  // room for the towers
    const cv::Point2d o = map::tower_origin(t);
    hatch(tex, {o.x - 0.05, o.y - 0.05, map::kTileW + 0.1, map::kTileH + 0.1}, paper);
  }
  for (std::size_t t = 0; t < city.military_towers.size() && t < map::kTowerSlots; ++t) {
    const cv::Point2d o = map::tower_origin(static_cast<int>(t));
    fill_rect(tex, {o.x + shadow_dir[0] * 0.04, o.y + shadow_dir[1] * 0.04, map::kTileW, map::kTileH},
              scaled(paper, 1 - shadow_depth));
    draw_tile(tex, o, city.military_towers[t], kTower);
  }
  // Cube shadows on whatever lies under them.
  cv::Mat shade(tex.size(), CV_8U, cv::Scalar(0));
  for (const Cube& c : cubes) {
    const double h = map::kCubeHalf;
    const cv::Point2d s(shadow_dir[0] * map::kCubeHeight, shadow_dir[1] * map::kCubeHeight);
    std::vector<cv::Point2f> pts;
    for (const cv::Point2d k : {cv::Point2d(-h, -h), cv::Point2d(h, -h), cv::Point2d(h, h), cv::Point2d(-h, h)}) {
      pts.push_back(px(c.centre + k));
      pts.push_back(px(c.centre + k + s));
    }
    add_shadow(shade, pts);
  }
  apply_shadows(tex, shade, shadow_depth);
  return tex;
}

// Cubes standing in the rings of every occupied space of a tile at `origin`.
void add_cubes(std::vector<Cube>& cubes, cv::RNG& rng, cv::Point2d origin, const discordia::WorkTile& tile,
               const std::array<cv::Vec3d, 4>& colours) {
  for (std::size_t s = 0; s < tile.spaces.size(); ++s) {
    for (std::size_t i = 0; i < tile.spaces[s].placed.size(); ++i) {
      const cv::Point2d jitter(rng.uniform(-0.015, 0.015), rng.uniform(-0.015, 0.015));
      cubes.push_back({origin + map::icon_centre(static_cast<int>(s), static_cast<int>(i)) + jitter,
                       map::kTileThickness, colours[static_cast<std::size_t>(tile.spaces[s].placed[i])]});
    }
  }
}

}  // namespace

discordia::City random_city(std::uint64_t seed, bool every_kind) {
  cv::RNG rng(mixed(seed, 11));
  discordia::City city;
  for (const PlotKind k : map::kPrintedKinds) city.plots.push_back({k, std::nullopt});
  if (every_kind || rng.uniform(0.0, 1.0) < 0.5)
    city.plots.push_back({static_cast<PlotKind>(rng.uniform(0, 4)), std::nullopt});
  for (auto& plot : city.plots) {
    if (every_kind || rng.uniform(0.0, 1.0) < 0.75)
      plot.tile = random_tile(rng, tile_for(plot.kind), false, every_kind && plot.kind != PlotKind::Port);
  }
  const int towers = std::min({city.ports(), map::kTowerSlots, every_kind ? 2 : rng.uniform(0, 3)});
  for (int t = 0; t < towers; ++t)
    city.military_towers.push_back(random_tile(rng, TileType::Barracks, true, every_kind && t == 0));
  if (every_kind) {  // one worker of each colour somewhere, so every colour is taught
    for (int c = 0; c < discordia::kWorkerColors; ++c) {
      auto& tile = *city.plots[static_cast<std::size_t>(1 + c % 5)].tile;
      if (!tile.spaces.empty() && !tile.spaces[0].placed.empty())
        tile.spaces[0].placed[0] = static_cast<WorkerColor>(c);
    }
  }
  city.visible_symbols = rng.uniform(0, map::kSymbolSlots + 1);
  city.aqueduct = rng.uniform(0, map::kAqueductPositions);
  return city;
}

CityScene render_city(const discordia::City& city, std::uint64_t seed, const CitySceneOptions& opt) {
  cv::RNG rng(mixed(seed, 12));
  CityScene scene;
  scene.city = city;
  const cv::Size size(opt.width, opt.height);
  scene.tilt_deg = rng.uniform(0.0, opt.max_tilt_deg);
  const double yaw = rng.uniform(-opt.max_yaw_deg, opt.max_yaw_deg) * kPi / 180;
  Camera cam = make_camera(scene.tilt_deg * kPi / 180, yaw, rng.uniform(14.0, 20.0),
                           {map::kWidth / 2, map::kHeight / 2, 0});
  const std::vector<cv::Vec3d> frame{{0, 0, 0}, {map::kWidth, 0, 0}, {map::kWidth, map::kHeight, 0}, {0, map::kHeight, 0}};
  fit_camera(cam, rng, frame, size, opt.board_fill, opt.out_of_frame);
  for (const auto& f : frame) scene.corners.push_back(cam.project(f));

  std::array<cv::Vec3d, 4> workers;
  for (std::size_t c = 0; c < workers.size(); ++c) {
    for (int k = 0; k < 3; ++k) workers[c][k] = std::clamp(kWorkerColour[c][k] + rng.uniform(-6.0, 6.0), 0.0, 255.0);
  }
  std::vector<Cube> cubes;
  for (std::size_t p = 0; p < city.plots.size() && p < map::kPlots; ++p) {
    if (city.plots[p].tile) add_cubes(cubes, rng, map::plot_tile_origin(static_cast<int>(p)), *city.plots[p].tile, workers);
  }
  for (std::size_t t = 0; t < city.military_towers.size() && t < map::kTowerSlots; ++t)
    add_cubes(cubes, rng, map::tower_origin(static_cast<int>(t)), city.military_towers[t], workers);

  const double light_angle = rng.uniform(0.0, 2 * kPi), light_len = rng.uniform(0.2, 0.7);
  const cv::Vec2d shadow_dir(std::cos(light_angle) * light_len, std::sin(light_angle) * light_len);
  const cv::Mat tex = render_map(rng, city, cubes, shadow_dir, rng.uniform(0.25, 0.5));
  cv::Mat img = render_table(rng, size);
  paste_board(img, tex, cam, frame);
  std::sort(cubes.begin(), cubes.end(), [&](const Cube& a, const Cube& b) {
    return cv::norm(cv::Vec3d(a.centre.x, a.centre.y, 0) - cam.pos) > cv::norm(cv::Vec3d(b.centre.x, b.centre.y, 0) - cam.pos);
  });
  const cv::Vec2d light = -cv::normalize(shadow_dir);
  for (const Cube& c : cubes) {
    const double h = map::kCubeHalf;
    draw_block(img, cam, {c.centre.x - h, c.centre.y - h, 2 * h, 2 * h}, c.z0, map::kCubeHeight, c.colour, light);
  }

  // The parts each point belongs to, to tell which the hand hides or the photo leaves out.
  std::vector<std::pair<std::string, cv::Vec3d>> probes;
  for (int p = 0; p < map::kPlots; ++p) {
    const cv::Point2d o = map::plot_tile_origin(p);
    const std::string name = "/plots/" + std::to_string(p);
    for (double y = 0; y <= map::kTileH + 0.3; y += 0.15) {
      for (double x = 0; x <= map::kTileW; x += 0.15) probes.push_back({name, {o.x + x, o.y + y, 0.1}});
    }
  }
  for (int t = 0; t < map::kTowerSlots; ++t) {
    const cv::Point2d o = map::tower_origin(t);
    for (double y = 0; y <= map::kTileH; y += 0.15) {
      for (double x = 0; x <= map::kTileW; x += 0.15)
        probes.push_back({"/military_towers/" + std::to_string(t), {o.x + x, o.y + y, 0.1}});
    }
  }
  for (int i = 0; i < map::kAqueductPositions; ++i) {
    const cv::Point2d c = map::aqueduct_centre(i);
    for (const cv::Point2d d : {cv::Point2d(0, 0), cv::Point2d(0.2, 0), cv::Point2d(-0.2, 0), cv::Point2d(0, 0.2), cv::Point2d(0, -0.2)})
      probes.push_back({"/aqueduct", {c.x + d.x, c.y + d.y, 0.05}});
  }
  for (int i = 0; i < map::kSymbolSlots; ++i) {
    const cv::Point2d c = map::symbol_centre(i);
    for (const cv::Point2d d : {cv::Point2d(0, 0), cv::Point2d(0.25, 0.25), cv::Point2d(-0.25, -0.25), cv::Point2d(0.25, -0.25), cv::Point2d(-0.25, 0.25)})
      probes.push_back({"/visible_symbols", {c.x + d.x, c.y + d.y, 0.02}});
  }
  auto note = [](std::vector<std::string>& list, const std::string& name) {
    if (std::find(list.begin(), list.end(), name) == list.end()) list.push_back(name);
  };
  cv::Mat hand;
  if (opt.hand) {
    const cv::Point2d palm = cam.project({rng.uniform(1.5, 7.5), rng.uniform(1.5, 4.5), 1.5});
    const double unit_px = cv::norm(scene.corners[1] - scene.corners[0]) / map::kWidth;
    hand = draw_hand(img, rng, palm, unit_px);
  }
  for (const auto& [name, point] : probes) {
    const cv::Point2d p = cam.project(point);
    const cv::Point q(static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y)));
    if (q.x < 0 || q.y < 0 || q.x >= size.width || q.y >= size.height) {
      note(scene.outside_parts, name);
    } else if (!hand.empty() && hand.at<uchar>(q) > 0) {
      note(scene.hidden_parts, name);
    }
  }
  scene.image = finish_photo(img, rng, opt.max_blur, opt.max_noise, opt.min_jpeg_quality);
  return scene;
}

CityScene render_city(std::uint64_t seed, const CitySceneOptions& options) {
  return render_city(random_city(seed), seed, options);
}

}  // namespace scriptorium::vision
