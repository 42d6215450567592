// Domain parsing (bad input), §1.3 validation with reasons, both wall models, and every
// geometry-related setting at a non-default value.
#include <gtest/gtest.h>

#include "engine/era/geometry.hpp"
#include "engine/era/scoring.hpp"
#include "tests/engine/era/era_test_util.hpp"

using namespace era_test;

namespace {

era::Domain parse(const std::string& text, const era::Rules& r = rules(),
                  era::DomainParse mode = era::DomainParse::strict) {
  const auto doc = nlohmann::json::parse(text);
  return era::parse_domain(scriptorium::core::JsonCursor(doc), r, mode);
}

// Expects InputError with the given pointer and a message containing `part`.
void expect_input_error(const std::string& text, const std::string& pointer, const std::string& part) {
  try {
    parse(text);
    ADD_FAILURE() << "no error for " << text;
  } catch (const scriptorium::core::InputError& e) {
    EXPECT_EQ(e.where(), pointer) << e.what();
    EXPECT_NE(std::string(e.what()).find(part), std::string::npos) << e.what();
  }
}

}  // namespace

TEST(EraDomainParse, ReadsTheContractExample) {
  const auto d = parse(R"({"width": 9, "height": 9, "pieces": [{"type": "keep", "cells": [[4, 4]]},
      {"type": "wall", "cells": [[1, 1], [2, 1], [3, 1], [4, 1]]}, {"type": "Lumber-Mill", "cells": [[2, 2], [3, 2]]},
      {"type": "scorched", "cells": [[0, 8]]}]})");
  ASSERT_EQ(d.pieces.size(), 4u);
  EXPECT_EQ(d.pieces[2].type, PieceType::lumber_mill);
}

TEST(EraDomainParse, SizeDefaultsToTheGridSetting) {
  auto r = rules();
  r.grid_width = 11;
  r.grid_height = 7;
  const auto d = parse(R"({"pieces": []})", r);
  EXPECT_EQ(d.width, 11);
  EXPECT_EQ(d.height, 7);
}

TEST(EraDomainParse, UnknownTypeNamesThePointer) {
  expect_input_error(R"({"pieces": [{"type": "keep", "cells": [[4, 4]]}, {"type": "Longhose", "cells": [[0, 0]]}]})",
                     "/pieces/1/type", "unknown piece type \"Longhose\"");
}

TEST(EraDomainParse, OverlapIsBadInput) {
  expect_input_error(R"({"pieces": [{"type": "keep", "cells": [[4, 4]]}, {"type": "farm", "cells": [[4, 4], [5, 4]]}]})",
                     "/pieces/1/cells/0", "already covered by piece 0");
}

TEST(EraDomainParse, OffBoardIsBadInput) {
  expect_input_error(R"({"pieces": [{"type": "farm", "cells": [[8, 0], [9, 0]]}]})", "/pieces/0/cells/1", "off the 9x9 board");
}

TEST(EraDomainParse, ZeroByZeroIsBadInput) {
  expect_input_error(R"({"width": 0, "height": 0, "pieces": []})", "/width", "out of range");
}

TEST(EraDomainParse, HugeCoordinatesAndSizesAreBadInput) {
  expect_input_error(R"({"pieces": [{"type": "keep", "cells": [[99999999999, 0]]}]})", "/pieces/0/cells/0/0", "");
  expect_input_error(R"({"width": 1000000, "height": 9, "pieces": []})", "/width", "out of range");
  expect_input_error(R"({"pieces": [{"type": "keep", "cells": [[1.5, 0]]}]})", "/pieces/0/cells/0/0", "");
}

TEST(EraDomainParse, MalformedShapesAreBadInput) {
  expect_input_error(R"({"pieces": [{"type": "keep", "cells": []}]})", "/pieces/0/cells", "at least one cell");
  expect_input_error(R"({"pieces": [{"type": "keep", "cells": [[1, 2, 3]]}]})", "/pieces/0/cells/0", "[x, y]");
  expect_input_error(R"({"pieces": [{"type": "farm", "cells": [[1, 1], [1, 1]]}]})", "/pieces/0/cells/1", "listed twice");
  expect_input_error(R"({"pieces": {"type": "keep"}})", "/pieces", "expected an array");
  expect_input_error(R"({"width": 9})", "", "missing key \"pieces\"");
}

TEST(EraDomainValidate, ValidDomainHasNoViolations) {
  EXPECT_TRUE(era::validate_domain(d1(), rules()).empty());
}

TEST(EraDomainValidate, EveryInvariantHasAReason) {
  const auto d = parse(R"({"pieces": [
      {"type": "keep", "cells": [[4, 4]]},
      {"type": "farm", "cells": [[4, 4], [5, 4]]},
      {"type": "farm", "cells": [[9, 0], [8, 0]]},
      {"type": "wall", "cells": [[0, 2], [1, 3]]},
      {"type": "wall", "cells": [[0, 5]]},
      {"type": "wall", "cells": [[0, 7], [1, 7], [2, 7], [3, 7], [4, 7], [5, 7], [6, 7]]},
      {"type": "longhouse", "cells": [[6, 0], [7, 1]]},
      {"type": "market", "cells": [[2, 0], [3, 0], [4, 0], [5, 0]]}]})",
                       rules(), era::DomainParse::lenient);
  const auto v = era::validate_domain(d, rules(), "/players/0/domain");
  EXPECT_TRUE(v.contains_rule("overlap"));
  EXPECT_TRUE(v.contains_rule("off_board"));
  EXPECT_TRUE(v.contains_rule("wall_not_straight"));
  EXPECT_TRUE(v.contains_rule("wall_length"));
  EXPECT_TRUE(v.contains_rule("disconnected"));
  EXPECT_TRUE(v.contains_rule("footprint"));
  for (const auto& item : v.items()) {
    EXPECT_EQ(item.where.rfind("/players/0/domain/pieces/", 0), 0u) << item.where;
    EXPECT_FALSE(item.reason.empty());
  }
  EXPECT_EQ(v.size(), 7u);  // the two bad walls (len 1 and len 7) count once each
}

TEST(EraDomainValidate, FootprintsMatchUpToRotationOnly) {
  // The default Monastery L-tetromino rotated is fine; mirrored it is not, unless allowed.
  const auto rotated = domain(9, 9, {piece(PieceType::monastery, {{0, 0}, {1, 0}, {2, 0}, {0, 1}})});
  EXPECT_TRUE(era::validate_domain(rotated, rules()).empty());
  const auto mirrored = domain(9, 9, {piece(PieceType::monastery, {{1, 0}, {1, 1}, {1, 2}, {0, 2}})});
  EXPECT_TRUE(era::validate_domain(mirrored, rules()).contains_rule("footprint"));
  auto r = rules();
  r.allow_reflection = true;
  EXPECT_TRUE(era::validate_domain(mirrored, r).empty());
}

TEST(EraDomainValidate, FootprintSettingChangesWhatIsValid) {
  const auto straight = domain(9, 9, {piece(PieceType::market, {{0, 0}, {1, 0}, {2, 0}})});
  EXPECT_TRUE(era::validate_domain(straight, rules()).contains_rule("footprint"));
  const auto doc = nlohmann::json::parse(R"({"footprints": {"market": [[0, 0], [1, 0], [2, 0]]}})");
  const auto s = scriptorium::core::Settings::from_json(era::era_settings_schema(), scriptorium::core::JsonCursor(doc));
  const auto r = era::rules_from_settings(s);
  EXPECT_TRUE(era::validate_domain(straight, r).empty());
  // Only the named type changes.
  EXPECT_EQ(r.footprints[era::index_of(PieceType::farm)].size(), 2u);
}

TEST(EraSettings, DefaultsAreTheSpecValues) {
  const auto r = era::default_rules();
  EXPECT_EQ(r.grid_width, 9);
  EXPECT_EQ(r.wall_model, era::WallModel::cell);
  EXPECT_EQ(r.enclosure_neighbourhood, 8);
  EXPECT_EQ(r.caps, (era::Resources{{8, 8, 8, 15}}));
  EXPECT_EQ(r.start_resources, (era::Resources{{0, 1, 2, 3}}));
  EXPECT_EQ(r.cost(PieceType::church), (era::Resources{{1, 1, 1, 0}}));
  EXPECT_EQ(r.cost(PieceType::cathedral), (era::Resources{{2, 4, 6, 0}}));
  EXPECT_EQ(r.cost(PieceType::wall), (era::Resources{{0, 1, 0, 0}}));
  EXPECT_EQ(r.most_culture_bonus, 5);
  EXPECT_EQ(r.largest_walled_bonus, 10);
  EXPECT_EQ(r.largest_walled_min, 1);
  EXPECT_EQ(r.markers_in_use[4], 5);
  EXPECT_EQ(r.solo_rounds, 8);
}

TEST(EraSettings, BadOverridesNameTheSetting) {
  const auto schema = era::era_settings_schema();
  auto load = [&](const char* text) {
    const auto doc = nlohmann::json::parse(text);
    return era::rules_from_settings(scriptorium::core::Settings::from_json(schema, scriptorium::core::JsonCursor(doc)));
  };
  EXPECT_THROW(load(R"({"wall_model": "diagonal"})"), scriptorium::core::InputError);
  EXPECT_THROW(load(R"({"enclosure_neighbourhood": 6})"), scriptorium::core::InputError);
  try {
    load(R"({"costs": {"palace": {"stone": 1}}})");
    ADD_FAILURE();
  } catch (const scriptorium::core::InputError& e) {
    EXPECT_EQ(e.where(), "/costs/palace");
  }
  EXPECT_EQ(load(R"({"costs": {"farm": {"food": 2}}})").cost(PieceType::farm), (era::Resources{{0, 0, 0, 2}}));
}

// ---------------------------------------------------------------- wall model B (edge)

namespace {
era::Rules edge_rules() {
  auto r = era::default_rules();
  r.wall_model = era::WallModel::edge;
  return r;
}
// A lattice wall from point (x0,y0) to (x1,y1) (straight).
era::Piece edge_wall(int x0, int y0, int x1, int y1) {
  era::Piece p{PieceType::wall, {}};
  if (y0 == y1) {
    for (int x = x0; x <= x1; ++x) p.cells.push_back({x, y0});
  } else {
    for (int y = y0; y <= y1; ++y) p.cells.push_back({x0, y});
  }
  return p;
}
}  // namespace

TEST(EraEdgeModel, FourWallsOnGridLinesEncloseTheCellsBetween) {
  const auto r = edge_rules();
  // A 3x2 block of cells (2..4, 2..3) fenced by two length-3 and two length-2 walls.
  const auto d = domain(7, 7, {edge_wall(2, 2, 5, 2), edge_wall(2, 4, 5, 4), edge_wall(2, 2, 2, 4), edge_wall(5, 2, 5, 4),
                               piece(PieceType::longhouse, {{2, 2}, {3, 2}})});
  const auto problems = era::validate_domain(d, r);
  EXPECT_TRUE(problems.empty()) << problems.to_json().dump();
  const era::DomainView v(d, r);
  EXPECT_EQ(v.walled_area(), 6);  // walls take no cells in model B
  EXPECT_TRUE(v.walled(4));
}

TEST(EraEdgeModel, AGapLeaks) {
  const auto r = edge_rules();
  const auto d = domain(7, 7, {edge_wall(2, 2, 4, 2), edge_wall(2, 4, 4, 4), edge_wall(2, 2, 2, 4), edge_wall(4, 2, 4, 3)});
  EXPECT_EQ(era::DomainView(d, r).walled_area(), 0);
}

TEST(EraEdgeModel, AWallOnTheBoardEdgeEnclosesButTheEdgeAloneDoesNot) {
  const auto r = edge_rules();
  // Cells (0..1, 0..1): the top and left fences lie on the board's perimeter lines.
  const auto fenced = domain(5, 5, {edge_wall(0, 0, 2, 0), edge_wall(0, 0, 0, 2), edge_wall(0, 2, 2, 2), edge_wall(2, 0, 2, 2)});
  EXPECT_EQ(era::DomainView(fenced, r).walled_area(), 4);
  const auto open = domain(5, 5, {edge_wall(0, 2, 2, 2), edge_wall(2, 0, 2, 2)});
  EXPECT_EQ(era::DomainView(open, r).walled_area(), 0);
}

TEST(EraEdgeModel, AWallEdgeSeparatesBuildingsForDisease) {
  const auto r = edge_rules();
  const auto lh1 = piece(PieceType::longhouse, {{0, 0}, {1, 0}});
  const auto lh2 = piece(PieceType::longhouse, {{2, 0}, {3, 0}});
  const auto together = domain(9, 9, {lh1, lh2});
  EXPECT_EQ(era::disease(era::DomainView(together, r), r).calamity, 2);
  const auto d = domain(9, 9, {lh1, lh2, edge_wall(2, 0, 2, 2)});
  EXPECT_EQ(era::disease(era::DomainView(d, r), r).calamity, 0);
}

TEST(EraEdgeModel, WallShapeIsCheckedOnLatticePoints) {
  const auto r = edge_rules();
  const auto bent = domain(5, 5, {era::Piece{PieceType::wall, {{0, 0}, {1, 0}, {1, 1}}}});
  EXPECT_TRUE(era::validate_domain(bent, r).contains_rule("wall_not_straight"));
  const auto long_wall = domain(9, 9, {edge_wall(0, 0, 7, 0)});
  EXPECT_TRUE(era::validate_domain(long_wall, r).contains_rule("wall_length"));
  const auto outside = domain(5, 5, {edge_wall(4, 0, 6, 0)});
  EXPECT_TRUE(era::validate_domain(outside, r).contains_rule("off_board"));
  // Point (5,5) is the board's corner in model B.
  EXPECT_TRUE(era::validate_domain(domain(5, 5, {edge_wall(3, 5, 5, 5)}), r).empty());
}

// ---------------------------------------------------------------- §2 details and settings

TEST(EraGeometry, AHousePluggingAGapDoesNotClose) {
  auto d = d1();
  d.pieces[3] = era::Piece{PieceType::wall, {{4, 2}}};  // too short to be legal; the gap at (4,3) is what matters
  d.pieces.push_back(piece(PieceType::longhouse, {{4, 3}, {5, 3}}));
  EXPECT_EQ(era::DomainView(d, rules()).walled_area(), 0);
}

TEST(EraGeometry, KeepInsideAnEnclosureIsABarrierAndStillWalled) {
  auto d = d1();
  d.pieces.push_back(keep(2, 2));
  const era::DomainView v(d, rules());
  EXPECT_EQ(v.walled_area(), 3);
  EXPECT_TRUE(v.walled(4));
  EXPECT_EQ(era::disease(v, rules()).calamity, 0);
}

TEST(EraGeometry, MarketScorchedIsFreeSetting) {
  const auto d = domain(7, 7, {piece(PieceType::market, {{2, 2}, {3, 2}, {2, 3}, {3, 3}}), scorched(4, 2)});
  EXPECT_EQ(era::market_bonus(era::DomainView(d, rules()), rules()), 7);
  auto r = rules();
  r.market_scorched_is_free = true;
  EXPECT_EQ(era::market_bonus(era::DomainView(d, r), r), 8);
}

TEST(EraGeometry, ScorchedPlacementReasons) {
  auto d = d1();
  d.pieces.push_back(piece(PieceType::farm, {{5, 5}, {6, 5}}));
  const era::DomainView v(d, rules());
  EXPECT_TRUE(era::scorched_placement_violations(v, rules(), {{0, 0}}, "").empty());
  EXPECT_TRUE(era::scorched_placement_violations(v, rules(), {{2, 2}}, "").contains_rule("inside_walls"));
  EXPECT_TRUE(era::scorched_placement_violations(v, rules(), {{5, 5}}, "").contains_rule("cell_occupied"));
  EXPECT_TRUE(era::scorched_placement_violations(v, rules(), {{7, 0}}, "").contains_rule("off_board"));
  EXPECT_TRUE(era::scorched_placement_violations(v, rules(), {{0, 0}, {1, 0}}, "").contains_rule("footprint"));
}

TEST(EraGeometry, ScorchedFootprintSetting) {
  auto r = rules();
  r.scorched_footprint = {{0, 0}, {1, 0}};
  const auto d = domain(3, 1, {keep(1, 0)});
  // No two adjacent empty cells: no spot for a 2-cell piece, though a 1-cell piece would fit.
  EXPECT_FALSE(era::scorched_spot_exists(era::DomainView(d, r), r));
  EXPECT_TRUE(era::scorched_spot_exists(era::DomainView(d, rules()), rules()));
}

TEST(EraScoring, LargestWalledMinSetting) {
  // Nobody encloses anything: no bonus by default; with a minimum of 0 everyone ties at 0.
  const std::vector<era::PlayerEnd> players{{"A", domain(9, 9, {}), {}, 0, 0}, {"B", domain(9, 9, {}), {}, 0, 0}};
  EXPECT_EQ(era::final_score(players, rules()).players[0].value("largest_walled_area"), 0);
  auto r = rules();
  r.largest_walled_min = 0;
  EXPECT_EQ(era::final_score(players, r).players[0].value("largest_walled_area"), 10);
}

TEST(EraScoring, BonusAmountSettings) {
  auto r = rules();
  r.most_culture_bonus = 7;
  r.largest_walled_bonus = 12;
  const auto score = era::final_score({{"A", d1(), {}, 3, 0}}, r);
  EXPECT_EQ(score.players[0].value("most_culture"), 7);
  EXPECT_EQ(score.players[0].value("largest_walled_area"), 12);
}

TEST(EraScoring, MostCultureNeedsAtLeastOne) {
  const auto score = era::final_score({{"A", domain(9, 9, {}), {}, 0, 0}, {"B", domain(9, 9, {}), {}, 0, 0}}, rules());
  EXPECT_EQ(score.players[0].value("most_culture"), 0);
}

TEST(EraScoring, UniversityPegSetting) {
  const auto d = domain(9, 9, {piece(PieceType::university, {{0, 0}, {1, 0}, {2, 0}, {1, 1}})});
  auto r = rules();
  r.university_uses_total_culture = false;
  EXPECT_EQ(era::final_score({{"A", d, {}, 27, 0}}, r).players[0].value("university_bonus"), 2);
}

TEST(EraScoring, TrackCycleSetting) {
  EXPECT_EQ(era::track_position(27, 30).notes, 0);
  EXPECT_EQ(era::track_position(27, 30).peg, 27);
  EXPECT_EQ(era::track_position(50, 25).notes, 2);
  EXPECT_EQ(era::track_position(50, 25).peg, 0);
}

TEST(EraScoring, GameEndParseRejectsNegativeResourcesAndUnknownKeys) {
  auto load = [](const char* text) {
    const auto doc = nlohmann::json::parse(text);
    return era::parse_game_end(scriptorium::core::JsonCursor(doc), rules());
  };
  try {
    load(R"({"players": [{"name": "A", "domain": {"pieces": []}, "resources": {"goods": -1}}]})");
    ADD_FAILURE();
  } catch (const scriptorium::core::InputError& e) {
    EXPECT_EQ(e.where(), "/players/0/resources/goods");
  }
  EXPECT_THROW(load(R"({"players": [{"name": "A", "domain": {"pieces": []}, "resources": {"gold": 1}}]})"),
               scriptorium::core::InputError);
  EXPECT_THROW(load(R"({"players": []})"), scriptorium::core::InputError);
  EXPECT_THROW(load(R"({"players": [{"name": "A", "domain": {"pieces": []}}, {"name": "A", "domain": {"pieces": []}}]})"),
               scriptorium::core::InputError);
}
