// Any bytes as a photo of an ERA domain -> decode_image -> read_era_layout (issue 8's reader),
// with a model taught once from rendered boards and the board's corners at fixed fractions of
// the decoded image. Only ImageError and LayoutError may escape, and whatever is read must be
// a domain the engine would take: cells on the 9x9 grid, confidences in [0, 1].
#include <cstddef>
#include <cstdint>
#include <vector>

#include "calibration/board_registration.hpp"
#include "vision/image/load_image.hpp"
#include "vision/layout/era_layout_reader.hpp"
#include "vision/synth/board_scene.hpp"

namespace {

using namespace scriptorium;

const era::Rules& rules() {
  static const era::Rules r = era::default_rules();
  return r;
}

// Small renders keep start-up short; the reader rectifies to the same cell size at any scale.
const vision::layout::AppearanceModel& model() {
  static const vision::layout::AppearanceModel m = [] {
    vision::layout::AppearanceModel taught;
    vision::BoardSceneOptions options;
    options.width = 640;
    options.height = 480;
    const auto geometry = calibration::board_geometry(calibration::BoardKind::era_domain);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const auto domain = vision::random_era_domain(seed, rules(), 0.55, /*every_type=*/seed != 1);
      const auto scene = vision::render_era_board(domain, seed, options);
      vision::layout::teach_era_layout(scene.image, calibration::register_from_corners(scene.corners, geometry),
                                       scene.domain, taught);
    }
    return taught;
  }();
  return m;
}

bool on_grid(era::Cell c) { return c.x >= 0 && c.x < 9 && c.y >= 0 && c.y < 9; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const vision::ImageLimits limits{1u << 20, 1024};
  cv::Mat image;
  try {
    image = vision::decode_image(std::vector<unsigned char>(data, data + size), limits);
  } catch (const vision::ImageError&) {
    return 0;
  }
  // A convex clockwise quadrilateral inside any image of at least 4x4 pixels; a smaller one is
  // refused by the registration (as a user's --corners would be).
  const double w = image.cols, h = image.rows;
  const std::vector<cv::Point2d> corners{{0.1 * w, 0.1 * h}, {0.9 * w, 0.15 * h}, {0.85 * w, 0.9 * h}, {0.15 * w, 0.85 * h}};
  calibration::BoardRegistration registration;
  try {
    registration = calibration::register_from_corners(
        corners, calibration::board_geometry(calibration::BoardKind::era_domain));
  } catch (const calibration::RegistrationError&) {
    return 0;
  }
  try {
    const auto reading = vision::layout::read_era_layout(image, registration, model(), rules());
    if (reading.confidence.size() != reading.domain.pieces.size()) __builtin_trap();
    for (std::size_t p = 0; p < reading.domain.pieces.size(); ++p) {
      if (!(reading.confidence[p] >= 0.0 && reading.confidence[p] <= 1.0)) __builtin_trap();
      for (const era::Cell c : reading.domain.pieces[p].cells)
        if (!on_grid(c)) __builtin_trap();
    }
    for (const era::Cell c : reading.unknown_cells)
      if (!on_grid(c)) __builtin_trap();
    (void)reading.to_json().dump();
  } catch (const vision::layout::LayoutError&) {
  }
  return 0;
}
