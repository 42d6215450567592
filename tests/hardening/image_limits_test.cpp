// Images claiming absurd sizes are refused from their header, before any decoder allocates.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include <opencv2/imgcodecs.hpp>

#include "tests/support/run_command.hpp"
#include "vision/image/load_image.hpp"

namespace sv = scriptorium::vision;

namespace {

std::vector<unsigned char> encode(const std::string& ext, int w, int h) {
  cv::Mat image(h, w, CV_8UC3, cv::Scalar(40, 90, 200));
  std::vector<unsigned char> bytes;
  cv::imencode(ext, image, bytes);
  return bytes;
}

void put_be(std::vector<unsigned char>& b, std::size_t at, std::uint32_t v, int bytes) {
  for (int i = bytes - 1; i >= 0; --i, v >>= 8) b[at + static_cast<std::size_t>(i)] = static_cast<unsigned char>(v & 0xFF);
}

std::string load_error_of(const std::string& path) {
  try {
    sv::load_image(path);
  } catch (const sv::ImageError& e) {
    return e.what();
  }
  return "decoded";
}

std::string error_of(const std::vector<unsigned char>& bytes, const sv::ImageLimits& limits = {}) {
  try {
    sv::decode_image(bytes, limits);
  } catch (const sv::ImageError& e) {
    return e.what();
  }
  return "decoded";
}

}  // namespace

TEST(ImageLimits, OrdinaryImagesDecode) {
  for (const char* ext : {".png", ".jpg", ".bmp", ".webp"}) EXPECT_EQ(error_of(encode(ext, 64, 48)), "decoded") << ext;
}

TEST(ImageLimits, OtherFormatsAreRefusedUndecoded) {
  EXPECT_EQ(error_of(encode(".tiff", 16, 16)), "not a JPEG, PNG, BMP or WebP image");
  EXPECT_EQ(error_of(encode(".ppm", 16, 16)), "not a JPEG, PNG, BMP or WebP image");
}

TEST(ImageLimits, PngHeaderClaimingAHugeImageIsRefused) {
  auto png = encode(".png", 8, 6);
  put_be(png, 16, 60000, 4);  // IHDR width
  put_be(png, 20, 60000, 4);  // IHDR height
  EXPECT_EQ(error_of(png), "image dimensions too large");
}

TEST(ImageLimits, JpegFrameClaimingAHugeImageIsRefused) {
  auto jpg = encode(".jpg", 8, 6);
  // Find the baseline start-of-frame marker and rewrite its height and width.
  for (std::size_t i = 2; i + 8 < jpg.size(); ++i) {
    if (jpg[i] == 0xFF && jpg[i + 1] == 0xC0) {
      put_be(jpg, i + 5, 50000, 2);
      put_be(jpg, i + 7, 50000, 2);
      break;
    }
  }
  EXPECT_EQ(error_of(jpg), "image dimensions too large");
}

TEST(ImageLimits, TheSideLimitIsConfigurable) {
  const auto png = encode(".png", 300, 200);
  EXPECT_EQ(error_of(png, {1u << 20, 256}), "image dimensions too large");
  EXPECT_EQ(error_of(png, {1u << 20, 300}), "decoded");
  EXPECT_EQ(error_of(png, {100, 4096}), "image file too large");
}

TEST(ImageLimits, GarbageAndEmptyInputsAreErrors) {
  EXPECT_EQ(error_of({}), "empty image file");
  EXPECT_EQ(error_of(std::vector<unsigned char>(100, 0x42)), "not a JPEG, PNG, BMP or WebP image");
  auto broken = encode(".png", 8, 6);
  std::fill(broken.begin() + 8, broken.end(), 0);  // right magic, zeroed header
  EXPECT_EQ(error_of(broken), "image header has no size");
  auto garbled = encode(".jpg", 8, 6);
  std::fill(garbled.begin() + 3, garbled.end(), 0);  // JPEG magic, no frame after it
  EXPECT_EQ(error_of(garbled), "not a readable image");
  auto png = encode(".png", 8, 6);
  png.resize(40);  // cut inside the image data
  EXPECT_NE(error_of(png), "decoded");
}

// Files: a folder given where an image belongs, a missing file, an empty one, and one that reads.
TEST(ImageLimits, LoadingNamesWhatIsWrongWithTheFile) {
  const scriptorium::test::TempDir dir;
  EXPECT_EQ(load_error_of(dir.path()), "is a directory, not a file");
  EXPECT_EQ(load_error_of(dir.file("missing.png")), "cannot read file");
  dir.write("empty.png", "");
  EXPECT_EQ(load_error_of(dir.file("empty.png")), "empty image file");
  ASSERT_TRUE(cv::imwrite(dir.file("die.png"), cv::Mat(6, 8, CV_8UC3, cv::Scalar(40, 90, 200))));
  EXPECT_EQ(load_error_of(dir.file("die.png")), "decoded");
}
