// ERA layout reading on rendered boards (vision/synth/board_scene): the floors of issue 8 on
// boards never used for tuning, and the hostile cases (a hand over the board, the board partly
// outside the photo, nothing taught). Expected values come from the renderer's ground truth.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "engine/era/geometry.hpp"
#include "tests/layout/layout_metrics.hpp"

namespace scriptorium::test {
namespace {

using vision::layout::AppearanceModel;

constexpr int kTestBoards = 50;

const era::Rules& rules() {
  static const era::Rules r = era::default_rules();
  return r;
}

const AppearanceModel& model() {
  static const AppearanceModel m = taught_model(rules());
  return m;
}

bool contains(const std::vector<era::Cell>& cells, era::Cell c) {
  return std::find(cells.begin(), cells.end(), c) != cells.end();
}

TEST(EraLayout, MeetsTheIssueFloorsOnBoardsNotUsedForTuning) {
  long cells = 0, cells_right = 0, pieces = 0, pieces_right = 0, confident_wrong = 0;
  int walled_right = 0;
  for (int i = 0; i < kTestBoards; ++i) {
    const auto scene = vision::render_era_board(kTestSeed + static_cast<std::uint64_t>(i), rules());
    const auto reading =
        vision::layout::read_era_layout(scene.image, registration_of(scene), model(), rules());
    const BoardScore s = score_reading(scene.domain, reading, rules());
    cells += s.cells, cells_right += s.cells_right, pieces += s.pieces, pieces_right += s.pieces_right;
    walled_right += s.walled_right, confident_wrong += s.confident_wrong;
  }
  const double cell_rate = static_cast<double>(cells_right) / static_cast<double>(cells);
  const double piece_rate = static_cast<double>(pieces_right) / static_cast<double>(pieces);
  const double walled_rate = static_cast<double>(walled_right) / kTestBoards;
  std::printf(
      "[ layout   ] %d boards: cells %.4f, whole pieces %.4f, walled area %.3f, confident wrong pieces %ld\n",
      kTestBoards, cell_rate, piece_rate, walled_rate, confident_wrong);
  EXPECT_GE(cell_rate, 0.995);
  EXPECT_GE(piece_rate, 0.99);
  EXPECT_GE(walled_rate, 0.98);
  EXPECT_EQ(confident_wrong, 0);
}

// A hand over the board: every cell it hides is unknown, still right, or part of a piece given
// with low confidence; no piece the board does not hold is reported with confidence.
TEST(EraLayout, HandOverTheBoardGivesUnknownCellsNotConfidentWrongPieces) {
  vision::BoardSceneOptions options;
  options.hand = true;
  int hidden = 0, honest = 0;
  for (int i = 0; i < 12; ++i) {
    const auto scene =
        vision::render_era_board(kTestSeed + 500 + static_cast<std::uint64_t>(i), rules(), options);
    const auto reading =
        vision::layout::read_era_layout(scene.image, registration_of(scene), model(), rules());
    EXPECT_EQ(score_reading(scene.domain, reading, rules()).confident_wrong, 0) << "board " << i;
    const auto want = cell_classes(scene.domain);
    const auto got = cell_classes(reading.domain, reading.unknown_cells);
    std::vector<double> confidence(81, 1.0);
    for (std::size_t p = 0; p < reading.domain.pieces.size(); ++p) {
      for (const era::Cell c : reading.domain.pieces[p].cells)
        confidence[static_cast<std::size_t>(c.y * 9 + c.x)] = reading.confidence[p];
    }
    for (const era::Cell c : scene.hidden_cells) {
      ++hidden;
      const auto k = static_cast<std::size_t>(c.y * 9 + c.x);
      honest += got[k] < 0 || got[k] == want[k] || confidence[k] < kConfident;
    }
  }
  ASSERT_GT(hidden, 0) << "the renderer must hide some cells";
  std::printf("[ layout   ] hand: %d hidden cells, %d unknown, right or unsure\n", hidden, honest);
  EXPECT_GE(static_cast<double>(honest) / hidden, 0.95);
}

// Part of the board outside the photo: those cells are unknown, never read.
TEST(EraLayout, CellsOutsideThePhotoAreUnknown) {
  vision::BoardSceneOptions options;
  options.out_of_frame = 0.7;
  for (int i = 0; i < 4; ++i) {
    const auto scene =
        vision::render_era_board(kTestSeed + 700 + static_cast<std::uint64_t>(i), rules(), options);
    ASSERT_FALSE(scene.outside_cells.empty());
    const auto reading =
        vision::layout::read_era_layout(scene.image, registration_of(scene), model(), rules());
    for (const era::Cell c : scene.outside_cells)
      EXPECT_TRUE(contains(reading.unknown_cells, c)) << c.x << "," << c.y;
    for (const auto& p : reading.domain.pieces) {
      for (const era::Cell c : p.cells) EXPECT_FALSE(contains(scene.outside_cells, c)) << c.x << "," << c.y;
    }
    EXPECT_EQ(score_reading(scene.domain, reading, rules()).confident_wrong, 0);
  }
}

TEST(EraLayout, ReadingWithNothingTaughtIsAnError) {
  const auto scene = vision::render_era_board(kTestSeed, rules());
  EXPECT_THROW(
      vision::layout::read_era_layout(scene.image, registration_of(scene), AppearanceModel(), rules()),
      vision::layout::LayoutError);
}

TEST(EraLayout, AnImageWithoutAnchorsCannotBeRegisteredWithoutCorners) {
  const auto scene = vision::render_era_board(kTestSeed, rules());
  EXPECT_THROW(calibration::register_from_anchors(
                   scene.image, calibration::board_geometry(calibration::BoardKind::era_domain)),
               calibration::RegistrationError);
}

// The taught appearance survives the profile's JSON unchanged in effect.
TEST(EraLayout, TaughtModelRoundTripsThroughJson) {
  const AppearanceModel copy = AppearanceModel::from_json(model().to_json());
  const auto scene = vision::render_era_board(kTestSeed + 1, rules());
  const auto a = vision::layout::read_era_layout(scene.image, registration_of(scene), model(), rules());
  const auto b = vision::layout::read_era_layout(scene.image, registration_of(scene), copy, rules());
  EXPECT_EQ(era::domain_to_json(a.domain), era::domain_to_json(b.domain));
  EXPECT_EQ(copy.counts(), model().counts());
}

TEST(EraLayout, MalformedTaughtJsonIsRejected) {
  EXPECT_THROW(AppearanceModel::from_json(nlohmann::json::array()), std::runtime_error);
  EXPECT_THROW(
      AppearanceModel::from_json({{"version", 1}, {"exemplars", {{"castle", {{1, 2, 3, 4, 5, 6, 7}}}}}}),
      std::runtime_error);
  EXPECT_THROW(AppearanceModel::from_json({{"version", 1}, {"exemplars", {{"keep", {{1, 2}}}}}}),
               std::runtime_error);
}

// The renderer's truth is a domain the engine accepts: catalogue footprints, straight walls of
// 2..6 cells, no cell covered twice.
TEST(BoardScene, GroundTruthHasCatalogueShapes) {
  for (int i = 0; i < 20; ++i) {
    const era::Domain d =
        vision::random_era_domain(kTestSeed + static_cast<std::uint64_t>(i), rules(), 0.8, i % 2 == 0);
    std::vector<int> seen(81, 0);
    for (const auto& p : d.pieces) {
      for (const era::Cell c : p.cells) EXPECT_EQ(seen[static_cast<std::size_t>(d.index(c))]++, 0);
      if (p.type == era::PieceType::wall) {
        EXPECT_GT(era::wall_length(p, era::WallModel::cell), 0);
      } else if (era::is_building(p.type)) {
        EXPECT_TRUE(era::matches_footprint(
            p.cells, rules().footprints[static_cast<std::size_t>(era::index_of(p.type))], false));
      }
    }
  }
}

}  // namespace
}  // namespace scriptorium::test
