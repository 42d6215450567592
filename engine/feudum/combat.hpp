// One Conquer attack (rules/feudum.md §2.2–2.5; input, output and bad input: spec/feudum.md).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/settings.hpp"
#include "engine/feudum/location.hpp"

namespace scriptorium::feudum {

struct Pawn {
  Colour owner = Colour::Blue;
  PawnKind kind = PawnKind::Farmer;
  bool wine = false;
  bool committed = true;
  std::optional<Vessel> vessel;
};

enum class Weapon { Bow, Sword };

struct WeaponPlay {
  Weapon kind = Weapon::Bow;
  bool turn_in = false;
};

struct CombatInput {
  Colour attacker = Colour::Blue;
  bool target_feudum = false;
  int target_pawn = -1;
  std::optional<Location> location;
  std::vector<Pawn> pawns;
  int saltpeter = 0;
  std::vector<WeaponPlay> weapons;
  bool defend = false;
};

struct AttackItems {
  int pawns = 0, monsters = 0, rebelling_serf = 0, saltpeter = 0, weapons = 0;
  int sum() const { return pawns + monsters + rebelling_serf + saltpeter + weapons; }
};

struct DefenseItems {
  int pawns = 0, monsters = 0, feudum = 0, subject = 0, defend = 0;
  int sum() const { return pawns + monsters + feudum + subject + defend; }
};

struct ConqueredPawn {
  int index = 0;
  std::string returns_to;  // personal_supply, out_of_play or knight_guild
  std::optional<Vessel> abandoned_vessel;
};

struct CombatResult {
  Colour defender = Colour::Blue;
  AttackItems attack_items;
  DefenseItems defense_items;
  int attack = 0;
  int defense = 0;
  bool success = false;
  bool knight_involved = false;
  int vp_attacker = 0;
  int vp_defender = 0;
  int turned_in_saltpeter = 0, turned_in_wood = 0, turned_in_iron = 0;
  std::optional<ConqueredPawn> conquered_pawn;
  bool monster_defeated = false;
  std::optional<Location> location_after;
  std::map<Colour, int> markers_returned;
  std::map<Guild, int> stars_lost;
};

// Whether the attacker's committed pawns involve a Knight (G-12 setting).
bool knight_involved(const CombatInput& input, const core::Settings& settings);

// Parses and validates; throws core::InputError naming the pointer.
CombatInput parse_combat(const core::JsonCursor& root, const core::Settings& settings);

CombatResult resolve_combat(const CombatInput& input, const core::Settings& settings);

nlohmann::json to_json(const CombatResult& result);

}  // namespace scriptorium::feudum
