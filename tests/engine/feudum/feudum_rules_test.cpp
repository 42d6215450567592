// The remaining vectors of rules/feudum.md §5: influence seating, guild payments and status,
// krud barrels, harvest, tax, explore, the progress die, nourishing, pushes and action legality.
#include <gtest/gtest.h>

#include "engine/feudum/action_check.hpp"
#include "engine/feudum/board_rules.hpp"
#include "engine/feudum/economy.hpp"
#include "tests/engine/feudum/feudum_test_util.hpp"

namespace f = scriptorium::feudum;
using f::Colour;
using f::Region;
using feudum_test::defaults;

namespace {
// The rule codes `feudum check` reports for a round.
std::vector<std::string> check(const std::string& text, const scriptorium::core::Settings& s = defaults()) {
  const auto doc = nlohmann::json::parse(text);
  std::vector<std::string> rules;
  const auto violations = f::check_round(scriptorium::core::JsonCursor(doc), s);  // keep it alive for the loop
  for (const auto& v : violations.items()) rules.push_back(v.rule);
  return rules;
}

f::Location lone_ruler(Colour c) {
  f::Location l;
  l.ruler = c;
  return l;
}

// The G-3 stack model after some draws: each stack lists its epochs from the top.
f::RegionStacks stacks(std::initializer_list<std::vector<int>> tops) {
  f::RegionStacks s;
  int i = 0;
  for (const auto& t : tops) s[i++] = t;
  return s;
}
}  // namespace

TEST(FeudumVectors, FE_1_InfluenceReachesEveryPawnLocation) {
  const f::Location empty;
  const f::Location theirs = lone_ruler(Colour::Red);
  const f::Location mine = lone_ruler(Colour::Blue);
  int placed = 0;
  for (const auto& loc : {empty, theirs, mine}) placed += f::add_influence(loc, Colour::Blue).seat != f::Seat::Blocked;
  EXPECT_EQ(placed, 3);
  EXPECT_EQ(f::add_influence(empty, Colour::Blue).seat, f::Seat::Ruler);
  const auto serf = f::add_influence(theirs, Colour::Blue);
  EXPECT_EQ(serf.seat, f::Seat::Serf);
  EXPECT_EQ(serf.after.serf, Colour::Blue);
  EXPECT_EQ(serf.after.ruler, Colour::Red);
}

TEST(FeudumVectors, FE_3_RegionTileVp) {
  auto s = stacks({{1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}});
  const auto d = f::improve_tile(s, Region::Forest, 1, f::LocationType::Town, f::default_board_data(), defaults());
  EXPECT_EQ(d.from, Region::Forest);
  EXPECT_EQ(d.tile_epoch, 1);
  EXPECT_EQ(d.vp, 3);
  EXPECT_FALSE(d.substitute);
  EXPECT_EQ(s[static_cast<int>(Region::Forest)], (std::vector<int>{2, 3, 4}));
}

TEST(FeudumVectors, FE_5_TradingPayoutThreeShillings) {
  auto p = f::pay_guild(3, 3, std::nullopt, true, true);
  EXPECT_EQ(p.master, 1);
  EXPECT_EQ(p.journeyman, 1);
  EXPECT_EQ(p.charity, 1);
  EXPECT_EQ(p.general_supply, 0);
  p = f::pay_guild(3, 3, std::nullopt, false, true);
  EXPECT_EQ(p.general_supply, 1);
  EXPECT_EQ(p.charity, 1);  // always paid
  p = f::pay_guild(3, 3, std::nullopt, true, false);
  EXPECT_EQ(p.master, 1);
  EXPECT_EQ(p.general_supply, 1);
}

TEST(FeudumVectors, FE_6_MemberBuyingFromTheirOwnGuild) {
  const auto p = f::pay_guild(5, 5, f::Rank::Journeyman, true, true);
  EXPECT_TRUE(p.legal);
  EXPECT_EQ(p.master, 2);       // #1, #4 to Blue
  EXPECT_EQ(p.journeyman, 2);   // #2, #5 to Purple herself
  EXPECT_EQ(p.charity, 1);      // #3
  EXPECT_EQ(p.buyer_after, 2);  // net cost 3
  EXPECT_EQ(f::default_board_data().charity[static_cast<int>(f::Guild::Merchant)], f::CharityPot::ChurchCoffer);
  EXPECT_FALSE(f::pay_guild(5, 4, f::Rank::Journeyman, true, true).legal);
}

TEST(FeudumVectors, FE_8_GuildStatusWithIncumbencyOnTies) {
  // t0: Red feudum (+3) + related town (+1) = 4; Green pawn (+1) + related town (+1) = 2.
  EXPECT_EQ(f::status_stars(0, 1, 1), 4);
  EXPECT_EQ(f::status_stars(1, 0, 1), 2);
  auto track = f::update_track({}, {{Colour::Red, 4}, {Colour::Green, 2}}, 3);
  EXPECT_EQ(track, (std::vector<Colour>{Colour::Red, Colour::Green}));
  // t1: Red loses the feudum; the town no longer counts.
  EXPECT_EQ(f::status_stars(0, 0, 1), 0);
  track = f::update_track(track, {{Colour::Red, 0}, {Colour::Green, 2}}, 3);
  EXPECT_EQ(track, (std::vector<Colour>{Colour::Green}));
  // t2: Red migrates in a Noble pawn: 2, tied with the incumbent Green.
  track = f::update_track(track, {{Colour::Red, f::status_stars(1, 0, 1)}, {Colour::Green, 2}}, 3);
  EXPECT_EQ(track, (std::vector<Colour>{Colour::Green, Colour::Red}));
}

TEST(FeudumVectors, FE_9_KrudBarrelFillsKnightRows) {
  EXPECT_EQ(f::krud_fill(6), 0);  // green: full row
  EXPECT_EQ(f::krud_fill(3), 3);  // blue: sections 1-2 full
  EXPECT_EQ(f::krud_fill(1), 2);  // yellow: section 1 full
  EXPECT_EQ(f::krud_fill(0), 1);  // purple: empty row
  // Red is underdetermined by the seed; every listed pre-state gives +1.
  for (int red : {0, 2, 5}) EXPECT_EQ(f::krud_fill(red), 1) << red;
}

TEST(FeudumVectors, FE_10_DejaVuReplaysMigrate) {
  const std::string base = R"({"color": "blue", "advanced": true,
    "holdings": {"pawns_in_supply": 2, "food": 2, "saltpeter": 1},
    "selected": ["migrate", "repeat", "tax", "move"], "ruled": {"town": 1},
    "plays": [{"card": "migrate"}, {"card": "tax"}, )";
  EXPECT_TRUE(check(base + R"({"card": "repeat", "repeats": "migrate", "deja_vu": true}]})").empty());
  EXPECT_EQ(check(base + R"({"card": "repeat", "repeats": "migrate"}]})"), (std::vector<std::string>{"repeat_not_x2"}));
  EXPECT_EQ(check(R"({"color": "blue", "advanced": true, "holdings": {"pawns_in_supply": 2, "food": 1, "saltpeter": 1},
    "selected": ["migrate", "repeat", "tax", "move"], "ruled": {"town": 1},
    "plays": [{"card": "migrate"}, {"card": "tax"}, {"card": "repeat", "repeats": "migrate", "deja_vu": true}]})"),
            (std::vector<std::string>{"migrate_without_food"}));
  EXPECT_EQ(check(R"({"color": "blue", "advanced": true, "holdings": {"saltpeter": 1},
    "selected": ["conquer", "repeat", "tax", "move"], "ruled": {"town": 1},
    "plays": [{"card": "conquer"}, {"card": "repeat", "repeats": "conquer", "deja_vu": true}, {"card": "tax"}]})"),
            (std::vector<std::string>{"no_repeat_card"}));
}

TEST(FeudumVectors, FE_11_HarvestFavoursChart) {
  const auto d = f::default_board_data();
  const std::pair<int, int> expected[] = {{4, 1}, {5, 1}, {5, 2}, {5, 3}, {6, 3}, {6, 4}};
  for (int total = 5; total <= 10; ++total) EXPECT_EQ(f::harvest_favours(d, total), expected[total - 5]) << total;
}

TEST(FeudumVectors, FE_18_HarvestCapAndFavours) {
  const int total = f::harvest_yield(2, 1, 3 + 4);
  EXPECT_EQ(total, 10);  // 14 capped
  EXPECT_EQ(f::harvest_favours(f::default_board_data(), total), std::make_pair(6, 4));
  EXPECT_EQ(2 + total, 12);
  EXPECT_EQ(check(R"({"color": "blue", "ruled": {"farm": 2}, "farm_goods": [12, 3], "selected": ["harvest", "tax", "move", "explore"],
    "plays": [{"card": "harvest", "farm": 0}]})"),
            (std::vector<std::string>{"harvest_full_farm"}));
  EXPECT_TRUE(check(R"({"color": "blue", "ruled": {"farm": 2}, "farm_goods": [12, 3], "selected": ["harvest", "tax", "move", "explore"],
    "plays": [{"card": "harvest", "farm": 1}]})").empty());
}

TEST(FeudumVectors, FE_19_MinimalHarvest) {
  EXPECT_EQ(f::harvest_yield(1, 0, 0), 5);
  EXPECT_EQ(f::harvest_favours(f::default_board_data(), 5), std::make_pair(4, 1));
}

TEST(FeudumVectors, FE_20_TaxScaling) {
  EXPECT_EQ(f::tax_income(2, 1), 4);
  EXPECT_EQ(f::tax_income(0, 2), 0);
}

TEST(FeudumVectors, FE_21_ExploreScaling) {
  EXPECT_EQ(f::explore_draws(2, 1), 4);  // keep 1, 3 to the bottom
  EXPECT_EQ(f::explore_draws(1, 0), 2);
}

TEST(FeudumVectors, FE_22_FarmersPurseSplit) {
  auto s = f::split_pot(7, true);
  EXPECT_EQ(s.master, 4);
  EXPECT_EQ(s.journeyman, 3);
  EXPECT_EQ(s.left_in_pot, 0);
  s = f::split_pot(7, false);
  EXPECT_EQ(s.master, 4);
  EXPECT_EQ(s.journeyman, 0);
  EXPECT_EQ(s.left_in_pot, 3);
}

TEST(FeudumVectors, FE_23_NobleSealsPurchaseWithAbsentJourneyman) {
  const auto p = f::pay_guild(6, 6, std::nullopt, true, false);
  EXPECT_EQ(p.master, 2);
  EXPECT_EQ(p.general_supply, 2);
  EXPECT_EQ(p.charity, 2);
  EXPECT_EQ(p.buyer_after, 0);
}

TEST(FeudumVectors, FE_27_ProgressDieAndEpochIITrigger) {
  // sea, island, forest, desert, badlands, mountain.
  auto s = stacks({{2, 3, 4}, {2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}});
  auto roll = f::roll_progress(s, 1, {Region::Sea, Region::Forest});
  EXPECT_EQ(roll.removed, Region::Forest);
  EXPECT_EQ(roll.rolls_used, 2);  // sea's II is too late: reroll
  EXPECT_EQ(f::check_epoch_trigger(s, 1), 1);  // 3 stacks show II
  roll = f::roll_progress(s, 1, {Region::Desert});
  EXPECT_EQ(roll.removed, Region::Desert);
  EXPECT_EQ(f::check_epoch_trigger(s, 1), 2);  // 4 stacks show II
  EXPECT_EQ(f::disloyalty_vp(2, true, 0), -3);
}

TEST(FeudumVectors, FE_28_SubstituteTileOnImprove) {
  const auto data = f::default_board_data();
  auto s = stacks({{3, 4}, {2, 3, 4}, {1, 2, 3, 4}, {2, 3, 4}, {2, 3, 4}, {2, 3, 4}});
  auto d = f::improve_tile(s, Region::Sea, 2, f::LocationType::Farm, data, defaults());
  EXPECT_TRUE(d.substitute);
  EXPECT_EQ(d.candidates, (std::vector<Region>{Region::Forest}));
  EXPECT_EQ(d.from, Region::Forest);
  EXPECT_EQ(d.tile_epoch, 1);
  EXPECT_EQ(d.vp, 0);
  EXPECT_EQ(s[0], (std::vector<int>{3, 4}));  // the sea tile stays
  // No stack shows I: no tile.
  auto none = stacks({{3, 4}, {2, 3, 4}, {2, 3, 4}, {2, 3, 4}, {2, 3, 4}, {2, 3, 4}});
  d = f::improve_tile(none, Region::Sea, 2, f::LocationType::Farm, data, defaults());
  EXPECT_FALSE(d.from);
  EXPECT_TRUE(d.candidates.empty());
}

TEST(FeudumVectors, FE_29_Nourish) {
  auto r = f::nourish({{false, f::Feed::Food}, {false, f::Feed::Wine}, {true, std::nullopt}}, 1, 1, 0);
  EXPECT_EQ(r.fates, (std::vector<f::PawnFate>{f::PawnFate::FedFood, f::PawnFate::FedWine, f::PawnFate::Sober}));
  EXPECT_EQ(r.food_used, 1);
  EXPECT_EQ(r.barrel_used, 1);
  EXPECT_EQ(r.sulfur_removed, 1);
  r = f::nourish({{}, {}, {}}, 0, 0, 0);
  EXPECT_EQ(r.fates, (std::vector<f::PawnFate>(3, f::PawnFate::Home)));
}

TEST(FeudumVectors, FE_30_SerfTakesOver) {
  f::Location l = lone_ruler(Colour::Red);  // X = red
  l.serf = Colour::Yellow;                  // Y = yellow
  const auto r = f::add_influence(l, Colour::Yellow);
  EXPECT_EQ(r.seat, f::Seat::TakeOver);
  EXPECT_EQ(r.after.ruler, Colour::Yellow);
  EXPECT_EQ(r.after.serf, Colour::Red);
  EXPECT_TRUE(r.after.subject);
  EXPECT_EQ(f::add_influence(r.after, Colour::Blue).seat, f::Seat::Blocked);    // Z never adds
  EXPECT_EQ(f::add_influence(r.after, Colour::Red).seat, f::Seat::Blocked);     // full: 3 markers
  EXPECT_EQ(f::add_influence(r.after, Colour::Yellow).seat, f::Seat::Blocked);
}

TEST(FeudumVectors, FE_31_MoneyIsInfluence) {
  const f::Location l = lone_ruler(Colour::Red);
  auto r = f::add_influence(l, Colour::Blue, true);
  EXPECT_EQ(r.seat, f::Seat::MoneyIsInfluence);
  EXPECT_EQ(r.after.ruler, Colour::Blue);
  EXPECT_EQ(r.after.serf, Colour::Red);
  r = f::add_influence(l, Colour::Blue, false);
  EXPECT_EQ(r.seat, f::Seat::Serf);
  EXPECT_EQ(r.after.ruler, Colour::Red);
}

TEST(FeudumVectors, FE_33_AlchemistPush) {
  EXPECT_EQ(f::alchemist_push_vp(2), 5);
  f::GoodsCost spent = f::vessel_cost(f::Vessel::Boat);
  const f::GoodsCost barrel = f::krud_barrel_cost(1);
  EXPECT_EQ(spent.food, 1);
  EXPECT_EQ(spent.wood, 2);
  EXPECT_EQ(barrel.saltpeter, 2);
  EXPECT_EQ(barrel.sulfur, 1);
  EXPECT_EQ(spent.total() + barrel.total(), 6);
  EXPECT_EQ(f::max_krud_barrels({6, 3, 0}), 3);  // 3 barrels only when a row is empty
  EXPECT_EQ(f::max_krud_barrels({6, 3, 1}), 2);
}

TEST(FeudumVectors, FE_34_MonkPushThresholds) {
  EXPECT_EQ(f::monk_push_vp(5 + 4), 6);
  EXPECT_EQ(f::monk_push_vp(5 + 2), 5);
  EXPECT_EQ(f::monk_push_vp(2), 0);
}

TEST(FeudumVectors, FE_35_NoblePushThresholds) {
  EXPECT_EQ(f::noble_push_vp(8 + 3 + 2), 5);
  EXPECT_EQ(f::noble_push_vp(17), 6);
  EXPECT_EQ(f::noble_push_vp(4), 0);
}

TEST(FeudumVectors, FE_36_FarmerTradeWithBarnOverflow) {
  const auto t = f::farmer_trade(7, 8, 2);
  EXPECT_EQ(t.payouts, 3);
  EXPECT_EQ(t.overflow, 5);
  EXPECT_EQ(t.spilled, 2);
  EXPECT_EQ(t.to_haversack, 3);
  EXPECT_EQ(t.barn_after, 10);
  EXPECT_EQ(f::farmer_trade(7, 8, 0).to_haversack, 5);  // no alms: all overflow to the haversack
}

TEST(FeudumVectors, FE_38_ConquerBlockedAsTheLastCard) {
  const std::string round = R"({"color": "blue", "ruled": {"town": 1},
    "selected": ["move", "tax", "defend", "conquer"],
    "plays": [{"card": "move"}, {"card": "defend", "out_of_turn": true}, {"card": "tax"}, )";
  EXPECT_EQ(check(round + R"({"card": "conquer", "perform": true}]})"),
            (std::vector<std::string>{"conquer_last_card"}));
  EXPECT_TRUE(check(round + R"({"card": "conquer", "perform": false}]})").empty());  // played, not performed
}

TEST(FeudumCheck, SelectionAndPouchRules) {
  EXPECT_EQ(check(R"({"color": "blue", "selected": ["move", "tax", "defend", "conquer", "guild"], "plays": []})"),
            (std::vector<std::string>{"selection_count"}));
  EXPECT_TRUE(check(R"({"color": "blue", "pouch": "extra", "holdings": {"saltpeter": 1},
    "selected": ["move", "tax", "defend", "conquer", "guild"], "plays": []})").empty());
  EXPECT_EQ(check(R"({"color": "blue", "pouch": "sequential", "pouch_paid_from": "barrel", "holdings": {"wine_barrel": 1},
    "selected": ["move", "tax", "defend", "guild"], "plays": []})"),
            (std::vector<std::string>{"sequential_paid_with_barrel"}));
  EXPECT_EQ(check(R"({"color": "blue", "selected": ["move", "move", "defend", "guild"], "plays": []})"),
            (std::vector<std::string>{"card_selected_twice"}));
  EXPECT_EQ(check(R"({"color": "blue", "selected": ["move", "explore", "defend", "guild"],
    "plays": [{"card": "move", "turn": 1}, {"card": "defend", "turn": 1}]})"),
            (std::vector<std::string>{"too_many_cards_in_turn"}));
  EXPECT_TRUE(check(R"({"color": "blue", "pouch": "sequential", "holdings": {"sulfur": 1},
    "selected": ["move", "explore", "defend", "guild"],
    "plays": [{"card": "move", "turn": 1}, {"card": "defend", "turn": 1}]})").empty());
  EXPECT_EQ(check(R"({"color": "blue", "selected": ["move", "explore", "defend", "guild"], "round_complete": true,
    "plays": [{"card": "move"}, {"card": "defend"}, {"card": "guild", "perform": false}]})"),
            (std::vector<std::string>{"card_not_played"}));
}

TEST(FeudumCheck, ActionRequirements) {
  EXPECT_EQ(check(R"({"color": "blue", "selected": ["explore", "tax", "harvest", "guild"],
    "plays": [{"card": "explore"}, {"card": "tax"}, {"card": "harvest"}, {"card": "guild", "guild": "monk", "function": "push"}]})"),
            (std::vector<std::string>{"explore_without_outpost", "tax_without_town", "harvest_without_farm",
                                      "push_without_master"}));
  EXPECT_EQ(check(R"({"color": "blue", "ranks": {"monk": "master"}, "selected": ["guild", "repeat", "tax", "move"],
    "plays": [{"card": "guild", "guild": "monk", "function": "push"},
              {"card": "repeat", "repeats": "guild", "guild": "monk", "function": "pull"}]})"),
            (std::vector<std::string>{"repeat_same_guild", "pull_without_journeyman"}));
  EXPECT_EQ(check(R"({"color": "blue", "holdings": {"writs": 4, "wine_barrel": 4}, "selected": ["guild", "repeat", "tax", "move"],
    "plays": []})"),
            (std::vector<std::string>{"too_many_writs", "barrel_overflow"}));
  EXPECT_EQ(check(R"({"color": "blue", "selected": ["improve", "influence", "tax", "move"],
    "plays": [{"card": "improve", "location": {"type": "farm", "ruler": "red"}},
              {"card": "influence", "location": {"type": "town", "ruler": "red", "serf": "green"}}]})"),
            (std::vector<std::string>{"improve_not_ruler", "improve_without_resource", "influence_blocked"}));
  EXPECT_EQ(check(R"({"color": "blue", "selected": ["improve", "influence", "tax", "move"],
    "plays": [{"card": "improve", "tend_landscape": true, "location": {"type": "farm", "ruler": "red", "serf": "blue",
               "landscape": {"resources": 0}}},
              {"card": "influence", "with_monster": true}]})"),
            (std::vector<std::string>{"landscape_exists", "tend_without_tile", "tend_without_wood", "influence_with_monster"}));
  EXPECT_TRUE(check(R"({"color": "blue", "holdings": {"iron": 1}, "selected": ["improve", "influence", "tax", "move"],
    "plays": [{"card": "improve", "location": {"type": "farm", "ruler": "blue"}},
              {"card": "influence", "location": {"type": "town", "ruler": "red"}}]})").empty());
}

TEST(FeudumCheck, BadInputIsAnInputError) {
  EXPECT_EQ(feudum_test::error_where([] { check(R"({"color": "blue", "selected": ["nap"], "plays": []})"); }), "/selected/0");
  EXPECT_EQ(feudum_test::error_where([] { check(R"({"color": "blue", "selected": [], "plays": [{"card": "guild", "guild": "x"}]})"); }),
            "/plays/0/guild");
  EXPECT_EQ(feudum_test::error_where([] { check(R"({"color": "blue", "selected": []})"); }), "<root>");
}

TEST(FeudumBoardData, ShippedFileMatchesTheDefaults) {
  const auto file = f::load_board_data(std::string(SCRIPTORIUM_SOURCE_DIR) + "/data/feudum/board.json");
  const auto d = f::default_board_data();
  EXPECT_EQ(file.region_tile_vp, d.region_tile_vp);
  EXPECT_EQ(file.harvest_partial, d.harvest_partial);
  EXPECT_EQ(file.progress_die, d.progress_die);
  EXPECT_EQ(file.charity, d.charity);
  EXPECT_EQ(f::region_tile_vp(file, 1, f::LocationType::Town), 3);  // the one printed cell
}

TEST(FeudumBoardData, ACorrectedChartIsUsed) {
  const auto doc = nlohmann::json::parse(R"({"region_tile_vp": {"vp": {
    "I": {"farm": 1, "town": 3, "feudum": 5}, "II": {"farm": 2, "town": 4, "feudum": 6},
    "III": {"farm": 3, "town": 5, "feudum": 7}, "IV": {"farm": 4, "town": 6, "feudum": 8}}}})");
  const auto d = f::parse_board_data(scriptorium::core::JsonCursor(doc));
  EXPECT_EQ(f::region_tile_vp(d, 3, f::LocationType::Feudum), 7);
  const auto bad = nlohmann::json::parse(R"({"progress_die": {"faces": ["sea"]}})");
  EXPECT_THROW(f::parse_board_data(scriptorium::core::JsonCursor(bad)), scriptorium::core::InputError);
}

TEST(FeudumSettings, SubstituteTile) {
  auto s = defaults();
  const auto data = f::default_board_data();
  auto st = stacks({{3, 4}, {2, 3, 4}, {3, 4}, {3, 4}, {3, 4}, {3, 4}});
  EXPECT_TRUE(f::improve_tile(st, Region::Sea, 2, f::LocationType::Farm, data, s).candidates.empty());
  s.set("substitute_tile", "same_or_earlier");
  const auto d = f::improve_tile(st, Region::Sea, 2, f::LocationType::Farm, data, s);
  EXPECT_EQ(d.from, Region::Island);
  EXPECT_EQ(d.vp, 0);
}

TEST(FeudumSettings, HarvestBlockedAt) {
  auto s = defaults();
  const std::string round = R"({"color": "blue", "ruled": {"farm": 1}, "farm_goods": [10],
    "selected": ["harvest", "tax", "move", "explore"], "plays": [{"card": "harvest", "farm": 0}]})";
  EXPECT_EQ(check(round, s), (std::vector<std::string>{"harvest_full_farm"}));
  s.set("harvest_blocked_at", 11);
  EXPECT_TRUE(check(round, s).empty());
}

TEST(FeudumSettings, FeudumCountsAsBase) {
  auto s = defaults();
  const std::string round = R"({"color": "blue", "ruled": {"feudum": 1},
    "selected": ["harvest", "tax", "move", "explore"], "plays": [{"card": "explore"}, {"card": "tax"}]})";
  EXPECT_EQ(check(round, s), (std::vector<std::string>{"explore_without_outpost", "tax_without_town"}));
  s.set("feudum_counts_as_base", true);
  EXPECT_TRUE(check(round, s).empty());
}
