#include "vision/live/watch_reader.hpp"

#include <stdexcept>

#include "vision/dice/built_in_sets.hpp"
#include "vision/live/dice_reader_adapter.hpp"
#include "vision/live/pip_reader.hpp"

namespace scriptorium::vision {

bool known_watch_reader(std::string_view name) { return name == "learned" || name == "pips"; }

std::unique_ptr<BareTableReader> make_watch_reader(const WatchReaderOptions& options) {
  if (!known_watch_reader(options.reader))
    throw std::invalid_argument("unknown reader \"" + options.reader + "\" (expected learned or pips)");
  std::unique_ptr<FaceReader> reader;
  if (options.reader == "pips") {
    reader = std::make_unique<PipReader>();
  } else if (options.read) {
    reader = std::make_unique<LearnedFaceReader>(options.read);
  } else {
    const auto set = find_built_in_set(options.set);
    if (!set)
      throw std::invalid_argument("no built-in dice set \"" + options.set + "\" (d6, discordia, medioevo)");
    DiceReaderOptions dice = options.dice;
    dice.known_colors = set->known_colors;
    reader = std::make_unique<LearnedFaceReader>(dice, set->models);
  }
  if (options.bare_table.empty() && options.bare_at_start)
    return std::make_unique<BareTableReader>(std::move(reader));  // the first frame is the table
  auto wrapped = BareTableReader::until_told(std::move(reader));
  if (!options.bare_table.empty()) wrapped->set_table(options.bare_table);
  return wrapped;
}

}  // namespace scriptorium::vision
