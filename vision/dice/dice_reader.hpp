// The pip-d6 reader: detection, face reading, colour naming and a confidence per die.
#pragma once

#include <memory>

#include <opencv2/core.hpp>

#include "vision/dice/dice_detector.hpp"
#include "vision/dice/die_reading.hpp"
#include "vision/dice/pip_face_classifier.hpp"

namespace scriptorium::vision {

struct DiceReaderOptions {
  float min_peak = 0.3f;          // heat-map peak for a candidate (tuned on the development part)
  float min_die = 0.7f;           // probability that a candidate is a die (else dropped)
  float min_confidence = 0.4f;    // below this the value is reported as uncertain, not guessed
};

class DiceReader {
 public:
  explicit DiceReader(DiceReaderOptions options = {});
  // Reads every die of an 8-bit BGR image; elapsed_ms covers this call only.
  DiceObservation read(const cv::Mat& bgr);

 private:
  DiceReaderOptions options_;
  DiceDetector detector_;
  PipFaceClassifier faces_;
};

}  // namespace scriptorium::vision
