// Hostile and unusual image files: a clear ImageError or an empty result, never a crash.
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "tests/support/run_command.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/image/load_image.hpp"

namespace sv = scriptorium::vision;
using scriptorium::test::TempDir;

namespace {

std::string write_bytes(const TempDir& dir, const std::string& name, const std::vector<unsigned char>& bytes) {
  const std::string path = dir.file(name);
  std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()),
                                               static_cast<std::streamsize>(bytes.size()));
  return path;
}

// A PNG whose header claims 20000 x 20000 pixels but whose pixel data is cut short.
std::vector<unsigned char> huge_png_header() {
  cv::Mat small(8, 8, CV_8UC3, cv::Scalar(10, 20, 30));
  std::vector<unsigned char> png;
  cv::imencode(".png", small, png);
  // IHDR data starts at byte 16: width and height, big-endian.
  const unsigned v = 20000;
  for (int i = 0; i < 2; ++i) {
    png[16 + 4 * i] = static_cast<unsigned char>(v >> 24);
    png[17 + 4 * i] = static_cast<unsigned char>((v >> 16) & 0xff);
    png[18 + 4 * i] = static_cast<unsigned char>((v >> 8) & 0xff);
    png[19 + 4 * i] = static_cast<unsigned char>(v & 0xff);
  }
  return png;
}

}  // namespace

TEST(VisionImageInput, TextFileIsRejected) {
  TempDir dir;
  dir.write("notes.jpg", "this is not an image\n");
  EXPECT_THROW(sv::load_image(dir.file("notes.jpg")), sv::ImageError);
}

TEST(VisionImageInput, EmptyFileIsRejected) {
  TempDir dir;
  dir.write("empty.png", "");
  EXPECT_THROW(sv::load_image(dir.file("empty.png")), sv::ImageError);
}

TEST(VisionImageInput, MissingFileIsRejected) {
  EXPECT_THROW(sv::load_image("/nonexistent/dir/roll.jpg"), sv::ImageError);
}

TEST(VisionImageInput, TruncatedHugePngIsRejectedWithoutCrash) {
  TempDir dir;
  const std::string path = write_bytes(dir, "huge.png", huge_png_header());
  EXPECT_THROW(sv::load_image(path), sv::ImageError);
}

TEST(VisionImageInput, OnePixelImageReadsAsNoDice) {
  TempDir dir;
  cv::imwrite(dir.file("one.png"), cv::Mat(1, 1, CV_8UC3, cv::Scalar(200, 200, 200)));
  const cv::Mat image = sv::load_image(dir.file("one.png"));
  sv::DiceReader reader;
  const sv::DiceObservation obs = reader.read(image);
  EXPECT_EQ(obs.width, 1);
  EXPECT_EQ(obs.height, 1);
  EXPECT_TRUE(obs.dice.empty());
}

TEST(VisionImageInput, GrayscaleAndSixteenBitPngsDecodeToEightBitColour) {
  TempDir dir;
  cv::Mat gray(40, 50, CV_8UC1, cv::Scalar(90));
  cv::Mat deep(40, 50, CV_16UC3, cv::Scalar(60000, 1000, 30000));
  cv::imwrite(dir.file("gray.png"), gray);
  cv::imwrite(dir.file("deep.png"), deep);
  for (const char* name : {"gray.png", "deep.png"}) {
    const cv::Mat image = sv::load_image(dir.file(name));
    EXPECT_EQ(image.type(), CV_8UC3) << name;
    EXPECT_EQ(image.cols, 50) << name;
    sv::DiceReader reader;
    EXPECT_NO_THROW(reader.read(image)) << name;
  }
}

TEST(VisionImageInput, UniformImageHasNoDice) {
  sv::DiceReader reader;
  for (const cv::Scalar& colour : {cv::Scalar(0, 0, 0), cv::Scalar(255, 255, 255), cv::Scalar(30, 120, 200)}) {
    EXPECT_TRUE(reader.read(cv::Mat(480, 640, CV_8UC3, colour)).dice.empty());
  }
}

TEST(VisionImageInput, ExtremeAspectRatiosDoNotCrash) {
  sv::DiceReader reader;
  EXPECT_NO_THROW(reader.read(cv::Mat(8, 4000, CV_8UC3, cv::Scalar(100, 100, 100))));
  EXPECT_NO_THROW(reader.read(cv::Mat(4000, 9, CV_8UC3, cv::Scalar(100, 100, 100))));
}
