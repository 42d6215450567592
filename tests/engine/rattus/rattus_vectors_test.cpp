// Test vectors RC-1..RC-26 of rules/rattus-cartus.md §5, one TEST each. Expected values come
// from the spec text.
#include <gtest/gtest.h>

#include "engine/rattus/round_setup.hpp"
#include "tests/engine/rattus/rattus_test_util.hpp"

namespace r = scriptorium::rattus;
using rattus_test::defaults;

namespace {
const r::ActionEffect* action_of(const r::BuildingResult& b, const std::string& player) {
  for (const auto& a : b.actions) {
    if (a.player == player) return &a;
  }
  return nullptr;
}
const r::EntrantResult& entrant(const r::BuildingResult& b, const std::string& player) {
  for (const auto& e : b.entrants) {
    if (e.player == player) return e;
  }
  throw std::runtime_error("no entrant " + player);
}
}  // namespace

TEST(RattusVectors, RC_1_RoundCountAndReserveDeck) {
  const auto s = defaults();
  const int rounds[] = {10, 9, 8, 8}, draws[] = {2, 2, 3, 3}, reserve[] = {10, 12, 6, 6}, deck[] = {20, 18, 24, 24};
  for (int n = 2; n <= 5; ++n) {
    const auto plan = r::round_plan(n, s);
    EXPECT_EQ(plan.rounds, rounds[n - 2]) << n;
    EXPECT_EQ(plan.draw_per_round, draws[n - 2]) << n;
    EXPECT_EQ(plan.reserve, reserve[n - 2]) << n;
    EXPECT_EQ(plan.building_deck, deck[n - 2]) << n;
    EXPECT_EQ(plan.building_deck, plan.rounds * plan.draw_per_round) << n;
  }
  EXPECT_THROW(r::round_plan(1, s), std::invalid_argument);
  EXPECT_THROW(r::round_plan(6, s), std::invalid_argument);
}

TEST(RattusVectors, RC_2_PhaseADuplicateReplacement) {
  using B = r::Building;
  // X1..X8 stand for any buildings the replacement never reaches.
  const std::deque<B> xs{B::Palace, B::Office, B::Brewery, B::Hospital,
                         B::Treasury, B::PipersHut, B::Marketplace, B::GuardTower};
  std::deque<B> reserve{B::Farm, B::Castle};
  reserve.insert(reserve.end(), xs.begin(), xs.end());
  const auto out = r::draw_building_row({B::Farm, B::Farm}, reserve);
  EXPECT_EQ(out.row, (std::vector<B>{B::Farm, B::Castle}));
  std::deque<B> expected = xs;
  expected.push_back(B::Farm);
  expected.push_back(B::Farm);
  EXPECT_EQ(out.reserve, expected);
  EXPECT_EQ(out.reserve.size(), 10u);
  EXPECT_EQ(out.replacements, 2);

  const auto four = r::draw_building_row({B::Monastery, B::Monastery, B::Hospital}, {B::Farm});
  EXPECT_EQ(four.row, (std::vector<B>{B::Monastery, B::Monastery, B::Hospital}));
  EXPECT_EQ(four.replacements, 0);
}

TEST(RattusVectors, RC_3_PhaseBSupply) {
  // Tent: draw 2 + peek 1; first Monastery: draw 4; second Monastery: discard 2 rats.
  const r::PlayerSupply start{10, 5, 100};
  EXPECT_EQ(r::apply_supply(start, {0, 2, 0}).rats, 8);
  const auto tent = r::apply_supply(start, {2, 0, 1});
  EXPECT_EQ(tent.hand, 7);
  EXPECT_EQ(tent.rats, 10);
  EXPECT_EQ(r::apply_supply(start, {4, 0, 0}).hand, 9);
}

TEST(RattusVectors, RC_4_PhaseCEntrySpaces) {
  // Red -> first Monastery, yellow -> Tent, green -> second Monastery, blue -> second Monastery.
  int first_monastery = 0, tent = 0, second_monastery = 0;
  EXPECT_EQ(r::next_free_space(first_monastery++), 1);
  EXPECT_EQ(r::next_free_space(tent++), 1);
  EXPECT_EQ(r::next_free_space(second_monastery++), 1);
  EXPECT_EQ(r::next_free_space(second_monastery++), 2);  // the seed OCR's "espacio 9" is the «2» space
}

TEST(RattusVectors, RC_5_ResolveTheTent) {
  const auto out = rattus_test::resolve(R"({"players": 4, "buildings": [{"type": "fortune_tellers_tent",
      "entries": [{"player": "yellow", "cards": {"magic": 2, "church": 1}, "rats": 10}]}]})");
  const auto& b = out.at(0);
  EXPECT_EQ(entrant(b, "yellow").influence, 3);
  EXPECT_EQ(entrant(b, "yellow").rats, 11);
  ASSERT_TRUE(b.premium);
  EXPECT_EQ(*b.premium, "yellow");
  EXPECT_EQ(action_of(b, "yellow")->action, "peek_nun_row");
  EXPECT_EQ(action_of(b, "yellow")->amount, 2);
}

TEST(RattusVectors, RC_6_ResolveTheFirstMonastery) {
  const auto out = rattus_test::resolve(R"({"players": 4, "buildings": [{"type": "monastery",
      "entries": [{"player": "red", "cards": {"church": 1, "royalty": 1, "magic": 2}, "rats": 10}]}]})");
  const auto& b = out.at(0);
  EXPECT_EQ(entrant(b, "red").influence, 4);
  EXPECT_EQ(entrant(b, "red").rats_gained, 3);
  EXPECT_EQ(action_of(b, "red")->amount, 2);
  EXPECT_EQ(entrant(b, "red").rats, 11);  // 10 -> 13 -> 11
}

TEST(RattusVectors, RC_7_ResolveTheSecondMonastery) {
  const auto out = rattus_test::resolve(R"({"players": 4, "buildings": [{"type": "monastery", "entries": [
      {"player": "green", "hand": 7, "rats": 10},
      {"player": "blue", "cards": {"swords": 1}, "hand": 2, "rats": 10}]}]})");
  const auto& b = out.at(0);
  EXPECT_EQ(entrant(b, "green").influence, 0);
  EXPECT_EQ(entrant(b, "blue").influence, 0);
  EXPECT_EQ(entrant(b, "green").rats_gained + entrant(b, "blue").rats_gained, 0);
  ASSERT_TRUE(b.sword);
  EXPECT_EQ(b.sword->top, "blue");
  EXPECT_EQ(*b.sword->chosen, "green");
  EXPECT_EQ(b.sword->amount, 3);
  EXPECT_EQ(entrant(b, "green").hand, 4);
  EXPECT_EQ(*b.premium, "green");  // 0-0 tie: green entered first
  EXPECT_EQ(entrant(b, "green").rats, 8);
  EXPECT_EQ(entrant(b, "blue").rats, 9);
  EXPECT_EQ(action_of(b, "blue")->kind, "standard");
}

TEST(RattusVectors, RC_8_SingleScorerInAClass) {
  EXPECT_EQ(r::class_majority_vp({0, 4, 0}, {}), (std::vector<int>{0, 10, 0}));
  const auto result = rattus_test::score(R"({"players": [
      {"name": "A", "influence": {"church": 3}, "rats": []},
      {"name": "B", "rats": []}, {"name": "C", "rats": []}], "nun_row": [0, 0, 0, 0, 0]})");
  EXPECT_EQ(rattus_test::row(result.players[0], "church"), 10);
  EXPECT_EQ(result.players[0].total, 10);
  EXPECT_EQ(result.players[1].total + result.players[2].total, 0);
}

TEST(RattusVectors, RC_9_ClassRankingWithAStackTie) {
  // A seq 40, B seq 31: B arrived first, so the stack bottom -> top is B, A.
  EXPECT_EQ(r::class_majority_vp({6, 6, 3, 0}, {1, 0}), (std::vector<int>{5, 10, 2, 0}));
  const auto result = rattus_test::score(R"({"players": [
      {"name": "A", "influence": {"church": 6}, "rats": []}, {"name": "B", "influence": {"church": 6}, "rats": []},
      {"name": "C", "influence": {"church": 3}, "rats": []}, {"name": "D", "rats": []}],
      "influence_order": {"church": ["B", "A"]}, "nun_row": [0, 0, 0, 0, 0]})");
  EXPECT_EQ(rattus_test::row(result.players[1], "church"), 10);
  EXPECT_EQ(rattus_test::row(result.players[0], "church"), 5);
  EXPECT_EQ(rattus_test::row(result.players[2], "church"), 2);
  EXPECT_EQ(rattus_test::row(result.players[3], "church"), 0);
}

TEST(RattusVectors, RC_10_TwoPlayerClassScoring) {
  EXPECT_EQ(r::class_majority_vp({5, 2}, {}), (std::vector<int>{10, 5}));
  EXPECT_EQ(r::class_majority_vp({4, 0}, {}), (std::vector<int>{10, 0}));
}

TEST(RattusVectors, RC_11_HandMajority) {
  EXPECT_EQ(r::simple_majority_vp({5, 5, 2}, 2, true), (std::vector<int>{1, 1, 0}));
  EXPECT_EQ(r::simple_majority_vp({6, 5}, 2, true), (std::vector<int>{2, 0}));
  // Swords and Gold in hand do not count toward the hand row.
  const auto result = rattus_test::score(R"({"players": [
      {"name": "A", "hand": {"population": 2, "swords": 5, "gold": 5}, "rats": []},
      {"name": "B", "hand": {"population": 2, "jokers": 1}, "rats": []}], "nun_row": [0, 0, 0, 0, 0]})");
  EXPECT_EQ(rattus_test::row(result.players[0], "hand"), 0);
  EXPECT_EQ(rattus_test::row(result.players[1], "hand"), 2);
}

TEST(RattusVectors, RC_12_SpecialCardMajorities) {
  const auto result = rattus_test::score(R"({"players": [
      {"name": "A", "hand": {"swords": 2}, "rats": []},
      {"name": "B", "hand": {"swords": 2, "flutes": 1}, "rats": []},
      {"name": "C", "rats": []}], "nun_row": [0, 0, 0, 0, 0]})");
  EXPECT_EQ(rattus_test::row(result.players[0], "swords"), 1);
  EXPECT_EQ(rattus_test::row(result.players[1], "swords"), 1);
  EXPECT_EQ(rattus_test::row(result.players[2], "swords"), 0);
  EXPECT_EQ(rattus_test::row(result.players[1], "flutes"), 2);
  EXPECT_EQ(rattus_test::row(result.players[0], "flutes"), 0);
  for (const auto& p : result.players) EXPECT_EQ(rattus_test::row(p, "passes"), 0);
}

TEST(RattusVectors, RC_13_GoldThreeOrMorePlayers) {
  const auto s = defaults();
  EXPECT_EQ(r::gold_vp({3, 2, 2, 0}, s), (std::vector<int>{6, 1, 1, 0}));
  EXPECT_EQ(r::gold_vp({3, 3, 1}, s), (std::vector<int>{4, 4, 0}));
  EXPECT_EQ(r::gold_vp({2, 2, 2}, s), (std::vector<int>{3, 3, 3}));
  EXPECT_EQ(r::gold_vp({3, 1, 1, 1}, s), (std::vector<int>{6, 1, 1, 1}));
}

TEST(RattusVectors, RC_14_GoldTwoPlayers) {
  auto s = defaults();
  EXPECT_EQ(r::gold_vp({3, 1}, s), (std::vector<int>{6, 0}));
  EXPECT_EQ(r::gold_vp({2, 2}, s), (std::vector<int>{3, 3}));
  s.set("gold_2p_tie_split", 9);  // the alternative reading of A-5
  EXPECT_EQ(r::gold_vp({2, 2}, s), (std::vector<int>{4, 4}));
}

TEST(RattusVectors, RC_15_PlagueCheck) {
  const auto result = rattus_test::score(R"({"players": [
      {"name": "A", "rats": [5, 3, 1, 1]}, {"name": "B", "rats": [5, 5, 1]}, {"name": "C", "rats": [5, 1, 1]}],
      "nun_row": [4, 0, 2, 3, 1]})");
  EXPECT_EQ(result.nuns, 10);
  EXPECT_TRUE(result.players[0].survives);  // 10 = 10 survives
  EXPECT_FALSE(result.players[1].survives);
  EXPECT_TRUE(result.players[2].survives);
}

TEST(RattusVectors, RC_16_WinnerTieBreak) {
  const auto s = defaults();
  EXPECT_EQ(r::winner_indices({35, 35}, {10, 7}, 10, s), (std::vector<int>{1}));
  EXPECT_EQ(r::winner_indices({35, 35}, {7, 7}, 10, s), (std::vector<int>{0, 1}));
}

TEST(RattusVectors, RC_17_EveryoneEliminated) {
  auto s = defaults();
  EXPECT_TRUE(r::winner_indices({20, 10}, {6, 5}, 4, s).empty());
  s.set("all_eliminated", "lowest_rats");
  EXPECT_EQ(r::winner_indices({20, 10}, {6, 5}, 4, s), (std::vector<int>{1}));
}

TEST(RattusVectors, RC_18_Brewery) {
  const auto out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "brewery", "entries": [
      {"player": "P1", "cards": {"peasantry": 4, "jokers": 1}},
      {"player": "P2", "cards": {"peasantry": 3}},
      {"player": "P3", "cards": {"peasantry": 1}}]}]})");
  const auto& b = out.at(0);
  EXPECT_EQ(*b.premium, "P1");
  EXPECT_EQ(action_of(b, "P1")->amount, 5);
  EXPECT_EQ(action_of(b, "P2")->amount, 1);
  EXPECT_EQ(action_of(b, "P3")->amount, 0);
}

TEST(RattusVectors, RC_19_Flute) {
  auto out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "pipers_hut", "entries": [
      {"player": "P1", "cards": {"flutes": 2}, "rats": 10}, {"player": "P2", "rats": 10},
      {"player": "P3", "rats": 10}]}]})");
  ASSERT_TRUE(out[0].flute);
  EXPECT_EQ(out[0].flute->top, "P1");
  EXPECT_EQ(out[0].flute->low, (std::vector<std::string>{"P2", "P3"}));
  EXPECT_FALSE(out[0].flute->chosen);  // P1's choice, not given
  out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "pipers_hut", "entries": [
      {"player": "P1", "cards": {"flutes": 2}, "rats": 10, "flute_victim": "P3"}, {"player": "P2", "rats": 10},
      {"player": "P3", "rats": 10}]}]})");
  EXPECT_EQ(entrant(out[0], "P1").rats, 9);
  EXPECT_EQ(entrant(out[0], "P3").rats, 11);

  out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "pipers_hut", "entries": [
      {"player": "P1", "cards": {"flutes": 2}, "rats": 10}, {"player": "P2", "cards": {"flutes": 2}, "rats": 10},
      {"player": "P3", "rats": 10}]}]})");
  EXPECT_EQ(out[0].flute->top, "P1");
  EXPECT_EQ(*out[0].flute->chosen, "P3");
  EXPECT_EQ(entrant(out[0], "P3").rats, 11);
  EXPECT_EQ(entrant(out[0], "P1").rats, 9);

  out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "pipers_hut", "entries": [
      {"player": "P1", "cards": {"flutes": 1}}, {"player": "P2", "cards": {"flutes": 1}}]}]})");
  EXPECT_FALSE(out[0].flute);
}

TEST(RattusVectors, RC_20_SwordWithThreeEntrants) {
  auto out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "castle", "entries": [
      {"player": "P1", "cards": {"swords": 1}, "hand": 4}, {"player": "P2", "cards": {"swords": 2}, "hand": 1},
      {"player": "P3", "hand": 7}]}]})");
  ASSERT_TRUE(out[0].sword);
  EXPECT_EQ(out[0].sword->top, "P2");
  EXPECT_EQ(*out[0].sword->chosen, "P3");
  EXPECT_EQ(out[0].sword->amount, 3);
  out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "castle", "entries": [
      {"player": "P1", "cards": {"swords": 2}}, {"player": "P2", "cards": {"swords": 2}},
      {"player": "P3", "hand": 7}]}]})");
  EXPECT_EQ(out[0].sword->top, "P1");
  EXPECT_EQ(out[0].sword->amount, 3);
}

TEST(RattusVectors, RC_21_TwoPlayerPremium) {
  auto out = rattus_test::resolve(R"({"players": 2, "placement_order": ["A", "B"], "buildings": [
      {"type": "farm", "entries": [{"player": "A", "cards": {"peasantry": 3}}]},
      {"type": "castle", "entries": [{"player": "B", "cards": {"chivalry": 4}}]}]})");
  EXPECT_FALSE(out[0].premium);
  EXPECT_EQ(action_of(out[0], "A")->kind, "standard");
  EXPECT_EQ(action_of(out[0], "A")->amount, 2);
  EXPECT_EQ(*out[1].premium, "B");
  EXPECT_EQ(action_of(out[1], "B")->amount, 2);
  out = rattus_test::resolve(R"({"players": 2, "placement_order": ["A", "B"], "buildings": [
      {"type": "farm", "entries": [{"player": "A", "cards": {"peasantry": 3}}]},
      {"type": "castle", "entries": [{"player": "B", "cards": {"chivalry": 3}}]}]})");
  EXPECT_EQ(*out[0].premium, "A");
  EXPECT_EQ(action_of(out[0], "A")->amount, 4);
  EXPECT_EQ(action_of(out[1], "B")->kind, "standard");
  EXPECT_EQ(action_of(out[1], "B")->amount, 1);
}

TEST(RattusVectors, RC_22_FinalRound) {
  const auto out = rattus_test::resolve(R"({"players": 3, "final_round": true, "buildings": [{"type": "palace",
      "entries": [{"player": "P1", "cards": {"royalty": 2}}, {"player": "P2", "cards": {"royalty": 3}}]}]})");
  EXPECT_EQ(entrant(out[0], "P1").influence, 2);
  EXPECT_EQ(entrant(out[0], "P2").influence, 4);
  ASSERT_EQ(out[0].actions.size(), 1u);  // no VP tokens for anyone
  EXPECT_EQ(out[0].actions[0].action, "influence");
}

TEST(RattusVectors, RC_23_GuardTower) {
  auto out = rattus_test::resolve(R"({"players": 4, "seats": ["P1", "P2", "P3", "P4"], "hands": {"P3": 6, "P4": 2},
      "buildings": [{"type": "guard_tower", "entries": [{"player": "P1", "hand": 4}]},
                    {"type": "guard_tower", "entries": [{"player": "P2", "hand": 9}]}]})");
  const auto* p1 = action_of(out[0], "P1");
  EXPECT_EQ(p1->taken_from.count("P2"), 0u);  // protected
  EXPECT_EQ(p1->taken_from.at("P3"), 3);
  EXPECT_EQ(p1->taken_from.count("P4"), 0u);  // 2 < 4
  EXPECT_EQ(p1->amount, 3);
  out = rattus_test::resolve(R"({"players": 4, "seats": ["P1", "P2", "P3", "P4"], "hands": {"P3": 1, "P4": 2},
      "buildings": [{"type": "guard_tower", "entries": [{"player": "P1", "hand": 2}]},
                    {"type": "guard_tower", "entries": [{"player": "P2", "hand": 9}]}]})");
  EXPECT_EQ(action_of(out[0], "P1")->taken_from.at("P4"), 2);  // fewer than 3 cards: gives both
}

TEST(RattusVectors, RC_24_Hospital) {
  auto out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "hospital", "entries": [
      {"player": "P1", "rats": 5, "hand": 6, "hospital_cards": 3}]}]})");
  EXPECT_EQ(entrant(out[0], "P1").rats, 1);
  EXPECT_EQ(entrant(out[0], "P1").hand, 3);
  out = rattus_test::resolve(R"({"players": 3, "buildings": [{"type": "hospital", "entries": [
      {"player": "P1", "cards": {"church": 2}, "rats": 5, "hand": 0},
      {"player": "P2", "rats": 1, "hand": 4, "hospital_cards": 2}]}]})");
  EXPECT_EQ(action_of(out[0], "P2")->kind, "standard");
  EXPECT_EQ(entrant(out[0], "P2").rats, 0);
  EXPECT_EQ(entrant(out[0], "P2").hand, 2);
  EXPECT_FALSE(action_of(out[0], "P2")->warning.empty());  // the second card gives nothing
}

TEST(RattusVectors, RC_25_RatTokens) {
  auto tokens = r::gain_rats({5, 3, 1, 1}, 2);
  EXPECT_EQ(tokens, (std::vector<int>{5, 3, 1, 1, 1, 1}));
  ASSERT_TRUE(r::exchange_ones(tokens, 3));
  EXPECT_EQ(tokens, (std::vector<int>{5, 3, 3, 1}));
  EXPECT_FALSE(r::exchange_ones(tokens, 3));  // only one 1 left
}

TEST(RattusVectors, RC_26_FullScoringThreePlayers) {
  const auto result = rattus_test::score(R"({"players": [
     {"name": "Ana", "influence": {"peasantry": 5, "bourgeoisie": 2, "church": 1, "chivalry": 0, "magic": 4, "royalty": 3},
      "hand": {"population": 3, "jokers": 1, "swords": 1, "flutes": 0, "passes": 0, "gold": 2},
      "vp_tokens": [], "rats": [5, 3, 1, 1]},
     {"name": "Bruno", "influence": {"peasantry": 3, "bourgeoisie": 2, "magic": 4},
      "hand": {"population": 6, "flutes": 2, "gold": 1}, "vp_tokens": [3], "rats": [5, 3, 1]},
     {"name": "Carla", "influence": {"bourgeoisie": 1, "church": 7, "magic": 4},
      "hand": {"population": 4, "jokers": 2, "flutes": 2, "passes": 1, "gold": 1}, "vp_tokens": [1, 1], "rats": [3, 1]}],
   "influence_order": {"bourgeoisie": ["Bruno", "Ana", "Carla"], "magic": ["Carla", "Bruno", "Ana"]},
   "nun_row": [4, 3, 2, 0, 0], "treasury_used": true})");
  const auto& ana = result.players[0];
  const auto& bruno = result.players[1];
  const auto& carla = result.players[2];
  EXPECT_EQ(rattus_test::row(ana, "peasantry"), 10);
  EXPECT_EQ(rattus_test::row(bruno, "bourgeoisie"), 10);
  EXPECT_EQ(rattus_test::row(ana, "bourgeoisie"), 5);
  EXPECT_EQ(rattus_test::row(carla, "bourgeoisie"), 2);
  EXPECT_EQ(rattus_test::row(carla, "magic"), 10);
  EXPECT_EQ(rattus_test::row(bruno, "magic"), 5);
  EXPECT_EQ(rattus_test::row(ana, "magic"), 2);
  EXPECT_EQ(rattus_test::row(ana, "gold"), 6);
  EXPECT_EQ(rattus_test::row(carla, "passes"), 2);
  EXPECT_EQ(ana.total, 40);
  EXPECT_EQ(bruno.total, 26);
  EXPECT_EQ(carla.total, 29);
  EXPECT_EQ(result.nuns, 9);
  EXPECT_FALSE(ana.survives);
  EXPECT_TRUE(bruno.survives);
  EXPECT_TRUE(carla.survives);
  EXPECT_EQ(result.winners, (std::vector<std::string>{"Carla"}));
}
