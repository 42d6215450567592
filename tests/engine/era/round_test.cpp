// The round state machine beyond the spec vectors: each calamity's choices and rejections, each
// build rejection reason, roll legality, solo mode, and the round-related settings.
#include <gtest/gtest.h>

#include "engine/era/geometry.hpp"
#include "engine/era/round.hpp"
#include "engine/era/scoring.hpp"
#include "tests/engine/era/round_util.hpp"

using namespace era_test;
using era::Resource;

namespace {

// Two players; A rolls `faces` on a domain of a Keep plus `longhouses` Longhouses (+extra pieces).
era::GameState duel(std::vector<era::DieResult> faces, int longhouses, std::vector<era::Piece> extra = {},
                    era::Resources r = res(0, 0, 0, 9), const era::Rules& rl = rules()) {
  return game({player("A", basic_domain(longhouses, std::move(extra)), r, std::move(faces)),
               player("B", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))},
              rl);
}

}  // namespace

// ---------------------------------------------------------------- Collect / Feed

TEST(EraRound, ChoiceFaceWithoutAChoiceIsAViolation) {
  auto s = duel({die("N5"), die("Y4")}, 1);
  EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("choice_missing"));
}

TEST(EraRound, ChoiceFacesGiveTheChosenOption) {
  const auto got = era::collect(res(0, 0, 0, 0), {die("Y4", Resource::food), die("C2", Resource::wood)}, domain(9, 9, {}), rules());
  EXPECT_EQ(got.resources, res(0, 0, 2, 2));
}

TEST(EraRound, CapsAreSettings) {
  auto r = rules();
  r.caps = res(8, 8, 12, 15);
  const auto got = era::collect(res(0, 0, 7, 0), {die("Y2"), die("Y2")}, domain(9, 9, {}), r);
  EXPECT_EQ(got.resources[Resource::wood], 12);
  EXPECT_EQ(got.lost[Resource::wood], 1);
}

TEST(EraRound, DiceMustMatchThePool) {
  auto s = duel(dice({"N5", "Y1", "Y1"}), 1);  // 2 yellow dice shown, 1 Longhouse
  EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("dice_mismatch"));
}

// ---------------------------------------------------------------- calamities

TEST(EraCalamities, BanditsNeedAChoiceWhenResourcesAreHeld) {
  // Collect 1/0/1/0 from N5 + Y6; the Y6 skull is Bandits and A holds resources: a choice is needed.
  auto s = duel(dice({"N5", "Y6"}), 1, {}, res(0, 0, 0, 0));
  EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("choice_missing"));
  // N6 gives 2 goods and one skull; A gives up one Goods.
  auto t = game({player("A", basic_domain(0), res(0, 0, 0, 0), dice({"N6"})),
                 player("B", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))},
                rules());
  t.players[0].choices.bandits = "goods";
  EXPECT_TRUE(era::play_round(t, rules()).violations.empty());
  EXPECT_EQ(t.players[0].resources, res(1, 0, 0, 0));
}

TEST(EraCalamities, BanditsNoResourcesAtAll) {
  // A Keep on N1 (shields) and a Church on C6 (culture + skull): A ends Collect with nothing.
  auto s = game({player("A", basic_domain(0, {piece(PieceType::church, {{0, 8}, {1, 8}})}), res(0, 0, 0, 0),
                        dice({"N1", "C6"})),
                 player("B", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))},
                rules());
  const auto report = era::play_round(s, rules());
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(s.players[0].calamity, 2 + 1);  // Feed 2 dice unpaid, Bandits +1
}

TEST(EraCalamities, BanditsCannotTakeWhatIsNotHeld) {
  auto s = duel(dice({"N5", "Y6"}), 1);
  s.players[0].choices.bandits = "stone";
  EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("bad_choice"));
}

TEST(EraCalamities, DiseaseAddsClusteredBuildings) {
  // Two Longhouses side by side on row 2 plus the basic row-0 ones: 2 clustered.
  auto s = duel(dice({"N5", "Y6", "Y6"}), 0,
                {piece(PieceType::longhouse, {{0, 2}, {1, 2}}), piece(PieceType::longhouse, {{2, 2}, {3, 2}})});
  era::play_round(s, rules());
  EXPECT_EQ(s.players[0].calamity, 2);
}

TEST(EraCalamities, FireIsMandatoryAndMayTakeAKeepBySetting) {
  const auto faces = dice({"N6", "Y6", "Y6", "Y6"});
  {
    auto s = duel(faces, 3);
    EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("choice_missing"));
  }
  {
    auto s = duel(faces, 3);
    s.players[0].choices.fire = 0;  // the Keep (AMB-14: allowed)
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(count_type(s.players[0].domain, PieceType::keep), 0);
  }
  {
    auto r = rules();
    r.fire_may_target_keep = false;
    auto s = duel(faces, 3, {}, res(0, 0, 0, 9), r);
    s.players[0].choices.fire = 0;
    EXPECT_TRUE(era::play_round(s, r).violations.contains_rule("bad_choice"));
  }
}

TEST(EraCalamities, FireOnAWalledBuildingIsAllowed) {
  // A ring at x 0..3, y 3..6 with a Farm inside.
  auto extra = std::vector<era::Piece>{wall_h(0, 3, 3), wall_h(0, 3, 6), wall_v(0, 4, 5), wall_v(3, 4, 5),
                                       piece(PieceType::farm, {{1, 4}, {2, 4}})};
  auto s = duel(dice({"N6", "Y6", "Y6", "Y6"}), 3, extra);
  s.players[0].choices.fire = 8;  // the walled Farm
  const auto report = era::play_round(s, rules());
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(count_type(s.players[0].domain, PieceType::farm), 0);
}

TEST(EraCalamities, AttackRejectsWalledTargetsAndNeedsAChoice) {
  auto attacker = player("A", basic_domain(3, {piece(PieceType::townhouse, {{0, 8}, {1, 8}})}), res(0, 0, 0, 9),
                         dice({"N6", "Y6", "Y6", "Y6", "B6"}));
  auto d = d1();
  d.width = d.height = 9;
  d.pieces.push_back(piece(PieceType::longhouse, {{2, 2}, {3, 2}}));  // walled, index 4
  d.pieces.push_back(keep(6, 6));                                       // 5
  d.pieces.push_back(piece(PieceType::farm, {{6, 0}, {7, 0}}));         // 6, outside
  {
    auto s = game({attacker, player("V", d, res(0, 0, 0, 9), dice({"N5", "Y1"}))}, rules());
    EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("choice_missing"));
  }
  {
    auto s = game({attacker, player("V", d, res(0, 0, 0, 9), dice({"N5", "Y1"}))}, rules());
    s.players[1].choices.attack = {4};
    EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("bad_choice"));
  }
  {
    auto s = game({attacker, player("V", d, res(0, 0, 0, 9), dice({"N5", "Y1"}))}, rules());
    s.players[1].choices.attack = {6};
    EXPECT_TRUE(era::play_round(s, rules()).violations.empty());
    EXPECT_EQ(count_type(s.players[1].domain, PieceType::farm), 0);
  }
}

TEST(EraCalamities, LostDieStopsCountingForExtortUnlessTheSettingSaysOtherwise) {
  // A (5 skulls) attacks B, whose only unwalled building is a Townhouse; B's blue die shows
  // B5 (2 hammers) and B wants to build a Farm with it.
  auto make = [](const era::Rules& r) {
    auto s = game({player("A", basic_domain(3, {piece(PieceType::townhouse, {{0, 8}, {1, 8}})}), res(0, 0, 0, 9),
                          dice({"N6", "Y6", "Y6", "Y6", "B6"})),
                   player("B", domain(9, 9, {keep(4, 4), piece(PieceType::townhouse, {{0, 8}, {1, 8}})}), res(0, 0, 2, 9),
                          dice({"N5", "B5"}))},
                  r);
    s.players[1].choices.attack = {1};
    s.players[1].builds = {piece(PieceType::farm, {{0, 0}, {1, 0}})};
    return s;
  };
  {
    auto s = make(rules());
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.contains_rule("no_hammer"));  // the B5 die left with the Townhouse
  }
  {
    auto r = rules();
    r.lose_die_immediately = false;
    auto s = make(r);
    const auto report = era::play_round(s, r);
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(count_type(s.players[1].domain, PieceType::farm), 1);
  }
}

TEST(EraCalamities, TreacheryRemovalRules) {
  // Victim domain 5x1: Keep, Longhouse, Farm; no empty cell.
  const auto full = domain(5, 1, {keep(0, 0), piece(PieceType::longhouse, {{1, 0}, {2, 0}}),
                                  piece(PieceType::farm, {{3, 0}, {4, 0}})});
  auto make = [&](era::ScorchedPlacement choice, const era::Rules& r) {
    auto s = game({player("R", basic_domain(3), res(0, 0, 0, 9), dice({"N5", "Y6", "Y6", "Y6"})),
                   player("V", full, res(0, 0, 0, 9), dice({"N5", "Y1"}))},
                  r);
    s.players[1].choices.scorched = {std::move(choice)};
    return s;
  };
  {
    auto s = make({true, {{0, 0}}, {0}}, rules());  // the Keep cannot go
    EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("cannot_remove"));
  }
  {
    auto s = make({true, {{1, 0}}, {2}}, rules());  // removes the Farm, places on the Longhouse
    const auto v = era::play_round(s, rules()).violations;
    EXPECT_TRUE(v.contains_rule("removal_must_overlap"));
  }
  {
    // AMB-15 setting off: the removed building need not lie under the piece, but the cell must be free.
    auto r = rules();
    r.scorched_removal_must_overlap = false;
    auto s = make({true, {{1, 0}}, {2}}, r);
    const auto v = era::play_round(s, r).violations;
    EXPECT_FALSE(v.contains_rule("removal_must_overlap"));
    EXPECT_TRUE(v.contains_rule("cell_occupied"));
  }
  {
    // With an empty spot available, removal is not allowed.
    auto s = game({player("R", basic_domain(3), res(0, 0, 0, 9), dice({"N5", "Y6", "Y6", "Y6"})),
                   player("V", basic_domain(1), res(0, 0, 0, 9), dice({"N5", "Y1"}))},
                  rules());
    s.players[1].choices.scorched = {{true, {{0, 0}}, {1}}};
    EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("removal_not_allowed"));
  }
}

TEST(EraCalamities, SoloTreacheryAndAttackHitYou) {
  auto s = game({player("You", basic_domain(3), res(0, 0, 0, 9), dice({"N5", "Y6", "Y6", "Y6"}))}, rules());
  s.players[0].choices.scorched = {{true, {{8, 8}}, {}}};
  const auto report = era::play_round(s, rules());
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(count_type(s.players[0].domain, PieceType::scorched), 1);

  auto a = game({player("You", basic_domain(3, {piece(PieceType::townhouse, {{0, 8}, {1, 8}})}), res(0, 0, 0, 9),
                        dice({"N6", "Y6", "Y6", "Y6", "B6"}))},
                rules());
  a.players[0].choices.attack = {4};
  EXPECT_TRUE(era::play_round(a, rules()).violations.empty());
  EXPECT_EQ(count_type(a.players[0].domain, PieceType::townhouse), 0);
}

// ---------------------------------------------------------------- build rejections

namespace {
era::BuildReport try_build(std::vector<era::Piece> requests, int hammers = 3, era::Resources r = res(8, 8, 8, 0),
                           int supply_adjust = 0) {
  era::BuildState st;
  st.domain = basic_domain(1);
  st.resources = r;
  st.supply = era::setup_supply(4, rules());
  st.supply.building(PieceType::church) += supply_adjust;
  st.markers_in_use = 5;
  return era::apply_builds(st, hammers, requests, rules(), "/build");
}
}  // namespace

TEST(EraBuild, OneStructurePerHammer) {
  const auto r = try_build({piece(PieceType::farm, {{0, 2}, {1, 2}}), piece(PieceType::farm, {{0, 4}, {1, 4}})}, 1);
  EXPECT_EQ(r.built, std::vector<int>{0});
  EXPECT_TRUE(r.violations.contains_rule("no_hammer"));
}

TEST(EraBuild, MustBeInTheSupply) {
  EXPECT_TRUE(try_build({piece(PieceType::church, {{0, 2}, {1, 2}})}, 3, res(8, 8, 8, 0), -5)
                  .violations.contains_rule("not_in_supply"));
  era::BuildState st;
  st.domain = basic_domain(0);
  st.resources = res(8, 8, 8, 0);
  st.supply = era::setup_supply(4, rules());
  st.supply.walls[3] = 0;
  EXPECT_TRUE(era::apply_builds(st, 1, {wall_h(0, 2, 2)}, rules(), "/b").violations.contains_rule("not_in_supply"));
}

TEST(EraBuild, MustBeAffordable) {
  const auto r = try_build({piece(PieceType::church, {{0, 2}, {1, 2}})}, 3, res(0, 1, 1, 0));
  ASSERT_TRUE(r.violations.contains_rule("cannot_afford"));
  // A Church costs 1 goods, 1 stone and 1 wood (§1.3): the reason names only what falls short.
  EXPECT_EQ(r.violations.items().front().reason, "build 0 (church): needs 1 goods, has 0 goods");
}

TEST(EraBuild, MustBePlacedOnEmptyCellsOnTheBoard) {
  EXPECT_TRUE(try_build({piece(PieceType::farm, {{4, 4}, {5, 4}})}).violations.contains_rule("cell_occupied"));
  EXPECT_TRUE(try_build({piece(PieceType::farm, {{8, 2}, {9, 2}})}).violations.contains_rule("off_board"));
}

TEST(EraBuild, MustHaveAValidShape) {
  EXPECT_TRUE(try_build({piece(PieceType::farm, {{0, 2}, {1, 3}})}).violations.contains_rule("disconnected"));
  EXPECT_TRUE(try_build({piece(PieceType::market, {{0, 2}, {1, 2}, {2, 2}, {3, 2}})}).violations.contains_rule("footprint"));
  EXPECT_TRUE(try_build({era::Piece{PieceType::wall, {{0, 2}, {1, 3}}}}).violations.contains_rule("wall_not_straight"));
  EXPECT_TRUE(try_build({wall_h(0, 6, 2)}).violations.contains_rule("wall_length"));
  EXPECT_TRUE(try_build({scorched(0, 2)}).violations.contains_rule("not_buildable"));
}

TEST(EraBuild, ResourcesAreSpentInOrderAndLaterBuildsSeeTheNewState) {
  // Two Farms on the same cells: the second is rejected as occupied.
  const auto r = try_build({piece(PieceType::farm, {{0, 2}, {1, 2}}), piece(PieceType::farm, {{0, 2}, {1, 2}})});
  EXPECT_EQ(r.built, std::vector<int>{0});
  EXPECT_TRUE(r.violations.contains_rule("cell_occupied"));
}

TEST(EraBuild, MarkersFlipOncePerExhaustedTypeUpToTheMarkersInUse) {
  era::BuildState st;
  st.domain = basic_domain(0);
  st.resources = res(8, 8, 8, 0);
  st.supply = era::setup_supply(4, rules());
  st.supply.building(PieceType::farm) = 1;
  st.supply.building(PieceType::longhouse) = 1;
  st.markers_in_use = 3;
  st.markers_flipped = 2;
  const auto r = era::apply_builds(st, 2, {piece(PieceType::farm, {{0, 2}, {1, 2}}), piece(PieceType::longhouse, {{0, 4}, {1, 4}})},
                                   rules(), "/b");
  EXPECT_TRUE(r.violations.empty());
  EXPECT_EQ(r.exhausted.size(), 2u);
  EXPECT_EQ(st.markers_flipped, 3);  // AMB-22: the extra exhausted type flips nothing
}

TEST(EraBuild, CostsAreSettings) {
  auto r = rules();
  r.costs[era::index_of(PieceType::farm)] = res(0, 0, 0, 0);
  era::BuildState st;
  st.domain = basic_domain(0);
  st.supply = era::setup_supply(4, r);
  st.markers_in_use = 5;
  EXPECT_TRUE(era::apply_builds(st, 1, {piece(PieceType::farm, {{0, 2}, {1, 2}})}, r, "/b").violations.empty());
  st.domain = basic_domain(0);
  EXPECT_TRUE(era::apply_builds(st, 1, {piece(PieceType::farm, {{0, 2}, {1, 2}})}, rules(), "/b")
                  .violations.contains_rule("cannot_afford"));
}

// ---------------------------------------------------------------- extort and solo

TEST(EraExtort, DemandMustNameAHeldResource) {
  auto s = game({player("E", basic_domain(0), res(0, 0, 0, 9), dice({"N4"})),
                 player("V", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))},
                rules());
  s.players[0].choices.demands["V"] = Resource::stone;
  EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("bad_choice"));
  auto t = game({player("E", basic_domain(0), res(0, 0, 0, 9), dice({"N4"})),
                 player("V", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))},
                rules());
  EXPECT_TRUE(era::play_round(t, rules()).violations.contains_rule("choice_missing"));
}

TEST(EraExtort, VictimMayRefuseSetting) {
  auto r = rules();
  r.victim_may_refuse = false;
  auto s = game({player("E", basic_domain(0), res(0, 0, 0, 9), dice({"N4"})),
                 player("V", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))},
                r);
  s.players[0].choices.demands["V"] = Resource::goods;
  s.players[1].choices.refuse = {"E"};
  EXPECT_TRUE(era::play_round(s, r).violations.contains_rule("refusal_not_allowed"));
}

TEST(EraSolo, ShieldsProtectBySetting) {
  // You: N1 = 4 shields, 0 swords; Jaime: N4 = 3 swords. Protected by default.
  auto make = [](const era::Rules& r) {
    auto s = game({player("You", basic_domain(0), res(2, 0, 0, 9), dice({"N1"}))}, r);
    for (const char* f : {"N4", "N5", "N5", "Y1"}) s.jaime.push_back(era::find_face(f));
    return s;
  };
  auto s = make(rules());
  era::play_round(s, rules());
  EXPECT_EQ(s.players[0].resources[Resource::goods], 2);
  auto r = rules();
  r.solo_shields_protect = false;
  auto t = make(r);
  era::play_round(t, r);
  EXPECT_EQ(t.players[0].resources[Resource::goods], 1);
}

TEST(EraSolo, JaimesY4CountsAsFoodOrStoneBySetting) {
  // You: N4 = 3 swords. Jaime: Y4, N2, N5, N5 = 1 sword, 0 shields; his faces show Y4 and goods.
  auto make = [](const era::Rules& r) {
    auto s = game({player("You", basic_domain(0), res(0, 0, 0, 9), dice({"N4"}))}, r);
    for (const char* f : {"Y4", "N2", "N5", "N5"}) s.jaime.push_back(era::find_face(f));
    s.players[0].choices.demands["Jaime"] = Resource::stone;
    return s;
  };
  auto s = make(rules());
  const auto report = era::play_round(s, rules());
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(s.players[0].resources[Resource::stone], 1);
  auto r = rules();
  r.solo_y4_counts_as_resource = false;
  auto t = make(r);
  EXPECT_TRUE(era::play_round(t, r).violations.contains_rule("bad_choice"));  // only goods is on offer
  EXPECT_EQ(t.players[0].resources[Resource::stone], 0);
}

TEST(EraSolo, GameEndsAfterTheLastRound) {
  auto s = game({player("You", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))}, rules());
  s.round = 7;
  era::play_round(s, rules());
  EXPECT_FALSE(s.game_over);
  EXPECT_EQ(s.round, 8);
  era::play_round(s, rules());
  EXPECT_TRUE(s.game_over);
  auto r = rules();
  r.solo_rounds = 10;
  auto t = game({player("You", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))}, r);
  t.round = 8;
  era::play_round(t, r);
  EXPECT_FALSE(t.game_over);
}

TEST(EraRoundEnd, StartPlayerPassesLeft) {
  auto s = game({player("A", basic_domain(0), res(0, 0, 0, 9), dice({"N5"})), player("B", basic_domain(0), res(0, 0, 0, 9), dice({"N5"})),
                 player("C", basic_domain(0), res(0, 0, 0, 9), dice({"N5"}))},
                rules());
  s.start_player = 2;
  era::play_round(s, rules());
  EXPECT_EQ(s.start_player, 0);
  EXPECT_EQ(s.round, 2);
  EXPECT_FALSE(s.game_over);
}

TEST(EraRoundEnd, MarkersInUseSetting) {
  auto r = rules();
  r.markers_in_use[2] = 1;
  EXPECT_EQ(era::markers_in_use(2, r), 1);
  EXPECT_EQ(era::markers_in_use(2, rules()), 3);
  EXPECT_EQ(era::markers_in_use(1, rules()), 0);
}

TEST(EraSetup, StartScorchedSetting) {
  auto r = rules();
  EXPECT_EQ(era::setup_supply(3, r).scorched, 27 - 3);
  r.start_scorched[3] = 2;
  EXPECT_EQ(era::setup_supply(3, r).scorched, 27 - 6);
  EXPECT_EQ(era::setup_supply(1, rules()).scorched, 24);
}

// ---------------------------------------------------------------- roll legality

namespace {
era::RollRecord rolls(std::vector<std::vector<const char*>> list) {
  era::RollRecord r;
  for (const auto& roll : list) {
    std::vector<const era::Face*> faces;
    for (const char* f : roll) faces.push_back(era::find_face(f));
    r.rolls.push_back(faces);
  }
  return r;
}
}  // namespace

TEST(EraRolls, LegalSequence) {
  const auto r = rolls({{"Y6", "Y1", "N2"}, {"Y6", "Y5", "N2"}, {"Y6", "Y5", "N4"}});
  EXPECT_TRUE(era::check_rolls(r, dice({"Y6", "Y5", "N4"}), 0, rules()).empty());
}

TEST(EraRolls, AtMostThreeRolls) {
  const auto r = rolls({{"Y1"}, {"Y2"}, {"Y3"}, {"Y5"}});
  EXPECT_TRUE(era::check_rolls(r, dice({"Y5"}), 0, rules()).contains_rule("roll_count"));
}

TEST(EraRolls, SkullsAreLocked) {
  const auto r = rolls({{"Y6", "Y1"}, {"Y5", "Y1"}});
  EXPECT_TRUE(era::check_rolls(r, dice({"Y5", "Y1"}), 0, rules()).contains_rule("skull_locked"));
}

TEST(EraRolls, FinalFacesMustMatch) {
  const auto r = rolls({{"Y1", "N2"}});
  EXPECT_TRUE(era::check_rolls(r, dice({"Y2", "N2"}), 0, rules()).contains_rule("final_faces"));
}

TEST(EraRolls, MonasterySetsADieThatIsHeldInRollTwo) {
  auto r = rolls({{"Y6", "Y1"}, {"Y3", "Y1"}, {"Y5", "Y2"}});
  r.monastery = {{0, era::find_face("Y5")}};  // the skull turned into 2 hammers: unlocked
  // Roll 2 must hold it at Y5: it shows Y3 -> violation.
  EXPECT_TRUE(era::check_rolls(r, dice({"Y5", "Y2"}), 1, rules()).contains_rule("monastery_die_held"));
  auto ok = rolls({{"Y6", "Y1"}, {"Y5", "Y3"}, {"Y2", "Y3"}});
  ok.monastery = {{0, era::find_face("Y5")}};
  EXPECT_TRUE(era::check_rolls(ok, dice({"Y2", "Y3"}), 1, rules()).empty());  // rerolled in roll 3
  EXPECT_TRUE(era::check_rolls(ok, dice({"Y2", "Y3"}), 0, rules()).contains_rule("monastery_count"));
  // AMB-16 setting off: the set die may be rerolled in roll 2 as well.
  auto r2 = rules();
  r2.monastery_die_held_in_roll2 = false;
  EXPECT_TRUE(era::check_rolls(r, dice({"Y5", "Y2"}), 1, r2).empty());
}

TEST(EraRolls, QuillRerollTakesOneCompanionEvenASkull) {
  auto r = rolls({{"C3", "Y6", "Y1"}});
  era::RollRecord::Quill q;
  q.quill_die = 0;
  q.with = {1};
  q.result = {era::find_face("C5"), era::find_face("Y5")};
  r.quills = {q};
  EXPECT_TRUE(era::check_rolls(r, dice({"C5", "Y5", "Y1"}), 0, rules()).empty());
  r.quills[0].with = {1, 2};
  r.quills[0].result.push_back(era::find_face("Y2"));
  EXPECT_TRUE(era::check_rolls(r, dice({"C5", "Y5", "Y2"}), 0, rules()).contains_rule("quill_companions"));
  auto two = rules();
  two.quill_companion_dice = 2;
  EXPECT_TRUE(era::check_rolls(r, dice({"C5", "Y5", "Y2"}), 0, two).empty());
}

TEST(EraRolls, QuillNeedsAQuillFace) {
  auto r = rolls({{"C5", "Y1"}});
  r.quills = {{0, {}, {era::find_face("C1")}}};
  EXPECT_TRUE(era::check_rolls(r, dice({"C1", "Y1"}), 0, rules()).contains_rule("not_a_quill"));
}

TEST(EraSetup, NewGameUsesTheStartSettings) {
  const auto s = era::new_game({"Ana", "Bruno", "Carla"}, rules());
  ASSERT_EQ(s.players.size(), 3u);
  EXPECT_EQ(s.players[1].resources, res(0, 1, 2, 3));
  EXPECT_EQ(s.players[1].domain.pieces[0].cells[0], (Cell{4, 4}));
  EXPECT_EQ(s.markers_in_use, 3);
  auto r = rules();
  r.start_resources = res(1, 2, 3, 4);
  r.grid_width = 11;
  r.grid_height = 7;
  const auto t = era::new_game({"Ana"}, r);
  EXPECT_EQ(t.players[0].resources, res(1, 2, 3, 4));
  EXPECT_EQ(t.players[0].domain.pieces[0].cells[0], (Cell{5, 3}));
  EXPECT_EQ(t.markers_in_use, 0);
}
