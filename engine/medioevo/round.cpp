#include "engine/medioevo/round.hpp"

#include <algorithm>

namespace scriptorium::medioevo {

namespace {

constexpr int kLi = 0, kHi = 1, kCav = 2, kArc = 3;
constexpr std::array<const char*, 4> kPowerNames{"light infantry", "heavy infantry", "cavalry", "archer"};

template <class T, std::size_t N>
T& at(std::array<T, N>& a, int i) {
  return a[static_cast<std::size_t>(i)];
}
template <class T, std::size_t N>
const T& at(const std::array<T, N>& a, int i) {
  return a[static_cast<std::size_t>(i)];
}

// Componentwise a - b, never below zero (trapped units may have been damaged meanwhile).
Army minus_clamped(const Army& a, const Army& b) {
  Army out = a - b;
  out.li = std::max(0, out.li);
  out.hi = std::max(0, out.hi);
  out.cav = std::max(0, out.cav);
  out.arc = std::max(0, out.arc);
  for (auto& c : out.cpt) c = std::max(0, c);
  return out;
}

Army min_army(const Army& want, const Army& have) {
  Army out;
  out.li = std::min(want.li, have.li);
  out.hi = std::min(want.hi, have.hi);
  out.cav = std::min(want.cav, have.cav);
  out.arc = std::min(want.arc, have.arc);
  for (std::size_t i = 0; i < 3; ++i) out.cpt[i] = std::min(want.cpt[i], have.cpt[i]);
  return out;
}

std::string signed_text(int v) { return v < 0 ? "- " + std::to_string(-v) : "+ " + std::to_string(v); }

std::string dice_text(const MeleeDice& d) {
  return std::to_string(d[0]) + ", " + std::to_string(d[1]) + ", " + std::to_string(d[2]);
}

// "5x5 critical" / "highest die 7" / "3x3x3 critical".
std::string base_text(const MeleeDice& d, int base, bool critical) {
  if (critical && base > highest_die(d)) {
    if (d[0] == d[1] && d[1] == d[2]) {
      return std::to_string(d[0]) + "x" + std::to_string(d[0]) + "x" + std::to_string(d[0]) + " critical";
    }
    const int v = d[0] == d[1] || d[0] == d[2] ? d[0] : d[1];
    return std::to_string(v) + "x" + std::to_string(v) + " critical";
  }
  return "highest die " + std::to_string(base);
}

}  // namespace

std::string_view winner_name(Winner winner) {
  switch (winner) {
    case Winner::attacker: return "attacker";
    case Winner::defender: return "defender";
    case Winner::tie: return "tie";
  }
  return "tie";
}

BattleState initial_state(const BattleInput& battle) {
  BattleState state;
  const SideInput* sides[2] = {&battle.attacker, &battle.defender};
  for (std::size_t i = 0; i < 2; ++i) {
    state.side[i].army = sides[i]->units;
    state.side[i].reserve = sides[i]->reserve;
    state.side[i].building = sides[i]->building;
    state.side[i].building_damage = sides[i]->building_damage;
  }
  return state;
}

int final_attack(int base, const AttackMods& mods) {
  int atk = base + mods.add;
  if (mods.flee) atk = ceil_half(atk);
  if (mods.capture_halving) atk -= std::max(0, floor_half(atk) - mods.capture_reduction);
  if (mods.clamp) atk = std::max(0, atk);
  return atk;
}

int dice_attack_base(const MeleeDice& dice, const AttackMods& mods) {
  return mods.critical ? attack_base(dice) : highest_die(dice);
}

RoundEngine::RoundEngine(const BattleInput& battle, const core::Settings& settings, RoundOptions options)
    : battle_(&battle), settings_(&settings), options_(options) {
  superiority_as_damage_ = settings.get_string("superiority") == "damage";
  per_hit_ = settings.get_string("protection_mode") == "per_hit";
  crews_last_all_ = settings.get_bool("crews_absorb_last_all_damage");
  covers_casualties_ = settings.get_bool("melee_protection_covers_casualties");
}

void RoundEngine::say(const std::string& line) {
  if (options_.explain) log_.push_back(line);
}

std::string RoundEngine::name(int s) const { return input(s).name; }

void RoundEngine::reject(int s, const std::string& key, const std::string& what) const {
  throw core::InputError(what, input(s).pointer + (key.empty() ? "" : "/" + key));
}

int RoundEngine::protection_for(int s, Protection type) const {
  const SideWork& w = side(s);
  return w.protect[static_cast<std::size_t>(type)] ? w.reduction : 0;
}

DamageResult RoundEngine::damage(int s, int points, DamageFocus* focus, int* prisoner_slots, bool ranged) {
  SideWork& w = side(s);
  if (points <= 0) return {};
  DamageRules rules;
  rules.order = &input(s).damage_order;
  rules.barbarian = input(s).barbarian && settings_->get_string("barbarian_damage_order") == "fixed";
  rules.naval = battle_->naval;
  rules.crews_last = ranged ? crews_last_all_ : true;
  DamageResult r = apply_damage({w.army, w.crews, w.reserve}, points, rules, focus, &w.ignore_first, prisoner_slots);
  w.lost = w.lost + r.removed + r.prisoners;
  w.trapped = min_army(w.trapped, w.army);
  if (explaining()) {
    std::string line = "  " + name(s) + " absorbs " + std::to_string(r.absorbed) + " point(s)";
    if (r.removed.total() > 0) line += ", removes " + army_text(r.removed);
    if (r.prisoners.total() > 0) line += ", loses as prisoners " + army_text(r.prisoners);
    if (r.downgraded.total() > 0) line += ", downgrades " + army_text(r.downgraded);
    if (r.ignored > 0) line += ", ignores " + std::to_string(r.ignored) + " (Cirujano 27)";
    if (r.wasted > 0) line += "; " + std::to_string(r.wasted) + " point(s) find no unit";
    say(line + "; now " + army_text(w.army) + ".");
  }
  return r;
}

void RoundEngine::apply_card_effects(int s) {
  const int o = 1 - s;
  SideWork& w = side(s);
  SideWork& other = side(o);
  const SideInput& in = input(s);
  auto spy_result = [&](int roll) {
    if (roll <= 3) return 1;
    if (roll >= 7) return -1;
    return settings_->get_bool("spy_middle_nothing") ? 0 : -1;
  };
  auto lose_own_unit = [&] {
    for (UnitKind kind : in.damage_order) {
      if (w.army.count(kind) > 0) {
        Army one;
        const int level = kind == UnitKind::cpt ? (w.army.cpt[0] > 0 ? 1 : w.army.cpt[1] > 0 ? 2 : 3) : 1;
        one.add(kind, 1, level);
        w.army = w.army - one;
        w.lost = w.lost + one;
        say("  The spy fails: " + name(s) + " loses " + army_text(one) + ".");
        return;
      }
    }
  };
  for (const CardPlay& play : in.cards) {
    const std::string card = "card " + std::to_string(play.card);
    const UnitKind unit = play.unit.value_or(UnitKind::li);
    switch (play.card) {
      case 24:
      case 35:
        w.army.add(unit, 1, play.level);
        if (unit == UnitKind::li && w.reserve.li > 0) --w.reserve.li;
        if (unit == UnitKind::hi && w.reserve.hi > 0) --w.reserve.hi;
        if (unit == UnitKind::cav && w.reserve.cav > 0) --w.reserve.cav;
        say("Step 0: " + name(s) + " plays " + card + " and adds " + unit_label(unit, 1) + ".");
        break;
      case 67:
        if (w.army.captains() > 0 || w.army.count(unit) == 0) {
          if (options_.strict) reject(s, "cards", "card 67 needs an army without a captain and with the unit");
          break;
        }
        w.army.add(unit, -1);
        w.army.add(UnitKind::cpt, 1, 1);
        say("Step 0: " + name(s) + " plays Heroina 67: one " + std::string(unit_name(unit)) +
            " becomes a level I captain.");
        break;
      case 68: {
        int level = 0;
        for (int l = 2; l >= 1 && level == 0; --l) {
          if (w.army.cpt[static_cast<std::size_t>(l - 1)] > 0) level = l;
        }
        if (level == 0) {
          if (options_.strict) reject(s, "cards", "card 68 needs a captain below level III");
          break;
        }
        w.army.add(UnitKind::cpt, -1, level);
        w.army.add(UnitKind::cpt, 1, level + 1);
        say("Step 0: " + name(s) + " plays Heroina 68: a captain rises to level " + std::to_string(level + 1) + ".");
        break;
      }
      case 14:
        if (other.army.count(unit) == 0) {
          if (options_.strict) reject(s, "cards", "card 14: the opponent has no " + std::string(unit_name(unit)));
          break;
        }
        other.army.add(unit, -1);
        if (!input(o).barbarian) {
          if (unit == UnitKind::li) ++other.reserve.li;
          if (unit == UnitKind::hi) ++other.reserve.hi;
          if (unit == UnitKind::cav) ++other.reserve.cav;
        }
        w.army.add(unit, 1);
        if (unit == UnitKind::li && w.reserve.li > 0) --w.reserve.li;
        if (unit == UnitKind::hi && w.reserve.hi > 0) --w.reserve.hi;
        if (unit == UnitKind::cav && w.reserve.cav > 0) --w.reserve.cav;
        say("Step 0: " + name(s) + " plays Infiltrado 14: one enemy " + std::string(unit_name(unit)) +
            " changes sides.");
        break;
      case 16:
      case 17:
      case 18: {
        const int result = spy_result(play.roll);
        say("Step 0: " + name(s) + " plays spy " + card + ", roll " + std::to_string(play.roll) + ".");
        if (result < 0) lose_own_unit();
        if (result <= 0) break;
        if (play.card == 16) {
          sabotage_[static_cast<std::size_t>(o)] = play.engine;
          say("  Sabotage: enemy engine " + std::to_string(play.engine) + " loses a level.");
        } else if (other.army.count(unit) == 0) {
          if (options_.strict) reject(s, "cards", card + ": the opponent has no " + std::string(unit_name(unit)));
        } else if (play.card == 17) {
          Army one;
          one.add(unit, 1, unit == UnitKind::cpt ? other.army.top_captain_level() : 1);
          other.army = other.army - one;
          other.lost = other.lost + one;
          if (!input(o).barbarian && unit == UnitKind::li) ++other.reserve.li;
          if (!input(o).barbarian && unit == UnitKind::hi) ++other.reserve.hi;
          if (!input(o).barbarian && unit == UnitKind::cav) ++other.reserve.cav;
          say("  Ambush: " + name(o) + " loses " + army_text(one) + ".");
        } else {
          other.trapped.add(unit, 1, unit == UnitKind::cpt ? other.army.top_captain_level() : 1);
          say("  Trap: one " + name(o) + " " + std::string(unit_name(unit)) + " is out of the fight.");
        }
        break;
      }
      default:
        break;
    }
  }
  if (const TechUse* promo = in.tech(Tech::promocion)) {
    for (const Promotion& p : promo->promotions) {
      SideWork& target = p.opponent ? other : w;
      const int have = p.from.kind == UnitKind::cpt ? target.army.cpt[static_cast<std::size_t>(p.from.level - 1)]
                                                    : target.army.count(p.from.kind);
      if (have == 0) {
        if (options_.strict) throw core::InputError("no such unit to promote", p.pointer);
        continue;
      }
      target.army.add(p.from.kind, -1, p.from.level);
      target.army.add(p.to.kind, 1, p.to.level);
      say("Step 0: " + name(s) + " uses Promocion: one " + name(p.opponent ? o : s) + " " +
          std::string(unit_name(p.from.kind)) + " is treated as " + std::string(unit_name(p.to.kind)) + ".");
    }
  }
}

void RoundEngine::setup_protection(int s) {
  SideWork& w = side(s);
  const SideInput& in = input(s);
  int reduction = w.building > 0 ? building_reduction(w.building) : 0;
  if (cards_active_ && in.has_card(26)) reduction = w.building > 0 ? reduction + 1 : 1;
  if (s == 0 && !settings_->get_bool("attacker_building_protection")) reduction = 0;
  w.reduction = reduction;
  w.protect = {};
  if (reduction > 0) {
    for (Protection p : in.protection) w.protect[static_cast<std::size_t>(p)] = true;
  }
  if (reduction > 0 && !in.protection.empty()) {
    std::string types;
    for (Protection p : in.protection) {
      types += (types.empty() ? "" : " and ") + std::string(core::enum_name(p, names(kProtectionNames)));
    }
    say("Step 0: " + name(s) + "'s military building protects against " + types + " (-" +
        std::to_string(reduction) + ").");
  }
}

void RoundEngine::setup_engines(int s) {
  SideWork& w = side(s);
  const SideInput& in = input(s);
  w.engines = static_cast<int>(std::min<std::size_t>(in.siege.size(), kMaxEngines));
  for (int e = 0; e < w.engines; ++e) {
    const SiegeEngine& engine = in.siege[static_cast<std::size_t>(e)];
    int level = engine.level;
    if (at(sabotage_, s) == e) level -= 1;
    at(w.engine_level, e) = level;
    if (level <= 0) {
      say("Step 1: " + name(s) + "'s engine " + std::to_string(e) + " is destroyed by sabotage.");
      continue;
    }
    const Army available = minus_clamped(minus_clamped(w.army, w.crews), w.trapped);
    const Army crew = min_army(engine.crew, available);
    w.crews = w.crews + crew;
    int shots = crew.total() * (cards_active_ && in.has_card(10) ? 2 : 1);
    if (cards_active_ && in.has_card(52)) shots += 1;
    at(w.engine_shots, e) = shots;
    at(w.engine_vs_building, e) = engine.target == SiegeTarget::building;
  }
}

void RoundEngine::start(const BattleState& state) {
  log_.clear();
  cards_active_ = options_.first_round || settings_->get_string("battle_later_rounds") == "repeat_all";
  sabotage_ = {-1, -1};
  surrendered_ = -1;
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    w = SideWork{};
    const SideState& st = state.side[static_cast<std::size_t>(s)];
    w.army = st.army;
    w.reserve = st.reserve;
    w.building = st.building;
    w.building_damage = st.building_damage;
  }
  for (int s = 0; s < 2; ++s) {
    if (input(s).surrender) {
      surrendered_ = s;
      say(name(s) + " surrenders: its units leave the board and the battle ends.");
      return;
    }
  }
  if (cards_active_) {
    apply_card_effects(0);
    apply_card_effects(1);
  }
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    const SideInput& in = input(s);
    w.flee_mp = in.flee_mp ? *in.flee_mp : -1;
    if (w.flee_mp >= 0) {
      say("Step 0: " + name(s) + " declares flight (the move costs " + std::to_string(w.flee_mp) + " MP).");
    }
    w.ignore_first = cards_active_ && in.has_card(27);
    w.defer_ranged = cards_active_ && in.has_card(29);
    setup_protection(s);
  }
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    const SideInput& in = input(s);
    w.capture = in.capture;
    if (w.capture) {
      const int required = cards_active_ && in.has_card(40) ? 2 : 3;
      const int mine = w.army.total();
      const int theirs = side(1 - s).army.total();
      w.capture_halving = mine < required * theirs;
      say("Step 0: " + name(s) + " declares a capture with " + std::to_string(mine) + " against " +
          std::to_string(theirs) + " units: " +
          (w.capture_halving ? "below " + std::to_string(required) + ":1, its attack will be halved."
                             : "at least " + std::to_string(required) + ":1, a normal battle."));
    }
  }
  for (int s = 0; s < 2; ++s) setup_engines(s);
}

void RoundEngine::apply_siege(const std::array<std::array<int, kMaxEngines>, 2>& hits) {
  std::array<int, 2> to_units{};
  std::array<int, 2> to_building{};
  for (int s = 0; s < 2; ++s) {
    const int o = 1 - s;
    SideWork& w = side(s);
    const int reduction = protection_for(o, Protection::siege);
    int units = 0;
    for (int e = 0; e < w.engines; ++e) {
      const int shots = at(w.engine_shots, e);
      if (shots == 0) continue;
      const int h = std::min(at(at(hits, s), e), shots);
      const int level = at(w.engine_level, e);
      w.siege_hits += h;
      if (at(w.engine_vs_building, e)) {
        if (side(o).building == 0 && options_.strict) {
          reject(s, "siege/" + std::to_string(e) + "/target", "there is no enemy military building to target");
        }
        to_building[static_cast<std::size_t>(o)] += side(o).building > 0 ? h * siege_damage_to_building(level) : 0;
        say("Step 1: " + name(s) + "'s engine " + std::to_string(e) + " (level " + std::to_string(level) + ", " +
            std::to_string(shots) + " shot(s)) hits the building " + std::to_string(h) + " time(s).");
      } else {
        const int per_hit = siege_damage_to_units(level);
        units += per_hit_ && reduction > 0 ? h * std::max(0, per_hit - reduction) : h * per_hit;
        say("Step 1: " + name(s) + "'s engine " + std::to_string(e) + " (level " + std::to_string(level) + ", " +
            std::to_string(shots) + " shot(s)) hits " + std::to_string(h) + " time(s) x " +
            std::to_string(per_hit) + " = " + std::to_string(h * per_hit) + " damage.");
      }
    }
    if (!per_hit_ && reduction > 0 && units > 0) {
      say("  " + name(o) + "'s building protection against siege engines: " + std::to_string(units) + " - " +
          std::to_string(reduction) + ".");
      units = std::max(0, units - reduction);
    }
    to_units[static_cast<std::size_t>(o)] = units;
    w.siege_damage = units;
    w.building_hits = to_building[static_cast<std::size_t>(o)];
  }
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    const int units = at(to_units, s);
    w.received += units;
    if (units > 0) {
      if (w.defer_ranged) {
        w.deferred += units;
        say("  " + name(s) + " removes these losses at the end of the round (Cirujano 29).");
      } else {
        damage(s, units, nullptr, nullptr, true);
      }
    }
    const int markers = at(to_building, s);
    if (markers > 0) {
      w.building_damage += markers;
      if (w.building_damage >= building_structure_points(w.building)) {
        say("  " + name(s) + "'s military building takes " + std::to_string(markers) + " marker(s) and is destroyed.");
        w.building = 0;
        w.building_damage = 0;
        w.reduction = 0;
        w.protect = {};
      } else {
        say("  " + name(s) + "'s military building takes " + std::to_string(markers) + " destruction marker(s) (" +
            std::to_string(w.building_damage) + " of " + std::to_string(building_structure_points(w.building)) +
            ").");
      }
    }
  }
}


void RoundEngine::decide_archers() {
  // Captain powers (step 2): the captain-vs-captain comparison decides how many each side uses.
  const bool sum = settings_->get_string("captain_comparison") == "sum";
  std::array<int, 2> level{};
  for (int s = 0; s < 2; ++s) at(level, s) = sum ? side(s).army.captain_level_sum() : side(s).army.top_captain_level();
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    const int mine = at(level, s);
    const int theirs = at(level, 1 - s);
    w.captain_uses = theirs > 0 ? std::max(0, mine - theirs) : mine;
    w.gain = {};
    w.enable = {};
    w.cancel = {};
    if (input(s).barbarian) {
      if (w.captain_uses > 0) {
        at(w.gain, kArc) = settings_->get_bool("captain_same_power_twice")
                               ? std::min(w.captain_uses, w.army.captains())
                               : 1;
        say("Step 2: the barbarian captain takes the archer power.");
      }
      continue;
    }
    const auto& powers = input(s).captain_powers;
    const int used = std::min<int>(w.captain_uses, static_cast<int>(powers.size()));
    if (mine > 0 && theirs > 0) {
      say("Step 2: captains level " + std::to_string(mine) + " vs " + std::to_string(theirs) + ": " + name(s) +
          " may use " + std::to_string(w.captain_uses) + " power(s).");
    }
    for (int i = 0; i < used; ++i) {
      const CaptainPower& p = powers[static_cast<std::size_t>(i)];
      const int t = static_cast<int>(p.type);
      if (p.use == CaptainUse::gain) ++at(w.gain, t);
      if (p.use == CaptainUse::enable) at(w.enable, t) = true;
      if (p.use == CaptainUse::cancel) at(w.cancel, t) = true;
      say("Step 2: " + name(s) + "'s captain uses \"" +
          std::string(core::enum_name(p.use, names(kCaptainUseNames))) + " " + kPowerNames[static_cast<std::size_t>(t)] +
          "\".");
    }
  }

  // Archers (steps 2-3).
  std::array<int, 2> real{};
  std::array<int, 2> extra{};
  for (int s = 0; s < 2; ++s) {
    const SideWork& w = side(s);
    const Army fighting = minus_clamped(minus_clamped(w.army, w.crews), w.trapped);
    at(real, s) = fighting.arc;
    const CardPlay* b7 = cards_active_ ? input(s).card(7) : nullptr;
    if (b7 != nullptr) at(extra, s) = std::min(ballestero7_archers(b7->roll), fighting.total());
  }
  std::array<int, 2> own{};
  for (int s = 0; s < 2; ++s) at(own, s) = at(real, s) + at(extra, s);
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    at(w.power, kArc) = available(s, kArc, own);
    w.archer_shots = at(w.power, kArc) ? at(own, s) + at(w.gain, kArc) : 0;
    w.archer_lowering = cards_active_ && input(s).has_card(8) ? ballestero8_lowering(w.archer_shots) : 0;
    const TechUse* estrategia = cards_active_ ? input(s).tech(Tech::estrategia) : nullptr;
    w.estrategia = estrategia != nullptr ? estrategia->points : 0;
    if (w.archer_shots > 0) {
      say("Step 3: " + name(s) + "'s archer power is active: " + std::to_string(w.archer_shots) + " shot(s)" +
          (at(extra, s) > 0 ? " (" + std::to_string(at(extra, s)) + " from Ballestero 7)" : "") +
          (w.archer_lowering > 0 ? ", each die -" + std::to_string(w.archer_lowering) + " (Ballestero 8)" : "") +
          ", hits on 1-3.");
    } else if (at(own, s) + at(w.gain, kArc) > 0) {
      say("Step 3: " + name(s) + "'s archer power is cancelled (both sides have archers or a captain cancels it).");
    }
  }
}

bool RoundEngine::available(int s, int t, const std::array<int, 2>& real) const {
  const int o = 1 - s;
  const SideWork& w = side(s);
  const SideWork& other = side(o);
  const bool gains_count = settings_->get_bool("captain_gain_counts_as_type");
  const int mine = at(real, s) + at(w.gain, t);
  const int theirs = at(real, o) + (gains_count ? at(other.gain, t) : 0);
  bool ok = mine > 0 && theirs == 0;
  if (cards_active_ && input(s).has_card(4)) ok = mine > theirs;
  if (at(w.enable, t)) ok = mine > 0;
  if (at(other.cancel, t)) ok = false;
  if (battle_->naval && (t == kHi || t == kCav)) ok = false;
  return ok;
}

void RoundEngine::apply_archers(const std::array<int, 2>& hits) {
  std::array<int, 2> dealt{};
  for (int s = 0; s < 2; ++s) {
    const int o = 1 - s;
    SideWork& w = side(s);
    const int h = std::min(at(hits, s), w.archer_shots);
    w.archer_hits = h;
    int points = h + w.estrategia;
    if (w.estrategia > 0) {
      say("Step 3: " + name(s) + " uses Estrategia: " + std::to_string(w.estrategia) + " archer damage without a roll.");
    }
    if (w.archer_shots > 0) say("Step 3: " + name(s) + "'s archers hit " + std::to_string(h) + " time(s).");
    const int reduction = protection_for(o, Protection::archers);
    if (reduction > 0 && points > 0) {
      const int before = points;
      points = per_hit_ ? points * std::max(0, 1 - reduction) : std::max(0, points - reduction);
      say("  " + name(o) + "'s building protection against archers: " + std::to_string(before) + " - " +
          std::to_string(before - points) + " = " + std::to_string(points) + " damage.");
    }
    w.archer_damage = points;
    at(dealt, o) = points;
  }
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    const int points = at(dealt, s);
    w.received += points;
    if (points <= 0) continue;
    if (w.defer_ranged) {
      w.deferred += points;
      say("  " + name(s) + " removes these losses at the end of the round (Cirujano 29).");
    } else {
      damage(s, points, nullptr, nullptr, true);
    }
  }
}

void RoundEngine::decide_melee() {
  std::array<Army, 2> fighting{};
  for (int s = 0; s < 2; ++s) {
    const SideWork& w = side(s);
    const bool maquinaria = cards_active_ && input(s).has_tech(Tech::maquinaria);
    at(fighting, s) = minus_clamped(maquinaria ? w.army : minus_clamped(w.army, w.crews), w.trapped);
  }
  for (int t : {kLi, kHi, kCav}) {
    std::array<int, 2> real{};
    for (int s = 0; s < 2; ++s) at(real, s) = at(fighting, s).count(static_cast<UnitKind>(t));
    std::array<bool, 2> on{};
    for (int s = 0; s < 2; ++s) at(on, s) = available(s, t, real);
    for (int s = 0; s < 2; ++s) at(side(s).power, t) = at(on, s);
  }
  // Step 5-6: light-infantry sacrifices.
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    const SideInput& in = input(s);
    Army& f = at(fighting, s);
    int n = 0;
    if (in.barbarian) {
      if (at(w.power, kLi) && w.army.total() < side(1 - s).army.total() && f.li >= 2) n = f.li >= 4 ? 2 : 1;
    } else if (cards_active_ && in.sacrifice_li > 0) {
      if (!at(w.power, kLi)) {
        if (options_.strict) reject(s, "sacrifice_li", "the light-infantry power is not active this round");
      } else if (in.sacrifice_li > f.li) {
        if (options_.strict) reject(s, "sacrifice_li", "more light infantry sacrificed than are fighting");
        n = f.li;
      } else {
        n = in.sacrifice_li;
      }
    }
    if (n > 0) {
      w.army.li -= n;
      f.li -= n;
      if (!in.barbarian) w.reserve.li += n;
      w.lost.li += n;
      w.sacrificed = n;
      say("Step " + std::string(s == 0 ? "5" : "6") + ": " + name(s) + " sacrifices " + unit_label(UnitKind::li, n) +
          " (+" + std::to_string(4 * n) + " attack).");
    }
  }
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    const SideInput& in = input(s);
    const Army& f = at(fighting, s);
    w.hi_power = at(w.power, kHi) ? f.hi + at(w.gain, kHi) : 0;
    w.cav_power = at(w.power, kCav) ? f.cav + at(w.gain, kCav) : 0;
    w.melee_units = f.total();
    for (int t : {kLi, kHi, kCav}) {
      if (at(w.power, t)) say("Step 4: " + name(s) + "'s " + kPowerNames[static_cast<std::size_t>(t)] + " power is active.");
    }
    AttackMods& m = w.mods;
    m = AttackMods{};
    m.add = 4 * w.sacrificed;
    if (battle_->naval) m.add += galley_bonus(in.galleys, input(1 - s).galleys);
    if (cards_active_ && in.has_card(5)) m.add += 2;
    if (cards_active_) m.add += in.blood_markers;
    if (!in.barbarian) {
      std::optional<int> penalty = turn_penalty(battle_->players, in.position);
      if (!penalty) {
        const std::string rule = settings_->get_string("two_player_penalty");
        penalty = rule == "last_minus_one" && in.position == 2 ? -1 : 0;
      }
      m.add += *penalty;
    }
    m.flee = w.flee_mp >= 0;
    m.capture_halving = w.capture_halving;
    m.capture_reduction = cards_active_ && in.has_card(41) ? settings_->get_int("carcelero41_reduction") : 0;
    m.clamp = settings_->get_bool("clamp_negative_attack");
    m.fixed = in.barbarian;
    m.critical = !in.barbarian || settings_->get_bool("barbarian_critical");
  }
}

MeleeNumbers RoundEngine::melee_numbers(const std::array<int, 2>& base, const std::array<int, 2>& lowest) const {
  std::array<int, 2> atk{};
  for (int s = 0; s < 2; ++s) at(atk, s) = final_attack(at(base, s), side(s).mods);
  return melee_from_attack(atk, lowest);
}

MeleeNumbers RoundEngine::melee_from_attack(const std::array<int, 2>& atk, const std::array<int, 2>& lowest) const {
  MeleeNumbers n;
  n.winner = atk[0] > atk[1] ? Winner::attacker : atk[0] < atk[1] ? Winner::defender : Winner::tie;
  const bool covers = covers_casualties_;
  auto reduce = [&](int s, int raw) {
    const int r = protection_for(s, Protection::melee);
    const int used = std::min(r, raw);
    at(n.protected_by, s) += used;
    return raw - used;
  };
  int w = -1;
  if (n.winner != Winner::tie) {
    w = n.winner == Winner::attacker ? 0 : 1;
    const int l = 1 - w;
    n.diff = at(atk, w) - at(atk, l);
    n.battle_score = std::min(n.diff, side(w).melee_units);
    n.superiority = n.diff / 20;
    n.superiority_damage = superiority_as_damage_ ? n.superiority : 0;
    n.superiority_casualty = n.superiority - n.superiority_damage;
    at(n.cavalry, w) = 2 * side(w).cav_power;
    at(n.melee_damage, l) = reduce(l, n.battle_score + n.superiority_damage + at(n.cavalry, w));
  } else {
    for (int s = 0; s < 2; ++s) at(n.cavalry, s) = 2 * side(s).cav_power;
    for (int s = 0; s < 2; ++s) at(n.melee_damage, s) = reduce(s, at(n.cavalry, 1 - s));
  }
  for (int s = 0; s < 2; ++s) {
    const SideWork& sw = side(s);
    int cas = at(lowest, s) + std::max(0, sw.flee_mp) - sw.hi_power;
    if (s == w) cas -= n.superiority_casualty;
    if (covers) cas -= protection_for(s, Protection::melee);
    at(n.casualty, s) = std::max(0, cas);
  }
  for (int s = 0; s < 2; ++s) {
    if (side(s).capture && w == s) at(n.casualty_applied, 1 - s) = false;
  }
  return n;
}

void RoundEngine::apply_melee(const MeleeNumbers& n) {
  // Step 9: damage to the loser (both sides on a tie), assigned by its owner.
  for (int s = 0; s < 2; ++s) {
    const int dealer = 1 - s;
    const int points = at(n.melee_damage, s);
    if (points <= 0) continue;
    SideWork& d = side(dealer);
    int slots = 0;
    if (d.capture && n.winner == (dealer == 0 ? Winner::attacker : Winner::defender)) slots = 1000;
    if (cards_active_ && input(dealer).has_card(39)) slots += 1;
    DamageFocus focus;
    DamageFocus* focus_ptr = nullptr;
    if (cards_active_) {
      if (const TechUse* t = input(dealer).tech(Tech::tacticas)) {
        focus = {*t->target, t->points};
        focus_ptr = &focus;
        say("Step 9: " + name(dealer) + " uses Tacticas: " + std::to_string(t->points) + " point(s) go to a " +
            std::string(unit_name(*t->target)) + ".");
      }
    }
    say("Step 9: " + name(s) + " takes " + std::to_string(points) + " melee damage.");
    const DamageResult r = damage(s, points, focus_ptr, &slots);
    d.prisoners = d.prisoners + r.prisoners;
  }
  // Step 10: casualties, attacker first.
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    w.received += at(n.melee_damage, s);
    if (!at(n.casualty_applied, s)) {
      say("Step 10: " + name(s) + "'s casualties are not applied (the capturer won the round).");
      continue;
    }
    w.received += at(n.casualty, s);
    if (at(n.casualty, s) > 0) {
      say("Step 10: " + name(s) + " takes its own casualty value " + std::to_string(at(n.casualty, s)) + ".");
      damage(s, at(n.casualty, s));
    }
  }
  // A capturer wiped out by its own casualties frees the prisoners at once.
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    if (w.prisoners.total() > 0 && w.army.empty()) {
      SideWork& o = side(1 - s);
      o.army = o.army + w.prisoners;
      o.lost = o.lost - w.prisoners;
      say(name(s) + "'s units all fell: the prisoners are freed and rejoin " + name(1 - s) + ".");
      w.prisoners = Army{};
    }
  }
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    if (w.deferred > 0) {
      say("End of round: " + name(s) + " now removes the archer and siege losses (Cirujano 29).");
      damage(s, w.deferred);
      w.deferred = 0;
    }
  }
}

BattleState RoundEngine::state() const {
  BattleState st;
  for (int s = 0; s < 2; ++s) {
    const SideWork& w = side(s);
    SideState& out = st.side[static_cast<std::size_t>(s)];
    out.army = w.army;
    out.reserve = w.reserve;
    out.building = w.building;
    out.building_damage = w.building_damage;
  }
  return st;
}

RoundEngine::Result RoundEngine::resolve_from_input(const BattleState& state) {
  Result result;
  start(state);
  if (surrendered()) {
    result.outcome = surrendered_ == 0 ? "attacker_surrendered" : "defender_surrendered";
    result.battle_over = true;
    return result;
  }
  for (int s = 0; s < 2; ++s) at(result.dice, s) = *input(s).dice;
  std::array<std::array<int, kMaxEngines>, 2> siege_hits{};
  for (int s = 0; s < 2; ++s) {
    const SideWork& w = side(s);
    for (int e = 0; e < w.engines; ++e) {
      const SiegeEngine& engine = input(s).siege[static_cast<std::size_t>(e)];
      const int shots = at(w.engine_shots, e);
      if (static_cast<int>(engine.dice.size()) != shots) {
        throw core::InputError("this engine fires " + std::to_string(shots) + " shot(s) but " +
                                   std::to_string(engine.dice.size()) + " dice are given",
                               engine.pointer + "/dice");
      }
      int hits = 0;
      for (int d : engine.dice) hits += d8_hits(d) ? 1 : 0;
      at(at(siege_hits, s), e) = hits;
    }
  }
  apply_siege(siege_hits);
  decide_archers();
  std::array<int, 2> archer_hits{};
  for (int s = 0; s < 2; ++s) {
    const SideWork& w = side(s);
    const auto& dice = input(s).archer_dice;
    if (static_cast<int>(dice.size()) != w.archer_shots) {
      reject(s, "archer_dice", std::to_string(w.archer_shots) + " archer shot(s) this round but " +
                                   std::to_string(dice.size()) + " archer dice are given");
    }
    for (int d : dice) at(archer_hits, s) += d8_hits(d, w.archer_lowering) ? 1 : 0;
  }
  apply_archers(archer_hits);
  if (!melee_possible()) {
    say("Step 4: a side has no units left: no melee this round.");
    result.melee = skipped_melee();
    finish_without_melee();
    return finish(result);
  }
  decide_melee();

  // Step 5-6: the dice, with Asesino cards applied to single dice.
  for (int s = 0; s < 2; ++s) {
    if (!cards_active_) break;
    for (const CardPlay& play : input(s).cards) {
      if (play.card != 46 && play.card != 47) continue;
      const int target = play.on_opponent ? 1 - s : s;
      int& die = at(result.dice, target)[static_cast<std::size_t>(*play.die)];
      const int before = die;
      die = std::max(1, die - (play.card == 46 ? 1 : 2));
      say("Step 5: " + name(s) + " plays Asesino " + std::to_string(play.card) + ": " + name(target) + "'s " +
          std::string(core::enum_name(*play.die, names(kDieSlotNames))) + " " + std::to_string(before) + " -> " +
          std::to_string(die) + ".");
    }
  }
  std::array<int, 2> base{};
  std::array<int, 2> lowest{};
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    const MeleeDice& d = at(result.dice, s);
    at(base, s) = dice_attack_base(d, w.mods);
    at(lowest, s) = casualty_base(d);
    w.attack_base = at(base, s);
    w.dice_min = at(lowest, s);
    w.attack = final_attack(at(base, s), w.mods);
  }
  result.melee = melee_numbers(base, lowest);
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    w.casualty = at(result.melee.casualty, s);
    if (explaining()) {
      const MeleeDice& d = at(result.dice, s);
      std::string line = "Step " + std::string(s == 0 ? "5" : "6") + ": " + name(s) + " attack " +
                         std::to_string(w.attack) + " = " + base_text(d, w.attack_base, w.mods.critical) + " (dice " +
                         dice_text(d) + ")";
      const int penalty = input(s).barbarian ? 0 : turn_penalty(battle_->players, input(s).position).value_or(0);
      if (!input(s).barbarian) line += " " + signed_text(penalty) + " turn penalty";
      if (w.sacrificed > 0) line += " + " + std::to_string(4 * w.sacrificed) + " sacrifice";
      const int other = w.mods.add - penalty - 4 * w.sacrificed;
      if (other != 0) line += " " + signed_text(other) + " cards/galleys/blood";
      if (w.mods.flee) line += ", halved rounding up for the flight";
      if (w.mods.capture_halving) line += ", halved for the capture";
      line += "; casualty " + std::to_string(w.casualty) + " = lowest die " + std::to_string(w.dice_min);
      if (w.flee_mp > 0) line += " + " + std::to_string(w.flee_mp) + " flight MP";
      if (w.hi_power > 0) line += " - " + std::to_string(w.hi_power) + " heavy infantry";
      say(line + ".");
    }
  }
  const MeleeNumbers& n = result.melee;
  if (explaining()) {
    if (n.winner == Winner::tie) {
      say("Step 7: tie at " + std::to_string(side(0).attack) + ": no battle score.");
    } else {
      const int w = n.winner == Winner::attacker ? 0 : 1;
      say("Step 7: " + name(w) + " wins the round " + std::to_string(side(w).attack) + " to " +
          std::to_string(side(1 - w).attack) + ".");
      say("Step 8: battle score = min(difference " + std::to_string(n.diff) + ", " +
          std::to_string(side(w).melee_units) + " melee units) = " + std::to_string(n.battle_score) +
          "; absolute superiority " + std::to_string(n.superiority) + " point(s)" +
          (n.superiority == 0 ? "" : n.superiority_damage > 0 ? " taken as damage" : " spent on casualties") + ".");
      if (at(n.cavalry, w) > 0) say("Step 9: " + name(w) + "'s cavalry adds " + std::to_string(at(n.cavalry, w)) + ".");
    }
    for (int s = 0; s < 2; ++s) {
      if (n.winner == Winner::tie && at(n.cavalry, s) > 0) {
        say("Step 9: tie, " + name(s) + "'s cavalry still inflicts " + std::to_string(at(n.cavalry, s)) + ".");
      }
      if (at(n.protected_by, s) > 0) {
        say("Step 9: " + name(s) + "'s building protection against melee absorbs " +
            std::to_string(at(n.protected_by, s)) + ".");
      }
    }
  }
  apply_melee(n);

  return finish(result);
}

bool RoundEngine::melee_possible() const { return !side(0).army.empty() && !side(1).army.empty(); }

MeleeNumbers RoundEngine::skipped_melee() const {
  MeleeNumbers n;
  const bool a = side(0).army.empty();
  const bool d = side(1).army.empty();
  n.winner = a && d ? Winner::tie : a ? Winner::defender : Winner::attacker;
  n.casualty_applied = {false, false};
  return n;
}

void RoundEngine::finish_without_melee() {
  for (int s = 0; s < 2; ++s) {
    SideWork& w = side(s);
    if (w.deferred > 0) {
      damage(s, w.deferred);
      w.deferred = 0;
    }
  }
}

RoundEngine::Result RoundEngine::finish(Result result) {
  // Galleys of a side left without units roll to sink.
  if (battle_->naval) {
    for (int s = 0; s < 2; ++s) {
      SideWork& w = side(s);
      if (!w.army.empty()) continue;
      for (int d : input(s).sink_dice) w.galleys_sunk += d8_hits(d) ? 1 : 0;
      if (!input(s).sink_dice.empty()) {
        say(name(s) + " has no units left: " + std::to_string(w.galleys_sunk) + " galley(s) sink.");
      }
    }
  }
  const bool a_empty = side(0).army.empty();
  const bool d_empty = side(1).army.empty();
  result.battle_over = true;
  if (a_empty && d_empty) {
    result.outcome = "no_winner";
  } else if (!a_empty && side(0).flee_mp >= 0) {
    result.outcome = "attacker_fled";
  } else if (d_empty) {
    result.outcome = "attacker_conquers";
  } else if (a_empty) {
    result.outcome = "defender_holds";
  } else if (cards_active_ && (input(0).has_card(1) || input(1).has_card(1))) {
    result.outcome = "stopped_by_bishop";
  } else {
    result.outcome = "continue";
    result.battle_over = false;
  }
  say("Result: " + result.outcome + ". " + name(0) + ": " + army_text(side(0).army) + "; " + name(1) + ": " +
      army_text(side(1).army) + ".");
  return result;
}

nlohmann::json round_json(const RoundEngine& engine, const RoundEngine::Result& result) {
  nlohmann::json doc;
  const MeleeNumbers& n = result.melee;
  const bool surrendered = engine.surrendered();
  for (int s = 0; s < 2; ++s) {
    const SideWork& w = engine.side(s);
    const SideInput& in = s == 0 ? engine.battle().attacker : engine.battle().defender;
    nlohmann::json side = {{"name", in.name},
                           {"attack", w.attack},
                           {"attack_base", w.attack_base},
                           {"casualty", w.casualty},
                           {"casualty_applied", at(n.casualty_applied, s)},
                           {"dice", surrendered ? nlohmann::json(nullptr) : nlohmann::json(at(result.dice, s))},
                           {"sacrificed_li", w.sacrificed},
                           {"melee_units", w.melee_units},
                           {"powers",
                            {{"li", at(w.power, kLi)}, {"hi", at(w.power, kHi)}, {"cav", at(w.power, kCav)},
                             {"arc", at(w.power, kArc)}}},
                           {"captain_powers_used", w.captain_uses},
                           {"siege_hits", w.siege_hits},
                           {"siege_damage_dealt", w.siege_damage},
                           {"building_markers_dealt", w.building_hits},
                           {"archer_shots", w.archer_shots},
                           {"archer_hits", w.archer_hits},
                           {"archer_damage_dealt", w.archer_damage},
                           {"cavalry_damage_dealt", at(n.cavalry, s)},
                           {"units", army_json(w.army)},
                           {"reserve", reserve_json(w.reserve)},
                           {"lost", army_json(w.lost)},
                           {"prisoners_taken", army_json(w.prisoners)},
                           {"building", w.building},
                           {"building_damage", w.building_damage}};
    if (engine.naval()) side["galleys_sunk"] = w.galleys_sunk;
    doc[s == 0 ? "attacker" : "defender"] = side;
    doc[s == 0 ? "damage_to_attacker" : "damage_to_defender"] = w.received;
  }
  doc["winner"] = surrendered ? nlohmann::json(nullptr) : nlohmann::json(winner_name(n.winner));
  doc["battle_score"] = n.winner == Winner::tie ? 0 : n.battle_score;
  doc["difference"] = n.diff;
  doc["superiority"] = n.superiority;
  doc["superiority_as_damage"] = n.superiority_damage;
  doc["superiority_on_casualty"] = n.superiority_casualty;
  doc["naval"] = engine.naval();
  doc["outcome"] = result.outcome;
  doc["battle_over"] = result.battle_over;
  doc["explanation"] = engine.explanation();
  return doc;
}

}  // namespace scriptorium::medioevo
