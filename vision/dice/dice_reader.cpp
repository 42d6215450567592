#include "vision/dice/dice_reader.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>

#include "vision/dice/die_color.hpp"
#include "vision/dice/up_face.hpp"
#include "vision/image/colour_tables.hpp"

namespace scriptorium::vision {

namespace {

// The d4 close look's input, as tools/dice/train_numerals.py's VERTEX_CROP and VERTEX_SCALE.
constexpr int kD4VertexCrop = 48;
constexpr double kD4VertexScale = 0.8;

// A second quarter turn only for dice whose first reading is less sure than this: the same
// values as two turns for every die on the development scenes and photos, with a quarter of the
// second turns or fewer (docs/accuracy.md).
constexpr float kSecondTurnBelow = 0.9f;

// The share of box `a` that lies inside box `b`.
float share_inside(const cv::Rect& a, const cv::Rect& b) {
  const double area = a.area();
  return area > 0 ? static_cast<float>((a & b).area() / area) : 0.f;
}

// Readings (in `order`, surest first) that are a second peak on a die read already: confident
// at most `covered_at_most` with their box more than `most_covered` inside a kept reading's, or near a
// kept reading and the same die by the up faces found around them (same_die); `bodies` are the
// readings' body colours (die_body_color).
std::vector<bool> second_peaks(const cv::Mat& bgr, const std::vector<DieReading>& dice,
                               const std::vector<cv::Vec3b>& bodies, const std::vector<std::size_t>& order,
                               float near, float same_face, float most_covered, float covered_at_most) {
  std::vector<bool> drop(dice.size(), false);
  std::vector<std::optional<std::optional<cv::RotatedRect>>> faces(dice.size());  // found lazily
  const auto face_of = [&](std::size_t i) -> const std::optional<cv::RotatedRect>& {
    if (!faces[i])
      faces[i] = find_up_face(bgr, dice[i].center, static_cast<float>(dice[i].box.width), bodies[i]);
    return *faces[i];
  };
  std::vector<std::size_t> kept;
  for (const std::size_t i : order) {
    for (const std::size_t k : kept) {
      if (dice[i].confidence <= covered_at_most && share_inside(dice[i].box, dice[k].box) > most_covered) {
        drop[i] = true;
        break;
      }
      if (same_face <= 0.f) continue;
      const float size = static_cast<float>(std::max(dice[i].box.width, dice[k].box.width));
      if (cv::norm(dice[i].center - dice[k].center) >= near * size) continue;
      if (same_die(dice[i].center, face_of(i), dice[k].center, face_of(k), same_face)) {
        drop[i] = true;
        break;
      }
    }
    if (!drop[i]) kept.push_back(i);
  }
  return drop;
}

// p[0] is P(not a die), p[1..] the values': the values' raised to `power` and scaled so they
// still sum to P(die). The likeliest value stays the likeliest.
FaceProbabilities sharpened(FaceProbabilities p, float power) {
  if (power == 1.f) return p;
  float before = 0.f, after = 0.f;
  for (std::size_t k = 1; k < p.size(); ++k) {
    before += p[k];
    p[k] = std::pow(p[k], power);
    after += p[k];
  }
  if (after > 0.f)
    for (std::size_t k = 1; k < p.size(); ++k) p[k] *= before / after;
  return p;
}

}  // namespace

DiceModels DiceModels::pip_d6() {
  // min_peak 0.15: with second peaks on one die merged (second_peaks), a lower threshold finds
  // more dice (docs/accuracy.md).
  DiceModels m;
  m.detector = "dice_detector";
  m.faces = "dice_faces";
  m.crop = 40;
  m.min_peak = 0.15f;
  for (int v = 1; v <= 6; ++v) m.classes.emplace_back("d6", v);
  m.second_turn_below = kSecondTurnBelow;
  // A model trained with swirled marbled dice and round-lamp reflections (train.py --swirled 0.5
  // --arc-glare 0.25) reads every candidate too: asked only about the unsure ones it read more
  // values on the development day (cross-validation fold) and on the held-out day; asked about
  // all, it also turns down more of the dots of printed cloths the first network takes for dice
  // (R11, docs/accuracy.md), some of them read at 0.99 (R14).
  m.second_opinion = SecondOpinion{"dice_faces_second", SecondOpinion::kEveryCandidate};
  // min_die 0.8: on speckled tables most false dice are candidates the face network calls a die
  // with a probability between 0.7 and 0.9; 0.8 halves them and reads every tuning value as 0.7
  // did (docs/accuracy.md, 2026-12-04).
  m.min_die = 0.8f;
  // Peaks down to 0.05 read when the face network is all but sure they are dice: on speckled
  // tables R2's detector marks some dice that weakly; the 16 strongest bound the time on patterned
  // ones (docs/accuracy.md, "Faint peaks", 2026-12-04).
  m.faint = FaintPeaks{0.05f, 0.99f, 16};
  // The development day's lowest calibration error among 1, 1.5, 2, 2.5, 3: 0.0288 -> 0.0041
  // (docs/accuracy.md, R9).
  m.sharpen = 2.5f;
  // An unsure reading whose box lies more than half inside a surer one's is a patch beside that
  // die: 4 false dice and no die on the tuning folders, 3 false dice and no die on fresh scenes;
  // sure ones are kept, as a die half hidden under another is (R12, R13, docs/accuracy.md).
  m.most_covered = 0.5f;
  m.covered_at_most = 0.6f;
  return m;
}

DiceModels DiceModels::numerals() {
  DiceModels m;
  m.detector = "numeral_detector";
  m.faces = "numeral_faces";
  m.crop = 64;  // numerals are smaller than pips
  m.min_peak = 0.3f;
  for (const auto& [kind, faces] : {std::pair{"d4", 4}, std::pair{"d6", 6}, std::pair{"d8", 8}})
    for (int v = 1; v <= faces; ++v) m.classes.emplace_back(kind, v);
  // The close look's second turn too only for the d4s it reads unsurely: the same values on the
  // development scenes (docs/accuracy.md, 2026-11-27).
  m.close_look = CloseLook{"d4", "numeral_d4_vertex", kD4VertexCrop, kD4VertexScale, kSecondTurnBelow};
  // On crops turned upright by the d4's ridges: every d4 shows its value the same way up, and the
  // close look trained on such crops reads more of them (docs/accuracy.md, 2026-11-29).
  m.close_look->upright = true;
  // The unsure d4s read in all three upright views, not two: more values on the development
  // scenes at no loss of confidence (docs/accuracy.md, 2026-12-01).
  m.close_look->upright_views = 3;
  m.second_turn_below = kSecondTurnBelow;
  return m;
}

DiceReader::DiceReader(DiceReaderOptions options, const DiceModels& models)
    : options_(options),
      min_peak_(options.min_peak.value_or(models.min_peak)),
      min_die_(options.min_die.value_or(models.min_die)),
      faint_(options.faint ? options.faint : models.faint),
      classes_(models.classes),
      detector_(models.detector),
      faces_(models.faces, static_cast<int>(models.classes.size()) + 1, models.crop),
      sharpen_(options.sharpen.value_or(models.sharpen)),
      most_covered_(options.most_covered.value_or(models.most_covered)),
      covered_at_most_(options.covered_at_most.value_or(models.covered_at_most)) {
  if (models.second_turn_below) faces_.set_second_turn_below(*models.second_turn_below);
  if (models.second_opinion) {
    // The same crop side and scale as the first: it reads the first's crops.
    second_faces_.emplace(models.second_opinion->model, static_cast<int>(models.classes.size()) + 1, models.crop);
    if (models.second_turn_below) second_faces_->set_second_turn_below(*models.second_turn_below);
    second_below_ = options.second_below.value_or(models.second_opinion->below);
  }
  if (models.close_look) close_look_.emplace(*models.close_look, classes_);
  build_colour_tables();  // the dice's colours and up faces: not in the first photo's time
}

float DiceReader::min_die_for(const DieCandidate& candidate) const {
  return faint_ && candidate.score < min_peak_ ? faint_->min_die : min_die_;
}

void DiceReader::ask_second_opinion(const std::vector<DieCandidate>& candidates,
                                    const std::vector<cv::Mat>& crops,
                                    std::vector<FaceProbabilities>& probs) {
  std::vector<std::size_t> asked;
  std::vector<cv::Mat> asked_crops;
  for (std::size_t i = 0; i < probs.size(); ++i) {
    if (*std::max_element(probs[i].begin(), probs[i].end()) >= second_below_) continue;
    // The mean of the two opinions on "die" stays under min_die whatever the second says when the
    // first's lies under 2 min_die - 1: such a candidate is dropped either way, so not asked.
    if (1.f - probs[i][0] < 2.f * min_die_for(candidates[i]) - 1.f) continue;
    asked.push_back(i);
    asked_crops.push_back(crops[i]);
  }
  if (asked.empty()) return;
  const std::vector<FaceProbabilities> second = second_faces_->classify(asked_crops);
  for (std::size_t j = 0; j < asked.size(); ++j)
    for (std::size_t k = 0; k < second[j].size(); ++k)
      probs[asked[j]][k] = (probs[asked[j]][k] + second[j][k]) / 2.f;
}

void DiceReader::look_closer(const cv::Mat& bgr, const std::vector<DieCandidate>& candidates,
                             std::vector<FaceProbabilities>& probs) {
  // The candidates whose likeliest kind, by their mass per kind, is the close look's.
  std::vector<std::size_t> picked;
  std::vector<cv::Point2f> centers;
  std::vector<float> sizes;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    std::map<std::string, float> mass;
    for (std::size_t k = 0; k < classes_.size(); ++k) mass[classes_[k].first] += probs[i][k + 1];
    const auto likeliest = std::max_element(mass.begin(), mass.end(),
                                            [](const auto& a, const auto& b) { return a.second < b.second; });
    if (likeliest->first != close_look_->look().kind) continue;
    picked.push_back(i);
    centers.push_back(candidates[i].center);
    sizes.push_back(candidates[i].size);
  }
  if (picked.empty()) return;
  const std::vector<FaceProbabilities> values = close_look_->read(bgr, centers, sizes);
  const std::vector<std::size_t>& own = close_look_->own_classes();
  for (std::size_t j = 0; j < picked.size(); ++j) {
    FaceProbabilities& p = probs[picked[j]];
    float mass = 0.f;
    for (std::size_t k : own) mass += p[k];
    for (std::size_t v = 0; v < own.size(); ++v) p[own[v]] = mass * values[j][v];
  }
}

DiceObservation DiceReader::read(const cv::Mat& bgr) {
  const auto start = std::chrono::steady_clock::now();
  DiceObservation obs;
  obs.width = bgr.cols;
  obs.height = bgr.rows;
  if (bgr.empty() || bgr.cols < 8 || bgr.rows < 8) return obs;  // too small to hold a die

  std::vector<DieCandidate> candidates =
      detector_.detect(bgr, faint_ ? std::min(faint_->peak, min_peak_) : min_peak_);
  if (faint_) {  // strongest first: the faint ones are the tail
    const auto faint = std::find_if(candidates.begin(), candidates.end(),
                                    [&](const DieCandidate& c) { return c.score < min_peak_; });
    const auto kept = std::min<std::ptrdiff_t>(candidates.end() - faint, std::max(faint_->most, 0));
    candidates.erase(faint + kept, candidates.end());
  }
  std::vector<cv::Point2f> centers;
  std::vector<float> sizes;
  for (const auto& c : candidates) {
    centers.push_back(c.center);
    sizes.push_back(c.size);
  }
  const std::vector<cv::Mat> crops = faces_.crops(bgr, centers, sizes);  // cut once for both opinions
  std::vector<FaceProbabilities> probs = faces_.classify(crops);
  if (second_faces_) ask_second_opinion(candidates, crops, probs);
  if (close_look_) look_closer(bgr, candidates, probs);
  std::vector<float> sureness;  // P(die) x the value's probability: which of two peaks to keep
  std::vector<cv::Vec3b> bodies;
  const float exposure = exposure_gain(bgr);
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const FaceProbabilities& p = probs[i];
    const float die = 1.f - p[0];
    if (die < min_die_for(candidates[i])) continue;
    const auto best = std::max_element(p.begin() + 1, p.end());
    sureness.push_back(die * *best);
    DieReading r;
    const auto& [kind, value] = classes_[static_cast<std::size_t>(best - p.begin() - 1)];
    r.kind = kind;
    r.best_guess = value;
    // Sharpened for the confidence alone: ranking two peaks by sharpened ones kept worse peaks.
    r.confidence = sharpened(p, sharpen_)[static_cast<std::size_t>(best - p.begin())];
    if (r.confidence >= options_.min_confidence) r.value = r.best_guess;
    r.center = candidates[i].center;
    const float s = candidates[i].size;
    r.box = cv::Rect(static_cast<int>(std::lround(r.center.x - s / 2)), static_cast<int>(std::lround(r.center.y - s / 2)),
                     static_cast<int>(std::lround(s)), static_cast<int>(std::lround(s)));
    bodies.push_back(die_body_color(bgr, r.center, s));
    r.body = white_balanced(body_color_peak(bgr, r.center, s, bodies.back()), options_.white_balance);
    r.color = color_name(r.body, exposure);
    obs.dice.push_back(r);
  }
  std::vector<std::size_t> order(obs.dice.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return sureness[a] > sureness[b]; });
  const std::vector<bool> drop =
      second_peaks(bgr, obs.dice, bodies, order, options_.near, options_.same_face, most_covered_,
                   covered_at_most_);
  std::size_t next = 0;
  for (std::size_t i = 0; i < obs.dice.size(); ++i)
    if (!drop[i]) obs.dice[next++] = obs.dice[i];
  obs.dice.resize(next);
  if (!options_.known_colors.empty()) assign_known_colors(obs.dice, options_.known_colors);
  // Reading order: top to bottom, then left to right, for stable output.
  std::sort(obs.dice.begin(), obs.dice.end(), [](const DieReading& a, const DieReading& b) {
    return a.center.y != b.center.y ? a.center.y < b.center.y : a.center.x < b.center.x;
  });
  obs.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return obs;
}

}  // namespace scriptorium::vision
