#include "vision/synth/die_material.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "vision/synth/scene_parts.hpp"

namespace scriptorium::vision::synth {
namespace {

// The face outline in the local patch's fixed-point coordinates.
std::vector<cv::Point> face_outline(const DieFace& f, cv::Point2d origin, double scale = 1.0) {
  return rounded_square(f.center - origin, f.size * scale, f.angle);
}

// The square patch of the canvas around the die, clipped to the canvas.
cv::Rect patch_of(const cv::Mat& canvas, const DieFace& f) {
  const int half = static_cast<int>(std::ceil(f.size * 0.8));
  const cv::Rect r(static_cast<int>(f.center.x) - half, static_cast<int>(f.center.y) - half, 2 * half, 2 * half);
  return r & cv::Rect(0, 0, canvas.cols, canvas.rows);
}

cv::Mat face_mask(cv::Size size, const DieFace& f, cv::Point2d origin, double scale = 1.0) {
  cv::Mat mask(size, CV_32F, cv::Scalar(0));
  cv::fillPoly(mask, std::vector<std::vector<cv::Point>>{face_outline(f, origin, scale)}, cv::Scalar(1.0), cv::LINE_AA,
               kShift);
  return mask;
}

// canvas = canvas * (1 - alpha) + colour * alpha, per pixel.
void blend(cv::Mat& roi, const cv::Mat& alpha, const cv::Scalar& colour) {
  for (int y = 0; y < roi.rows; ++y) {
    auto* px = roi.ptr<cv::Vec3f>(y);
    const float* a = alpha.ptr<float>(y);
    for (int x = 0; x < roi.cols; ++x) {
      for (int c = 0; c < 3; ++c) px[x][c] = px[x][c] * (1 - a[x]) + static_cast<float>(colour[c]) * a[x];
    }
  }
}

}  // namespace

std::vector<cv::Point2d> pip_layout(int value) {
  switch (value) {
    case 1: return {{0, 0}};
    case 2: return {{-1, -1}, {1, 1}};
    case 3: return {{-1, -1}, {0, 0}, {1, 1}};
    case 4: return {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
    case 5: return {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {0, 0}};
    default: return {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {-1, 0}, {1, 0}};
  }
}

std::vector<cv::Point> rounded_square(cv::Point2d center, double size, double angle) {
  const double r = 0.16 * size, h = size / 2 - r;
  const double ca = std::cos(angle), sa = std::sin(angle);
  const std::array<cv::Point2d, 4> corners{{{h, h}, {-h, h}, {-h, -h}, {h, -h}}};
  std::vector<cv::Point> poly;
  for (int k = 0; k < 4; ++k) {
    for (int i = 0; i <= 6; ++i) {
      const double a = (k * 90.0 + i * 15.0) * kPi / 180.0;
      const double x = corners[k].x + r * std::cos(a), y = corners[k].y + r * std::sin(a);
      poly.push_back(fixed(center + turned({x, y}, ca, sa)));
    }
  }
  return poly;
}

void paint_marbled_body(cv::Mat& canvas, const DieFace& face, const cv::Scalar& vein, cv::RNG& rng) {
  const cv::Rect r = patch_of(canvas, face);
  if (r.empty()) return;
  const cv::Point2d origin(r.x, r.y);
  // Veins: a stripe pattern bent by a smooth random field, kept where it is near its crest.
  cv::Mat warp(4, 4, CV_32F);
  rng.fill(warp, cv::RNG::NORMAL, 0.0, 1.0);
  cv::resize(warp, warp, r.size(), 0, 0, cv::INTER_CUBIC);
  const double period = face.size * rng.uniform(0.25, 0.6), dir = rng.uniform(0.0, kPi);
  const double bend = rng.uniform(1.5, 4.0), sharp = rng.uniform(2.0, 6.0), strength = rng.uniform(0.35, 0.8);
  cv::Mat alpha = face_mask(r.size(), face, origin);
  for (int y = 0; y < r.height; ++y) {
    float* a = alpha.ptr<float>(y);
    const float* w = warp.ptr<float>(y);
    for (int x = 0; x < r.width; ++x) {
      const double t = (x * std::cos(dir) + y * std::sin(dir)) / period + bend * w[x];
      a[x] *= static_cast<float>(strength * std::pow(0.5 + 0.5 * std::sin(2 * kPi * t), sharp));
    }
  }
  cv::Mat roi = canvas(r);
  blend(roi, alpha, vein);
}

void paint_swirled_body(cv::Mat& canvas, const DieFace& face, const cv::Scalar& second, const cv::Scalar& vein,
                        cv::RNG& rng) {
  const cv::Rect r = patch_of(canvas, face);
  if (r.empty()) return;
  const cv::Point2d origin(r.x, r.y);
  // A smooth random field over the face: broad blobs where it lies above a level, veins where it
  // crosses that level (and, on some dice, a second level, for loops inside the blobs).
  const int grid = rng.uniform(3, 6);
  cv::Mat field(grid, grid, CV_32F);
  rng.fill(field, cv::RNG::NORMAL, 0.0, 1.0);
  cv::resize(field, field, r.size(), 0, 0, cv::INTER_CUBIC);
  const double level = rng.uniform(-0.5, 0.5), width = rng.uniform(0.08, 0.25), strength = rng.uniform(0.6, 0.95);
  const bool loops = rng.uniform(0.0, 1.0) < 0.5;
  const double level2 = level + (rng.uniform(0.0, 1.0) < 0.5 ? -1.0 : 1.0) * rng.uniform(0.5, 1.0);
  const cv::Mat mask = face_mask(r.size(), face, origin);
  cv::Mat blob(r.size(), CV_32F), veins(r.size(), CV_32F);
  for (int y = 0; y < r.height; ++y) {
    const float* f = field.ptr<float>(y);
    const float* m = mask.ptr<float>(y);
    float* b = blob.ptr<float>(y);
    float* v = veins.ptr<float>(y);
    for (int x = 0; x < r.width; ++x) {
      const double d = (f[x] - level) / width, d2 = (f[x] - level2) / width;
      b[x] = m[x] * static_cast<float>(std::clamp(0.5 + 0.5 * d, 0.0, 1.0));
      v[x] = m[x] * static_cast<float>(strength * std::max(std::exp(-d * d), loops ? std::exp(-d2 * d2) : 0.0));
    }
  }
  cv::Mat roi = canvas(r);
  blend(roi, blob, second);
  blend(roi, veins, vein);
}

std::array<int, 4> side_values(int up) {
  static constexpr std::array<std::array<int, 4>, 6> kAround{
      {{2, 3, 5, 4}, {1, 4, 6, 3}, {1, 2, 6, 5}, {1, 5, 6, 2}, {1, 3, 6, 4}, {2, 4, 5, 3}}};
  return kAround[static_cast<std::size_t>(std::clamp(up, 1, 6) - 1)];
}

void paint_side_faces(cv::Mat& canvas, const DieFace& face, cv::Point2d foot, const cv::Scalar& body,
                      const cv::Scalar& pip, cv::RNG& rng) {
  const double ca = std::cos(face.angle), sa = std::sin(face.angle), half = face.size * 0.49;
  std::array<cv::Point2d, 4> corner;  // of the up face, going round it
  for (int k = 0; k < 4; ++k) {
    const double x = (k == 0 || k == 3) ? -half : half, y = k < 2 ? -half : half;
    corner[static_cast<std::size_t>(k)] = face.center + turned({x, y}, ca, sa);
  }
  const std::array<int, 4> values = side_values(face.value);
  const int first = rng.uniform(0, 4);
  const double pip_offset = rng.uniform(0.24, 0.28), pip_radius = rng.uniform(0.075, 0.1);  // x the side
  for (int k = 0; k < 4; ++k) {
    const cv::Point2d a = corner[static_cast<std::size_t>(k)];
    const cv::Point2d b = corner[static_cast<std::size_t>((k + 1) % 4)];
    const cv::Point2d edge = b - a, outward = (a + b) / 2 - face.center;
    const double shade = rng.uniform(0.5, 0.85);
    const int quarter = rng.uniform(0, 4);
    // The face's width in view; none or less when it faces away from the camera.
    const double shown = outward.dot(foot) / std::max(1e-9, cv::norm(outward));
    if (shown <= 0) continue;
    cv::fillPoly(canvas,
                 std::vector<std::vector<cv::Point>>{{fixed(a), fixed(b), fixed(b + foot), fixed(a + foot)}},
                 body * shade, cv::LINE_AA, kShift);
    if (shown < 0.08 * face.size) continue;  // pips a sliver wide
    const cv::Point2d middle = (a + b + foot) / 2;
    for (cv::Point2d p : pip_layout(values[static_cast<std::size_t>((first + k) % 4)])) {
      for (int q = 0; q < quarter; ++q) p = cv::Point2d(-p.y, p.x);
      const cv::Point2d centre = middle + (p.x * edge + p.y * foot) * pip_offset;
      std::vector<cv::Point> outline;
      for (int t = 0; t < 16; ++t) {
        const double u = t * kPi / 8;
        outline.push_back(fixed(centre + (std::cos(u) * edge + std::sin(u) * foot) * pip_radius));
      }
      cv::fillPoly(canvas, std::vector<std::vector<cv::Point>>{outline}, pip * shade, cv::LINE_AA, kShift);
    }
  }
}

void paint_translucent_body(cv::Mat& canvas, const DieFace& face, const cv::Scalar& tint, const cv::Scalar& pip,
                            cv::Point2d parallax, cv::RNG& rng) {
  const cv::Rect r = patch_of(canvas, face);
  if (r.empty()) return;
  const cv::Point2d origin(r.x, r.y);
  cv::Mat roi = canvas(r);
  // The table through the plastic: darkened and tinted, plus the tint itself scattered back.
  const double through = rng.uniform(0.25, 0.6);
  const cv::Mat mask = face_mask(r.size(), face, origin);
  cv::Mat seen;
  cv::GaussianBlur(roi, seen, cv::Size(0, 0), std::max(0.5, face.size * 0.04));
  for (int y = 0; y < r.height; ++y) {
    auto* px = roi.ptr<cv::Vec3f>(y);
    const auto* sx = seen.ptr<cv::Vec3f>(y);
    const float* m = mask.ptr<float>(y);
    for (int x = 0; x < r.width; ++x) {
      for (int c = 0; c < 3; ++c) {
        const double body = through * sx[x][c] * tint[c] / 255.0 + (1 - through) * tint[c];
        px[x][c] = static_cast<float>(px[x][c] * (1 - m[x]) + body * m[x]);
      }
    }
  }
  // The hidden faces' pips: the bottom face (7 - up, mirrored) under the up face, and the four
  // side faces squeezed towards the edges, all blurred by the plastic and seen at an angle.
  cv::Mat ghost(r.size(), CV_32F, cv::Scalar(0));
  const double ca = std::cos(face.angle), sa = std::sin(face.angle);
  const auto put = [&](cv::Point2d local, double rx, double ry) {  // local: face units, x/y radii in pixels
    const cv::Point2d c = face.center - origin + parallax + turned(local, ca, sa);
    cv::ellipse(ghost, fixed(c), cv::Size(static_cast<int>(rx * (1 << kShift)), static_cast<int>(ry * (1 << kShift))),
                face.angle * 180.0 / kPi, 0, 360, cv::Scalar(1.0), cv::FILLED, cv::LINE_AA, kShift);
  };
  const double depth = rng.uniform(0.85, 1.0);  // the bottom face looks a little smaller
  for (const auto& p : pip_layout(7 - face.value)) {
    put(cv::Point2d(-p.x, p.y) * (face.pip_offset * depth), face.pip_radius * depth, face.pip_radius * depth);
  }
  // Side faces: the four neighbours of the up face, in increasing order (any order will do for the
  // picture; every committed scene was drawn in this one).
  std::array<int, 4> sides = side_values(face.value);
  std::sort(sides.begin(), sides.end());
  const double squeeze = rng.uniform(0.2, 0.4), edge = face.size * rng.uniform(0.36, 0.44);
  for (std::size_t k = 0; k < sides.size(); ++k) {
    if (rng.uniform(0.0, 1.0) < 0.4) continue;  // not every side shows through
    const double turn = static_cast<double>(k) * kPi / 2, ct = std::cos(turn), st = std::sin(turn);
    for (const auto& p : pip_layout(sides[k])) {
      const cv::Point2d along(p.x * face.pip_offset, edge + p.y * face.pip_offset * squeeze);
      put(turned(along, ct, st), face.pip_radius * 0.9, face.pip_radius * 0.9 * (0.5 + squeeze));
    }
  }
  cv::GaussianBlur(ghost, ghost, cv::Size(0, 0), std::max(1.0, face.size * rng.uniform(0.03, 0.07)));
  ghost = ghost.mul(mask, rng.uniform(0.2, 0.55));
  blend(roi, ghost, pip);
  // A lighter rim where the edges catch the light.
  cv::Mat rim = cv::max(mask - face_mask(r.size(), face, origin, 0.86), 0.0);
  cv::GaussianBlur(rim, rim, cv::Size(0, 0), std::max(0.5, face.size * 0.02));
  blend(roi, rim * rng.uniform(0.1, 0.35), cv::Scalar(235, 235, 235));
}

}  // namespace scriptorium::vision::synth
