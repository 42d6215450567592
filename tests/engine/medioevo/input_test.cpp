// Impossible armies are bad input: each names the JSON pointer of the offending value.
#include <gtest/gtest.h>

#include "tests/engine/medioevo/battle_helpers.hpp"

namespace mu = scriptorium::medioevo;
using nlohmann::json;

namespace {

json valid() {
  return {{"players", 4},
          {"attacker", {{"position", 2}, {"units", {{"li", 2}, {"hi", 1}, {"cav", 1}, {"arc", 0}, {"cpt", json::array()}}},
                        {"reserve", {{"li", 10}, {"hi", 5}}}, {"dice", {3, 5, 5}}}},
          {"defender", {{"barbarian", true}, {"units", {{"li", 2}, {"arc", 1}, {"cpt", {1}}}}, {"dice", {2, 4, 7}}}}};
}

}  // namespace

TEST(MedioevoInput, ContractExampleIsValid) { EXPECT_EQ(mu::test::error_pointer(valid().dump()), "no error"); }

TEST(MedioevoInput, NegativeCount) {
  json b = valid();
  b["attacker"]["units"]["li"] = -1;
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/attacker/units/li");
}

TEST(MedioevoInput, CaptainLevelFour) {
  json b = valid();
  b["defender"]["units"]["cpt"] = {4};
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/defender/units/cpt/0");
}

TEST(MedioevoInput, D8ValueNine) {
  json b = valid();
  b["attacker"]["dice"] = {3, 5, 9};
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/attacker/dice/2");
}

TEST(MedioevoInput, UnknownCard) {
  json b = valid();
  b["attacker"]["cards"] = {5, 73};
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/attacker/cards/1");
}

TEST(MedioevoInput, UnknownUnitTypeAndKey) {
  json b = valid();
  b["attacker"]["units"]["knight"] = 1;
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/attacker/units/knight");
  b = valid();
  b["attacker"]["dcie"] = {1, 2, 3};
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/attacker/dcie");
}

TEST(MedioevoInput, BarbariansHaveNoHeavyInfantry) {
  json b = valid();
  b["defender"]["units"]["hi"] = 1;
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/defender/units/hi");
}

TEST(MedioevoInput, PlayerDiceRequiredForRoundOnly) {
  json b = valid();
  b["attacker"].erase("dice");
  EXPECT_EQ(mu::test::error_pointer(b.dump(), true), "/attacker");
  EXPECT_EQ(mu::test::error_pointer(b.dump(), false), "no error");
}

TEST(MedioevoInput, TooManyPiecesOfAColour) {
  json b = valid();
  b["attacker"]["reserve"]["li"] = 19;  // 2 in the army + 19 > 20
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/attacker/units/li");
}

TEST(MedioevoInput, CrewMustBeArmyUnits) {
  json b = valid();
  b["attacker"]["siege"] = {{{"level", 1}, {"crew", {{"arc", 1}}}}};
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/attacker/siege/0/crew");
}

TEST(MedioevoInput, TwoProtectionTypesNeedCientifico12) {
  json b = valid();
  b["attacker"]["building"] = "tower";
  b["attacker"]["protection"] = {"melee", "archers"};
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "/attacker/protection");
  b["attacker"]["cards"] = {12};
  EXPECT_EQ(mu::test::error_pointer(b.dump()), "no error");
}

TEST(MedioevoInput, WrongNumberOfArcherDiceIsReportedAtTheSide) {
  json b = valid();
  b["defender"]["units"] = {{"li", 1}};
  b["attacker"]["units"]["arc"] = 2;
  b["attacker"]["archer_dice"] = {1};
  try {
    mu::test::resolve(b.dump());
    FAIL() << "expected an input error";
  } catch (const scriptorium::core::InputError& e) {
    EXPECT_EQ(e.where(), "/attacker/archer_dice");
  }
}
