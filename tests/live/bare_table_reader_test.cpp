// The watch's bare table (vision/live/bare_table_reader): the dice its inner reader reports that
// the empty table shows too are dropped; the bare table is a photo or the first frame read.
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

TEST(BareTableReader, KeepsEveryDieOnAnotherTable) {
  const Table table;
  int reads = 0;
  sv::BareTableReader reader(std::make_unique<FixedReader>(std::vector{kPatch, kDie}, reads),
                             table_texture({320, 240}, 8));
  EXPECT_EQ(reader.read(table.roll).size(), 2u);
}

TEST(BareTableReader, RefusesAnUnusableBarePhoto) {
  int reads = 0;
  EXPECT_THROW(sv::BareTableReader(std::make_unique<FixedReader>(std::vector<cv::Rect>{}, reads),
                                   cv::Mat(240, 320, CV_32FC3)),
               std::invalid_argument);
}
