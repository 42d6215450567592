// Development tool for the taught-dice reader: teaches the synthetic icon dice (three photos per
// face), reads `count` scenes from `first` and prints the metrics, how often the best label is
// right whether or not it is reported, and the score and margin of right and wrong best labels
// and of false alarms. Tune on kTaughtTuneSeed.., never on the test seeds.
// Usage: dice_taught_eval FIRST COUNT [PALETTE...]
//        dice_taught_eval FIRST COUNT --merged PALETTE... (each palette its own set, read at once)
// Environment: T_MIN, T_SURE, T_MARGIN, T_SAME_FACE, T_STRAY_NEAR, T_STRAY_SCORE override the reader's
// thresholds (TaughtReaderOptions);
// TAUGHT_VERBOSE=1 prints the three best labels of every die left uncertain, and every die not
// reported with the detector's nearest candidate to it and where the up face around that lies;
// TAUGHT_ERRORS=DIR writes the uncertain dice's samples there, named
// PALETTE-SEED-X-TRUTH-as-GUESS.png, and twice the box around each false report,
// PALETTE-SEED-X-Y-false-LABEL.png; TAUGHT_DUMP=DIR reads nothing (with or without --merged)
// and writes each palette's teaching samples and scene FIRST there.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "tests/vision/print_metrics.hpp"
#include "tests/vision/taught_icons.hpp"
#include "vision/dice/up_face.hpp"

namespace {

using namespace scriptorium;

struct Tally {
  int n = 0;
  double score = 0, margin = 0;
  void add(double s, double m) { ++n, score += s, margin += m; }
  void print(const char* what) const {
    std::printf("  %-12s %4d  mean score %.3f  mean margin %.3f\n", what, n, n ? score / n : 0.0, n ? margin / n : 0.0);
  }
};

// The labelled die each of `found` (reports or candidates, anything with a centre) is matched to
// as the metrics match them (vision::match_dice), or null: a false report.
template <class Found>
std::vector<const vision::LabelledDie*> matched_truth(const std::vector<vision::LabelledDie>& dice,
                                                      const std::vector<Found>& found) {
  std::vector<cv::Point2f> centers;
  for (const auto& f : found) centers.push_back(f.center);
  std::vector<const vision::LabelledDie*> truth(found.size(), nullptr);
  for (const auto& m : vision::match_dice(dice, centers)) truth[m.found] = &dice[m.truth];
  return truth;
}

// The reader's thresholds, each overridden by its environment variable when set.
vision::TaughtReaderOptions options_from_environment() {
  vision::TaughtReaderOptions options;
  if (const char* v = std::getenv("T_MIN")) options.min_score = std::atof(v);
  if (const char* v = std::getenv("T_SURE")) options.sure_score = std::atof(v);
  if (const char* v = std::getenv("T_MARGIN")) options.min_margin = std::atof(v);
  if (const char* v = std::getenv("T_SAME_FACE")) options.same_face = std::atof(v);
  if (const char* v = std::getenv("T_STRAY_NEAR")) options.stray_near = std::atof(v);
  if (const char* v = std::getenv("T_STRAY_SCORE")) options.stray_score = std::atof(v);
  return options;
}

void evaluate(int palette, std::uint64_t first, int count) {
  const vision::TaughtSet set = test::teach_icons(palette, 3);
  vision::TaughtDiceReader reader(set, options_from_environment());
  vision::DiceDetector detector = vision::taught_dice_detector();
  vision::DiceEvaluation e;
  Tally right, wrong, alarm;
  int uncertain_right = 0, uncertain_wrong = 0, uncertain_alarm = 0;
  const char* errors_dir = std::getenv("TAUGHT_ERRORS");
  const bool verbose = std::getenv("TAUGHT_VERBOSE") != nullptr;
  for (int i = 0; i < count; ++i) {
    const auto scene = vision::render_dice_scene(first + static_cast<std::uint64_t>(i), test::icon_scenes(palette));
    const auto obs = reader.read(scene.image);
    vision::score_observation(scene.dice, obs, e);
    const std::vector<const vision::LabelledDie*> reported = matched_truth(scene.dice, obs.dice);
    // Each false report written out; of the dice left uncertain, is the best guess right?
    for (std::size_t n = 0; n < obs.dice.size(); ++n) {
      const vision::DieReading& r = obs.dice[n];
      const vision::LabelledDie* truth = reported[n];
      // PALETTE-SEED-X- of this die's file names in errors_dir.
      const std::string error_path = errors_dir ? std::string(errors_dir) + "/" + std::to_string(palette) +
                                                      "-" + std::to_string(first + i) + "-" +
                                                      std::to_string(static_cast<int>(r.center.x)) + "-"
                                                : std::string();
      if (errors_dir && !truth) {
        // A false report: twice its box around it, to see what it was taken on.
        const cv::Rect around = cv::Rect(r.box.x - r.box.width / 2, r.box.y - r.box.height / 2,
                                         2 * r.box.width, 2 * r.box.height) &
                                cv::Rect(0, 0, scene.image.cols, scene.image.rows);
        cv::imwrite(error_path + std::to_string(static_cast<int>(r.center.y)) + "-false-" +
                        (r.certain() ? r.label : "uncertain-" + r.guess_label) + ".png",
                    scene.image(around));
      }
      if (r.certain()) continue;
      (truth == nullptr                ? uncertain_alarm
       : truth->value == r.guess_label ? uncertain_right
                                       : uncertain_wrong) += 1;
      if (!truth || (!errors_dir && !verbose)) continue;
      const cv::Mat sample = vision::face_sample(
          scene.image, r.center, static_cast<float>(std::max(truth->box.width, truth->box.height)));
      if (verbose) {
        const auto m = set.match(sample);
        std::printf("   %s:", truth->value.c_str());
        for (std::size_t k = 0; k < 3 && k < m.size(); ++k)
          std::printf(" %s %.3f", m[k].label.c_str(), m[k].score);
        std::printf("\n");
      }
      if (errors_dir) cv::imwrite(error_path + truth->value + "-as-" + r.guess_label + ".png", sample);
    }
    const std::vector<vision::DieCandidate> candidates = detector.detect(scene.image, 0.15f);
    if (verbose) {  // Each die not reported, the detector's nearest candidate to it and its up face.
      for (const auto& d : scene.dice) {
        if (std::find(reported.begin(), reported.end(), &d) != reported.end()) continue;
        const float side = static_cast<float>(std::max(d.box.width, d.box.height));
        std::printf("   missed %s at %.0f,%.0f (%.0f px), seed %llu:", d.value.c_str(), d.center.x,
                    d.center.y, side, static_cast<unsigned long long>(first + i));
        const auto nearest =
            std::min_element(candidates.begin(), candidates.end(), [&](const auto& a, const auto& b) {
              return cv::norm(a.center - d.center) < cv::norm(b.center - d.center);
            });
        if (nearest == candidates.end())
          std::printf(" no candidate\n");
        else if (const auto face = vision::find_up_face(scene.image, nearest->center, nearest->size))
          std::printf(
              " nearest candidate %.0f px away, size %.0f, peak %.2f, up face found %.0f px from it\n",
              cv::norm(nearest->center - d.center), nearest->size, nearest->score,
              cv::norm(face->center - nearest->center));
        else
          std::printf(" nearest candidate %.0f px away, size %.0f, peak %.2f, no up face\n",
                      cv::norm(nearest->center - d.center), nearest->size, nearest->score);
      }
    }
    // Every candidate the reader considers, before its thresholds.
    const std::vector<const vision::LabelledDie*> candidate_truth = matched_truth(scene.dice, candidates);
    for (std::size_t k = 0; k < candidates.size(); ++k) {
      const vision::DieCandidate& c = candidates[k];
      const auto m = set.match(vision::face_sample(scene.image, c.center, c.size));
      const double margin = m.size() > 1 ? m[0].score - m[1].score : 1.0;
      const vision::LabelledDie* truth = candidate_truth[k];
      if (!truth) alarm.add(m[0].score, margin);
      else if (m[0].label == truth->value) right.add(m[0].score, margin);
      else wrong.add(m[0].score, margin);
    }
  }
  test::print_metrics("palette " + std::to_string(palette), e);
  right.print("right best");
  wrong.print("wrong best");
  alarm.print("false alarm");
  std::printf("  uncertain: best guess right %d, wrong %d, not a die %d\n", uncertain_right, uncertain_wrong,
              uncertain_alarm);
}

// Several palettes taught as sets of their own ("palette-N") and read at once, as `--set era`
// reads ERA's four dice: a die is right only with its own set's label.
void evaluate_merged(const std::vector<int>& palettes, std::uint64_t first, int count) {
  vision::TaughtDiceReader reader(test::teach_icon_sets(palettes), options_from_environment());
  for (const int palette : palettes) {
    vision::DiceEvaluation e;
    for (int i = 0; i < count; ++i) {
      auto scene =
          vision::render_dice_scene(first + static_cast<std::uint64_t>(i), test::icon_scenes(palette));
      for (auto& d : scene.dice) d.kind = test::icon_set_name(palette);
      vision::score_observation(scene.dice, reader.read(scene.image), e);
    }
    test::print_metrics("palette " + std::to_string(palette) + " among all", e);
  }
}

// TAUGHT_DUMP=DIR: a contact sheet of the teaching samples (a row per face), the scene `seed` and
// its dice's labels.
void dump(const std::string& dir, int palette, std::uint64_t seed) {
  vision::DiceDetector detector = vision::taught_dice_detector();
  std::vector<cv::Mat> rows;
  for (int face = 1; face <= 6; ++face) {
    std::vector<cv::Mat> row = test::face_teaching_samples(detector, face, 3, palette);
    row.resize(9, cv::Mat(vision::kSampleSide, vision::kSampleSide, CV_8UC3, cv::Scalar(0, 0, 0)));
    cv::Mat r;
    cv::hconcat(row, r);
    rows.push_back(r);
  }
  cv::Mat sheet;
  cv::vconcat(rows, sheet);
  cv::imwrite(dir + "/taught-" + std::to_string(palette) + ".png", sheet);
  const auto scene = vision::render_dice_scene(seed, test::icon_scenes(palette));
  cv::imwrite(dir + "/scene-" + std::to_string(palette) + "-" + std::to_string(seed) + ".png", scene.image);
  for (const auto& d : scene.dice) std::printf("  die at %.0f,%.0f: %s\n", d.center.x, d.center.y, d.value.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: dice_taught_eval FIRST COUNT [PALETTE...]\n");
    return 2;
  }
  const auto first = static_cast<std::uint64_t>(std::strtoull(argv[1], nullptr, 10));
  const int count = std::atoi(argv[2]);
  const bool merged = argc > 3 && std::string(argv[3]) == "--merged";
  std::vector<int> palettes;
  for (int a = merged ? 4 : 3; a < argc; ++a) palettes.push_back(std::atoi(argv[a]));
  if (palettes.empty()) palettes = {6, 0};
  if (const char* dump_dir = std::getenv("TAUGHT_DUMP")) {
    for (const int palette : palettes) dump(dump_dir, palette, first);
    return 0;
  }
  if (merged) {
    evaluate_merged(palettes, first, count);
    return 0;
  }
  for (const int palette : palettes) evaluate(palette, first, count);
  return 0;
}
