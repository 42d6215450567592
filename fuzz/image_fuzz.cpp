// Any bytes as an image file -> decode_image: only ImageError may escape.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "vision/image/load_image.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Small side limit: a fuzzer-made header claiming a huge image must be refused, not allocated.
  const scriptorium::vision::ImageLimits limits{1u << 20, 2048};
  try {
    (void)scriptorium::vision::decode_image(std::vector<unsigned char>(data, data + size), limits);
  } catch (const scriptorium::vision::ImageError&) {
  }
  return 0;
}
