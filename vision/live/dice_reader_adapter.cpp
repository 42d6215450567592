#include "vision/live/dice_reader_adapter.hpp"

#include <memory>
#include <utility>

namespace scriptorium::vision {

LearnedFaceReader::LearnedFaceReader(DiceReaderOptions options, const DiceModels& models)
    : read_(read_with(std::make_shared<DiceReader>(options, models))) {}

LearnedFaceReader::LearnedFaceReader(ReadFunction read) : read_(std::move(read)) {}

std::vector<DieObservation> LearnedFaceReader::read(const cv::Mat& bgr) {
  std::vector<DieObservation> out;
  for (const auto& reading : read_(bgr).dice) {
    DieObservation die;
    die.kind = reading.kind;
    // An uncertain face still votes with its best guess at its (low) confidence: frame voting
    // then decides whether consecutive frames agree on it.
    die.value = reading.value.value_or(reading.best_guess);
    die.label = reading.label.empty() ? reading.guess_label : reading.label;
    die.color = reading.color;
    die.center = reading.center;
    die.box = reading.box;
    die.confidence = reading.confidence;
    out.push_back(die);
  }
  return out;
}

}  // namespace scriptorium::vision
