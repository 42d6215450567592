#include "vision/live/watch_reader.hpp"

#include <stdexcept>

#include "vision/live/bare_table_reader.hpp"
#include "vision/live/dice_reader_adapter.hpp"
#include "vision/live/pip_reader.hpp"

namespace scriptorium::vision {

bool known_watch_reader(std::string_view name) { return name == "learned" || name == "pips"; }

std::unique_ptr<FaceReader> make_watch_reader(const WatchReaderOptions& options) {
  if (!known_watch_reader(options.reader))
    throw std::invalid_argument("unknown reader \"" + options.reader + "\" (expected learned or pips)");
  std::unique_ptr<FaceReader> reader;
  if (options.reader == "pips") {
    reader = std::make_unique<PipReader>();
  } else {
    reader = std::make_unique<LearnedFaceReader>(options.dice);
  }
  if (options.bare_table.empty() && !options.bare_at_start) return reader;
  return std::make_unique<BareTableReader>(std::move(reader), options.bare_table);
}

}  // namespace scriptorium::vision
