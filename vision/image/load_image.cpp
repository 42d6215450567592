#include "vision/image/load_image.hpp"

#include <fstream>
#include <iterator>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {

cv::Mat decode_image(const std::vector<unsigned char>& bytes, const ImageLimits& limits) {
  if (bytes.empty()) throw ImageError("empty image file");
  if (bytes.size() > limits.max_file_bytes) throw ImageError("image file too large");
  cv::Mat image;
  try {
    image = cv::imdecode(bytes, cv::IMREAD_COLOR);
  } catch (const cv::Exception&) {
    throw ImageError("cannot decode image");
  }
  if (image.empty()) throw ImageError("not a readable image");
  if (image.cols > limits.max_side || image.rows > limits.max_side) throw ImageError("image dimensions too large");
  return image;
}

cv::Mat load_image(const std::string& path, const ImageLimits& limits) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ImageError("cannot read file");
  in.seekg(0, std::ios::end);
  const auto size = static_cast<std::size_t>(in.tellg());
  if (size > limits.max_file_bytes) throw ImageError("image file too large");
  in.seekg(0);
  std::vector<unsigned char> bytes(size);
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  if (!in) throw ImageError("cannot read file");
  return decode_image(bytes, limits);
}

}  // namespace scriptorium::vision
