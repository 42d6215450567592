// What each kind of cell looks like on the user's table, taught from a few photos with their true
// layouts: exemplar feature vectors per class, nearest neighbours with a rejection margin, and
// the seam depth that separates two pieces. Stored in the profile under "layouts".
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "vision/layout/board_view.hpp"

namespace scriptorium::vision::layout {

// Cell classes: 0 = empty, then era::PieceType order + 1.
inline constexpr int kEmptyClass = 0;
inline constexpr int kClassCount = 15;
std::string class_name(int cls);
std::optional<int> class_from_name(const std::string& name);
// Empty cells and scorched earth lie flat: they are seen at board level, pieces at their tops.
inline bool is_flat(int cls) { return cls == kEmptyClass || cls == 14; }

// Heights (cells) at which a cell is sampled: flat classes at board level, pieces at a typical
// top height (kTopHeight; sampling every piece type at its own height measured no better).
inline constexpr std::array<double, 2> kSampleHeights{0.0, kTopHeight};
using CellLooks = std::array<CellFeatures, kSampleHeights.size()>;  // one cell at every height

struct CellVerdict {
  int cls = -1;           // -1: unknown (too far from everything taught, or too close to two classes)
  int nearest = -1;       // best class even when rejected
  double distance = 0;    // to the nearest exemplar of `nearest`, in taught-spread units
  double confidence = 0;  // 0..1
};

class AppearanceModel {
 public:
  bool empty() const { return exemplars_.empty(); }
  bool has_class(int cls) const;
  const cv::Vec3d& frame_reference() const { return frame_bgr_; }
  bool has_frame_reference() const { return has_frame_; }

  struct Seam {
    double depth;
    bool between_pieces;
  };
  // Adds one taught photo's cells (class per cell; -1 skips a cell) and seams, then refits.
  void add(const std::vector<CellFeatures>& features, const std::vector<int>& classes,
           const std::vector<Seam>& seams);
  void set_frame_reference(const cv::Vec3d& bgr);

  // Nearest taught exemplars (each class compared with the cell seen at that class's height);
  // rejects a cell far from all of them or nearly as close to another class.
  CellVerdict classify(const CellLooks& looks) const;

  // Index into kSampleHeights a class is seen at.
  static int height_of(int cls) { return is_flat(cls) ? 0 : 1; }

  // Seam depth above which two neighbouring cells belong to different pieces.
  double seam_threshold() const { return seam_threshold_; }
  // Counts of exemplars per class, for reports.
  std::vector<int> counts() const;

  nlohmann::json to_json() const;
  static AppearanceModel from_json(
      const nlohmann::json& doc);  // throws std::runtime_error naming the problem

 private:
  struct Exemplar {
    int cls;
    CellFeatures f;
  };
  void refit();

  std::vector<Exemplar> exemplars_;
  std::vector<float> seams_same_, seams_cut_;
  std::array<CellFeatures, kClassCount> scale_{};  // per class: 1 / spread of each feature
  std::array<double, kClassCount> reject_distance_{};
  std::array<int, kClassCount> heights_{0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0};
  std::array<bool, kClassCount> height_fixed_{};  // per class, from its own spread
  double seam_threshold_ = 0.1;
  cv::Vec3d frame_bgr_{0, 0, 0};
  bool has_frame_ = false;
};

}  // namespace scriptorium::vision::layout
