#include "vision/live/frame_source.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include "tests/support/run_command.hpp"

namespace sv = scriptorium::vision;
using scriptorium::test::TempDir;

namespace {

cv::Mat solid(int level) { return cv::Mat(48, 64, CV_8UC3, cv::Scalar(level, level, level)); }

}  // namespace

TEST(FrameSource, FramesFolderPlaysImagesInNameOrderAtTheGivenRate) {
  TempDir dir;
  // Written out of order; played in name order.
  cv::imwrite(dir.file("b.png"), solid(100));
  cv::imwrite(dir.file("a.png"), solid(50));
  cv::imwrite(dir.file("c.png"), solid(150));
  dir.write("notes.txt", "not a frame");
  auto source = sv::open_source("frames:" + dir.path(), {10});
  std::vector<int> levels;
  std::vector<double> times;
  while (auto frame = source->next()) {
    levels.push_back(frame->image.at<cv::Vec3b>(0, 0)[0]);
    times.push_back(frame->t);
  }
  EXPECT_EQ(levels, (std::vector<int>{50, 100, 150}));
  EXPECT_EQ(times, (std::vector<double>{0.0, 0.1, 0.2}));
  EXPECT_EQ(source->end(), sv::SourceEnd::finished);
}

TEST(FrameSource, AnUnreadableFrameIsSkippedAndReported) {
  TempDir dir;
  cv::imwrite(dir.file("a.png"), solid(50));
  dir.write("b.png", "broken");
  cv::imwrite(dir.file("c.png"), solid(150));
  auto source = sv::open_source("frames:" + dir.path());
  int frames = 0;
  double last_t = 0;
  while (auto frame = source->next()) ++frames, last_t = frame->t;
  EXPECT_EQ(frames, 2);
  EXPECT_DOUBLE_EQ(last_t, 2 / 30.0);  // the broken frame keeps its time slot
  EXPECT_NE(source->warning().find("b.png"), std::string::npos);
}

TEST(FrameSource, VideoFilePlaysAtItsOwnRate) {
  TempDir dir;
  const std::string file = dir.file("clip.avi");
  cv::VideoWriter writer(file, cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), 25, {64, 48});
  ASSERT_TRUE(writer.isOpened());
  for (int i = 0; i < 5; ++i) writer.write(solid(40 * i));
  writer.release();
  auto source = sv::open_source("video:" + file);
  EXPECT_DOUBLE_EQ(source->fps(), 25);
  std::vector<double> times;
  while (auto frame = source->next()) times.push_back(frame->t);
  EXPECT_EQ(times, (std::vector<double>{0.0, 0.04, 0.08, 0.12, 0.16}));
  EXPECT_EQ(source->end(), sv::SourceEnd::finished);
}

TEST(FrameSource, BadSpecsAndMissingSourcesThrowSourceError) {
  TempDir dir;
  EXPECT_THROW(sv::open_source("frames:" + dir.file("nope")), sv::SourceError);
  EXPECT_THROW(sv::open_source("frames:" + dir.path()), sv::SourceError);  // no images
  EXPECT_THROW(sv::open_source("video:" + dir.file("nope.avi")), sv::SourceError);
  dir.write("garbage.avi", "not a video at all");
  EXPECT_THROW(sv::open_source("video:" + dir.file("garbage.avi")), sv::SourceError);
  EXPECT_THROW(sv::open_source("camera:x"), sv::SourceError);
  EXPECT_THROW(sv::open_source("camera:-1"), sv::SourceError);
  EXPECT_THROW(sv::open_source("webcam:0"), sv::SourceError);
  EXPECT_THROW(sv::open_source("demo"), sv::SourceError);
}
