#include "vision/layout/appearance_model.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "engine/era/catalogue.hpp"

namespace scriptorium::vision::layout {
namespace {

constexpr std::size_t kMaxPerClass = 400;  // keeps the profile small and reading fast
constexpr std::size_t kMaxSeams = 3000;
constexpr double kMinMargin = 0.25;    // relative gap to the second class below which a cell is unknown
constexpr double kRejectFactor = 4.0;  // unknown beyond this many times a class's own spread
constexpr double kMinReject = 2.5;
constexpr int kMinOwnSpread = 8;  // exemplars a class needs to have a spread of its own

// Keeps at most `cap` items, evenly spread over the list (oldest and newest alike).
template <class T>
void thin(std::vector<T>& items, std::size_t cap) {
  if (items.size() <= cap) return;
  std::vector<T> kept;
  for (std::size_t i = 0; i < cap; ++i) kept.push_back(items[i * items.size() / cap]);
  items = std::move(kept);
}

}  // namespace

std::string class_name(int cls) {
  if (cls == kEmptyClass) return "empty";
  if (cls < 1 || cls >= kClassCount) return "unknown";
  return std::string(era::name_of(static_cast<era::PieceType>(cls - 1)));
}

std::optional<int> class_from_name(const std::string& name) {
  for (int c = 0; c < kClassCount; ++c) {
    if (class_name(c) == name) return c;
  }
  return std::nullopt;
}

bool AppearanceModel::has_class(int cls) const {
  return std::any_of(exemplars_.begin(), exemplars_.end(), [&](const Exemplar& e) { return e.cls == cls; });
}

void AppearanceModel::add(const std::vector<CellFeatures>& features, const std::vector<int>& classes,
                          const std::vector<Seam>& seams) {
  for (const Seam& s : seams)
    (s.between_pieces ? seams_cut_ : seams_same_).push_back(static_cast<float>(s.depth));
  thin(seams_same_, kMaxSeams);
  thin(seams_cut_, kMaxSeams);
  for (std::size_t i = 0; i < features.size() && i < classes.size(); ++i) {
    if (classes[i] >= 0 && classes[i] < kClassCount) exemplars_.push_back({classes[i], features[i]});
  }
  std::vector<Exemplar> all;
  for (int c = 0; c < kClassCount; ++c) {
    std::vector<Exemplar> mine;
    for (const auto& e : exemplars_) {
      if (e.cls == c) mine.push_back(e);
    }
    thin(mine, kMaxPerClass);
    all.insert(all.end(), mine.begin(), mine.end());
  }
  exemplars_ = std::move(all);
  refit();
}

void AppearanceModel::set_frame_reference(const cv::Vec3d& bgr) {
  frame_bgr_ = bgr;
  has_frame_ = true;
}

// Feature scales from the spread within classes; the rejection distance from how far taught
// exemplars lie from their own class; the seam threshold that best splits taught seams.
void AppearanceModel::refit() {
  // Spread of each feature within each class, and pooled over classes; a class with few
  // exemplars borrows the pooled spread, and no spread goes below the pooled one's half.
  std::array<std::array<double, kFeatureCount>, kClassCount> var{};
  std::array<double, kFeatureCount> pooled{};
  std::array<int, kClassCount> count{};
  double n = 0;
  for (int c = 0; c < kClassCount; ++c) {
    CellFeatures mean{};
    for (const auto& e : exemplars_) {
      if (e.cls != c) continue;
      for (int k = 0; k < kFeatureCount; ++k) mean[k] += e.f[k];
      ++count[static_cast<std::size_t>(c)];
    }
    const int m = count[static_cast<std::size_t>(c)];
    if (m < 2) continue;
    for (auto& v : mean) v /= static_cast<float>(m);
    for (const auto& e : exemplars_) {
      if (e.cls != c) continue;
      for (int k = 0; k < kFeatureCount; ++k)
        var[static_cast<std::size_t>(c)][k] += (e.f[k] - mean[k]) * (e.f[k] - mean[k]);
    }
    for (int k = 0; k < kFeatureCount; ++k) pooled[k] += var[static_cast<std::size_t>(c)][k];
    n += m;
  }
  for (int k = 0; k < kFeatureCount; ++k) pooled[k] = std::max(0.02, n > 0 ? std::sqrt(pooled[k] / n) : 0.1);
  // A class with few exemplars borrows the typical (median) class spread.
  std::array<double, kFeatureCount> typical = pooled;
  for (int k = 0; k < kFeatureCount; ++k) {
    std::vector<double> spreads;
    for (int c = 0; c < kClassCount; ++c) {
      const int m = count[static_cast<std::size_t>(c)];
      if (m >= kMinOwnSpread) spreads.push_back(std::sqrt(var[static_cast<std::size_t>(c)][k] / m));
    }
    if (!spreads.empty()) {
      std::nth_element(spreads.begin(), spreads.begin() + static_cast<long>(spreads.size() / 2),
                       spreads.end());
      typical[k] = spreads[spreads.size() / 2];
    }
  }
  for (int c = 0; c < kClassCount; ++c) {
    const int m = count[static_cast<std::size_t>(c)];
    for (int k = 0; k < kFeatureCount; ++k) {
      const double own = m >= kMinOwnSpread ? std::sqrt(var[static_cast<std::size_t>(c)][k] / m) : typical[k];
      (void)own;
      scale_[static_cast<std::size_t>(c)][k] = static_cast<float>(1.0 / pooled[k]);
    }
  }

  // Per class: how far its exemplars lie from their nearest classmate (a sample is enough).
  std::array<std::vector<double>, kClassCount> own;
  const std::size_t step = std::max<std::size_t>(1, exemplars_.size() / 900);
  for (std::size_t i = 0; i < exemplars_.size(); i += step) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < exemplars_.size(); ++j) {
      if (i == j || exemplars_[j].cls != exemplars_[i].cls) continue;
      double d = 0;
      for (int k = 0; k < kFeatureCount; ++k) {
        const double t = (exemplars_[i].f[k] - exemplars_[j].f[k]) *
                         scale_[static_cast<std::size_t>(exemplars_[i].cls)][k];
        d += t * t;
      }
      best = std::min(best, d);
    }
    if (std::isfinite(best)) own[static_cast<std::size_t>(exemplars_[i].cls)].push_back(std::sqrt(best));
  }
  std::vector<double> all;
  for (const auto& o : own) all.insert(all.end(), o.begin(), o.end());
  std::sort(all.begin(), all.end());
  const double global = all.empty() ? 4.0 : std::max(kMinReject, kRejectFactor * all[all.size() * 95 / 100]);
  for (std::size_t c = 0; c < own.size(); ++c) {
    auto& o = own[c];
    std::sort(o.begin(), o.end());
    // Few exemplars say little about a class's spread: never below the pooled threshold.
    reject_distance_[c] = o.size() < 5 ? global : std::max(global, kRejectFactor * o[o.size() * 95 / 100]);
  }

  if (!seams_same_.empty() && !seams_cut_.empty()) {
    std::vector<float> candidates = seams_same_;
    candidates.insert(candidates.end(), seams_cut_.begin(), seams_cut_.end());
    std::sort(candidates.begin(), candidates.end());
    std::size_t best_errors = std::numeric_limits<std::size_t>::max();
    for (std::size_t i = 0; i + 1 < candidates.size(); ++i) {
      const float t = (candidates[i] + candidates[i + 1]) / 2;
      const auto errors = static_cast<std::size_t>(
          std::count_if(seams_same_.begin(), seams_same_.end(), [&](float s) { return s > t; }) +
          std::count_if(seams_cut_.begin(), seams_cut_.end(), [&](float s) { return s <= t; }));
      if (errors < best_errors) best_errors = errors, seam_threshold_ = t;
    }
  }
}

CellVerdict AppearanceModel::classify(const CellLooks& looks) const {
  std::array<double, kClassCount> best;
  best.fill(std::numeric_limits<double>::infinity());
  for (const auto& e : exemplars_) {
    const CellFeatures& f = looks[static_cast<std::size_t>(height_of(e.cls))];
    double d = 0;
    for (int k = 0; k < kFeatureCount; ++k) {
      const double t = (f[k] - e.f[k]) * scale_[static_cast<std::size_t>(e.cls)][k];
      d += t * t;
    }
    best[static_cast<std::size_t>(e.cls)] = std::min(best[static_cast<std::size_t>(e.cls)], d);
  }
  CellVerdict v;
  double d1 = std::numeric_limits<double>::infinity(), d2 = d1;
  for (int c = 0; c < kClassCount; ++c) {
    const double d = best[static_cast<std::size_t>(c)];
    if (d < d1) {
      d2 = d1, d1 = d, v.nearest = c;
    } else if (d < d2) {
      d2 = d;
    }
  }
  if (v.nearest < 0) return v;
  d1 = std::sqrt(d1), d2 = std::sqrt(d2);
  v.distance = d1;
  const double margin = std::isfinite(d2) ? (d2 - d1) / (d1 + 0.5) : 10.0;
  const double reject = reject_distance_[static_cast<std::size_t>(v.nearest)];
  if (d1 > reject || margin < kMinMargin) return v;
  v.cls = v.nearest;
  // Sure when well inside the class and clear of the next one; fading to 0 at the rejection distance.
  v.confidence = std::clamp(margin / 1.5, 0.0, 1.0) * std::clamp(1.5 * (reject - d1) / reject, 0.0, 1.0);
  return v;
}

std::vector<int> AppearanceModel::counts() const {
  std::vector<int> out(kClassCount, 0);
  for (const auto& e : exemplars_) ++out[static_cast<std::size_t>(e.cls)];
  return out;
}

nlohmann::json AppearanceModel::to_json() const {
  nlohmann::json ex = nlohmann::json::object();
  for (const auto& e : exemplars_) {
    nlohmann::json f = nlohmann::json::array();
    for (float v : e.f) f.push_back(std::round(v * 1e4) / 1e4);
    ex[class_name(e.cls)].push_back(f);
  }
  nlohmann::json out{
      {"version", 1}, {"exemplars", ex}, {"seams", {{"same", seams_same_}, {"cut", seams_cut_}}}};
  if (has_frame_) out["frame_bgr"] = {frame_bgr_[0], frame_bgr_[1], frame_bgr_[2]};
  // The fitted values too, so reading need not refit.
  out["fit"] = {
      {"scale", scale_}, {"reject_distance", reject_distance_}, {"seam_threshold", seam_threshold_}};
  return out;
}

AppearanceModel AppearanceModel::from_json(const nlohmann::json& doc) {
  AppearanceModel m;
  if (!doc.is_object()) throw std::runtime_error("a taught layout appearance must be a JSON object");
  if (doc.value("version", 0) != 1) throw std::runtime_error("unsupported taught layout version");
  try {
    if (doc.contains("frame_bgr")) {
      const auto& f = doc.at("frame_bgr");
      m.set_frame_reference({f.at(0).get<double>(), f.at(1).get<double>(), f.at(2).get<double>()});
    }
    for (const auto& [name, list] : doc.at("exemplars").items()) {
      const auto cls = class_from_name(name);
      if (!cls) throw std::runtime_error("unknown cell class \"" + name + "\"");
      for (const auto& f : list) {
        if (!f.is_array() || f.size() != kFeatureCount)
          throw std::runtime_error("an exemplar of \"" + name + "\" has the wrong size");
        Exemplar e{*cls, {}};
        for (int k = 0; k < kFeatureCount; ++k)
          e.f[static_cast<std::size_t>(k)] = f.at(static_cast<std::size_t>(k)).get<float>();
        m.exemplars_.push_back(e);
      }
    }
    if (doc.contains("seams")) {
      m.seams_same_ = doc.at("seams").at("same").get<std::vector<float>>();
      m.seams_cut_ = doc.at("seams").at("cut").get<std::vector<float>>();
    }
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("malformed taught layout: ") + e.what());
  }
  if (doc.contains("fit")) {
    try {
      m.scale_ = doc.at("fit").at("scale").get<std::array<CellFeatures, kClassCount>>();
      m.reject_distance_ = doc.at("fit").at("reject_distance").get<std::array<double, kClassCount>>();
      m.seam_threshold_ = doc.at("fit").at("seam_threshold").get<double>();
      return m;
    } catch (const nlohmann::json::exception&) {
      // refit below
    }
  }
  m.refit();
  return m;
}

}  // namespace scriptorium::vision::layout
