// Parts shared by the synthetic board renderers (ERA domain, Discordia city map): seeded random
// streams, a pinhole camera over the table, the table itself, a hand, and what the phone does
// to a photo (light, blur, noise, JPEG). Tests and benchmarks only, never the product.
#pragma once

#include <array>
#include <cstdint>
#include <opencv2/core.hpp>
#include <vector>

namespace scriptorium::vision::synth {

constexpr double kPi = 3.14159265358979323846;
constexpr int kShift = 4;  // sub-pixel bits for polygon drawing

// cv::RNG's first draws follow its seed closely: mix the seed first (splitmix64).
std::uint64_t mixed(std::uint64_t seed, std::uint64_t stream);

// A point in cv drawing's fixed-point coordinates (kShift fractional bits).
cv::Point fixed(cv::Point2d p);

// `c` times `k`, clamped to 0..255 per channel.
cv::Scalar scaled(const cv::Vec3d& c, double k);

// An 8-bit HSV colour (hue 0..179) in BGR.
cv::Vec3b bgr_of_hsv(const cv::Scalar& hsv);

struct Camera {
  cv::Vec3d pos, right, down, forward;
  double focal = 1;
  cv::Point2d centre;

  cv::Point2d project(const cv::Vec3d& p) const {
    const cv::Vec3d v = p - pos;
    const double z = v.dot(forward);
    return centre + cv::Point2d(v.dot(right), v.dot(down)) * (focal / z);
  }
};

// Looks at `target` (on the table, z = 0) from `tilt` off vertical, turned by `yaw` about the vertical.
Camera make_camera(double tilt, double yaw, double distance, const cv::Vec3d& target);

// Sets the focal length and image centre so `frame` (board outline on the table) fills
// `board_fill` of the image's short side, a little off centre, pushed right by `out_of_frame`
// of its width.
void fit_camera(Camera& cam, cv::RNG& rng, const std::vector<cv::Vec3d>& frame, cv::Size size,
                double board_fill, double out_of_frame);

// A filled quadrilateral, anti-aliased.
void draw_quad(cv::Mat& img, const std::array<cv::Point2d, 4>& q, const cv::Scalar& colour);

// A box standing on the table at height `z0` over `footprint` (table units), `h` tall: its sides
// that face the camera shaded by `light` (a unit direction on the table), then its top.
void draw_block(cv::Mat& img, const Camera& cam, const cv::Rect2d& footprint, double z0, double h,
                const cv::Vec3d& colour, cv::Vec2d light);

// A table of one random colour with soft blotches.
cv::Mat render_table(cv::RNG& rng, cv::Size size);

// Pastes a top-down texture of the board (its outline `frame` in the camera) onto `img`.
void paste_board(cv::Mat& img, const cv::Mat& texture, const Camera& cam, const std::vector<cv::Vec3d>& frame);

// Adds the convex hull of `points` (texture pixels) to a shadow mask (8-bit, 255 = shadow).
void add_shadow(cv::Mat& mask, const std::vector<cv::Point2f>& points);

// Darkens `texture` (8-bit BGR) by the softened mask: `depth` of the light lost in full shadow.
void apply_shadows(cv::Mat& texture, cv::Mat mask, double depth);

// A hand reaching in from the bottom edge of the image, palm over `palm`; returns its mask.
cv::Mat draw_hand(cv::Mat& img, cv::RNG& rng, cv::Point2d palm, double cell_px);

// Light (colour temperature, exposure, a gradient), blur, noise and JPEG, as a phone would.
cv::Mat finish_photo(const cv::Mat& img, cv::RNG& rng, double max_blur, double max_noise, int min_jpeg_quality);

}  // namespace scriptorium::vision::synth
