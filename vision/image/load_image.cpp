#include "vision/image/load_image.hpp"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {

namespace {

std::uint32_t big_endian(const unsigned char* p, int bytes) {
  std::uint32_t v = 0;
  for (int i = 0; i < bytes; ++i) v = (v << 8) | p[i];
  return v;
}

// Width and height from a PNG or JPEG header, read before decoding so a header that claims a
// gigantic image is refused without the decoder allocating for it. Other formats: nullopt.
std::optional<cv::Size> header_size(const std::vector<unsigned char>& b) {
  static constexpr unsigned char kPng[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (b.size() >= 24 && std::equal(kPng, kPng + 8, b.begin())) {
    return cv::Size(static_cast<int>(std::min<std::uint32_t>(big_endian(&b[16], 4), 1u << 30)),
                    static_cast<int>(std::min<std::uint32_t>(big_endian(&b[20], 4), 1u << 30)));
  }
  if (b.size() >= 4 && b[0] == 0xFF && b[1] == 0xD8) {
    // Walk the marker segments to the first start-of-frame (SOF0..SOF15 except DHT/JPG/DAC).
    std::size_t i = 2;
    while (i + 9 < b.size()) {
      if (b[i] != 0xFF) return std::nullopt;
      const unsigned char marker = b[i + 1];
      if (marker == 0xFF) {
        ++i;
        continue;
      }
      const std::size_t length = big_endian(&b[i + 2], 2);
      if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC) {
        return cv::Size(static_cast<int>(big_endian(&b[i + 7], 2)), static_cast<int>(big_endian(&b[i + 5], 2)));
      }
      if (length < 2) return std::nullopt;
      i += 2 + length;
    }
  }
  return std::nullopt;
}

// Only the formats cameras and phones write; OpenCV's other decoders (JPEG 2000, TIFF, PFM,
// HDR, ...) are attack surface the product does not need.
bool is_supported_format(const std::vector<unsigned char>& b) {
  auto starts = [&](std::initializer_list<unsigned char> magic, std::size_t at = 0) {
    return b.size() >= at + magic.size() && std::equal(magic.begin(), magic.end(), b.begin() + static_cast<long>(at));
  };
  return starts({0xFF, 0xD8, 0xFF}) ||                                  // JPEG
         starts({0x89, 'P', 'N', 'G'}) ||                               // PNG
         starts({'B', 'M'}) ||                                          // BMP
         (starts({'R', 'I', 'F', 'F'}) && starts({'W', 'E', 'B', 'P'}, 8));  // WebP
}

}  // namespace

cv::Mat decode_image(const std::vector<unsigned char>& bytes, const ImageLimits& limits) {
  if (bytes.empty()) throw ImageError("empty image file");
  if (bytes.size() > limits.max_file_bytes) throw ImageError("image file too large");
  if (!is_supported_format(bytes)) throw ImageError("not a JPEG, PNG, BMP or WebP image");
  if (const auto size = header_size(bytes)) {
    if (size->width <= 0 || size->height <= 0) throw ImageError("image header has no size");
    if (size->width > limits.max_side || size->height > limits.max_side) throw ImageError("image dimensions too large");
  }
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
  // A directory opens as a stream on Linux and reports an absurd size: name it for what it is.
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw ImageError("is a directory, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ImageError("cannot read file");
  in.seekg(0, std::ios::end);
  const std::streamoff end = in.tellg();
  if (end < 0) throw ImageError("cannot read file");
  const auto size = static_cast<std::size_t>(end);
  if (size > limits.max_file_bytes) throw ImageError("image file too large");
  in.seekg(0);
  std::vector<unsigned char> bytes(size);
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  if (!in) throw ImageError("cannot read file");
  return decode_image(bytes, limits);
}

}  // namespace scriptorium::vision
