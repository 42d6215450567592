#include "vision/dice/dice_reader.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "vision/dice/die_color.hpp"

namespace scriptorium::vision {

DiceModels DiceModels::pip_d6() {
  DiceModels m{"dice_detector", "dice_faces", 40, {}};
  for (int v = 1; v <= 6; ++v) m.classes.emplace_back("d6", v);
  return m;
}

DiceModels DiceModels::numerals() {
  DiceModels m{"numeral_detector", "numeral_faces", 64, {}};  // numerals are smaller than pips
  for (const auto& [kind, faces] : {std::pair{"d4", 4}, std::pair{"d6", 6}, std::pair{"d8", 8}})
    for (int v = 1; v <= faces; ++v) m.classes.emplace_back(kind, v);
  return m;
}

DiceReader::DiceReader(DiceReaderOptions options, const DiceModels& models)
    : options_(options),
      classes_(models.classes),
      detector_(models.detector),
      faces_(models.faces, static_cast<int>(models.classes.size()) + 1, models.crop) {}

DiceObservation DiceReader::read(const cv::Mat& bgr) {
  const auto start = std::chrono::steady_clock::now();
  DiceObservation obs;
  obs.width = bgr.cols;
  obs.height = bgr.rows;
  if (bgr.empty() || bgr.cols < 8 || bgr.rows < 8) return obs;  // too small to hold a die

  const std::vector<DieCandidate> candidates = detector_.detect(bgr, options_.min_peak);
  std::vector<cv::Point2f> centers;
  std::vector<float> sizes;
  for (const auto& c : candidates) {
    centers.push_back(c.center);
    sizes.push_back(c.size);
  }
  const std::vector<FaceProbabilities> probs = faces_.classify(bgr, centers, sizes);
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const FaceProbabilities& p = probs[i];
    const float die = 1.f - p[0];
    if (die < options_.min_die) continue;
    const auto best = std::max_element(p.begin() + 1, p.end());
    DieReading r;
    const auto& [kind, value] = classes_[static_cast<std::size_t>(best - p.begin() - 1)];
    r.kind = kind;
    r.best_guess = value;
    r.confidence = *best;
    if (r.confidence >= options_.min_confidence) r.value = r.best_guess;
    r.center = candidates[i].center;
    const float s = candidates[i].size;
    r.box = cv::Rect(static_cast<int>(std::lround(r.center.x - s / 2)), static_cast<int>(std::lround(r.center.y - s / 2)),
                     static_cast<int>(std::lround(s)), static_cast<int>(std::lround(s)));
    r.color = color_name(die_body_color(bgr, r.center, s));
    obs.dice.push_back(r);
  }
  // Reading order: top to bottom, then left to right, for stable output.
  std::sort(obs.dice.begin(), obs.dice.end(), [](const DieReading& a, const DieReading& b) {
    return a.center.y != b.center.y ? a.center.y < b.center.y : a.center.x < b.center.x;
  });
  obs.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return obs;
}

}  // namespace scriptorium::vision
