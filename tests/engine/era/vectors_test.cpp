// Every test vector of rules §4 (ERA-1..ERA-10, ERA-D1..ERA-D23), one TEST each. Expected values
// are the spec's.
#include <gtest/gtest.h>

#include "engine/era/build.hpp"
#include "engine/era/geometry.hpp"
#include "engine/era/round.hpp"
#include "engine/era/scoring.hpp"
#include "tests/engine/era/round_util.hpp"

using namespace era_test;
using era::Resource;

namespace {

int area(const era::Domain& d, const era::Rules& r = rules()) { return era::DomainView(d, r).walled_area(); }
int disease_points(const era::Domain& d, const era::Rules& r = rules()) {
  return era::disease(era::DomainView(d, r), r).calamity;
}
int market(const era::Domain& d, const era::Rules& r = rules()) { return era::market_bonus(era::DomainView(d, r), r); }

bool has_event(const era::RoundReport& report, const std::string& step, const std::string& text_part) {
  for (const auto& e : report.events) {
    if (e["step"] == step && e["text"].get<std::string>().find(text_part) != std::string::npos) return true;
  }
  return false;
}

// Carla's domain for ERA-1/2/3/8: Keep (4,4); Longhouses A {(2,4),(3,4)} and B {(2,5),(3,5)}
// touch each other, wall (1,4..5) and (A) the Keep; Longhouse C {(6,0),(7,0)} touches nothing;
// a Farm at {(0,8),(1,8)}.
era::Domain carla_domain() {
  return domain(9, 9, {keep(4, 4), piece(PieceType::longhouse, {{2, 4}, {3, 4}}),
                       piece(PieceType::longhouse, {{2, 5}, {3, 5}}), wall_v(1, 4, 5),
                       piece(PieceType::longhouse, {{6, 0}, {7, 0}}), piece(PieceType::farm, {{0, 8}, {1, 8}})});
}

// ERA-9: 13x9 so the unwalled Market has its 8 free neighbours (the seed gives no geometry; any
// domain with these properties must score the same). Ring: Keeps (0,0), (8,0), (0,5); interior
// x 1..7, y 1..4 minus the wall (1,1..2) = 26 cells.
era::Domain carla_final_domain(bool with_buildings) {
  std::vector<era::Piece> p{keep(0, 0),      wall_h(1, 4, 0), wall_h(5, 7, 0), keep(8, 0),
                            wall_v(0, 1, 4), wall_v(8, 1, 4), keep(0, 5),      wall_h(1, 4, 5),
                            wall_h(5, 8, 5), wall_v(1, 1, 2)};
  if (with_buildings) {
    p.push_back(piece(PieceType::cathedral, {{2, 1}, {3, 1}, {2, 2}, {3, 2}, {2, 3}, {3, 3}}));
    p.push_back(piece(PieceType::longhouse, {{4, 1}, {5, 1}}));
    p.push_back(piece(PieceType::longhouse, {{6, 1}, {7, 1}}));
    p.push_back(piece(PieceType::longhouse, {{4, 2}, {5, 2}}));
    p.push_back(piece(PieceType::longhouse, {{6, 2}, {7, 2}}));
    p.push_back(piece(PieceType::townhouse, {{4, 3}, {5, 3}}));
    p.push_back(piece(PieceType::church, {{6, 3}, {7, 3}}));
    p.push_back(piece(PieceType::farm, {{1, 4}, {2, 4}}));
    p.push_back(piece(PieceType::lumber_mill, {{3, 4}, {4, 4}}));
    p.push_back(piece(PieceType::townhouse, {{4, 7}, {5, 7}}));  // not walled
    p.push_back(piece(PieceType::monastery, {{0, 6}, {0, 7}, {0, 8}, {1, 8}}));
    p.push_back(piece(PieceType::market, {{10, 2}, {11, 2}, {10, 3}, {11, 3}}));
  }
  return domain(13, 9, std::move(p));
}

}  // namespace

// ---------------------------------------------------------------- seed examples

TEST(EraVectors, ERA_1_CollectWithCap) {
  const auto r = era::collect(res(1, 0, 7, 2), {die("Y6"), die("Y6"), die("Y4", Resource::stone), die("N2")},
                              carla_domain(), rules());
  EXPECT_EQ(r.resources, res(1, 1, 8, 3));
  EXPECT_EQ(r.lost, res(0, 0, 1, 0));
  const auto t = era::tally({era::find_face("Y6"), era::find_face("Y6"), era::find_face("Y4"), era::find_face("N2")});
  EXPECT_EQ(t.hammers, 2);
  EXPECT_EQ(t.skulls, 2);
}

TEST(EraVectors, ERA_2_Feed) {
  const auto r = era::feed(3, 4);
  EXPECT_EQ(r.food, 0);
  EXPECT_EQ(r.calamity, 1);
}

TEST(EraVectors, ERA_3_DiseaseCountsTwoNotWallsOrKeep) {
  EXPECT_EQ(disease_points(carla_domain()), 2);
  // Variant: all three Longhouses in one cluster -> 3, each building once.
  auto d = carla_domain();
  d.pieces[4] = piece(PieceType::longhouse, {{2, 6}, {3, 6}});
  EXPECT_EQ(disease_points(d), 3);
}

TEST(EraVectors, ERA_4_FireReturnsABuildingAndItsDie) {
  auto d = basic_domain(2, {piece(PieceType::townhouse, {{0, 8}, {1, 8}})});
  auto s = game({player("Rocio", d, res(0, 0, 0, 9), dice({"N6", "Y6", "Y6", "B6"})),
                 player("Tomas", basic_domain(1), res(0, 0, 0, 9), dice({"N5", "Y1"}))},
                rules());
  s.players[0].choices.fire = 3;  // the Townhouse
  const auto report = era::play_round(s, rules());
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(count_type(s.players[0].domain, PieceType::townhouse), 0);
  EXPECT_EQ(era::dice_pool(s.players[0].domain).total(), 3);
}

TEST(EraVectors, ERA_5_BanditsLoseOneResourceOrTakeOneCalamity) {
  for (const std::string choice : {"wood", "calamity"}) {
    auto s = game({player("Tomas", basic_domain(1), res(1, 1, 1, 5), dice({"N5", "Y6"})),
                   player("Carla", basic_domain(1), res(0, 0, 0, 5), dice({"N5", "Y1"}))},
                  rules());
    s.players[0].choices.bandits = choice;
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    // Collect: N5 +1 goods, Y6 +1 wood -> 2/1/2/5; Feed 2 -> food 3.
    if (choice == "wood") {
      EXPECT_EQ(s.players[0].resources, res(2, 1, 1, 3));
      EXPECT_EQ(s.players[0].calamity, 0);
    } else {
      EXPECT_EQ(s.players[0].resources, res(2, 1, 2, 3));
      EXPECT_EQ(s.players[0].calamity, 1);
    }
  }
}

namespace {
// ERA-6 table: seats Carla -> Rocio -> Tomas -> Pedro; Pedro rolls 3 skulls. Rocio's domain
// has a D1-style walled area (interior (2,2),(3,2),(2,3),(3,3)) and a Farm outside at {(6,6),(7,6)}.
era::GameState treachery_game(int supply) {
  auto rocio = domain(9, 9, {wall_h(1, 4, 1), wall_h(1, 4, 4), wall_v(1, 2, 3), wall_v(4, 2, 3), keep(8, 8),
                             piece(PieceType::farm, {{6, 6}, {7, 6}})});
  auto s = game({player("Carla", basic_domain(0), res(0, 0, 0, 5), dice({"N5"})),
                 player("Rocio", rocio, res(0, 0, 0, 5), dice({"N5"})),
                 player("Tomas", basic_domain(0), res(0, 0, 0, 5), dice({"N5"})),
                 player("Pedro", basic_domain(3), res(0, 0, 0, 5), dice({"N5", "Y6", "Y6", "Y6"}))},
                rules());
  s.supply.scorched = supply;
  return s;
}
}  // namespace

TEST(EraVectors, ERA_6_TreacheryGivesEachOpponentAPiece) {
  {
    auto s = treachery_game(3);
    s.players[0].choices.scorched = {{true, {{0, 8}}, {}}};
    s.players[1].choices.scorched = {{true, {{2, 2}}, {}}};  // inside her walls: rejected
    s.players[2].choices.scorched = {{true, {{0, 8}}, {}}};
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.contains_rule("inside_walls"));
    EXPECT_EQ(count_type(s.players[1].domain, PieceType::scorched), 0);
  }
  {
    auto s = treachery_game(3);
    s.players[0].choices.scorched = {{true, {{0, 8}}, {}}};
    s.players[1].choices.scorched = {{true, {{5, 6}}, {}}};  // next to her Farm, outside the walls
    s.players[2].choices.scorched = {{true, {{0, 8}}, {}}};
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    for (int i = 0; i < 3; ++i) EXPECT_EQ(count_type(s.players[static_cast<std::size_t>(i)].domain, PieceType::scorched), 1);
    EXPECT_EQ(count_type(s.players[3].domain, PieceType::scorched), 0);
    EXPECT_EQ(s.supply.scorched, 0);
  }
  {
    auto s = treachery_game(2);  // fewer pieces than opponents: nothing at all
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    for (const auto& p : s.players) EXPECT_EQ(count_type(p.domain, PieceType::scorched), 0);
    EXPECT_EQ(s.supply.scorched, 2);
  }
}

TEST(EraVectors, ERA_7_ExtortionOrder) {
  // Carla 3/0, Rocio 2/0, Tomas 2/4, Pedro 5/0 (swords/shields); Carla starts.
  const auto pairs = era::extortion_pairs({3, 2, 2, 5}, {0, 0, 4, 0}, 0);
  const std::vector<std::pair<int, int>> expected{{0, 1}, {3, 0}, {3, 1}, {3, 2}};
  EXPECT_EQ(pairs, expected);
}

TEST(EraVectors, ERA_8_BuildChurchAndLastLumberMill) {
  era::BuildState st;
  st.domain = carla_domain();
  st.resources = res(1, 1, 8, 0);
  st.supply = era::setup_supply(4, rules());
  st.supply.building(PieceType::lumber_mill) = 1;
  st.markers_in_use = 5;
  const auto report = era::apply_builds(
      st, 2, {piece(PieceType::church, {{5, 7}, {6, 7}}), piece(PieceType::lumber_mill, {{7, 2}, {8, 2}})}, rules(), "/build");
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(st.resources, res(0, 0, 4, 0));
  EXPECT_EQ(st.supply.building(PieceType::lumber_mill), 0);
  EXPECT_EQ(st.markers_flipped, 1);
  EXPECT_EQ(era::dice_pool(st.domain).total(), 5);
  // From the next Collect: +2 wood from the Lumber Mill (and +1 food from the Farm).
  const auto next = era::collect(res(0, 0, 0, 0), {}, st.domain, rules());
  EXPECT_EQ(next.resources, res(0, 0, 2, 1));
}

TEST(EraVectors, ERA_8_ChainedRoundOfCarla) {
  // ERA-1 -> ERA-2 -> ERA-3 -> ERA-8 as one round.
  auto s = game({player("Carla", carla_domain(), res(1, 0, 7, 2), {die("N2"), die("Y6"), die("Y6"), die("Y4", Resource::stone)}),
                 player("Pedro", basic_domain(0), res(0, 0, 0, 5), dice({"N5"}))},
                rules());
  s.supply.building(PieceType::lumber_mill) = 1;
  s.players[0].builds = {piece(PieceType::church, {{5, 7}, {6, 7}}), piece(PieceType::lumber_mill, {{7, 2}, {8, 2}})};
  s.players[0].choices.demands["Pedro"] = Resource::goods;  // Carla (1 sword) extorts Pedro (0/0)
  s.players[1].choices.refuse = {"Carla"};
  const auto report = era::play_round(s, rules());
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(s.players[0].resources, res(0, 0, 4, 0));
  EXPECT_EQ(s.players[0].calamity, 1 + 2);  // Feed +1, Disease +2
  EXPECT_EQ(era::dice_pool(s.players[0].domain).total(), 5);
  EXPECT_EQ(s.markers_flipped, 1);
}

TEST(EraVectors, ERA_9_FinalScoreOfCarla) {
  std::vector<era::PlayerEnd> players(2);
  players[0] = {"Carla", carla_final_domain(true), res(0, 0, 0, 0), 4, 8};
  players[1] = {"Other", carla_final_domain(false), res(0, 0, 0, 0), 10, 0};
  const auto score = era::final_score(players, rules());
  const auto& c = score.players[0];
  EXPECT_EQ(c.walled_area, 26);
  EXPECT_EQ(score.players[1].walled_area, 26);
  EXPECT_EQ(c.dice.total(), 10);
  EXPECT_EQ(c.value("keep"), 6);
  EXPECT_EQ(c.value("longhouse"), 8);
  EXPECT_EQ(c.value("townhouse"), 3);
  EXPECT_EQ(c.value("church"), 2);
  EXPECT_EQ(c.value("farm"), 2);
  EXPECT_EQ(c.value("lumber_mill"), 4);
  EXPECT_EQ(c.value("hospital"), 0);
  EXPECT_EQ(c.value("monastery"), 4);
  EXPECT_EQ(c.value("market"), 2);
  EXPECT_EQ(c.value("guildhall"), 0);
  EXPECT_EQ(c.value("university"), 0);
  EXPECT_EQ(c.value("cathedral"), 10);
  EXPECT_EQ(c.value("market_bonus"), 8);
  EXPECT_EQ(c.value("guildhall_bonus"), 0);
  EXPECT_EQ(c.value("university_bonus"), 0);
  EXPECT_EQ(c.value("cathedral_bonus"), 10);
  EXPECT_EQ(c.value("culture"), 4);
  EXPECT_EQ(c.value("most_culture"), 0);
  EXPECT_EQ(c.value("largest_walled_area"), 10);
  // The seed prints "Subtotal 78"; its own rows add up to 73 (AMB-12 erratum), and 73 - 8 = 65.
  EXPECT_EQ(c.subtotal, 73);
  EXPECT_EQ(c.value("calamity"), -8);
  EXPECT_EQ(c.total, 65);
  EXPECT_EQ(score.players[1].value("largest_walled_area"), 10);  // the tie: both score it
  EXPECT_EQ(score.players[1].value("most_culture"), 5);
}

TEST(EraVectors, ERA_10_SoloRanks) {
  const std::vector<std::pair<int, std::string>> table{
      {44, "Siervo"},    {45, "Plebeyo"}, {64, "Plebeyo"}, {65, "Mercader"}, {79, "Mercader"},
      {80, "Caballero"}, {89, "Caballero"}, {90, "Noble"}, {94, "Noble"},    {95, "Monarca"},
      {99, "Monarca"},   {100, "Papa"},   {130, "Papa"}};
  for (const auto& [total, rank] : table) EXPECT_EQ(era::solo_rank(total).first, rank) << total;
}

// ---------------------------------------------------------------- derived vectors

TEST(EraVectors, ERA_D1_BasicEnclosure) {
  const auto d = d1();
  const era::DomainView v(d, rules());
  EXPECT_EQ(v.walled_area(), 4);
  const std::vector<Cell> expected{{2, 2}, {3, 2}, {2, 3}, {3, 3}};
  EXPECT_EQ(v.walled_cells(), expected);
}

TEST(EraVectors, ERA_D2_CornerTouchLeaks) {
  auto d = d1();
  d.pieces[0] = wall_h(2, 4, 1);
  EXPECT_EQ(area(d), 0);
  // The naive 4-neighbour flood gives 4, which is why it is a setting and not the default.
  auto four = rules();
  four.enclosure_neighbourhood = 4;
  EXPECT_EQ(area(d, four), 4);
}

TEST(EraVectors, ERA_D3_KeepClosesTheCorner) {
  auto d = d1();
  d.pieces[0] = wall_h(2, 4, 1);
  d.pieces.push_back(keep(1, 1));
  const era::DomainView v(d, rules());
  EXPECT_EQ(v.walled_area(), 4);
  EXPECT_TRUE(v.walled(4));
}

TEST(EraVectors, ERA_D4_BoardEdgeIsNotAWall) {
  const auto d = domain(7, 7, {wall_v(1, 0, 2), wall_v(4, 0, 2), wall_h(1, 4, 3)});
  EXPECT_EQ(area(d), 0);
}

TEST(EraVectors, ERA_D5_InteriorContents) {
  auto a = d1();
  a.pieces.push_back(piece(PieceType::longhouse, {{2, 2}, {3, 2}}));
  a.pieces.push_back(scorched(2, 3));
  const era::DomainView va(a, rules());
  EXPECT_EQ(va.walled_area(), 3);
  EXPECT_TRUE(va.walled(4));
  auto b = d1();
  b.pieces.push_back(keep(3, 3));
  EXPECT_EQ(area(b), 3);
}

TEST(EraVectors, ERA_D6_SeveralAreasAddUp) {
  auto d = d1();
  d.width = d.height = 9;
  d.pieces.push_back(wall_h(5, 7, 5));
  d.pieces.push_back(wall_h(5, 7, 7));
  d.pieces.push_back(keep(5, 6));
  d.pieces.push_back(keep(7, 6));
  EXPECT_EQ(area(d), 5);
}

TEST(EraVectors, ERA_D7_Disease) {
  const auto lh = [](int x0, int y) { return piece(PieceType::longhouse, {{x0, y}, {x0 + 1, y}}); };
  EXPECT_EQ(disease_points(domain(9, 9, {lh(0, 0), lh(2, 0), lh(5, 0)})), 2);                        // a
  EXPECT_EQ(disease_points(domain(9, 9, {lh(0, 0), lh(2, 0), lh(4, 0)})), 3);                        // b
  EXPECT_EQ(disease_points(domain(9, 9, {lh(0, 0), lh(2, 0), keep(0, 1), lh(0, 2)})), 2);            // c
  const auto hospital = piece(PieceType::hospital, {{0, 4}, {1, 4}, {0, 5}});
  const auto farm_c = piece(PieceType::farm, {{6, 4}, {7, 4}});
  EXPECT_EQ(disease_points(domain(9, 9, {hospital, lh(2, 4), lh(4, 4), farm_c})), 2);                // d
  EXPECT_EQ(disease_points(domain(9, 9, {hospital, lh(2, 4), lh(4, 4)})), 1);                        // e
  // AMB-21's alternative reading (exemption also removes A from the graph) gives 0.
  auto alt = rules();
  alt.disease_exempt_keeps_adjacency = false;
  EXPECT_EQ(disease_points(domain(9, 9, {hospital, lh(2, 4), lh(4, 4)}), alt), 0);
}

TEST(EraVectors, ERA_D8_AWallSeparates) {
  const auto d = domain(9, 9, {piece(PieceType::longhouse, {{0, 6}, {1, 6}}), wall_v(2, 6, 7),
                               piece(PieceType::longhouse, {{3, 6}, {4, 6}})});
  EXPECT_EQ(disease_points(d), 0);
}

TEST(EraVectors, ERA_D9_Market) {
  const auto m = piece(PieceType::market, {{2, 2}, {3, 2}, {2, 3}, {3, 3}});
  const auto farm = piece(PieceType::farm, {{2, 1}, {3, 1}});
  EXPECT_EQ(market(domain(7, 7, {m})), 8);                                   // a
  EXPECT_EQ(market(domain(7, 7, {m, farm})), 6);                             // b
  EXPECT_EQ(market(domain(7, 7, {m, farm, scorched(4, 2)})), 5);             // c (b plus scorched earth)
  EXPECT_EQ(market(domain(7, 7, {piece(PieceType::market, {{0, 0}, {1, 0}, {0, 1}, {1, 1}})})), 4);  // d
}

TEST(EraVectors, ERA_D10_CultureWrap) {
  // 23 culture, gain 4 (B4 + C6 + C5).
  const auto got = era::collect(res(0, 0, 0, 0), {die("B4"), die("C6"), die("C5")}, domain(9, 9, {}), rules());
  const int total = 23 + got.culture;
  EXPECT_EQ(total, 27);
  const auto pos = era::track_position(total, rules().track_cycle);
  EXPECT_EQ(pos.notes, 1);
  EXPECT_EQ(pos.peg, 2);
  const auto score = era::final_score(
      {{"A", domain(9, 9, {piece(PieceType::university, {{0, 0}, {1, 0}, {2, 0}, {1, 1}})}), {}, total, 0}}, rules());
  EXPECT_EQ(score.players[0].value("culture"), 27);
  EXPECT_EQ(score.players[0].value("university_bonus"), 27);
}

TEST(EraVectors, ERA_D11_CalamityWrap) {
  const auto fed = era::feed(0, 3);
  const int total = 23 + fed.calamity;
  EXPECT_EQ(total, 26);
  const auto pos = era::track_position(total, rules().track_cycle);
  EXPECT_EQ(pos.notes, 1);
  EXPECT_EQ(pos.peg, 1);
  const auto score = era::final_score({{"A", domain(9, 9, {}), {}, 0, total}}, rules());
  EXPECT_EQ(score.players[0].value("calamity"), -26);
}

TEST(EraVectors, ERA_D12_Feed) {
  EXPECT_EQ(era::feed(0, 5).calamity, 5);
  const auto b = era::feed(9, 6);
  EXPECT_EQ(b.food, 3);
  EXPECT_EQ(b.calamity, 0);
}

TEST(EraVectors, ERA_D13_Shields) {
  using Pairs = std::vector<std::pair<int, int>>;
  EXPECT_EQ(era::extortion_pairs({3, 0}, {0, 3}, 0), Pairs{});            // 3 shields protect
  EXPECT_EQ(era::extortion_pairs({3, 0}, {0, 2}, 0), (Pairs{{0, 1}}));    // 2 shields do not
  EXPECT_EQ(era::extortion_pairs({0, 0}, {0, 0}, 0), Pairs{});            // 0 swords never extort
  EXPECT_EQ(era::extortion_pairs({4, 4}, {0, 0}, 0), Pairs{});            // equal swords
}

namespace {
// ERA-D14: the extorter (Keep, N4 = 3 swords, stone at its cap 8) against a victim with 1 sword.
// Both have a Farm so Collect +1 food pays Feed's 1 die and the victim reaches Extort unchanged.
era::GameState extort_game(era::Resources victim) {
  auto farm = [] { return basic_domain(0, {piece(PieceType::farm, {{0, 8}, {1, 8}})}); };
  return game({player("E", farm(), res(0, 8, 0, 0), dice({"N4"})), player("V", farm(), victim, dice({"N2"}))},
              rules());
}
}  // namespace

TEST(EraVectors, ERA_D14_ExtortEmptyVictim) {
  {
    auto s = extort_game(res(0, 0, 0, 0));
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(s.players[1].calamity, 2);
    EXPECT_EQ(s.players[0].resources, res(0, 8, 0, 0));
  }
  {
    auto s = extort_game(res(0, 1, 0, 0));
    s.players[0].choices.demands["V"] = Resource::stone;
    s.players[1].choices.refuse = {"E"};
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(s.players[1].calamity, 2);
    EXPECT_EQ(s.players[1].resources, res(0, 1, 0, 0));
  }
  {
    auto s = extort_game(res(0, 1, 0, 0));
    s.players[0].choices.demands["V"] = Resource::stone;
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(s.players[1].resources, res(0, 0, 0, 0));
    EXPECT_EQ(s.players[1].calamity, 0);
    EXPECT_EQ(s.players[0].resources, res(0, 8, 0, 0));  // Stone +1, clamped to the cap of 8
  }
}

TEST(EraVectors, ERA_D15_CalamitySelection) {
  using era::Calamity;
  EXPECT_EQ(era::calamity_for_skulls(0), Calamity::none);
  EXPECT_EQ(era::calamity_for_skulls(1), Calamity::bandits);
  EXPECT_EQ(era::calamity_for_skulls(2), Calamity::disease);
  EXPECT_EQ(era::calamity_for_skulls(3), Calamity::treachery);
  EXPECT_EQ(era::calamity_for_skulls(4), Calamity::fire);
  EXPECT_EQ(era::calamity_for_skulls(5), Calamity::attack);
  for (int s : {6, 7, 8, 10}) EXPECT_EQ(era::calamity_for_skulls(s), Calamity::revolt);
  // Revolt at goods 5: three Longhouses, a Townhouse, a Keep and a Church all on skull faces;
  // N6 brings goods 3 -> 5 at Collect, then Revolt -> 0. Exactly one calamity.
  auto d = basic_domain(3, {piece(PieceType::townhouse, {{0, 8}, {1, 8}}), piece(PieceType::church, {{3, 8}, {4, 8}})});
  auto s = game({player("A", d, res(3, 0, 0, 9), dice({"N6", "Y6", "Y6", "Y6", "B6", "C6"})),
                 player("B", basic_domain(0), res(0, 0, 0, 5), dice({"N5"}))},
                rules());
  const auto report = era::play_round(s, rules());
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(s.players[0].resources[Resource::goods], 0);
  EXPECT_TRUE(has_event(report, "calamities", "suffers revolt"));
  int calamities = 0;
  for (const auto& e : report.events) calamities += e.contains("calamity") && e["step"] == "calamities" ? 1 : 0;
  EXPECT_EQ(calamities, 1);
}

namespace {
era::GameState forced_removal_game(era::Domain victim_domain, std::vector<era::DieResult> victim_dice) {
  return game({player("R", basic_domain(3), res(0, 0, 0, 9), dice({"N5", "Y6", "Y6", "Y6"})),
               player("V", std::move(victim_domain), res(0, 0, 0, 9), std::move(victim_dice))},
              rules());
}
}  // namespace

TEST(EraVectors, ERA_D16_ForcedRemovalByTreachery) {
  // a) 5x1 domain fully covered by a Keep, a Longhouse and a Farm: no walls, no empty cell.
  const auto full = domain(5, 1, {keep(0, 0), piece(PieceType::longhouse, {{1, 0}, {2, 0}}),
                                  piece(PieceType::farm, {{3, 0}, {4, 0}})});
  {
    auto s = forced_removal_game(full, dice({"N5", "Y1"}));
    s.players[1].choices.scorched = {{true, {{3, 0}}, {2}}};  // remove the Farm, place on a freed cell
    const int supply = s.supply.scorched;
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(count_type(s.players[1].domain, PieceType::farm), 0);
    EXPECT_EQ(count_type(s.players[1].domain, PieceType::scorched), 1);
    EXPECT_EQ(s.supply.scorched, supply - 1);
  }
  {
    // Declining to place when room can be made is illegal.
    auto s = forced_removal_game(full, dice({"N5", "Y1"}));
    s.players[1].choices.scorched = {{false, {}, {}}};
    EXPECT_TRUE(era::play_round(s, rules()).violations.contains_rule("placement_required"));
  }
  // b) every cell is a wall or a Keep: no placement, no removal, the piece stays in the supply.
  {
    auto s = forced_removal_game(domain(5, 1, {keep(0, 0), wall_h(1, 4, 0)}), dice({"N5"}));
    const int supply = s.supply.scorched;
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(s.players[1].domain.pieces.size(), 2u);
    EXPECT_EQ(s.supply.scorched, supply);
  }
}

TEST(EraVectors, ERA_D17_Attack) {
  auto attacker = [] { return player("A", basic_domain(3, {piece(PieceType::townhouse, {{0, 8}, {1, 8}})}), res(0, 0, 0, 9),
                                     dice({"N6", "Y6", "Y6", "Y6", "B6"})); };
  {
    // a) all buildings walled (a Longhouse inside D1's ring) plus a Keep: no effect.
    auto d = d1();
    d.pieces.push_back(piece(PieceType::longhouse, {{2, 2}, {3, 2}}));
    d.pieces.push_back(keep(6, 6));
    auto s = game({attacker(), player("V", d, res(0, 0, 0, 9), dice({"N5", "Y1"}))}, rules());
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(s.players[1].domain.pieces.size(), 6u);
    EXPECT_TRUE(has_event(report, "calamities", "no effect"));
  }
  {
    // b) one unwalled Church: it and its white die go to the box.
    auto d = basic_domain(0, {piece(PieceType::church, {{0, 8}, {1, 8}})});
    auto s = game({attacker(), player("V", d, res(0, 0, 0, 9), dice({"N5", "C1"}))}, rules());
    s.players[1].choices.attack = {1};
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(count_type(s.players[1].domain, PieceType::church), 0);
    EXPECT_EQ(era::dice_pool(s.players[1].domain).total(), 1);
  }
}

TEST(EraVectors, ERA_D18_EndTrigger) {
  auto s = game({player("S1", basic_domain(0), res(0, 0, 0, 9), dice({"N4"})),
                 player("S2", basic_domain(1), res(2, 4, 6, 9), dice({"N5", "Y5"})),
                 player("S3", basic_domain(1), res(0, 0, 1, 9), dice({"N5", "Y5"}))},
                rules());
  ASSERT_EQ(s.markers_in_use, 3);
  s.markers_flipped = 2;
  s.supply.building(PieceType::cathedral) = 1;
  s.players[1].builds = {piece(PieceType::cathedral, {{0, 3}, {1, 3}, {0, 4}, {1, 4}, {0, 5}, {1, 5}})};
  s.players[2].builds = {piece(PieceType::farm, {{0, 3}, {1, 3}})};
  s.players[0].choices.demands = {{"S2", Resource::food}, {"S3", Resource::food}};
  const auto report = era::play_round(s, rules());
  EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
  EXPECT_EQ(s.markers_flipped, 3);
  EXPECT_EQ(count_type(s.players[2].domain, PieceType::farm), 1);  // seat 3 still builds
  EXPECT_TRUE(has_event(report, "extort", "S1 extorts S2"));
  EXPECT_TRUE(has_event(report, "extort", "S1 extorts S3"));
  EXPECT_TRUE(s.game_over);
  EXPECT_EQ(s.round, 1);  // no new Roll
}

TEST(EraVectors, ERA_D19_TieBreak) {
  // Both: a Keep (2) + culture 63 + Most Culture 5 (tied) = 70.
  const auto d = domain(9, 9, {keep(4, 4)});
  std::vector<era::PlayerEnd> players{{"A", d, res(2, 1, 5, 0), 63, 0}, {"B", d, res(2, 3, 0, 0), 63, 0}};
  auto score = era::final_score(players, rules());
  ASSERT_EQ(score.players[0].total, 70);
  ASSERT_EQ(score.players[1].total, 70);
  EXPECT_EQ(score.winners, std::vector<std::string>{"B"});
  players[0].resources = players[1].resources;
  score = era::final_score(players, rules());
  EXPECT_EQ(score.winners, (std::vector<std::string>{"A", "B"}));
}

TEST(EraVectors, ERA_D20_GuildhallAndCathedralBonuses) {
  const auto gh = era::final_score({{"A", domain(9, 9, {piece(PieceType::guildhall, {{0, 0}, {1, 0}, {2, 0}})}), res(3, 0, 8, 5), 0, 0}},
                                   era::Rules(rules()));
  EXPECT_EQ(gh.players[0].value("guildhall_bonus"), 16);
  // 2 Cathedrals (one walled inside a 5x6 ring) and a 9-die pool (9 Longhouses).
  std::vector<era::Piece> p{wall_h(0, 4, 0), wall_h(0, 4, 5), wall_v(0, 1, 4), wall_v(4, 1, 4),
                            piece(PieceType::cathedral, {{1, 1}, {2, 1}, {1, 2}, {2, 2}, {1, 3}, {2, 3}}),
                            piece(PieceType::cathedral, {{6, 0}, {7, 0}, {6, 1}, {7, 1}, {6, 2}, {7, 2}})};
  for (int i = 0; i < 9; ++i) p.push_back(piece(PieceType::longhouse, {{10, i}, {11, i}}));
  const auto cat = era::final_score({{"A", domain(12, 9, p), {}, 0, 0}}, rules());
  EXPECT_EQ(cat.players[0].dice.total(), 9);
  EXPECT_EQ(cat.players[0].value("cathedral_bonus"), 18);
  EXPECT_EQ(cat.players[0].value("cathedral"), 10 + 5);  // the walled one doubles its points only
}

TEST(EraVectors, ERA_D21_Hammers) {
  const auto t = era::tally({era::find_face("Y5"), era::find_face("B6"), era::find_face("N3"), era::find_face("C5")});
  EXPECT_EQ(t.hammers, 3);
  EXPECT_EQ(t.swords, 2);
  EXPECT_EQ(t.culture, 1);
  EXPECT_EQ(t.resources[Resource::stone], 1);
  EXPECT_EQ(t.skulls, 1);
  EXPECT_EQ(era::calamity_for_skulls(t.skulls), era::Calamity::bandits);
}

namespace {
// Solo: you have a Keep and a Farm (Collect +1 food pays Feed's 1 die).
era::GameState solo_game(const char* my_face, era::Resources r, std::vector<const char*> jaime) {
  auto s = game({player("You", basic_domain(0, {piece(PieceType::farm, {{0, 8}, {1, 8}})}), r, dice({my_face}))}, rules());
  for (const char* f : jaime) s.jaime.push_back(era::find_face(f));
  return s;
}
}  // namespace

TEST(EraVectors, ERA_D22_SoloExtortion) {
  {
    auto s = solo_game("N2", res(0, 2, 1, 4), {"N4", "N5", "N5", "Y1"});  // Jaime: 3 swords
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(s.players[0].resources, res(0, 1, 1, 4));
  }
  {
    auto s = solo_game("N2", res(0, 2, 1, 4), {"N4", "N5", "N5", "Y1"});
    s.players[0].choices.refuse = {"Jaime"};
    era::play_round(s, rules());
    EXPECT_EQ(s.players[0].resources, res(0, 2, 1, 4));
    EXPECT_EQ(s.players[0].calamity, 2);
  }
  for (Resource take : {Resource::wood, Resource::goods}) {
    // You: 3 swords. Jaime: Y2, N5, N2, N6 -> 1 sword, 0 shields; his skull is ignored.
    auto s = solo_game("N4", res(0, 0, 0, 0), {"Y2", "N5", "N2", "N6"});
    s.players[0].choices.demands["Jaime"] = take;
    const auto report = era::play_round(s, rules());
    EXPECT_TRUE(report.violations.empty()) << report.violations.to_json().dump();
    EXPECT_EQ(s.players[0].resources[take], 1);
    EXPECT_EQ(s.players[0].resources.total(), 1);
    EXPECT_EQ(s.players[0].calamity, 0);
  }
}

TEST(EraVectors, ERA_D23_SetupCentreAndSupply) {
  EXPECT_EQ(era::start_keep_cell(9, 9), (Cell{4, 4}));
  const auto four = era::setup_supply(4, rules());
  EXPECT_EQ(four.building(PieceType::keep), 4);
  EXPECT_EQ(four.building(PieceType::longhouse), 6);
  EXPECT_EQ(four.building(PieceType::farm), 12);
  EXPECT_EQ(four.walls[4], 6);
  EXPECT_EQ(four.dice[0], 6);  // yellow
  EXPECT_EQ(four.dice[2], 4);  // gray
  const auto two = era::setup_supply(2, rules());
  EXPECT_EQ(two.building(PieceType::keep), 5);
  EXPECT_EQ(two.building(PieceType::longhouse), 11);
  EXPECT_EQ(two.building(PieceType::farm), 13);
  EXPECT_EQ(two.walls[4], 12);
  EXPECT_EQ(two.dice[0], 11);
  EXPECT_EQ(two.dice[2], 5);
  EXPECT_EQ(two.dice[1], 4);
  EXPECT_EQ(two.dice[3], 4);
}
