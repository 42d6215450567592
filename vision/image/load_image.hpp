// Loading untrusted image files: size and format are checked before and after decoding, so a
// hostile or broken file yields an ImageError naming the problem, never a crash or a huge
// allocation.
#pragma once

#include <stdexcept>
#include <string>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

class ImageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ImageLimits {
  std::size_t max_file_bytes = 64u << 20;  // 64 MiB
  int max_side = 12000;                    // pixels
};

// Decodes a JPEG/PNG/BMP/... file into an 8-bit BGR image.
cv::Mat load_image(const std::string& path, const ImageLimits& limits = {});

// Decodes encoded bytes already in memory (same checks).
cv::Mat decode_image(const std::vector<unsigned char>& bytes, const ImageLimits& limits = {});

}  // namespace scriptorium::vision
