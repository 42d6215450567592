#include "vision/dice/taught_set.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cmath>
#include <functional>
#include <iterator>
#include <map>
#include <optional>
#include <utility>

#include <opencv2/imgproc.hpp>

#include "vision/dice/descriptor_dots.hpp"
#include "vision/dice/die_color.hpp"
#include "vision/dice/face_classifier.hpp"
#include "vision/dice/up_face.hpp"
#include "vision/image/affine_warp.hpp"
#include "vision/image/colour_tables.hpp"

namespace scriptorium::vision {
namespace {

constexpr int kDesc = kDescriptorSide;
constexpr double kFaceFraction = 0.75;  // of the sample: the up face without the die's edges
constexpr int kRotations = 36;          // 10 degree steps
// Turns of a quarter are exact pixel permutations of the windows (centred between pixels, the mask
// symmetric about that centre): the read face is turned by warpAffine only within the first quarter,
// and each taught face is kept at its four quarter turns instead (docs/performance.md).
constexpr int kQuarters = 4;
constexpr int kQuarterTurns = kRotations / kQuarters;  // turns warped, each zoom
static_assert(kRotations % kQuarters == 0);
constexpr double kZooms[] = {0.9, 1.0, 1.1};
constexpr int kZoomCount = static_cast<int>(std::size(kZooms));
constexpr int kUnitZoom = 1;  // kZooms[kUnitZoom] == 1
// High-pass scale in descriptor pixels: shading, glare gradients and the icon's dark bulk, which
// every icon shares, are taken out so that the correlation weighs the icon's outline.
constexpr double kHighPass = 5.0;
constexpr int kCentring = 2;  // passes of the icon's centroid (icon_centre)
constexpr int kShift = kDescriptorShift;  // descriptor pixels each way the fine search moves a face
constexpr int kRefine = 3;    // each taught sample's best turns searched again at every shift
// The turns are compared coarse to fine: every kCoarseStep-th turn at zoom 1 first, then every turn
// and zoom within a step of each taught sample's kCoarseBest best coarse turns (docs/performance.md).
constexpr int kCoarseStep = 3;
constexpr int kCoarseBest = 2;
// How much the fine search (with the shifts) and the shifted search alone raised a taught sample's
// score at most over its best coarse turn, and a turn's over its unshifted score, on the development
// scenes (0.44 and 0.31; docs/performance.md), with a margin: a sample or turn further below the
// second-best label's score so far is not searched, as it would not change the two best labels.
constexpr double kFineGain = 0.5;
constexpr double kShiftGain = 0.35;
// Lab distance (L 0..100) beyond the nearest kind's at which a kind's dice are not of the die's
// colour: room for light that shifts one die's colour towards another's.
constexpr double kKindColour = 15.0;

cv::Vec3f lab(const cv::Vec3b& bgr) {
  cv::Mat3f pixel(1, 1, cv::Vec3f(bgr[0] / 255.f, bgr[1] / 255.f, bgr[2] / 255.f));
  cv::cvtColor(pixel, pixel, cv::COLOR_BGR2Lab);
  return pixel(0, 0);
}

// The disc inside the descriptor square, symmetric about the square's centre (between pixels), so
// that a quarter turn of the square keeps it.
const cv::Mat& descriptor_mask() {
  static const cv::Mat mask = [] {
    cv::Mat m(kDesc, kDesc, CV_8U, cv::Scalar(0));
    const double middle = (kDesc - 1) / 2.0, radius = kDesc / 2.0;
    for (int y = 0; y < kDesc; ++y)
      for (int x = 0; x < kDesc; ++x)
        if ((x - middle) * (x - middle) + (y - middle) * (y - middle) <= radius * radius) m.at<uchar>(y, x) = 255;
    return m;
  }();
  return mask;
}

cv::Mat high_pass(const cv::Mat& gray, double sigma) {
  cv::Mat f, low;
  gray.convertTo(f, CV_32F);
  cv::GaussianBlur(f, low, cv::Size(), sigma, 0, cv::BORDER_REPLICATE);
  return f - low;
}

// The grey sample high-passed at kHighPass descriptor pixels, once before it is turned and
// zoomed (a Gaussian turns with the image; the zooms change its scale by a tenth at most).
cv::Mat high_passed_sample(const cv::Mat& sample) {
  cv::Mat gray;
  cv::cvtColor(sample, gray, cv::COLOR_BGR2GRAY);
  return high_pass(gray, kHighPass * kFaceFraction * sample.cols / kDesc);
}

// Where the icon lies in a high-passed sample: the centroid of its energy inside the face. It
// turns with the icon, so centring taught and read faces on it undoes a misjudged face centre.
cv::Point2f icon_centre(const cv::Mat& high) {
  const cv::Point2f middle(static_cast<float>(high.cols) / 2.f, static_cast<float>(high.rows) / 2.f);
  const cv::Mat energy = cv::abs(high);
  const int radius = static_cast<int>(std::lround(kFaceFraction * high.cols / 2));
  cv::Point2f c = middle;
  for (int pass = 0; pass < kCentring; ++pass) {
    cv::Mat mask(high.size(), CV_8U, cv::Scalar(0));
    cv::circle(mask, c, radius, cv::Scalar(255), cv::FILLED);
    cv::Mat inside(high.size(), CV_32F, cv::Scalar(0));
    energy.copyTo(inside, mask);
    const cv::Moments m = cv::moments(inside);
    if (m.m00 <= 1e-6) break;
    c = {static_cast<float>(m.m10 / m.m00), static_cast<float>(m.m01 / m.m00)};
  }
  // A blank face or a die's edge in view must not pull the centre off the face.
  const float limit = 0.15f * static_cast<float>(high.cols);
  return middle +
         cv::Point2f(std::clamp(c.x - middle.x, -limit, limit), std::clamp(c.y - middle.y, -limit, limit));
}

// The high-passed sample around `c`, turned by `angle` degrees and zoomed: a square of side
// kDesc + 2 * margin, the descriptor with room for shifts. `c` goes to the square's centre, between
// its middle pixels, so that the window at angle + 90 is this one turned a quarter (turn_quarters).
cv::Mat descriptor_window(const cv::Mat& high, cv::Point2f c, double angle, double zoom, int margin) {
  const int side = kDesc + 2 * margin;
  cv::Mat m = cv::getRotationMatrix2D(c, angle, zoom * kDesc / (kFaceFraction * high.cols));
  m.at<double>(0, 2) += (side - 1) / 2.0 - c.x;
  m.at<double>(1, 2) += (side - 1) / 2.0 - c.y;
  return warp_affine_linear(high, cv::Matx23d(m), cv::Size(side, side));
}

// A square turned `quarters` x 90 degrees the way descriptor_window turns by a positive angle
// (counter-clockwise as seen), about its centre.
cv::Mat turn_quarters(const cv::Mat& square, int quarters) {
  static constexpr cv::RotateFlags kTurns[] = {cv::ROTATE_90_COUNTERCLOCKWISE, cv::ROTATE_180,
                                               cv::ROTATE_90_CLOCKWISE};
  const int q = ((quarters % kQuarters) + kQuarters) % kQuarters;
  if (q == 0) return square.clone();
  cv::Mat out;
  cv::rotate(square, out, kTurns[q - 1]);
  return out;
}

// Where each row of the circular mask starts and ends (one past).
const std::vector<std::pair<int, int>>& mask_spans() {
  static const std::vector<std::pair<int, int>> spans = [] {
    std::vector<std::pair<int, int>> out;
    for (int y = 0; y < kDesc; ++y) {
      const cv::Mat row = descriptor_mask().row(y);
      int first = kDesc, last = -1;
      for (int x = 0; x < kDesc; ++x)
        if (row.at<uchar>(x)) first = std::min(first, x), last = x;
      out.emplace_back(first, last + 1);
    }
    return out;
  }();
  return spans;
}

// The descriptor at the window's centre: one row, zero mean and unit norm inside the circular mask,
// zero outside. By pointers over the mask's row spans: it runs 108 times a die, and the masked
// cv::mean, setTo and norm it replaced cost more than their arithmetic (docs/performance.md).
cv::Mat centre_descriptor(const cv::Mat& window) {
  const int margin = (window.cols - kDesc) / 2;
  double sum = 0;
  int n = 0;
  for (int r = 0; r < kDesc; ++r) {
    const float* w = window.ptr<float>(margin + r) + margin;
    const auto [x0, x1] = mask_spans()[static_cast<std::size_t>(r)];
    for (int x = x0; x < x1; ++x) sum += w[x];
    n += x1 - x0;
  }
  const auto mean = static_cast<float>(sum / std::max(n, 1));
  cv::Mat f(1, kDesc * kDesc, CV_32F, cv::Scalar(0));
  float* out = f.ptr<float>();
  double square = 0;
  for (int r = 0; r < kDesc; ++r) {
    const float* w = window.ptr<float>(margin + r) + margin;
    const auto [x0, x1] = mask_spans()[static_cast<std::size_t>(r)];
    for (int x = x0; x < x1; ++x) {
      const float v = w[x] - mean;
      out[r * kDesc + x] = v;
      square += static_cast<double>(v) * v;
    }
  }
  const double norm = std::sqrt(square);
  if (norm > 1e-6) f /= norm;
  return f;
}

// A window's norm inside the mask, about its mean there, at every shift: the denominators of the
// correlations with taught faces, which are zero-mean and zero outside the mask already.
std::vector<double> shifted_norms(const cv::Mat& window) {
  const int shifts = window.cols - kDesc + 1;
  const double n = cv::countNonZero(descriptor_mask());
  cv::Mat sum, sum_sq;
  cv::integral(window, sum, sum_sq, CV_64F, CV_64F);
  const auto span_sum = [](const cv::Mat& integral, int y, int x0, int x1) {
    return integral.at<double>(y + 1, x1) - integral.at<double>(y, x1) - integral.at<double>(y + 1, x0) +
           integral.at<double>(y, x0);
  };
  std::vector<double> norms;
  for (int y = 0; y < shifts; ++y)
    for (int x = 0; x < shifts; ++x) {
      double s = 0, sq = 0;
      for (int r = 0; r < kDesc; ++r) {
        const auto [x0, x1] = mask_spans()[static_cast<std::size_t>(r)];
        s += span_sum(sum, y + r, x + x0, x + x1);
        sq += span_sum(sum_sq, y + r, x + x0, x + x1);
      }
      norms.push_back(std::sqrt(std::max(sq - s * s / n, 1e-12)));
    }
  return norms;
}

// The best correlation of a taught face (kDesc x kDesc) with the window over its shifts.
double best_shifted(const cv::Mat& window, const std::vector<double>& norms, const cv::Mat& face) {
  const ShiftedDots dots = shifted_dots(window, face);
  double best = -1.0;
  for (std::size_t s = 0; s < dots.size(); ++s) best = std::max(best, dots[s] / norms[s]);
  return best;
}

}  // namespace

namespace {

// The up face found: centred, its edges turned square to the crop, scaled to kSampleScale.
cv::Mat sample_of_face(const cv::Mat& bgr, const cv::RotatedRect& face) {
  const double side = 0.5 * (face.size.width + face.size.height);
  cv::Mat m = cv::getRotationMatrix2D(face.center, face.angle, kSampleSide / (kSampleScale * side));
  m.at<double>(0, 2) += kSampleSide / 2.0 - face.center.x;
  m.at<double>(1, 2) += kSampleSide / 2.0 - face.center.y;
  cv::Mat out;
  cv::warpAffine(bgr, out, m, cv::Size(kSampleSide, kSampleSide), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
  return out;
}

}  // namespace

namespace {

struct DieSample {
  cv::Mat sample;
  std::optional<cv::RotatedRect> face;  // the up face found, if it was
};

// The body colour of a die's sample: the most common colour of the central 90 % of its face (the
// sample is kSampleScale x the face), where the body outweighs any icon; the central 60 %
// (die_body_color's own) can be all icon, e.g. a ring (docs/accuracy.md, "The colour that picks a
// taught die's set"). Taught samples and read dice are measured alike.
cv::Vec3b sample_body_color(const cv::Mat& sample) {
  const cv::Point2f middle(static_cast<float>(sample.cols) / 2.f, static_cast<float>(sample.rows) / 2.f);
  return die_body_color(sample, middle, static_cast<float>(1.5 * sample.cols / kSampleScale));
}

// The die's up face as a sample: the face found in the photo, else the detector's square.
DieSample sample_die(const cv::Mat& bgr, cv::Point2f center, float size, cv::Vec3b body) {
  DieSample out;
  out.face = find_up_face(bgr, center, size, body);
  out.sample = out.face ? sample_of_face(bgr, *out.face) : die_crop(bgr, center, kSampleScale * size, kSampleSide);
  return out;
}

}  // namespace

cv::Mat face_sample(const cv::Mat& bgr, cv::Point2f center, float size) {
  return sample_die(bgr, center, size, die_body_color(bgr, center, size)).sample;
}

DiceDetector taught_dice_detector() { return DiceDetector("taught_detector"); }

std::vector<cv::Mat> teaching_samples(const cv::Mat& photo, DiceDetector& detector,
                                      const cv::Vec3f& white_balance) {
  std::vector<cv::Mat> samples;
  if (photo.cols < 8 || photo.rows < 8) return samples;
  for (const auto& c : detector.detect(photo, 0.3f))
    samples.push_back(white_balanced(face_sample(photo, c.center, c.size), white_balance));
  return samples;
}

std::optional<std::string> color_of_set(const std::string& set) {
  const std::size_t dash = set.rfind('-');
  if (dash == std::string::npos) return std::nullopt;
  std::string word = set.substr(dash + 1);
  std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return std::tolower(c); });
  if (!is_color_name(word)) return std::nullopt;
  return word;
}

bool valid_label(const std::string& label) {
  if (label.empty() || label.size() > 64 || label[0] == '.') return false;
  return std::all_of(label.begin(), label.end(), [](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-' ||
           ch == '_' || ch == '.';
  });
}

std::vector<std::string> TaughtSet::labels() const {
  std::vector<std::string> out;
  for (const auto& f : faces_)
    if (std::find(out.begin(), out.end(), f.label) == out.end()) out.push_back(f.label);
  return out;
}

void TaughtSet::add(const std::string& label, const cv::Mat& sample) {
  faces_.push_back({name_, label, lab(sample_body_color(sample))});
  const cv::Mat high = high_passed_sample(sample);
  const cv::Mat face = centre_descriptor(descriptor_window(high, icon_centre(high), 0.0, 1.0, 0)).reshape(1, kDesc);
  // Turned back by each quarter: read turn r + 90q against this is read turn r against row q.
  for (int q = 0; q < kQuarters; ++q) descriptors_.push_back(turn_quarters(face, -q).reshape(1, 1));
}

void TaughtSet::merge(const TaughtSet& other) {
  faces_.insert(faces_.end(), other.faces_.begin(), other.faces_.end());
  descriptors_.push_back(other.descriptors_);
}

std::vector<std::string> TaughtSet::kinds_coloured(const cv::Vec3b& body) const {
  std::map<std::string, std::pair<cv::Vec3f, int>> sums;  // by kind: sum of body colours, count
  for (const auto& f : faces_) {
    auto& [sum, n] = sums[f.kind];
    sum += f.body;
    ++n;
  }
  const cv::Vec3f die = lab(body);
  std::vector<std::pair<double, std::string>> distances;
  for (const auto& [kind, sum] : sums) distances.emplace_back(cv::norm(sum.first / sum.second - die), kind);
  const double nearest = std::min_element(distances.begin(), distances.end())->first;
  std::vector<std::string> kinds;
  for (const auto& [distance, kind] : distances)
    if (distance <= nearest + kKindColour) kinds.push_back(kind);
  return kinds;
}

std::vector<FaceMatch> TaughtSet::match(const cv::Mat& sample, std::optional<cv::Vec3b> body) const {
  if (faces_.empty()) return {};
  std::vector<bool> compared(faces_.size(), true);
  if (body) {
    const std::vector<std::string> kinds = kinds_coloured(*body);
    for (std::size_t t = 0; t < faces_.size(); ++t)
      compared[t] = std::find(kinds.begin(), kinds.end(), faces_[t].kind) != kinds.end();
  }
  // Each label's best score so far: a lower bound of its final score, which only grows.
  std::map<std::pair<std::string, std::string>, double> best;  // by (kind, label)
  std::vector<double*> label_score(faces_.size(), nullptr);     // each taught sample's entry in `best`
  for (std::size_t t = 0; t < faces_.size(); ++t)
    if (compared[t]) label_score[t] = &best.try_emplace({faces_[t].kind, faces_[t].label}, -1.0).first->second;
  const auto raise = [&](std::size_t t, double score) { *label_score[t] = std::max(*label_score[t], score); };
  const auto second_best = [&] {
    double first = -1.0, second = -1.0;
    for (const auto& entry : best) {
      const double s = entry.second;
      if (s > first) second = first, first = s;
      else if (s > second) second = s;
    }
    return best.size() > 1 ? second : -2.0;
  };

  // The sample's turns and zooms, centred on its icon, against every taught sample, coarse to fine;
  // then the best few turns again at every small shift. The first quarter's turns are warped (when
  // first asked for); the others are those against the taught sample's quarter turns.
  const cv::Mat high = high_passed_sample(sample);
  const cv::Point2f centre = icon_centre(high);
  std::vector<cv::Mat> windows(static_cast<std::size_t>(kZoomCount * kQuarterTurns));  // by zoom, turn
  std::vector<cv::Mat> centred(windows.size());
  std::vector<std::vector<double>> norms(windows.size());
  const auto window = [&](int zoom, int rotation) {
    const auto w = static_cast<std::size_t>(zoom * kQuarterTurns + rotation % kQuarterTurns);
    if (windows[w].empty()) {
      const double angle = (rotation % kQuarterTurns) * 360.0 / kRotations;
      windows[w] = descriptor_window(high, centre, angle, kZooms[zoom], kShift);
      centred[w] = centre_descriptor(windows[w]);
    }
    return w;
  };
  struct Turn {
    double score;
    int zoom, rotation;  // rotation 0..kRotations-1
    std::size_t sample;
    bool operator>(const Turn& o) const { return score > o.score; }
  };
  const auto compare = [&](std::size_t t, int zoom, int rotation) {
    const std::size_t w = window(zoom, rotation);
    const int row = static_cast<int>(t) * kQuarters + rotation / kQuarterTurns;
    return Turn{dot_descriptors(centred[w].ptr<float>(), descriptors_.ptr<float>(row)), zoom, rotation, t};
  };

  // Coarse: every taught sample at every kCoarseStep-th turn, zoom 1.
  std::vector<std::array<Turn, kCoarseBest>> coarse_best(faces_.size());
  std::vector<Turn> coarse, order;
  for (std::size_t t = 0; t < faces_.size(); ++t) {
    if (!compared[t]) continue;
    coarse.clear();
    for (int r = 0; r < kRotations; r += kCoarseStep) coarse.push_back(compare(t, kUnitZoom, r));
    std::partial_sort(coarse.begin(), coarse.begin() + kCoarseBest, coarse.end(), std::greater<>());
    std::copy_n(coarse.begin(), kCoarseBest, coarse_best[t].begin());
    raise(t, coarse[0].score);
    order.push_back(coarse[0]);
  }

  // Fine, best coarse first: every turn and zoom within a step of a sample's best coarse turns. A
  // sample whose coarse score lies more than kFineGain below the second-best label's so far cannot
  // change the two best labels (their scores decide the reading), and is not searched further.
  std::sort(order.begin(), order.end(), std::greater<>());
  std::vector<Turn> fine, refine;
  std::vector<bool> seen(static_cast<std::size_t>(kZoomCount * kRotations));
  for (const Turn& first : order) {
    if (first.score + kFineGain < second_best()) break;
    const std::size_t t = first.sample;
    fine.clear();
    std::fill(seen.begin(), seen.end(), false);
    for (const Turn& c : coarse_best[t])
      for (int d = -(kCoarseStep / 2); d <= kCoarseStep / 2; ++d)
        for (int z = 0; z < kZoomCount; ++z) {
          const int r = (c.rotation + d + kRotations) % kRotations;
          if (seen[static_cast<std::size_t>(z * kRotations + r)]) continue;
          seen[static_cast<std::size_t>(z * kRotations + r)] = true;
          fine.push_back(compare(t, z, r));
        }
    std::partial_sort(fine.begin(), fine.begin() + kRefine, fine.end(), std::greater<>());
    raise(t, fine[0].score);
    refine.insert(refine.end(), fine.begin(), fine.begin() + kRefine);
  }

  // Each searched sample's best kRefine turns at every small shift, best first, and as sparingly.
  std::sort(refine.begin(), refine.end(), std::greater<>());
  for (const Turn& turn : refine) {
    if (turn.score + kShiftGain < second_best()) break;
    const std::size_t w = window(turn.zoom, turn.rotation);
    if (norms[w].empty()) norms[w] = shifted_norms(windows[w]);
    const int row = static_cast<int>(turn.sample) * kQuarters + turn.rotation / kQuarterTurns;
    raise(turn.sample, best_shifted(windows[w], norms[w], descriptors_.row(row).reshape(1, kDesc)));
  }

  std::vector<FaceMatch> out;
  for (const auto& [face, score] : best) out.push_back({face.first, face.second, score});
  std::sort(out.begin(), out.end(), [](const FaceMatch& a, const FaceMatch& b) { return a.score > b.score; });
  return out;
}

TaughtDiceReader::TaughtDiceReader(TaughtSet set, TaughtReaderOptions options)
    : set_(std::move(set)), options_(options) {
  build_colour_tables();  // the dice's colours and up faces: not in the first photo's time
}

DiceObservation TaughtDiceReader::read(const cv::Mat& bgr) {
  const auto start = std::chrono::steady_clock::now();
  DiceObservation obs;
  obs.width = bgr.cols;
  obs.height = bgr.rows;
  if (bgr.empty() || bgr.cols < 8 || bgr.rows < 8 || set_.empty()) return obs;
  struct Found {
    DieReading reading;
    std::optional<cv::RotatedRect> face;
    double score;
  };
  std::vector<Found> found;
  const float exposure = exposure_gain(bgr);
  for (const auto& c : detector_.detect(bgr, options_.min_peak)) {
    const auto [sample, face] = sample_die(bgr, c.center, c.size, die_body_color(bgr, c.center, c.size));
    // Compared as the taught samples were stored: balanced (teaching_samples).
    const cv::Mat balanced = white_balanced(sample, options_.white_balance);
    const cv::Vec3b body = sample_body_color(balanced);
    const std::vector<FaceMatch> m = set_.match(balanced, body);
    if (m.empty() || m[0].score < options_.min_score) continue;
    DieReading r;
    r.kind = m[0].kind;
    const double margin = m.size() > 1 ? m[0].score - m[1].score : 1.0;
    if (m[0].score >= options_.sure_score && margin >= options_.min_margin) r.label = m[0].label;
    r.guess_label = m[0].label;
    r.confidence = std::clamp(m[0].score, 0.0, 1.0) * std::min(1.0, 0.5 + margin / (2 * options_.min_margin));
    r.center = c.center;
    r.box = cv::Rect(static_cast<int>(std::lround(c.center.x - c.size / 2)),
                     static_cast<int>(std::lround(c.center.y - c.size / 2)), static_cast<int>(std::lround(c.size)),
                     static_cast<int>(std::lround(c.size)));
    const std::optional<std::string> set_color = color_of_set(r.kind);
    r.color = set_color ? *set_color : color_name(body, exposure);
    found.push_back({r, face, m[0].score});
  }
  // A detection that led to no face, close beside a face found and reading no taught face
  // well, is the detector's second peak between touching dice or at the photo's edge.
  const auto stray = [&](const Found& f) {
    return !f.face && f.score < options_.stray_score &&
           std::any_of(found.begin(), found.end(), [&](const Found& o) {
             return o.face && cv::norm(o.face->center - f.reading.center) <
                                  options_.stray_near * 0.5 * (o.face->size.width + o.face->size.height);
           });
  };
  // Two detections of one die find the same face: keep the better match.
  std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.score > b.score; });
  std::vector<const Found*> kept;
  for (const auto& f : found) {
    const bool twice = std::any_of(kept.begin(), kept.end(), [&](const Found* k) {
      return same_die(k->reading.center, k->face, f.reading.center, f.face,
                      static_cast<float>(options_.same_face));
    });
    if (twice || stray(f)) continue;
    kept.push_back(&f);
    obs.dice.push_back(f.reading);
  }
  std::sort(obs.dice.begin(), obs.dice.end(), [](const DieReading& a, const DieReading& b) {
    return a.center.y != b.center.y ? a.center.y < b.center.y : a.center.x < b.center.x;
  });
  obs.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return obs;
}

}  // namespace scriptorium::vision
