#include "vision/live/bare_table_reader.hpp"

#include <utility>

namespace scriptorium::vision {

BareTableReader::BareTableReader(std::unique_ptr<FaceReader> inner, const cv::Mat& bare,
                                 BareTableOptions options)
    : inner_(std::move(inner)), options_(options) {
  if (!bare.empty()) table_.emplace(bare, options_);
}

std::unique_ptr<BareTableReader> BareTableReader::until_told(std::unique_ptr<FaceReader> inner,
                                                             BareTableOptions options) {
  auto reader = std::make_unique<BareTableReader>(std::move(inner), cv::Mat(), options);
  reader->first_frame_is_bare_ = false;
  return reader;
}

void BareTableReader::set_table(const cv::Mat& bare) {
  table_ = BareTable(bare, options_);  // made first: a refused photo keeps the table known
}

std::vector<DieObservation> BareTableReader::read(const cv::Mat& bgr) {
  if (!table_) {
    if (!first_frame_is_bare_) return inner_->read(bgr);
    table_.emplace(bgr, options_);
    return {};
  }
  std::vector<DieObservation> dice = inner_->read(bgr);
  table_->drop_table_patches(bgr, dice);
  // Nothing but the table: it is the bare table as it looks now, so the comparison follows the
  // light and a camera or cloth that creeps during an evening.
  if (dice.empty()) table_.emplace(bgr, options_);
  return dice;
}

}  // namespace scriptorium::vision
