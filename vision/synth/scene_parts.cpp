#include "vision/synth/scene_parts.hpp"

#include <algorithm>
#include <cmath>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::vision::synth {

std::uint64_t mixed(std::uint64_t seed, std::uint64_t stream) {
  std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + stream * 0xBF58476D1CE4E5B9ull + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return (z ^ (z >> 31)) | 1;
}

cv::Point fixed(cv::Point2d p) {
  return {static_cast<int>(std::lround(p.x * (1 << kShift))),
          static_cast<int>(std::lround(p.y * (1 << kShift)))};
}

cv::Scalar scaled(const cv::Vec3d& c, double k) {
  return cv::Scalar(std::clamp(c[0] * k, 0.0, 255.0), std::clamp(c[1] * k, 0.0, 255.0),
                    std::clamp(c[2] * k, 0.0, 255.0));
}

Camera make_camera(double tilt, double yaw, double distance, const cv::Vec3d& target) {
  const double ct = std::cos(tilt), st = std::sin(tilt), cy = std::cos(yaw), sy = std::sin(yaw);
  auto turn = [&](cv::Vec3d v) { return cv::Vec3d(v[0] * cy - v[1] * sy, v[0] * sy + v[1] * cy, v[2]); };
  Camera cam;
  cam.pos = target + turn({0, distance * st, distance * ct});
  cam.forward = turn({0, -st, -ct});
  cam.right = turn({1, 0, 0});
  cam.down = cam.right.cross(cam.forward);
  return cam;
}

void fit_camera(Camera& cam, cv::RNG& rng, const std::vector<cv::Vec3d>& frame, cv::Size size,
                double board_fill, double out_of_frame) {
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (const auto& f : frame) {
    const cv::Point2d p = cam.project(f);
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  const cv::Rect2d box(x0, y0, x1 - x0, y1 - y0);
  cam.focal = board_fill * std::min(size.width, size.height) / std::max(box.width, box.height) *
              rng.uniform(0.92, 1.0);
  const cv::Point2d mid(box.x + box.width / 2, box.y + box.height / 2);
  cam.centre = cv::Point2d(size.width / 2.0, size.height / 2.0) - mid * cam.focal +
               cv::Point2d(rng.uniform(-0.04, 0.04) * size.width, rng.uniform(-0.04, 0.04) * size.height) +
               cv::Point2d(out_of_frame * box.width * cam.focal, 0);
}

void draw_quad(cv::Mat& img, const std::array<cv::Point2d, 4>& q, const cv::Scalar& colour) {
  std::vector<cv::Point> poly;
  for (const auto& p : q) poly.push_back(fixed(p));
  cv::fillConvexPoly(img, poly, colour, cv::LINE_AA, kShift);
}

void draw_block(cv::Mat& img, const Camera& cam, const cv::Rect2d& r, double z0, double h,
                const cv::Vec3d& colour, cv::Vec2d light) {
  const double x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height;
  const std::array<cv::Vec3d, 4> base{{{x0, y0, z0}, {x1, y0, z0}, {x1, y1, z0}, {x0, y1, z0}}};
  const std::array<cv::Vec2d, 4> normals{
      {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};  // side i runs base[i] -> base[i+1]
  for (std::size_t i = 0; i < 4; ++i) {
    const cv::Vec3d a = base[i], c = base[(i + 1) % 4];
    const cv::Vec3d mid = (a + c) * 0.5 + cv::Vec3d(0, 0, h / 2);
    const cv::Vec3d n(normals[i][0], normals[i][1], 0);
    if (n.dot(cam.pos - mid) <= 0) continue;
    const double lit = 0.55 + 0.3 * std::max(0.0, normals[i].dot(light));
    draw_quad(img,
              {cam.project(a), cam.project(c), cam.project(c + cv::Vec3d(0, 0, h)),
               cam.project(a + cv::Vec3d(0, 0, h))},
              scaled(colour, lit));
  }
  std::array<cv::Point2d, 4> top;
  for (std::size_t i = 0; i < 4; ++i) top[i] = cam.project(base[i] + cv::Vec3d(0, 0, h));
  draw_quad(img, top, scaled(colour, 1.0));
}

cv::Vec3b bgr_of_hsv(const cv::Scalar& hsv) {
  cv::Mat bgr;
  cv::cvtColor(cv::Mat(1, 1, CV_8UC3, hsv), bgr, cv::COLOR_HSV2BGR);
  return bgr.at<cv::Vec3b>(0, 0);
}

cv::Mat render_table(cv::RNG& rng, cv::Size size) {
  const cv::Vec3b base =
      bgr_of_hsv(cv::Scalar(rng.uniform(0, 180), rng.uniform(0, 160), rng.uniform(50, 230)));
  cv::Mat blotch(5, 5, CV_32F);
  rng.fill(blotch, cv::RNG::NORMAL, 0.0, rng.uniform(0.0, 0.1));
  cv::resize(blotch, blotch, size, 0, 0, cv::INTER_CUBIC);
  cv::Mat table(size, CV_8UC3);
  for (int y = 0; y < size.height; ++y) {
    const float* b = blotch.ptr<float>(y);
    cv::Vec3b* row = table.ptr<cv::Vec3b>(y);
    for (int x = 0; x < size.width; ++x) {
      for (int c = 0; c < 3; ++c) row[x][c] = cv::saturate_cast<uchar>(base[c] * (1.0f + b[x]));
    }
  }
  return table;
}

void paste_board(cv::Mat& img, const cv::Mat& texture, const Camera& cam, const std::vector<cv::Vec3d>& frame) {
  const auto w = static_cast<float>(texture.cols), h = static_cast<float>(texture.rows);
  std::vector<cv::Point2f> src{{0, 0}, {w, 0}, {w, h}, {0, h}}, dst;
  for (const auto& f : frame) dst.push_back(cam.project(f));
  const cv::Mat m = cv::getPerspectiveTransform(src, dst);
  cv::Mat warped, mask;
  cv::warpPerspective(texture, warped, m, img.size(), cv::INTER_LINEAR);
  cv::warpPerspective(cv::Mat(texture.size(), CV_8U, cv::Scalar(255)), mask, m, img.size(), cv::INTER_LINEAR);
  warped.copyTo(img, mask > 128);
}

cv::Mat draw_hand(cv::Mat& img, cv::RNG& rng, cv::Point2d palm, double cell_px) {
  cv::Mat mask(img.size(), CV_8U, cv::Scalar(0));
  const double angle = rng.uniform(-0.5, 0.5);  // radians off straight up
  const cv::Point2d up(std::sin(angle), -std::cos(angle)), side(std::cos(angle), std::sin(angle));
  const cv::Point2d wrist = palm - up * (1.3 * cell_px);
  const cv::Point2d arm_end = wrist - up * (img.rows * 1.5);
  cv::line(mask, fixed(wrist), fixed(arm_end), cv::Scalar(255), static_cast<int>(1.5 * cell_px), cv::LINE_AA,
           kShift);
  cv::ellipse(mask, palm, cv::Size2d(1.1 * cell_px, 1.3 * cell_px), angle * 180 / kPi, 0, 360,
              cv::Scalar(255), cv::FILLED, cv::LINE_AA);
  for (int f = 0; f < 4; ++f) {
    const cv::Point2d base = palm + up * (1.0 * cell_px) + side * ((f - 1.5) * 0.5 * cell_px);
    const cv::Point2d tip = base + up * (rng.uniform(0.9, 1.4) * cell_px);
    cv::line(mask, fixed(base), fixed(tip), cv::Scalar(255), static_cast<int>(0.4 * cell_px), cv::LINE_AA,
             kShift);
  }
  const cv::Vec3d skin(110 + rng.uniform(-30, 30), 145 + rng.uniform(-30, 30), 205 + rng.uniform(-35, 30));
  cv::Mat layer(img.size(), CV_8UC3, scaled(skin, 1));
  layer.copyTo(img, mask);
  return mask;
}

void add_shadow(cv::Mat& mask, const std::vector<cv::Point2f>& points) {
  std::vector<cv::Point2f> hull;
  cv::convexHull(points, hull);
  std::vector<cv::Point> poly;
  for (const auto& p : hull) poly.push_back(fixed(p));
  cv::fillConvexPoly(mask, poly, cv::Scalar(255), cv::LINE_AA, kShift);
}

void apply_shadows(cv::Mat& texture, cv::Mat mask, double depth) {
  cv::GaussianBlur(mask, mask, cv::Size(0, 0), 2.0);
  cv::Mat lit;
  texture.convertTo(lit, CV_32FC3);
  cv::Mat k;
  mask.convertTo(k, CV_32F, -depth / 255.0, 1.0);
  cv::Mat k3;
  cv::merge(std::vector<cv::Mat>{k, k, k}, k3);
  lit = lit.mul(k3);
  lit.convertTo(texture, CV_8UC3);
}

cv::Mat finish_photo(const cv::Mat& img, cv::RNG& rng, double max_blur, double max_noise, int min_jpeg_quality) {
  const cv::Size size = img.size();
  cv::Mat f;
  img.convertTo(f, CV_32FC3);
  const cv::Vec3f gain(static_cast<float>(rng.uniform(0.85, 1.15)), 1.0f,
                       static_cast<float>(rng.uniform(0.85, 1.15)));
  const double exposure = rng.uniform(0.75, 1.2), ramp = rng.uniform(-0.25, 0.25),
               ramp_angle = rng.uniform(0.0, 2 * kPi);
  const double rx = std::cos(ramp_angle) / size.width, ry = std::sin(ramp_angle) / size.height;
  for (int y = 0; y < size.height; ++y) {
    cv::Vec3f* row = f.ptr<cv::Vec3f>(y);
    for (int x = 0; x < size.width; ++x) {
      const float k = static_cast<float>(
          exposure * (1 + ramp * ((x - size.width / 2.0) * rx + (y - size.height / 2.0) * ry)));
      for (int c = 0; c < 3; ++c) row[x][c] *= k * gain[c];
    }
  }
  const double blur = rng.uniform(0.3, std::max(0.31, max_blur));
  cv::GaussianBlur(f, f, cv::Size(0, 0), blur);
  cv::Mat noise(size, CV_32FC3);
  rng.fill(noise, cv::RNG::NORMAL, 0.0, rng.uniform(1.0, std::max(1.01, max_noise)));
  f += noise;
  cv::Mat out;
  f.convertTo(out, CV_8UC3);
  if (min_jpeg_quality > 0) {
    std::vector<unsigned char> bytes;
    cv::imencode(".jpg", out, bytes, {cv::IMWRITE_JPEG_QUALITY, rng.uniform(min_jpeg_quality, 96)});
    out = cv::imdecode(bytes, cv::IMREAD_COLOR);
  }
  return out;
}

}  // namespace scriptorium::vision::synth
