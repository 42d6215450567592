// Encoding images for storage inside profiles (taught face samples): lossless PNG bytes, the
// counterpart of decode_image.
#pragma once

#include <vector>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

// Throws ImageError when OpenCV cannot encode the image (empty, unsupported depth).
std::vector<unsigned char> encode_png(const cv::Mat& image);

}  // namespace scriptorium::vision
