#include "vision/image/encode_image.hpp"

#include <opencv2/imgcodecs.hpp>

#include "vision/image/load_image.hpp"

namespace scriptorium::vision {

std::vector<unsigned char> encode_png(const cv::Mat& image) {
  std::vector<unsigned char> bytes;
  if (image.empty() || !cv::imencode(".png", image, bytes)) throw ImageError("cannot encode the image as PNG");
  return bytes;
}

}  // namespace scriptorium::vision
