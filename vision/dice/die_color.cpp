#include "vision/dice/die_color.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {

namespace {

// One colour in HSV: hue 0..255 for 0..360 degrees, saturation and value 0..255.
cv::Vec3b hsv_of(const cv::Vec3b& bgr) {
  cv::Mat px(1, 1, CV_8UC3, cv::Scalar(bgr[0], bgr[1], bgr[2])), hsv;
  cv::cvtColor(px, hsv, cv::COLOR_BGR2HSV_FULL);
  return hsv.at<cv::Vec3b>(0, 0);
}

double hue_degrees(const cv::Vec3b& hsv) { return hsv[0] * 360.0 / 256.0; }

// The central 60% of a die's face, inside the image.
cv::Rect central_patch(const cv::Mat& bgr, cv::Point2f center, float size) {
  const float half = 0.3f * size;
  const cv::Rect r(cv::Point(static_cast<int>(center.x - half), static_cast<int>(center.y - half)),
                   cv::Point(static_cast<int>(center.x + half) + 1, static_cast<int>(center.y + half) + 1));
  return r & cv::Rect(0, 0, bgr.cols, bgr.rows);
}

}  // namespace

bool is_color_name(std::string_view word) {
  static constexpr std::array<std::string_view, 10> kNames{"white", "ivory",  "black",  "red",    "blue",
                                                           "green", "yellow", "orange", "purple", "gray"};
  return std::find(kNames.begin(), kNames.end(), word) != kNames.end();
}

std::string color_name(const cv::Vec3b& bgr, float brightness) {
  const cv::Vec3b v = hsv_of(bgr);
  const double hue = hue_degrees(v), sat = v[1],
               val = std::min(255.0, v[2] * static_cast<double>(brightness));
  // A hue this faint (chroma, saturation x value, below 30) is not named: smoke dice, whose
  // plastic the hidden faces' red pips tint, are black to a person, not red.
  const bool faint = sat * val / 255 < 30;
  if (val < 55 || (val < 90 && (sat < 90 || faint))) return "black";
  if (sat < 45 || faint) {
    if (val > 185) return "white";
    return "gray";
  }
  if (sat < 90 && val > 150 && hue >= 25 && hue < 70) return "ivory";
  if (sat < 60) return val > 170 ? "white" : "gray";
  if (hue < 12 || hue >= 335) return "red";
  if (hue < 38) return "orange";
  if (hue < 70) return "yellow";
  if (hue < 180) return "green";  // cyan, halfway to blue: teal dice are green to a person
  if (hue < 255) return "blue";
  return "purple";
}

cv::Vec3b white_balanced(const cv::Vec3b& bgr, const cv::Vec3f& gains) {
  const float smallest = std::min({gains[0], gains[1], gains[2]});
  if (!(smallest > 0.f)) return bgr;  // not gains at all: the colour as seen
  return {cv::saturate_cast<uchar>(bgr[0] * gains[0] / smallest),
          cv::saturate_cast<uchar>(bgr[1] * gains[1] / smallest),
          cv::saturate_cast<uchar>(bgr[2] * gains[2] / smallest)};
}

cv::Mat white_balanced(const cv::Mat& bgr, const cv::Vec3f& gains) {
  const float smallest = std::min({gains[0], gains[1], gains[2]});
  if (!(smallest > 0.f) || gains == cv::Vec3f(smallest, smallest, smallest)) return bgr.clone();
  cv::Mat out;
  cv::multiply(bgr, cv::Scalar(gains[0] / smallest, gains[1] / smallest, gains[2] / smallest), out);
  return out;  // saturated, as every 8-bit OpenCV arithmetic
}

float exposure_gain(const cv::Mat& bgr) {
  constexpr float kWhiteDie = 235.f;
  // A histogram of every 4th pixel's brightest channel: the white point of a 1280 x 960 photo in a
  // fraction of a millisecond.
  std::array<int, 256> count{};
  int n = 0;
  for (int y = 0; y < bgr.rows; y += 4) {
    const cv::Vec3b* row = bgr.ptr<cv::Vec3b>(y);
    for (int x = 0; x < bgr.cols; x += 4, ++n) ++count[std::max({row[x][0], row[x][1], row[x][2]})];
  }
  if (n == 0) return 1.f;
  // The white point: the brightest level with at least 1 % of the pixels at or above it.
  int above = 0, white = 255;
  while (white > 0 && (above += count[static_cast<std::size_t>(white)]) < n / 100) --white;
  if (white <= 0) return 1.6f;
  return std::clamp(kWhiteDie / static_cast<float>(white), 1.f, 1.6f);
}

cv::Vec3b die_body_color(const cv::Mat& bgr, cv::Point2f center, float size) {
  // Pips cover a minority of the central patch, so its most common colour (a coarse 3-D
  // histogram) is the body.
  const cv::Rect r = central_patch(bgr, center, size);
  if (r.empty()) return {128, 128, 128};
  constexpr int kBins = 8;
  std::vector<int> count(kBins * kBins * kBins, 0);
  std::vector<cv::Vec3d> sum(count.size(), cv::Vec3d(0, 0, 0));
  for (int y = r.y; y < r.y + r.height; ++y) {
    const cv::Vec3b* row = bgr.ptr<cv::Vec3b>(y);
    for (int x = r.x; x < r.x + r.width; ++x) {
      const cv::Vec3b p = row[x];
      const int k = (p[0] / 32) * kBins * kBins + (p[1] / 32) * kBins + p[2] / 32;
      ++count[k];
      sum[k] += cv::Vec3d(p[0], p[1], p[2]);
    }
  }
  // Smooth the histogram over neighbouring bins so one colour split across a bin edge still wins.
  int best = 0;
  long best_votes = -1;
  for (int b = 0; b < kBins; ++b)
    for (int g = 0; g < kBins; ++g)
      for (int rr = 0; rr < kBins; ++rr) {
        long votes = 0;
        for (int db = -1; db <= 1; ++db)
          for (int dg = -1; dg <= 1; ++dg)
            for (int dr = -1; dr <= 1; ++dr) {
              const int bb = b + db, gg = g + dg, r2 = rr + dr;
              if (bb < 0 || gg < 0 || r2 < 0 || bb >= kBins || gg >= kBins || r2 >= kBins) continue;
              votes += count[bb * kBins * kBins + gg * kBins + r2] * ((db | dg | dr) == 0 ? 2 : 1);
            }
        if (votes > best_votes) {
          best_votes = votes;
          best = b * kBins * kBins + g * kBins + rr;
        }
      }
  // Mean colour of the winning bin and its neighbours.
  const int b0 = best / (kBins * kBins), g0 = (best / kBins) % kBins, r0 = best % kBins;
  cv::Vec3d total(0, 0, 0);
  long n = 0;
  for (int b = std::max(0, b0 - 1); b <= std::min(kBins - 1, b0 + 1); ++b)
    for (int g = std::max(0, g0 - 1); g <= std::min(kBins - 1, g0 + 1); ++g)
      for (int rr = std::max(0, r0 - 1); rr <= std::min(kBins - 1, r0 + 1); ++rr) {
        total += sum[b * kBins * kBins + g * kBins + rr];
        n += count[b * kBins * kBins + g * kBins + rr];
      }
  if (n == 0) return {128, 128, 128};
  const cv::Vec3d m = total / static_cast<double>(n);
  return {cv::saturate_cast<uchar>(m[0]), cv::saturate_cast<uchar>(m[1]), cv::saturate_cast<uchar>(m[2])};
}

cv::Vec3b body_color_peak(const cv::Mat& bgr, cv::Point2f center, float size, const cv::Vec3b& body) {
  const cv::Rect r = central_patch(bgr, center, size);
  // A mean shift: the mean of the patch's colours within kRadius of the estimate, until it stops.
  constexpr double kRadius = 28;
  cv::Vec3d m(body[0], body[1], body[2]);
  for (int step = 0; step < 10; ++step) {
    cv::Vec3d near_sum(0, 0, 0);
    long near = 0;
    for (int y = r.y; y < r.y + r.height; ++y) {
      const cv::Vec3b* row = bgr.ptr<cv::Vec3b>(y);
      for (int x = r.x; x < r.x + r.width; ++x) {
        const cv::Vec3d p(row[x][0], row[x][1], row[x][2]);
        if (cv::norm(p - m, cv::NORM_L2SQR) <= kRadius * kRadius) {
          near_sum += p;
          ++near;
        }
      }
    }
    if (near == 0) break;
    const cv::Vec3d next = near_sum / static_cast<double>(near);
    const bool settled = cv::norm(next - m, cv::NORM_INF) < 0.5;
    m = next;
    if (settled) break;
  }
  return {cv::saturate_cast<uchar>(m[0]), cv::saturate_cast<uchar>(m[1]), cv::saturate_cast<uchar>(m[2])};
}

namespace {

// The hue (degrees) a colour name stands for, or a negative number for the names without one.
double reference_hue(const std::string& name) {
  static const std::pair<const char*, double> kHues[] = {{"red", 0},     {"orange", 25}, {"yellow", 55},
                                                         {"green", 120}, {"blue", 220},  {"purple", 290}};
  for (const auto& [n, h] : kHues)
    if (name == n) return h;
  return -1;
}

double hue_distance(double a, double b) {
  const double d = std::abs(a - b);
  return std::min(d, 360 - d);
}

}  // namespace

bool assign_known_colors(std::vector<DieReading>& dice, const std::vector<std::string>& colors) {
  if (dice.size() != colors.size() || colors.empty() || colors.size() > 6) return false;
  std::vector<double> hues;
  for (const auto& c : colors) {
    hues.push_back(reference_hue(c));
    if (hues.back() < 0) return false;
  }
  std::vector<double> seen;
  for (const auto& d : dice) seen.push_back(hue_degrees(hsv_of(d.body)));
  // Every permutation: a game's dice are a handful (Discordia three, 6 orders).
  std::vector<std::size_t> order(colors.size()), best;
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  double best_cost = 1e18;
  do {
    double cost = 0;
    for (std::size_t i = 0; i < dice.size(); ++i) cost += hue_distance(seen[i], hues[order[i]]);
    if (cost < best_cost) {
      best_cost = cost;
      best = order;
    }
  } while (std::next_permutation(order.begin(), order.end()));
  for (std::size_t i = 0; i < dice.size(); ++i) dice[i].color = colors[best[i]];
  return true;
}

}  // namespace scriptorium::vision
