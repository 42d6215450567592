// The combat vectors MU-1..MU-28 of rules/medioevo-universale.md §2.1, one TEST each. Armies the
// spec marks "(reconstructed)" use its minimal composition; dice are chosen to give exactly the
// attack and casualty values the vector prints.
#include <gtest/gtest.h>

#include "engine/medioevo/damage.hpp"
#include "engine/medioevo/dice_math.hpp"
#include "engine/medioevo/economy.hpp"
#include "tests/engine/medioevo/battle_helpers.hpp"

namespace mu = scriptorium::medioevo;
using mu::test::army;
using mu::test::resolve;
using nlohmann::json;

TEST(MedioevoVectors, MU_1_CriticalRoll) {
  EXPECT_EQ(mu::attack_base({3, 3, 3}), 27);
  EXPECT_EQ(mu::casualty_base({3, 3, 3}), 3);
  EXPECT_EQ(mu::attack_base({4, 5, 5}), 25);
  EXPECT_EQ(mu::casualty_base({4, 5, 5}), 4);
  EXPECT_EQ(mu::attack_base({2, 2, 5}), 5);  // 2x2 = 4 is not above 5
  EXPECT_EQ(mu::attack_base({2, 5, 2}), 5);
  EXPECT_EQ(mu::casualty_base({2, 2, 5}), 2);
}

TEST(MedioevoVectors, MU_2_TurnOrderPenalty) {
  EXPECT_EQ(mu::turn_penalty(4, 3), -2);
  EXPECT_EQ(mu::turn_penalty(4, 4), -3);
}

// The book spends the superiority point on Blue's casualties, so the setting is `casualty`.
// Yellow's printed finals (d4=2, d6=4, d8=7) are used although its d4 changes without a reroll
// (the spec flags the example as inconsistent). Yellow's army is not described: 3 HI, so that
// neither side has an active power (Blue's single unit is an HI too).
TEST(MedioevoVectors, MU_3_BasicBattleWithSuperiority) {
  auto settings = mu::default_settings();
  settings.set("superiority", "casualty");
  const json battle = {
      {"players", 4},
      {"attacker", {{"name", "Blue"}, {"position", 1}, {"units", army(0, 1, 0, 0)}, {"dice", {1, 5, 5}}}},
      {"defender", {{"name", "Yellow"}, {"position", 4}, {"units", army(0, 3, 0, 0)}, {"dice", {2, 4, 7}}}}};
  const json out = resolve(battle.dump(), settings);
  EXPECT_EQ(out["attacker"]["attack"], 25);
  EXPECT_EQ(out["defender"]["attack"], 4);
  EXPECT_EQ(out["defender"]["casualty"], 2);
  EXPECT_EQ(out["winner"], "attacker");
  EXPECT_EQ(out["difference"], 21);
  EXPECT_EQ(out["battle_score"], 1);
  EXPECT_EQ(out["superiority"], 1);
  EXPECT_EQ(out["attacker"]["casualty"], 0);
  EXPECT_EQ(out["damage_to_defender"], 3);
  EXPECT_EQ(out["damage_to_attacker"], 0);
}

TEST(MedioevoVectors, MU_4_LightInfantrySacrifice) {
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Blue"}, {"position", 1}, {"units", army(1, 1, 0, 0)}, {"sacrifice_li", 1}, {"dice", {1, 5, 7}}}},
      {"defender", {{"name", "Yellow"}, {"position", 2}, {"units", army(0, 1, 0, 0)}, {"dice", {1, 2, 3}}}}};
  const json out = resolve(battle.dump());
  EXPECT_TRUE(out["attacker"]["powers"]["li"]);
  EXPECT_EQ(out["attacker"]["sacrificed_li"], 1);
  EXPECT_EQ(out["attacker"]["attack"], 11);
  EXPECT_EQ(out["attacker"]["casualty"], 1);
  EXPECT_EQ(out["attacker"]["lost"]["li"].get<int>() >= 1, true);
}

// Reconstructed: Yellow {CAV 1, HI 1} attacks Blue {HI 2}. Yellow ATK 5 CAS 1 (dice 1,2,5, pos 1);
// Blue ATK 4 CAS 1 (dice 1,3,5, pos 2 of 4, -1).
TEST(MedioevoVectors, MU_5_CavalryPower) {
  const json battle = {
      {"players", 4},
      {"attacker", {{"name", "Yellow"}, {"position", 1}, {"units", army(0, 1, 1, 0)}, {"dice", {1, 2, 5}}}},
      {"defender", {{"name", "Blue"}, {"position", 2}, {"units", army(0, 2, 0, 0)}, {"dice", {1, 3, 5}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["attack"], 5);
  EXPECT_EQ(out["defender"]["attack"], 4);
  EXPECT_FALSE(out["attacker"]["powers"]["hi"]);
  EXPECT_TRUE(out["attacker"]["powers"]["cav"]);
  EXPECT_EQ(out["battle_score"], 1);
  EXPECT_EQ(out["attacker"]["cavalry_damage_dealt"], 2);
  EXPECT_EQ(out["damage_to_defender"], 4);  // 1 battle score + 2 cavalry + 1 own casualty
  EXPECT_EQ(out["attacker"]["units"], army(1, 0, 1, 0));
  EXPECT_EQ(out["defender"]["units"], army(0, 0, 0, 0));
}

// Reconstructed: Yellow {CAV 1} attacks (dice 3,3,1 -> 9, pos 1); Blue {ARC 1, CAV 1, HI 1}
// defends (dice 1,2,8, pos 2 of 4 -> 7). Blue's archer rolls 1.
TEST(MedioevoVectors, MU_6_ArchersThenMelee) {
  const json battle = {
      {"players", 4},
      {"attacker", {{"name", "Yellow"}, {"position", 1}, {"units", army(0, 0, 1, 0)}, {"dice", {3, 3, 1}}}},
      {"defender",
       {{"name", "Blue"}, {"position", 2}, {"units", army(0, 1, 1, 1)}, {"archer_dice", {1}}, {"dice", {1, 2, 8}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["defender"]["archer_hits"], 1);
  EXPECT_FALSE(out["defender"]["powers"]["hi"]);  // Yellow's CAV became an HI before step 4
  EXPECT_TRUE(out["defender"]["powers"]["cav"]);
  EXPECT_EQ(out["attacker"]["attack"], 9);
  EXPECT_EQ(out["defender"]["attack"], 7);
  EXPECT_EQ(out["battle_score"], 1);  // min(2, 1 Yellow melee unit)
  EXPECT_EQ(out["attacker"]["units"], army(1, 0, 0, 0));
  EXPECT_EQ(out["defender"]["units"], army(1, 0, 1, 0));
}

// Yellow's level I captain takes the archer power (Blue has no captain and no archers); its d8
// of 2 hits and Blue loses a light infantry before melee.
TEST(MedioevoVectors, MU_7_CaptainTakesArcherPower) {
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Yellow"},
        {"position", 1},
        {"units", army(0, 1, 0, 0, {1})},
        {"captain_powers", {{{"use", "gain"}, {"type", "arc"}}}},
        {"archer_dice", {2}},
        {"dice", {1, 2, 3}}}},
      {"defender", {{"name", "Blue"}, {"position", 2}, {"units", army(2, 0, 0, 0)}, {"dice", {1, 2, 4}}}}};
  const json out = resolve(battle.dump());
  EXPECT_TRUE(out["attacker"]["powers"]["arc"]);
  EXPECT_EQ(out["attacker"]["archer_shots"], 1);
  EXPECT_EQ(out["attacker"]["archer_hits"], 1);
  EXPECT_EQ(out["attacker"]["archer_damage_dealt"], 1);
  EXPECT_EQ(out["explanation"][1].get<std::string>().find("Step 3"), 0u);
  // Melee is a tie at 3 (Blue 4 - 1): each side then takes its casualty 1.
  EXPECT_EQ(out["winner"], "tie");
  EXPECT_EQ(out["defender"]["lost"]["li"], 2);
}

// Reconstructed: Blue {Catapult crewed by CAV + LI, CAV 1, LI 2} attacks Yellow {CAV 1, LI 2}.
// Both end at ATK 6, CAS 1 (Blue dice 1,2,6 pos 1; Yellow dice 1,2,7 pos 2 of 4).
TEST(MedioevoVectors, MU_8_SiegeTieCavalryCrewDamage) {
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Blue"},
        {"position", 1},
        {"units", army(2, 0, 1, 0)},
        {"siege", {{{"level", 1}, {"crew", {{"cav", 1}, {"li", 1}}}, {"dice", {1, 5}}}}},
        {"dice", {1, 2, 6}}}},
      {"defender", {{"name", "Yellow"}, {"position", 2}, {"units", army(2, 0, 1, 0)}, {"dice", {1, 2, 7}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["siege_hits"], 1);
  EXPECT_EQ(out["attacker"]["siege_damage_dealt"], 2);
  EXPECT_TRUE(out["defender"]["powers"]["cav"]);   // Blue's cavalry is crew and does not count
  EXPECT_TRUE(out["attacker"]["powers"]["li"]);    // unused in the example
  EXPECT_EQ(out["attacker"]["melee_units"], 1);
  EXPECT_EQ(out["winner"], "tie");
  EXPECT_EQ(out["defender"]["cavalry_damage_dealt"], 2);
  EXPECT_EQ(out["damage_to_attacker"], 3);  // 2 cavalry + 1 casualty
  EXPECT_EQ(out["damage_to_defender"], 3);  // 2 siege + 1 casualty
  EXPECT_EQ(out["attacker"]["units"], army(0, 1, 0, 0));
  EXPECT_EQ(out["defender"]["units"], army(0, 1, 0, 0));
}

TEST(MedioevoVectors, MU_9_NavalGalleyBonus) {
  EXPECT_EQ(mu::galley_bonus({2, 2}, {1, 1, 1}), 1);
  EXPECT_EQ(mu::galley_bonus({1, 1, 1}, {2, 2}), 0);
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Blue"}, {"position", 1}, {"units", army(2, 0, 0, 0)}, {"naval", {2, 2}}, {"dice", {1, 2, 5}}}},
      {"defender",
       {{"name", "Yellow"}, {"position", 2}, {"units", army(2, 0, 0, 0)}, {"naval", {1, 1, 1}}, {"dice", {1, 2, 5}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["attack"], 6);  // 5 + 1 galleys
  EXPECT_EQ(out["defender"]["attack"], 4);  // 5 - 1 penalty, no galley bonus
}

TEST(MedioevoVectors, MU_10_TowerProtectionAgainstArchers) {
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Blue"}, {"position", 1}, {"units", army(1, 0, 0, 1)}, {"archer_dice", {2}}, {"dice", {1, 2, 3}}}},
      {"defender",
       {{"name", "Yellow"},
        {"position", 2},
        {"units", army(1, 0, 0, 0)},
        {"building", "tower"},
        {"protection", "archers"},
        {"dice", {1, 2, 4}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["archer_hits"], 1);
  EXPECT_EQ(out["attacker"]["archer_damage_dealt"], 0);
  EXPECT_EQ(out["winner"], "tie");  // the battle continues normally: 3 vs 4 - 1
}

// Reconstructed: Blue {HI 1} flees (1 MP) from Yellow {LI 1}. Blue ATK 7 before flight (dice
// 1,2,7 pos 1), Yellow ATK 4 (dice 1,2,5 pos 2 of 4).
TEST(MedioevoVectors, MU_11_Flight) {
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Blue"}, {"position", 1}, {"units", army(0, 1, 0, 0)}, {"flee", {{"mp", 1}}}, {"dice", {1, 2, 7}}}},
      {"defender", {{"name", "Yellow"}, {"position", 2}, {"units", army(1, 0, 0, 0)}, {"dice", {1, 2, 5}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["attack"], 4);
  EXPECT_EQ(out["attacker"]["casualty"], 1);  // 1 + 1 MP - 1 HI
  EXPECT_EQ(out["defender"]["attack"], 4);
  EXPECT_EQ(out["winner"], "tie");
  EXPECT_EQ(out["battle_score"], 0);
  EXPECT_EQ(out["attacker"]["units"], army(1, 0, 0, 0));
  EXPECT_EQ(out["defender"]["units"], army(0, 0, 0, 0));
  EXPECT_EQ(out["outcome"], "attacker_fled");
}

// Reconstructed: Blue {CAV 1, LI 1} captures Yellow {LI 1}. The vector does not mention Blue's
// cavalry power (Yellow has no cavalry, so it is active and adds 2); the single Yellow unit is
// taken prisoner either way. Blue assigns its casualty point to the cavalry as in the book.
TEST(MedioevoVectors, MU_12_CaptureWithCondottiero) {
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Blue"},
        {"position", 1},
        {"units", army(1, 0, 1, 0)},
        {"capture", true},
        {"cards", {5}},
        {"damage_order", {"cav", "li"}},
        {"dice", {1, 2, 7}}}},
      {"defender", {{"name", "Yellow"}, {"position", 2}, {"units", army(1, 0, 0, 0)}, {"dice", {2, 3, 4}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["attack"], 5);  // (7 + 2) halved rounding up
  EXPECT_EQ(out["defender"]["attack"], 3);
  EXPECT_EQ(out["winner"], "attacker");
  EXPECT_EQ(out["battle_score"], 2);
  EXPECT_EQ(out["attacker"]["prisoners_taken"], army(1, 0, 0, 0));
  EXPECT_FALSE(out["defender"]["casualty_applied"]);
  EXPECT_EQ(out["defender"]["casualty"], 2);
  EXPECT_EQ(out["attacker"]["units"], army(1, 1, 0, 0));
  EXPECT_EQ(out["defender"]["units"], army(0, 0, 0, 0));
}

TEST(MedioevoVectors, MU_13_BarbarianHordeDice) {
  EXPECT_EQ(mu::horde_from_dice({3, 5, 1}), (mu::HordeComposition{2, 0, 1}));
  EXPECT_EQ(mu::horde_from_dice({3, 5, 4}), (mu::HordeComposition{2, 0, 0}));  // d8 rerolled to 4
  EXPECT_EQ(mu::attack_base({3, 5, 4}), 5);
  EXPECT_EQ(mu::casualty_base({3, 5, 4}), 3);
}

TEST(MedioevoVectors, MU_14_PlayerBeatsHordeWithCavalry) {
  const json battle = {
      {"players", 4},
      {"attacker", {{"name", "Blue"}, {"position", 1}, {"units", army(1, 0, 1, 0)}, {"dice", {1, 2, 8}}}},
      {"defender", {{"barbarian", true}, {"units", {{"li", 2}}}, {"dice", {2, 4, 7}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["defender"]["attack"], 7);
  EXPECT_EQ(out["defender"]["casualty"], 2);
  EXPECT_FALSE(out["attacker"]["powers"]["li"]);
  EXPECT_FALSE(out["defender"]["powers"]["li"]);
  EXPECT_TRUE(out["attacker"]["powers"]["cav"]);
  EXPECT_EQ(out["attacker"]["attack"], 8);
  EXPECT_EQ(out["battle_score"], 1);
  EXPECT_EQ(out["damage_to_defender"], 5);  // 1 + 2 cavalry + 2 own casualty (no unit left)
  EXPECT_EQ(out["damage_to_attacker"], 1);
  EXPECT_EQ(out["defender"]["units"]["li"], 0);
  EXPECT_EQ(out["attacker"]["units"].value("li", -1) + out["attacker"]["units"].value("cav", -1), 1);
  EXPECT_EQ(out["outcome"], "attacker_conquers");
}

TEST(MedioevoVectors, MU_15_HordeSacrificesAndWinsTheRound) {
  const json battle = {
      {"players", 4},
      {"attacker", {{"name", "Yellow"}, {"position", 1}, {"units", army(0, 2, 1, 0)}, {"dice", {2, 3, 8}}}},
      {"defender", {{"barbarian", true}, {"units", {{"li", 2}}}, {"dice", {2, 4, 7}}}}};
  const json out = resolve(battle.dump());
  EXPECT_TRUE(out["defender"]["powers"]["li"]);
  EXPECT_EQ(out["defender"]["sacrificed_li"], 1);
  EXPECT_EQ(out["defender"]["attack"], 11);
  EXPECT_EQ(out["attacker"]["attack"], 8);
  EXPECT_TRUE(out["attacker"]["powers"]["hi"]);
  EXPECT_EQ(out["attacker"]["casualty"], 0);  // 2 - 2 HI
  EXPECT_EQ(out["winner"], "defender");
  EXPECT_EQ(out["battle_score"], 1);  // min(3, 1 barbarian melee unit)
  EXPECT_EQ(out["damage_to_attacker"], 1);
  EXPECT_EQ(out["defender"]["units"]["li"], 0);
  EXPECT_EQ(out["attacker"]["units"], army(1, 1, 1, 0));
  EXPECT_EQ(out["outcome"], "attacker_conquers");
}

TEST(MedioevoVectors, MU_16_AsesinoCreatesCritical) {
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Blue"},
        {"position", 1},
        {"units", army(0, 1, 0, 0)},
        {"cards", {{{"card", 46}, {"die", "d6"}}}},
        {"dice", {2, 5, 4}}}},
      {"defender", {{"name", "Red"}, {"position", 2}, {"units", army(0, 1, 0, 0)}, {"dice", {1, 2, 3}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["dice"], json({2, 4, 4}));
  EXPECT_EQ(out["attacker"]["attack_base"], 16);
  EXPECT_EQ(out["attacker"]["casualty"], 2);
}

TEST(MedioevoVectors, MU_17_Ballestero8) {
  EXPECT_EQ(mu::ballestero8_lowering(5), 2);
  EXPECT_EQ(mu::ballestero8_lowering(9), 3);  // capped at -3
  EXPECT_TRUE(mu::d8_hits(5, 2));
  EXPECT_FALSE(mu::d8_hits(5, 0));
}

TEST(MedioevoVectors, MU_18_Condottiero4) {
  json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Blue"}, {"position", 1}, {"units", army(0, 0, 0, 3)}, {"cards", {4}}, {"archer_dice", {4, 5, 6}},
        {"dice", {1, 2, 3}}}},
      {"defender", {{"name", "Red"}, {"position", 2}, {"units", army(0, 0, 0, 1)}, {"dice", {1, 2, 4}}}}};
  json out = resolve(battle.dump());
  EXPECT_TRUE(out["attacker"]["powers"]["arc"]);
  EXPECT_EQ(out["attacker"]["archer_shots"], 3);
  EXPECT_FALSE(out["defender"]["powers"]["arc"]);
  battle["attacker"].erase("cards");
  battle["attacker"].erase("archer_dice");
  out = resolve(battle.dump());
  EXPECT_FALSE(out["attacker"]["powers"]["arc"]);
  EXPECT_FALSE(out["defender"]["powers"]["arc"]);
}

namespace {

// Starts a round and returns the engine after step 0 (crews and shots decided).
mu::RoundEngine started(const mu::BattleInput& battle) {
  static const auto settings = mu::default_settings();  // the engine keeps a reference
  mu::RoundEngine engine(battle, settings, mu::RoundOptions{});
  engine.start(mu::initial_state(battle));
  return engine;
}

json siege_battle(const json& siege, const json& cards, const json& techs) {
  return {{"players", 4},
          {"attacker",
           {{"position", 1}, {"units", army(3, 1, 0, 0)}, {"siege", siege}, {"cards", cards}, {"techs", techs},
            {"dice", {1, 2, 3}}}},
          {"defender", {{"position", 2}, {"units", army(0, 4, 0, 0)}, {"dice", {1, 2, 3}}}}};
}

}  // namespace

TEST(MedioevoVectors, MU_19_Cientifico10) {
  const auto with = mu::test::parse(
      siege_battle({{{"level", 1}, {"crew", {{"li", 2}}}}}, {10}, json::array()).dump());
  EXPECT_EQ(started(with).side(0).engine_shots[0], 4);
  const auto without = mu::test::parse(
      siege_battle({{{"level", 1}, {"crew", {{"li", 2}}}}}, json::array(), json::array()).dump());
  EXPECT_EQ(started(without).side(0).engine_shots[0], 2);
}

TEST(MedioevoVectors, MU_20_Artillero52) {
  const auto battle = mu::test::parse(
      siege_battle({{{"level", 1}}, {{"level", 1}, {"crew", {{"li", 3}}}}}, {52}, json::array()).dump());
  const auto engine = started(battle);
  EXPECT_EQ(engine.side(0).engine_shots[0], 1);
  EXPECT_EQ(engine.side(0).engine_shots[1], 4);
}

TEST(MedioevoVectors, MU_21_Maquinaria) {
  json battle = siege_battle({{{"level", 1}, {"crew", {{"li", 3}}}, {"dice", {5, 6, 7}}}}, json::array(),
                             {"maquinaria"});
  json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["melee_units"], 4);
  battle["attacker"]["techs"] = json::array();
  out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["melee_units"], 1);
}

// Brown {HI 2} beats Yellow {HI 1, LI 3} by 6 (dice 1,2,8 vs 1,2,3 - 1): battle score 2. With
// Tácticas both points go to Yellow's HI (HI -> LI -> gone); Yellow's casualty then takes an LI.
TEST(MedioevoVectors, MU_22_Tacticas) {
  json battle = {{"players", 4},
                 {"attacker",
                  {{"name", "Brown"},
                   {"position", 1},
                   {"units", army(0, 2, 0, 0)},
                   {"techs", {{{"tech", "tacticas"}, {"points", 2}, {"target", "hi"}}}},
                   {"dice", {1, 2, 8}}}},
                 {"defender", {{"name", "Yellow"}, {"position", 2}, {"units", army(3, 1, 0, 0)}, {"dice", {1, 2, 3}}}}};
  json out = resolve(battle.dump());
  EXPECT_EQ(out["battle_score"], 2);
  EXPECT_EQ(out["defender"]["units"], army(2, 0, 0, 0));
  battle["attacker"].erase("techs");
  out = resolve(battle.dump());
  EXPECT_EQ(out["defender"]["units"], army(0, 1, 0, 0));  // Yellow's own choice: cheapest first
}

TEST(MedioevoVectors, MU_23_Estrategia) {
  const json battle = {
      {"players", 4},
      {"attacker",
       {{"name", "Red"},
        {"position", 1},
        {"units", army(1, 0, 0, 0)},
        {"techs", {{{"tech", "estrategia"}, {"points", 2}}}},
        {"dice", {1, 2, 3}}}},
      {"defender", {{"barbarian", true}, {"units", {{"li", 2}}}, {"dice", {2, 4, 7}}}}};
  const json out = resolve(battle.dump());
  EXPECT_EQ(out["attacker"]["archer_damage_dealt"], 2);
  EXPECT_EQ(out["defender"]["units"]["li"], 0);
  EXPECT_EQ(out["attacker"]["units"], army(1, 0, 0, 0));  // no melee: nothing left to fight
  EXPECT_EQ(out["outcome"], "attacker_conquers");
}

TEST(MedioevoVectors, MU_24_Promocion) {
  const auto battle = mu::test::parse(json{
      {"players", 4},
      {"attacker",
       {{"name", "White"},
        {"position", 1},
        {"units", army(1, 0, 0, 0)},
        {"techs",
         {{{"tech", "promocion"},
           {"changes", {{{"from", "li"}, {"to", "hi"}}, {{"side", "opponent"}, {"from", "cpt"}, {"to", "li"}}}}}}},
        {"dice", {1, 2, 3}}}},
      {"defender", {{"barbarian", true}, {"units", {{"li", 1}, {"cpt", 1}}}, {"dice", {2, 4, 7}}}}}.dump());
  const auto engine = started(battle);
  EXPECT_EQ(engine.side(0).army, (mu::Army{0, 1, 0, 0, {0, 0, 0}}));
  EXPECT_EQ(engine.side(1).army, (mu::Army{2, 0, 0, 0, {0, 0, 0}}));
}

TEST(MedioevoVectors, MU_25_ConquestAndSack) {
  EXPECT_EQ(mu::sack_florins({{mu::Sackable::village}, {mu::Sackable::cathedral}}), 200);
  // Derived in the vector: conquest PH = 1 settlement + 1 village + 3 cathedral.
  EXPECT_EQ(mu::conquest_ph(true, {1, 3}), 5);
}

TEST(MedioevoVectors, MU_26_ConquestPh) { EXPECT_EQ(mu::conquest_ph(true, {3, 3}), 7); }

TEST(MedioevoVectors, MU_27_PhLimitGameEnd) {
  EXPECT_FALSE(mu::ph_limit_reached(29, 30));
  EXPECT_TRUE(mu::ph_limit_reached(29 + mu::conquest_ph(true, {}), 30));
}

TEST(MedioevoVectors, MU_28_EventsArmiesAndMovement) {
  EXPECT_EQ(mu::event_army_damage(4), 4);
  mu::Army yellow{0, 2, 0, 0, {0, 0, 0}};
  mu::Army crews;
  mu::Reserve reserve{5, 0, 0};
  const std::vector<mu::UnitKind> order{mu::UnitKind::hi};
  mu::DamageRules rules;
  rules.order = &order;
  const auto r = mu::apply_damage({yellow, crews, reserve}, 4, rules);
  EXPECT_TRUE(yellow.empty());  // 2 HI eliminated, 2 points each
  EXPECT_EQ(r.absorbed, 4);
  EXPECT_EQ(mu::event_transports_stopped(5), 0);  // White
  EXPECT_EQ(mu::event_transports_stopped(1), 1);  // Blue: one transport stopped
}
