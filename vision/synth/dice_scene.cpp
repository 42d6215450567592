#include "vision/synth/dice_scene.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/synth/die_material.hpp"
#include "vision/synth/scene_parts.hpp"

namespace scriptorium::vision {
namespace {

using synth::kPi;
using synth::kShift;

// An element of `items`, drawn uniformly with one draw of `rng`.
template <class Items>
const auto& draw_from(cv::RNG& rng, const Items& items) {
  return items[static_cast<std::size_t>(rng.uniform(0, static_cast<int>(items.size())))];
}

struct Palette {
  cv::Vec3d body;
  cv::Vec3d pip;
  const char* name;  // what a person calls the body colour (cli.md's words)
};

// Body and pip colours (BGR) of common dice.
const std::array<Palette, 10> kPalettes{{
    {{235, 235, 235}, {25, 25, 25}, "white"},  // black pips
    {{195, 228, 240}, {30, 30, 30}, "ivory"},
    {{30, 30, 30}, {240, 240, 240}, "black"},  // white pips
    {{40, 40, 200}, {240, 240, 240}, "red"},
    {{170, 70, 30}, {240, 240, 240}, "blue"},
    {{60, 150, 40}, {240, 240, 240}, "green"},
    {{40, 205, 235}, {25, 25, 25}, "yellow"},
    {{30, 130, 240}, {25, 25, 25}, "orange"},
    {{140, 40, 110}, {240, 240, 240}, "purple"},
    {{120, 120, 120}, {240, 240, 240}, "gray"},
}};

cv::Point fixed_point(cv::Point2d p, int shift) {
  return {static_cast<int>(std::lround(p.x * (1 << shift))), static_cast<int>(std::lround(p.y * (1 << shift)))};
}

// The names of draw_icon's designs, in its order.
constexpr std::array<const char*, 12> kIconDesignNames{"ring",  "cross",    "triangle", "bars",
                                                       "hook",  "crescent", "star",     "square",
                                                       "arrow", "zigzag",   "diamond",  "arc"};

// Icon faces of our own design (not pips, not letters): each looks different at every rotation.
void draw_icon(cv::Mat& canvas, int design, cv::Point2d c, double size, double angle, const cv::Scalar& ink,
               int shift) {
  const double ca = std::cos(angle), sa = std::sin(angle);
  auto at = [&](double x, double y) {  // face coordinates in units of the die size
    return fixed_point(c + synth::turned({x, y}, ca, sa) * size, shift);
  };
  const int thick = std::max(1, static_cast<int>(std::lround(size * 0.08)));
  const auto radius = [&](double r) { return static_cast<int>(std::lround(r * size * (1 << shift))); };
  switch (design) {
    case 0:  // ring
      cv::circle(canvas, at(0, 0), radius(0.22), ink, thick, cv::LINE_AA, shift);
      break;
    case 1:  // cross
      cv::line(canvas, at(-0.26, 0), at(0.26, 0), ink, thick, cv::LINE_AA, shift);
      cv::line(canvas, at(0, -0.26), at(0, 0.26), ink, thick, cv::LINE_AA, shift);
      break;
    case 2: {  // triangle
      std::vector<cv::Point> t{at(0, -0.27), at(0.25, 0.2), at(-0.25, 0.2)};
      cv::fillPoly(canvas, std::vector<std::vector<cv::Point>>{t}, ink, cv::LINE_AA, shift);
      break;
    }
    case 3:  // two bars
      cv::line(canvas, at(-0.24, -0.12), at(0.24, -0.12), ink, thick, cv::LINE_AA, shift);
      cv::line(canvas, at(-0.24, 0.12), at(0.24, 0.12), ink, thick, cv::LINE_AA, shift);
      break;
    case 4:  // hook: an L with a dot
      cv::line(canvas, at(-0.2, -0.25), at(-0.2, 0.2), ink, thick, cv::LINE_AA, shift);
      cv::line(canvas, at(-0.2, 0.2), at(0.22, 0.2), ink, thick, cv::LINE_AA, shift);
      cv::circle(canvas, at(0.12, -0.12), radius(0.07), ink, cv::FILLED, cv::LINE_AA, shift);
      break;
    case 5:  // crescent-like: a filled disc, bitten by draw_up_face
      cv::circle(canvas, at(0, 0), radius(0.24), ink, cv::FILLED, cv::LINE_AA, shift);
      break;
    case 6: {  // five-pointed star
      std::vector<cv::Point> star;
      for (int k = 0; k < 10; ++k) {
        const double a = kPi * k / 5 - kPi / 2, r = k % 2 == 0 ? 0.28 : 0.12;
        star.push_back(at(r * std::cos(a), r * std::sin(a)));
      }
      cv::fillPoly(canvas, std::vector<std::vector<cv::Point>>{star}, ink, cv::LINE_AA, shift);
      break;
    }
    case 7: {  // square outline
      const std::vector<cv::Point> square{at(-0.2, -0.2), at(0.2, -0.2), at(0.2, 0.2), at(-0.2, 0.2)};
      cv::polylines(canvas, std::vector<std::vector<cv::Point>>{square}, true, ink, thick, cv::LINE_AA,
                    shift);
      break;
    }
    case 8: {  // arrow
      cv::line(canvas, at(-0.26, 0.1), at(0.2, 0.1), ink, thick, cv::LINE_AA, shift);
      const std::vector<cv::Point> head{at(0.28, 0.1), at(0.1, -0.06), at(0.1, 0.26)};
      cv::fillPoly(canvas, std::vector<std::vector<cv::Point>>{head}, ink, cv::LINE_AA, shift);
      break;
    }
    case 9: {  // zigzag
      const std::vector<cv::Point> zig{at(-0.27, 0.15), at(-0.13, -0.15), at(0, 0.15), at(0.13, -0.15),
                                       at(0.27, 0.15)};
      cv::polylines(canvas, std::vector<std::vector<cv::Point>>{zig}, false, ink, thick, cv::LINE_AA, shift);
      break;
    }
    case 10: {  // diamond with a dot beside it
      const std::vector<cv::Point> diamond{at(-0.05, -0.27), at(0.12, 0), at(-0.05, 0.27), at(-0.22, 0)};
      cv::fillPoly(canvas, std::vector<std::vector<cv::Point>>{diamond}, ink, cv::LINE_AA, shift);
      cv::circle(canvas, at(0.22, -0.18), radius(0.06), ink, cv::FILLED, cv::LINE_AA, shift);
      break;
    }
    default: {  // 11: an open arc
      std::vector<cv::Point> arc;
      for (int k = 0; k <= 12; ++k) {
        const double a = kPi * (0.15 + 1.2 * k / 12);
        arc.push_back(at(0.22 * std::cos(a), 0.22 * std::sin(a) - 0.05));
      }
      cv::polylines(canvas, std::vector<std::vector<cv::Point>>{arc}, false, ink, thick, cv::LINE_AA, shift);
      break;
    }
  }
}

cv::Scalar jitter(cv::RNG& rng, const cv::Vec3d& c, double amount) {
  return cv::Scalar(std::clamp(c[0] + rng.uniform(-amount, amount), 0.0, 255.0),
                    std::clamp(c[1] + rng.uniform(-amount, amount), 0.0, 255.0),
                    std::clamp(c[2] + rng.uniform(-amount, amount), 0.0, 255.0));
}

// The dice scenes' table: a base colour with low-frequency blotches, fine grain and sometimes
// wood-like stripes (float; the board scenes use synth::render_table).
cv::Mat render_dice_table(cv::RNG& rng, cv::Size size) {
  const cv::Vec3b base =
      synth::bgr_of_hsv(cv::Scalar(rng.uniform(0, 180), rng.uniform(0, 200), rng.uniform(40, 235)));
  cv::Mat table(size, CV_32FC3, cv::Scalar(base[0], base[1], base[2]));
  cv::Mat blotch(6, 6, CV_32F);
  rng.fill(blotch, cv::RNG::NORMAL, 0.0, rng.uniform(0.0, 0.12));
  cv::resize(blotch, blotch, size, 0, 0, cv::INTER_CUBIC);
  cv::Mat grain(size, CV_32F);
  rng.fill(grain, cv::RNG::NORMAL, 0.0, rng.uniform(0.0, 0.05));
  cv::GaussianBlur(grain, grain, cv::Size(0, 0), 1.0);
  cv::Mat factor = 1.0f + blotch + grain;
  if (rng.uniform(0.0, 1.0) < 0.3) {  // stripes
    const double period = rng.uniform(8.0, 40.0), amp = rng.uniform(0.03, 0.12), angle = rng.uniform(0.0, kPi);
    for (int y = 0; y < size.height; ++y) {
      float* row = factor.ptr<float>(y);
      for (int x = 0; x < size.width; ++x) {
        const double t = (x * std::cos(angle) + y * std::sin(angle)) / period;
        row[x] += static_cast<float>(amp * std::sin(2 * kPi * t + 0.8 * std::sin(t * 0.37)));
      }
    }
  }
  std::vector<cv::Mat> ch;
  cv::split(table, ch);
  for (auto& c : ch) c = c.mul(factor);
  cv::merge(ch, table);
  return table;
}

// A colour drawn on a table: dark, light or of any hue.
cv::Vec3d table_ink(cv::RNG& rng) {
  const int kind = rng.uniform(0, 3);
  if (kind == 0) return cv::Vec3d::all(rng.uniform(10.0, 70.0));
  if (kind == 1) return cv::Vec3d::all(rng.uniform(190.0, 250.0));
  return synth::bgr_of_hsv(cv::Scalar(rng.uniform(0, 180), rng.uniform(80, 256), rng.uniform(60, 256)));
}

// Dots of about a pip's size all over the table: granite, terrazzo, a dotted cloth, which the
// plain tables above never show and a pip reader can take for faces. Two to four colours, each
// dark, light or of any hue; drawn before the dice, which cover them.
void speckle_table(cv::Mat& table, cv::RNG& rng, const SceneOptions& opt) {
  const double die = (opt.min_die + opt.max_die) / 2.0;
  const double min_r = std::max(0.8, 0.02 * die), max_r = rng.uniform(0.06, 0.14) * die;
  const double coverage = rng.uniform(0.03, 0.25);
  std::vector<cv::Vec3d> colours(static_cast<std::size_t>(rng.uniform(2, 5)));
  for (auto& c : colours) c = table_ink(rng);
  const double mean_r = (min_r + max_r) / 2.0;
  const int count = static_cast<int>(coverage * static_cast<double>(table.total()) / (kPi * mean_r * mean_r));
  for (int i = 0; i < count; ++i) {
    const double r = rng.uniform(min_r, max_r);
    const cv::Point center(rng.uniform(0, table.cols), rng.uniform(0, table.rows));
    const cv::Size axes(std::max(1, static_cast<int>(std::lround(r))),
                        std::max(1, static_cast<int>(std::lround(r * rng.uniform(0.5, 1.0)))));
    const cv::Scalar colour =
        jitter(rng, colours[static_cast<std::size_t>(rng.uniform(0, static_cast<int>(colours.size())))], 15);
    cv::ellipse(table, center, axes, rng.uniform(0.0, 180.0), 0.0, 360.0, colour, cv::FILLED);
  }
}

// Calls `at` with every point of a lattice of step `spacing`, turned by `angle` (radians), that may
// lie on `table` or near it; with `hexagonal`, every other row is shifted by half a step.
template <class At>
void for_each_lattice_point(const cv::Mat& table, double spacing, double angle, bool hexagonal, At at) {
  const double c = std::cos(angle), s = std::sin(angle);
  const cv::Point2d across(spacing * c, spacing * s), down(-spacing * s, spacing * c);
  const int reach = static_cast<int>(std::ceil(std::hypot(table.cols, table.rows) / spacing)) + 1;
  for (int j = -reach; j <= reach; ++j)
    for (int i = -reach; i <= reach; ++i) at(across * (i + (hexagonal && (j & 1) ? 0.5 : 0.0)) + down * j);
}

// A printed or woven cloth: a gingham check with squares of 0.3 to 1.5 dice, a lattice of dots of
// a pip's size (polka) or a lattice of small rosettes of four to six such dots around a centre (a
// printed motif, the closest a table comes to a pip face). One ink on the table's own colour; the
// pattern repeats at the dice's scale, which the plain and speckled tables never do.
void print_table(cv::Mat& table, cv::RNG& rng, const SceneOptions& opt) {
  const double die = (opt.min_die + opt.max_die) / 2.0;
  const cv::Vec3d ink = table_ink(rng);
  const double angle = rng.uniform(0.0, kPi / 2), c = std::cos(angle), s = std::sin(angle);
  const int kind = rng.uniform(0, 3);
  // Gingham: a pixel in one band is blended alpha of the way to the ink, in two crossing bands twice that.
  if (kind == 0) {
    const double width = rng.uniform(0.3, 1.5) * die, alpha = rng.uniform(0.2, 0.45);
    for (int y = 0; y < table.rows; ++y) {
      auto* row = table.ptr<cv::Vec3f>(y);
      for (int x = 0; x < table.cols; ++x) {
        const double u = (x * c + y * s) / width, v = (y * c - x * s) / width;
        const double a =
            alpha * static_cast<double>((static_cast<long>(std::floor(u)) & 1) +
                                        (static_cast<long>(std::floor(v)) & 1));
        row[x] = cv::Vec3f(cv::Vec3d(row[x]) * (1.0 - a) + ink * a);
      }
    }
    return;
  }
  const double r = rng.uniform(0.05, 0.1) * die;
  const double spacing = kind == 1 ? rng.uniform(3.0, 8.0) * r : rng.uniform(9.0, 16.0) * r;
  const int petals = rng.uniform(4, 7);
  const bool hexagonal = rng.uniform(0, 2) == 1;
  const auto dot = [&](cv::Point2d p, double radius) {
    if (p.x < -radius || p.y < -radius || p.x > table.cols + radius || p.y > table.rows + radius) return;
    cv::circle(table, synth::fixed(p), static_cast<int>(std::lround(radius * (1 << synth::kShift))),
               cv::Scalar(ink), cv::FILLED, cv::LINE_AA, synth::kShift);
  };
  for_each_lattice_point(table, spacing, angle, hexagonal, [&](cv::Point2d p) {
    if (kind == 1) {
      dot(p, r);
      return;
    }
    for (int k = 0; k < petals; ++k) {
      const double a = 2 * kPi * k / petals + angle;
      dot(p + 2.6 * r * cv::Point2d(std::cos(a), std::sin(a)), r);
    }
    dot(p, 0.8 * r);
  });
}

// A cloth printed with die faces: a lattice, at a random angle, of pale rounded squares of 0.7 to
// 1.1 dice with 1 to 6 dark pips each, printed flat: no side, no shadow, no glare.
void print_dice_faces(cv::Mat& table, cv::RNG& rng, const SceneOptions& opt) {
  const double die = (opt.min_die + opt.max_die) / 2.0;
  const double side = rng.uniform(0.7, 1.1) * die, spacing = rng.uniform(2.0, 3.0) * side;
  const double angle = rng.uniform(0.0, kPi / 2), c = std::cos(angle), s = std::sin(angle);
  const cv::Scalar face = cv::Scalar::all(rng.uniform(200.0, 245.0)),
                   ink = cv::Scalar::all(rng.uniform(15.0, 60.0));
  for_each_lattice_point(table, spacing, angle, false, [&](cv::Point2d p) {
    if (p.x < -side || p.y < -side || p.x > table.cols + side || p.y > table.rows + side) return;
    cv::fillPoly(table, std::vector<std::vector<cv::Point>>{synth::rounded_square(p, side, angle)}, face,
                 cv::LINE_AA, synth::kShift);
    for (const cv::Point2d& q : synth::pip_layout(rng.uniform(1, 7))) {
      const cv::Point2d at = p + 0.25 * side * synth::turned(q, c, s);
      cv::circle(table, synth::fixed(at), static_cast<int>(std::lround(0.09 * side * (1 << synth::kShift))),
                 ink, cv::FILLED, cv::LINE_AA, synth::kShift);
    }
  });
}

// Translucent dice (BGR): a tint and the pip colours made for it (never the tint's own colour).
struct TranslucentStyle {
  cv::Vec3d tint;
  std::vector<cv::Vec3d> pips;
};
const cv::Vec3d kRedPip{40, 40, 210}, kWhitePip{240, 240, 240}, kYellowPip{40, 210, 240}, kBlackPip{25, 25, 25};
const std::array<TranslucentStyle, 6> kTranslucent{{
    {{70, 70, 76}, {kRedPip, kWhitePip, kYellowPip}},    // smoke
    {{60, 60, 200}, {kWhitePip, kYellowPip}},            // red
    {{200, 100, 50}, {kWhitePip, kYellowPip}},           // blue
    {{80, 170, 60}, {kWhitePip, kYellowPip}},            // green
    {{150, 60, 120}, {kWhitePip, kYellowPip}},           // purple
    {{215, 215, 210}, {kRedPip, kBlackPip, {170, 70, 30}}},  // clear
}};

// Pip colours of real dice beyond white and black (BGR): red, yellow, gold, green, blue.
const std::array<cv::Vec3d, 7> kPipColours{
    {kRedPip, kYellowPip, {60, 170, 215}, {60, 170, 60}, {200, 100, 40}, kWhitePip, kBlackPip}};

// A pip colour that stands out from `body` (painted pips always do); white or black always
// qualifies, as they lie 372 apart, so the loop ends.
cv::Vec3d contrasting_pip(const cv::Scalar& body, cv::RNG& rng) {
  for (;;) {
    const cv::Vec3d c = draw_from(rng, kPipColours);
    if (cv::norm(c - cv::Vec3d(body[0], body[1], body[2])) > 150.0) return c;
  }
}

// The second colour and the veins of a swirled marbled die: another palette's body that neither
// hides the pips nor matches the body (blue with black, say), and light veins.
struct Swirl {
  cv::Scalar second, vein;
};
Swirl swirl_colours(const cv::Scalar& body, const cv::Scalar& pip, cv::RNG& rng) {
  const cv::Vec3d b(body[0], body[1], body[2]), p(pip[0], pip[1], pip[2]);
  cv::Vec3d second = b * 0.3;  // darker plastic of the body's colour, if no palette suits
  for (int tries = 0; tries < 20; ++tries) {
    const cv::Vec3d c = draw_from(rng, kPalettes).body;
    if (cv::norm(c - p) > 150.0 && cv::norm(c - b) > 80.0) {
      second = c;
      break;
    }
  }
  return {jitter(rng, second, 18), jitter(rng, {225, 225, 225}, 30)};
}

struct Placement {
  cv::Point2d center;  // canvas
  double size;
  double angle;
  int value;
};

struct Solid {
  synth::SolidPose pose;
  synth::SolidLook look;
  std::string color;  // the palette's name
};

// Each placed die as a numeral solid of one of opt.solids: kind, value (opt.face where the kind
// has it), yaw, colours and font.
std::vector<Solid> pick_solids(const std::vector<Placement>& dice, const SceneOptions& opt, cv::RNG& rng) {
  static constexpr int kFonts[] = {cv::FONT_HERSHEY_SIMPLEX, cv::FONT_HERSHEY_DUPLEX, cv::FONT_HERSHEY_COMPLEX,
                                   cv::FONT_HERSHEY_TRIPLEX};
  std::vector<Solid> out;
  for (const auto& d : dice) {
    Solid s;
    s.pose.kind = draw_from(rng, opt.solids);
    const int faces = synth::face_count(s.pose.kind);
    s.pose.value = opt.face >= 1 && opt.face <= faces ? opt.face : rng.uniform(1, faces + 1);
    s.pose.yaw = rng.uniform(0.0, 2 * kPi);
    s.pose.edge = d.size * (s.pose.kind == synth::SolidKind::d4 ? 1.3 : 1.0);
    const Palette& pal = kPalettes[static_cast<std::size_t>(opt.palette >= 0 ? opt.palette % 10 : rng.uniform(0, 10))];
    s.look.body = jitter(rng, pal.body, 18);
    s.look.ink = jitter(rng, pal.pip, 15);
    s.color = pal.name;
    s.look.font = kFonts[rng.uniform(0, 4)];
    s.look.stroke = rng.uniform(2, 5);
    out.push_back(s);
  }
  return out;
}

// The table is drawn on a canvas larger than the photo and seen through a camera tilted away
// from top-down: a perspective map each way between canvas and photo.
struct TiltedCamera {
  cv::Mat to_photo, to_canvas;

  static cv::Point2d map(const cv::Mat& m, cv::Point2d p) {
    std::vector<cv::Point2d> in{p}, out;
    cv::perspectiveTransform(in, out, m);
    return out[0];
  }
  cv::Point2d photo_of(cv::Point2d canvas_point) const { return map(to_photo, canvas_point); }
  cv::Point2d canvas_of(cv::Point2d photo_point) const { return map(to_canvas, photo_point); }
};

TiltedCamera tilt_camera(cv::RNG& rng, const SceneOptions& opt, cv::Size canvas_size) {
  const cv::Point2d canvas_c(canvas_size.width / 2.0, canvas_size.height / 2.0);
  const cv::Point2d out_c(opt.width / 2.0, opt.height / 2.0);
  const double tilt = rng.uniform(0.0, opt.max_tilt_deg) * kPi / 180.0;
  const double axis = rng.uniform(0.0, 2 * kPi);
  const double dist = 1.5 * std::max(opt.width, opt.height);
  auto project = [&](cv::Point2d p) {  // canvas -> output
    const double u = p.x - canvas_c.x, v = p.y - canvas_c.y;
    // Rotate the plane point (u, v, 0) by `tilt` about the in-plane axis (cos axis, sin axis).
    const double ax = std::cos(axis), ay = std::sin(axis);
    const double along = u * ax + v * ay;
    const double px = u - along * ax, py = v - along * ay;  // perpendicular part
    const double perp = std::hypot(px, py);
    const double sign = (px * -ay + py * ax) >= 0 ? 1.0 : -1.0;
    const double pc = perp * std::cos(tilt), pz = sign * perp * std::sin(tilt);
    const double x3 = along * ax + sign * pc * -ay, y3 = along * ay + sign * pc * ax;
    const double k = dist / (dist + pz);
    return cv::Point2d(out_c.x + x3 * k, out_c.y + y3 * k);
  };
  std::vector<cv::Point2f> src{{0, 0},
                               {static_cast<float>(canvas_size.width), 0},
                               {static_cast<float>(canvas_size.width), static_cast<float>(canvas_size.height)},
                               {0, static_cast<float>(canvas_size.height)}};
  std::vector<cv::Point2f> dst;
  for (const auto& p : src) dst.push_back(project(p));
  TiltedCamera camera;
  camera.to_photo = cv::getPerspectiveTransform(src, dst);
  camera.to_canvas = camera.to_photo.inv();
  return camera;
}

// Dice placed at random where the photo shows them whole, sizes in canvas pixels; some side by
// side with a neighbour (cubes only), none overlapping.
std::vector<Placement> place_dice(cv::RNG& rng, const SceneOptions& opt, const TiltedCamera& camera) {
  std::vector<Placement> dice;
  const int n = rng.uniform(opt.min_dice, opt.max_dice + 1);
  for (int i = 0; i < n; ++i) {
    for (int attempt = 0; attempt < 200; ++attempt) {
      Placement d;
      d.size = rng.uniform(opt.min_die, opt.max_die);
      d.value = opt.face >= 1 && opt.face <= 6 ? opt.face : rng.uniform(1, 7);
      if (!dice.empty() && rng.uniform(0.0, 1.0) < opt.touching_share) {
        const Placement& o = draw_from(rng, dice);
        d.size = o.size;
        d.angle = o.angle;
        const double side = rng.uniform(0, 4) * kPi / 2 + o.angle;
        const double gap = o.size * rng.uniform(1.0, 1.06);
        d.center = o.center + cv::Point2d(gap * std::cos(side), gap * std::sin(side));
      } else {
        d.angle = rng.uniform(0.0, kPi / 2);
        const double margin = 0.6 * d.size;
        d.center = camera.canvas_of(cv::Point2d(rng.uniform(margin, opt.width - margin),
                                                rng.uniform(margin, opt.height - margin)));
      }
      const cv::Point2d o = camera.photo_of(d.center);
      const double margin = 0.6 * d.size;
      if (o.x < margin || o.y < margin || o.x > opt.width - margin || o.y > opt.height - margin) continue;
      const bool clash = std::any_of(dice.begin(), dice.end(), [&](const Placement& e) {
        const double dd = cv::norm(e.center - d.center);
        // Cubes turned alike may touch face to face; solids keep their distance.
        const bool aligned = opt.solids.empty() && std::abs(std::remainder(e.angle - d.angle, kPi / 2)) < 1e-9;
        return dd < (aligned ? 0.99 : 1.45) * std::max(e.size, d.size);
      });
      if (clash) continue;
      dice.push_back(d);
      break;
    }
  }
  return dice;
}

// Soft shadows of the dice's footprints (fixed-point outlines, `footprint(i, shift)`), cast away
// from a random light.
template <class Footprint>
void cast_shadows(cv::Mat& canvas, cv::RNG& rng, const std::vector<Placement>& dice, const SceneOptions& opt,
                  const Footprint& footprint) {
  const double light = rng.uniform(0.0, 2 * kPi);
  const cv::Point2d shadow_dir(std::cos(light), std::sin(light));
  cv::Mat shadow(canvas.size(), CV_32F, cv::Scalar(0));
  for (std::size_t i = 0; i < dice.size(); ++i) {
    const auto poly = footprint(i, shadow_dir * (0.18 * dice[i].size));
    cv::fillPoly(shadow, std::vector<std::vector<cv::Point>>{poly}, cv::Scalar(1.0), cv::LINE_AA, kShift);
  }
  const double shadow_blur = std::max(1.0, opt.max_die * 0.12);
  cv::GaussianBlur(shadow, shadow, cv::Size(0, 0), shadow_blur);
  const double shadow_strength = rng.uniform(0.2, 0.55);
  std::vector<cv::Mat> ch;
  cv::split(canvas, ch);
  for (auto& c : ch) c = c.mul(1.0f - static_cast<float>(shadow_strength) * shadow);
  cv::merge(ch, canvas);
}

// The random streams of how pip dice look, apart from the scene's own: each option that changes
// the look draws from a stream of its own, so that scenes without it stay as they were.
struct LookStreams {
  explicit LookStreams(std::uint64_t seed)
      : material(synth::mixed(seed, 77)),
        pip(synth::mixed(seed, 91)),
        swirl(synth::mixed(seed, 93)),
        side(synth::mixed(seed, 97)),
        dim(synth::mixed(seed, 101)) {}
  cv::RNG material;
  cv::RNG pip;    // coloured pips (the key numeral solids use too: a scene has one or the other)
  cv::RNG swirl;  // swirled marbled dice
  cv::RNG side;   // side faces with pips
  cv::RNG dim;    // pips blended towards the body
};

// How one pip (or icon) die looks: colours and material.
struct PipLook {
  cv::Scalar body, pip;
  cv::Scalar vein;  // the stripes' colour, if the die is marbled and not swirled
  synth::DieMaterial material = synth::DieMaterial::opaque;
  std::optional<Swirl> swirl;  // marbled dice drawn in broad swirls only
  std::string color;           // the palette's name; empty where no one name is right (not opaque)
};

PipLook pick_pip_look(cv::RNG& rng, LookStreams& streams, const SceneOptions& opt, std::size_t index) {
  const bool any_material = opt.palette < 0 && opt.palettes.empty() && opt.icon_labels.empty();
  PipLook look;
  const int pick = rng.uniform(0, static_cast<int>(kPalettes.size()));
  const int chosen = opt.palette >= 0       ? opt.palette
                     : opt.palettes.empty() ? pick
                                            : opt.palettes[index % opt.palettes.size()];
  const Palette& pal = kPalettes[static_cast<std::size_t>((chosen % 10 + 10) % 10)];
  look.body = jitter(rng, pal.body, 18);
  look.pip = jitter(rng, pal.pip, 15);
  const double m = streams.material.uniform(0.0, 1.0);
  look.material = !any_material                 ? synth::DieMaterial::opaque
                  : m < opt.translucent_share   ? synth::DieMaterial::translucent
                  : m < opt.translucent_share + opt.marbled_share ? synth::DieMaterial::marbled
                                                                  : synth::DieMaterial::opaque;
  if (look.material == synth::DieMaterial::translucent) {
    // Smoke-grey is the commonest translucent die: half of them.
    const int t = streams.material.uniform(0.0, 1.0) < 0.5 ? 0 : streams.material.uniform(1, 6);
    const TranslucentStyle& style = kTranslucent[static_cast<std::size_t>(t)];
    look.body = jitter(streams.material, style.tint, 15);
    look.pip = jitter(streams.material, draw_from(streams.material, style.pips), 15);
  }
  if (any_material && look.material != synth::DieMaterial::translucent && opt.coloured_pip_share > 0.0 &&
      streams.pip.uniform(0.0, 1.0) < opt.coloured_pip_share)
    look.pip = jitter(streams.pip, contrasting_pip(look.body, streams.pip), 15);
  if (look.material == synth::DieMaterial::marbled && opt.swirled_share > 0.0 &&
      streams.swirl.uniform(0.0, 1.0) < opt.swirled_share)
    look.swirl = swirl_colours(look.body, look.pip, streams.swirl);
  // After the swirl's colours, which stand out from the pip as painted.
  if (any_material && opt.dim_pip_share > 0.0 && streams.dim.uniform(0.0, 1.0) < opt.dim_pip_share) {
    const double kept = streams.dim.uniform(0.35, 0.65);  // of the pip's difference from the body
    look.pip = look.body + (look.pip - look.body) * kept;
  }
  if (look.material == synth::DieMaterial::opaque) look.color = pal.name;
  // Drawn for every die, used only by striped marbled ones: the material stream keeps its order
  // whatever the die turns out to be (and so every committed scene and training set stays).
  look.vein = jitter(streams.material, draw_from(streams.material, kPalettes).body, 25);
  return look;
}

// A pip or icon die's up face on the canvas: body, material, marks and sometimes glare.
void draw_up_face(cv::Mat& canvas, const Placement& d, const PipLook& look, cv::Point2d side_offset, cv::RNG& rng,
                  LookStreams& streams, const SceneOptions& opt) {
  cv::fillPoly(canvas, std::vector<std::vector<cv::Point>>{synth::rounded_square(d.center, d.size, d.angle)},
               look.body, cv::LINE_AA, kShift);
  const double offset = d.size * rng.uniform(0.24, 0.28), radius = d.size * rng.uniform(0.075, 0.1);
  const double ca = std::cos(d.angle), sa = std::sin(d.angle);
  const synth::DieFace face{d.center, d.size, d.angle, d.value, offset, radius};
  if (look.swirl)  // only marbled dice are swirled (pick_pip_look)
    synth::paint_swirled_body(canvas, face, look.swirl->second, look.swirl->vein, streams.swirl);
  else if (look.material == synth::DieMaterial::marbled)
    synth::paint_marbled_body(canvas, face, look.vein, streams.material);
  if (look.material == synth::DieMaterial::translucent) {
    synth::paint_translucent_body(canvas, face, look.body, look.pip,
                                  side_offset * streams.material.uniform(0.3, 1.0), streams.material);
  }
  if (!opt.icon_labels.empty()) {
    const int design = opt.first_icon_design + d.value - 1;
    draw_icon(canvas, design, d.center, d.size, d.angle, look.pip, kShift);
    if (design == 5) {  // the bite of the crescent
      const cv::Point2d b = d.center + cv::Point2d(0.12 * ca, 0.12 * sa) * d.size;
      cv::circle(canvas, fixed_point(b, kShift), static_cast<int>(std::lround(0.19 * d.size * (1 << kShift))),
                 look.body, cv::FILLED, cv::LINE_AA, kShift);
    }
  }
  for (const auto& p : opt.icon_labels.empty() ? synth::pip_layout(d.value) : std::vector<cv::Point2d>{}) {
    const cv::Point2d q = d.center + synth::turned(p, ca, sa) * offset;
    cv::circle(canvas, fixed_point(q, kShift), static_cast<int>(std::lround(radius * (1 << kShift))), look.pip,
               cv::FILLED, cv::LINE_AA, kShift);
  }
  if (rng.uniform(0.0, 1.0) < 0.3) {  // glare
    cv::Mat layer = canvas.clone();
    const cv::Point2d g = d.center + cv::Point2d(rng.uniform(-0.3, 0.3), rng.uniform(-0.3, 0.3)) * d.size;
    cv::ellipse(layer, fixed_point(g, kShift),
                cv::Size(static_cast<int>(d.size * 0.14 * (1 << kShift)), static_cast<int>(d.size * 0.07 * (1 << kShift))),
                rng.uniform(0.0, 180.0), 0, 360, cv::Scalar(255, 255, 255), cv::FILLED, cv::LINE_AA, kShift);
    cv::addWeighted(canvas, 0.45, layer, 0.55, 0, canvas);
  }
}

// What the camera adds to the (float) photo: uneven light and vignetting, Gaussian or motion blur,
// noise; then 8 bits and JPEG.
cv::Mat camera_effects(cv::Mat image, cv::RNG& rng, const SceneOptions& opt) {
  const cv::Size out_size = image.size();
  const cv::Point2d out_c(opt.width / 2.0, opt.height / 2.0);
  {
    const double gx = rng.uniform(-0.3, 0.3), gy = rng.uniform(-0.3, 0.3), gain = rng.uniform(0.7, 1.15);
    cv::Mat lightmap(out_size, CV_32F);
    for (int y = 0; y < out_size.height; ++y) {
      float* row = lightmap.ptr<float>(y);
      for (int x = 0; x < out_size.width; ++x) {
        const double nx = (x - out_c.x) / opt.width, ny = (y - out_c.y) / opt.height;
        row[x] = static_cast<float>(gain * (1.0 + gx * nx + gy * ny) * (1.0 - 0.35 * (nx * nx + ny * ny)));
      }
    }
    std::vector<cv::Mat> ch;
    cv::split(image, ch);
    for (auto& c : ch) c = c.mul(lightmap);
    if (opt.light_bgr != cv::Vec3d(1, 1, 1)) {  // skipped for white light: every scene stays bit for bit
      for (int k = 0; k < 3; ++k) ch[static_cast<std::size_t>(k)] *= opt.light_bgr[k];
    }
    cv::merge(ch, image);
  }
  if (rng.uniform(0.0, 1.0) < 0.5) {
    const double sigma = rng.uniform(0.3, std::max(0.31, opt.max_blur));
    cv::GaussianBlur(image, image, cv::Size(0, 0), sigma);
  } else if (opt.max_blur > 0) {
    const int len = std::max(1, static_cast<int>(std::lround(rng.uniform(1.0, 1.0 + 2.5 * opt.max_blur))));
    cv::Mat k(2 * len + 1, 2 * len + 1, CV_32F, cv::Scalar(0));
    const double a = rng.uniform(0.0, kPi);
    cv::line(k, cv::Point(len, len) - cv::Point(static_cast<int>(len * std::cos(a)), static_cast<int>(len * std::sin(a))),
             cv::Point(len, len) + cv::Point(static_cast<int>(len * std::cos(a)), static_cast<int>(len * std::sin(a))),
             cv::Scalar(1.0));
    k /= cv::sum(k)[0];
    cv::filter2D(image, image, -1, k);
  }
  if (opt.max_noise > 0) {
    cv::Mat noise(out_size, CV_32FC3);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, rng.uniform(0.0, opt.max_noise));
    image += noise;
  }
  cv::Mat photo;
  image.convertTo(photo, CV_8UC3);
  if (opt.min_jpeg_quality > 0) {
    std::vector<unsigned char> buf;
    cv::imencode(".jpg", photo, buf, {cv::IMWRITE_JPEG_QUALITY, rng.uniform(opt.min_jpeg_quality, 96)});
    photo = cv::imdecode(buf, cv::IMREAD_COLOR);
  }
  return photo;
}

// A cube's ground truth in the photo: its value (or icon label), the centre of its up face and the
// box around its up face and the side it shows.
LabelledDie cube_truth(const Placement& d, cv::Point2d side_offset, const TiltedCamera& camera,
                       const SceneOptions& opt) {
  LabelledDie truth;
  truth.value = opt.icon_labels.empty() ? std::to_string(d.value)
                                        : opt.icon_labels[static_cast<std::size_t>(d.value - 1) % opt.icon_labels.size()];
  truth.center = camera.photo_of(d.center);
  std::vector<cv::Point2f> corners;
  const double ca = std::cos(d.angle), sa = std::sin(d.angle), half = d.size / 2;
  for (const cv::Point2d off : {cv::Point2d(0, 0), side_offset}) {
    for (const cv::Point2d c : {cv::Point2d(-1, -1), cv::Point2d(1, -1), cv::Point2d(1, 1), cv::Point2d(-1, 1)}) {
      const cv::Point2d p = d.center + off + synth::turned(c, ca, sa) * half;
      corners.push_back(camera.photo_of(p));
    }
  }
  truth.box = cv::boundingRect(corners);
  return truth;
}

// A numeral solid's ground truth: kind, value, the photo position of its up face (a d4's top
// vertex) and the box around its outline.
LabelledDie solid_truth(const Solid& solid, const synth::SolidView& view, const TiltedCamera& camera) {
  LabelledDie truth;
  truth.kind = synth::kind_name(solid.pose.kind);
  truth.value = std::to_string(solid.pose.value);
  truth.center = camera.photo_of(view.up_face);
  std::vector<cv::Point2f> outline;
  for (const auto& p : view.outline) outline.push_back(camera.photo_of(p));
  truth.box = cv::boundingRect(outline);
  return truth;
}

}  // namespace

std::vector<std::string> icon_design_names(int first_design) {
  if (first_design != 0 && first_design != 6) throw std::invalid_argument("icon designs start at 0 or 6");
  const auto first = kIconDesignNames.begin() + first_design;
  return {first, first + 6};
}

void set_scene_size(SceneOptions& options, int width, int height) {
  const float scale = static_cast<float>(width) / static_cast<float>(options.width);
  options.width = width;
  options.height = height;
  options.min_die *= scale;
  options.max_die *= scale;
}

SyntheticScene render_dice_scene(std::uint64_t seed, const SceneOptions& opt) {
  cv::RNG rng(seed * 0x9E3779B97F4A7C15ull + 1);
  const cv::Size canvas_size(opt.width * 8 / 5, opt.height * 8 / 5);
  const TiltedCamera camera = tilt_camera(rng, opt, canvas_size);
  const std::vector<Placement> dice = place_dice(rng, opt, camera);

  // Numeral solids: kind, value, yaw and look from their own stream.
  cv::RNG solid_rng(synth::mixed(seed, 91));
  const cv::Vec2d lean(solid_rng.uniform(-0.25, 0.25), solid_rng.uniform(-0.25, 0.25));
  const std::vector<Solid> solids = opt.solids.empty() ? std::vector<Solid>{} : pick_solids(dice, opt, solid_rng);
  auto footprint = [&](std::size_t i, cv::Point2d shift) {  // fixed-point outline on the canvas
    if (opt.solids.empty()) return synth::rounded_square(dice[i].center + shift, dice[i].size * 1.05, dice[i].angle);
    std::vector<cv::Point> poly;
    for (const auto& p : synth::view_solid(solids[i].pose, dice[i].center + shift, {0, 0}).outline) poly.push_back(synth::fixed(p));
    return poly;
  };

  // Table, then soft shadows, then each die: the side it shows, its up face, pips and glare.
  cv::Mat canvas = render_dice_table(rng, canvas_size);
  cv::RNG speckle_rng(synth::mixed(seed, 103));  // its own stream: every other scene stays as it was
  if (opt.speckled_table_share > 0.0 && speckle_rng.uniform(0.0, 1.0) < opt.speckled_table_share)
    speckle_table(canvas, speckle_rng, opt);
  cv::RNG print_rng(synth::mixed(seed, 107));  // its own stream too
  if (opt.printed_table_share > 0.0 && print_rng.uniform(0.0, 1.0) < opt.printed_table_share)
    print_table(canvas, print_rng, opt);
  cv::RNG dice_print_rng(synth::mixed(seed, 109));  // and this one
  if (opt.dice_print_share > 0.0 && dice_print_rng.uniform(0.0, 1.0) < opt.dice_print_share)
    print_dice_faces(canvas, dice_print_rng, opt);
  const cv::Mat bare = opt.bare_table_shift > 0.0 ? canvas.clone() : cv::Mat();
  cast_shadows(canvas, rng, dice, opt, footprint);
  std::vector<synth::SolidView> views;
  for (std::size_t i = 0; i < solids.size(); ++i) {
    views.push_back(synth::draw_solid(canvas, solids[i].pose, dice[i].center, lean, solids[i].look));
  }
  const cv::Point2d side_dir(rng.uniform(-1.0, 1.0), rng.uniform(-1.0, 1.0));
  const double side_len = rng.uniform(0.0, opt.max_side);
  // Sides first, so a neighbour's side never covers an up face (touching dice stay readable).
  LookStreams streams(seed);
  std::vector<PipLook> looks;
  std::vector<cv::Point2d> side_offsets;
  for (const auto& d : dice) {
    if (!opt.solids.empty()) break;
    looks.push_back(pick_pip_look(rng, streams, opt, looks.size()));
    side_offsets.push_back(side_dir * (side_len * d.size));
    const cv::Scalar side_colour = looks.back().body * rng.uniform(0.55, 0.8);
    cv::fillPoly(canvas,
                 std::vector<std::vector<cv::Point>>{synth::rounded_square(d.center + side_offsets.back(), d.size, d.angle)},
                 side_colour, cv::LINE_AA, kShift);
    if (opt.side_pips && opt.icon_labels.empty()) {
      const synth::DieFace face{d.center, d.size, d.angle, d.value, 0, 0};
      synth::paint_side_faces(canvas, face, side_offsets.back(), looks.back().body, looks.back().pip,
                              streams.side);
    }
  }
  for (std::size_t i = 0; i < looks.size(); ++i) draw_up_face(canvas, dice[i], looks[i], side_offsets[i], rng, streams, opt);

  cv::Mat image;
  cv::warpPerspective(canvas, image, camera.to_photo, cv::Size(opt.width, opt.height), cv::INTER_LINEAR,
                      cv::BORDER_REFLECT);
  SyntheticScene scene;
  scene.image = camera_effects(image, rng, opt);
  if (!bare.empty()) {
    cv::RNG moved(synth::mixed(seed, 113));
    const double s = opt.bare_table_shift;
    const cv::Mat shift = (cv::Mat_<double>(3, 3) << 1, 0, moved.uniform(-s, s) * opt.width,  //
                           0, 1, moved.uniform(-s, s) * opt.height,                          //
                           0, 0, 1);
    cv::Mat bare_photo;
    cv::warpPerspective(bare, bare_photo, camera.to_photo * shift, cv::Size(opt.width, opt.height),
                        cv::INTER_LINEAR, cv::BORDER_REFLECT);
    scene.bare_table = camera_effects(bare_photo, moved, opt);
  }
  const bool solid = !solids.empty();
  for (std::size_t i = 0; i < dice.size(); ++i) {
    scene.dice.push_back(solid ? solid_truth(solids[i], views[i], camera)
                               : cube_truth(dice[i], side_offsets[i], camera, opt));
    scene.dice.back().color = solid ? solids[i].color : looks[i].color;
    scene.materials.push_back(solid ? synth::DieMaterial::opaque : looks[i].material);
  }
  return scene;
}

}  // namespace scriptorium::vision
