// Combat vectors of rules/feudum.md §5 (FE-4, 7, 13–17, 32) through the spec/feudum.md JSON, and
// the bad inputs of `feudum combat`.
#include <gtest/gtest.h>

#include "tests/engine/feudum/feudum_test_util.hpp"

using feudum_test::bad_combat;
using feudum_test::combat;
using nlohmann::json;

namespace {
const char* kFe4 = R"({"attacker": "blue", "target": "feudum",
  "location": {"type": "feudum", "guild": "noble", "region": "forest", "ruler": "green", "subject": true, "serf": null},
  "pawns": [{"owner": "blue", "kind": "knight"}, {"owner": "blue", "kind": "noble"}], "saltpeter": 2})";

const char* kFe14 = R"({"attacker": "blue", "target": "pawn", "target_pawn": 2,
  "pawns": [{"owner": "blue", "kind": "noble"}, {"owner": "blue", "kind": "monk"},
            {"owner": "red", "kind": "merchant", "vessel": "boat"}, {"owner": "yellow", "kind": "knight"}],
  "saltpeter": 1, "weapons": [{"kind": "bow"}], "defend": true})";
}  // namespace

TEST(FeudumCombatVectors, FE_4_FeudumConquestWithKnightDrivenSaltpeter) {
  const json expected = json::parse(R"({"defender": "green", "attack": 4, "defense": 3, "success": true,
   "attack_items": {"pawns": 2, "monsters": 0, "rebelling_serf": 0, "saltpeter": 2, "weapons": 0},
   "defense_items": {"pawns": 0, "monsters": 0, "feudum": 2, "subject": 1, "defend": 0},
   "knight_involved": true, "vp": {"attacker": 4, "defender": 0}, "military_service": true,
   "turned_in": {"saltpeter": 2, "wood": 0, "iron": 0}, "conquered_pawn": null, "monster_defeated": false,
   "location_after": {"type": "outpost", "ruler": null, "subject": false, "serf": null},
   "markers_returned": {"green": 2}, "stars_lost": {"noble": 3}})");
  EXPECT_EQ(combat(kFe4), expected);
}

TEST(FeudumCombatVectors, FE_7_PawnAttackTiedByDefend) {
  const json r = combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 2,
    "pawns": [{"owner": "blue", "kind": "noble"}, {"owner": "blue", "kind": "monk"}, {"owner": "red", "kind": "merchant"}],
    "saltpeter": 1, "defend": true})");
  EXPECT_EQ(r["attack"], 3);
  EXPECT_EQ(r["defense"], 3);
  EXPECT_EQ(r["success"], false);
  EXPECT_EQ(r["vp"], json::parse(R"({"attacker": 0, "defender": 1})"));
  EXPECT_EQ(r["military_service"], false);
  EXPECT_EQ(r["turned_in"]["saltpeter"], 1);  // spent (G-13)
  EXPECT_EQ(r["conquered_pawn"], nullptr);
  // Without a Knight a second saltpeter is not allowed.
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 2,
    "pawns": [{"owner": "blue", "kind": "noble"}, {"owner": "blue", "kind": "monk"}, {"owner": "red", "kind": "merchant"}],
    "saltpeter": 2, "defend": true})"), "/saltpeter");
}

TEST(FeudumCombatVectors, FE_13_SaltpeterCapWithoutAKnight) {
  const std::string base = R"({"attacker": "blue", "target": "feudum",
    "location": {"type": "feudum", "guild": "noble", "ruler": "green", "subject": true},
    "pawns": [{"owner": "blue", "kind": "farmer"}, {"owner": "blue", "kind": "noble"}], "saltpeter": )";
  EXPECT_EQ(bad_combat(base + "2}"), "/saltpeter");
  const json r = combat(base + "1}");
  EXPECT_EQ(r["attack"], 3);
  EXPECT_EQ(r["defense"], 3);
  EXPECT_EQ(r["success"], false);
}

TEST(FeudumCombatVectors, FE_14_WeaponAfterDefend) {
  const json expected = json::parse(R"({"defender": "red", "attack": 4, "defense": 3, "success": true,
   "attack_items": {"pawns": 2, "monsters": 0, "rebelling_serf": 0, "saltpeter": 1, "weapons": 1},
   "defense_items": {"pawns": 2, "monsters": 0, "feudum": 0, "subject": 0, "defend": 1},
   "knight_involved": false, "vp": {"attacker": 2, "defender": 1}, "military_service": true,
   "turned_in": {"saltpeter": 1, "wood": 0, "iron": 0},
   "conquered_pawn": {"index": 2, "returns_to": "personal_supply", "abandoned_vessel": "boat"},
   "monster_defeated": false, "location_after": null, "markers_returned": {}, "stars_lost": {"merchant": 1}})");
  EXPECT_EQ(combat(kFe14), expected);
}

TEST(FeudumCombatVectors, FE_15_WinePawns) {
  // (a) sober attacker 1 vs wine defender 0.
  json r = combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1,
    "pawns": [{"owner": "blue", "kind": "farmer"}, {"owner": "red", "kind": "farmer", "wine": true}]})");
  EXPECT_EQ(r["attack"], 1);
  EXPECT_EQ(r["defense"], 0);
  EXPECT_EQ(r["success"], true);
  // (b) both on wine: 0 vs 0 fails.
  r = combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1,
    "pawns": [{"owner": "blue", "kind": "farmer", "wine": true}, {"owner": "red", "kind": "farmer", "wine": true}]})");
  EXPECT_EQ(r["attack"], 0);
  EXPECT_EQ(r["success"], false);
  // (c) plus 1 saltpeter: 1 > 0.
  r = combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, "saltpeter": 1,
    "pawns": [{"owner": "blue", "kind": "farmer", "wine": true}, {"owner": "red", "kind": "farmer", "wine": true}]})");
  EXPECT_EQ(r["attack"], 1);
  EXPECT_EQ(r["success"], true);
}

TEST(FeudumCombatVectors, FE_16_RebellingSerfTakesOver) {
  const std::string loc = R"("location": {"type": "feudum", "guild": "monk", "ruler": "red", "serf": "blue"},)";
  json r = combat(R"({"attacker": "blue", "target": "feudum", )" + loc + R"(
    "pawns": [{"owner": "red", "kind": "monk"}, {"owner": "blue", "kind": "knight"}, {"owner": "blue", "kind": "farmer"}],
    "saltpeter": 2})");
  EXPECT_EQ(r["attack"], 5);
  EXPECT_EQ(r["defense"], 4);
  EXPECT_EQ(r["attack_items"]["rebelling_serf"], 1);
  EXPECT_EQ(r["success"], true);
  EXPECT_EQ(r["vp"]["attacker"], 4);
  EXPECT_EQ(r["location_after"]["ruler"], "blue");
  EXPECT_EQ(r["markers_returned"], json::parse(R"({"red": 1})"));  // not blue's rebelling serf
  // Variant without the Knight: only 1 saltpeter, 4 vs 4 fails.
  r = combat(R"({"attacker": "blue", "target": "feudum", )" + loc + R"(
    "pawns": [{"owner": "red", "kind": "monk"}, {"owner": "blue", "kind": "farmer"}, {"owner": "blue", "kind": "farmer"}],
    "saltpeter": 1})");
  EXPECT_EQ(r["attack"], 4);
  EXPECT_EQ(r["defense"], 4);
  EXPECT_EQ(r["success"], false);
}

TEST(FeudumCombatVectors, FE_17_KillingAMonster) {
  const json r = combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 0, "saltpeter": 1,
    "pawns": [{"owner": "green", "kind": "giant"}, {"owner": "blue", "kind": "alchemist"}]})");
  EXPECT_EQ(r["attack"], 2);
  EXPECT_EQ(r["defense"], 1);
  EXPECT_EQ(r["success"], true);
  EXPECT_EQ(r["vp"]["attacker"], 2);
  EXPECT_EQ(r["monster_defeated"], true);
  EXPECT_EQ(r["conquered_pawn"]["returns_to"], "knight_guild");
  EXPECT_EQ(r["markers_returned"], json::parse(R"({"green": 1})"));
  EXPECT_EQ(r["stars_lost"], json::object());
}

TEST(FeudumCombatVectors, FE_32_UnlimitedSaltpeterWithAKnight) {
  const json r = combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 2, "saltpeter": 3,
    "pawns": [{"owner": "blue", "kind": "knight"}, {"owner": "blue", "kind": "monk"},
              {"owner": "red", "kind": "farmer"}, {"owner": "red", "kind": "noble"}]})");
  EXPECT_EQ(r["attack"], 5);
  EXPECT_EQ(r["defense"], 4);
  EXPECT_EQ(r["success"], true);
  EXPECT_EQ(r["vp"]["attacker"], 2);
  EXPECT_EQ(r["conquered_pawn"]["index"], 2);  // only the target leaves
  EXPECT_EQ(r["stars_lost"], json::parse(R"({"farmer": 1})"));
}

TEST(FeudumCombat, ThirdPlayerPawnsAndSerfNeverCount) {
  const json r = combat(R"({"attacker": "blue", "target": "feudum",
    "location": {"type": "feudum", "guild": "farmer", "ruler": "red", "serf": "yellow"},
    "pawns": [{"owner": "blue", "kind": "farmer"}, {"owner": "yellow", "kind": "knight"}, {"owner": "yellow", "kind": "giant"}],
    "weapons": [{"kind": "sword", "turn_in": true}, {"kind": "bow", "turn_in": true}]})");
  EXPECT_EQ(r["attack"], 5);
  EXPECT_EQ(r["defense"], 2);
  EXPECT_EQ(r["turned_in"], json::parse(R"({"saltpeter": 0, "wood": 1, "iron": 1})"));
  EXPECT_EQ(r["markers_returned"], json::parse(R"({"red": 1, "yellow": 1})"));
  EXPECT_EQ(r["location_after"]["ruler"], nullptr);
}

TEST(FeudumCombat, UncommittedAttackerPawnsStayOut) {
  const json r = combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 2,
    "pawns": [{"owner": "blue", "kind": "farmer"}, {"owner": "blue", "kind": "knight", "committed": false},
              {"owner": "red", "kind": "farmer"}, {"owner": "red", "kind": "sea_serpent"}]})");
  EXPECT_EQ(r["attack"], 1);
  EXPECT_EQ(r["defense"], 3);
  EXPECT_EQ(r["knight_involved"], false);
}

TEST(FeudumCombat, BadInput) {
  const std::string pawns = R"("pawns": [{"owner": "blue", "kind": "farmer"}, {"owner": "red", "kind": "farmer"}])";
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", )" + pawns + "}"), "<root>");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 5, )" + pawns + "}"), "/target_pawn");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 0, )" + pawns + "}"), "/target_pawn");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "castle", "target_pawn": 1, )" + pawns + "}"), "/target");
  EXPECT_EQ(bad_combat(R"({"attacker": "pink", "target": "pawn", "target_pawn": 1, )" + pawns + "}"), "/attacker");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "feudum", "target_pawn": 1, )" + pawns +
                       R"(, "location": {"type": "feudum", "guild": "monk", "ruler": "red"}})"),
            "/target_pawn");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "feudum", )" + pawns + "}"), "<root>");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "feudum", )" + pawns +
                       R"(, "location": {"type": "town", "ruler": "red"}})"),
            "/location/type");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "feudum", )" + pawns +
                       R"(, "location": {"type": "feudum", "guild": "monk"}})"),
            "/location");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "feudum", )" + pawns +
                       R"(, "location": {"type": "feudum", "guild": "monk", "ruler": "blue"}})"),
            "/location/ruler");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "feudum", )" + pawns +
                       R"(, "location": {"type": "feudum", "ruler": "red"}})"),
            "/location");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "feudum", )" + pawns +
                       R"(, "location": {"type": "feudum", "guild": "monk", "ruler": "red", "serf": "red"}})"),
            "/location/serf");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "feudum", )" + pawns +
                       R"(, "location": {"type": "feudum", "guild": "monk", "subject": true}})"),
            "/location/subject");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, )" + pawns +
                       R"(, "location": {"type": "town", "guild": "monk", "ruler": "red"}})"),
            "/location/guild");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, )" + pawns +
                       R"(, "location": {"type": "town", "ruler": "red", "landscape": {"resources": -1}}})"),
            "/location/landscape/resources");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1,
    "pawns": [{"owner": "blue", "kind": "farmer", "committed": false}, {"owner": "red", "kind": "farmer"}]})"),
            "/pawns");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 0,
    "pawns": [{"owner": "red", "kind": "farmer", "committed": false}, {"owner": "blue", "kind": "farmer"}]})"),
            "/pawns/0/committed");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 0,
    "pawns": [{"owner": "red", "kind": "farmer"}, {"owner": "blue", "kind": "farmer"}, {"owner": "blue", "kind": "farmer"},
              {"owner": "blue", "kind": "monk"}, {"owner": "blue", "kind": "noble"}]})"),
            "/pawns/4");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 0,
    "pawns": [{"owner": "red", "kind": "giant"}, {"owner": "blue", "kind": "giant"}]})"),
            "/pawns/1");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 0,
    "pawns": [{"owner": "red", "kind": "sea_serpent", "wine": true}, {"owner": "blue", "kind": "farmer"}]})"),
            "/pawns/0/wine");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 0,
    "pawns": [{"owner": "red", "kind": "giant", "vessel": "boat"}, {"owner": "blue", "kind": "farmer"}]})"),
            "/pawns/0/vessel");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, )" + pawns +
                       R"(, "weapons": [{"kind": "bow"}, {"kind": "bow"}]})"),
            "/weapons/1");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, )" + pawns +
                       R"(, "weapons": [{"kind": "axe"}]})"),
            "/weapons/0/kind");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, )" + pawns + R"(, "saltpeter": 31})"),
            "/saltpeter");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1, )" + pawns + R"(, "saltpeter": -1})"),
            "/saltpeter");
  EXPECT_EQ(bad_combat(R"({"attacker": "blue", "target": "pawn", "target_pawn": 1,
    "pawns": [{"owner": "blue", "kind": "dragon"}, {"owner": "red", "kind": "farmer"}]})"), "/pawns/0/kind");
  EXPECT_EQ(bad_combat(R"([1, 2])"), "<root>");
}

TEST(FeudumCombat, EnumMatchingIgnoresCaseAndSeparators) {
  const json r = combat(R"({"attacker": "BLUE", "target": "Pawn", "target_pawn": 1,
    "pawns": [{"owner": "blue", "kind": "Knight"}, {"owner": "Red", "kind": "SeaSerpent"}]})");
  EXPECT_EQ(r["defender"], "red");
  EXPECT_EQ(r["monster_defeated"], false);  // 1 vs 1 fails
}
