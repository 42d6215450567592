// The battle JSON of cli.md "Medioevo Universale", validated: every impossible value (negative
// counts, a captain of level 4, a d8 showing 9, an unknown card) throws core::InputError naming
// its JSON pointer.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json_input.hpp"
#include "engine/core/settings.hpp"
#include "engine/medioevo/dice_math.hpp"
#include "engine/medioevo/units.hpp"

namespace scriptorium::medioevo {

enum class Protection : std::uint8_t { siege, archers, melee };
inline constexpr std::array<core::EnumName<Protection>, 3> kProtectionNames{
    {{Protection::siege, "siege"}, {Protection::archers, "archers"}, {Protection::melee, "melee"}}};

enum class SiegeTarget : std::uint8_t { units, building };
inline constexpr std::array<core::EnumName<SiegeTarget>, 2> kSiegeTargetNames{
    {{SiegeTarget::units, "units"}, {SiegeTarget::building, "building"}}};

enum class CaptainUse : std::uint8_t { gain, enable, cancel };
inline constexpr std::array<core::EnumName<CaptainUse>, 3> kCaptainUseNames{
    {{CaptainUse::gain, "gain"}, {CaptainUse::enable, "enable"}, {CaptainUse::cancel, "cancel"}}};

enum class Tech : std::uint8_t { maquinaria, tacticas, estrategia, promocion };
inline constexpr std::array<core::EnumName<Tech>, 4> kTechNames{{{Tech::maquinaria, "maquinaria"},
                                                                 {Tech::tacticas, "tacticas"},
                                                                 {Tech::estrategia, "estrategia"},
                                                                 {Tech::promocion, "promocion"}}};

struct CaptainPower {
  CaptainUse use = CaptainUse::gain;
  UnitKind type = UnitKind::arc;  // li, hi, cav or arc
  bool operator==(const CaptainPower&) const = default;
};

inline constexpr int kMaxEngines = 8;  // siege engines one side may field in a battle

struct SiegeEngine {
  int level = 1;               // I catapult, II trebuchet, III bombard
  Army crew;                   // requested crew (units of the side's army)
  SiegeTarget target = SiegeTarget::units;
  std::vector<int> dice;       // d8 per shot (round only)
  std::string pointer;
};

// A unit on the promotion chain LI/ARC <-> HI <-> CAV <-> CPT I <-> CPT II <-> CPT III.
struct ChainUnit {
  UnitKind kind = UnitKind::li;
  int level = 1;  // captains only
};

struct Promotion {
  bool opponent = false;  // the unit changed belongs to the other side
  ChainUnit from;
  ChainUnit to;
  std::string pointer;
};

struct TechUse {
  Tech tech = Tech::maquinaria;
  int points = 0;                    // tacticas / estrategia: TP spent = damage points
  std::optional<UnitKind> target;    // tacticas: the enemy unit kind the points go to
  std::vector<Promotion> promotions; // promocion
  std::string pointer;
};

enum class DieSlot : std::uint8_t { d4, d6, d8 };
inline constexpr std::array<core::EnumName<DieSlot>, 3> kDieSlotNames{
    {{DieSlot::d4, "d4"}, {DieSlot::d6, "d6"}, {DieSlot::d8, "d8"}}};

struct CardPlay {
  int card = 0;                      // 1..72
  int roll = 0;                      // die roll the card needs (Ballestero 7, spies); 0 = none
  std::optional<UnitKind> unit;      // unit the card adds / targets
  int level = 1;                     // captain level for a unit card
  std::optional<DieSlot> die;        // Asesino: which die
  bool on_opponent = false;          // Asesino: the die belongs to the other side
  int engine = 0;                    // Spy 16: index of the enemy engine sabotaged
  std::string pointer;
};

struct SideInput {
  std::string name;                  // "Blue"; defaults to "attacker"/"defender"
  std::string pointer;               // "/attacker"
  bool barbarian = false;
  int position = 0;                  // turn position (player sides)
  Army units;                        // every army unit on the side, siege crews included
  Reserve reserve;
  std::optional<MeleeDice> dice;     // final d4, d6, d8
  std::vector<int> archer_dice;      // d8 per archer shot, in order
  std::vector<SiegeEngine> siege;
  int building = 0;                  // military building level 0 (none) .. 3
  int building_damage = 0;           // destruction markers already on it
  std::vector<Protection> protection;
  std::optional<int> flee_mp;        // fleeing: MP the flight move costs
  bool capture = false;
  bool surrender = false;
  std::vector<int> galleys;          // naval: galley levels
  std::vector<int> sink_dice;        // naval: d8 per galley if the side loses every unit
  std::vector<CardPlay> cards;
  std::vector<TechUse> techs;
  int sacrifice_li = 0;
  std::vector<UnitKind> damage_order;  // complete order, cheapest first by default
  std::vector<CaptainPower> captain_powers;
  int blood_markers = 0;

  bool has_card(int card) const;
  const CardPlay* card(int number) const;
  bool has_tech(Tech tech) const;
  const TechUse* tech(Tech tech) const;
};

struct BattleInput {
  int players = 4;
  bool naval = false;
  SideInput attacker;
  SideInput defender;
};

// Reads a battle. `need_dice`: player sides must give `dice` (round) or must not need them (odds).
BattleInput parse_battle(const core::JsonCursor& root, const core::Settings& settings, bool need_dice);

// The cheapest-first damage order (LI, ARC, HI, CAV, CPT), ARC before HI as in MU-6.
const std::vector<UnitKind>& cheapest_first_order();

}  // namespace scriptorium::medioevo
