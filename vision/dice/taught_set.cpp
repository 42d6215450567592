#include "vision/dice/taught_set.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <optional>
#include <utility>

#include <opencv2/imgproc.hpp>

#include "vision/dice/die_color.hpp"
#include "vision/dice/face_classifier.hpp"
#include "vision/dice/up_face.hpp"

namespace scriptorium::vision {
namespace {

constexpr int kDesc = 32;            // descriptor side
constexpr double kFaceFraction = 0.75;  // of the sample: the up face without the die's edges
constexpr int kRotations = 36;       // 10 degree steps

const cv::Mat& descriptor_mask() {
  static const cv::Mat mask = [] {
    cv::Mat m(kDesc, kDesc, CV_8U, cv::Scalar(0));
    cv::circle(m, cv::Point(kDesc / 2, kDesc / 2), kDesc / 2, cv::Scalar(255), cv::FILLED);
    return m;
  }();
  return mask;
}

// The grey up face of a sample turned by `angle` degrees, normalised inside the circular mask.
cv::Mat descriptor(const cv::Mat& sample, double angle, double zoom = 1.0, cv::Point2f shift = {}) {
  const cv::Point2f c = cv::Point2f(static_cast<float>(sample.cols) / 2.f, static_cast<float>(sample.rows) / 2.f) + shift;
  const double scale = zoom * kDesc / (kFaceFraction * sample.cols);
  cv::Mat m = cv::getRotationMatrix2D(c, angle, scale);
  m.at<double>(0, 2) += kDesc / 2.0 - c.x;
  m.at<double>(1, 2) += kDesc / 2.0 - c.y;
  cv::Mat gray, warped;
  cv::cvtColor(sample, gray, cv::COLOR_BGR2GRAY);
  cv::warpAffine(gray, warped, m, cv::Size(kDesc, kDesc), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
  cv::Mat f;
  warped.convertTo(f, CV_32F);
  const cv::Mat& mask = descriptor_mask();
  const double mean = cv::mean(f, mask)[0];
  f -= mean;
  f.setTo(0, ~mask);
  const double norm = cv::norm(f);
  if (norm > 1e-6) f /= norm;
  return f;
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

std::vector<cv::Mat> teaching_samples(const cv::Mat& photo, DiceDetector& detector) {
  std::vector<cv::Mat> samples;
  if (photo.cols < 8 || photo.rows < 8) return samples;
  for (const auto& c : detector.detect(photo, 0.3f)) samples.push_back(face_sample(photo, c.center, c.size));
  return samples;
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
  for (const auto& t : templates_)
    if (std::find(out.begin(), out.end(), t.label) == out.end()) out.push_back(t.label);
  return out;
}

void TaughtSet::add(const std::string& label, const cv::Mat& sample) {
  templates_.push_back({name_, label, descriptor(sample, 0.0)});
}

void TaughtSet::merge(const TaughtSet& other) {
  templates_.insert(templates_.end(), other.templates_.begin(), other.templates_.end());
}

std::vector<FaceMatch> TaughtSet::match(const cv::Mat& sample) const {
  std::map<std::pair<std::string, std::string>, double> best;  // by (kind, label)
  std::vector<cv::Mat> turned;
  for (const double zoom : {0.9, 1.0, 1.1})
    for (int r = 0; r < kRotations; ++r) turned.push_back(descriptor(sample, r * 360.0 / kRotations, zoom));
  for (const auto& t : templates_) {
    double s = -1.0;
    for (const auto& q : turned) s = std::max(s, q.dot(t.descriptor));
    auto [it, inserted] = best.emplace(std::pair{t.kind, t.label}, s);
    if (!inserted) it->second = std::max(it->second, s);
  }
  std::vector<FaceMatch> out;
  for (const auto& [face, score] : best) out.push_back({face.first, face.second, score});
  std::sort(out.begin(), out.end(), [](const FaceMatch& a, const FaceMatch& b) { return a.score > b.score; });
  return out;
}

TaughtDiceReader::TaughtDiceReader(TaughtSet set, TaughtReaderOptions options)
    : set_(std::move(set)), options_(options) {}

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
  for (const auto& c : detector_.detect(bgr, options_.min_peak)) {
    const cv::Vec3b body = die_body_color(bgr, c.center, c.size);
    const auto [sample, face] = sample_die(bgr, c.center, c.size, body);
    const std::vector<FaceMatch> m = set_.match(sample);
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
    r.color = color_name(body);
    found.push_back({r, face, m[0].score});
  }
  // Two detections of one die find the same face: keep the better match.
  std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.score > b.score; });
  std::vector<const Found*> kept;
  for (const auto& f : found) {
    const bool twice = std::any_of(kept.begin(), kept.end(), [&](const Found* k) {
      return same_die(k->reading.center, k->face, f.reading.center, f.face,
                      static_cast<float>(options_.same_face));
    });
    if (twice) continue;
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
