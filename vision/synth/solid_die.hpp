// Numeral dice as solids, for the synthetic dice scenes: the d4 (value at the top vertex), the
// numeral d6 (6 and 9 underlined) and the d8, each resting on a face, seen from above along a
// slightly oblique direction so the faces around the top show, foreshortened. Tests and
// benchmarks only, never the product.
#pragma once

#include <string>
#include <vector>

#include <opencv2/core.hpp>

namespace scriptorium::vision::synth {

enum class SolidKind { d4, d6, d8 };

// "d4", "d6", "d8".
std::string kind_name(SolidKind kind);
int face_count(SolidKind kind);

// A die lying on the table. Coordinates: table units with x to the right and y up the canvas
// (the canvas's rows go down), z up from the table.
struct SolidPose {
  SolidKind kind = SolidKind::d6;
  int value = 1;       // the value it shows: top face (d6, d8) or top vertex (d4)
  double yaw = 0;      // radians about the vertical
  double edge = 1;     // edge length, canvas pixels
};

// The die's corners in its resting pose, centred over the origin, bottom at z = 0.
std::vector<cv::Vec3d> solid_corners(const SolidPose& pose);

struct SolidLook {
  cv::Scalar body;     // BGR
  cv::Scalar ink;      // numerals
  int font = 0;        // cv::HersheyFonts value
  int stroke = 2;      // numeral stroke at a 64-pixel glyph
  cv::Vec3d light{0.3, 0.4, 1.0};  // towards the light, table frame
};

struct SolidView {
  std::vector<cv::Point2d> outline;  // convex outline on the canvas
  cv::Point2d up_face;               // centre of the top face (d4: the top vertex)
  int visible_faces = 0;
};

// Where the die at `center` (canvas pixels) would appear, seen along `lean`: a point at height z
// shifts by lean * z on the table (x right, y up). Nothing is drawn.
SolidView view_solid(const SolidPose& pose, cv::Point2d center, cv::Vec2d lean);

// Draws the faces the viewer sees, shaded, with their numerals, on the 8-bit or float BGR canvas.
SolidView draw_solid(cv::Mat& canvas, const SolidPose& pose, cv::Point2d center, cv::Vec2d lean, const SolidLook& look);

}  // namespace scriptorium::vision::synth
