// The bare table: a photo of the empty table, taken with the same camera before the roll, tells
// the table's own pattern from dice. On printed cloths and speckled tables the networks take some
// patches of the table for dice (docs/accuracy.md, "The bare table's photo"); such a report's box
// is found again on the bare table's photo near its place, where a die's is not.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/die_reading.hpp"

namespace scriptorium::vision {

struct BareTableOptions {
  // A report whose box correlates at least this well (normalised, 1 = the same patch) with the
  // bare table is the table's. Chosen on tuning scenes (docs/accuracy.md).
  float min_correlation = 0.9f;
  // How far from the report's place the bare photo is searched, as a share of the photo's width
  // and height: how far the camera may have moved since the bare photo.
  float reach = 0.15f;
  // Both photos are compared shrunk to this many pixels along their longer side (never enlarged):
  // faster, the same work for any camera, and less of the noise that differs between two photos.
  // 320: half of the 640 x 640 scenes it was tuned on.
  int side = 320;
};

class BareTable {
 public:
  // `bare`: the empty table, 8-bit BGR or grey, any size: each roll is shrunk to the size the bare
  // photo is compared at, so the camera's pixels may differ, not its framing.
  // Throws std::invalid_argument when it is empty or of another pixel type.
  explicit BareTable(const cv::Mat& bare, BareTableOptions options = {});

  // The dice of `obs`, read from `roll`, that the bare table shows too, removed.
  void drop_table_patches(const cv::Mat& roll, DiceObservation& obs) const {
    drop_table_patches(roll, obs.dice);
  }
  // Likewise for any dice with a `box` in the roll's pixels (the watch's observations too).
  template <class Die>
  void drop_table_patches(const cv::Mat& roll, std::vector<Die>& dice) const;

  // For each box of `roll` (a die's, in the roll's pixels), whether the bare table shows it too.
  std::vector<bool> table_patches(const cv::Mat& roll, const std::vector<cv::Rect>& boxes) const;

  // The best correlation of the die's box with the bare table near its place; -1 when too little
  // of the box lies in the photo to compare, or it is flat.
  float resemblance(const cv::Mat& roll, const DieReading& die) const;

  // The bare photo as it is compared: grey, shrunk to the options' side. What a profile keeps
  // (`calibrate table`): BareTable(compared()) with the same options compares the same.
  const cv::Mat& compared() const noexcept { return bare_; }

 private:
  cv::Mat small_grey(const cv::Mat& roll) const;  // `roll` as grey at the bare photo's compared size
  float resemblance_in(const cv::Mat& roll_small, cv::Size roll_size, const cv::Rect& die_box) const;

  BareTableOptions options_;
  cv::Mat bare_;  // grey, 8-bit, its longer side at most options_.side
};

template <class Die>
void BareTable::drop_table_patches(const cv::Mat& roll, std::vector<Die>& dice) const {
  std::vector<cv::Rect> boxes;
  for (const Die& d : dice) boxes.push_back(d.box);
  const std::vector<bool> table = table_patches(roll, boxes);
  std::vector<Die> kept;  // not compacted in place: a die moved onto itself would lose its strings
  for (std::size_t i = 0; i < dice.size(); ++i)
    if (!table[i]) kept.push_back(std::move(dice[i]));
  dice = std::move(kept);
}

}  // namespace scriptorium::vision
