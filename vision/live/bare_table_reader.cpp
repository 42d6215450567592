#include "vision/live/bare_table_reader.hpp"

#include <utility>

namespace scriptorium::vision {

BareTableReader::BareTableReader(std::unique_ptr<FaceReader> inner, const cv::Mat& bare,
                                 BareTableOptions options)
    : inner_(std::move(inner)), options_(options) {
  if (!bare.empty()) table_.emplace(bare, options_);
}

std::vector<DieObservation> BareTableReader::read(const cv::Mat& bgr) {
  if (!table_) {
    table_.emplace(bgr, options_);
    return {};
  }
  std::vector<DieObservation> dice = inner_->read(bgr);
  std::vector<cv::Rect> boxes;
  for (const DieObservation& die : dice) boxes.push_back(die.box);
  const std::vector<bool> table = table_->table_patches(bgr, boxes);
  std::vector<DieObservation> kept;
  for (std::size_t i = 0; i < dice.size(); ++i)
    if (!table[i]) kept.push_back(std::move(dice[i]));
  return kept;
}

}  // namespace scriptorium::vision
