#include "engine/rattus/rattus_settings.hpp"

namespace scriptorium::rattus {

namespace {
core::SettingsSchema make_schema() {
  using namespace setting;
  core::SettingsSchema schema;
  schema
      .add({kReserveDeck, nlohmann::json::array({10, 12, 6, 6}),
            "Reserve deck size for 2/3/4/5 players (Rattus §2 step 8, A-1 [DERIVED])", {}, {}, {}})
      .add({kSpecialMajorityVp, 2, "VP for the unique most Swords/Flutes/Passes (Rattus A-3; OCR '9')",
            {}, 0, 99})
      .add({kGold2pTieSplit, 6,
            "2 players tied for most Gold split this many VP (Rattus A-5: 6 -> 3 each; 9 -> 4 each)", {}, 6, 9})
      .add({kHandNeedsCard, true, "Hand majority needs at least 1 card (Rattus §4.3.2 [ASSUMPTION])", {}, {}, {}})
      .add({kSpecialNeedsCard, true,
            "Nobody scores a special type nobody holds (Rattus §4.3.3, A-13 [ASSUMPTION])", {}, {}, {}})
      .add({kGoldNeedsGold, true, "A player with 0 Gold scores nothing (Rattus §4.3.4 [ASSUMPTION])", {}, {}, {}})
      .add({kAllEliminated, "nobody",
            "Everyone eliminated: nobody wins, or the lowest rat total wins (Rattus §4.4 optional variant)",
            {"nobody", "lowest_rats"}, {}, {}})
      .add({kAllEliminatedTie, "shared",
            "Lowest-rats variant tied: shared victory, or most VP among them (Rattus A-18 [ASSUMPTION])",
            {"shared", "most_vp"}, {}, {}})
      .add({kFluteWithoutRats, "nothing",
            "Flute top player without rats: nothing happens, or the low player takes 1 rat from the supply (Rattus A-10 [ASSUMPTION])", {"nothing", "from_supply"}, {}, {}})
      .add({kGuardTowerHand, "snapshot",
            "Guard Tower compares against the premium player's hand at the start of the action, or as it "
            "grows during the transfers (Rattus A-8)",
            {"snapshot", "live"}, {}, {}})
      .add({kBreweryRounding, "floor", "Brewery standard: 1 card per 2 influence, rounded (Rattus A-16)",
            {"floor", "ceil"}, {}, {}})
      .add({kPassesCommittable, false,
            "Passes may be committed face down into a building, giving nothing (Rattus §3 phase C [ASSUMPTION]: "
            "not committable)",
            {}, {}, {}})
      .add({kSplitRatTokens, true,
            "A 3 or 5 rat token may be split into 1s to pay a discard (Rattus §4.2 [ASSUMPTION])", {}, {}, {}})
      .add({kHospitalExtraCards, "warn",
            "Hospital cards discarded beyond the rats held: allowed with a warning, or forbidden (Rattus RC-24)",
            {"warn", "forbid"}, {}, {}});
  return schema;
}
}  // namespace

const core::SettingsSchema& settings_schema() {
  static const core::SettingsSchema schema = make_schema();
  return schema;
}

}  // namespace scriptorium::rattus
