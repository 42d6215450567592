#include "vision/dice/up_face.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "vision/dice/die_color.hpp"
#include "vision/image/area_resize.hpp"

namespace scriptorium::vision {
namespace {

constexpr float kWorkSize = 40.f;  // die size, pixels, at which a large die's face is looked for

cv::Vec3f lab_of(const cv::Vec3b& bgr) {
  cv::Mat px(1, 1, CV_8UC3, cv::Scalar(bgr[0], bgr[1], bgr[2])), lab;
  cv::cvtColor(px, lab, cv::COLOR_BGR2Lab);
  const cv::Vec3b v = lab.at<cv::Vec3b>(0, 0);
  return {static_cast<float>(v[0]), static_cast<float>(v[1]), static_cast<float>(v[2])};
}

// The median colour of the window's outer ring: the table (and the neighbours' edges).
cv::Vec3f border_lab(const cv::Mat& lab) {
  std::array<std::vector<float>, 3> ch;
  const int t = std::max(1, lab.rows / 10);
  for (int y = 0; y < lab.rows; ++y) {
    const auto* row = lab.ptr<cv::Vec3b>(y);
    for (int x = 0; x < lab.cols; ++x) {
      if (y >= t && y < lab.rows - t && x >= t && x < lab.cols - t) continue;
      for (int c = 0; c < 3; ++c) ch[static_cast<std::size_t>(c)].push_back(row[x][c]);
    }
  }
  cv::Vec3f out;
  for (int c = 0; c < 3; ++c) {
    auto& v = ch[static_cast<std::size_t>(c)];
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    out[c] = v[v.size() / 2];
  }
  return out;
}

// Pixels of the body's colour (Lab distance under `limit`), closed over the icons and pips and
// with the holes a large filled icon leaves filled; its outer outlines go to `outlines`.
cv::Mat body_region(const cv::Mat& lab, const cv::Vec3f& body, float limit, float size,
                    std::vector<std::vector<cv::Point>>& outlines) {
  cv::Mat mask(lab.size(), CV_8U);
  for (int y = 0; y < lab.rows; ++y) {
    const auto* row = lab.ptr<cv::Vec3b>(y);
    auto* m = mask.ptr<unsigned char>(y);
    for (int x = 0; x < lab.cols; ++x) {
      const cv::Vec3f d = cv::Vec3f(row[x][0], row[x][1], row[x][2]) - body;
      m[x] = d.dot(d) < limit * limit ? 255 : 0;
    }
  }
  const int k = std::max(3, static_cast<int>(std::lround(size * 0.2)) | 1);
  cv::morphologyEx(mask, mask, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(k, k)));
  cv::morphologyEx(mask, mask, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(5, 5)));
  cv::findContours(mask, outlines, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
  mask.setTo(0);
  cv::drawContours(mask, outlines, -1, cv::Scalar(255), cv::FILLED);
  return mask;
}

// An isolated face: the outline around the detection is a rotated square of a plausible size.
std::optional<cv::RotatedRect> face_from_outline(const std::vector<std::vector<cv::Point>>& outlines,
                                                 cv::Point2f local, float size) {
  for (const auto& c : outlines) {
    if (cv::pointPolygonTest(c, local, false) < 0) continue;
    const cv::RotatedRect r = cv::minAreaRect(c);
    const float a = std::max(r.size.width, r.size.height), b = std::min(r.size.width, r.size.height);
    const float side = 0.5f * (a + b);
    const bool square = b >= 0.85f * a && cv::contourArea(c) >= 0.8 * static_cast<double>(a) * b;
    if (square && side >= 0.55f * size && side <= 1.6f * size && cv::norm(r.center - local) <= 0.4 * side) return r;
  }
  return std::nullopt;
}

// The turn of the region's edges between `inner` and `outer` from `centre`, their directions
// folded to a quarter turn (degrees), or nothing without edges.
std::optional<double> quarter_turn(const cv::Mat& mask, cv::Point centre, float inner, float outer) {
  cv::Mat edge_source, gx, gy;
  mask.convertTo(edge_source, CV_32F, 1.0 / 255.0);
  cv::Sobel(edge_source, gx, CV_32F, 1, 0);
  cv::Sobel(edge_source, gy, CV_32F, 0, 1);
  double c4 = 0, s4 = 0;
  for (int y = 0; y < mask.rows; ++y) {
    const float* ax = gx.ptr<float>(y);
    const float* ay = gy.ptr<float>(y);
    for (int x = 0; x < mask.cols; ++x) {
      const double w = std::hypot(ax[x], ay[x]);
      if (w < 0.5) continue;
      const double r = std::hypot(x - centre.x, y - centre.y);
      if (r < inner || r > outer) continue;
      const double a = 4.0 * std::atan2(ay[x], ax[x]);
      c4 += w * std::cos(a);
      s4 += w * std::sin(a);
    }
  }
  if (std::hypot(c4, s4) < 1e-6) return std::nullopt;
  return std::atan2(s4, c4) / 4.0 * 180.0 / 3.14159265358979323846;
}

// A face merged with a touching die of its colour (or a side face): its centre is where the
// region is thickest near the detection (the peak of the distance to its edge), and that
// distance is half its side. On the ridge between two faces, the point nearest the detection.
std::optional<cv::RotatedRect> face_from_thickness(const cv::Mat& mask, cv::Point2f local, float size) {
  cv::Mat dist;
  cv::distanceTransform(mask, dist, cv::DIST_L2, 5);
  const float reach = 0.35f * size;
  float best = 0.f, best_score = 0.f;
  cv::Point peak(-1, -1);
  const int y0 = std::max(0, static_cast<int>(local.y - reach)), y1 = std::min(dist.rows, static_cast<int>(local.y + reach) + 1);
  const int x0 = std::max(0, static_cast<int>(local.x - reach)), x1 = std::min(dist.cols, static_cast<int>(local.x + reach) + 1);
  for (int y = y0; y < y1; ++y) {
    const float* row = dist.ptr<float>(y);
    for (int x = x0; x < x1; ++x) {
      const float off = std::hypot(static_cast<float>(x) - local.x, static_cast<float>(y) - local.y);
      if (off <= reach && row[x] - 0.25f * off > best_score) {
        best_score = row[x] - 0.25f * off;
        best = row[x];
        peak = {x, y};
      }
    }
  }
  const float side = 2.f * best;
  if (peak.x < 0 || side < 0.55f * size || side > 1.6f * size) return std::nullopt;
  const std::optional<double> angle = quarter_turn(mask, peak, 0.3f * side, 0.75f * side);
  if (!angle) return std::nullopt;
  return cv::RotatedRect(cv::Point2f(static_cast<float>(peak.x), static_cast<float>(peak.y)), cv::Size2f(side, side),
                         static_cast<float>(*angle));
}

bool on_face(const cv::RotatedRect& face, cv::Point2f p) {
  const double a = face.angle * CV_PI / 180.0;
  const cv::Point2f d = p - face.center;
  const double u = d.x * std::cos(a) + d.y * std::sin(a);
  const double v = -d.x * std::sin(a) + d.y * std::cos(a);
  return std::abs(u) < 0.5 * face.size.width && std::abs(v) < 0.5 * face.size.height;
}

}  // namespace

std::optional<cv::RotatedRect> find_up_face(const cv::Mat& bgr, cv::Point2f center, float size) {
  if (bgr.empty() || size < 8.f) return std::nullopt;
  return find_up_face(bgr, center, size, die_body_color(bgr, center, size));
}

std::optional<cv::RotatedRect> find_up_face(const cv::Mat& bgr, cv::Point2f center, float size, cv::Vec3b body_bgr) {
  if (bgr.empty() || size < 8.f) return std::nullopt;
  const int half = static_cast<int>(std::ceil(size));
  const cv::Rect window = cv::Rect(static_cast<int>(center.x) - half, static_cast<int>(center.y) - half, 2 * half,
                                   2 * half) &
                          cv::Rect(0, 0, bgr.cols, bgr.rows);
  if (window.width < 8 || window.height < 8) return std::nullopt;
  // A large die is looked at shrunk to kWorkSize pixels: the outline needs no more, and the
  // work grows with the square of the size.
  const float shrink = std::min(1.f, kWorkSize / size);
  cv::Mat lab;
  if (shrink < 1.f) {
    lab = resize_area(bgr(window), shrink, shrink);
    cv::cvtColor(lab, lab, cv::COLOR_BGR2Lab);
  } else {
    cv::cvtColor(bgr(window), lab, cv::COLOR_BGR2Lab);
  }
  const cv::Vec3f body = lab_of(body_bgr);
  const double contrast = cv::norm(body - border_lab(lab));
  if (contrast < 18.0) return std::nullopt;  // body and table alike: no outline to trust
  std::vector<std::vector<cv::Point>> outlines;
  const float work_size = size * shrink;
  const cv::Mat mask =
      body_region(lab, body, static_cast<float>(std::clamp(0.4 * contrast, 10.0, 24.0)), work_size, outlines);
  const cv::Point2f origin(static_cast<float>(window.x), static_cast<float>(window.y));
  const cv::Point2f local = (center - origin) * shrink;
  std::optional<cv::RotatedRect> face = face_from_outline(outlines, local, work_size);
  if (!face) face = face_from_thickness(mask, local, work_size);
  if (face) {
    face->center = face->center / shrink + origin;
    face->size = cv::Size2f(face->size.width / shrink, face->size.height / shrink);
  }
  return face;
}

bool same_die(cv::Point2f a, const std::optional<cv::RotatedRect>& face_a, cv::Point2f b,
              const std::optional<cv::RotatedRect>& face_b, float same_face) {
  if ((face_a && on_face(*face_a, b)) || (face_b && on_face(*face_b, a))) return true;
  if (!face_a || !face_b) return false;
  const float side =
      std::min({face_a->size.width, face_a->size.height, face_b->size.width, face_b->size.height});
  return cv::norm(face_a->center - face_b->center) < same_face * side;
}

}  // namespace scriptorium::vision
