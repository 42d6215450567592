#include "engine/medioevo/rules_settings.hpp"

namespace scriptorium::medioevo {

namespace {

core::SettingsSchema build_schema() {
  core::SettingsSchema s;
  auto choice = [&s](const char* name, const char* def, const char* what, std::vector<std::string> choices) {
    s.add({name, def, what, std::move(choices), std::nullopt, std::nullopt});
  };
  auto flag = [&s](const char* name, bool def, const char* what) {
    s.add({name, def, what, {}, std::nullopt, std::nullopt});
  };
  auto number = [&s](const char* name, int def, const char* what, double lo, double hi) {
    s.add({name, def, what, {}, lo, hi});
  };
  choice("superiority", "damage",
         "cli.md: each absolute-superiority point is extra damage to the loser (damage) or -1 to the "
         "winner's own casualty value (casualty)",
         {"damage", "casualty"});
  choice("two_player_penalty", "error",
         "MU §5.2 [GAP]: the penalty table starts at 3 players; error, none (no penalty), or last_minus_one "
         "(position 2 of 2 gets -1)",
         {"error", "none", "last_minus_one"});
  flag("clamp_negative_attack", false, "MU §5.3 [GAP]: clamp a negative attack value at 0 (default: keep signed)");
  flag("barbarian_critical", true,
       "MU §1.13 [INFER]: barbarian attack uses the critical multiplication of the War Circle dice");
  number("barbarian_captain_level", 1, "MU §5.8b [GAP]: level of barbarian captains given as a count", 1, 3);
  choice("captain_comparison", "highest",
         "MU §5.8a [INFER]: with several captains, powers come from the highest level (highest) or the sum of "
         "levels (sum)",
         {"highest", "sum"});
  flag("captain_gain_counts_as_type", true,
       "MU §5.8e [INFER]: a captain that gains power X counts as an X unit for the opponent's availability test");
  flag("captain_same_power_twice", false, "MU §5.8c [GAP]: one side may use the same captain power twice");
  choice("protection_mode", "per_round",
         "MU §1.11 [INFER]: building protection reduces the total damage of its type once per round "
         "(per_round) or every archer/siege hit (per_hit)",
         {"per_round", "per_hit"});
  flag("melee_protection_covers_casualties", false,
       "MU §1.11 [INFER]: protection against melee also reduces the owner's own casualty value");
  flag("attacker_building_protection", true,
       "MU §5.9 [INFER]: an attacker owning a military building in the territory is protected by it");
  flag("crews_absorb_last_all_damage", true,
       "MU §1.9 [INFER]: siege crews absorb archer and siege damage only after all other units too");
  choice("barbarian_damage_order", "fixed",
         "MU §5.13 [INFER]: barbarian melee losses in the fixed LI, ARC, CPT order (fixed) or in the order "
         "given for the horde (owner_order)",
         {"fixed", "owner_order"});
  choice("horde_reroll", "one_die", "MU §5.15 [INFER]: at horde creation the first player rerolls one die",
         {"one_die", "each_die"});
  flag("capture_prisoners_only_removed", true,
       "MU §5.16 [INFER]: only units the damage would remove become prisoners; downgrades still happen");
  flag("capture_any_side", true, "MU §5.16 [INFER]: either side may declare a capture (false: attacker only)");
  number("carcelero41_reduction", 2, "MU §1.16 [INFER]: Carcelero 41 reduces the capture halving by this", 0, 10);
  flag("condottiero4_all_archers", true,
       "MU §5.17 [INFER]: with Condottiero 4 every unit of the outnumbering type uses its power");
  flag("defender_may_flee", false, "MU §5.1 [EXT]: only the attacker may flee");
  flag("spy_middle_nothing", true, "MU §5.23 [INFER]: a spy roll of 4-6 has no effect");
  number("barbarian_galley_level", 1, "MU §1.12 [GAP]: level of a barbarian galley", 1, 3);
  choice("reserve_default", "unused_pieces",
         "[INFER] reserve when a player side gives none: every piece of the colour not in the army "
         "(unused_pieces) or nothing (empty)",
         {"unused_pieces", "empty"});
  choice("battle_later_rounds", "no_cards",
         "issue 4 default choices: after round 1 of a whole battle no Empire cards, techs or LI sacrifices are "
         "repeated (cards are exhausted); captain powers, crews and protection are",
         {"no_cards", "repeat_all"});
  choice("rome_jerusalem_ph", "first_both",
         "MU §5.25 [GAP]: +2 PH to the first player holding both Rome and Jerusalem (first_both) or for the "
         "first conquest of each (first_each)",
         {"first_both", "first_each"});
  flag("conquest_ph_counts_sacked", true, "MU §5.26 [INFER]: conquest PH count building levels even if sacked");
  flag("blood_markers", true, "MU §1.21 variant: blood markers may be spent for +1 attack");
  return s;
}

}  // namespace

const core::SettingsSchema& settings_schema() {
  static const core::SettingsSchema schema = build_schema();
  return schema;
}

core::Settings default_settings() { return core::Settings(settings_schema()); }

}  // namespace scriptorium::medioevo
