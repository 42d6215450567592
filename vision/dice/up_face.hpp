// Where exactly a die's up face lies around a detection. The detector's size is off by up to
// 40 % and its centre by a quarter of the size, which is fine for the pip classifier (trained on
// such crops) but ruins comparing a taught face pixel by pixel: the up face is found as the
// region of the body's colour around the detection, closed over its icons, as a rotated square.
#pragma once

#include <optional>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

// The up face as a rotated rectangle (image pixels), or nothing when the body does not stand out
// from the table or the region found is not a plausible face for a detection of that size.
std::optional<cv::RotatedRect> find_up_face(const cv::Mat& bgr, cv::Point2f center, float size);
// The same, given the die's body colour (die_body_color) when the caller has it already.
std::optional<cv::RotatedRect> find_up_face(const cv::Mat& bgr, cv::Point2f center, float size, cv::Vec3b body_bgr);

// Whether two detections at `a` and `b`, with the up faces found around them (if any), are one
// die: the centre of one lies on the other's face (two touching dice each lie off the other's),
// or both faces were found and their centres lie closer than `same_face` x the smaller side.
bool same_die(cv::Point2f a, const std::optional<cv::RotatedRect>& face_a, cv::Point2f b,
              const std::optional<cv::RotatedRect>& face_b, float same_face);

}  // namespace scriptorium::vision
