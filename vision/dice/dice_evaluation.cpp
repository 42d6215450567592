#include "vision/dice/dice_evaluation.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "vision/image/load_image.hpp"

namespace scriptorium::vision {
namespace {

namespace fs = std::filesystem;

std::string value_text(const nlohmann::json& v) {
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  if (v.is_string()) return v.get<std::string>();
  throw std::runtime_error("value must be an integer or a string");
}

LabelledImage parse_label(const fs::path& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error("cannot read label file " + file.string());
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(in);
    LabelledImage li;
    li.label_file = file.string();
    const fs::path image = doc.at("image").get<std::string>();
    // The label is data from outside: its image is read from the label's folder, nowhere else.
    if (image.empty() || image.is_absolute() || std::find(image.begin(), image.end(), "..") != image.end())
      throw std::runtime_error("\"image\" must name a file in the label's folder");
    li.image_file = (file.parent_path() / image).string();
    if (doc.contains("width") || doc.contains("height")) {
      const int width = doc.at("width").get<int>(), height = doc.at("height").get<int>();
      if (width <= 0 || height <= 0) throw std::runtime_error("\"width\" and \"height\" must be positive");
      li.size = cv::Size(width, height);
    }
    for (const auto& d : doc.at("dice")) {
      LabelledDie die;
      die.value = value_text(d.at("value"));
      if (d.contains("kind")) die.kind = d["kind"].get<std::string>();
      if (d.contains("color")) die.color = d["color"].get<std::string>();
      const auto& b = d.at("box");
      die.box = cv::Rect2f(b.at(0).get<float>(), b.at(1).get<float>(), b.at(2).get<float>(), b.at(3).get<float>());
      if (d.contains("center")) {
        die.center = cv::Point2f(d["center"].at(0).get<float>(), d["center"].at(1).get<float>());
      } else {
        die.center = cv::Point2f(die.box.x + die.box.width / 2, die.box.y + die.box.height / 2);
      }
      li.dice.push_back(die);
    }
    return li;
  } catch (const std::exception& e) {  // nlohmann's and value_text's: both name the file
    throw std::runtime_error("malformed label file " + file.string() + ": " + e.what());
  }
}

bool numeric(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A face as the confusion matrix names it: "4", or "d8 4" where the label names the kind (a d4's
// 3 is not a d8's 3).
std::string face_label(const std::string& kind, const std::string& value) {
  return kind.empty() ? value : kind + " " + value;
}
std::string truth_label(const LabelledDie& d) { return face_label(d.kind, d.value); }

int label_index(DiceEvaluation& eval, const std::string& label) {
  auto it = std::find(eval.labels.begin(), eval.labels.end(), label);
  if (it != eval.labels.end()) return static_cast<int>(it - eval.labels.begin());
  eval.labels.push_back(label);
  for (auto& row : eval.confusion) row.insert(row.end() - 2, 0);
  eval.confusion.emplace_back(eval.labels.size() + 2, 0);
  return static_cast<int>(eval.labels.size()) - 1;
}

// Whether `named` is one of the '|'-separated names of `labelled`.
bool color_matches(const std::string& labelled, const std::string& named) {
  std::size_t from = 0;
  for (;;) {
    const std::size_t bar = labelled.find('|', from);
    if (labelled.compare(from, bar == std::string::npos ? std::string::npos : bar - from, named) == 0)
      return true;
    if (bar == std::string::npos) return false;
    from = bar + 1;
  }
}

void score_color(const std::string& labelled, const std::string& named, DiceEvaluation& eval) {
  if (labelled.empty()) return;
  ++eval.colors_labelled;
  if (color_matches(labelled, named))
    ++eval.colors_right;
  else
    ++eval.color_mistakes[{labelled, named}];
}

// The face the reader named or, for a die it reported uncertain, its best guess, named as
// face_label names labelled faces: with its kind where the labels name kinds.
std::string read_label(const DieReading& r, bool with_kind) {
  const std::string kind = with_kind ? r.kind : "";
  if (r.certain()) return face_label(kind, r.label.empty() ? std::to_string(*r.value) : r.label);
  return face_label(kind, r.guess_label.empty() ? std::to_string(r.best_guess) : r.guess_label);
}

// The same, named as `truth` is.
std::string guessed_label(const LabelledDie& truth, const DieReading& r) {
  return read_label(r, !truth.kind.empty());
}

void add_to_bin(std::vector<ConfidenceBin>& bins, double confidence, bool right) {
  if (!(confidence >= 0.0 && confidence <= 1.0)) return;  // not a probability (NaN included): no bin
  for (std::size_t i = 0; i < bins.size(); ++i) {
    const bool last = i + 1 == bins.size();
    if (confidence < bins[i].from || (last ? confidence > bins[i].to : confidence >= bins[i].to)) continue;
    ++bins[i].dice;
    bins[i].right += right ? 1 : 0;
    bins[i].confidence_sum += confidence;
    return;
  }
}

}  // namespace

std::vector<LabelledImage> load_labelled_folder(const std::string& dir, SplitPart part) {
  if (!fs::is_directory(dir)) throw std::runtime_error("not a directory: " + dir);
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  const std::size_t half = files.size() / 2;
  const auto kept = [&](std::size_t i) {
    switch (part) {
      case SplitPart::kAll:
        return true;
      case SplitPart::kFirstHalf:
        return i < half;
      case SplitPart::kSecondHalf:
        return i >= half;
      case SplitPart::kEven:
        return i % 2 == 0;
      case SplitPart::kOdd:
        return i % 2 == 1;
      case SplitPart::kOddSecondHalf:
        return i % 2 == 1 && i >= half;
      case SplitPart::kEvenFirstHalf:
        return i % 2 == 0 && i < half;
      case SplitPart::kOddFirstHalf:
        return i % 2 == 1 && i < half;
    }
    return false;
  };
  std::vector<LabelledImage> out;
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (kept(i)) out.push_back(parse_label(files[i]));
  }
  return out;
}

void add_color_labels(std::vector<LabelledImage>& set, const std::string& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error("cannot read colour labels " + file);
  try {
    const nlohmann::json doc = nlohmann::json::parse(in);
    const nlohmann::json& colors = doc.at("colors");
    if (!colors.is_object()) throw std::runtime_error("\"colors\" must be an object");
    // Every list checked before any die is given its colour: a bad file changes nothing.
    std::vector<std::vector<std::string>> named(set.size());
    for (std::size_t k = 0; k < set.size(); ++k) {
      const std::string name = fs::path(set[k].label_file).filename().string();
      const auto it = colors.find(name);
      if (it == colors.end()) continue;
      if (!it->is_array() || it->size() != set[k].dice.size())
        throw std::runtime_error("\"" + name + "\" must list " + std::to_string(set[k].dice.size()) +
                                 " colours, one per die");
      named[k] = it->get<std::vector<std::string>>();
    }
    for (std::size_t k = 0; k < set.size(); ++k) {
      for (std::size_t i = 0; i < named[k].size(); ++i) set[k].dice[i].color = named[k][i];
    }
  } catch (const std::exception& e) {  // nlohmann's and ours: both named with the file
    throw std::runtime_error("malformed colour labels " + file + ": " + e.what());
  }
}

std::vector<ConfidenceBin> default_confidence_bins() {
  constexpr std::array<double, 7> kEdges{0.0, 0.4, 0.6, 0.8, 0.9, 0.99, 1.0};
  std::vector<ConfidenceBin> bins;
  for (std::size_t i = 0; i + 1 < kEdges.size(); ++i) bins.push_back({kEdges[i], kEdges[i + 1]});
  return bins;
}

std::optional<double> DiceEvaluation::calibration_error() const {
  int dice = 0;
  double gap = 0.0;
  for (const auto& b : confidence_bins) {
    if (b.dice == 0) continue;
    dice += b.dice;
    gap += std::abs(b.right - b.confidence_sum);  // = dice x |share right - mean confidence|
  }
  return divided(gap, dice);
}

std::optional<double> DiceEvaluation::share_right_from(double edge) const {
  int dice = 0, right = 0;
  for (const auto& b : confidence_bins) {
    if (b.from < edge) continue;
    dice += b.dice;
    right += b.right;
  }
  return divided(right, dice);
}

std::vector<MatchedDie> match_dice(const std::vector<LabelledDie>& truth,
                                   const std::vector<cv::Point2f>& found) {
  struct Pair {
    double d;
    std::size_t t, r;
  };
  std::vector<Pair> pairs;
  for (std::size_t t = 0; t < truth.size(); ++t) {
    const double radius = 0.5 * std::max(truth[t].box.width, truth[t].box.height);
    for (std::size_t r = 0; r < found.size(); ++r) {
      const double d = cv::norm(truth[t].center - found[r]);
      if (d <= radius) pairs.push_back({d, t, r});
    }
  }
  std::sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) { return a.d < b.d; });
  std::vector<bool> t_used(truth.size(), false), r_used(found.size(), false);
  std::vector<MatchedDie> matched;
  for (const auto& p : pairs) {
    if (t_used[p.t] || r_used[p.r]) continue;
    t_used[p.t] = r_used[p.r] = true;
    matched.push_back({p.t, p.r});
  }
  return matched;
}

const char* mistake_name(DieMistake::Kind kind) {
  switch (kind) {
    case DieMistake::Kind::kMissed:
      return "missed";
    case DieMistake::Kind::kMisread:
      return "misread";
    case DieMistake::Kind::kUncertain:
      return "uncertain";
    case DieMistake::Kind::kFalse:
      return "false";
  }
  return "?";
}

void score_observation(const std::vector<LabelledDie>& truth, const DiceObservation& obs,
                       DiceEvaluation& eval, const std::string& image) {
  ++eval.images;
  eval.truth += static_cast<int>(truth.size());
  eval.detections += static_cast<int>(obs.dice.size());
  eval.total_ms += obs.elapsed_ms;
  std::vector<cv::Point2f> found;
  for (const auto& r : obs.dice) found.push_back(r.center);
  // Each labelled die's mistake, if any, by its place in the label: listed in label order below.
  std::vector<std::optional<DieMistake>> wrong(truth.size());
  const auto mistake = [&](DieMistake::Kind kind, std::size_t t, std::string read,
                           std::optional<double> confidence) {
    DieMistake m;
    m.kind = kind;
    m.image = image;
    m.labelled = truth_label(truth[t]);
    m.read = std::move(read);
    m.confidence = confidence;
    m.center = truth[t].center;
    m.box = truth[t].box;
    wrong[t] = std::move(m);
  };
  std::vector<bool> t_used(truth.size(), false), r_used(obs.dice.size(), false);
  for (const auto& p : match_dice(truth, found)) {
    t_used[p.truth] = true;
    r_used[p.found] = true;
    ++eval.matched;
    const DieReading& r = obs.dice[p.found];
    const std::string expected = truth_label(truth[p.truth]);
    const int row = label_index(eval, expected);
    const std::string read = guessed_label(truth[p.truth], r);
    add_to_bin(eval.confidence_bins, r.confidence, read == expected);
    score_color(truth[p.truth].color, r.color, eval);
    if (!r.certain()) {
      ++eval.uncertain;
      ++eval.confusion[row][eval.labels.size()];
      mistake(DieMistake::Kind::kUncertain, p.truth, read, r.confidence);
      continue;
    }
    const int col = label_index(eval, read);
    ++eval.confusion[row][col];
    if (read == expected) {
      ++eval.correct;
    } else {
      ++eval.wrong;
      mistake(DieMistake::Kind::kMisread, p.truth, read, r.confidence);
    }
  }
  for (std::size_t t = 0; t < truth.size(); ++t) {
    if (t_used[t]) continue;
    const int row = label_index(eval, truth_label(truth[t]));
    ++eval.confusion[row][eval.labels.size() + 1];
    mistake(DieMistake::Kind::kMissed, t, "", std::nullopt);
  }
  for (auto& m : wrong)
    if (m) eval.mistakes.push_back(std::move(*m));
  const bool kinds =
      std::any_of(truth.begin(), truth.end(), [](const LabelledDie& d) { return !d.kind.empty(); });
  for (std::size_t i = 0; i < obs.dice.size(); ++i) {
    if (r_used[i]) continue;
    const DieReading& r = obs.dice[i];
    eval.mistakes.push_back({DieMistake::Kind::kFalse, image, "", read_label(r, kinds), r.confidence,
                             r.center, cv::Rect2f(r.box)});
  }
}

DiceEvaluation evaluate_dice(const std::vector<LabelledImage>& set, const ReadFunction& read) {
  return evaluate_dice(
      set, LabelledReadFunction([&read](const cv::Mat& bgr, const LabelledImage&) { return read(bgr); }));
}

DiceEvaluation evaluate_dice(const std::vector<LabelledImage>& set, const LabelledReadFunction& read) {
  DiceEvaluation eval;
  // Numeric faces first, in order, so a d6 confusion matrix reads 1..6.
  std::vector<std::string> labels;
  for (const auto& li : set)
    for (const auto& d : li.dice)
      if (const std::string l = truth_label(d); std::find(labels.begin(), labels.end(), l) == labels.end()) labels.push_back(l);
  std::sort(labels.begin(), labels.end(), [](const std::string& a, const std::string& b) {
    if (numeric(a) != numeric(b)) return numeric(a);
    if (numeric(a)) return std::stoll(a) < std::stoll(b);
    return a < b;
  });
  for (const auto& l : labels) label_index(eval, l);
  for (const auto& li : set) {
    cv::Mat image;
    try {
      image = load_image(li.image_file);
    } catch (const ImageError& e) {
      eval.skipped.push_back({li.image_file, "", e.what()});
      continue;
    }
    if (li.size && image.size() != *li.size) {
      const auto pixels = [](cv::Size z) {
        return std::to_string(z.width) + " x " + std::to_string(z.height);
      };
      eval.skipped.push_back({li.label_file, "/width",
                              "the label gives " + pixels(*li.size) + " pixels, its image " +
                                  fs::path(li.image_file).filename().string() + " has " +
                                  pixels(image.size())});
      continue;
    }
    DiceObservation obs;
    try {
      obs = read(image, li);
    } catch (const ImageError& e) {
      eval.skipped.push_back({li.image_file, "", e.what()});
      continue;
    }
    score_observation(li.dice, obs, eval, li.image_file);
  }
  return eval;
}

}  // namespace scriptorium::vision
