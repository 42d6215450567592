// Which way a d4 lies on the table, from its top vertex: the three ridges that run from the
// vertex down to the corners. The d4 close look reads crops turned so that one ridge points
// straight up; the three copies of the value then stand the same way on every die, instead of
// at any angle (docs/accuracy.md, "The d4 close look on upright crops").
#pragma once

#include <vector>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

// A third of a turn: the three ridges, and the three copies of the value, look alike, so an
// upright crop turned this far on is a second view of the same picture.
inline constexpr double kD4ThirdTurn = 120.0;

// The direction, in degrees in (-60, 60] (image axes, y down, clockwise as seen), of one of the
// three ridges of a d4 whose top vertex is at `vertex` in an 8-bit BGR image and whose detected
// size is `size` pixels. tools/dice/train.py `ridge_angle` is the same computation.
double d4_ridge_angle(const cv::Mat& bgr, cv::Point2f vertex, float size);

// The turn (face_crop's `angle`, counter-clockwise as seen) that puts a ridge straight up.
double d4_upright_angle(const cv::Mat& bgr, cv::Point2f vertex, float size);

// d4_upright_angle of each die (vertices[i], sizes[i]), as the close look reads them; throws
// std::invalid_argument unless there is one size per vertex.
std::vector<double> d4_upright_angles(const cv::Mat& bgr, const std::vector<cv::Point2f>& vertices,
                                      const std::vector<float>& sizes);

}  // namespace scriptorium::vision
