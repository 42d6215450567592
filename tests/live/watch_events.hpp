// What the live tests compare a watch event by: the values it read, in order.
#pragma once

#include <algorithm>
#include <vector>

#include "vision/live/watch_pipeline.hpp"

namespace scriptorium::vision::test {

// The event's die values, sorted (the reader's order follows the image, not the roll).
inline std::vector<int> values(const WatchEvent& e) {
  std::vector<int> out;
  for (const auto& d : e.dice) out.push_back(d.value);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace scriptorium::vision::test
