// The dice reader: detection, face reading, colour naming and a confidence per die; with the
// pip-d6 networks or the numeral ones (d4, numeral d6, d8).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/close_look.hpp"
#include "vision/dice/dice_detector.hpp"
#include "vision/dice/die_reading.hpp"
#include "vision/dice/face_classifier.hpp"

namespace scriptorium::vision {

// Candidates whose heat-map peak lies under the reader's `min_peak` but at least at `peak`, kept
// when the face network is surer than `min_die` that they are dice: on busy (speckled) tables the
// detector marks some dice weakly that the face network, shown them, calls dice with certainty.
// Only the `most` strongest are read: a patterned table has hundreds of faint peaks. The values
// are the models' (DiceModels::pip_d6); a default one reads none.
struct FaintPeaks {
  float peak = 1.f;  // at or above min_peak: no faint candidate
  float min_die = 1.f;
  int most = 0;
};

struct DiceReaderOptions {
  std::optional<float> min_peak;  // heat-map peak for a candidate; unset: the models' own
  std::optional<float> min_die;   // probability a candidate is a die (else dropped); unset: the models' own
  std::optional<FaintPeaks> faint;  // candidates under min_peak kept if surer; unset: the models' own
  float min_confidence = 0.4f;    // below this the value is reported as uncertain, not guessed
  std::optional<float> sharpen;   // DiceModels::sharpen; unset: the models' own
  std::optional<float> second_below;  // SecondOpinion::below, for models with one; unset: theirs
  // Two readings closer than `near` x the larger detected size are one die when the centre of one
  // lies on the up face found around the other (find_up_face), or their up faces lie closer than
  // `same_face` x the smaller face's side: the detector sometimes finds two peaks on one large or
  // tilted die. The surer reading is kept; same_face 0 keeps every reading.
  float near = 1.0f;
  float same_face = 0.6f;
  std::optional<float> most_covered;   // DiceModels::most_covered; unset: the models' own
  std::optional<float> covered_at_most;  // DiceModels::covered_at_most; unset: the models' own
  // Gains on B, G, R before a die's colour is named (white_balanced): a calibrated profile's white
  // balance under a coloured light; {1, 1, 1} names the colours as the camera saw them.
  cv::Vec3f white_balance{1.f, 1.f, 1.f};
  // A game whose dice are one of each of these colours (Discordia's blue, red and yellow): when
  // that many dice are read they get them by assign_known_colors; empty: each named alone.
  std::vector<std::string> known_colors;
};

// A second face network, trained on other scenes, whose reading is averaged with the first's for
// the candidates the first reads less surely than `below` (its likeliest class, after its turns).
struct SecondOpinion {
  static constexpr float kEveryCandidate = 2.f;  // above any probability: asked about every candidate
  std::string model;  // embedded model name, same classes and crop as the first
  float below = 0.9f;
};

// A reader's embedded networks and what the face classifier's classes are.
struct DiceModels {
  std::string detector;
  std::string faces;
  int crop = 40;  // the face network's input side, pixels
  float min_peak = 0.3f;  // the detector's heat-map threshold for a candidate, tuned with it
  std::vector<std::pair<std::string, int>> classes;  // class k >= 1: (kind, value); class 0 is not a die
  std::optional<CloseLook> close_look;               // for dice whose likeliest kind is close_look->kind
  std::optional<float> second_turn_below;            // FaceClassifier::set_second_turn_below; unset: always
  std::optional<SecondOpinion> second_opinion;
  float min_die = 0.7f;  // the face network's probability that a candidate is a die, tuned with it
  std::optional<FaintPeaks> faint;  // unset: no candidate under min_peak
  // The reported confidence is the value's probability after the values' probabilities are
  // raised to this power and scaled back to P(die): the networks learn with label smoothing, which
  // leaves them at about 0.97 on a face they never miss, so a confidence said less than it meant.
  // Fitted on the development day (1: as the network says). The reader's own choices use the
  // network's probabilities, except the uncertain flag: min_confidence reads the reported one.
  float sharpen = 1.f;
  // A reading confident at most `covered_at_most` whose box lies more than `most_covered` inside a
  // surer kept reading's box is dropped: two dice side by side overlap their upright boxes only at
  // the corners, and a die half hidden under another still shows a face it is read surely by, so
  // such a reading is a patch of that die and the table beside it. 1 keeps every reading.
  float most_covered = 1.f;
  float covered_at_most = 1.f;

  static DiceModels pip_d6();    // real and generated pip d6 (tools/dice/train.py)
  static DiceModels numerals();  // generated d4, numeral d6 and d8 (tools/dice/train_numerals.py)
};

class DiceReader {
 public:
  explicit DiceReader(DiceReaderOptions options = {}, const DiceModels& models = DiceModels::pip_d6());
  // Reads every die of an 8-bit BGR image; elapsed_ms covers this call only.
  DiceObservation read(const cv::Mat& bgr);

 private:
  // The probability that a candidate is a die under which it is dropped (faint ones: FaintPeaks).
  float min_die_for(const DieCandidate& candidate) const;
  // Averages the second opinion into the readings the first face network reads less surely than
  // the second opinion's `below` (every reading, for SecondOpinion::kEveryCandidate) that the
  // mean could keep; it reads the first's crops (`crops`, one per candidate: both networks take
  // the same crop).
  void ask_second_opinion(const std::vector<DieCandidate>& candidates, const std::vector<cv::Mat>& crops,
                          std::vector<FaceProbabilities>& probs);
  // The close look's values for the candidates whose likeliest kind is its kind.
  void look_closer(const cv::Mat& bgr, const std::vector<DieCandidate>& candidates,
                   std::vector<FaceProbabilities>& probs);

  DiceReaderOptions options_;
  float min_peak_;
  float min_die_;
  std::optional<FaintPeaks> faint_;
  std::vector<std::pair<std::string, int>> classes_;
  DiceDetector detector_;
  FaceClassifier faces_;
  std::optional<FaceClassifier> second_faces_;
  float second_below_ = 0.f;
  std::optional<CloseLookReader> close_look_;
  float sharpen_;
  float most_covered_;
  float covered_at_most_;
};

}  // namespace scriptorium::vision
