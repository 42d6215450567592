// What each spot of a Discordia City Map looks like on the user's table, taught from a few
// photos with their true city JSON: per kind of spot (plot label, tile, icon ring, worker,
// strength mark, aqueduct position, symbol slot, die square) labelled colour exemplars, read back by nearest
// neighbour with a rejection distance and margin, so a spot unlike anything taught (a hand, a
// glare) is unknown rather than wrong. Stored in the profile under /layouts/discordia-city.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

namespace scriptorium::vision::layout {

struct SpotVerdict {
  int label = -1;         // -1: unknown (far from everything taught, or close to two labels)
  int nearest = -1;       // best label even when rejected
  double confidence = 0;  // 0..1
};

// Labelled exemplars of one kind of spot: feature vectors of a fixed size.
class SpotModel {
 public:
  SpotModel(std::vector<std::string> labels, int dims);
  const std::vector<std::string>& labels() const { return labels_; }
  int label_of(const std::string& name) const;  // -1 when not a label of this spot
  bool empty() const { return exemplars_.empty(); }
  std::vector<int> counts() const;

  void add(int label, const std::vector<float>& features);
  void refit();  // after adding
  SpotVerdict classify(const std::vector<float>& features) const;

  nlohmann::json to_json() const;
  void load(const nlohmann::json& doc);  // throws std::runtime_error naming the problem

 private:
  struct Exemplar {
    int label;
    std::vector<float> f;
  };
  std::vector<std::string> labels_;
  int dims_;
  std::vector<Exemplar> exemplars_;
  std::vector<float> scale_;  // 1 / pooled within-label spread, per feature
  double reject_ = 4;         // nearest-exemplar distance beyond which a spot is unknown
};

// The spots of the city map and their labels.
enum class Spot { plot, tile, icon, worker, strength, aqueduct, symbol, die };
inline constexpr std::array<Spot, 8> kSpots{Spot::plot,     Spot::tile,     Spot::icon,   Spot::worker,
                                            Spot::strength, Spot::aqueduct, Spot::symbol, Spot::die};
// Label 0 of every spot is its "nothing there" look (the die square has one label: its white,
// so anything else there, such as a finger, is rejected).
inline constexpr int kNone = 0;

class CityAppearance {
 public:
  CityAppearance();
  SpotModel& at(Spot s) { return models_[static_cast<std::size_t>(s)]; }
  const SpotModel& at(Spot s) const { return models_[static_cast<std::size_t>(s)]; }
  static std::string name_of(Spot s);

  bool empty() const;
  // The printed border's colour in the first taught photo: later photos are scaled to it.
  bool has_paper_reference() const { return has_paper_; }
  const cv::Vec3d& paper_reference() const { return paper_; }
  void set_paper_reference(const cv::Vec3d& bgr) { paper_ = bgr, has_paper_ = true; }

  nlohmann::json to_json() const;
  static CityAppearance from_json(const nlohmann::json& doc);  // throws std::runtime_error

 private:
  std::vector<SpotModel> models_;
  cv::Vec3d paper_{0, 0, 0};
  bool has_paper_ = false;
};

}  // namespace scriptorium::vision::layout
