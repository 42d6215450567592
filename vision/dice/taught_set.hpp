// Custom dice taught from a few photos (`dice teach`): each face label keeps the appearances of
// the up faces it was shown; reading compares a die's up face with them at every rotation.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/dice_detector.hpp"
#include "vision/dice/die_reading.hpp"

namespace scriptorium::vision {

// A die's up face as stored in a profile: a square BGR crop of side kSampleScale x die size.
constexpr int kSampleSide = 64;
constexpr double kSampleScale = 1.1;
cv::Mat face_sample(const cv::Mat& bgr, cv::Point2f center, float size);

// The detector taught dice are found with, when taught and when read: a network of their own
// (data/models/taught_detector.onnx, the pip detector as it was when the taught sets' floors were
// set), so the pip reader's detector can be retrained without moving the taught dice's readings.
DiceDetector taught_dice_detector();

// The face samples of one teaching photo (`dice teach`: every die in it shows the face taught),
// their colours balanced by `white_balance` (white_balanced: a calibrated profile's gains), so a
// set taught under one light is stored as under white light and read under another.
std::vector<cv::Mat> teaching_samples(const cv::Mat& photo, DiceDetector& detector,
                                      const cv::Vec3f& white_balance = {1.f, 1.f, 1.f});

struct FaceMatch {
  std::string kind;   // the set the face was taught in
  std::string label;
  double score = -1.0;  // normalised correlation at the best rotation, -1..1
};

class TaughtSet {
 public:
  TaughtSet() = default;
  explicit TaughtSet(std::string name) : name_(std::move(name)) {}

  const std::string& name() const { return name_; }
  bool empty() const { return faces_.empty(); }
  std::vector<std::string> labels() const;

  void add(const std::string& label, const cv::Mat& sample);
  // Adds the faces of another set, which keep their own set name as their kind: one reader
  // for a game's several icon dice (ERA's yellow, blue, gray and white).
  void merge(const TaughtSet& other);
  // The best score of each face (kind and label), best first. The first two are exact; the others
  // are lower bounds where the search left a face that could not overtake the second. With the
  // die's body colour, a set of several kinds compares only the kinds whose dice have about that
  // colour (ERA's yellow and blue dice share faces; their colour tells them apart).
  std::vector<FaceMatch> match(const cv::Mat& sample, std::optional<cv::Vec3b> body = {}) const;

 private:
  struct Face {
    std::string kind;  // the set it was taught in
    std::string label;
    cv::Vec3f body;    // the die's body colour in the sample, CIE Lab
  };
  // The kinds whose taught dice's mean body colour lies within kKindColour of the nearest's.
  std::vector<std::string> kinds_coloured(const cv::Vec3b& body) const;
  std::string name_;
  std::vector<Face> faces_;  // one per stored sample
  // CV_32F, kQuarters rows per sample: its descriptor turned back 0, 1, 2, 3 quarters; zero mean,
  // unit norm inside the mask
  cv::Mat descriptors_;
};

struct TaughtReaderOptions {
  float min_peak = 0.15f;       // heat-map peak for a candidate
  double min_score = 0.5;       // below: not one of the taught faces (dropped)
  double sure_score = 0.6;      // at or above, with a clear margin: the label is reported
  double min_margin = 0.05;     // best minus second-best label
  double same_face = 0.6;       // two readings are one die by their up faces (same_die, up_face.hpp)
  // A detection whose up face was not found, closer than stray_near x the side of a face found
  // around another detection and matching below stray_score, is dropped: the detector's second
  // peaks between touching dice and at the photo's edge beside a die find no face, and match
  // poorly. stray_near 0 keeps them.
  double stray_near = 0.9;
  double stray_score = 0.7;
  // Gains on B, G, R applied to a die's body colour before it picks the die's set and is named
  // (white_balanced): the profile's white balance under the photo's light, as the set's samples
  // were balanced when taught; {1, 1, 1} takes the colours as the camera saw them.
  cv::Vec3f white_balance{1.f, 1.f, 1.f};
};

class TaughtDiceReader {
 public:
  explicit TaughtDiceReader(TaughtSet set, TaughtReaderOptions options = {});
  DiceObservation read(const cv::Mat& bgr);

 private:
  TaughtSet set_;
  TaughtReaderOptions options_;
  DiceDetector detector_ = taught_dice_detector();
};

// The colour a set's name gives its dice: the colour word after its last '-' (ERA's era-yellow,
// era-blue, era-gray and era-white), if that is one of color_name's. The taught reader names a die
// read in such a set so, rather than by its measured colour, which light and exposure move (a
// gray die in a bright photo is white to color_name).
std::optional<std::string> color_of_set(const std::string& set);

// Labels: letters, digits, '-', '_' and '.', not starting with '.'.
bool valid_label(const std::string& label);

}  // namespace scriptorium::vision
