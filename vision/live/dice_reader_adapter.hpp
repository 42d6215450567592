// The project's learned pip-d6 reader (vision/dice) behind the live pipeline's FaceReader
// interface, so `watch` reads real dice with it.
#pragma once

#include "vision/dice/dice_reader.hpp"
#include "vision/live/face_reader.hpp"

namespace scriptorium::vision {

class LearnedFaceReader : public FaceReader {
 public:
  explicit LearnedFaceReader(DiceReaderOptions options = {});
  std::vector<DieObservation> read(const cv::Mat& bgr) override;

 private:
  DiceReader reader_;
};

}  // namespace scriptorium::vision
