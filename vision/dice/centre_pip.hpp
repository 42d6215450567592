// Whether the middle of a pip die's up face holds a pip of the die's own. A translucent die shows
// the centre pip of its bottom face through its body (7 - v has a centre pip exactly when v has
// none), the pips' colour blended into the body's, and glare can lay a white streak across the
// middle; the face networks take either for a pip: a 4 read as 5, a 2 as 3. A painted centre pip
// has the colour of the corner pips (docs/accuracy.md, R35, R36).
#pragma once

#include <opencv2/core.hpp>
#include <optional>

namespace scriptorium::vision {

// The distance between the colour of the middle of `box` and its two strongest corner pips'
// colour, over the distance between those pips' colour and the die's body: near 0 for a painted
// centre pip, about 0.4 and more for one seen through the body or for glare. Nothing when the box
// reaches past the image or is too small to hold pips.
std::optional<float> centre_colour_mismatch(const cv::Mat& bgr, const cv::Rect& box);

}  // namespace scriptorium::vision
