#include "engine/era/round.hpp"

#include <algorithm>

#include "engine/era/geometry.hpp"
#include "engine/era/scoring.hpp"

namespace scriptorium::era {

namespace {

using nlohmann::json;

std::span<const core::EnumName<Resource>> resource_names() { return kResourceNames; }
std::string res_name(Resource r) { return std::string(name_of(r)); }

const Face* parse_face(const core::JsonCursor& c) {
  const std::string id = c.as_string();
  const Face* f = find_face(id);
  if (f == nullptr) c.fail("unknown ERA die face \"" + id + "\"");
  return f;
}

DieResult parse_die_result(const core::JsonCursor& c) {
  DieResult d;
  if (c.json().is_string()) {
    d.face = parse_face(c);
    return d;
  }
  c.require_object();
  d.face = parse_face(c.at("face"));
  if (auto choice = c.find("choice")) {
    d.choice = choice->as_enum(resource_names(), "resource");
    const Face& f = *d.face;
    auto offers = [&](const std::optional<Resources>& o) { return o && (*o)[*d.choice] > 0; };
    if (!offers(f.option_a) && !offers(f.option_b)) {
      choice->fail("face " + std::string(f.id) + " does not offer " + res_name(*d.choice));
    }
  }
  return d;
}

std::vector<Cell> parse_cells(const core::JsonCursor& c) {
  c.require_array();
  if (c.size() == 0 || c.size() > 64) c.fail("expected 1 to 64 cells");
  std::vector<Cell> out;
  for (const auto& item : c.items()) {
    item.require_array();
    if (item.size() != 2) item.fail("a cell is [x, y]");
    out.push_back({item.at(std::size_t{0}).as_int32(-kMaxCoordinate, kMaxCoordinate),
                   item.at(std::size_t{1}).as_int32(-kMaxCoordinate, kMaxCoordinate)});
  }
  return out;
}

std::vector<int> parse_indices(const core::JsonCursor& c) {
  c.require_array();
  std::vector<int> out;
  for (const auto& item : c.items()) out.push_back(item.as_int32(0, 100000));
  return out;
}

Choices parse_choices(const core::JsonCursor& c) {
  c.require_object();
  Choices ch;
  ch.pointer = c.pointer();
  if (auto b = c.find("bandits")) {
    const std::string text = b->as_string();
    if (core::normalize_enum_text(text) != "calamity" && !core::parse_enum(text, resource_names())) {
      b->fail("bandits is \"calamity\" or a resource, not \"" + text + "\"");
    }
    ch.bandits = core::normalize_enum_text(text);
  }
  if (auto f = c.find("fire")) ch.fire = f->as_int32(0, 100000);
  if (auto a = c.find("attack")) ch.attack = parse_indices(*a);
  if (auto s = c.find("scorched")) {
    s->require_array();
    for (const auto& item : s->items()) {
      item.require_object();
      ScorchedPlacement p;
      p.placed = item.get_bool("placed", true);
      if (p.placed) p.cells = parse_cells(item.at("cells"));
      if (auto r = item.find("remove")) p.remove = parse_indices(*r);
      ch.scorched.push_back(std::move(p));
    }
  }
  if (auto d = c.find("demands")) {
    d->require_object();
    for (const auto& [victim, unused] : d->json().items()) {
      ch.demands[victim] = d->at(victim).as_enum(resource_names(), "resource");
    }
  }
  if (auto r = c.find("refuse")) {
    r->require_array();
    for (const auto& item : r->items()) ch.refuse.insert(item.as_string());
  }
  if (auto l = c.find("lost_dice")) ch.lost_dice = parse_indices(*l);
  return ch;
}

RollRecord parse_rolls(const core::JsonCursor& c) {
  c.require_object();
  RollRecord r;
  r.pointer = c.pointer();
  const auto rolls = c.at("rolls");
  rolls.require_array();
  for (const auto& roll : rolls.items()) {
    roll.require_array();
    std::vector<const Face*> faces;
    for (const auto& f : roll.items()) faces.push_back(parse_face(f));
    r.rolls.push_back(std::move(faces));
  }
  if (auto m = c.find("monastery")) {
    m->require_array();
    for (const auto& item : m->items()) r.monastery.push_back({item.at("die").as_int32(0, 100), parse_face(item.at("face"))});
  }
  if (auto q = c.find("quills")) {
    q->require_array();
    for (const auto& item : q->items()) {
      RollRecord::Quill quill;
      quill.quill_die = item.at("die").as_int32(0, 100);
      if (auto w = item.find("with")) quill.with = parse_indices(*w);
      const auto result = item.at("result");
      result.require_array();
      for (const auto& f : result.items()) quill.result.push_back(parse_face(f));
      r.quills.push_back(std::move(quill));
    }
  }
  return r;
}

// All four resources, zeros included (rules.cpp's catalogue lists only the non-zero ones).
json stock_json(const Resources& r) {
  return {{"goods", r.amount[0]}, {"stone", r.amount[1]}, {"wood", r.amount[2]}, {"food", r.amount[3]}};
}

// Round bookkeeping per seat: which input piece each current piece came from, which dice still count.
struct Live {
  std::vector<int> origin;
  std::vector<bool> die_active;
  std::size_t scorched_used = 0;
  std::size_t attack_used = 0;
  std::size_t lost_die_used = 0;
};

class RoundRunner {
 public:
  RoundRunner(GameState& state, const Rules& rules, RoundReport& report)
      : s_(state), rules_(rules), report_(report), live_(state.players.size()) {
    for (std::size_t i = 0; i < s_.players.size(); ++i) {
      auto& l = live_[i];
      for (std::size_t k = 0; k < s_.players[i].domain.pieces.size(); ++k) l.origin.push_back(static_cast<int>(k));
      l.die_active.assign(s_.players[i].dice.size(), true);
    }
  }

  void run() {
    check_dice();
    collect();
    feed();
    calamities();
    build();
    extort();
    round_end();
  }

 private:
  int n() const { return static_cast<int>(s_.players.size()); }
  int seat(int k) const { return (s_.start_player + k) % n(); }
  PlayerState& p(int i) { return s_.players[static_cast<std::size_t>(i)]; }

  void event(const std::string& step, int player, const std::string& text, json extra = json::object()) {
    extra["step"] = step;
    extra["player"] = player >= 0 ? json(p(player).name) : json(nullptr);
    extra["text"] = text;
    report_.events.push_back(std::move(extra));
  }
  void violation(const std::string& rule, const std::string& reason, const std::string& where) {
    report_.violations.add(rule, reason, where);
  }

  Tallies active_tallies(int i) {
    std::vector<const Face*> faces;
    const auto& dice = p(i).dice;
    for (std::size_t k = 0; k < dice.size(); ++k) {
      if (live_[static_cast<std::size_t>(i)].die_active[k]) faces.push_back(dice[k].face);
    }
    return tally(faces);
  }

  void check_dice() {
    for (int i = 0; i < n(); ++i) {
      const DicePool pool = dice_pool(p(i).domain);
      std::array<int, 4> rolled{};
      for (const auto& d : p(i).dice) ++rolled[static_cast<std::size_t>(d.face->colour)];
      for (std::size_t c = 0; c < 4; ++c) {
        if (rolled[c] != pool.by_colour[c]) {
          violation("dice_mismatch",
                    p(i).name + " shows " + std::to_string(rolled[c]) + " " + std::string(kDieColourNames[c].name) +
                        " dice but the domain grants " + std::to_string(pool.by_colour[c]),
                    p(i).pointer + "/dice");
        }
      }
      if (p(i).rolls) {
        int monasteries = 0;
        for (const auto& piece : p(i).domain.pieces) monasteries += piece.type == PieceType::monastery ? 1 : 0;
        report_.violations.append(check_rolls(*p(i).rolls, p(i).dice, monasteries, rules_));
      }
    }
  }

  void collect() {
    for (int k = 0; k < n(); ++k) {
      const int i = seat(k);
      PlayerState& pl = p(i);
      for (std::size_t d = 0; d < pl.dice.size(); ++d) {
        if (pl.dice[d].face->option_a && !pl.dice[d].choice) {
          violation("choice_missing", pl.name + ": face " + std::string(pl.dice[d].face->id) + " needs a choice of resource",
                    pl.pointer + "/dice/" + std::to_string(d));
        }
      }
      const CollectResult r = era::collect(pl.resources, pl.dice, pl.domain, rules_);
      pl.resources = r.resources;
      pl.culture += r.culture;
      const Resources& g = r.gain;
      event("collect", i,
            pl.name + " collects " + std::to_string(g.amount[0]) + "/" + std::to_string(g.amount[1]) + "/" +
                std::to_string(g.amount[2]) + "/" + std::to_string(g.amount[3]) + " and " +
                std::to_string(r.culture) + " culture" +
                (r.lost.total() > 0 ? " (" + std::to_string(r.lost.total()) + " over the caps lost)" : ""),
            {{"gain", stock_json(g)}, {"lost", stock_json(r.lost)}, {"culture", r.culture}});
    }
  }

  void feed() {
    for (int k = 0; k < n(); ++k) {
      const int i = seat(k);
      PlayerState& pl = p(i);
      const int need = dice_pool(pl.domain).total();
      const FeedResult r = era::feed(pl.resources[Resource::food], need);
      pl.resources[Resource::food] = r.food;
      pl.calamity += r.calamity;
      event("feed", i, pl.name + " feeds " + std::to_string(need) + " dice: " + std::to_string(r.paid) + " food" +
                           (r.calamity > 0 ? ", +" + std::to_string(r.calamity) + " Calamity" : ""),
            {{"need", need}, {"paid", r.paid}, {"calamity", r.calamity}});
    }
  }

  // Removes the piece that was input piece `id` (or a new piece by current index when id < 0).
  void remove_piece(int i, std::size_t current, const std::string& why) {
    PlayerState& pl = p(i);
    Live& l = live_[static_cast<std::size_t>(i)];
    const PieceType t = pl.domain.pieces[current].type;
    pl.domain.pieces.erase(pl.domain.pieces.begin() + static_cast<std::ptrdiff_t>(current));
    l.origin.erase(l.origin.begin() + static_cast<std::ptrdiff_t>(current));
    std::string die_text;
    if (auto colour = die_of(t); colour && rules_.lose_die_immediately) {
      // The die leaves with the building at once (AMB-13): the declared die, else the first of its colour.
      int chosen = -1;
      while (l.lost_die_used < pl.choices.lost_dice.size() && chosen < 0) {
        const int d = pl.choices.lost_dice[l.lost_die_used++];
        if (d < static_cast<int>(pl.dice.size()) && l.die_active[static_cast<std::size_t>(d)] &&
            pl.dice[static_cast<std::size_t>(d)].face->colour == *colour) {
          chosen = d;
        } else {
          violation("bad_choice", pl.name + ": die " + std::to_string(d) + " cannot leave with the " +
                                      std::string(name_of(t)),
                    pl.choices.pointer + "/lost_dice");
        }
      }
      for (std::size_t d = 0; d < pl.dice.size() && chosen < 0; ++d) {
        if (l.die_active[d] && pl.dice[d].face->colour == *colour) chosen = static_cast<int>(d);
      }
      if (chosen >= 0) {
        l.die_active[static_cast<std::size_t>(chosen)] = false;
        die_text = " and die " + std::to_string(chosen);
      }
    }
    event("calamities", i, pl.name + " loses the " + std::string(name_of(t)) + die_text + " (" + why + ")",
          {{"lost", name_of(t)}});
  }

  std::optional<std::size_t> current_of(int i, int id) {
    const auto& o = live_[static_cast<std::size_t>(i)].origin;
    auto it = std::find(o.begin(), o.end(), id);
    if (it == o.end()) return std::nullopt;
    return static_cast<std::size_t>(it - o.begin());
  }

  void calamities() {
    std::vector<int> skulls(static_cast<std::size_t>(n()));
    for (int i = 0; i < n(); ++i) skulls[static_cast<std::size_t>(i)] = active_tallies(i).skulls;
    for (int k = 0; k < n(); ++k) {
      const int i = seat(k);
      const Calamity c = calamity_for_skulls(skulls[static_cast<std::size_t>(i)]);
      if (c == Calamity::none) continue;
      event("calamities", i, p(i).name + " suffers " + std::string(name_of(c)), {{"calamity", name_of(c)}});
      switch (c) {
        case Calamity::bandits: bandits(i); break;
        case Calamity::disease: {
          const DomainView view(p(i).domain, rules_);
          const int points = disease(view, rules_).calamity;
          p(i).calamity += points;
          event("calamities", i, p(i).name + ": Disease, +" + std::to_string(points) + " Calamity", {{"calamity_added", points}});
          break;
        }
        case Calamity::treachery: treachery(i); break;
        case Calamity::fire: fire(i); break;
        case Calamity::attack:
          if (s_.solo()) {
            attacked(i);
          } else {
            for (int m = 1; m < n(); ++m) attacked((i + m) % n());
          }
          break;
        case Calamity::revolt:
          p(i).resources[Resource::goods] = 0;
          event("calamities", i, p(i).name + ": Revolt, all Goods lost");
          break;
        case Calamity::none: break;
      }
    }
  }

  void bandits(int i) {
    PlayerState& pl = p(i);
    if (pl.resources.total() == 0) {
      pl.calamity += 1;
      event("calamities", i, pl.name + ": Bandits, no resources, +1 Calamity");
      return;
    }
    if (!pl.choices.bandits) {
      violation("choice_missing", pl.name + ": Bandits needs a choice (\"calamity\" or a resource to lose)",
                pl.choices.pointer.empty() ? pl.pointer : pl.choices.pointer);
      return;
    }
    if (*pl.choices.bandits == "calamity") {
      pl.calamity += 1;
      event("calamities", i, pl.name + ": Bandits, +1 Calamity");
      return;
    }
    const Resource r = *core::parse_enum(*pl.choices.bandits, resource_names());
    if (pl.resources[r] == 0) {
      violation("bad_choice", pl.name + ": Bandits cannot take " + res_name(r) + ", none is held",
                pl.choices.pointer + "/bandits");
      return;
    }
    pl.resources[r] -= 1;
    event("calamities", i, pl.name + ": Bandits take 1 " + res_name(r));
  }

  void treachery(int i) {
    const int victims = s_.solo() ? 1 : n() - 1;
    if (s_.supply.scorched < victims) {
      event("calamities", i, "Treachery: only " + std::to_string(s_.supply.scorched) +
                                 " scorched-earth piece(s) in the supply, nothing happens");
      return;
    }
    if (s_.solo()) {
      place_scorched(i);
    } else {
      for (int m = 1; m < n(); ++m) place_scorched((i + m) % n());
    }
  }

  void place_scorched(int v) {
    PlayerState& pl = p(v);
    Live& l = live_[static_cast<std::size_t>(v)];
    const std::string where = pl.choices.pointer + "/scorched/" + std::to_string(l.scorched_used);
    const DomainView view(pl.domain, rules_);
    const bool empty_spot = scorched_spot_exists(view, rules_);
    // Could removing every removable building (non-Keep, outside the walls) make room? (§2.5)
    bool freeable = empty_spot;
    if (!empty_spot) {
      Domain cleared;
      cleared.width = pl.domain.width;
      cleared.height = pl.domain.height;
      for (std::size_t k = 0; k < pl.domain.pieces.size(); ++k) {
        const PieceType t = pl.domain.pieces[k].type;
        if (is_building(t) && t != PieceType::keep && !view.walled(k)) continue;
        cleared.pieces.push_back(pl.domain.pieces[k]);
      }
      freeable = scorched_spot_exists(DomainView(cleared, rules_), rules_);
    }
    if (l.scorched_used >= pl.choices.scorched.size()) {
      if (!freeable) {
        event("calamities", v, pl.name + " cannot make room for scorched earth; the piece returns to the supply");
        return;
      }
      violation("choice_missing", pl.name + " must place a scorched-earth piece (choices.scorched)",
                pl.choices.pointer.empty() ? pl.pointer : pl.choices.pointer);
      return;
    }
    const ScorchedPlacement& choice = pl.choices.scorched[l.scorched_used++];
    if (!freeable) {
      if (choice.placed) {
        violation("no_spot", pl.name + ": no spot can be made for scorched earth, the piece returns to the supply",
                  where);
      }
      event("calamities", v, pl.name + " cannot make room for scorched earth; the piece returns to the supply");
      return;
    }
    if (!choice.placed) {
      violation("placement_required", pl.name + " can place the scorched-earth piece and must", where);
      return;
    }
    if (empty_spot && !choice.remove.empty()) {
      violation("removal_not_allowed", pl.name + ": an empty legal spot exists, so no building may be removed",
                where + "/remove");
      return;
    }
    std::vector<std::size_t> to_remove;
    for (int id : choice.remove) {
      const auto cur = current_of(v, id);
      if (!cur) {
        violation("bad_choice", pl.name + ": piece " + std::to_string(id) + " is not in the domain", where + "/remove");
        return;
      }
      const Piece& piece = pl.domain.pieces[*cur];
      if (!is_building(piece.type) || piece.type == PieceType::keep || view.walled(*cur)) {
        violation("cannot_remove", pl.name + ": the " + std::string(name_of(piece.type)) + " (piece " +
                                       std::to_string(id) + ") cannot be removed for scorched earth: only buildings outside the walls, never Keeps or walls",
                  where + "/remove");
        return;
      }
      const bool overlaps = std::any_of(piece.cells.begin(), piece.cells.end(), [&](Cell c) {
        return std::find(choice.cells.begin(), choice.cells.end(), c) != choice.cells.end();
      });
      if (rules_.scorched_removal_must_overlap && !overlaps) {
        violation("removal_must_overlap", pl.name + ": the removed " + std::string(name_of(piece.type)) + " (piece " +
                                              std::to_string(id) + ") does not lie under the scorched earth",
                  where + "/remove");
        return;
      }
      to_remove.push_back(*cur);
    }
    // Check the placement as if the buildings were already gone, before changing anything.
    Domain trial = pl.domain;
    std::vector<std::size_t> sorted = to_remove;
    std::sort(sorted.rbegin(), sorted.rend());
    for (std::size_t cur : sorted) trial.pieces.erase(trial.pieces.begin() + static_cast<std::ptrdiff_t>(cur));
    const auto bad = scorched_placement_violations(DomainView(trial, rules_), rules_, choice.cells, where + "/cells");
    if (!bad.empty()) {
      for (const auto& b : bad.items()) violation(b.rule, pl.name + ": " + b.reason, b.where);
      return;
    }
    for (std::size_t cur : sorted) remove_piece(v, cur, "Treachery: room for scorched earth");
    pl.domain.pieces.push_back({PieceType::scorched, choice.cells});
    l.origin.push_back(-1);
    --s_.supply.scorched;
    event("calamities", v, pl.name + " places scorched earth");
  }

  void fire(int i) {
    PlayerState& pl = p(i);
    auto eligible = [&](const Piece& piece) {
      return is_building(piece.type) && (rules_.fire_may_target_keep || piece.type != PieceType::keep);
    };
    if (std::none_of(pl.domain.pieces.begin(), pl.domain.pieces.end(), eligible)) {
      event("calamities", i, pl.name + ": Fire finds no building");
      return;
    }
    if (!pl.choices.fire) {
      violation("choice_missing", pl.name + ": Fire needs the building to lose (choices.fire)",
                pl.choices.pointer.empty() ? pl.pointer : pl.choices.pointer);
      return;
    }
    const auto cur = current_of(i, *pl.choices.fire);
    if (!cur || !eligible(pl.domain.pieces[*cur])) {
      violation("bad_choice", pl.name + ": piece " + std::to_string(*pl.choices.fire) + " cannot burn" +
                                  (cur && pl.domain.pieces[*cur].type == PieceType::keep ? " (Keeps are immune by setting)" : ""),
                pl.choices.pointer + "/fire");
      return;
    }
    remove_piece(i, *cur, "Fire");
  }

  void attacked(int v) {
    PlayerState& pl = p(v);
    Live& l = live_[static_cast<std::size_t>(v)];
    const DomainView view(pl.domain, rules_);
    bool any = false;
    for (std::size_t k = 0; k < pl.domain.pieces.size(); ++k) {
      any = any || (is_building(pl.domain.pieces[k].type) && !view.walled(k));
    }
    if (!any) {
      event("calamities", v, pl.name + ": every building is walled, the Attack has no effect");
      return;
    }
    const std::string where = pl.choices.pointer + "/attack/" + std::to_string(l.attack_used);
    if (l.attack_used >= pl.choices.attack.size()) {
      violation("choice_missing", pl.name + " must give up a building outside the walls (choices.attack)",
                pl.choices.pointer.empty() ? pl.pointer : pl.choices.pointer);
      return;
    }
    const int id = pl.choices.attack[l.attack_used++];
    const auto cur = current_of(v, id);
    if (!cur || !is_building(pl.domain.pieces[*cur].type) || view.walled(*cur)) {
      violation("bad_choice", pl.name + ": piece " + std::to_string(id) + " is not a building outside the walls", where);
      return;
    }
    remove_piece(v, *cur, "Attack");
  }

  void build() {
    for (int k = 0; k < n(); ++k) {
      const int i = seat(k);
      PlayerState& pl = p(i);
      if (pl.builds.empty()) continue;
      BuildState bs{pl.domain, pl.resources, s_.supply, s_.markers_in_use, s_.markers_flipped};
      const int hammers = active_tallies(i).hammers;
      const BuildReport r = apply_builds(bs, hammers, pl.builds, rules_, pl.pointer + "/builds");
      report_.violations.append(r.violations);
      for (int b : r.built) {
        const PieceType t = pl.builds[static_cast<std::size_t>(b)].type;
        if (auto colour = die_of(t)) {
          int& d = bs.supply.dice[static_cast<std::size_t>(*colour)];
          d = std::max(0, d - 1);
        }
        live_[static_cast<std::size_t>(i)].origin.push_back(-1);
        event("build", i, pl.name + " builds a " + std::string(name_of(t)), {{"built", name_of(t)}});
      }
      for (PieceType t : r.exhausted) event("build", i, "The last " + std::string(name_of(t)) + " is gone");
      if (r.markers_flipped_now > 0) {
        event("build", i, std::to_string(r.markers_flipped_now) + " end-game marker(s) flipped to X",
              {{"markers_flipped", bs.markers_flipped}});
      }
      pl.domain = std::move(bs.domain);
      pl.resources = bs.resources;
      s_.supply = bs.supply;
      s_.markers_flipped = bs.markers_flipped;
    }
  }

  void pay_or_refuse(int e_seat, int v, const std::string& extorter, Resource r) {
    PlayerState& victim = p(v);
    if (victim.choices.refuse.count(extorter) != 0) {
      if (!rules_.victim_may_refuse) {
        violation("refusal_not_allowed", victim.name + " holds " + res_name(r) + " and must pay " + extorter,
                  victim.choices.pointer + "/refuse");
        return;
      }
      victim.calamity += 2;
      event("extort", v, victim.name + " refuses " + extorter + ": +2 Calamity");
      return;
    }
    victim.resources[r] -= 1;
    if (e_seat >= 0) {
      Resources& er = p(e_seat).resources;
      er[r] = std::min(rules_.cap(r), er[r] + 1);  // excess is lost (AMB-18, AMB-23)
    }
    event("extort", v, victim.name + " pays 1 " + res_name(r) + " to " + extorter, {{"paid", res_name(r)}, {"to", extorter}});
  }

  void extort() {
    if (s_.solo()) {
      solo_extort();
      return;
    }
    std::vector<int> swords;
    std::vector<int> shields;
    for (int i = 0; i < n(); ++i) {
      const Tallies t = active_tallies(i);
      swords.push_back(t.swords);
      shields.push_back(t.shields);
    }
    for (const auto& [e, v] : extortion_pairs(swords, shields, s_.start_player)) {
      PlayerState& ex = p(e);
      PlayerState& victim = p(v);
      event("extort", e, ex.name + " extorts " + victim.name, {{"victim", victim.name}});
      if (victim.resources.total() == 0) {
        victim.calamity += 2;
        event("extort", v, victim.name + " has nothing to hand over: +2 Calamity");
        continue;
      }
      auto it = ex.choices.demands.find(victim.name);
      if (it == ex.choices.demands.end()) {
        violation("choice_missing", ex.name + " must name the resource demanded from " + victim.name +
                                        " (choices.demands)",
                  ex.choices.pointer.empty() ? ex.pointer : ex.choices.pointer);
        continue;
      }
      if (victim.resources[it->second] == 0) {
        violation("bad_choice", ex.name + " demands " + res_name(it->second) + " but " + victim.name + " holds none",
                  ex.choices.pointer + "/demands/" + core::pointer_token(victim.name));
        continue;
      }
      pay_or_refuse(e, v, ex.name, it->second);
    }
  }

  void solo_extort() {
    PlayerState& me = p(0);
    const Tallies mine = active_tallies(0);
    const Tallies jaime = tally(s_.jaime);
    const bool protect = rules_.solo_shields_protect;
    if (mine.swords > jaime.swords && (!protect || jaime.shields < mine.swords)) {
      // Types on Jaime's faces; Y4 counts as food or stone (§3.11 [A]).
      std::set<Resource> offered;
      for (const Face* f : s_.jaime) {
        for (Resource r : kResources) {
          if (f->gives[r] > 0) offered.insert(r);
          if (rules_.solo_y4_counts_as_resource && f->option_a) {
            if ((*f->option_a)[r] > 0 || (*f->option_b)[r] > 0) offered.insert(r);
          }
        }
      }
      if (offered.empty()) {
        event("extort", 0, me.name + " extorts Jaime, but his faces show no resource");
        return;
      }
      auto it = me.choices.demands.find("Jaime");
      Resource r = *offered.begin();
      if (it != me.choices.demands.end()) {
        if (offered.count(it->second) == 0) {
          violation("bad_choice", "Jaime's faces do not show " + res_name(it->second), me.choices.pointer + "/demands/Jaime");
          return;
        }
        r = it->second;
      } else if (offered.size() > 1) {
        violation("choice_missing", me.name + " must choose what to take from Jaime (choices.demands.Jaime)",
                  me.choices.pointer.empty() ? me.pointer : me.choices.pointer);
        return;
      }
      me.resources[r] = std::min(rules_.cap(r), me.resources[r] + 1);
      event("extort", 0, me.name + " takes 1 " + res_name(r) + " from Jaime", {{"took", res_name(r)}});
      return;
    }
    if (jaime.swords > mine.swords && (!protect || mine.shields < jaime.swords)) {
      event("extort", 0, "Jaime extorts " + me.name);
      for (Resource r : kResources) {
        if (me.resources[r] > 0) {
          pay_or_refuse(-1, 0, "Jaime", r);
          return;
        }
      }
      me.calamity += 2;
      event("extort", 0, me.name + " has nothing for Jaime: +2 Calamity");
    }
  }

  void round_end() {
    for (int i = 0; i < n(); ++i) {
      const int pool = dice_pool(p(i).domain).total();
      event("round_end", i, p(i).name + " rolls " + std::to_string(pool) + " dice next round", {{"dice", pool}});
    }
    if (s_.solo()) {
      s_.game_over = s_.round >= rules_.solo_rounds;
    } else {
      s_.game_over = s_.markers_in_use > 0 && s_.markers_flipped >= s_.markers_in_use;
    }
    if (s_.game_over) {
      event("round_end", -1, "Every end-game marker shows X: the game ends after this round", {{"game_over", true}});
      if (s_.solo()) report_.events.back()["text"] = "Round " + std::to_string(s_.round) + " was the last: the game ends";
      return;
    }
    s_.start_player = (s_.start_player + 1) % n();
    ++s_.round;
  }

  GameState& s_;
  const Rules& rules_;
  RoundReport& report_;
  std::vector<Live> live_;
};

}  // namespace

CollectResult collect(const Resources& start, const std::vector<DieResult>& dice, const Domain& domain,
                      const Rules& rules) {
  CollectResult out;
  Resources& gain = out.gain;
  for (const DieResult& d : dice) {
    const Face& f = *d.face;
    for (std::size_t r = 0; r < 4; ++r) gain.amount[r] += f.gives.amount[r];
    out.culture += f.culture;
    if (f.option_a && d.choice) {
      const Resources& o = (*f.option_a)[*d.choice] > 0 ? *f.option_a : *f.option_b;
      for (std::size_t r = 0; r < 4; ++r) gain.amount[r] += o.amount[r];
    }
  }
  for (const Piece& piece : domain.pieces) {
    if (piece.type == PieceType::farm) gain[Resource::food] += 1;
    if (piece.type == PieceType::lumber_mill) gain[Resource::wood] += 2;
  }
  for (Resource r : kResources) {
    const int total = start[r] + gain[r];
    out.resources[r] = std::min(total, rules.cap(r));
    out.lost[r] = total - out.resources[r];
  }
  return out;
}

FeedResult feed(int food, int dice) noexcept {
  FeedResult out;
  out.paid = std::min(food, dice);
  out.food = food - out.paid;
  out.calamity = dice - out.paid;
  return out;
}

std::vector<std::pair<int, int>> extortion_pairs(const std::vector<int>& swords, const std::vector<int>& shields,
                                                 int start_player) {
  std::vector<std::pair<int, int>> out;
  const int n = static_cast<int>(swords.size());
  for (int k = 0; k < n; ++k) {
    const int e = (start_player + k) % n;
    const int power = swords[static_cast<std::size_t>(e)];
    for (int m = 1; m < n; ++m) {
      const int v = (e + m) % n;
      if (swords[static_cast<std::size_t>(v)] < power && shields[static_cast<std::size_t>(v)] < power) out.emplace_back(e, v);
    }
  }
  return out;
}

core::Violations check_rolls(const RollRecord& record, const std::vector<DieResult>& final_faces, int monasteries,
                             const Rules& rules) {
  core::Violations v;
  const std::string& at = record.pointer;
  if (record.rolls.empty() || record.rolls.size() > 3) {
    v.add("roll_count", std::to_string(record.rolls.size()) + " rolls: a player makes 1 to 3 rolls", at + "/rolls");
    return v;
  }
  const std::size_t dice = record.rolls.front().size();
  for (std::size_t k = 0; k < record.rolls.size(); ++k) {
    if (record.rolls[k].size() != dice) {
      v.add("dice_count", "roll " + std::to_string(k + 1) + " has a different number of dice", at + "/rolls/" + std::to_string(k));
      return v;
    }
    for (std::size_t d = 0; d < dice; ++d) {
      if (record.rolls[k][d]->colour != record.rolls[0][d]->colour) {
        v.add("die_colour_changed", "die " + std::to_string(d) + " changes colour in roll " + std::to_string(k + 1),
              at + "/rolls/" + std::to_string(k) + "/" + std::to_string(d));
      }
    }
  }
  if (!v.empty()) return v;
  std::vector<const Face*> state = record.rolls[0];
  std::vector<bool> set_die(dice, false);
  if (static_cast<int>(record.monastery.size()) > monasteries) {
    v.add("monastery_count", std::to_string(record.monastery.size()) + " die settings but only " +
                                 std::to_string(monasteries) + " Monastery(ies)",
          at + "/monastery");
  }
  for (std::size_t m = 0; m < record.monastery.size(); ++m) {
    const auto& s = record.monastery[m];
    const std::string where = at + "/monastery/" + std::to_string(m);
    if (s.die < 0 || static_cast<std::size_t>(s.die) >= dice) {
      v.add("bad_die", "no die " + std::to_string(s.die), where);
      continue;
    }
    if (set_die[static_cast<std::size_t>(s.die)]) v.add("monastery_same_die", "each Monastery sets a different die", where);
    if (s.face->colour != state[static_cast<std::size_t>(s.die)]->colour) {
      v.add("bad_face", "face " + std::string(s.face->id) + " is not on that die", where);
      continue;
    }
    set_die[static_cast<std::size_t>(s.die)] = true;
    state[static_cast<std::size_t>(s.die)] = s.face;
  }
  for (std::size_t k = 1; k < record.rolls.size(); ++k) {
    for (std::size_t d = 0; d < dice; ++d) {
      const Face* now = record.rolls[k][d];
      const std::string where = at + "/rolls/" + std::to_string(k) + "/" + std::to_string(d);
      if (state[d]->skulls > 0 && now != state[d]) {
        v.add("skull_locked", "die " + std::to_string(d) + " showed a skull and is locked, it cannot change in roll " +
                                  std::to_string(k + 1),
              where);
      } else if (k == 1 && set_die[d] && rules.monastery_die_held_in_roll2 && now != state[d]) {
        v.add("monastery_die_held", "die " + std::to_string(d) + " was set by a Monastery and is held in roll 2", where);
      }
      state[d] = now;
    }
  }
  for (std::size_t q = 0; q < record.quills.size(); ++q) {
    const auto& quill = record.quills[q];
    const std::string where = at + "/quills/" + std::to_string(q);
    if (quill.quill_die < 0 || static_cast<std::size_t>(quill.quill_die) >= dice || !state[static_cast<std::size_t>(quill.quill_die)]->quill) {
      v.add("not_a_quill", "die " + std::to_string(quill.quill_die) + " does not show a quill", where + "/die");
      continue;
    }
    if (static_cast<int>(quill.with.size()) > rules.quill_companion_dice) {
      v.add("quill_companions", "a quill reroll takes at most " + std::to_string(rules.quill_companion_dice) +
                                    " other die(s)",
            where + "/with");
      continue;
    }
    std::vector<int> rolled{quill.quill_die};
    bool ok = true;
    for (int w : quill.with) {
      if (w < 0 || static_cast<std::size_t>(w) >= dice || w == quill.quill_die) ok = false;
      rolled.push_back(w);
    }
    if (!ok || quill.result.size() != rolled.size()) {
      v.add("bad_quill", "a quill reroll lists the quill die, its companions and one result per rerolled die", where);
      continue;
    }
    for (std::size_t r = 0; r < rolled.size(); ++r) {
      if (quill.result[r]->colour != state[static_cast<std::size_t>(rolled[r])]->colour) {
        v.add("bad_face", "result " + std::string(quill.result[r]->id) + " is not on that die", where + "/result");
        ok = false;
      }
    }
    if (!ok) continue;
    for (std::size_t r = 0; r < rolled.size(); ++r) state[static_cast<std::size_t>(rolled[r])] = quill.result[r];
  }
  if (final_faces.size() != dice) {
    v.add("final_faces", "the final faces list " + std::to_string(final_faces.size()) + " dice, the rolls " +
                             std::to_string(dice),
          at);
    return v;
  }
  for (std::size_t d = 0; d < dice; ++d) {
    const Face* f = final_faces[d].face;
    const bool same = f == state[d] || (f->quill && state[d]->quill);
    if (!same) {
      v.add("final_faces", "die " + std::to_string(d) + " ends on " + std::string(state[d]->id) + " after the rolls, not " +
                               std::string(f->id),
            at);
    }
  }
  return v;
}

GameState parse_game_state(const core::JsonCursor& root, const Rules& rules) {
  root.require_object();
  GameState s;
  const auto list = root.at("players");
  list.require_array();
  if (list.size() == 0 || list.size() > 4) list.fail("ERA is played by 1 to 4 players");
  std::set<std::string> names;
  for (const auto& item : list.items()) {
    item.require_object();
    PlayerState p;
    p.pointer = item.pointer();
    p.name = item.get_string("name", "Player " + std::to_string(s.players.size() + 1));
    if (p.name.empty() || p.name == "Jaime") item.at("name").fail("player name \"" + p.name + "\" is not allowed");
    if (!names.insert(p.name).second) item.at("name").fail("duplicate player name \"" + p.name + "\"");
    p.domain = parse_domain(item.at("domain"), rules);
    if (auto r = item.find("resources")) p.resources = parse_resources(*r, rules);
    p.culture = item.get_int("culture", 0, 0, 1000000);
    p.calamity = item.get_int("calamity", 0, 0, 1000000);
    if (auto d = item.find("dice")) {
      d->require_array();
      for (const auto& die : d->items()) p.dice.push_back(parse_die_result(die));
    }
    if (auto b = item.find("builds")) {
      b->require_array();
      for (const auto& piece : b->items()) {
        piece.require_object();
        Piece built;
        built.type = piece.at("type").as_enum(std::span<const core::EnumName<PieceType>>(kPieceTypeNames), "piece type");
        built.cells = parse_cells(piece.at("cells"));
        p.builds.push_back(std::move(built));
      }
    }
    if (auto c = item.find("choices")) {
      p.choices = parse_choices(*c);
    } else {
      p.choices.pointer = p.pointer + "/choices";
    }
    if (auto r = item.find("rolls")) p.rolls = parse_rolls(*r);
    s.players.push_back(std::move(p));
  }
  const int n = static_cast<int>(s.players.size());
  for (const auto& p : s.players) {
    for (const auto& [victim, r] : p.choices.demands) {
      if (victim != "Jaime" && names.count(victim) == 0) {
        throw core::InputError("unknown player \"" + victim + "\"", p.choices.pointer + "/demands/" + core::pointer_token(victim));
      }
    }
  }
  s.round = root.get_int("round", 1, 1, 1000);
  if (auto sp = root.find("start_player")) {
    if (sp->json().is_string()) {
      const std::string name = sp->as_string();
      auto it = std::find_if(s.players.begin(), s.players.end(), [&](const PlayerState& p) { return p.name == name; });
      if (it == s.players.end()) sp->fail("unknown player \"" + name + "\"");
      s.start_player = static_cast<int>(it - s.players.begin());
    } else {
      s.start_player = sp->as_int32(0, n - 1);
    }
  }
  s.supply = setup_supply(n, rules);
  if (auto supply = root.find("supply")) s.supply = parse_supply(*supply, s.supply);
  s.markers_in_use = root.get_int("markers_in_use", markers_in_use(n, rules), 0, 5);
  s.markers_flipped = root.get_int("markers_flipped", 0, 0, s.markers_in_use);
  if (auto j = root.find("jaime")) {
    const auto faces = j->json().is_object() ? j->at("faces") : *j;
    faces.require_array();
    for (const auto& f : faces.items()) s.jaime.push_back(parse_face(f));
  }
  return s;
}

json game_state_to_json(const GameState& state, const Rules& rules) {
  (void)rules;
  json players = json::array();
  for (const auto& p : state.players) {
    const DicePool pool = dice_pool(p.domain);
    players.push_back({{"name", p.name},
                       {"domain", domain_to_json(p.domain)},
                       {"resources", stock_json(p.resources)},
                       {"culture", p.culture},
                       {"calamity", p.calamity},
                       {"pool", pool.total()},
                       {"pool_by_colour",
                        {{"yellow", pool.by_colour[0]},
                         {"blue", pool.by_colour[1]},
                         {"gray", pool.by_colour[2]},
                         {"white", pool.by_colour[3]}}}});
  }
  return {{"round", state.round},
          {"start_player", state.start_player},
          {"players", players},
          {"supply", supply_to_json(state.supply)},
          {"markers_in_use", state.markers_in_use},
          {"markers_flipped", state.markers_flipped},
          {"game_over", state.game_over}};
}

GameState new_game(const std::vector<std::string>& names, const Rules& rules) {
  GameState s;
  const int n = static_cast<int>(names.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    PlayerState p;
    p.name = names[i];
    p.pointer = "/players/" + std::to_string(i);
    p.choices.pointer = p.pointer + "/choices";
    p.domain.width = rules.grid_width;
    p.domain.height = rules.grid_height;
    p.domain.pieces.push_back({PieceType::keep, {start_keep_cell(rules.grid_width, rules.grid_height)}});
    p.resources = rules.start_resources;
    s.players.push_back(std::move(p));
  }
  s.supply = setup_supply(n, rules);
  s.markers_in_use = markers_in_use(n, rules);
  return s;
}

RoundReport play_round(GameState& state, const Rules& rules) {
  RoundReport report;
  RoundRunner(state, rules, report).run();
  return report;
}

}  // namespace scriptorium::era
