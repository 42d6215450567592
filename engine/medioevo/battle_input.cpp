#include "engine/medioevo/battle_input.hpp"

#include <algorithm>
#include <set>

namespace scriptorium::medioevo {

namespace {

using core::JsonCursor;

constexpr std::array<core::EnumName<int>, 6> kBuildingNames{{{1, "tower"},
                                                             {2, "fortress"},
                                                             {3, "castle"},
                                                             {1, "torre"},
                                                             {2, "fortaleza"},
                                                             {3, "castillo"}}};
constexpr std::array<core::EnumName<int>, 6> kEngineNames{{{1, "catapult"},
                                                           {2, "trebuchet"},
                                                           {3, "bombard"},
                                                           {1, "catapulta"},
                                                           {2, "lanzapiedras"},
                                                           {3, "bombarda"}}};

void require_keys(const JsonCursor& object, std::initializer_list<std::string_view> allowed) {
  object.require_object();
  for (const auto& [key, unused] : object.json().items()) {
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
      object.at(key).fail("unknown key \"" + key + "\"");
    }
  }
}

// An integer level 1..3 or a name from `names`.
int parse_level(const JsonCursor& value, std::span<const core::EnumName<int>> table, std::string_view what) {
  if (value.json().is_string()) return value.as_enum(table, what);
  return value.as_int32(1, 3);
}

std::vector<int> parse_d8_list(const JsonCursor& value) {
  std::vector<int> out;
  for (const auto& item : value.items()) out.push_back(item.as_int32(1, 8));
  return out;
}

MeleeDice parse_dice(const JsonCursor& value) {
  value.require_array();
  if (value.size() != 3) value.fail("expected the three final dice d4, d6, d8");
  MeleeDice dice{};
  for (std::size_t i = 0; i < 3; ++i) dice[i] = value.at(i).as_int32(1, kDieFaces[i]);
  return dice;
}

UnitKind parse_kind(const JsonCursor& value) { return value.as_enum(names(kUnitKindNames), "unit type"); }

// {"li": 2, "hi": 1, "cav": 0, "arc": 0, "cpt": [1, 2]} (cpt may also be a count).
Army parse_army(const JsonCursor& value, int captain_count_level) {
  value.require_object();
  Army army;
  for (const auto& [key, unused] : value.json().items()) {
    const JsonCursor member = value.at(key);
    const auto kind = core::parse_enum(key, names(kUnitKindNames));
    if (!kind) member.fail("unknown unit type \"" + key + "\"");
    if (*kind != UnitKind::cpt) {
      army.add(*kind, member.as_int32(0, 1000));
    } else if (member.json().is_array()) {
      for (const auto& level : member.items()) army.add(UnitKind::cpt, 1, level.as_int32(1, 3));
    } else {
      army.add(UnitKind::cpt, member.as_int32(0, 1000), captain_count_level);
    }
  }
  return army;
}

void check_limits(const JsonCursor& units, const Army& army, const Reserve& reserve, bool barbarian) {
  auto over = [&](const char* key, int have, int limit, const char* what) {
    if (have > limit) {
      const JsonCursor at = units.has(key) ? units.at(key) : units;
      at.fail(std::string("more ") + what + " than exist (" + std::to_string(have) + " > " +
              std::to_string(limit) + ")");
    }
  };
  if (barbarian) {
    if (army.hi > 0) units.at("hi").fail("barbarians have no heavy infantry");
    if (army.cav > 0) units.at("cav").fail("barbarians have no cavalry");
    over("li", army.li, kBarbarianLi, "barbarian light infantry");
    over("arc", army.arc, kBarbarianArc, "barbarian archers");
    over("cpt", army.captains(), kBarbarianCpt, "barbarian captains");
    return;
  }
  over("li", army.li + reserve.li, kPlayerLi, "light infantry (army + reserve)");
  over("hi", army.hi + reserve.hi, kPlayerHi, "heavy infantry (army + reserve)");
  over("cav", army.cav + reserve.cav, kPlayerCav, "cavalry (army + reserve)");
  over("arc", army.arc, kPlayerArc, "archers");
  over("cpt", army.captains(), kPlayerCpt, "captains");
}

CardPlay parse_card(const JsonCursor& value) {
  CardPlay play;
  play.pointer = value.pointer();
  if (!value.json().is_object()) {
    play.card = value.as_int32(1, 72);
  } else {
    require_keys(value, {"card", "roll", "unit", "level", "die", "target", "engine"});
    play.card = value.at("card").as_int32(1, 72);
    if (auto u = value.find("unit")) play.unit = parse_kind(*u);
    play.level = value.get_int("level", 1, 1, 3);
    if (auto d = value.find("die")) play.die = d->as_enum(names(kDieSlotNames), "die");
    if (auto t = value.find("target")) {
      const std::string target = core::normalize_enum_text(t->as_string());
      if (target != "self" && target != "opponent") t->fail("unknown target \"" + t->as_string() + "\"");
      play.on_opponent = target == "opponent";
    }
    play.engine = value.get_int("engine", 0, 0, 100);
    if (auto r = value.find("roll")) play.roll = r->as_int32(1, play.card == 7 ? 6 : 8);
  }
  const bool needs_roll = play.card == 7 || (play.card >= 16 && play.card <= 18);
  if (needs_roll && play.roll == 0) value.fail("card " + std::to_string(play.card) + " needs its \"roll\"");
  const bool needs_unit = play.card == 14 || play.card == 17 || play.card == 18 || play.card == 24 ||
                          play.card == 35 || play.card == 67;
  if (needs_unit && !play.unit) value.fail("card " + std::to_string(play.card) + " needs a \"unit\"");
  if ((play.card == 14 || play.card == 35 || play.card == 67) && play.unit == UnitKind::cpt) {
    value.at("unit").fail("card " + std::to_string(play.card) + " takes a non-captain unit");
  }
  if ((play.card == 46 || play.card == 47) && !play.die) {
    value.fail("card " + std::to_string(play.card) + " needs the \"die\" it lowers");
  }
  return play;
}

ChainUnit parse_chain_unit(const JsonCursor& object, const char* kind_key, const char* level_key) {
  ChainUnit unit;
  unit.kind = parse_kind(object.at(kind_key));
  unit.level = object.get_int(level_key, 1, 1, 3);
  return unit;
}

TechUse parse_tech(const JsonCursor& value) {
  TechUse use;
  use.pointer = value.pointer();
  if (!value.json().is_object()) {
    use.tech = value.as_enum(names(kTechNames), "technology");
  } else {
    require_keys(value, {"tech", "points", "target", "changes"});
    use.tech = value.at("tech").as_enum(names(kTechNames), "technology");
    use.points = value.get_int("points", 0, 0, 100);
    if (auto t = value.find("target")) use.target = parse_kind(*t);
    if (auto changes = value.find("changes")) {
      for (const auto& change : changes->items()) {
        require_keys(change, {"side", "from", "to", "from_level", "to_level"});
        Promotion p;
        p.pointer = change.pointer();
        const std::string side = core::normalize_enum_text(change.get_string("side", "self"));
        if (side != "self" && side != "opponent") change.at("side").fail("unknown side \"" + side + "\"");
        p.opponent = side == "opponent";
        p.from = parse_chain_unit(change, "from", "from_level");
        p.to = parse_chain_unit(change, "to", "to_level");
        use.promotions.push_back(p);
      }
    }
  }
  if ((use.tech == Tech::tacticas || use.tech == Tech::estrategia) && use.points == 0) {
    value.fail(std::string(core::enum_name(use.tech, names(kTechNames))) + " needs \"points\" (TP spent)");
  }
  if (use.tech == Tech::tacticas && !use.target) value.fail("tacticas needs the \"target\" unit type");
  if (use.tech == Tech::promocion && use.promotions.empty()) value.fail("promocion needs \"changes\"");
  return use;
}

SideInput parse_side(const JsonCursor& side, const std::string& role, int players, const core::Settings& settings,
                     bool need_dice) {
  require_keys(side, {"name", "barbarian", "position", "units", "reserve", "dice", "archer_dice", "siege",
                      "building", "building_damage", "protection", "flee", "capture", "surrender", "naval",
                      "cards", "techs", "sacrifice_li", "damage_order", "captain_powers", "blood_markers"});
  SideInput s;
  s.pointer = side.pointer();
  s.name = side.get_string("name", role);
  s.barbarian = side.get_bool("barbarian", false);
  const int barbarian_level = settings.get_int("barbarian_captain_level");
  const JsonCursor units = side.at("units");
  s.units = parse_army(units, s.barbarian ? barbarian_level : 1);

  if (!s.barbarian) {
    s.position = side.at("position").as_int32(1, players);
    if (auto r = side.find("reserve")) {
      require_keys(*r, {"li", "hi", "cav"});
      s.reserve.li = r->get_int("li", 0, 0, 1000);
      s.reserve.hi = r->get_int("hi", 0, 0, 1000);
      s.reserve.cav = r->get_int("cav", 0, 0, 1000);
    } else if (settings.get_string("reserve_default") == "unused_pieces") {
      s.reserve.li = std::max(0, kPlayerLi - s.units.li);
      s.reserve.hi = std::max(0, kPlayerHi - s.units.hi);
      s.reserve.cav = std::max(0, kPlayerCav - s.units.cav);
    }
  } else {
    if (side.has("position")) side.at("position").fail("barbarians have no turn position");
    if (side.has("reserve")) side.at("reserve").fail("barbarians have no reserve");
  }
  check_limits(units, s.units, s.reserve, s.barbarian);

  if (auto d = side.find("dice")) {
    if (s.barbarian || need_dice) s.dice = parse_dice(*d);
    else parse_dice(*d);  // validated, then ignored: odds roll the player dice themselves
  } else if (s.barbarian) {
    side.fail("a barbarian side needs its War Circle \"dice\"");
  } else if (need_dice) {
    side.fail("missing key \"dice\"");
  }
  if (auto a = side.find("archer_dice")) s.archer_dice = parse_d8_list(*a);

  if (auto siege = side.find("siege")) {
    if (s.barbarian) siege->fail("barbarians have no siege engines");
    if (siege->size() > static_cast<std::size_t>(kMaxEngines)) siege->fail("more than 8 siege engines on one side");
    Army crews;
    for (const auto& item : siege->items()) {
      require_keys(item, {"level", "crew", "target", "dice"});
      SiegeEngine engine;
      engine.pointer = item.pointer();
      engine.level = parse_level(item.at("level"), names(kEngineNames), "siege engine");
      if (auto c = item.find("crew")) engine.crew = parse_army(*c, 1);
      if (engine.crew.total() > 3) item.at("crew").fail("a siege engine takes at most 3 crew units");
      if (auto t = item.find("target")) engine.target = t->as_enum(names(kSiegeTargetNames), "siege target");
      if (auto d = item.find("dice")) engine.dice = parse_d8_list(*d);
      crews = crews + engine.crew;
      if (!contains(s.units, crews)) item.at("crew").fail("crew units are not all in the side's units");
      s.siege.push_back(std::move(engine));
    }
  }

  if (auto b = side.find("building")) s.building = parse_level(*b, names(kBuildingNames), "military building");
  if (auto m = side.find("building_damage")) {
    if (s.building == 0) m->fail("building_damage without a building");
    s.building_damage = m->as_int32(0, building_structure_points(s.building) - 1);
  }
  if (auto p = side.find("protection")) {
    if (p->json().is_array()) {
      for (const auto& item : p->items()) s.protection.push_back(item.as_enum(names(kProtectionNames), "protection"));
    } else {
      s.protection.push_back(p->as_enum(names(kProtectionNames), "protection"));
    }
  }

  if (auto f = side.find("flee")) {
    if (f->json().is_boolean()) {
      if (f->as_bool()) s.flee_mp = 1;
    } else if (f->json().is_object()) {
      require_keys(*f, {"mp"});
      s.flee_mp = f->get_int("mp", 1, 0, 20);
    } else {
      s.flee_mp = f->as_int32(0, 20);
    }
    if (s.flee_mp && role == "defender" && !settings.get_bool("defender_may_flee")) {
      f->fail("only the attacker may flee (setting defender_may_flee)");
    }
  }
  s.capture = side.get_bool("capture", false);
  if (s.capture && role == "defender" && !settings.get_bool("capture_any_side")) {
    side.at("capture").fail("only the attacker may declare a capture (setting capture_any_side)");
  }
  s.surrender = side.get_bool("surrender", false);

  if (auto n = side.find("naval")) {
    if (n->json().is_array()) {
      for (const auto& g : n->items()) s.galleys.push_back(g.as_int32(1, 3));
    } else {
      require_keys(*n, {"galleys", "sink_dice"});
      if (auto g = n->find("galleys")) {
        for (const auto& level : g->items()) s.galleys.push_back(level.as_int32(1, 3));
      }
      if (auto d = n->find("sink_dice")) s.sink_dice = parse_d8_list(*d);
    }
    if (s.galleys.empty() && s.barbarian) s.galleys.push_back(settings.get_int("barbarian_galley_level"));
  }

  if (auto cards = side.find("cards")) {
    std::set<int> seen;
    for (const auto& item : cards->items()) {
      CardPlay play = parse_card(item);
      if (!seen.insert(play.card).second) item.fail("card " + std::to_string(play.card) + " played twice");
      s.cards.push_back(play);
    }
  }
  if (auto techs = side.find("techs")) {
    std::set<Tech> seen;
    for (const auto& item : techs->items()) {
      TechUse use = parse_tech(item);
      if (s.barbarian) item.fail("barbarians have no technologies");
      if (!seen.insert(use.tech).second) item.fail("technology used twice");
      s.techs.push_back(use);
    }
  }
  if (s.barbarian && !s.cards.empty()) {
    for (const auto& play : s.cards) {
      if (play.card != 5) {
        side.at("cards").fail("only a Condottiero 5 can be given to the barbarians");
      }
    }
  }

  if (auto sac = side.find("sacrifice_li")) {
    if (s.barbarian) sac->fail("barbarians sacrifice light infantry by their own rule");
    s.sacrifice_li = sac->as_int32(0, s.units.li);
  }

  if (auto order = side.find("damage_order")) {
    for (const auto& item : order->items()) {
      const UnitKind kind = parse_kind(item);
      if (std::find(s.damage_order.begin(), s.damage_order.end(), kind) != s.damage_order.end()) {
        item.fail("unit type listed twice");
      }
      s.damage_order.push_back(kind);
    }
  }
  for (UnitKind kind : cheapest_first_order()) {
    if (std::find(s.damage_order.begin(), s.damage_order.end(), kind) == s.damage_order.end()) {
      s.damage_order.push_back(kind);
    }
  }

  if (auto powers = side.find("captain_powers")) {
    if (s.barbarian) powers->fail("barbarian captains always take the archer power");
    int max_uses = settings.get_string("captain_comparison") == "sum" ? s.units.captain_level_sum()
                                                                      : s.units.top_captain_level();
    for (const auto& play : s.cards) {
      if (play.card == 67 && s.units.captains() == 0) max_uses = std::max(max_uses, 1);
      if (play.card == 68) max_uses = std::min(3, max_uses + 1);
      if (play.card == 24 && play.unit == UnitKind::cpt) max_uses = std::max(max_uses, play.level);
    }
    for (const auto& item : powers->items()) {
      require_keys(item, {"use", "type"});
      CaptainPower power;
      power.use = item.at("use").as_enum(names(kCaptainUseNames), "captain power");
      power.type = parse_kind(item.at("type"));
      if (power.type == UnitKind::cpt) item.at("type").fail("a captain power names li, hi, cav or arc");
      if (!settings.get_bool("captain_same_power_twice") &&
          std::find(s.captain_powers.begin(), s.captain_powers.end(), power) != s.captain_powers.end()) {
        item.fail("the same captain power twice (setting captain_same_power_twice)");
      }
      s.captain_powers.push_back(power);
    }
    if (static_cast<int>(s.captain_powers.size()) > max_uses) {
      powers->fail(std::to_string(s.captain_powers.size()) + " captain powers but the captains allow " +
                   std::to_string(max_uses));
    }
  }

  if (auto blood = side.find("blood_markers")) {
    if (!settings.get_bool("blood_markers")) blood->fail("blood markers are off (setting blood_markers)");
    s.blood_markers = blood->as_int32(0, 18);
  }

  // Protection needs a building, a Milicia 26 virtual tower, and two types need Cientifico 12.
  if (!s.protection.empty() && s.building == 0 && !s.has_card(26)) {
    side.at("protection").fail("protection without a military building");
  }
  if (s.protection.size() > (s.has_card(12) ? 2u : 1u)) {
    side.at("protection").fail("more protection types than allowed (two need Cientifico 12)");
  }
  return s;
}

}  // namespace

const std::vector<UnitKind>& cheapest_first_order() {
  static const std::vector<UnitKind> order{UnitKind::li, UnitKind::arc, UnitKind::hi, UnitKind::cav, UnitKind::cpt};
  return order;
}

bool SideInput::has_card(int number) const { return card(number) != nullptr; }

const CardPlay* SideInput::card(int number) const {
  for (const auto& play : cards) {
    if (play.card == number) return &play;
  }
  return nullptr;
}

bool SideInput::has_tech(Tech t) const { return tech(t) != nullptr; }

const TechUse* SideInput::tech(Tech t) const {
  for (const auto& use : techs) {
    if (use.tech == t) return &use;
  }
  return nullptr;
}

BattleInput parse_battle(const JsonCursor& root, const core::Settings& settings, bool need_dice) {
  require_keys(root, {"players", "attacker", "defender"});
  BattleInput battle;
  battle.players = root.at("players").as_int32(2, 10);
  if (battle.players == 2 && settings.get_string("two_player_penalty") == "error") {
    root.at("players").fail("the turn-order penalty table starts at 3 players (setting two_player_penalty)");
  }
  battle.attacker = parse_side(root.at("attacker"), "attacker", battle.players, settings, need_dice);
  battle.defender = parse_side(root.at("defender"), "defender", battle.players, settings, need_dice);
  if (battle.attacker.barbarian && battle.defender.barbarian) {
    root.at("defender").fail("barbarians do not fight barbarians");
  }
  if ((battle.attacker.surrender || battle.defender.surrender) &&
      (battle.attacker.barbarian || battle.defender.barbarian)) {
    root.fail("surrender is only possible between players");
  }
  battle.naval = root.at("attacker").has("naval") || root.at("defender").has("naval");
  if (battle.naval) {
    for (SideInput* s : {&battle.attacker, &battle.defender}) {
      int slots = 0;
      for (int g : s->galleys) slots += g;
      int used = 0;
      for (const auto& e : s->siege) used += e.level;
      if (used > slots) root.at(s->pointer.substr(1)).at("siege").fail("more siege levels than galley slots");
    }
  }
  return battle;
}

}  // namespace scriptorium::medioevo
