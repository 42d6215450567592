// A FaceReader that drops the dice the bare table shows too (vision/dice/bare_table.hpp): on a
// printed cloth or a speckled table the networks take some patches of the table for dice, and
// `watch` would report them in every roll. The bare table is a photo of the empty table, the
// first frame the watch reads (the table is empty when watching starts), or the frame read when a
// player says the table is empty (set_table). A frame read as no dice is the bare table from then
// on.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/bare_table.hpp"
#include "vision/live/face_reader.hpp"

namespace scriptorium::vision {

class BareTableReader : public FaceReader {
 public:
  // `bare`: the empty table, as the frames `read` gets see it; empty: the first frame read is.
  // Throws std::invalid_argument for a bare table BareTable refuses.
  BareTableReader(std::unique_ptr<FaceReader> inner, const cv::Mat& bare = {}, BareTableOptions options = {});
  // Without a bare table until set_table: until then frames are read as `inner` reads them.
  static std::unique_ptr<BareTableReader> until_told(std::unique_ptr<FaceReader> inner,
                                                     BareTableOptions options = {});

  // The table is empty now, as `bare` shows it (seen as the frames `read` gets): the bare table
  // from now on. Throws std::invalid_argument as the constructor does (the bare table known
  // before is kept).
  void set_table(const cv::Mat& bare);

  // The first frame, when it is the bare table, reads as no dice. A frame whose every report the
  // bare table shows (the empty table) replaces it.
  std::vector<DieObservation> read(const cv::Mat& bgr) override;

 private:
  std::unique_ptr<FaceReader> inner_;
  BareTableOptions options_;
  std::optional<BareTable> table_;
  bool first_frame_is_bare_ = true;  // while there is no table_
};

}  // namespace scriptorium::vision
