#include "vision/synth/solid_die.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <opencv2/imgproc.hpp>

#include "vision/synth/scene_parts.hpp"

namespace scriptorium::vision::synth {
namespace {

struct Face {
  std::vector<int> corners;  // counter-clockwise seen from outside
  int value = 0;             // d6, d8: the number printed on it; d4: unused
};

// A die of unit edge centred at the origin. d4 faces carry the numbers of their corners instead.
struct Solid {
  std::vector<cv::Vec3d> corners;
  std::vector<Face> faces;
  std::vector<int> corner_values;  // d4 only
};

cv::Vec3d centroid(const Solid& s, const Face& f) {
  cv::Vec3d c(0, 0, 0);
  for (int i : f.corners) c += s.corners[static_cast<std::size_t>(i)];
  return c / static_cast<double>(f.corners.size());
}

// Orders a face's corners counter-clockwise seen from outside (the solid is centred at the origin,
// so the outward normal is along the centroid).
void wind(const Solid& s, Face& f) {
  const cv::Vec3d c = centroid(s, f), n = cv::normalize(c);
  const cv::Vec3d e1 = cv::normalize(s.corners[static_cast<std::size_t>(f.corners[0])] - c), e2 = n.cross(e1);
  std::sort(f.corners.begin(), f.corners.end(), [&](int a, int b) {
    const cv::Vec3d pa = s.corners[static_cast<std::size_t>(a)] - c, pb = s.corners[static_cast<std::size_t>(b)] - c;
    return std::atan2(pa.dot(e2), pa.dot(e1)) < std::atan2(pb.dot(e2), pb.dot(e1));
  });
}

Solid unit_solid(SolidKind kind) {
  Solid s;
  if (kind == SolidKind::d6) {
    for (int i = 0; i < 8; ++i) s.corners.emplace_back(i & 1 ? 0.5 : -0.5, i & 2 ? 0.5 : -0.5, i & 4 ? 0.5 : -0.5);
    // Opposite faces add up to 7.
    const int values[3][2] = {{1, 6}, {2, 5}, {3, 4}};  // +axis, -axis
    for (int axis = 0; axis < 3; ++axis) {
      for (int side = 0; side < 2; ++side) {
        Face f;
        for (int i = 0; i < 8; ++i)
          if (((i >> axis) & 1) == (side == 0 ? 1 : 0)) f.corners.push_back(i);
        f.value = values[axis][side];
        s.faces.push_back(f);
      }
    }
  } else if (kind == SolidKind::d8) {
    const double r = 1.0 / std::sqrt(2.0);
    for (int axis = 0; axis < 3; ++axis) {
      for (double sign : {1.0, -1.0}) {
        cv::Vec3d p(0, 0, 0);
        p[axis] = sign * r;
        s.corners.push_back(p);  // index 2 * axis + (sign < 0)
      }
    }
    // Opposite faces add up to 9.
    const struct { int sx, sy, sz, value; } faces[] = {{1, 1, 1, 1}, {0, 0, 0, 8}, {1, 1, 0, 2}, {0, 0, 1, 7},
                                                      {1, 0, 1, 3}, {0, 1, 0, 6}, {0, 1, 1, 4}, {1, 0, 0, 5}};
    for (const auto& f : faces) s.faces.push_back({{f.sx ? 0 : 1, f.sy ? 2 : 3, f.sz ? 4 : 5}, f.value});
  } else {
    const double k = 1.0 / (2.0 * std::sqrt(2.0));
    s.corners = {cv::Vec3d(1, 1, 1) * k, cv::Vec3d(1, -1, -1) * k, cv::Vec3d(-1, 1, -1) * k, cv::Vec3d(-1, -1, 1) * k};
    s.corner_values = {1, 2, 3, 4};
    for (int skip = 0; skip < 4; ++skip) {
      Face f;
      for (int i = 0; i < 4; ++i)
        if (i != skip) f.corners.push_back(i);
      s.faces.push_back(f);
    }
  }
  for (auto& f : s.faces) wind(s, f);
  return s;
}

// The direction that ends up pointing up when the die shows `value`.
cv::Vec3d up_direction(const Solid& s, SolidKind kind, int value) {
  if (kind == SolidKind::d4) {
    for (std::size_t i = 0; i < s.corners.size(); ++i)
      if (s.corner_values[i] == value) return cv::normalize(s.corners[i]);
  } else {
    for (const auto& f : s.faces)
      if (f.value == value) return cv::normalize(centroid(s, f));
  }
  throw std::invalid_argument(kind_name(kind) + " has no value " + std::to_string(value));
}

// The die turned to rest showing pose.value, yawed, scaled to pose.edge, bottom at z = 0.
Solid posed(const SolidPose& pose) {
  Solid s = unit_solid(pose.kind);
  const cv::Vec3d up = up_direction(s, pose.kind, pose.value), z(0, 0, 1);
  cv::Vec3d axis = up.cross(z);
  const double angle = std::acos(std::clamp(up.dot(z), -1.0, 1.0));
  axis = cv::norm(axis) < 1e-9 ? cv::Vec3d(1, 0, 0) : cv::normalize(axis);
  // Rodrigues: turn by `angle` about `axis`, then yaw about the vertical.
  const cv::Matx33d k(0, -axis[2], axis[1], axis[2], 0, -axis[0], -axis[1], axis[0], 0);
  const cv::Matx33d tilt = cv::Matx33d::eye() + std::sin(angle) * k + (1 - std::cos(angle)) * (k * k);
  const double c = std::cos(pose.yaw), sn = std::sin(pose.yaw);
  const cv::Matx33d yaw(c, -sn, 0, sn, c, 0, 0, 0, 1);
  const cv::Matx33d r = yaw * tilt;
  double bottom = 1e9;
  for (auto& p : s.corners) {
    p = r * p * pose.edge;
    bottom = std::min(bottom, p[2]);
  }
  for (auto& p : s.corners) p[2] -= bottom;
  return s;
}

cv::Point2d project(const cv::Vec3d& p, cv::Point2d center, cv::Vec2d lean) {
  return {center.x + p[0] + lean[0] * p[2], center.y - (p[1] + lean[1] * p[2])};
}

cv::Vec3d outward_normal(const Solid& s, const Face& f) {
  const cv::Vec3d& a = s.corners[static_cast<std::size_t>(f.corners[0])];
  const cv::Vec3d& b = s.corners[static_cast<std::size_t>(f.corners[1])];
  const cv::Vec3d& c = s.corners[static_cast<std::size_t>(f.corners[2])];
  return cv::normalize((b - a).cross(c - a));
}

// Seen along lean, a face is visible when its outward normal points against the viewing rays.
bool visible(const cv::Vec3d& normal, cv::Vec2d lean) { return normal.dot(cv::Vec3d(-lean[0], -lean[1], 1)) > 1e-6; }

const Face* top_face(const Solid& s) {
  const Face* best = nullptr;
  double best_z = -2;
  for (const auto& f : s.faces) {
    const double nz = outward_normal(s, f)[2];
    if (nz > best_z) best_z = nz, best = &f;
  }
  return best;
}

constexpr int kGlyph = 64;  // glyph texture side

// A numeral on a 64-pixel texture, centred; 6 and 9 underlined on the dice where they could be
// mistaken for each other.
cv::Mat glyph(int value, bool underline, const SolidLook& look) {
  cv::Mat g(kGlyph, kGlyph, CV_8U, cv::Scalar(0));
  const std::string text = std::to_string(value);
  int base = 0;
  const cv::Size unit = cv::getTextSize(text, look.font, 1.0, look.stroke, &base);
  const double scale = 0.62 * kGlyph / std::max(1, unit.height);
  const cv::Size sz = cv::getTextSize(text, look.font, scale, look.stroke, &base);
  const cv::Point origin((kGlyph - sz.width) / 2, (kGlyph + sz.height) / 2);
  cv::putText(g, text, origin, look.font, scale, cv::Scalar(255), look.stroke, cv::LINE_AA);
  if (underline && (value == 6 || value == 9)) {
    const int y = origin.y + std::max(3, kGlyph / 12);
    cv::line(g, {origin.x, y}, {origin.x + sz.width, y}, cv::Scalar(255), std::max(2, look.stroke), cv::LINE_AA);
  }
  return g;
}

// Paints `g` on the canvas in `ink`, its centre at `anchor` on a face, its up along `up`, `size`
// pixels tall in the face plane.
void paint_glyph(cv::Mat& canvas, const cv::Mat& g, const cv::Vec3d& anchor, const cv::Vec3d& up, const cv::Vec3d& normal,
                 double size, cv::Point2d center, cv::Vec2d lean, const cv::Scalar& ink) {
  const cv::Vec3d right = up.cross(normal);
  auto at = [&](double tx, double ty) {  // texture pixel -> canvas
    const double u = (tx - kGlyph / 2.0) / kGlyph * size, v = (ty - kGlyph / 2.0) / kGlyph * size;
    return project(anchor + right * u - up * v, center, lean);
  };
  const cv::Point2d quad[4] = {at(0, 0), at(kGlyph, 0), at(kGlyph, kGlyph), at(0, kGlyph)};
  double x0 = quad[0].x, x1 = x0, y0 = quad[0].y, y1 = y0;
  for (const auto& q : quad) x0 = std::min(x0, q.x), x1 = std::max(x1, q.x), y0 = std::min(y0, q.y), y1 = std::max(y1, q.y);
  const cv::Rect roi = cv::Rect(cv::Point(static_cast<int>(std::floor(x0)) - 1, static_cast<int>(std::floor(y0)) - 1),
                                cv::Point(static_cast<int>(std::ceil(x1)) + 2, static_cast<int>(std::ceil(y1)) + 2)) &
                       cv::Rect(0, 0, canvas.cols, canvas.rows);
  if (roi.empty()) return;
  const cv::Point2f src[3] = {{0, 0}, {kGlyph, 0}, {0, kGlyph}};
  const cv::Point2f dst[3] = {cv::Point2f(quad[0] - cv::Point2d(roi.tl())), cv::Point2f(quad[1] - cv::Point2d(roi.tl())),
                              cv::Point2f(quad[3] - cv::Point2d(roi.tl()))};
  cv::Mat alpha;
  cv::warpAffine(g, alpha, cv::getAffineTransform(src, dst), roi.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
  cv::Mat patch = canvas(roi);
  cv::Mat a;
  alpha.convertTo(a, CV_32F, 1.0 / 255);
  cv::Mat a3;
  cv::merge(std::vector<cv::Mat>{a, a, a}, a3);
  cv::Mat p, inked(roi.size(), CV_32FC3, ink);
  patch.convertTo(p, CV_32FC3);
  p = p.mul(cv::Scalar::all(1.0) - a3) + inked.mul(a3);
  p.convertTo(patch, canvas.type());
}

// What the viewer sees of the posed solid `s`.
SolidView view_of(const Solid& s, SolidKind kind, cv::Point2d center, cv::Vec2d lean) {
  SolidView view;
  std::vector<cv::Point2f> projected;
  for (const auto& p : s.corners) projected.emplace_back(project(p, center, lean));
  std::vector<cv::Point2f> hull;
  cv::convexHull(projected, hull);
  for (const auto& p : hull) view.outline.emplace_back(p);
  if (kind == SolidKind::d4) {
    const auto top = std::max_element(s.corners.begin(), s.corners.end(),
                                      [](const cv::Vec3d& a, const cv::Vec3d& b) { return a[2] < b[2]; });
    view.up_face = project(*top, center, lean);
  } else {
    view.up_face = project(centroid(s, *top_face(s)), center, lean);
  }
  for (const auto& f : s.faces) view.visible_faces += visible(outward_normal(s, f), lean);
  return view;
}

}  // namespace

std::string kind_name(SolidKind kind) {
  switch (kind) {
    case SolidKind::d4: return "d4";
    case SolidKind::d6: return "d6";
    case SolidKind::d8: return "d8";
  }
  return "d6";
}

int face_count(SolidKind kind) { return kind == SolidKind::d4 ? 4 : kind == SolidKind::d6 ? 6 : 8; }

std::vector<cv::Vec3d> solid_corners(const SolidPose& pose) { return posed(pose).corners; }

SolidView view_solid(const SolidPose& pose, cv::Point2d center, cv::Vec2d lean) {
  return view_of(posed(pose), pose.kind, center, lean);
}

SolidView draw_solid(cv::Mat& canvas, const SolidPose& pose, cv::Point2d center, cv::Vec2d lean, const SolidLook& look) {
  const Solid s = posed(pose);
  const cv::Vec3d light = cv::normalize(look.light);
  for (const auto& f : s.faces) {
    const cv::Vec3d n = outward_normal(s, f);
    if (!visible(n, lean)) continue;
    std::vector<cv::Point> poly;
    for (int i : f.corners) poly.push_back(fixed(project(s.corners[static_cast<std::size_t>(i)], center, lean)));
    const double shade = 0.55 + 0.45 * std::max(0.0, n.dot(light));
    cv::fillPoly(canvas, std::vector<std::vector<cv::Point>>{poly}, look.body * shade, cv::LINE_AA, kShift);
    const cv::Vec3d c = centroid(s, f);
    if (pose.kind == SolidKind::d4) {
      // Each face shows the number of each of its corners near that corner, its top towards it.
      for (int i : f.corners) {
        const cv::Vec3d to = s.corners[static_cast<std::size_t>(i)] - c;
        paint_glyph(canvas, glyph(s.corner_values[static_cast<std::size_t>(i)], false, look), c + to * 0.52,
                    cv::normalize(to), n, 0.3 * pose.edge, center, lean, look.ink);
      }
    } else {
      // One number in the middle, its top towards the first corner (d8) or first edge (d6).
      const cv::Vec3d& a = s.corners[static_cast<std::size_t>(f.corners[0])];
      const cv::Vec3d& b = s.corners[static_cast<std::size_t>(f.corners[1])];
      const cv::Vec3d up = cv::normalize((pose.kind == SolidKind::d8 ? a : (a + b) * 0.5) - c);
      const double size = pose.kind == SolidKind::d8 ? 0.42 * pose.edge : 0.6 * pose.edge;
      paint_glyph(canvas, glyph(f.value, true, look), c, up, n, size, center, lean, look.ink);
    }
  }
  return view_of(s, pose.kind, center, lean);
}

}  // namespace scriptorium::vision::synth
