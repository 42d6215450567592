#include "vision/layout/board_view.hpp"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

namespace scriptorium::vision::layout {
namespace {

// The camera centre in board cells from the board-to-image homography (cells -> pixels),
// assuming square pixels and the principal point at the image centre. The focal length comes
// from the rotation's orthonormality; near top-down views leave it undetermined, and then a
// typical phone or webcam field of view (focal ~ the image's long side) is assumed.
cv::Point3d camera_centre(const cv::Matx33d& board_to_image, cv::Size image) {
  const cv::Matx33d shift(1, 0, -image.width / 2.0, 0, 1, -image.height / 2.0, 0, 0, 1);
  const cv::Matx33d a = shift * board_to_image;
  const double a1 = a(0, 0) * a(0, 1) + a(1, 0) * a(1, 1), b1 = a(2, 0) * a(2, 1);
  const double a2 = a(0, 0) * a(0, 0) + a(1, 0) * a(1, 0) - a(0, 1) * a(0, 1) - a(1, 1) * a(1, 1);
  const double b2 = a(2, 0) * a(2, 0) - a(2, 1) * a(2, 1);
  const double w = -(a1 * b1 + a2 * b2) / std::max(1e-30, a1 * a1 + a2 * a2);
  const double long_side = std::max(image.width, image.height);
  double f = w > 0 ? 1 / std::sqrt(w) : 0;
  if (!(f > 0.4 * long_side && f < 4 * long_side)) f = long_side;
  const cv::Vec3d m1(a(0, 0) / f, a(1, 0) / f, a(2, 0)), m2(a(0, 1) / f, a(1, 1) / f, a(2, 1)),
      m3(a(0, 2) / f, a(1, 2) / f, a(2, 2));
  double lambda = 2 / (cv::norm(m1) + cv::norm(m2));
  if (m3[2] * lambda < 0) lambda = -lambda;
  const cv::Vec3d r1 = cv::normalize(m1 * lambda), r2 = cv::normalize(m2 * lambda), t = m3 * lambda;
  const cv::Vec3d r3 = r1.cross(r2);
  const cv::Vec3d c(-(r1.dot(t)), -(r2.dot(t)), -(r3.dot(t)));
  return {c[0], c[1], std::max(2.0, std::abs(c[2]))};
}

}  // namespace

double channel_median(const cv::Mat& patch, int channel, const cv::Mat& mask) {
  std::array<int, 256> hist{};
  int n = 0;
  const int ch = patch.channels();
  for (int y = 0; y < patch.rows; ++y) {
    const uchar* row = patch.ptr<uchar>(y);
    const uchar* m = mask.empty() ? nullptr : mask.ptr<uchar>(y);
    for (int x = 0; x < patch.cols; ++x) {
      if (m != nullptr && m[x] == 0) continue;
      ++hist[row[x * ch + channel]];
      ++n;
    }
  }
  if (n == 0) return 0;
  int seen = 0;
  for (int v = 0; v < 256; ++v) {
    seen += hist[static_cast<std::size_t>(v)];
    if (2 * seen >= n) return v;
  }
  return 255;
}

cv::Point2d seen_at(const BoardView& view, cv::Point2d at, double height) {
  const cv::Point2d nadir(view.camera.x, view.camera.y);
  const double k = view.camera.z / std::max(0.5, view.camera.z - height);
  const cv::Point2d p = nadir + (at - nadir) * k;
  return {view.margin_px + p.x * view.cell_px, view.margin_px + p.y * view.cell_px};
}

BoardView make_board_view(const cv::Mat& image, const calibration::BoardRegistration& registration) {
  BoardView view;
  view.cells = registration.geometry.cells;
  view.cell_px = registration.geometry.rectified.width / std::max(1, view.cells.width);
  view.margin_px = view.cell_px / 4;
  const cv::Matx33d shift(1, 0, view.margin_px, 0, 1, view.margin_px, 0, 0, 1);
  const cv::Matx33d h = shift * registration.image_to_board;
  const cv::Size size(registration.geometry.rectified.width + 2 * view.margin_px,
                      registration.geometry.rectified.height + 2 * view.margin_px);
  cv::warpPerspective(image, view.bgr, cv::Mat(h), size, cv::INTER_LINEAR, cv::BORDER_CONSTANT);
  const cv::Matx33d to_board_px(view.cell_px, 0, 0, 0, view.cell_px, 0, 0, 0, 1);
  view.camera = camera_centre(registration.image_to_board.inv() * to_board_px, image.size());
  // Valid where the photo's inside maps: warp the photo's border polygon instead of a full mask.
  std::vector<cv::Point2d> border{
      {0, 0}, {image.cols - 1.0, 0}, {image.cols - 1.0, image.rows - 1.0}, {0, image.rows - 1.0}},
      mapped;
  cv::perspectiveTransform(border, mapped, cv::Mat(h));
  view.valid = cv::Mat(size, CV_8U, cv::Scalar(0));
  std::vector<cv::Point> poly;
  for (const auto& p : mapped) {
    poly.emplace_back(static_cast<int>(std::lround(std::clamp(p.x, -1e6, 1e6))),
                      static_cast<int>(std::lround(std::clamp(p.y, -1e6, 1e6))));
  }
  // A board corner behind the camera makes the border map to a non-convex shape: then nothing is valid.
  if (cv::isContourConvex(poly)) cv::fillConvexPoly(view.valid, poly, cv::Scalar(255));
  cv::erode(view.valid, view.valid, cv::Mat(), {-1, -1}, 2);

  // The frame ring: the outer part of the margin (the inner part can hold a piece's overhang).
  cv::Mat ring(size, CV_8U, cv::Scalar(0));
  const int m = view.margin_px;
  cv::rectangle(ring, cv::Rect(1, 1, size.width - 2, size.height - 2), cv::Scalar(255), cv::FILLED);
  cv::rectangle(ring, cv::Rect(m * 2 / 3, m * 2 / 3, size.width - 4 * m / 3, size.height - 4 * m / 3),
                cv::Scalar(0), cv::FILLED);
  const double ring_area = cv::countNonZero(ring);
  ring &= view.valid;
  view.frame_visible = ring_area > 0 ? cv::countNonZero(ring) / ring_area : 0;
  for (int c = 0; c < 3; ++c) view.frame_bgr[c] = channel_median(view.bgr, c, ring);
  return view;
}

void normalise_light(BoardView& view, const cv::Vec3d& reference) {
  if (view.frame_visible < 0.25) return;
  // The frame around the grid, in blocks along the outer part of the margin.
  const int m = view.margin_px, w = view.bgr.cols, h = view.bgr.rows, block = std::max(4, view.cell_px / 3);
  const int depth = std::max(2, m * 2 / 3 - 1);
  std::vector<cv::Rect> blocks;
  for (int x = 0; x + block <= w; x += block)
    blocks.emplace_back(x, 1, block, depth), blocks.emplace_back(x, h - 1 - depth, block, depth);
  for (int y = block; y + block <= h - block; y += block)
    blocks.emplace_back(1, y, depth, block), blocks.emplace_back(w - 1 - depth, y, depth, block);
  normalise_light_on(view, reference, blocks);
}

void normalise_light_on(BoardView& view, const cv::Vec3d& reference, const std::vector<cv::Rect>& blocks) {
  // Light falls off across a table: fit, per channel, a plane to the printed reference's colour
  // (block medians, refitted once without the worst blocks, which a piece or a hand may cover),
  // then scale every pixel so the reference looks as taught everywhere.
  const int w = view.bgr.cols, h = view.bgr.rows;
  struct Sample {
    double x, y;
    cv::Vec3d bgr;
  };
  std::vector<Sample> samples;
  auto take = [&](cv::Rect r) {
    r &= cv::Rect(0, 0, w, h);
    if (r.area() == 0 || cv::countNonZero(view.valid(r)) < r.area()) return;
    const cv::Mat patch = view.bgr(r);
    samples.push_back(
        {r.x + r.width / 2.0, r.y + r.height / 2.0,
         cv::Vec3d(channel_median(patch, 0), channel_median(patch, 1), channel_median(patch, 2))});
  };
  for (const cv::Rect& r : blocks) take(r);
  if (samples.size() < 8) {
    cv::Scalar gain;
    for (int c = 0; c < 3; ++c)
      gain[c] = std::clamp(reference[c] / std::max(8.0, view.frame_bgr[c]), 0.4, 2.5);
    cv::multiply(view.bgr, gain, view.bgr);
    return;
  }
  std::array<cv::Vec3d, 3> plane;  // per channel: a + b x + c y
  std::vector<char> use(samples.size(), 1);
  for (int pass = 0; pass < 2; ++pass) {
    for (int c = 0; c < 3; ++c) {
      cv::Mat a(0, 3, CV_64F), rhs(0, 1, CV_64F);
      for (std::size_t i = 0; i < samples.size(); ++i) {
        if (!use[i]) continue;
        a.push_back(cv::Mat(cv::Matx13d(1, samples[i].x / w, samples[i].y / h)));
        rhs.push_back(samples[i].bgr[c]);
      }
      cv::Mat sol;
      cv::solve(a, rhs, sol, cv::DECOMP_SVD);
      plane[static_cast<std::size_t>(c)] = {sol.at<double>(0), sol.at<double>(1), sol.at<double>(2)};
    }
    if (pass == 1) break;
    std::vector<double> err;
    for (const auto& s : samples) {
      double e = 0;
      for (int c = 0; c < 3; ++c) {
        const auto& p = plane[static_cast<std::size_t>(c)];
        e += std::abs(s.bgr[c] - (p[0] + p[1] * s.x / w + p[2] * s.y / h));
      }
      err.push_back(e);
    }
    std::vector<double> sorted = err;
    std::nth_element(sorted.begin(), sorted.begin() + static_cast<long>(sorted.size() * 3 / 4), sorted.end());
    const double cut = sorted[sorted.size() * 3 / 4];
    for (std::size_t i = 0; i < samples.size(); ++i) use[i] = err[i] <= cut;
  }
  cv::Mat f;
  view.bgr.convertTo(f, CV_32FC3);
  for (int y = 0; y < h; ++y) {
    cv::Vec3f* row = f.ptr<cv::Vec3f>(y);
    for (int x = 0; x < w; ++x) {
      for (int c = 0; c < 3; ++c) {
        const auto& p = plane[static_cast<std::size_t>(c)];
        const double level = std::max(8.0, p[0] + p[1] * x / w + p[2] * y / h);
        row[x][c] *= static_cast<float>(std::clamp(reference[c] / level, 0.4, 2.5));
      }
    }
  }
  f.convertTo(view.bgr, CV_8UC3);
}

bool cell_visible(const BoardView& view, int x, int y) {
  const cv::Rect r = view.cell_rect(x, y);
  const cv::Rect inner(r.x + r.width / 8, r.y + r.height / 8, r.width * 3 / 4, r.height * 3 / 4);
  return cv::countNonZero(view.valid(inner)) == inner.area();
}

CellFeatures cell_features(const BoardView& view, int x, int y, double height) {
  const cv::Rect r = view.cell_rect(x, y);
  const int c = r.width * 3 / 10;  // the central patch spans 0.6 of the cell
  const cv::Point2d seen = seen_at(view, {x + 0.5, y + 0.5}, height);
  const cv::Rect box = cv::Rect(static_cast<int>(std::lround(seen.x)) - c,
                                static_cast<int>(std::lround(seen.y)) - c, 2 * c, 2 * c) &
                       cv::Rect(0, 0, view.bgr.cols, view.bgr.rows);
  const cv::Mat patch = view.bgr(
      box.area() > c * c ? box : cv::Rect(r.x + r.width / 2 - c, r.y + r.height / 2 - c, 2 * c, 2 * c));
  const double b = channel_median(patch, 0), g = channel_median(patch, 1), rr = channel_median(patch, 2);
  const double lum = (b + g + rr) / 3, norm = lum + 12;
  cv::Mat gray;
  cv::cvtColor(patch, gray, cv::COLOR_BGR2GRAY);
  cv::Scalar mean, sd;
  cv::meanStdDev(gray, mean, sd);
  cv::Mat gx, gy;
  cv::Sobel(gray, gx, CV_32F, 1, 0);
  cv::Sobel(gray, gy, CV_32F, 0, 1);
  const double grad = (cv::mean(cv::abs(gx))[0] + cv::mean(cv::abs(gy))[0]) / 8;
  const int k = r.width / 10;
  const double centre_lum = cv::mean(gray(cv::Rect(gray.cols / 2 - k, gray.rows / 2 - k, 2 * k, 2 * k)))[0];
  const double dark = cv::countNonZero(gray < 0.55 * mean[0]) / static_cast<double>(gray.total());
  return {static_cast<float>(lum / 64),
          static_cast<float>((rr - g) / norm),
          static_cast<float>((b - (rr + g) / 2) / norm),
          static_cast<float>(sd[0] / norm),
          static_cast<float>(grad / norm),
          static_cast<float>(centre_lum / norm),
          static_cast<float>(dark)};
}

double groove(const BoardView& view, int x, int y, int dx, int dy, double height) {
  const int half_len = view.cell_px / 4;      // along the edge: the middle half
  const int reach = view.cell_px * 22 / 100;  // across the edge: room for the parallax left over
  const cv::Point2d mid = seen_at(view, {x + 0.5 + 0.5 * dx, y + 0.5 + 0.5 * dy}, height);
  const cv::Point m(static_cast<int>(std::lround(mid.x)), static_cast<int>(std::lround(mid.y)));
  cv::Rect band;
  if (dx == 1) {
    band = cv::Rect(m.x - reach, m.y - half_len, 2 * reach, 2 * half_len);
  } else {
    band = cv::Rect(m.x - half_len, m.y - reach, 2 * half_len, 2 * reach);
  }
  band &= cv::Rect(0, 0, view.bgr.cols, view.bgr.rows);
  if (band.area() == 0) return 0;
  cv::Mat gray, profile;
  cv::cvtColor(view.bgr(band), gray, cv::COLOR_BGR2GRAY);
  // Mean across the edge direction: a profile that runs across the seam.
  cv::reduce(gray, profile, dx == 1 ? 0 : 1, cv::REDUCE_AVG, CV_32F);
  if (dx != 1) profile = profile.t();
  cv::GaussianBlur(profile, profile, cv::Size(5, 1), 0);
  const float* p = profile.ptr<float>(0);
  const int n = profile.cols;
  // Running maxima from both ends: a dip is deep when both sides rise above it.
  std::vector<float> left(static_cast<std::size_t>(n)), right(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i)
    left[static_cast<std::size_t>(i)] = std::max(p[i], i ? left[static_cast<std::size_t>(i - 1)] : p[i]);
  for (int i = n - 1; i >= 0; --i) {
    right[static_cast<std::size_t>(i)] =
        std::max(p[i], i < n - 1 ? right[static_cast<std::size_t>(i + 1)] : p[i]);
  }
  double best = 0;
  for (int i = 1; i + 1 < n; ++i) {
    const double rim = std::min(left[static_cast<std::size_t>(i)], right[static_cast<std::size_t>(i)]);
    best = std::max(best, (rim - p[i]) / (rim + 12.0));
  }
  return best;
}

}  // namespace scriptorium::vision::layout
