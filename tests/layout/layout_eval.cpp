// Development tool: teaches from the teaching seeds, reads `count` boards from `first` and prints
// the accuracy figures; with a folder, also writes each photo and its reading.
// Usage: layout_eval FIRST COUNT [OUT_DIR]; LAYOUT_HAND=1 adds a hand, LAYOUT_DEBUG=1 prints each
// cell's nearest class and distance and the seams (and writes OUT_DIR/rectified.png).
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <string>

#include "tests/layout/layout_metrics.hpp"
#include "vision/layout/board_view.hpp"

namespace {

// Per-cell verdicts (nearest class, distance, accepted) and seams of one board, for tuning.
void debug_board(const scriptorium::vision::BoardScene& scene,
                 const scriptorium::vision::layout::AppearanceModel& model, const std::string& out) {
  using namespace scriptorium;
  auto view = vision::layout::make_board_view(scene.image, test::registration_of(scene));
  vision::layout::normalise_light(view, model.frame_reference());
  if (!out.empty()) cv::imwrite(out + "/rectified.png", view.bgr);
  std::printf("camera %.2f %.2f %.2f\n", view.camera.x, view.camera.y, view.camera.z);
  const auto truth = test::cell_classes(scene.domain);
  for (int y = 0; y < 9; ++y) {
    for (int x = 0; x < 9; ++x) {
      vision::layout::CellLooks looks;
      for (std::size_t h = 0; h < looks.size(); ++h)
        looks[h] = vision::layout::cell_features(view, x, y, vision::layout::kSampleHeights[h]);
      const auto v = model.classify(looks);
      std::printf("%2d%c%2d/%4.1f ", truth[static_cast<std::size_t>(y * 9 + x)],
                  v.cls < 0 ? '?' : (v.cls == truth[static_cast<std::size_t>(y * 9 + x)] ? ' ' : '!'),
                  v.nearest, v.distance);
    }
    std::printf("\n");
  }
  std::printf("seam threshold %.3f counts", model.seam_threshold());
  for (int c : model.counts()) std::printf(" %d", c);

  std::printf("\n");
  for (int y = 0; y < 9; ++y) {
    for (int x = 0; x < 9; ++x) std::printf("%5.2f ", x < 8 ? vision::layout::groove(view, x, y, 1, 0) : 0.0);
    std::printf("   ");
    for (int x = 0; x < 9; ++x) std::printf("%5.2f ", y < 8 ? vision::layout::groove(view, x, y, 0, 1) : 0.0);
    std::printf("\n");
  }
}

}  // namespace

int main(int argc, char** argv) {
  using namespace scriptorium;
  if (argc < 3) {
    std::fprintf(stderr, "usage: layout_eval FIRST COUNT [OUT_DIR]\n");
    return 2;
  }
  const std::uint64_t first = std::strtoull(argv[1], nullptr, 10);
  const int count = std::atoi(argv[2]);
  const std::string out = argc > 3 ? argv[3] : "";
  const era::Rules rules = era::default_rules();
  const auto model = test::taught_model(rules);
  long cells = 0, cells_right = 0, unknown = 0, pieces = 0, pieces_right = 0, walled = 0, wrong = 0;
  double ms = 0;
  for (int i = 0; i < count; ++i) {
    vision::BoardSceneOptions options;
    options.hand = std::getenv("LAYOUT_HAND") != nullptr;
    const auto scene = vision::render_era_board(first + static_cast<std::uint64_t>(i), rules, options);
    const auto reading =
        vision::layout::read_era_layout(scene.image, test::registration_of(scene), model, rules);
    const auto s = test::score_reading(scene.domain, reading, rules);
    cells += s.cells, cells_right += s.cells_right, unknown += s.cells_unknown;
    pieces += s.pieces, pieces_right += s.pieces_right, walled += s.walled_right, wrong += s.confident_wrong;
    ms += reading.elapsed_ms;
    if (std::getenv("LAYOUT_DEBUG") != nullptr) debug_board(scene, model, out);
    if (s.cells_right != s.cells || s.pieces_right != s.pieces) {
      std::printf("seed %llu tilt %.1f: cells %d/%d (unknown %d) pieces %d/%d walled %s\n",
                  static_cast<unsigned long long>(first + static_cast<std::uint64_t>(i)), scene.tilt_deg,
                  s.cells_right, s.cells, s.cells_unknown, s.pieces_right, s.pieces,
                  s.walled_right ? "ok" : "WRONG");
    }
    if (!out.empty()) {
      const std::string stem = out + "/board-" + std::to_string(first + static_cast<std::uint64_t>(i));
      cv::imwrite(stem + ".png", scene.image);
      std::ofstream(stem + ".truth.json") << era::domain_to_json(scene.domain).dump() << '\n';
      std::ofstream(stem + ".read.json") << reading.to_json().dump() << '\n';
    }
  }
  std::printf("cells %.4f (unknown %.4f) pieces %.4f walled %.3f confident-wrong %ld  %.1f ms/read\n",
              static_cast<double>(cells_right) / static_cast<double>(cells),
              static_cast<double>(unknown) / static_cast<double>(cells),
              static_cast<double>(pieces_right) / static_cast<double>(pieces),
              static_cast<double>(walled) / count, wrong, ms / count);
  return 0;
}
