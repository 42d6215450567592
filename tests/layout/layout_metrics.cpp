#include "tests/layout/layout_metrics.hpp"

#include <algorithm>

#include "engine/era/geometry.hpp"

namespace scriptorium::test {

std::vector<int> cell_classes(const era::Domain& domain, const std::vector<era::Cell>& unknown) {
  std::vector<int> out(static_cast<std::size_t>(domain.width * domain.height), vision::layout::kEmptyClass);
  for (const auto& p : domain.pieces) {
    for (const era::Cell c : p.cells)
      out[static_cast<std::size_t>(domain.index(c))] = era::index_of(p.type) + 1;
  }
  for (const era::Cell c : unknown) out[static_cast<std::size_t>(domain.index(c))] = -1;
  return out;
}

BoardScore score_reading(const era::Domain& truth, const vision::layout::LayoutReading& reading,
                         const era::Rules& rules) {
  BoardScore s;
  const auto want = cell_classes(truth);
  const auto got = cell_classes(reading.domain, reading.unknown_cells);
  s.cells = static_cast<int>(want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    s.cells_right += want[i] == got[i];
    s.cells_unknown += got[i] < 0;
  }
  auto same = [](const era::Piece& a, const era::Piece& b) {
    if (a.type != b.type || a.cells.size() != b.cells.size()) return false;
    return std::all_of(a.cells.begin(), a.cells.end(), [&](era::Cell c) {
      return std::find(b.cells.begin(), b.cells.end(), c) != b.cells.end();
    });
  };
  s.pieces = static_cast<int>(truth.pieces.size());
  for (const auto& p : truth.pieces) {
    s.pieces_right += std::any_of(reading.domain.pieces.begin(), reading.domain.pieces.end(),
                                  [&](const era::Piece& q) { return same(p, q); });
  }
  for (std::size_t i = 0; i < reading.domain.pieces.size(); ++i) {
    const bool real = std::any_of(truth.pieces.begin(), truth.pieces.end(),
                                  [&](const era::Piece& q) { return same(reading.domain.pieces[i], q); });
    s.confident_wrong += !real && reading.confidence[i] >= kConfident;
  }
  const era::DomainView tv(truth, rules), rv(reading.domain, rules);
  // What `era walled PHOTO` reports: the area of the pieces read (unknown cells left empty).
  s.walled_right = tv.walled_area() == rv.walled_area();
  return s;
}

era::Domain teaching_domain(int i, const era::Rules& rules) {
  const std::uint64_t seed = kTeachSeed + static_cast<std::uint64_t>(i);
  if (i == kTeachBoards - 1) return vision::random_era_domain(seed, rules);
  if (i > 0) return vision::random_era_domain(seed, rules, 0.8, true);
  return {};  // the empty board
}

vision::layout::AppearanceModel taught_model(const era::Rules& rules,
                                             const vision::BoardSceneOptions& options) {
  // As a user would teach: the empty board, then photos with every piece laid out, then one
  // photo of a game in progress; each under its own camera and light.
  vision::layout::AppearanceModel model;
  for (int i = 0; i < kTeachBoards; ++i) {
    const std::uint64_t seed = kTeachSeed + static_cast<std::uint64_t>(i);
    const auto scene = vision::render_era_board(teaching_domain(i, rules), seed, options);
    vision::layout::teach_era_layout(scene.image, registration_of(scene), scene.domain, model);
  }
  return model;
}

calibration::BoardRegistration registration_of(const vision::BoardScene& scene) {
  return calibration::register_from_corners(scene.corners,
                                            calibration::board_geometry(calibration::BoardKind::era_domain));
}

}  // namespace scriptorium::test
