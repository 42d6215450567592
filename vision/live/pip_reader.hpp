// A small stand-in dice reader for light pip d6 dice on a darker, coloured table (the synthetic
// videos and the bundled demo): light, unsaturated blobs of die size are dice, the dark holes
// inside them are pips. It is what `watch` uses when no better reader is wired in.
#pragma once

#include "vision/live/face_reader.hpp"

namespace scriptorium::vision {

struct PipReaderSettings {
  int min_value = 150;       // HSV V of a die face
  int max_saturation = 80;   // HSV S of a die face (skin and felt are more saturated)
  int min_side = 10;         // die side in pixels
  int max_side = 400;
  std::string color = "white";
};

class PipReader : public FaceReader {
 public:
  explicit PipReader(PipReaderSettings settings = {});
  std::vector<DieObservation> read(const cv::Mat& bgr) override;

 private:
  PipReaderSettings settings_;
};

}  // namespace scriptorium::vision
