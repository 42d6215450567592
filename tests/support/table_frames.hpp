// Recorded tables for the watch and the app's live table: generated scenes written as frames of
// the empty table and then of the roll, with the scene's ground truth.
#pragma once

#include <string>

#include <opencv2/imgcodecs.hpp>

#include "tests/support/run_command.hpp"
#include "vision/synth/dice_scene.hpp"

namespace scriptorium::test {

// `scene` as a recorded table in `dir`: `frames` frames f100, f101, ... (30 fps), the first `empty`
// of them the bare table's photo and the rest the roll, as PNG or, with `jpeg`, JPEG of quality 95.
inline void write_table_frames(const TempDir& dir, const vision::SyntheticScene& scene, int frames, int empty,
                               bool jpeg = false) {
  for (int i = 0; i < frames; ++i) {
    const std::string name = dir.file("f" + std::to_string(100 + i) + (jpeg ? ".jpg" : ".png"));
    const cv::Mat& frame = i < empty ? scene.bare_table : scene.image;
    if (jpeg)
      cv::imwrite(name, frame, {cv::IMWRITE_JPEG_QUALITY, 95});
    else
      cv::imwrite(name, frame);
  }
}

// A cloth printed with die faces, which any pip reader takes for dice, under a roll of three dice
// (generated scene 953010; on 2026-12-06 the committed reader and R24, docs/accuracy.md, each
// reported 35 dice without the bare table and exactly the three with it): one second of the empty
// table, the camera nudged by up to 1 % of the photo since, then one second of the roll, 60 PNG
// frames (30 fps) in `dir`. Returns the scene (its dice and the bare table's photo).
inline vision::SyntheticScene write_cloth_frames(const TempDir& dir) {
  vision::SceneOptions opt;
  opt.dice_print_share = 1.0;
  opt.bare_table_shift = 0.01;
  opt.min_dice = 2;
  opt.max_dice = 3;
  const auto scene = vision::render_dice_scene(953010, opt);
  write_table_frames(dir, scene, 60, 30);
  return scene;
}

// Medioevo's dice, numeral d4, d6 and d8, at 960 x 720 (the dice 50 pixels and more; generated
// scene 7810): half a second of the empty table, then the roll, 40 JPEG frames (30 fps) in `dir`.
inline vision::SyntheticScene write_numeral_frames(const TempDir& dir) {
  vision::SceneOptions opt;
  opt.solids = {vision::synth::SolidKind::d4, vision::synth::SolidKind::d6, vision::synth::SolidKind::d8};
  opt.bare_table_shift = 0.01;  // the empty table before the roll
  vision::set_scene_size(opt, 960, 720);
  const auto scene = vision::render_dice_scene(7810, opt);
  write_table_frames(dir, scene, 40, 15, /*jpeg=*/true);
  return scene;
}

}  // namespace scriptorium::test
