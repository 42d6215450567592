#include "vision/dice/bare_table.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {

namespace {

constexpr int kMinSide = 6;  // pixels of the compared box, at the compared scale

cv::Mat grey_of(const cv::Mat& image, const char* what) {
  if (image.empty()) throw std::invalid_argument(std::string(what) + ": an empty image");
  if (image.depth() != CV_8U || (image.channels() != 1 && image.channels() != 3))
    throw std::invalid_argument(std::string(what) + ": not an 8-bit grey or BGR image");
  if (image.channels() == 1) return image;
  cv::Mat grey;
  cv::cvtColor(image, grey, cv::COLOR_BGR2GRAY);
  return grey;
}

}  // namespace

BareTable::BareTable(const cv::Mat& bare, BareTableOptions options) : options_(options) {
  const cv::Mat grey = grey_of(bare, "bare table");
  const double scale =
      std::min(1.0, std::max(options_.side, 1) / static_cast<double>(std::max(grey.cols, grey.rows)));
  const cv::Size size(std::max(1, static_cast<int>(std::lround(grey.cols * scale))),
                      std::max(1, static_cast<int>(std::lround(grey.rows * scale))));
  cv::resize(grey, bare_, size, 0, 0, cv::INTER_AREA);
}

cv::Mat BareTable::small_grey(const cv::Mat& roll) const {
  cv::Mat small;
  cv::resize(grey_of(roll, "roll"), small, bare_.size(), 0, 0, cv::INTER_AREA);
  return small;
}

float BareTable::resemblance(const cv::Mat& roll, const DieReading& die) const {
  return resemblance_in(small_grey(roll), roll.size(), die.box);
}

float BareTable::resemblance_in(const cv::Mat& roll_small, cv::Size roll_size,
                                const cv::Rect& die_box) const {
  const double sx = static_cast<double>(bare_.cols) / roll_size.width;
  const double sy = static_cast<double>(bare_.rows) / roll_size.height;
  const cv::Rect frame(0, 0, bare_.cols, bare_.rows);
  const cv::Rect box =
      cv::Rect(static_cast<int>(std::lround(die_box.x * sx)), static_cast<int>(std::lround(die_box.y * sy)),
               static_cast<int>(std::lround(die_box.width * sx)),
               static_cast<int>(std::lround(die_box.height * sy))) &
      frame;
  if (box.width < kMinSide || box.height < kMinSide) return -1.f;
  const cv::Mat patch = roll_small(box);
  cv::Scalar mean, sd;
  cv::meanStdDev(patch, mean, sd);
  if (sd[0] < 1.0) return -1.f;  // a flat patch correlates with anything flat
  const int rx = static_cast<int>(std::lround(static_cast<double>(options_.reach) * bare_.cols));
  const int ry = static_cast<int>(std::lround(static_cast<double>(options_.reach) * bare_.rows));
  const cv::Rect window = cv::Rect(box.x - rx, box.y - ry, box.width + 2 * rx, box.height + 2 * ry) & frame;
  cv::Mat scores;
  cv::matchTemplate(bare_(window), patch, scores, cv::TM_CCOEFF_NORMED);
  double best = -1.0;
  cv::minMaxLoc(scores, nullptr, &best);
  return std::isfinite(best) ? static_cast<float>(best) : -1.f;
}

std::vector<bool> BareTable::table_patches(const cv::Mat& roll, const std::vector<cv::Rect>& boxes) const {
  std::vector<bool> table(boxes.size(), false);
  if (boxes.empty()) return table;
  const cv::Mat small = small_grey(roll);
  for (std::size_t i = 0; i < boxes.size(); ++i)
    table[i] = resemblance_in(small, roll.size(), boxes[i]) >= options_.min_correlation;
  return table;
}

}  // namespace scriptorium::vision
