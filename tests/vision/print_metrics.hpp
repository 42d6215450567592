// Prints a dice evaluation on one line, so docs/accuracy.md can quote what a test measured, and
// checks it against the floors a test asserts.
#pragma once

#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

#include <gtest/gtest.h>

#include "vision/dice/dice_evaluation.hpp"

namespace scriptorium::test {

// A score for printf: nan where there was nothing to score.
inline double or_nan(const std::optional<double>& score) { return score.value_or(std::nan("")); }

inline void print_metrics(const std::string& what, const vision::DiceEvaluation& e) {
  std::printf(
      "[metrics] %s: images %d truth %d detections %d matched %d correct %d uncertain %d wrong %d "
      "precision %.4f recall %.4f value_accuracy %.4f confident_accuracy %.4f mean_ms %.1f "
      "calibration_error %.4f right_from_0.9 %.4f\n",
      what.c_str(), e.images, e.truth, e.detections, e.matched, e.correct, e.uncertain, e.wrong,
      or_nan(e.precision()), or_nan(e.recall()), or_nan(e.value_accuracy()), or_nan(e.confident_accuracy()),
      or_nan(e.mean_ms()), or_nan(e.calibration_error()), or_nan(e.share_right_from(0.9)));
}

// Measured figures rounded down (docs/accuracy.md); a regression below any of them fails.
struct Floors {
  double precision = 0;
  double recall = 0;
  double value_accuracy = 0;
  double confident_accuracy = 0;
};

// An empty score (nothing to score) is below every floor: std::optional's >= is false for it.
inline void expect_floors(const std::string& what, const vision::DiceEvaluation& e, const Floors& floors) {
  print_metrics(what, e);
  EXPECT_GE(e.precision(), floors.precision) << what;
  EXPECT_GE(e.recall(), floors.recall) << what;
  EXPECT_GE(e.value_accuracy(), floors.value_accuracy) << what;
  EXPECT_GE(e.confident_accuracy(), floors.confident_accuracy) << what;
}

// A confidence that means something: dice read at 0.9 or more right at least `right_from_0_9` of
// the time, and every confidence bin right about as often as it says (calibration error).
inline void expect_meaningful_confidence(const std::string& what, const vision::DiceEvaluation& e,
                                         double right_from_0_9, double max_calibration_error) {
  EXPECT_GE(e.share_right_from(0.9), right_from_0_9) << what;
  // Not EXPECT_LE on the optional: an empty one compares below every bound and would pass.
  ASSERT_TRUE(e.calibration_error().has_value()) << what << ": no dice to measure the confidence on";
  EXPECT_LE(*e.calibration_error(), max_calibration_error) << what;
}

}  // namespace scriptorium::test
