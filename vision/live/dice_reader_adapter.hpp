// The project's learned readers (vision/dice) behind the live pipeline's FaceReader interface,
// so `watch` reads real dice with them: the pip-d6 reader, or any dice set's reader (`dice read
// --set`: the numeral d4/d6/d8, taught icon dice).
#pragma once

#include "vision/dice/dice_evaluation.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/live/face_reader.hpp"

namespace scriptorium::vision {

class LearnedFaceReader : public FaceReader {
 public:
  explicit LearnedFaceReader(DiceReaderOptions options = {}, const DiceModels& models = DiceModels::pip_d6());
  // Reads with `read` instead (a dice set's reader).
  explicit LearnedFaceReader(ReadFunction read);
  std::vector<DieObservation> read(const cv::Mat& bgr) override;

 private:
  ReadFunction read_;
};

}  // namespace scriptorium::vision
