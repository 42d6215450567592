// Scoring a layout reading against the renderer's ground truth, and teaching a model from
// rendered boards: shared by the layout tests, the evaluation tool and the benchmark.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/era/domain.hpp"
#include "vision/layout/appearance_model.hpp"
#include "vision/layout/era_layout_reader.hpp"
#include "vision/synth/board_scene.hpp"

namespace scriptorium::test {

// Seeds: teaching photos, tuning boards (used while developing the reader) and test boards
// (never looked at while tuning). Ranges must not overlap.
inline constexpr std::uint64_t kTeachSeed = 1000;
inline constexpr int kTeachBoards = 8;
inline constexpr std::uint64_t kTuneSeed = 2000;
inline constexpr std::uint64_t kTestSeed = 5000;

struct BoardScore {
  int cells = 0, cells_right = 0, cells_unknown = 0;
  int pieces = 0, pieces_right = 0;
  bool walled_right = false;
  int confident_wrong = 0;  // pieces read with confidence >= kConfident that are not in the truth
};
inline constexpr double kConfident = 0.5;

// Cell class per cell (appearance_model.hpp classes); -1 for the reading's unknown cells.
std::vector<int> cell_classes(const era::Domain& domain, const std::vector<era::Cell>& unknown = {});

BoardScore score_reading(const era::Domain& truth, const vision::layout::LayoutReading& reading,
                         const era::Rules& rules);

// Teaching photo i's layout: the empty board, then every piece laid out, then a game in progress.
era::Domain teaching_domain(int i, const era::Rules& rules);

// A model taught from kTeachBoards rendered boards (their own seeds, camera and light).
vision::layout::AppearanceModel taught_model(const era::Rules& rules,
                                             const vision::BoardSceneOptions& options = {});

// The registration a user gives with --corners: the renderer's exact grid corners.
calibration::BoardRegistration registration_of(const vision::BoardScene& scene);

}  // namespace scriptorium::test
