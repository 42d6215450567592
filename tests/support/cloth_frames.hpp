// A printed cloth whose rosettes of white dots the learned pip reader takes for dice (generated
// scene 3258: 7 dice, 17 reports without its bare table on 2026-12-05), recorded as one second of
// the empty table and then one second of the roll: the watch and the app's live table are shown
// to keep the cloth out of the roll with a bare table.
#pragma once

#include <string>

#include <opencv2/imgcodecs.hpp>

#include "tests/support/run_command.hpp"
#include "vision/synth/dice_scene.hpp"

namespace scriptorium::test {

// Writes the 60 frames (30 fps) as PNG files of `dir` and returns the scene (its dice and the
// bare table's photo).
inline vision::SyntheticScene write_cloth_frames(const TempDir& dir) {
  vision::SceneOptions opt;
  opt.printed_table_share = 1.0;
  opt.bare_table_shift = 0.15;
  const auto scene = vision::render_dice_scene(3258, opt);
  for (int i = 0; i < 60; ++i)
    cv::imwrite(dir.file("f" + std::to_string(100 + i) + ".png"), i < 30 ? scene.bare_table : scene.image);
  return scene;
}

}  // namespace scriptorium::test
