// One battle round of Medioevo Universale (rules §1.3), split into its random stages so the
// same code resolves a round from the dice (`medioevo round`) and enumerates it exactly
// (`medioevo odds`): pre-round -> siege volley -> archer fire -> melee powers -> melee dice.
#pragma once

#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/settings.hpp"
#include "engine/medioevo/battle_input.hpp"
#include "engine/medioevo/damage.hpp"

namespace scriptorium::medioevo {

enum class Winner : std::uint8_t { attacker, defender, tie };
std::string_view winner_name(Winner winner);

// What changes from round to round of a battle: the armies, reserves and buildings.
struct SideState {
  Army army;
  Reserve reserve;
  int building = 0;         // military building level, 0 = none or destroyed
  int building_damage = 0;  // destruction markers
  bool operator==(const SideState&) const = default;
};
struct BattleState {
  std::array<SideState, 2> side;  // 0 = attacker, 1 = defender
  bool operator==(const BattleState&) const = default;
};
BattleState initial_state(const BattleInput& battle);

// How the attack value is made from the attack base (everything but the dice).
struct AttackMods {
  int add = 0;               // sacrifices, galleys, Condottiero 5, blood markers, turn penalty
  bool flee = false;         // halved rounding up after all other modifiers
  bool capture_halving = false;
  int capture_reduction = 0;  // Carcelero 41
  bool clamp = false;        // clamp_negative_attack
  bool fixed = false;        // barbarian: dice fixed, no rerolls
  bool critical = true;      // use the critical multiplication
  bool operator==(const AttackMods&) const = default;
};
int final_attack(int base, const AttackMods& mods);
int dice_attack_base(const MeleeDice& dice, const AttackMods& mods);

struct RoundOptions {
  bool first_round = true;  // cards, techs and sacrifices act (later rounds: setting battle_later_rounds)
  bool strict = true;       // inconsistent choices are input errors (round); odds clamp them
  bool explain = false;     // collect the step-by-step explanation
};

// Per-side working values of one round; plain data so odds can copy it at every branch.
struct SideWork {
  Army army;
  Army crews;
  Army trapped;  // Spy 18: out of the fight, still takes damage
  Reserve reserve;
  int building = 0;
  int building_damage = 0;
  int reduction = 0;                   // protection points of the building (0 = none)
  std::array<bool, 3> protect{};       // by Protection
  std::array<int, kMaxEngines> engine_level{};  // level after sabotage (0 = destroyed)
  std::array<int, kMaxEngines> engine_shots{};
  std::array<bool, kMaxEngines> engine_vs_building{};
  int engines = 0;
  bool ignore_first = false;           // Cirujano 27
  bool defer_ranged = false;           // Cirujano 29
  int deferred = 0;
  int flee_mp = -1;                    // -1: not fleeing
  bool capture = false;
  bool capture_halving = false;
  // captain powers
  int captain_uses = 0;
  std::array<int, 4> gain{};           // by li, hi, cav, arc
  std::array<bool, 4> enable{};
  std::array<bool, 4> cancel{};
  // powers active this round
  std::array<bool, 4> power{};         // li, hi, cav, arc
  int archer_shots = 0;
  int archer_lowering = 0;
  int estrategia = 0;
  int sacrificed = 0;
  int hi_power = 0;                    // CAS reduction
  int cav_power = 0;                   // cavalry dealing damage
  int melee_units = 0;
  AttackMods mods;
  // tallies
  int siege_hits = 0;
  int siege_damage = 0;                // to the other side's units, after protection
  int building_hits = 0;               // destruction markers dealt
  int archer_hits = 0;
  int archer_damage = 0;               // to the other side, after protection
  int received = 0;                    // damage_to_X
  int attack = 0;
  int attack_base = 0;
  int casualty = 0;
  int dice_min = 0;
  Army prisoners;                      // taken by this side
  Army lost;                           // removed from this side (incl. prisoners taken from it)
  int galleys_sunk = 0;
};

// The melee arithmetic of steps 7-10, before any damage is assigned.
struct MeleeNumbers {
  Winner winner = Winner::tie;
  int diff = 0;
  int battle_score = 0;
  int superiority = 0;
  int superiority_damage = 0;
  int superiority_casualty = 0;
  std::array<int, 2> cavalry{};       // cavalry damage dealt by side
  std::array<int, 2> melee_damage{};  // melee damage received by side, after protection
  std::array<int, 2> protected_by{};  // protection points used by side
  std::array<int, 2> casualty{};      // own casualty value (0 when not applied)
  std::array<bool, 2> casualty_applied{true, true};
};

class RoundEngine {
 public:
  RoundEngine(const BattleInput& battle, const core::Settings& settings, RoundOptions options);

  // Step 0: pre-round declarations and cards; siege crews and shots.
  void start(const BattleState& state);
  bool surrendered() const noexcept { return surrendered_ >= 0; }
  // Step 1: hits per engine (0 for engines that do not fire).
  void apply_siege(const std::array<std::array<int, kMaxEngines>, 2>& hits);
  // Step 2-3: archer powers, then archer hits per side.
  void decide_archers();
  void apply_archers(const std::array<int, 2>& hits);
  // Step 4-6 (before the dice): melee powers, sacrifices, attack modifiers.
  void decide_melee();
  // Step 7-10 arithmetic from each side's attack base and lowest die.
  MeleeNumbers melee_numbers(const std::array<int, 2>& base, const std::array<int, 2>& lowest) const;
  // The same from the final attack values.
  MeleeNumbers melee_from_attack(const std::array<int, 2>& attack, const std::array<int, 2>& lowest) const;
  void apply_melee(const MeleeNumbers& numbers);
  bool cards_active() const noexcept { return cards_active_; }

  // The state after the round.
  BattleState state() const;
  const SideWork& side(int i) const { return work_[static_cast<std::size_t>(i)]; }
  SideWork& side(int i) { return work_[static_cast<std::size_t>(i)]; }
  const std::vector<std::string>& explanation() const { return log_; }
  const BattleInput& battle() const { return *battle_; }
  bool naval() const { return battle_->naval; }

  // Convenience for `medioevo round`: every stage from the dice in the input.
  struct Result {
    MeleeNumbers melee;
    std::array<MeleeDice, 2> dice{};
    std::string outcome;  // continue, attacker_conquers, defender_holds, no_winner, attacker_fled, ...
    bool battle_over = false;
  };
  Result resolve_from_input(const BattleState& state);

  // After the ranged steps: melee needs units on both sides.
  bool melee_possible() const;
  MeleeNumbers skipped_melee() const;
  void finish_without_melee();

 private:
  const SideInput& input(int i) const { return i == 0 ? battle_->attacker : battle_->defender; }
  void say(const std::string& line);
  bool explaining() const { return options_.explain; }
  [[noreturn]] void reject(int side, const std::string& key, const std::string& what) const;
  void apply_card_effects(int s);
  void setup_protection(int s);
  void setup_engines(int s);
  bool available(int s, int t, const std::array<int, 2>& real) const;
  DamageResult damage(int s, int points, DamageFocus* focus = nullptr, int* prisoner_slots = nullptr,
                      bool ranged = false);
  int protection_for(int s, Protection type) const;
  std::string name(int s) const;
  Result finish(Result result);

  const BattleInput* battle_;
  const core::Settings* settings_;
  RoundOptions options_;
  std::array<SideWork, 2> work_{};
  std::vector<std::string> log_;
  int surrendered_ = -1;
  std::array<int, 2> sabotage_{-1, -1};  // engine index sabotaged by the other side's spy
  bool cards_active_ = true;
  bool superiority_as_damage_ = true;
  bool per_hit_ = false;
  bool crews_last_all_ = true;
  bool covers_casualties_ = false;
};

// The full `medioevo round` JSON document for one round resolved from the input dice.
nlohmann::json round_json(const RoundEngine& engine, const RoundEngine::Result& result);

}  // namespace scriptorium::medioevo
