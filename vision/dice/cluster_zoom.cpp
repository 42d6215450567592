#include "vision/dice/cluster_zoom.hpp"

#include <algorithm>
#include <numeric>

namespace scriptorium::vision {
namespace {

// Clusters of two or more candidates at `min_peak` or more, linked when closer than
// `link` x their mean size (union-find over the pairs: a dozen dice in a photo).
std::vector<std::vector<std::size_t>> clusters_of(const std::vector<DieCandidate>& candidates, float min_peak,
                                                  float link) {
  const std::size_t n = candidates.size();
  std::vector<std::size_t> root(n);
  std::iota(root.begin(), root.end(), std::size_t{0});
  const auto find = [&](std::size_t i) {
    while (root[i] != i) i = root[i] = root[root[i]];
    return i;
  };
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      if (candidates[i].score < min_peak || candidates[j].score < min_peak) continue;
      const float mean_size = (candidates[i].size + candidates[j].size) / 2;
      if (cv::norm(candidates[i].center - candidates[j].center) < link * mean_size) root[find(i)] = find(j);
    }
  std::vector<std::vector<std::size_t>> by_root(n);
  for (std::size_t i = 0; i < n; ++i) by_root[find(i)].push_back(i);
  std::vector<std::vector<std::size_t>> clusters;
  for (auto& members : by_root)
    if (members.size() >= 2) clusters.push_back(std::move(members));
  return clusters;
}

float median_size(const std::vector<DieCandidate>& candidates, const std::vector<std::size_t>& members) {
  std::vector<float> sizes;
  for (std::size_t i : members) sizes.push_back(candidates[i].size);
  const auto middle = sizes.begin() + static_cast<std::ptrdiff_t>(sizes.size() / 2);
  std::nth_element(sizes.begin(), middle, sizes.end());
  return *middle;
}

}  // namespace

std::vector<DieCandidate> zoom_into_clusters(DiceDetector& detector, const cv::Mat& bgr, float min_peak,
                                             const std::vector<DieCandidate>& candidates,
                                             const ClusterZoom& zoom) {
  std::vector<DieCandidate> added;
  const auto known = [&](const DieCandidate& c) {  // the detector's own test for two peaks on one die
    const auto same = [&](const DieCandidate& k) {
      return cv::norm(k.center - c.center) < 0.45 * std::min(k.size, c.size);
    };
    return std::any_of(candidates.begin(), candidates.end(), same) || std::any_of(added.begin(), added.end(), same);
  };
  for (const std::vector<std::size_t>& members : clusters_of(candidates, min_peak, zoom.link)) {
    const float s = median_size(candidates, members);
    cv::Point2f low = candidates[members[0]].center, high = low;
    for (std::size_t i : members) {
      low = cv::Point2f(std::min(low.x, candidates[i].center.x), std::min(low.y, candidates[i].center.y));
      high = cv::Point2f(std::max(high.x, candidates[i].center.x), std::max(high.y, candidates[i].center.y));
    }
    const float m = zoom.margin * s;
    const cv::Rect region = cv::Rect(cv::Point(cvFloor(low.x - m), cvFloor(low.y - m)),
                                     cv::Point(cvCeil(high.x + m), cvCeil(high.y + m))) &
                            cv::Rect(0, 0, bgr.cols, bgr.rows);
    if (region.width < 8 || region.height < 8) continue;
    // At most twice the network's usual input on the long side: a cluster of many small dice
    // would otherwise make a huge input (the image is untrusted).
    const double scale = std::min(static_cast<double>(zoom.target / s),
                                  2.0 * DiceDetector::kInput / std::max(region.width, region.height));
    for (DieCandidate c : detector.detect_at(bgr(region), scale, min_peak)) {
      c.center += cv::Point2f(static_cast<float>(region.x), static_cast<float>(region.y));
      const bool sized = c.size >= zoom.min_size * s && c.size <= zoom.max_size * s;
      const bool beside = std::any_of(members.begin(), members.end(), [&](std::size_t i) {
        return cv::norm(candidates[i].center - c.center) < zoom.link * s;
      });
      const bool clear = std::none_of(candidates.begin(), candidates.end(), [&](const DieCandidate& k) {
        return k.score >= min_peak && k.size <= zoom.blob * s && cv::norm(k.center - c.center) < zoom.apart * s;
      });
      if (sized && beside && clear && !known(c)) added.push_back(c);
    }
  }
  return added;
}

}  // namespace scriptorium::vision
