// Prints a dice evaluation on one line, so docs/accuracy.md can quote what a test measured.
#pragma once

#include <cstdio>
#include <string>

#include "vision/dice/dice_evaluation.hpp"

namespace scriptorium::test {

inline void print_metrics(const std::string& what, const vision::DiceEvaluation& e) {
  std::printf("[metrics] %s: images %d truth %d detections %d matched %d correct %d uncertain %d wrong %d "
              "precision %.4f recall %.4f value_accuracy %.4f confident_accuracy %.4f mean_ms %.1f\n",
              what.c_str(), e.images, e.truth, e.detections, e.matched, e.correct, e.uncertain, e.wrong,
              e.precision(), e.recall(), e.value_accuracy(), e.confident_accuracy(),
              e.images ? e.total_ms / e.images : 0.0);
}

}  // namespace scriptorium::test
