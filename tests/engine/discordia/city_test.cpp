// The city JSON of spec/discordia-city.md: the example, every key's default, and every invariant
// rejected with the JSON pointer of the offending value.
#include <gtest/gtest.h>

#include "engine/discordia/year_end.hpp"
#include "tests/engine/discordia/helpers.hpp"

namespace scriptorium::discordia {
namespace {

using namespace test;

const char* kSpecExample = R"({"plots": [{"kind": "port", "tile": {"type": "ship", "die_value": 3,
            "spaces": [{"required": ["blue"], "placed": ["blue"]},
                       {"required": ["blue", "gray"], "placed": []}]}},
           {"kind": "fortress", "tile": {"type": "barracks", "die_value": 2,
            "spaces": [{"required": ["red", "red", "gray"], "placed": ["red", "red", "yellow"]},
                       {"required": ["gray"], "placed": ["white"]}]}},
           {"kind": "market", "tile": null}],
 "military_towers": [{"die_value": 4, "spaces": [{"required": ["red"], "placed": []}],
                      "permanent_strength": 1}],
 "commercial_towers": [{"die_value": 1, "exchange": 3}],
 "visible_symbols": 8, "aqueduct": 2, "bag": 40, "reserve": 9})";

TEST(DiscordiaCity, SpecExampleScarcityMatchesTheContract) {
  const auto r = scarcity(city_from(kSpecExample));
  // E: the Ship's second space + the tower's space = 2; S = 8 + 2 - 2 = 8 <= bag 40.
  EXPECT_EQ(r.symbols, 8);
  EXPECT_EQ(r.empty_spaces, 2);
  EXPECT_EQ(r.aqueduct, 2);
  EXPECT_EQ(r.scarcity, 8);
  EXPECT_EQ(r.draw, 8);
  EXPECT_EQ(r.returned, 0);
  EXPECT_EQ(r.returned_from_complete_tiles, 4);  // the complete Barracks
}

// The spec says "towers never outnumber Ports", yet its own example has one Port with a military
// and a commercial tower; the example must be accepted, so only military towers are counted.
TEST(DiscordiaCity, SpecExampleHasTwoTowersOnOnePort) {
  const City c = city_from(kSpecExample);
  EXPECT_EQ(c.ports(), 1);
  EXPECT_EQ(c.military_towers.size() + c.commercial_towers.size(), 2u);
}

TEST(DiscordiaCity, SpecExampleStrengthIsFive) {
  EXPECT_EQ(strength(city_from(kSpecExample), default_settings()), 5);  // 4 on the Barracks + tower icon 1
}

TEST(DiscordiaCity, OptionalKeysDefault) {
  const City c = city_from(R"({"plots": [{"kind": "Field", "tile": {"type": "FARM", "die_value": 1,
      "spaces": [{"required": ["Yellow"]}]}}], "visible_symbols": 0, "aqueduct": 0})");
  EXPECT_TRUE(c.military_towers.empty());
  EXPECT_TRUE(c.commercial_towers.empty());
  EXPECT_FALSE(c.bag.has_value());
  EXPECT_FALSE(c.reserve.has_value());
  EXPECT_FALSE(c.plots[0].tile->spaces[0].occupied());
}

TEST(DiscordiaCity, AbsentBagAndReserveMeanEnough) {
  const auto up = scarcity(city_from(R"({"plots": [], "visible_symbols": 50, "aqueduct": 0})"));
  EXPECT_EQ(up.draw, 50);
  const auto down = scarcity(city_from(R"({"plots": [], "visible_symbols": 0, "aqueduct": 30})"));
  EXPECT_EQ(down.returned, 30);
  const auto limited = scarcity(city_from(R"({"plots": [], "visible_symbols": 0, "aqueduct": 30, "reserve": 4})"));
  EXPECT_EQ(limited.returned, 4);
}

TEST(DiscordiaCity, CompleteTilesReturnEvenWhenTheReturnEmptiesTheReserve) {
  const auto r = scarcity(city_from(R"({"plots": [{"kind": "field", "tile": {"type": "farm", "die_value": 1,
      "spaces": [{"required": ["yellow"], "placed": ["yellow"]}]}}], "visible_symbols": 0, "aqueduct": 5, "reserve": 2})"));
  EXPECT_EQ(r.returned, 2);
  EXPECT_EQ(r.returned_from_complete_tiles, 1);
}

TEST(DiscordiaCity, CommercialTowersNeverCount) {
  const auto c = city_from(R"({"plots": [{"kind": "port", "tile": null}], "commercial_towers": [{"die_value": 2, "exchange": 4}],
      "visible_symbols": 1, "aqueduct": 0})");
  EXPECT_EQ(scarcity(c).empty_spaces, 0);
  EXPECT_EQ(strength(c, default_settings()), 0);
}

TEST(DiscordiaCity, ColourDifferentFromIconIsLegal) {
  EXPECT_EQ(error_pointer(R"({"plots": [{"kind": "field", "tile": {"type": "farm", "die_value": 1,
      "spaces": [{"required": ["yellow"], "placed": ["red"]}]}}], "visible_symbols": 0, "aqueduct": 0})"),
            "no error");
}

// Each bad input names the JSON pointer of the offending value.
struct BadCity {
  const char* name;
  const char* text;
  const char* pointer;
};

const BadCity kBadCities[] = {
    {"tile on the wrong plot kind",
     R"({"plots": [{"kind": "fortress", "tile": {"type": "farm", "die_value": 1, "spaces": [{"required": ["yellow"]}]}}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/type"},
    {"4th worker on a 3-icon space",
     R"({"plots": [{"kind": "fortress", "tile": {"type": "barracks", "die_value": 1,
         "spaces": [{"required": ["red", "red", "gray"], "placed": ["red", "red", "red", "blue"]}]}}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces/0/placed"},
    {"partly filled space",
     R"({"plots": [{"kind": "fortress", "tile": {"type": "barracks", "die_value": 1,
         "spaces": [{"required": ["red", "red"], "placed": ["red"]}]}}], "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces/0/placed"},
    {"no icon", R"({"plots": [{"kind": "field", "tile": {"type": "farm", "die_value": 1, "spaces": [{"required": []}]}}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces/0/required"},
    {"four icons",
     R"({"plots": [{"kind": "field", "tile": {"type": "farm", "die_value": 1,
         "spaces": [{"required": ["gray", "gray", "gray", "gray"]}]}}], "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces/0/required"},
    {"no space", R"({"plots": [{"kind": "field", "tile": {"type": "farm", "die_value": 1, "spaces": []}}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces"},
    {"four spaces",
     R"({"plots": [{"kind": "field", "tile": {"type": "farm", "die_value": 1, "spaces": [{"required": ["gray"]},
         {"required": ["gray"]}, {"required": ["gray"]}, {"required": ["gray"]}]}}], "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces"},
    {"unknown plot kind", R"({"plots": [{"kind": "harbour", "tile": null}], "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/kind"},
    {"unknown tile type",
     R"({"plots": [{"kind": "port", "tile": {"type": "galley", "die_value": 1, "spaces": [{"required": ["blue"]}]}}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/type"},
    {"unknown icon colour",
     R"({"plots": [{"kind": "port", "tile": {"type": "ship", "die_value": 1, "spaces": [{"required": ["green"]}]}}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces/0/required/0"},
    {"gray is no worker colour",
     R"({"plots": [{"kind": "port", "tile": {"type": "ship", "die_value": 1, "spaces": [{"required": ["blue"], "placed": ["gray"]}, {"required": ["blue"]}]}}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces/0/placed/0"},
    {"die value 0", R"({"plots": [{"kind": "port", "tile": {"type": "ship", "die_value": 0, "spaces": [{"required": ["blue"]}]}}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/die_value"},
    {"die value 7",
     R"({"plots": [{"kind": "port", "tile": null}], "military_towers": [{"die_value": 7, "spaces": [{"required": ["red"]}]}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/military_towers/0/die_value"},
    {"negative symbols", R"({"plots": [], "visible_symbols": -1, "aqueduct": 0})", "/visible_symbols"},
    {"negative aqueduct", R"({"plots": [], "visible_symbols": 0, "aqueduct": -2})", "/aqueduct"},
    {"negative bag", R"({"plots": [], "visible_symbols": 0, "aqueduct": 0, "bag": -1})", "/bag"},
    {"negative reserve", R"({"plots": [], "visible_symbols": 0, "aqueduct": 0, "reserve": -3})", "/reserve"},
    {"permanent strength 2",
     R"({"plots": [{"kind": "port", "tile": null}], "military_towers": [{"die_value": 1, "spaces": [{"required": ["red"]}],
         "permanent_strength": 2}], "visible_symbols": 0, "aqueduct": 0})",
     "/military_towers/0/permanent_strength"},
    {"exchange 5",
     R"({"plots": [{"kind": "port", "tile": null}], "commercial_towers": [{"die_value": 1, "exchange": 5}],
         "visible_symbols": 0, "aqueduct": 0})",
     "/commercial_towers/0/exchange"},
    {"missing plots", R"({"visible_symbols": 0, "aqueduct": 0})", ""},
    {"missing tile key", R"({"plots": [{"kind": "port"}], "visible_symbols": 0, "aqueduct": 0})", "/plots/0"},
    {"missing visible_symbols", R"({"plots": [], "aqueduct": 0})", ""},
    {"space filled after an empty one",
     R"({"plots": [{"kind": "field", "tile": {"type": "farm", "die_value": 1,
         "spaces": [{"required": ["yellow"]}, {"required": ["yellow"], "placed": ["yellow"]}]}}], "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile/spaces/1"},
    {"complete ship",
     R"({"plots": [{"kind": "port", "tile": {"type": "ship", "die_value": 1,
         "spaces": [{"required": ["blue"], "placed": ["blue"]}]}}], "visible_symbols": 0, "aqueduct": 0})",
     "/plots/0/tile"},
    {"more towers than ports",
     R"({"plots": [{"kind": "port", "tile": null}], "military_towers": [{"die_value": 1, "spaces": [{"required": ["red"]}]},
         {"die_value": 2, "spaces": [{"required": ["red"]}]}], "visible_symbols": 0, "aqueduct": 0})",
     "/military_towers"},
    {"plots not an array", R"({"plots": {}, "visible_symbols": 0, "aqueduct": 0})", "/plots"},
};

TEST(DiscordiaCity, EveryInvariantIsBadInputWithItsPointer) {
  for (const auto& bad : kBadCities) {
    EXPECT_EQ(error_pointer(bad.text), bad.pointer) << bad.name;
  }
}

}  // namespace
}  // namespace scriptorium::discordia
