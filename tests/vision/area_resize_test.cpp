#include "vision/image/area_resize.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

namespace {

namespace sv = scriptorium::vision;

cv::Mat opencv_area(const cv::Mat& src, double fx, double fy) {
  cv::Mat out;
  cv::resize(src, out, cv::Size(), fx, fy, cv::INTER_AREA);
  return out;
}

cv::Mat opencv_area(const cv::Mat& src, cv::Size size) {
  cv::Mat out;
  cv::resize(src, out, size, 0, 0, cv::INTER_AREA);
  return out;
}

// Equal bytes, compared as one channel so that a difference in any channel counts.
void expect_same(const cv::Mat& got, const cv::Mat& expected, int trial) {
  ASSERT_EQ(got.size(), expected.size()) << "trial " << trial;
  ASSERT_EQ(got.type(), expected.type()) << "trial " << trial;
  EXPECT_EQ(cv::countNonZero(got.reshape(1) != expected.reshape(1)), 0) << "trial " << trial;
}

// Noise, smooth gradients and flat patches (whose sums land near halves), in windows cut from a
// larger image as the up-face finder cuts them (rows not contiguous, the last pixel at the end of
// the buffer), shrunk by the up-face finder's factors (40 / die size) and others: every byte equal
// to OpenCV's general area resize. Every fifth trial asks for a size (as the face crops do, 40 or
// 64 pixels) instead of factors.
TEST(AreaResize, EqualsOpenCvBitForBit) {
  cv::RNG rng(20261129);
  int compared = 0;
  for (int trial = 0; trial < 400; ++trial) {
    cv::Mat image(rng.uniform(10, 260), rng.uniform(10, 260), CV_8UC3);
    switch (trial % 3) {
      case 0:
        rng.fill(image, cv::RNG::UNIFORM, 0, 256);
        break;
      case 1:
        for (int y = 0; y < image.rows; ++y)
          for (int x = 0; x < image.cols; ++x)
            image.at<cv::Vec3b>(y, x) =
                cv::Vec3b(cv::saturate_cast<uchar>(x), cv::saturate_cast<uchar>(y * 2),
                          cv::saturate_cast<uchar>(x + y));
        break;
      default:
        image.setTo(cv::Scalar(rng.uniform(0, 256), rng.uniform(0, 256), rng.uniform(0, 256)));
        cv::rectangle(image, {image.cols / 3, image.rows / 4, image.cols / 2, image.rows / 2},
                      cv::Scalar(rng.uniform(0, 256), 255, 0), cv::FILLED);
    }
    // A window reaching the image's bottom right corner every fourth trial.
    const int w = rng.uniform(3, image.cols + 1), h = rng.uniform(3, image.rows + 1);
    const cv::Rect window = trial % 4 == 0 ? cv::Rect(image.cols - w, image.rows - h, w, h)
                                           : cv::Rect(rng.uniform(0, image.cols - w + 1),
                                                      rng.uniform(0, image.rows - h + 1), w, h);
    const double fx = trial % 2 == 0 ? 40.0 / rng.uniform(40.0, 200.0) : rng.uniform(0.05, 1.0);
    const double fy = trial % 2 == 0 ? fx : rng.uniform(0.05, 1.0);
    const cv::Mat src = image(window);
    if (trial % 5 == 3) {
      const cv::Size size(rng.uniform(1, src.cols + 1), rng.uniform(1, src.rows + 1));
      const cv::Mat got = sv::resize_area(src, size);
      expect_same(got, opencv_area(src, size), trial);
      compared += got.size().area();
      continue;
    }
    if (cv::saturate_cast<int>(src.cols * fx) < 1 || cv::saturate_cast<int>(src.rows * fy) < 1) continue;
    const cv::Mat got = sv::resize_area(src, fx, fy);
    expect_same(got, opencv_area(src, fx, fy), trial);
    compared += got.size().area();
  }
  EXPECT_GT(compared, 200000);
}

// What the vector path does not take (one channel, whole-number shrinks, enlargements) is
// OpenCV's own result.
TEST(AreaResize, OtherCasesAreOpenCvs) {
  cv::Mat colour(90, 120, CV_8UC3), grey(90, 120, CV_8UC1);
  cv::randu(colour, 0, 256);
  cv::randu(grey, 0, 256);
  expect_same(sv::resize_area(grey, 0.37, 0.37), opencv_area(grey, 0.37, 0.37), 0);
  expect_same(sv::resize_area(colour, 0.5, 0.5), opencv_area(colour, 0.5, 0.5), 1);
  expect_same(sv::resize_area(colour, 1.7, 1.3), opencv_area(colour, 1.7, 1.3), 2);
  expect_same(sv::resize_area(colour, 1.0, 1.0), colour, 3);
  expect_same(sv::resize_area(colour, cv::Size(40, 30)), opencv_area(colour, cv::Size(40, 30)), 4);
  expect_same(sv::resize_area(colour, cv::Size(120, 90)), colour, 5);
}

}  // namespace
