// Any bytes as a photo of dice -> decode_image -> the pip reader (DiceReader) and a reader of
// taught dice (TaughtDiceReader, a set taught once from rendered icon dice): issue 6's
// image-to-dice pipeline. Only ImageError may escape, and every die reported must be one the
// engine would take: a value 1..6 or a taught label, a confidence in [0, 1], a box that
// overlaps the image.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "vision/dice/dice_detector.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/dice/taught_set.hpp"
#include "vision/image/load_image.hpp"
#include "vision/synth/dice_scene.hpp"

namespace {

using namespace scriptorium::vision;

const std::vector<std::string> kLabels{"a", "b", "c", "d", "e", "f"};

// Two small teaching photos per face, as `dice teach` would be given.
TaughtSet taught_set() {
  TaughtSet set("fuzz");
  DiceDetector detector = taught_dice_detector();
  for (int face = 1; face <= 6; ++face) {
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      SceneOptions options;
      options.width = options.height = 320;
      options.min_dice = options.max_dice = 2;
      options.icon_labels = kLabels;
      options.face = face;
      for (const cv::Mat& sample : teaching_samples(render_dice_scene(seed * 10 + face, options).image, detector))
        set.add(kLabels[face - 1], sample);
    }
  }
  return set;
}

bool plausible(const DieReading& d, const cv::Mat& image) {
  if (!(d.confidence >= 0.0 && d.confidence <= 1.0)) return false;
  if (d.value && (*d.value < 1 || *d.value > 6)) return false;
  if (d.box.width <= 0 || d.box.height <= 0) return false;
  return (d.box & cv::Rect(0, 0, image.cols, image.rows)).area() > 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static DiceReader pips;
  static TaughtDiceReader icons(taught_set());
  const ImageLimits limits{1u << 20, 1024};
  cv::Mat image;
  try {
    image = decode_image(std::vector<unsigned char>(data, data + size), limits);
  } catch (const ImageError&) {
    return 0;
  }
  for (const DieReading& d : pips.read(image).dice)
    if (!plausible(d, image) || !d.label.empty()) __builtin_trap();
  for (const DieReading& d : icons.read(image).dice) {
    if (!plausible(d, image) || d.value) __builtin_trap();
    if (!d.label.empty() && std::find(kLabels.begin(), kLabels.end(), d.label) == kLabels.end()) __builtin_trap();
  }
  return 0;
}
