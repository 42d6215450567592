#include "vision/layout/city_appearance.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace scriptorium::vision::layout {
namespace {

constexpr std::size_t kMaxPerLabel = 300;  // keeps the profile small and reading fast
constexpr double kSpotMinMargin = 0.25;    // relative gap to the second label below which a spot is unknown
constexpr double kSpotRejectFactor = 4.0;  // unknown beyond this many times the typical exemplar gap
constexpr double kSpotMinReject = 4.5;
constexpr double kMinSpread = 0.04;        // floor of a feature's spread (a few grey levels)

double distance2(const std::vector<float>& a, const std::vector<float>& b, const std::vector<float>& scale) {
  double d = 0;
  for (std::size_t k = 0; k < a.size(); ++k) {
    const double t = (a[k] - b[k]) * scale[k];
    d += t * t;
  }
  return d;
}

}  // namespace

SpotModel::SpotModel(std::vector<std::string> labels, int dims)
    : labels_(std::move(labels)), dims_(dims), scale_(static_cast<std::size_t>(dims), 1.0f) {}

int SpotModel::label_of(const std::string& name) const {
  const auto it = std::find(labels_.begin(), labels_.end(), name);
  return it == labels_.end() ? -1 : static_cast<int>(it - labels_.begin());
}

std::vector<int> SpotModel::counts() const {
  std::vector<int> out(labels_.size(), 0);
  for (const auto& e : exemplars_) ++out[static_cast<std::size_t>(e.label)];
  return out;
}

void SpotModel::add(int label, const std::vector<float>& features) {
  if (label < 0 || label >= static_cast<int>(labels_.size()) || static_cast<int>(features.size()) != dims_) return;
  exemplars_.push_back({label, features});
}

// Feature scales from the spread within labels (pooled); the rejection distance from how far
// exemplars lie from their nearest classmate; then at most kMaxPerLabel exemplars per label,
// evenly spread over the taught photos.
void SpotModel::refit() {
  std::vector<Exemplar> kept;
  for (int l = 0; l < static_cast<int>(labels_.size()); ++l) {
    std::vector<const Exemplar*> mine;
    for (const auto& e : exemplars_) {
      if (e.label == l) mine.push_back(&e);
    }
    const std::size_t n = std::min(mine.size(), kMaxPerLabel);
    for (std::size_t i = 0; i < n; ++i) kept.push_back(*mine[i * mine.size() / n]);
  }
  exemplars_ = std::move(kept);

  std::vector<double> var(static_cast<std::size_t>(dims_), 0.0);
  double count = 0;
  for (int l = 0; l < static_cast<int>(labels_.size()); ++l) {
    std::vector<double> mean(static_cast<std::size_t>(dims_), 0.0);
    int m = 0;
    for (const auto& e : exemplars_) {
      if (e.label != l) continue;
      for (int k = 0; k < dims_; ++k) mean[static_cast<std::size_t>(k)] += e.f[static_cast<std::size_t>(k)];
      ++m;
    }
    if (m < 2) continue;
    for (auto& v : mean) v /= m;
    for (const auto& e : exemplars_) {
      if (e.label != l) continue;
      for (std::size_t k = 0; k < var.size(); ++k) var[k] += (e.f[k] - mean[k]) * (e.f[k] - mean[k]);
    }
    count += m;
  }
  for (std::size_t k = 0; k < var.size(); ++k)
    scale_[k] = static_cast<float>(1.0 / std::max(kMinSpread, count > 0 ? std::sqrt(var[k] / count) : 0.1));

  std::vector<double> gaps;
  const std::size_t step = std::max<std::size_t>(1, exemplars_.size() / 600);
  for (std::size_t i = 0; i < exemplars_.size(); i += step) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < exemplars_.size(); ++j) {
      if (i != j && exemplars_[j].label == exemplars_[i].label)
        best = std::min(best, distance2(exemplars_[i].f, exemplars_[j].f, scale_));
    }
    if (std::isfinite(best)) gaps.push_back(std::sqrt(best));
  }
  std::sort(gaps.begin(), gaps.end());
  reject_ = gaps.empty() ? kSpotMinReject
                         : std::max(kSpotMinReject, kSpotRejectFactor * gaps[gaps.size() * 95 / 100]);
}

SpotVerdict SpotModel::classify(const std::vector<float>& f) const {
  SpotVerdict v;
  if (static_cast<int>(f.size()) != dims_) return v;
  std::vector<double> best(labels_.size(), std::numeric_limits<double>::infinity());
  for (const auto& e : exemplars_) {
    auto& b = best[static_cast<std::size_t>(e.label)];
    b = std::min(b, distance2(f, e.f, scale_));
  }
  double d1 = std::numeric_limits<double>::infinity(), d2 = d1;
  for (std::size_t l = 0; l < best.size(); ++l) {
    if (best[l] < d1) {
      d2 = d1, d1 = best[l], v.nearest = static_cast<int>(l);
    } else if (best[l] < d2) {
      d2 = best[l];
    }
  }
  if (v.nearest < 0) return v;
  d1 = std::sqrt(d1), d2 = std::sqrt(d2);
  const double margin = std::isfinite(d2) ? (d2 - d1) / (d1 + 0.5) : 10.0;
  if (d1 > reject_ || margin < kSpotMinMargin) return v;
  v.label = v.nearest;
  // Sure when well inside the label and clear of the next one; fading to 0 at the rejection distance.
  v.confidence = std::clamp(margin / 1.5, 0.0, 1.0) * std::clamp(1.5 * (reject_ - d1) / reject_, 0.0, 1.0);
  return v;
}

nlohmann::json SpotModel::to_json() const {
  nlohmann::json ex = nlohmann::json::object();
  for (const auto& name : labels_) ex[name] = nlohmann::json::array();
  for (const auto& e : exemplars_) {
    nlohmann::json f = nlohmann::json::array();
    for (float v : e.f) f.push_back(std::round(v * 1e4) / 1e4);
    ex[labels_[static_cast<std::size_t>(e.label)]].push_back(f);
  }
  return {{"exemplars", ex}, {"scale", scale_}, {"reject", reject_}};
}

void SpotModel::load(const nlohmann::json& doc) {
  exemplars_.clear();
  try {
    for (const auto& [name, list] : doc.at("exemplars").items()) {
      const int label = label_of(name);
      if (label < 0) throw std::runtime_error("unknown label \"" + name + "\"");
      for (const auto& f : list) {
        if (!f.is_array() || static_cast<int>(f.size()) != dims_)
          throw std::runtime_error("an exemplar of \"" + name + "\" has the wrong size");
        exemplars_.push_back({label, f.get<std::vector<float>>()});
      }
    }
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("malformed taught city appearance: ") + e.what());
  }
  const auto scale = doc.find("scale");
  if (scale != doc.end() && scale->is_array() && static_cast<int>(scale->size()) == dims_ &&
      doc.contains("reject") && doc["reject"].is_number()) {
    scale_ = scale->get<std::vector<float>>();
    reject_ = doc["reject"].get<double>();
  } else {
    refit();
  }
}

CityAppearance::CityAppearance() {
  models_ = {
      SpotModel({"none", "port", "fortress", "market", "field"}, 4),
      SpotModel({"none", "ship", "barracks", "stall", "farm", "tower"}, 4),
      SpotModel({"none", "blue", "red", "white", "yellow", "gray"}, 3),
      SpotModel({"none", "blue", "red", "white", "yellow"}, 3),
      SpotModel({"none", "shield"}, 3),
      SpotModel({"none", "ring"}, 3),
      SpotModel({"covered", "visible"}, 4),
      SpotModel({"square"}, 3),
  };
}

std::string CityAppearance::name_of(Spot s) {
  static const std::array<const char*, 8> kNames{"plot",     "tile",     "icon",   "worker",
                                                 "strength", "aqueduct", "symbol", "die"};
  return kNames[static_cast<std::size_t>(s)];
}

bool CityAppearance::empty() const {
  return std::all_of(models_.begin(), models_.end(), [](const SpotModel& m) { return m.empty(); });
}

nlohmann::json CityAppearance::to_json() const {
  nlohmann::json spots = nlohmann::json::object();
  for (const Spot s : kSpots) spots[name_of(s)] = at(s).to_json();
  nlohmann::json out{{"version", 1}, {"board", "discordia-city"}, {"spots", spots}};
  if (has_paper_) out["paper_bgr"] = {paper_[0], paper_[1], paper_[2]};
  return out;
}

CityAppearance CityAppearance::from_json(const nlohmann::json& doc) {
  if (!doc.is_object()) throw std::runtime_error("a taught city appearance must be a JSON object");
  if (doc.value("version", 0) != 1 || !doc.contains("spots") || !doc["spots"].is_object())
    throw std::runtime_error("unsupported taught city appearance (expected version 1 with \"spots\")");
  CityAppearance a;
  for (const Spot s : kSpots) {
    const auto it = doc["spots"].find(name_of(s));
    if (it == doc["spots"].end()) throw std::runtime_error("taught city appearance lacks \"" + name_of(s) + "\"");
    try {
      a.at(s).load(*it);
    } catch (const std::runtime_error& e) {
      throw std::runtime_error(name_of(s) + ": " + e.what());
    }
  }
  if (doc.contains("paper_bgr")) {
    const auto& p = doc["paper_bgr"];
    if (!p.is_array() || p.size() != 3 || !p[0].is_number() || !p[1].is_number() || !p[2].is_number())
      throw std::runtime_error("malformed \"paper_bgr\"");
    a.set_paper_reference({p[0].get<double>(), p[1].get<double>(), p[2].get<double>()});
  }
  return a;
}

}  // namespace scriptorium::vision::layout
