// The watch's bare table (vision/live/bare_table_reader): the dice its inner reader reports that
// the empty table shows too are dropped; the bare table is a photo, the first frame read, or the
// frame read when told.
#include "vision/live/bare_table_reader.hpp"

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <vector>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "tests/support/texture.hpp"

namespace sv = scriptorium::vision;
using scriptorium::test::table_texture;

namespace {

// Reports the same boxes on every frame and counts the frames it read.
class FixedReader : public sv::FaceReader {
 public:
  FixedReader(std::vector<cv::Rect> boxes, int& reads) : boxes_(std::move(boxes)), reads_(reads) {}
  std::vector<sv::DieObservation> read(const cv::Mat&) override {
    ++reads_;
    std::vector<sv::DieObservation> dice;
    for (const cv::Rect& box : boxes_) {
      sv::DieObservation die;
      die.value = 3;
      die.box = box;
      die.center = (box.tl() + box.br()) * 0.5;
      dice.push_back(die);
    }
    return dice;
  }

 private:
  std::vector<cv::Rect> boxes_;
  int& reads_;
};

const cv::Rect kPatch(60, 80, 40, 40);  // a patch of the table the reader takes for a die
const cv::Rect kDie(200, 140, 40, 40);  // a die, which the bare table does not show

struct Table {
  cv::Mat bare = table_texture({320, 240}, 7);
  cv::Mat roll = [this] {
    cv::Mat r = bare.clone();
    cv::rectangle(r, kDie, cv::Scalar(240, 240, 240), cv::FILLED);
    cv::circle(r, (kDie.tl() + kDie.br()) / 2, 5, cv::Scalar(20, 20, 20), cv::FILLED);
    return r;
  }();
};

}  // namespace

TEST(BareTableReader, DropsWhatTheBarePhotoShows) {
  const Table table;
  int reads = 0;
  sv::BareTableReader reader(std::make_unique<FixedReader>(std::vector{kPatch, kDie}, reads), table.bare);
  const auto dice = reader.read(table.roll);
  ASSERT_EQ(dice.size(), 1u);
  EXPECT_EQ(dice[0].box, kDie);
  EXPECT_EQ(reads, 1);
}

TEST(BareTableReader, TakesTheFirstFrameReadAsTheBareTable) {
  const Table table;
  int reads = 0;
  sv::BareTableReader reader(std::make_unique<FixedReader>(std::vector{kPatch, kDie}, reads));
  EXPECT_TRUE(reader.read(table.bare).empty()) << "the first frame is the empty table";
  EXPECT_EQ(reads, 0) << "the empty table needs no reading";
  const auto dice = reader.read(table.roll);
  ASSERT_EQ(dice.size(), 1u);
  EXPECT_EQ(dice[0].box, kDie);
  // Later frames are read against the first, not taken as the bare table again.
  EXPECT_EQ(reader.read(table.roll).size(), 1u);
  EXPECT_EQ(reads, 2);
}

// Waiting to be told (the app's "empty table" button): frames are read as the inner reader reads
// them, and once told, against the table as it was then.
TEST(BareTableReader, ToldTheTableIsEmptyItDropsWhatTheTableShowedThen) {
  const Table table;
  int reads = 0;
  const auto reader =
      sv::BareTableReader::until_told(std::make_unique<FixedReader>(std::vector{kPatch, kDie}, reads));
  EXPECT_EQ(reader->read(table.bare).size(), 2u) << "not told yet: the frame is no bare table";
  EXPECT_EQ(reader->read(table.roll).size(), 2u);
  reader->set_table(table.bare);
  const auto dice = reader->read(table.roll);
  ASSERT_EQ(dice.size(), 1u);
  EXPECT_EQ(dice[0].box, kDie);
  EXPECT_EQ(reads, 3);
  EXPECT_THROW(reader->set_table(cv::Mat()), std::invalid_argument);
  EXPECT_EQ(reader->read(table.roll).size(), 1u) << "a refused photo keeps the table known";
}

TEST(BareTableReader, KeepsEveryDieOnAnotherTable) {
  const Table table;
  int reads = 0;
  sv::BareTableReader reader(std::make_unique<FixedReader>(std::vector{kPatch, kDie}, reads),
                             table_texture({320, 240}, 8));
  EXPECT_EQ(reader.read(table.roll).size(), 2u);
}

// A cloth that creeps (10 pixels between two still moments, 80 in all, further than the 48 the
// comparison searches): each frame read as the empty table becomes the bare table, so the patches
// the reader takes for dice are found again every time; a die put down afterwards is reported,
// and that frame does not become the bare table.
TEST(BareTableReader, FollowsACreepingClothThroughTheFramesItSeesEmpty) {
  const Table table;
  const auto shifted = [](const cv::Mat& image, int dx) {
    const cv::Mat moved = (cv::Mat_<double>(2, 3) << 1, 0, dx, 0, 1, 0);
    cv::Mat out;
    cv::warpAffine(image, out, moved, image.size(), cv::INTER_LINEAR, cv::BORDER_REFLECT);
    return out;
  };
  int reads = 0;
  sv::BareTableReader reader(std::make_unique<FixedReader>(std::vector{kPatch, kDie}, reads), table.bare);
  for (int dx = 10; dx <= 80; dx += 10)
    EXPECT_TRUE(reader.read(shifted(table.bare, dx)).empty()) << "the cloth moved by " << dx;
  cv::Mat roll = shifted(table.bare, 80);
  cv::rectangle(roll, kDie, cv::Scalar(240, 240, 240), cv::FILLED);
  cv::circle(roll, (kDie.tl() + kDie.br()) / 2, 5, cv::Scalar(20, 20, 20), cv::FILLED);
  for (int i = 0; i < 2; ++i) {
    const auto dice = reader.read(roll);
    ASSERT_EQ(dice.size(), 1u) << "read " << i;
    EXPECT_EQ(dice[0].box, kDie);
  }
  // Without the frames between, the first photo no longer shows the patches where they now lie.
  sv::BareTableReader first_photo_only(std::make_unique<FixedReader>(std::vector{kPatch, kDie}, reads),
                                       table.bare);
  EXPECT_EQ(first_photo_only.read(shifted(table.bare, 80)).size(), 2u);
}

TEST(BareTableReader, RefusesAnUnusableBarePhoto) {
  int reads = 0;
  EXPECT_THROW(sv::BareTableReader(std::make_unique<FixedReader>(std::vector<cv::Rect>{}, reads),
                                   cv::Mat(240, 320, CV_32FC3)),
               std::invalid_argument);
}
