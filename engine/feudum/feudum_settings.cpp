#include "engine/feudum/feudum_settings.hpp"

namespace scriptorium::feudum {

namespace {
core::SettingsSchema make_schema() {
  using namespace setting;
  core::SettingsSchema s;
  s.add({kWineKnightInvolved, true, "A committed Knight on wine still lifts the saltpeter cap (Feudum G-12 [I])",
         {}, {}, {}})
      .add({kFailedAttackSpends, true, "Saltpeter and weapon goods are spent on a failed attack (Feudum G-13 [I])",
            {}, {}, {}})
      .add({kConqueredPawnTo, "personal_supply",
            "Where a conquered character pawn goes (Feudum G-40 [I])", {"personal_supply", "out_of_play"}, {}, {}})
      .add({kActiveRegionsVp, "lookup", "n active regions score 2n-1 (lookup) or n^2 (cumulative) (Feudum G-9 [I])",
            {"lookup", "cumulative"}, {}, {}})
      .add({kEpicVoyageTrailing, "own_space",
            "A disc behind its section's leader scores its own space, or nothing (Feudum G-10 [I])",
            {"own_space", "zero"}, {}, {}})
      .add({kWildFeudumOwnVp, true, "A feudum standing in for another type still scores its own 3 (Feudum G-23 [I])",
            {}, {}, {}})
      .add({kRealmCharterVp, nlohmann::json::array({3, 5, 7, 9}),
            "Realm charter vp for 1, 2, 3, 4+ ruled locations (Feudum G-22 [G])", {}, {}, {}})
      .add({kIsolatedCharterVp, nlohmann::json::array({5, 11, 17}),
            "Isolated Realm charter vp for 1, 2, 3+ ruled locations (Feudum G-22 [G])", {}, {}, {}})
      .add({kSubstituteTile, "earlier",
            "Improve substitute tile: an epoch below the current one (literal) or up to it (Feudum G-4 [I])",
            {"earlier", "same_or_earlier"}, {}, {}})
      .add({kHarvestBlockedAt, 10,
            "A farm with this many goods or more cannot be harvested (Feudum G-18: 10 English edition, 11 seed)", {},
            10, 11})
      .add({kFeudumCountsAsBase, false,
            "A feudum satisfies Explore/Harvest/Tax's outpost/farm/town requirement (Feudum G-19 [I])", {}, {}, {}});
  return s;
}

void validate_chart(const core::Settings& settings, const char* name) {
  const nlohmann::json value = settings.to_json().at(name);
  const core::JsonCursor cursor(value, "/" + std::string(name));
  cursor.require_array();
  if (cursor.size() < 1 || cursor.size() > 6) cursor.fail("expected 1 to 6 values");
  for (const auto& item : cursor.items()) item.as_int(0, 99);
}
}  // namespace

const core::SettingsSchema& settings_schema() {
  static const core::SettingsSchema schema = make_schema();
  return schema;
}

void validate_settings(const core::Settings& settings) {
  validate_chart(settings, setting::kRealmCharterVp);
  validate_chart(settings, setting::kIsolatedCharterVp);
}

std::vector<int> chart(const core::Settings& settings, const char* name) {
  return settings.to_json().at(name).get<std::vector<int>>();
}

}  // namespace scriptorium::feudum
