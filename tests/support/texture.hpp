// A made-up table for the bare-table tests: grey noise blurred to dots of a few pixels, a pattern
// that is the same wherever the same seed draws it and unlike any other seed's.
#pragma once

#include <cstdint>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::test {

inline cv::Mat table_texture(cv::Size size, std::uint64_t seed) {
  cv::Mat noise(size, CV_8UC3);
  cv::RNG rng(seed);
  rng.fill(noise, cv::RNG::UNIFORM, 0, 256);
  cv::GaussianBlur(noise, noise, cv::Size(0, 0), 2.0);
  cv::normalize(noise, noise, 0, 255, cv::NORM_MINMAX);
  return noise;
}

}  // namespace scriptorium::test
