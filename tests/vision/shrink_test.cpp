// shrink_area: the same image as one cv::INTER_AREA resize, up to rounding.
#include <cstdint>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/image/shrink.hpp"

namespace sv = scriptorium::vision;

namespace {

cv::Mat noise(cv::Size size, int seed) {
  cv::Mat m(size, CV_8UC3);
  cv::RNG rng(static_cast<std::uint64_t>(seed));
  rng.fill(m, cv::RNG::UNIFORM, 0, 256);
  return m;
}

cv::Mat area(const cv::Mat& image, cv::Size size) {
  cv::Mat out;
  cv::resize(image, out, size, 0, 0, cv::INTER_AREA);
  return out;
}

double max_difference(const cv::Mat& a, const cv::Mat& b) {
  double max = 0;
  cv::Mat diff;
  cv::absdiff(a, b, diff);
  cv::minMaxLoc(diff.reshape(1), nullptr, &max);
  return max;
}

}  // namespace

TEST(ShrinkArea, IntegerScalesMatchOneAreaResizeUpToRounding) {
  const cv::Mat image = noise({1280, 960}, 1);
  for (const cv::Size size : {cv::Size(640, 480), cv::Size(320, 240), cv::Size(160, 120)}) {
    const cv::Mat fast = sv::shrink_area(image, size);
    ASSERT_EQ(fast.size(), size);
    ASSERT_EQ(fast.type(), image.type());
    EXPECT_LE(max_difference(fast, area(image, size)), 1.0) << size;
  }
}

TEST(ShrinkArea, OddSizesAreOneAreaResize) {
  const cv::Mat image = noise({1281, 961}, 2);
  const cv::Size size(320, 240);
  EXPECT_EQ(max_difference(sv::shrink_area(image, size), area(image, size)), 0.0);
}

TEST(ShrinkArea, OtherScalesStayCloseToOneAreaResize) {
  // A smooth photo-like image: a gradient with soft blobs (noise would exaggerate the rounding).
  cv::Mat image(960, 1280, CV_8UC3);
  for (int y = 0; y < image.rows; ++y)
    for (int x = 0; x < image.cols; ++x)
      image.at<cv::Vec3b>(y, x) = cv::Vec3b(static_cast<uchar>(x / 5), static_cast<uchar>(y / 4), 128);
  for (int i = 0; i < 12; ++i)
    cv::circle(image, {100 + 90 * i, 200 + 40 * i}, 30, cv::Scalar(20 * i, 255 - 20 * i, 60), cv::FILLED);
  cv::GaussianBlur(image, image, {0, 0}, 2.0);
  const cv::Size size(300, 225);  // 1280 / 300: halved twice, then 320 -> 300
  const cv::Mat fast = sv::shrink_area(image, size);
  ASSERT_EQ(fast.size(), size);
  cv::Mat diff;
  cv::absdiff(fast, area(image, size), diff);
  EXPECT_LT(cv::mean(diff.reshape(1))[0], 1.0);
}

TEST(ShrinkArea, SameSizeIsACopy) {
  const cv::Mat image = noise({64, 48}, 3);
  const cv::Mat out = sv::shrink_area(image, image.size());
  EXPECT_NE(out.data, image.data);
  EXPECT_EQ(max_difference(out, image), 0.0);
}
