// The reader a watch of one table runs, chosen by name (`scriptorium watch --reader`, the app's
// live table): the learned reader or the pip reader, behind a BareTableReader that knows the
// empty table from the start, from the first frame, or once told (set_table), so `watch` and the
// app read a table alike.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <opencv2/core.hpp>

#include "vision/dice/dice_evaluation.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/live/bare_table_reader.hpp"
#include "vision/live/face_reader.hpp"

namespace scriptorium::vision {

struct WatchReaderOptions {
  std::string reader = "learned";  // learned, or pips (light dice on a dark table)
  DiceReaderOptions dice;          // the learned reader's (its white balance)
  std::string set = "d6";          // the dice it reads: a built-in set (vision/dice/built_in_sets.hpp)
  ReadFunction read;               // or, when given, what "learned" reads with: any set's reader
  cv::Mat bare_table;              // the empty table, as the frames read see it (undistorted alike)
  bool bare_at_start = false;      // or: the first still frame read is the empty table
                                   // neither: none until told (BareTableReader::set_table)
};

// Whether `name` is a reader make_watch_reader makes ("learned" or "pips").
bool known_watch_reader(std::string_view name);

// Throws std::invalid_argument for an unknown reader or set, or a bare table BareTable refuses.
std::unique_ptr<BareTableReader> make_watch_reader(const WatchReaderOptions& options);

}  // namespace scriptorium::vision
