#include "vision/image/affine_warp.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

namespace {

namespace sv = scriptorium::vision;

// Random images and the taught reader's kind of transforms (turns, zooms, shifts) and some
// others: every output float equal to OpenCV's, inside the source and along its replicated border.
TEST(AffineWarp, EqualsOpenCvBitForBit) {
  cv::RNG rng(20261128);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int side = rng.uniform(8, 80);
    cv::Mat src(side, side + rng.uniform(0, 9), CV_32F);
    rng.fill(src, cv::RNG::UNIFORM, -100.0, 100.0);
    const cv::Point2f centre(rng.uniform(0.f, static_cast<float>(src.cols)),
                             rng.uniform(0.f, static_cast<float>(src.rows)));
    cv::Mat m = cv::getRotationMatrix2D(centre, rng.uniform(-180.0, 180.0), rng.uniform(0.3, 1.8));
    m.at<double>(0, 2) += rng.uniform(-20.0, 20.0);
    m.at<double>(1, 2) += rng.uniform(-20.0, 20.0);
    if (trial % 5 == 0) m.at<double>(0, 1) += rng.uniform(-0.3, 0.3);  // not a similarity
    const cv::Size size(rng.uniform(1, 60), rng.uniform(1, 60));
    cv::Mat expected;
    cv::warpAffine(src, expected, m, size, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    const cv::Mat got = sv::warp_affine_linear(src, cv::Matx23d(m), size);
    ASSERT_EQ(got.size(), expected.size());
    ASSERT_EQ(got.type(), expected.type());
    EXPECT_EQ(cv::countNonZero(got != expected), 0) << "trial " << trial;
    compared += size.area();
  }
  EXPECT_GT(compared, 100000);
}

}  // namespace
