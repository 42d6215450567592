#include "vision/synth/board_scene.hpp"

#include "vision/synth/scene_parts.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {
namespace {

using era::Cell;
using era::PieceType;
using namespace synth;

constexpr double kFrame = 0.45;  // printed frame around the grid, in cells
constexpr int kTexture = 48;     // board texture pixels per cell

// Plastic colour (BGR), height (cells) and top mark of each piece type, by era::PieceType order.
struct Look {
  cv::Vec3d colour;
  double height;
  int mark;
};
const std::array<Look, 14> kLooks{{
    {{95, 92, 100}, 0.75, 1},    // keep: dark stone, tall
    {{40, 190, 225}, 0.40, 0},   // longhouse: yellow
    {{175, 95, 40}, 0.42, 0},    // townhouse: blue
    {{230, 230, 228}, 0.55, 3},  // church: white, a cross
    {{35, 150, 145}, 0.30, 4},   // farm: olive
    {{30, 65, 115}, 0.38, 0},    // lumber mill: brown
    {{45, 45, 195}, 0.45, 3},    // hospital: red
    {{125, 50, 115}, 0.50, 0},   // monastery: purple
    {{20, 125, 240}, 0.35, 2},   // market: orange
    {{140, 140, 30}, 0.45, 0},   // guildhall: teal
    {{185, 80, 215}, 0.50, 2},   // university: pink
    {{235, 205, 125}, 0.60, 3},  // cathedral: light blue
    {{150, 146, 138}, 0.50, 0},  // wall: grey stone
    {{32, 36, 44}, 0.04, 0},     // scorched: charred, flat
}};

// ---- the domain ---------------------------------------------------------------------------------

class DomainBuilder {
 public:
  explicit DomainBuilder(cv::RNG& rng) : rng_(rng), occ_(81, -1) {}

  bool free(const std::vector<Cell>& cells) const {
    for (const Cell c : cells) {
      if (c.x < 0 || c.y < 0 || c.x >= 9 || c.y >= 9 || occ_[static_cast<std::size_t>(c.y * 9 + c.x)] >= 0)
        return false;
    }
    return true;
  }
  bool place(PieceType type, const std::vector<Cell>& cells) {
    if (!free(cells)) return false;
    for (const Cell c : cells)
      occ_[static_cast<std::size_t>(c.y * 9 + c.x)] = static_cast<int>(domain_.pieces.size());
    domain_.pieces.push_back({type, cells});
    covered_ += static_cast<int>(cells.size());
    return true;
  }
  int covered() const { return covered_; }
  era::Domain take() { return std::move(domain_); }

  // Wall lengths 2..6 summing to `length` (>= 2).
  std::vector<int> split(int length) {
    std::vector<int> parts;
    while (length > 0) {
      int p = length <= 6 && rng_.uniform(0.0, 1.0) < 0.5 ? length : rng_.uniform(2, std::min(6, length) + 1);
      if (length - p == 1) p = length <= 6 ? length : p - 1;
      parts.push_back(p);
      length -= p;
    }
    return parts;
  }

  // A rectangle of walls, Keeps at the corners or walls running through them; sometimes one
  // wall left out so the enclosure stays open.
  void enclosure() {
    for (int attempt = 0; attempt < 30; ++attempt) {
      const int x0 = rng_.uniform(0, 6), y0 = rng_.uniform(0, 6);
      const int x1 = rng_.uniform(x0 + 3, 9), y1 = rng_.uniform(y0 + 3, 9);
      const bool keeps = rng_.uniform(0.0, 1.0) < 0.35;
      std::vector<std::pair<PieceType, std::vector<Cell>>> pieces;
      auto run = [&](Cell start, Cell step, int length) {
        for (int part : split(length)) {
          std::vector<Cell> cells;
          for (int i = 0; i < part; ++i) cells.push_back(start), start = {start.x + step.x, start.y + step.y};
          pieces.emplace_back(PieceType::wall, cells);
        }
      };
      const int hx0 = keeps ? x0 + 1 : x0, hx1 = keeps ? x1 - 1 : x1;
      run({hx0, y0}, {1, 0}, hx1 - hx0 + 1);
      run({hx0, y1}, {1, 0}, hx1 - hx0 + 1);
      run({x0, y0 + 1}, {0, 1}, y1 - y0 - 1);
      run({x1, y0 + 1}, {0, 1}, y1 - y0 - 1);
      if (keeps) {
        for (Cell c : {Cell{x0, y0}, Cell{x1, y0}, Cell{x1, y1}, Cell{x0, y1}})
          pieces.push_back({PieceType::keep, {c}});
      }
      if (rng_.uniform(0.0, 1.0) < 0.2)
        pieces.erase(pieces.begin() + rng_.uniform(0, static_cast<int>(pieces.size())));
      bool ok = true;
      for (const auto& [t, cells] : pieces) ok = ok && free(cells);
      if (!ok) continue;
      for (const auto& [t, cells] : pieces) place(t, cells);
      return;
    }
  }

  // A footprint turned by quarter turns, moved to `at`.
  static std::vector<Cell> turned(std::vector<Cell> cells, int quarter_turns, Cell at) {
    for (int q = 0; q < quarter_turns; ++q) {
      for (Cell& c : cells) c = {-c.y, c.x};
    }
    int mx = 99, my = 99;
    for (const Cell c : cells) mx = std::min(mx, c.x), my = std::min(my, c.y);
    for (Cell& c : cells) c = {c.x - mx + at.x, c.y - my + at.y};
    return cells;
  }

 private:
  cv::RNG& rng_;
  std::vector<int> occ_;
  era::Domain domain_;
  int covered_ = 0;
};

// ---- drawing ------------------------------------------------------------------------------------

// The board seen from above: frame, green pegboard with grid lines and a hole per cell, and the
// pieces' shadows on it.
cv::Mat render_board_texture(cv::RNG& rng, const std::vector<std::array<cv::Point2d, 6>>& shadows,
                             double shadow_depth) {
  const int side = static_cast<int>(std::lround((9 + 2 * kFrame) * kTexture));
  // One physical board: its print varies only a little between photos (paper, wear).
  const cv::Vec3d frame(40 + rng.uniform(-3, 3), 72 + rng.uniform(-3, 3), 108 + rng.uniform(-3, 3));
  const cv::Vec3d felt(72 + rng.uniform(-3, 3), 122 + rng.uniform(-3, 3), 84 + rng.uniform(-3, 3));
  cv::Mat tex(side, side, CV_8UC3, scaled(frame, 1));
  auto at = [](double x, double y) { return cv::Point2d((x + kFrame) * kTexture, (y + kFrame) * kTexture); };
  cv::rectangle(tex, fixed(at(0, 0)), fixed(at(9, 9)), scaled(felt, 1), cv::FILLED, cv::LINE_8, kShift);
  for (int i = 0; i <= 9; ++i) {
    cv::line(tex, fixed(at(i, 0)), fixed(at(i, 9)), scaled(felt, 0.7), 2, cv::LINE_AA, kShift);
    cv::line(tex, fixed(at(0, i)), fixed(at(9, i)), scaled(felt, 0.7), 2, cv::LINE_AA, kShift);
  }
  for (int y = 0; y < 9; ++y) {
    for (int x = 0; x < 9; ++x) {
      cv::circle(tex, fixed(at(x + 0.5, y + 0.5)), static_cast<int>(0.11 * kTexture * (1 << kShift)),
                 scaled(felt, 0.35), cv::FILLED, cv::LINE_AA, kShift);
    }
  }
  cv::Mat shade(tex.size(), CV_8U, cv::Scalar(0));
  for (const auto& s : shadows) {
    std::vector<cv::Point2f> pts;
    for (const auto& p : s) pts.push_back(at(p.x, p.y));
    add_shadow(shade, pts);
  }
  apply_shadows(tex, shade, shadow_depth);
  return tex;
}

struct Box {
  double x0, y0, x1, y1, h;
  cv::Vec3d colour;
  int mark;
};


// A mark on a piece's top (printed or moulded detail), in the top face's own coordinates.
void draw_mark(cv::Mat& img, const Camera& cam, const Box& b, const cv::Scalar& ink) {
  auto p = [&](double u, double v) {
    return cam.project({b.x0 + u * (b.x1 - b.x0), b.y0 + v * (b.y1 - b.y0), b.h});
  };
  const int thick =
      std::max(1, static_cast<int>(cam.focal / cv::norm(cam.pos - cv::Vec3d(4.5, 4.5, 0)) * 0.08));
  auto line = [&](double u0, double v0, double u1, double v1) {
    cv::line(img, fixed(p(u0, v0)), fixed(p(u1, v1)), ink, thick, cv::LINE_AA, kShift);
  };
  switch (b.mark) {
    case 1:  // crenellations: a square ring
      line(0.25, 0.25, 0.75, 0.25), line(0.75, 0.25, 0.75, 0.75), line(0.75, 0.75, 0.25, 0.75),
          line(0.25, 0.75, 0.25, 0.25);
      break;
    case 2: {  // a round stall
      std::vector<cv::Point> ring;
      for (int i = 0; i < 16; ++i)
        ring.push_back(fixed(p(0.5 + 0.22 * std::cos(i * kPi / 8), 0.5 + 0.22 * std::sin(i * kPi / 8))));
      cv::polylines(img, ring, true, ink, thick, cv::LINE_AA, kShift);
      break;
    }
    case 3:
      line(0.5, 0.25, 0.5, 0.75), line(0.3, 0.45, 0.7, 0.45);
      break;  // a cross
    case 4:
      line(0.2, 0.35, 0.8, 0.35), line(0.2, 0.65, 0.8, 0.65);
      break;  // furrows
    case 5:
      line(0.3, 0.5, 0.7, 0.5), line(0.5, 0.3, 0.5, 0.5), line(0.35, 0.5, 0.35, 0.7);
      break;  // bricks
    default:
      break;
  }
}

void draw_box(cv::Mat& img, const Camera& cam, const Box& b, cv::Vec2d light) {
  draw_block(img, cam, {b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0}, 0, b.h, b.colour, light);
  const double lum = 0.114 * b.colour[0] + 0.587 * b.colour[1] + 0.299 * b.colour[2];
  draw_mark(img, cam, b, scaled(b.colour, lum > 150 ? 0.55 : 1.6));
}

}  // namespace

era::Domain random_era_domain(std::uint64_t seed, const era::Rules& rules, double fill, bool every_type) {
  cv::RNG rng(mixed(seed, 1));
  DomainBuilder b(rng);
  const double r = rng.uniform(0.0, 1.0);
  const int enclosures = r < 0.15 ? 0 : r < 0.75 ? 1 : 2;
  for (int i = 0; i < enclosures; ++i) b.enclosure();
  if (!b.place(PieceType::keep, {{4, 4}})) {
    for (int i = 0; i < 50 && !b.place(PieceType::keep, {{rng.uniform(0, 9), rng.uniform(0, 9)}}); ++i) {
    }
  }
  if (every_type) {  // largest first, so every footprint still fits; then scorched earth
    const std::size_t n = era::kBuildingTypes.size();
    for (int round = 0; round < 2; ++round) {
      for (std::size_t t = n - 1; t >= 1; --t) {
        const auto& fp = rules.footprints[t];
        for (int i = 0; i < 200 && !b.place(era::kBuildingTypes[t],
                                            DomainBuilder::turned(fp, rng.uniform(0, 4),
                                                                  {rng.uniform(0, 9), rng.uniform(0, 9)}));
             ++i) {
        }
      }
    }
    for (int k = 0; k < 3; ++k) {
      for (int i = 0; i < 100 && !b.place(PieceType::scorched, {{rng.uniform(0, 9), rng.uniform(0, 9)}});
           ++i) {
      }
    }
  }
  const int target = static_cast<int>(fill * 81);
  for (int attempt = 0; attempt < 600 && b.covered() < target; ++attempt) {
    const double kind = rng.uniform(0.0, 1.0);
    const Cell at{rng.uniform(0, 9), rng.uniform(0, 9)};
    if (kind < 0.08) {  // a loose wall
      const int len = rng.uniform(2, 7);
      const bool across = rng.uniform(0, 2) == 0;
      std::vector<Cell> cells;
      for (int i = 0; i < len; ++i) cells.push_back(across ? Cell{at.x + i, at.y} : Cell{at.x, at.y + i});
      b.place(PieceType::wall, cells);
    } else if (kind < 0.13) {
      b.place(PieceType::scorched, {at});
    } else {
      const PieceType t =
          era::kBuildingTypes[static_cast<std::size_t>(rng.uniform(1, era::kBuildingTypeCount))];
      b.place(t, DomainBuilder::turned(rules.footprints[static_cast<std::size_t>(era::index_of(t))],
                                       rng.uniform(0, 4), at));
    }
  }
  era::Domain d = b.take();
  d.width = 9;
  d.height = 9;
  return d;
}

BoardScene render_era_board(const era::Domain& domain, std::uint64_t seed, const BoardSceneOptions& opt) {
  cv::RNG rng(mixed(seed, 2));
  BoardScene scene;
  scene.domain = domain;
  const cv::Size size(opt.width, opt.height);

  scene.tilt_deg = rng.uniform(0.0, opt.max_tilt_deg);
  const double yaw = rng.uniform(-opt.max_yaw_deg, opt.max_yaw_deg) * kPi / 180;
  Camera cam = make_camera(scene.tilt_deg * kPi / 180, yaw, rng.uniform(14.0, 20.0), {4.5, 4.5, 0});
  const std::vector<cv::Vec3d> frame{{-kFrame, -kFrame, 0}, {9 + kFrame, -kFrame, 0}, {9 + kFrame, 9 + kFrame, 0},
                                     {-kFrame, 9 + kFrame, 0}};
  fit_camera(cam, rng, frame, size, opt.board_fill, opt.out_of_frame);
  for (const cv::Vec3d& c :
       {cv::Vec3d(0, 0, 0), cv::Vec3d(9, 0, 0), cv::Vec3d(9, 9, 0), cv::Vec3d(0, 9, 0)}) {
    scene.corners.push_back(cam.project(c));
  }

  // Pieces as one box per cell; sides shared with the same piece are flush, the others inset, so
  // neighbouring pieces show a groove between them.
  std::vector<int> owner(81, -1);
  for (std::size_t i = 0; i < domain.pieces.size(); ++i) {
    for (const Cell c : domain.pieces[i].cells)
      owner[static_cast<std::size_t>(c.y * 9 + c.x)] = static_cast<int>(i);
  }
  std::array<cv::Vec3d, 14> colours;
  for (std::size_t t = 0; t < colours.size(); ++t) {
    for (int c = 0; c < 3; ++c)
      colours[t][c] = std::clamp(kLooks[t].colour[c] + rng.uniform(-4.0, 4.0), 0.0, 255.0);
  }
  const double inset = rng.uniform(0.06, 0.1);
  std::vector<Box> boxes;
  for (std::size_t i = 0; i < domain.pieces.size(); ++i) {
    const auto& look = kLooks[static_cast<std::size_t>(era::index_of(domain.pieces[i].type))];
    for (const Cell c : domain.pieces[i].cells) {
      auto same = [&](int dx, int dy) {
        const int x = c.x + dx, y = c.y + dy;
        return x >= 0 && y >= 0 && x < 9 && y < 9 &&
               owner[static_cast<std::size_t>(y * 9 + x)] == static_cast<int>(i);
      };
      boxes.push_back({c.x + (same(-1, 0) ? -0.01 : inset), c.y + (same(0, -1) ? -0.01 : inset),
                       c.x + 1 - (same(1, 0) ? -0.01 : inset), c.y + 1 - (same(0, 1) ? -0.01 : inset),
                       look.height, colours[static_cast<std::size_t>(era::index_of(domain.pieces[i].type))],
                       look.mark});
    }
  }
  const double light_angle = rng.uniform(0.0, 2 * kPi), light_len = rng.uniform(0.2, 0.7);
  const cv::Vec2d shadow_dir(std::cos(light_angle) * light_len, std::sin(light_angle) * light_len);
  std::vector<std::array<cv::Point2d, 6>> shadows;
  for (const Box& b : boxes) {
    const cv::Point2d s(shadow_dir[0] * b.h, shadow_dir[1] * b.h);
    shadows.push_back({cv::Point2d(b.x0, b.y0), cv::Point2d(b.x1, b.y1), cv::Point2d(b.x1, b.y0) + s,
                       cv::Point2d(b.x0, b.y1) + s, cv::Point2d(b.x0, b.y0) + s,
                       cv::Point2d(b.x1, b.y1) + s});
  }
  const cv::Mat tex = render_board_texture(rng, shadows, rng.uniform(0.25, 0.5));

  cv::Mat img = render_table(rng, size);
  paste_board(img, tex, cam, frame);

  std::sort(boxes.begin(), boxes.end(), [&](const Box& a, const Box& b) {
    const cv::Vec3d ca((a.x0 + a.x1) / 2, (a.y0 + a.y1) / 2, a.h / 2),
        cb((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, b.h / 2);
    return cv::norm(ca - cam.pos) > cv::norm(cb - cam.pos);
  });
  const cv::Vec2d light = -cv::normalize(shadow_dir);
  for (const Box& b : boxes) draw_box(img, cam, b, light);

  // Which cells the hand hides and which lie outside the image.
  auto cell_quad = [&](int x, int y, double z) {
    std::vector<cv::Point> q;
    for (const cv::Vec3d& c :
         {cv::Vec3d(x, y, z), cv::Vec3d(x + 1, y, z), cv::Vec3d(x + 1, y + 1, z), cv::Vec3d(x, y + 1, z)}) {
      const cv::Point2d p = cam.project(c);
      q.emplace_back(static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y)));
    }
    return q;
  };
  if (opt.hand) {
    const cv::Point2d palm = cam.project({rng.uniform(2.0, 7.0), rng.uniform(2.0, 7.0), 1.5});
    const double cell_px = cv::norm(scene.corners[1] - scene.corners[0]) / 9;
    const cv::Mat hand = draw_hand(img, rng, palm, cell_px);
    for (int y = 0; y < 9; ++y) {
      for (int x = 0; x < 9; ++x) {
        cv::Mat cell(size, CV_8U, cv::Scalar(0));
        const auto q = cell_quad(x, y, 0.3);
        cv::fillConvexPoly(cell, q, cv::Scalar(255));
        const double area = cv::countNonZero(cell);
        cv::Mat both;
        cv::bitwise_and(cell, hand, both);
        if (area > 0 && cv::countNonZero(both > 128) > 0.2 * area) scene.hidden_cells.push_back({x, y});
      }
    }
  }
  for (int y = 0; y < 9; ++y) {
    for (int x = 0; x < 9; ++x) {
      const cv::Point2d c = cam.project({x + 0.5, y + 0.5, 0});
      if (c.x < 0 || c.y < 0 || c.x >= size.width || c.y >= size.height)
        scene.outside_cells.push_back({x, y});
    }
  }

  scene.image = finish_photo(img, rng, opt.max_blur, opt.max_noise, opt.min_jpeg_quality);
  return scene;
}

BoardScene render_era_board(std::uint64_t seed, const era::Rules& rules, const BoardSceneOptions& options) {
  return render_era_board(random_era_domain(seed, rules), seed, options);
}

}  // namespace scriptorium::vision
