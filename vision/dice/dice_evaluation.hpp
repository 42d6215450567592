// Measuring the reader on labelled photos (the real-d6 label format:
// {"image", "width", "height", "dice": [{"value", "box", "center"}]}).
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/die_reading.hpp"

namespace scriptorium::vision {

struct LabelledDie {
  std::string value;  // "1".."8" for numeric faces, or a taught label
  cv::Point2f center;
  cv::Rect2f box;
  std::string kind;   // "d4", "d6", "d8" where the label says (numeral solids); else empty
  // The body colour's name (cli.md's words) where the label says, "a|b" where either is right
  // (a dark purple die that is as fairly called black); else empty.
  std::string color;
};

struct LabelledImage {
  std::string label_file;
  std::string image_file;        // resolved next to the label file, never outside its folder
  std::optional<cv::Size> size;  // the label's "width" and "height", where it gives them
  std::vector<LabelledDie> dice;
};

// A labelled image evaluate_dice could not score, and why: the image unreadable, or not the size
// its label gives (the label's boxes would be in other pixels); `file` and `place` (a JSON pointer,
// or empty) are where the fault lies.
struct SkippedImage {
  std::string file;
  std::string place;
  std::string why;
};

// Halves of a labelled folder's files in name order (tools/dice/realset.py): the first and second
// half (for real-d6, the two shooting days), or the files at even and odd positions (two
// cross-validation folds that each hold half of each day); kOddSecondHalf is the odd files of the
// second half; kEvenFirstHalf and kOddFirstHalf the first half's files at even and odd positions
// (the development day's two inner folds).
enum class SplitPart { kAll, kFirstHalf, kSecondHalf, kEven, kOdd, kOddSecondHalf, kEvenFirstHalf, kOddFirstHalf };

// The *.json label files of `dir`, sorted by name, those of `part` kept. Throws
// std::runtime_error naming the file on a malformed label (one whose image lies outside `dir`
// included).
std::vector<LabelledImage> load_labelled_folder(const std::string& dir, SplitPart part = SplitPart::kAll);

// Adds the colours of `file` to the dice of `set`, for label files that name none (real-d6's):
// {"colors": {"LABEL_FILE_NAME.json": ["red", "purple|black", ...]}}, one name per die in the label
// file's order; label files it does not list keep theirs. Throws std::runtime_error naming `file`
// and the place when it is malformed or a list does not have one name per die.
void add_color_labels(std::vector<LabelledImage>& set, const std::string& file);

// part / whole (a share or a mean), or nothing when whole is 0: a share of nothing is no score,
// where 0 / 0 taken as 1 would read as a perfect one.
inline std::optional<double> divided(double part, int whole) {
  return whole > 0 ? std::optional<double>(part / whole) : std::nullopt;
}

// The matched dice whose confidence fell in [from, to) (the last bin includes 1), and how many of
// them the reader's value or, for those reported uncertain, its best guess got right. The
// confidence means what it says when share_right() is close to mean_confidence().
struct ConfidenceBin {
  double from = 0.0;
  double to = 1.0;
  int dice = 0;
  int right = 0;
  double confidence_sum = 0.0;

  std::optional<double> share_right() const { return divided(right, dice); }
  std::optional<double> mean_confidence() const { return divided(confidence_sum, dice); }
};

// One die the reader got wrong: a labelled die it missed, read wrong or reported uncertain, or a
// die it reported where none is labelled. What a user looks at to see where a reader fails on
// their table.
struct DieMistake {
  enum class Kind { kMissed, kMisread, kUncertain, kFalse };
  Kind kind = Kind::kMissed;
  std::string image;        // the image file
  std::string labelled;     // the labelled face; empty for a false die
  std::string read;         // the value read, or the best guess of an uncertain die; empty for a missed one
  std::optional<double> confidence;  // the reader's; none for a missed die
  cv::Point2f center;       // the labelled die's, or the false die's
  cv::Rect2f box;
};

// "missed", "misread", "uncertain" or "false".
const char* mistake_name(DieMistake::Kind kind);

// Bins edged at 0, 0.4 (the reader's default min_confidence), 0.6, 0.8, 0.9, 0.99 and 1.
std::vector<ConfidenceBin> default_confidence_bins();

struct DiceEvaluation {
  int images = 0;
  int truth = 0;          // labelled dice
  int detections = 0;     // dice the reader reported
  int matched = 0;        // detections matched to a labelled die (centre within half its size)
  int correct = 0;        // matched with the right value
  int uncertain = 0;      // matched but reported without a value
  int wrong = 0;          // matched with a confident wrong value
  double total_ms = 0.0;  // recognition time summed over the images
  // Face labels: evaluate_dice lists the labelled ones first (numbers in order), others follow as
  // seen. confusion[t][r] counts labelled face labels[t] read as labels[r]; the two extra columns
  // are "uncertain" and "missed".
  std::vector<std::string> labels;
  std::vector<std::vector<int>> confusion;
  std::vector<SkippedImage> skipped;  // labelled images not scored
  std::vector<ConfidenceBin> confidence_bins = default_confidence_bins();
  // Body colours: the matched dice whose label names one, how many the reader named so, and the
  // others by (labelled, named) colour.
  int colors_labelled = 0;
  int colors_right = 0;
  std::map<std::pair<std::string, std::string>, int> color_mistakes;
  // Every die missed, misread, uncertain or false, in reading order: image by image, the labelled
  // dice in label order, then the false ones.
  std::vector<DieMistake> mistakes;

  // Each score is empty where there was nothing to score (no dice labelled, found or read with a
  // value; no images): a folder of empty tables has no accuracy rather than a perfect one.
  std::optional<double> precision() const { return divided(matched, detections); }
  std::optional<double> recall() const { return divided(matched, truth); }
  // Correct values over matched dice (an uncertain die counts as not correct).
  std::optional<double> value_accuracy() const { return divided(correct, matched); }
  // Correct values over the matched dice read with a value.
  std::optional<double> confident_accuracy() const { return divided(correct, matched - uncertain); }
  // End to end: labelled dice found and read right.
  std::optional<double> end_to_end() const { return divided(correct, truth); }
  // Colours named right over the matched dice whose label names one.
  std::optional<double> color_accuracy() const { return divided(colors_right, colors_labelled); }
  // Recognition time per image.
  std::optional<double> mean_ms() const { return divided(total_ms, images); }
  // Expected calibration error over confidence_bins: the dice-weighted mean of |share right -
  // mean confidence|; 0 when every bin is right exactly as often as it is confident.
  std::optional<double> calibration_error() const;
  // The share right of the matched dice in the bins from `edge` (a bin edge, e.g. 0.9) up.
  std::optional<double> share_right_from(double edge) const;
};

using ReadFunction = std::function<DiceObservation(const cv::Mat& bgr)>;

// `reader->read`, the reader shared among the copies of the function (its networks load once).
template <class Reader>
ReadFunction read_with(std::shared_ptr<Reader> reader) {
  return [reader](const cv::Mat& bgr) { return reader->read(bgr); };
}

// Reads every image with `read` and compares it with the labels.
DiceEvaluation evaluate_dice(const std::vector<LabelledImage>& set, const ReadFunction& read);

// The same for a reader that needs to know which labelled image it reads (its bare table's photo
// beside it, say); an ImageError it throws skips that image, with its message.
using LabelledReadFunction = std::function<DiceObservation(const cv::Mat& bgr, const LabelledImage& image)>;
DiceEvaluation evaluate_dice(const std::vector<LabelledImage>& set, const LabelledReadFunction& read);

// A labelled die and the found die matched to it: indices into the labels and the found centres.
struct MatchedDie {
  std::size_t truth;
  std::size_t found;
};

// How the metrics pair found dice with labelled ones: greedily, nearest pairs first, a found centre
// matching a labelled die when it lies within half the die's size of the labelled centre, each die
// on either side at most once. The pairs in matching order.
std::vector<MatchedDie> match_dice(const std::vector<LabelledDie>& truth,
                                   const std::vector<cv::Point2f>& found);

// Adds one image's result to `eval` (exposed for tests and synthetic scenes); its mistakes name
// `image`.
void score_observation(const std::vector<LabelledDie>& truth, const DiceObservation& obs,
                       DiceEvaluation& eval, const std::string& image = {});

}  // namespace scriptorium::vision
