// Scenes the vision benchmarks share.
#pragma once

#include "vision/synth/dice_scene.hpp"

namespace scriptorium::bench {

// The case: 1280 x 960 with 12 dice, the other options as `base` has them.
inline vision::SceneOptions twelve_dice_1280x960(vision::SceneOptions base = {}) {
  base.width = 1280;
  base.height = 960;
  base.min_dice = base.max_dice = 12;
  base.min_die = 56.f;
  base.max_die = 100.f;
  return base;
}

}  // namespace scriptorium::bench
