#include "engine/feudum/combat.hpp"

#include "engine/feudum/feudum_settings.hpp"

namespace scriptorium::feudum {

namespace {

constexpr std::array<core::EnumName<Weapon>, 2> kWeapons{{{Weapon::Bow, "bow"}, {Weapon::Sword, "sword"}}};

Pawn parse_pawn(const core::JsonCursor& c) {
  c.require_object();
  Pawn p;
  p.owner = c.at("owner").as_enum(colour_names(), "colour");
  p.kind = c.at("kind").as_enum(pawn_kind_names(), "pawn kind");
  p.wine = c.get_bool("wine", false);
  p.committed = c.get_bool("committed", true);
  if (auto v = c.find("vessel")) p.vessel = v->as_enum(vessel_names(), "vessel");
  if (is_monster(p.kind) && p.wine) c.at("wine").fail("a monster is never nourished with wine");
  if (is_monster(p.kind) && p.vessel) c.at("vessel").fail("a monster never uses a vessel");
  return p;
}

void check_pawn_counts(const std::vector<Pawn>& pawns, const core::JsonCursor& list) {
  int characters[kColourCount] = {};
  int giants = 0, serpents = 0;
  for (std::size_t i = 0; i < pawns.size(); ++i) {
    const Pawn& p = pawns[i];
    if (p.kind == PawnKind::Giant && ++giants > 1) list.at(i).fail("more than one giant");
    if (p.kind == PawnKind::SeaSerpent && ++serpents > 1) list.at(i).fail("more than one sea serpent");
    if (!is_monster(p.kind) && ++characters[static_cast<int>(p.owner)] > 3) {
      list.at(i).fail("more than 3 character pawns of " + std::string(name_of(p.owner)));
    }
  }
}

}  // namespace

bool knight_involved(const CombatInput& input, const core::Settings& settings) {
  const bool wine_counts = settings.get_bool(setting::kWineKnightInvolved);
  for (const auto& p : input.pawns) {
    if (p.owner == input.attacker && p.committed && p.kind == PawnKind::Knight && (wine_counts || !p.wine)) return true;
  }
  return false;
}

CombatInput parse_combat(const core::JsonCursor& root, const core::Settings& settings) {
  root.require_object();
  CombatInput in;
  in.attacker = root.at("attacker").as_enum(colour_names(), "colour");
  const core::JsonCursor target = root.at("target");
  const std::string target_text = core::normalize_enum_text(target.as_string());
  if (target_text != "pawn" && target_text != "feudum") target.fail("unknown target \"" + target.as_string() + "\"");
  in.target_feudum = target_text == "feudum";

  const core::JsonCursor pawns = root.at("pawns");
  pawns.require_array();
  for (const auto& p : pawns.items()) in.pawns.push_back(parse_pawn(p));
  check_pawn_counts(in.pawns, pawns);
  for (std::size_t i = 0; i < in.pawns.size(); ++i) {
    if (!in.pawns[i].committed && in.pawns[i].owner != in.attacker) {
      pawns.at(i).at("committed").fail("only the attacker chooses which pawns take part");
    }
  }

  if (auto loc = root.find("location")) in.location = parse_location(*loc, false);
  if (in.target_feudum) {
    if (root.has("target_pawn")) root.at("target_pawn").fail("target_pawn given with target feudum");
    if (!in.location) root.fail("target feudum needs the location");
    const core::JsonCursor loc = root.at("location");
    if (in.location->type != LocationType::Feudum) loc.at("type").fail("only a feudum can be attacked");
    if (!in.location->ruler) loc.fail("the attacked feudum has no ruler");
    if (in.location->ruler == in.attacker) loc.at("ruler").fail("the attacker rules this feudum");
  } else {
    const core::JsonCursor index = root.at("target_pawn");
    in.target_pawn = index.as_int32(0, INT_MAX);
    if (in.target_pawn >= static_cast<int>(in.pawns.size())) index.fail("target_pawn is not in pawns");
    if (in.pawns[in.target_pawn].owner == in.attacker) index.fail("the attacker cannot attack its own pawn");
  }

  bool any_attacker = false;
  for (const auto& p : in.pawns) any_attacker = any_attacker || (p.owner == in.attacker && p.committed);
  if (!any_attacker) pawns.fail("no committed pawn of the attacker at the location");

  if (auto weapons = root.find("weapons")) {
    weapons->require_array();
    if (weapons->size() > 2) weapons->fail("at most 2 weapons (one bow, one sword)");
    for (const auto& w : weapons->items()) {
      w.require_object();
      WeaponPlay play{w.at("kind").as_enum(std::span<const core::EnumName<Weapon>>(kWeapons), "weapon"),
                      w.get_bool("turn_in", false)};
      for (const auto& earlier : in.weapons) {
        if (earlier.kind == play.kind) w.fail("two weapons of the same kind");
      }
      in.weapons.push_back(play);
    }
  }
  in.defend = root.get_bool("defend", false);
  in.saltpeter = root.get_int("saltpeter", 0, 0, 30);
  if (in.saltpeter > 1 && !knight_involved(in, settings)) {
    root.at("saltpeter").fail("more than 1 saltpeter needs a Knight taking part");
  }
  return in;
}

CombatResult resolve_combat(const CombatInput& in, const core::Settings& settings) {
  CombatResult r;
  r.defender = in.target_feudum ? *in.location->ruler : in.pawns[in.target_pawn].owner;
  for (const auto& p : in.pawns) {
    if (p.owner == in.attacker && p.committed) {
      if (is_monster(p.kind)) {
        ++r.attack_items.monsters;
      } else if (!p.wine) {
        ++r.attack_items.pawns;
      }
    } else if (p.owner == r.defender) {  // every defender pawn defends; third colours never count
      if (is_monster(p.kind)) {
        ++r.defense_items.monsters;
      } else if (!p.wine) {
        r.defense_items.pawns += 2;
      }
    }
  }
  if (in.target_feudum) {
    r.defense_items.feudum = 2;
    r.defense_items.subject = in.location->subject ? 1 : 0;
    r.attack_items.rebelling_serf = in.location->serf == in.attacker ? 1 : 0;
  }
  r.defense_items.defend = in.defend ? 1 : 0;
  r.attack_items.saltpeter = in.saltpeter;
  for (const auto& w : in.weapons) r.attack_items.weapons += w.turn_in ? 2 : 1;

  r.attack = r.attack_items.sum();
  r.defense = r.defense_items.sum();
  r.success = r.attack > r.defense;  // a tie fails
  r.knight_involved = knight_involved(in, settings);
  r.vp_attacker = r.success ? (in.target_feudum ? 4 : 2) : 0;
  r.vp_defender = in.defend ? 1 : 0;

  if (r.success || settings.get_bool(setting::kFailedAttackSpends)) {
    r.turned_in_saltpeter = in.saltpeter;
    for (const auto& w : in.weapons) {
      if (w.turn_in) (w.kind == Weapon::Bow ? r.turned_in_wood : r.turned_in_iron) += 1;
    }
  }
  if (!r.success) return r;

  if (in.target_feudum) {
    Location after;
    after.type = LocationType::Outpost;
    if (in.location->serf == in.attacker) after.ruler = in.attacker;  // the rebelling serf moves on top
    r.location_after = after;
    r.markers_returned[r.defender] = 1 + (in.location->subject ? 1 : 0);
    if (in.location->serf && in.location->serf != in.attacker) r.markers_returned[*in.location->serf] += 1;
    r.stars_lost[*in.location->guild] = 3;
  } else {
    const Pawn& target = in.pawns[in.target_pawn];
    ConqueredPawn c;
    c.index = in.target_pawn;
    c.abandoned_vessel = target.vessel;
    if (is_monster(target.kind)) {
      c.returns_to = "knight_guild";
      r.monster_defeated = true;
      r.markers_returned[r.defender] = 1;
    } else {
      c.returns_to = settings.get_string(setting::kConqueredPawnTo);
      r.stars_lost[guild_of(target.kind)] = 1;
    }
    r.conquered_pawn = c;
  }
  return r;
}

nlohmann::json to_json(const CombatResult& r) {
  auto colour_or_null = [](const std::optional<Colour>& c) {
    return c ? nlohmann::json(name_of(*c)) : nlohmann::json(nullptr);
  };
  nlohmann::json out = {
      {"defender", name_of(r.defender)},
      {"attack", r.attack},
      {"defense", r.defense},
      {"success", r.success},
      {"attack_items",
       {{"pawns", r.attack_items.pawns}, {"monsters", r.attack_items.monsters},
        {"rebelling_serf", r.attack_items.rebelling_serf}, {"saltpeter", r.attack_items.saltpeter},
        {"weapons", r.attack_items.weapons}}},
      {"defense_items",
       {{"pawns", r.defense_items.pawns}, {"monsters", r.defense_items.monsters}, {"feudum", r.defense_items.feudum},
        {"subject", r.defense_items.subject}, {"defend", r.defense_items.defend}}},
      {"knight_involved", r.knight_involved},
      {"vp", {{"attacker", r.vp_attacker}, {"defender", r.vp_defender}}},
      {"military_service", r.success},
      {"turned_in", {{"saltpeter", r.turned_in_saltpeter}, {"wood", r.turned_in_wood}, {"iron", r.turned_in_iron}}},
      {"monster_defeated", r.monster_defeated}};
  if (r.conquered_pawn) {
    out["conquered_pawn"] = {{"index", r.conquered_pawn->index},
                             {"returns_to", r.conquered_pawn->returns_to},
                             {"abandoned_vessel", r.conquered_pawn->abandoned_vessel
                                                      ? nlohmann::json(name_of(*r.conquered_pawn->abandoned_vessel))
                                                      : nlohmann::json(nullptr)}};
  } else {
    out["conquered_pawn"] = nullptr;
  }
  if (r.location_after) {
    out["location_after"] = {{"type", name_of(r.location_after->type)},
                             {"ruler", colour_or_null(r.location_after->ruler)},
                             {"subject", false},
                             {"serf", nullptr}};
  } else {
    out["location_after"] = nullptr;
  }
  nlohmann::json markers = nlohmann::json::object();
  for (const auto& [colour, n] : r.markers_returned) markers[std::string(name_of(colour))] = n;
  out["markers_returned"] = markers;
  nlohmann::json stars = nlohmann::json::object();
  for (const auto& [guild, n] : r.stars_lost) stars[std::string(name_of(guild))] = n;
  out["stars_lost"] = stars;
  return out;
}

}  // namespace scriptorium::feudum
