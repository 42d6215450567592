// A second, closer look of the detector at clusters of touching dice. Seen whole, three or four
// touching dice can leave one heat-map peak fewer than they have dice (often one broad peak over
// two of them); seen closer, the detector parts them.
#pragma once

#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/dice_detector.hpp"

namespace scriptorium::vision {

// Sizes are in units of the cluster's median detected die size s.
struct ClusterZoom {
  float target = 30.f;  // network input pixels a die of size s spans in the closer look
  float link = 1.3f;    // candidates closer than this (x their mean size) are one cluster
  float margin = 1.5f;  // the region read: the cluster's centres' bounds grown by this on each side
  float min_size = 0.6f, max_size = 1.6f;  // a new candidate's size must lie within these
  // A new candidate must lie within `link` of a member's centre and at least `apart` from every
  // candidate's centre but those over `blob` (a broad peak over several dice, not a die).
  float apart = 0.75f;
  float blob = 1.3f;
};

// The candidates the closer looks find that `candidates` lack, at the closer look's peaks of at
// least `min_peak`. Only candidates at `min_peak` or more make clusters.
std::vector<DieCandidate> zoom_into_clusters(DiceDetector& detector, const cv::Mat& bgr, float min_peak,
                                             const std::vector<DieCandidate>& candidates,
                                             const ClusterZoom& zoom);

}  // namespace scriptorium::vision
