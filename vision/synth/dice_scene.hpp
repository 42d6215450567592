// Synthetic dice scenes with exact ground truth, for tests and benchmarks (never for training
// or tuning the reader): pip d6 (opaque, marbled, translucent), icon dice, and numeral d4, d6
// and d8 solids, on varied tables under perspective, light, blur, noise and JPEG.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "vision/dice/dice_evaluation.hpp"
#include "vision/synth/die_material.hpp"
#include "vision/synth/solid_die.hpp"

namespace scriptorium::vision {

struct SceneOptions {
  int width = 640;
  int height = 640;
  int min_dice = 3;
  int max_dice = 12;
  float min_die = 30.f;         // die side, pixels (before perspective)
  float max_die = 56.f;
  double max_tilt_deg = 30.0;   // camera tilt away from top-down
  // Share of the dice (after the first) placed side by side with one already placed; 0.3 in the
  // tests' scenes, more in training scenes that must show many touching dice (pair_test.py).
  double touching_share = 0.3;
  double max_blur = 1.2;        // Gaussian sigma; motion blur up to 2.5 x this in pixels
  double max_noise = 7.0;       // Gaussian noise sigma, grey levels
  int min_jpeg_quality = 45;    // 0 disables JPEG
  // Colour of the light as gains on the photo's B, G, R (a warm lamp: blue and green weaker);
  // white light {1, 1, 1} in every committed scene.
  cv::Vec3d light_bgr{1, 1, 1};
  // Icon dice instead of pips: face k (0..5) shows icon design first_icon_design + k and is
  // labelled icon_labels[k]. Designs 0..5 are the taught-dice tests'; 6..11 are for training, so
  // that a detector taught on icon dice is measured on designs it never saw (icon_design_names).
  std::vector<std::string> icon_labels;
  int first_icon_design = 0;    // 0 or 6
  int face = 0;                 // 1..6: every die shows this face (teaching photos); 0: random
  int palette = -1;             // 0..9: every die has this body colour; -1: random
  // Non-empty (and palette -1): die i has body colour palettes[i % size], opaque (a game's own
  // dice, e.g. Discordia's blue 4, red 3 and yellow 6).
  std::vector<int> palettes;
  // Shares of pip dice (random palette only) made of translucent or marbled plastic.
  double translucent_share = 0.15;
  double marbled_share = 0.15;
  // Share of the other random-palette pip dice (opaque or marbled) whose pips are drawn from
  // red, yellow, gold, green, blue, white and black instead of their palette's (any that stands
  // out from the body). 0 in the tests' scenes; training scenes may ask for them (train.py).
  double coloured_pip_share = 0.0;
  // Share of the marbled dice drawn as broad swirls of two colours with light veins
  // (synth::paint_swirled_body) instead of thin stripes. 0 in the tests' scenes, like the above.
  double swirled_share = 0.0;
  // Share of the random-palette pip dice whose pips are blended towards their body (35 to 65 % of the
  // way back): the dull red pips of dark marbled and smoke dice on real photos, which
  // the painted pips above never are. 0 in the tests' scenes, like the above.
  double dim_pip_share = 0.0;
  // Share of the scenes whose table is dotted all over with speckles of about a pip's size
  // (granite, terrazzo, a dotted cloth). 0 in the tests' scenes, like the above.
  double speckled_table_share = 0.0;
  // Share of the scenes on a printed or woven cloth: a gingham check, polka dots or rosettes of
  // dots, repeating at the dice's scale. 0 in the tests' scenes, like the above.
  double printed_table_share = 0.0;
  // Share of the scenes on a cloth printed with die faces (a dice game's mat): pale faces showing
  // dark pips, flat on the table, that any pip reader takes for dice and only the bare table tells
  // from the dice rolled on it. 0 in the tests' scenes, like the above.
  double dice_print_share = 0.0;
  // The band of side a tilted camera sees below each pip die's up face: at most max_side x the
  // die's size along x and along y (0.14 in the tests' scenes; real photos show up to about a
  // third of a face), plain or, with side_pips, as the side faces with their pips (training).
  double max_side = 0.14;
  bool side_pips = false;
  // Non-empty: numeral dice of these kinds (each die picks one) instead of pip dice; `face`
  // then sets the value shown where the kind has it.
  std::vector<synth::SolidKind> solids;
  // Above 0: also render the bare table (SyntheticScene::bare_table) as a camera moved by up to
  // this share of the photo's sides sees it, under its own light, blur and noise: the photo a
  // player takes of the empty table to show the reader its pattern. From a stream of its own, so
  // the scene itself is the same with or without it; 0 in the tests' scenes.
  double bare_table_shift = 0.0;
};

struct SyntheticScene {
  cv::Mat image;                   // 8-bit BGR
  // Kind, value "1".."8" (or the icon label), centre of the up face, box; the body colour's name
  // for opaque dice.
  std::vector<LabelledDie> dice;
  std::vector<synth::DieMaterial> materials;  // of each die, in the order of `dice`
  cv::Mat bare_table;  // 8-bit BGR, the same size; empty unless SceneOptions::bare_table_shift > 0
};

// The names of the six icon designs from `first_design` (0 or 6), face 1's first: ring, cross,
// triangle, bars, hook, crescent; star, square, arrow, zigzag, diamond, arc.
std::vector<std::string> icon_design_names(int first_design);

// The same seed always renders the same scene.
SyntheticScene render_dice_scene(std::uint64_t seed, const SceneOptions& options = {});

// The same table seen with more (or fewer) pixels: `options` at width x height with the dice's
// sides scaled by width / options.width (640 by default), as `vision_scene_dump OUT FIRST COUNT
// WIDTH HEIGHT` renders them.
void set_scene_size(SceneOptions& options, int width, int height);

}  // namespace scriptorium::vision
