// What a die is made of, as the synthetic dice scenes draw it: opaque plastic, marbled plastic
// (two colours in swirls that can look like pips), or translucent plastic that shows the table
// and the pips of the hidden faces through its body (the commonest misreading on real photos).
#pragma once

#include <array>
#include <vector>

#include <opencv2/core.hpp>

namespace scriptorium::vision::synth {

enum class DieMaterial { opaque, marbled, translucent };

// One die's up face on the (float, BGR) table canvas.
struct DieFace {
  cv::Point2d center;
  double size = 0;    // side, canvas pixels
  double angle = 0;   // radians
  int value = 1;      // up face 1..6
  double pip_offset = 0, pip_radius = 0;
};

// `p` turned about the origin by the angle whose cosine is `c` and sine `s` (a face's marks from
// its own axes to the canvas').
inline cv::Point2d turned(cv::Point2d p, double c, double s) {
  return {p.x * c - p.y * s, p.x * s + p.y * c};
}

// Pip positions of a d6 face (1..6) in units of the pip offset.
std::vector<cv::Point2d> pip_layout(int value);

// A die face's outline: a square of side `size` with rounded corners, centred at `center` and
// turned by `angle` (radians), in cv drawing's fixed-point coordinates (kShift bits).
std::vector<cv::Point> rounded_square(cv::Point2d center, double size, double angle);

// Swirls of `vein` over the body already drawn inside the face outline.
void paint_marbled_body(cv::Mat& canvas, const DieFace& face, const cv::Scalar& vein, cv::RNG& rng);

// Another kind of marbled plastic: broad swirls of `second` over the body already drawn inside the
// face outline, with light `vein`s along their borders (the blue-and-black dice with white veins
// of real photos, whose blobs and veins the thin even stripes above do not resemble).
void paint_swirled_body(cv::Mat& canvas, const DieFace& face, const cv::Scalar& second, const cv::Scalar& vein,
                        cv::RNG& rng);

// Replaces the body inside the face outline by the table seen through tinted plastic, with the
// pips of the bottom and side faces showing faintly (blurred, shifted by `parallax`, canvas
// pixels). The up face's own pips are drawn afterwards, crisp, by the caller.
void paint_translucent_body(cv::Mat& canvas, const DieFace& face, const cv::Scalar& tint, const cv::Scalar& pip,
                            cv::Point2d parallax, cv::RNG& rng);

// The four values around an up face (1..6) in the order they go round it: opposite sides add up to
// 7, as on every d6.
std::array<int, 4> side_values(int up);

// The side faces a tilted camera sees of a die whose foot lies `foot` (canvas pixels) from its up
// face: each as a parallelogram of its own shade of `body`, with the pips of its value in `pip`
// shaded alike, the values going round the up face from a random one. Drawn before the up face.
void paint_side_faces(cv::Mat& canvas, const DieFace& face, cv::Point2d foot, const cv::Scalar& body,
                      const cv::Scalar& pip, cv::RNG& rng);

}  // namespace scriptorium::vision::synth
