#include "engine/discordia/turn.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "engine/discordia/decrees.hpp"
#include "engine/discordia/game.hpp"
#include "engine/discordia/settings.hpp"

namespace scriptorium::discordia {

using core::JsonCursor;
using core::Violations;

namespace {

WorkerCounts parse_worker_counts(const JsonCursor& c) {
  c.require_object();
  WorkerCounts counts{};
  for (const auto& [key, unused] : c.json().items()) {
    const JsonCursor v = c.at(key);
    const auto colour = parse_enum<WorkerColor>(key, std::span<const core::EnumName<WorkerColor>>(kWorkerColorNames));
    if (!colour) v.fail("unknown worker colour \"" + key + "\"");
    counts[static_cast<std::size_t>(*colour)] = v.as_int32(0, 140);
  }
  return counts;
}

std::optional<DieColor> optional_die(const JsonCursor& c, std::string_view key) {
  if (!c.has(key)) return std::nullopt;
  return c.at(key).as_enum<DieColor>(kDieColorNames, "die colour");
}

const DecreeDef* find_decree(const GameData& data, const std::string& id) {
  for (const auto& d : data.decrees) {
    if (d.id == id) return &d;
  }
  return nullptr;
}

nlohmann::json ref_json(const TileRef& r) { return {{r.tower ? "tower" : "plot", r.index}}; }

WorkTile* find_tile(City& city, const TileRef& r) {
  if (r.tower) {
    if (r.index < 0 || r.index >= static_cast<int>(city.military_towers.size())) return nullptr;
    return &city.military_towers[static_cast<std::size_t>(r.index)];
  }
  if (r.index < 0 || r.index >= static_cast<int>(city.plots.size())) return nullptr;
  auto& tile = city.plots[static_cast<std::size_t>(r.index)].tile;
  return tile ? &*tile : nullptr;
}

}  // namespace

TurnState parse_turn_state(const JsonCursor& c) {
  c.require_object();
  TurnState s;
  TurnPlayer& p = s.player;
  p.city = parse_city(c.at("city"));
  const JsonCursor workers = c.at("workers");
  p.workers = parse_worker_counts(workers);
  if (p.city.reserve && *p.city.reserve != p.total()) {
    workers.fail("the workers by colour add up to " + std::to_string(p.total()) + " but city/reserve says " +
                 std::to_string(*p.city.reserve));
  }
  p.stars = c.get_int("stars", 0, 0, 48);
  p.modifiers_active = c.get_int("active_modifiers", 0, 0, 10);
  if (auto wild = c.find("wild_privileges")) {
    wild->require_array();
    for (const auto& w : wild->items()) p.wild_privileges.push_back(w.as_enum<WorkerColor>(kWorkerColorNames, "worker colour"));
  }
  p.progress_with_5 = c.get_bool("progress_with_5", false);
  p.extra_workers_any_die = c.get_bool("extra_workers_any_die", false);
  if (auto progress = c.find("progress")) {
    progress->require_object();
    p.progress_length = progress->get_int("length", 6, 0, 30);
    p.progress_stars = progress->get_int("stars", 0, 0, 30);
    if (p.progress_stars > p.progress_length) progress->at("stars").fail("more stars than progress spaces");
  }
  p.aqueduct_position = c.get_int("aqueduct_position", 0, 0, 10);
  p.expansions_acquired = c.get_int("expansions_acquired", 0, 0, 40);
  p.expedition_stars = c.get_int("expedition_stars", 0, 0, 30);
  p.decree_slots_free = c.get_int("decree_slots_free", 0, 0, 14);
  if (auto decrees = c.find("decree_display")) {
    decrees->require_array();
    for (const auto& d : decrees->items()) s.decree_display.push_back(d.as_string());
  }
  s.season = c.at("season").as_int32(1, 5);
  if (auto dice = c.find("dice")) {
    dice->require_object();
    s.dice = {dice->at("blue").as_int32(1, 6), dice->at("red").as_int32(1, 6), dice->at("yellow").as_int32(1, 6)};
    s.dice_known = true;
  }
  s.maximus = c.get_bool("maximus", false);
  s.taken_by_maximus = optional_die(c, "maximus_die");
  if (s.maximus && s.taken_by_maximus) c.at("maximus_die").fail("Maximus chooses his own die: no maximus_die");
  s.blocked = optional_die(c, "blocked_die");
  if (auto display = c.find("display")) {
    display->require_array();
    for (const auto& row : display->items()) {
      row.require_array();
      if (row.size() != 6) row.fail("a display row has 6 columns, found " + std::to_string(row.size()));
      std::array<std::optional<WorkTile>, 6> cells;
      for (std::size_t col = 0; col < 6; ++col) {
        const JsonCursor cell = row.at(col);
        if (cell.is_null()) continue;
        WorkTile tile = parse_work_tile(cell, std::nullopt);
        if (tile.workers_on() > 0) cell.fail("a tile in the display holds no workers");
        cells[col] = std::move(tile);
      }
      s.display.push_back(std::move(cells));
    }
  }
  if (auto expansions = c.find("expansion_display")) {
    expansions->require_object();
    for (const auto& [key, unused] : expansions->json().items()) {
      const JsonCursor v = expansions->at(key);
      const auto kind = parse_enum<ExpansionKind>(key, std::span<const core::EnumName<ExpansionKind>>(kExpansionKindNames));
      if (!kind) v.fail("unknown expansion kind \"" + key + "\"");
      s.expansion_display[*kind] = v.as_int32(0, 40);
    }
  }
  s.star_cult = c.get_int("star_cult", 0, 0, 48);
  s.bag = c.get_int("bag", p.city.bag.value_or(0), 0, 140);
  s.towers_in_display = c.get_int("towers_in_display", 0, 0, 16);
  return s;
}

DieChoice parse_die_choice(const JsonCursor& c, const TurnState& state) {
  DieChoice d;
  const JsonCursor die = c.at("die");
  if (die.json().is_object()) {
    d.colour = die.at("color").as_enum<DieColor>(kDieColorNames, "die colour");
    if (die.has("value")) d.face = die.at("value").as_int32(1, 6);
  } else {
    d.colour = die.as_enum<DieColor>(kDieColorNames, "die colour");
  }
  if (!d.face && !state.dice_known) die.fail("the die's value is unknown: give \"dice\" or {\"color\", \"value\"}");
  if (auto mods = c.find("modifiers")) {
    mods->require_array();
    for (const auto& m : mods->items()) {
      const int delta = m.as_int32(-1, 1);
      if (delta == 0) m.fail("a modifier changes the die by +1 or -1");
      d.modifiers.push_back(delta);
    }
  }
  return d;
}

std::array<bool, 4> wild_colours(const TurnPlayer& player, const core::Settings& settings) {
  std::array<bool, 4> wild{};
  for (WorkerColor w : player.wild_privileges) wild[static_cast<std::size_t>(w)] = true;
  const auto n = player.wild_privileges.size();
  bool all = false;
  if (settings.get_string(kAllWildRule) == "any_two") {
    all = n >= 2;
  } else {
    std::set<WorkerColor> distinct(player.wild_privileges.begin(), player.wild_privileges.end());
    all = distinct.size() < n;  // some colour appears twice
  }
  if (all) wild.fill(true);
  return wild;
}

namespace {

bool accepts(IconColor icon, WorkerColor worker, const std::array<bool, 4>& wild) {
  return icon == IconColor::Grey || static_cast<int>(icon) == static_cast<int>(worker) ||
         wild[static_cast<std::size_t>(worker)];
}

bool assign(const std::vector<IconColor>& icons, std::size_t i, WorkerCounts& left, const std::array<bool, 4>& wild) {
  if (i == icons.size()) return true;
  for (std::size_t w = 0; w < 4; ++w) {
    if (left[w] == 0 || !accepts(icons[i], static_cast<WorkerColor>(w), wild)) continue;
    --left[w];
    const bool ok = assign(icons, i + 1, left, wild);
    ++left[w];
    if (ok) return true;
  }
  return false;
}

}  // namespace

bool can_pay(const WorkSpace& space, const WorkerCounts& reserve, const std::array<bool, 4>& wild) {
  WorkerCounts left = reserve;
  return assign(space.required, 0, left, wild);
}

bool workers_match(const WorkSpace& space, const std::vector<WorkerColor>& workers, const std::array<bool, 4>& wild) {
  if (workers.size() != space.required.size()) return false;
  WorkerCounts counts{};
  for (WorkerColor w : workers) ++counts[static_cast<std::size_t>(w)];
  int total = 0;
  for (int c : counts) total += c;
  WorkerCounts left = counts;
  return total == static_cast<int>(space.required.size()) && assign(space.required, 0, left, wild);
}

Violations check_die_choice(const TurnState& state, const DieChoice& choice, const core::Settings& settings,
                            std::optional<int>& value) {
  Violations v;
  value.reset();
  const std::string colour(name_of(choice.colour));
  if (state.blocked && *state.blocked == choice.colour) {
    v.add("die_blocked", "the " + colour + " die is blocked by the Janus tile this turn", "/die");
  }
  if (!state.maximus && state.taken_by_maximus && *state.taken_by_maximus == choice.colour) {
    v.add("die_taken_by_maximus", "Maximus took the " + colour + " die; choose one of the other two", "/die");
  }
  if (static_cast<int>(choice.modifiers.size()) > state.player.modifiers_active) {
    v.add("modifier_not_available",
          "uses " + std::to_string(choice.modifiers.size()) + " modifier(s) but only " +
              std::to_string(state.player.modifiers_active) + " are active (each works once per year)",
          "/modifiers");
  }
  const int face = choice.face ? *choice.face : state.dice[static_cast<std::size_t>(choice.colour)];
  value = effective_value(face, choice.modifiers, settings);
  if (!value) {
    v.add("modifier_out_of_range", "the modifiers take the " + colour + " die outside 1..6 (modifier_wrap is off)",
          "/modifiers");
  }
  return v;
}

std::vector<TileRef> additional_worker_tiles(const City& city, DieColor colour, int value, bool any_die,
                                             const core::Settings& settings) {
  std::vector<TileRef> out;
  const bool bonus = any_die && settings.get_bool(kExtraWorkersAnyDie);
  auto eligible = [&](const WorkTile& t) {
    if (t.die_value != value || t.complete()) return false;
    const auto need = trigger_die(t.type);
    return !need || *need == colour || bonus;
  };
  for (std::size_t i = 0; i < city.plots.size(); ++i) {
    const auto& tile = city.plots[i].tile;
    if (tile && eligible(*tile)) out.push_back({false, static_cast<int>(i)});
  }
  for (std::size_t i = 0; i < city.military_towers.size(); ++i) {
    if (eligible(city.military_towers[i])) out.push_back({true, static_cast<int>(i)});
  }
  return out;
}

std::vector<int> placement_plots(const City& city, TileType type) {
  std::vector<int> out;
  const PlotKind kind = plot_for(type);
  for (std::size_t i = 0; i < city.plots.size(); ++i) {
    if (city.plots[i].kind == kind && !city.plots[i].tile) {
      out.push_back(static_cast<int>(i));  // leftmost empty plot only: no gaps
      break;
    }
  }
  for (std::size_t i = 0; i < city.plots.size(); ++i) {
    const auto& tile = city.plots[i].tile;
    if (tile && tile->type == type) out.push_back(static_cast<int>(i));
  }
  return out;
}

namespace {

std::vector<TileRef> place_worker_targets(const City& city, TileType target, const core::Settings& settings) {
  std::vector<TileRef> out;
  for (std::size_t i = 0; i < city.plots.size(); ++i) {
    const auto& tile = city.plots[i].tile;
    if (tile && tile->type == target && !tile->complete()) out.push_back({false, static_cast<int>(i)});
  }
  if (target == TileType::Barracks && settings.get_bool(kMilitaryTowersAsBarracks)) {
    for (std::size_t i = 0; i < city.military_towers.size(); ++i) {
      if (!city.military_towers[i].complete()) out.push_back({true, static_cast<int>(i)});
    }
  }
  return out;
}

bool progress_value_ok(const TurnPlayer& p, int v) { return v == 6 || (v == 5 && p.progress_with_5); }

nlohmann::json payable_tiles(const TurnPlayer& p, const std::vector<TileRef>& refs, const std::array<bool, 4>& wild) {
  nlohmann::json out = nlohmann::json::array();
  City city = p.city;
  for (const auto& r : refs) {
    const WorkTile* t = find_tile(city, r);
    const auto next = t->next_space();
    if (!next) continue;
    nlohmann::json entry = ref_json(r);
    entry["space"] = *next;
    entry["payable"] = can_pay(t->spaces[static_cast<std::size_t>(*next)], p.workers, wild);
    out.push_back(entry);
  }
  return out;
}

}  // namespace

nlohmann::json legal_actions(const TurnState& state, const DieChoice& choice, const GameData& data,
                             const core::Settings& settings) {
  nlohmann::json out;
  std::optional<int> value;
  const Violations die = check_die_choice(state, choice, settings, value);
  out["die"] = name_of(choice.colour);
  out["face"] = choice.face ? *choice.face : state.dice[static_cast<std::size_t>(choice.colour)];
  out["modifiers"] = choice.modifiers;
  out["violations"] = die.to_json();
  out["main"] = nlohmann::json::array();
  out["secondary"] = nlohmann::json::array();
  if (!die.empty()) {
    out["effective_value"] = nullptr;
    return out;
  }
  const int v = *value;
  out["effective_value"] = v;
  const TurnPlayer& p = state.player;
  const auto wild = wild_colours(p, settings);
  const ActionTileDef& tile = data.action_tile_for_column(v);
  out["action_tile"] = tile.id;

  if (tile.offers(MainAction::TakeCityTile)) {
    nlohmann::json tiles = nlohmann::json::array();
    for (std::size_t r = 0; r < state.display.size(); ++r) {
      const auto& cell = state.display[r][static_cast<std::size_t>(v - 1)];
      if (!cell) continue;
      const auto plots = placement_plots(p.city, cell->type);
      if (plots.empty()) continue;
      tiles.push_back({{"row", r}, {"type", name_of(cell->type)}, {"die_value", cell->die_value}, {"plots", plots}});
    }
    if (!tiles.empty()) out["main"].push_back({{"action", "take_city_tile"}, {"column", v}, {"tiles", tiles}});
  }
  if (tile.offers(MainAction::PlaceWorkers) && tile.worker_target) {
    nlohmann::json targets = payable_tiles(p, place_worker_targets(p.city, *tile.worker_target, settings), wild);
    nlohmann::json payable = nlohmann::json::array();
    for (auto& t : targets) {
      if (t["payable"].get<bool>()) payable.push_back(t);
    }
    if (!payable.empty()) {
      out["main"].push_back({{"action", "place_workers"},
                             {"target", name_of(*tile.worker_target)},
                             {"scope", settings.get_string(kPlaceWorkersScope)},
                             {"tiles", payable}});
    }
  }
  if (tile.offers(MainAction::TakeExpansion)) {
    nlohmann::json kinds = nlohmann::json::array();
    for (ExpansionKind k : tile.expansion_kinds) {
      auto it = state.expansion_display.find(k);
      if (it != state.expansion_display.end() && it->second > 0) kinds.push_back(name_in(k, kExpansionKindNames));
    }
    if (!kinds.empty()) out["main"].push_back({{"action", "take_expansion"}, {"kinds", kinds}});
  }
  if (progress_value_ok(p, v) && p.stars > 0 && p.progress_stars < p.progress_length) {
    out["main"].push_back({{"action", "progress"}, {"space", p.progress_stars}});
  }
  if (tile.offers(MainAction::TakeStars) && state.star_cult > 0) {
    out["main"].push_back({{"action", "take_stars"}, {"max", std::min(2, state.star_cult)}});
  }

  const auto extra = additional_worker_tiles(p.city, choice.colour, v, p.extra_workers_any_die, settings);
  nlohmann::json extra_tiles = nlohmann::json::array();
  for (auto& t : payable_tiles(p, extra, wild)) {
    if (t["payable"].get<bool>()) extra_tiles.push_back(t);
  }
  if (!extra_tiles.empty()) out["secondary"].push_back({{"action", "additional_workers"}, {"tiles", extra_tiles}});
  if (v == state.season) {
    out["secondary"].push_back(
        {{"action", "season_bonus"}, {"season", v}, {"bonus", to_json(data.season_bonus[static_cast<std::size_t>(v - 1)])}});
  }
  for (std::size_t i = 0; i < p.city.commercial_towers.size(); ++i) {
    const auto& t = p.city.commercial_towers[i];
    if (t.die_value == v) {
      out["secondary"].push_back({{"action", "commercial_tower"}, {"tower", i}, {"exchange", t.exchange}});
    }
  }
  if (p.decree_slots_free > 0) {
    nlohmann::json met = nlohmann::json::array();
    const DecreeFacts facts{&p.city, p.aqueduct_position, p.progress_stars, p.expedition_stars};
    for (const auto& id : state.decree_display) {
      const DecreeDef* d = find_decree(data, id);
      if (d != nullptr && decree_met(*d, facts)) met.push_back(id);
    }
    if (!met.empty()) out["secondary"].push_back({{"action", "complete_decree"}, {"decrees", met}});
  }
  return out;
}

nlohmann::json convert_ships(TurnPlayer& player, int& bag, const core::Settings& settings) {
  nlohmann::json events = nlohmann::json::array();
  auto& plots = player.city.plots;
  for (std::size_t i = 0; i < plots.size(); ++i) {
    if (!plots[i].tile || plots[i].tile->type != TileType::Ship || !plots[i].tile->complete()) continue;
    WorkTile stall = *plots[i].tile;
    const int workers = stall.workers_on();
    bag += workers;
    for (auto& s : stall.spaces) s.placed.clear();
    stall.type = TileType::Stall;
    nlohmann::json event{{"event", "ship_conversion"}, {"plot", i}, {"workers_to_bag", workers}};
    std::optional<std::size_t> market;
    for (std::size_t m = 0; m < plots.size() && !market; ++m) {
      if (plots[m].kind == PlotKind::Market && !plots[m].tile) market = m;
    }
    for (std::size_t m = 0; m < plots.size() && !market; ++m) {
      if (plots[m].kind == PlotKind::Market && plots[m].tile && plots[m].tile->type == TileType::Stall) market = m;
    }
    if (!market) {
      // A city with Markets all holding... only Stalls can sit on Markets, so none means no Market plot.
      if (settings.get_string(kShipWithoutMarket) == "keep_ship") {
        event["stall_plot"] = nullptr;
        event["note"] = "no market: the emptied ship stays on its port";
        plots[i].tile->spaces = stall.spaces;
        player.aqueduct_position = std::min(10, player.aqueduct_position + 1);
        event["aqueduct"] = player.aqueduct_position;
        events.push_back(event);
        continue;
      }
      event["stall_plot"] = nullptr;
      event["note"] = "no market: the stall is discarded";
    } else {
      event["stall_plot"] = *market;
      event["covers"] = plots[*market].tile.has_value();
      plots[*market].tile = stall;
    }
    plots[i].tile.reset();
    player.aqueduct_position = std::min(10, player.aqueduct_position + 1);
    event["aqueduct"] = player.aqueduct_position;
    events.push_back(event);
  }
  return events;
}

int build_military_tower(TurnPlayer& player, WorkTile tower, std::optional<int> cover, int& bag,
                         const core::Settings& settings) {
  City& city = player.city;
  tower.military_tower = true;
  tower.type = TileType::Barracks;
  if (!cover) {
    const auto towers = static_cast<int>(city.military_towers.size());
    if (towers >= city.ports()) throw std::invalid_argument("no free port for a tower");
    city.military_towers.push_back(std::move(tower));
    return 0;
  }
  if (*cover < 0 || *cover >= static_cast<int>(city.military_towers.size())) {
    throw std::invalid_argument("no military tower to cover");
  }
  WorkTile& old = city.military_towers[static_cast<std::size_t>(*cover)];
  const int workers = old.workers_on();
  if (settings.get_string(kCoveredTowerWorkers) == "reserve") {
    for (const auto& s : old.spaces) {
      for (WorkerColor w : s.placed) ++player.workers[static_cast<std::size_t>(w)];
    }
  } else {
    bag += workers;
  }
  old = std::move(tower);
  return workers;
}

namespace {

// Mutable turn simulation shared by the main and secondary actions of check_turn.
struct Sim {
  const TurnState& state;
  const GameData& data;
  const core::Settings& settings;
  TurnCheck& out;
  std::array<bool, 4> wild{};
  int v = 0;
  DieColor colour = DieColor::Red;

  void reserve_changed() {
    if (out.after.total() == 0) out.wins = true;
  }

  std::optional<TileRef> read_ref(const JsonCursor& c) {
    if (c.has("plot")) return TileRef{false, c.at("plot").as_int32(0, 100)};
    if (c.has("tower")) return TileRef{true, c.at("tower").as_int32(0, 100)};
    out.violations.add("no_tile", "a placement names neither \"plot\" nor \"tower\"", c.pointer());
    return std::nullopt;
  }

  // One placement: next space, icon count, colours, reserve.
  void place(const JsonCursor& c, const std::vector<TileRef>& allowed, const char* why_not, std::set<int>& used) {
    c.require_object();
    const auto ref = read_ref(c);
    if (!ref) return;
    WorkTile* tile = find_tile(out.after.city, *ref);
    const std::string where = c.pointer();
    const std::string label = std::string(ref->tower ? "military tower " : "plot ") + std::to_string(ref->index);
    if (tile == nullptr) {
      out.violations.add("no_tile", label + " holds no work tile", where);
      return;
    }
    if (std::find(allowed.begin(), allowed.end(), *ref) == allowed.end()) {
      out.violations.add("not_a_target", label + ": " + why_not, where);
      return;
    }
    const int key = ref->tower ? 1000 + ref->index : ref->index;
    if (!used.insert(key).second) {
      out.violations.add("tile_twice", label + " gets only one space per action", where);
      return;
    }
    const auto next = tile->next_space();
    if (!next) {
      out.violations.add("tile_complete", label + " is complete", where);
      return;
    }
    if (c.has("space") && c.at("space").as_int32(0, 2) != *next) {
      out.violations.add("not_next_space",
                         label + ": only space " + std::to_string(*next) + " may be filled (fill order is fixed)",
                         where + "/space");
      return;
    }
    WorkSpace& space = tile->spaces[static_cast<std::size_t>(*next)];
    const JsonCursor wc = c.at("workers");
    wc.require_array();
    std::vector<WorkerColor> workers;
    for (const auto& w : wc.items()) workers.push_back(w.as_enum<WorkerColor>(kWorkerColorNames, "worker colour"));
    if (workers.size() != space.required.size()) {
      out.violations.add("wrong_worker_count",
                         label + ": space " + std::to_string(*next) + " takes exactly " +
                             std::to_string(space.required.size()) + " worker(s), got " + std::to_string(workers.size()),
                         where + "/workers");
      return;
    }
    if (!workers_match(space, workers, wild)) {
      out.violations.add("colour_mismatch", label + ": these workers do not match the icons of space " +
                                                std::to_string(*next), where + "/workers");
      return;
    }
    WorkerCounts need{};
    for (WorkerColor w : workers) ++need[static_cast<std::size_t>(w)];
    for (std::size_t k = 0; k < 4; ++k) {
      if (need[k] > out.after.workers[k]) {
        out.violations.add("reserve_short", label + ": the reserve has " + std::to_string(out.after.workers[k]) + " " +
                                                std::string(name_of(static_cast<WorkerColor>(k))) + " worker(s), needs " +
                                                std::to_string(need[k]), where + "/workers");
        return;
      }
    }
    for (std::size_t k = 0; k < 4; ++k) out.after.workers[k] -= need[k];
    space.placed = workers;
    out.events.push_back({{"event", "placed"}, {ref->tower ? "tower" : "plot", ref->index}, {"space", *next},
                          {"workers", wc.json()}});
    reserve_changed();
  }

  void main_action(const JsonCursor& c) {
    c.require_object();
    const MainAction action = c.at("action").as_enum<MainAction>(kMainActionNames, "main action");
    const ActionTileDef& tile = data.action_tile_for_column(v);
    const std::string where = c.pointer();
    if (action != MainAction::Progress && !tile.offers(action)) {
      out.violations.add("main_not_offered", "the action tile of column " + std::to_string(v) + " (" + tile.id +
                                                 ") does not offer " + std::string(name_in(action, kMainActionNames)),
                         where + "/action");
      return;
    }
    TurnPlayer& p = out.after;
    switch (action) {
      case MainAction::TakeCityTile: take_city_tile(c); break;
      case MainAction::PlaceWorkers: {
        const auto targets = place_worker_targets(p.city, *tile.worker_target, settings);
        const JsonCursor list = c.at("placements");
        list.require_array();
        if (settings.get_string(kPlaceWorkersScope) == "one_tile" && list.size() > 1) {
          out.violations.add("one_tile_scope", "Place workers fills one space on one tile (place_workers_scope)",
                             list.pointer());
        }
        std::set<int> used;
        const std::string why = "not a " + std::string(name_of(*tile.worker_target)) + " with an empty space";
        for (const auto& item : list.items()) place(item, targets, why.c_str(), used);
        break;
      }
      case MainAction::TakeExpansion: {
        const ExpansionKind kind = c.at("kind").as_enum<ExpansionKind>(kExpansionKindNames, "expansion kind");
        const std::string name(name_in(kind, kExpansionKindNames));
        if (std::find(tile.expansion_kinds.begin(), tile.expansion_kinds.end(), kind) == tile.expansion_kinds.end()) {
          out.violations.add("expansion_not_offered", "the action tile " + tile.id + " does not offer " + name +
                                                          " expansions", where + "/kind");
          return;
        }
        auto it = state.expansion_display.find(kind);
        if (it == state.expansion_display.end() || it->second == 0) {
          out.violations.add("expansion_unavailable", "no " + name + " expansion left in the display", where + "/kind");
          return;
        }
        const int before = p.expansions_acquired;
        const bool city_kind = kind != ExpansionKind::Expedition && kind != ExpansionKind::Progress;
        if (city_kind) p.city.plots.push_back({static_cast<PlotKind>(kind), std::nullopt});
        if (kind == ExpansionKind::Progress) p.progress_length += 1;
        if (counts_for_privilege(city_kind, settings)) ++p.expansions_acquired;
        out.events.push_back({{"event", "expansion"}, {"kind", name},
                              {"privileges", privileges_earned(before, p.expansions_acquired)}});
        break;
      }
      case MainAction::Progress:
        if (!progress_value_ok(p, v)) {
          out.violations.add("progress_value", "Progress needs the value 6 (5 with the progress-with-5 bonus), not " +
                                                   std::to_string(v), where + "/action");
        } else if (p.stars == 0) {
          out.violations.add("no_star", "Progress needs a star in reserve", where + "/action");
        } else if (p.progress_stars >= p.progress_length) {
          out.violations.add("progress_full", "the progress meter has no empty space", where + "/action");
        } else {
          --p.stars;
          out.events.push_back({{"event", "progress"}, {"space", p.progress_stars}});
          ++p.progress_stars;
        }
        break;
      case MainAction::TakeStars: {
        const int count = c.get_int("count", std::min(2, state.star_cult), 1, 2);
        if (count > state.star_cult) {
          out.violations.add("star_cult_empty", "the star cult holds " + std::to_string(state.star_cult) + " star(s)",
                             where);
        } else {
          p.stars += count;
          out.events.push_back({{"event", "stars"}, {"count", count}});
        }
        break;
      }
    }
  }

  void take_city_tile(const JsonCursor& c) {
    const std::string where = c.pointer();
    const int row = c.at("row").as_int32(0, 10);
    if (c.has("column") && c.at("column").as_int32(1, 6) != v) {
      out.violations.add("wrong_column", "the tile must come from column " + std::to_string(v), where + "/column");
      return;
    }
    if (row >= static_cast<int>(state.display.size()) || !state.display[static_cast<std::size_t>(row)][static_cast<std::size_t>(v - 1)]) {
      out.violations.add("column_empty", "no tile in row " + std::to_string(row) + " of column " + std::to_string(v),
                         where + "/row");
      return;
    }
    const WorkTile& taken = *state.display[static_cast<std::size_t>(row)][static_cast<std::size_t>(v - 1)];
    const auto plots = placement_plots(out.after.city, taken.type);
    const std::string type(name_of(taken.type));
    if (plots.empty()) {
      out.violations.add("no_plot_for_tile", "no empty " + std::string(name_of(plot_for(taken.type))) +
                                                 " and no " + type + " to cover", where);
      return;
    }
    const int plot = c.get_int("plot", plots.front(), 0, 100);
    if (std::find(plots.begin(), plots.end(), plot) == plots.end()) {
      out.violations.add("wrong_plot", "a " + type + " goes on the leftmost empty " +
                                           std::string(name_of(plot_for(taken.type))) + " or on one of your " + type +
                                           "s (allowed plots: " + nlohmann::json(plots).dump() + ")",
                         where + "/plot");
      return;
    }
    auto& slot = out.after.city.plots[static_cast<std::size_t>(plot)].tile;
    int returned = 0;
    if (slot) {
      for (const auto& s : slot->spaces) {
        for (WorkerColor w : s.placed) ++out.after.workers[static_cast<std::size_t>(w)];
        returned += static_cast<int>(s.placed.size());
      }
    }
    slot = taken;
    out.events.push_back({{"event", "city_tile"}, {"type", type}, {"plot", plot}, {"workers_to_reserve", returned}});
  }

  bool decree_done = false;

  // §2.2.5: one decree per turn, from the display, into the lowest empty slot, condition met.
  void complete_decree(const JsonCursor& c) {
    const std::string where = c.pointer();
    const std::string id = c.at("decree").as_string();
    TurnPlayer& p = out.after;
    if (decree_done) {
      out.violations.add("decree_twice", "only one decree may be completed per turn", where);
      return;
    }
    const DecreeDef* d = find_decree(data, id);
    if (d == nullptr || std::find(state.decree_display.begin(), state.decree_display.end(), id) == state.decree_display.end()) {
      out.violations.add("decree_unavailable", "decree \"" + id + "\" is not in the display", where + "/decree");
      return;
    }
    if (p.decree_slots_free == 0) {
      out.violations.add("no_decree_slot", "no empty decree slot on the City Map", where);
      return;
    }
    if (!decree_met(*d, {&p.city, p.aqueduct_position, p.progress_stars, p.expedition_stars})) {
      out.violations.add("decree_condition", "the condition of decree \"" + id + "\" is not met", where + "/decree");
      return;
    }
    decree_done = true;
    --p.decree_slots_free;
    out.events.push_back({{"event", "decree"}, {"decree", id}, {"bonus", to_json(d->bonus)}});
  }

  void secondary(const JsonCursor& c) {
    c.require_object();
    const std::string action = core::normalize_enum_text(c.at("action").as_string());
    const std::string where = c.pointer();
    TurnPlayer& p = out.after;
    if (action == "additionalworkers") {
      const auto targets = additional_worker_tiles(p.city, colour, v, p.extra_workers_any_die, settings);
      std::set<int> used;
      const JsonCursor list = c.at("placements");
      list.require_array();
      for (const auto& item : list.items()) {
        place(item, targets, "its die value or colour does not match the chosen die", used);
      }
    } else if (action == "seasonbonus") {
      if (v != state.season) {
        out.violations.add("season_bonus_value", "the boat is on space " + std::to_string(state.season) +
                                                     ", the die shows " + std::to_string(v), where);
      } else {
        out.events.push_back({{"event", "season_bonus"},
                              {"bonus", to_json(data.season_bonus[static_cast<std::size_t>(v - 1)])}});
      }
    } else if (action == "commercialtower") {
      const int index = c.at("tower").as_int32(0, 16);
      if (index >= static_cast<int>(p.city.commercial_towers.size())) {
        out.violations.add("no_tower", "no commercial tower " + std::to_string(index), where + "/tower");
      } else if (p.city.commercial_towers[static_cast<std::size_t>(index)].die_value != v) {
        out.violations.add("commercial_value", "commercial tower " + std::to_string(index) + " needs the value " +
                                                   std::to_string(p.city.commercial_towers[static_cast<std::size_t>(index)].die_value),
                           where + "/tower");
      } else {
        out.events.push_back({{"event", "exchange"}, {"count", p.city.commercial_towers[static_cast<std::size_t>(index)].exchange}});
      }
    } else if (action == "completedecree") {
      complete_decree(c);
    } else {
      c.at("action").fail("unknown secondary action \"" + c.at("action").as_string() + "\"");
    }
  }
};

}  // namespace

TurnCheck check_turn(const TurnState& state, const JsonCursor& turn, const GameData& data,
                     const core::Settings& settings) {
  TurnCheck out;
  out.after = state.player;
  out.bag_after = state.bag;
  const DieChoice choice = parse_die_choice(turn, state);
  out.violations = check_die_choice(state, choice, settings, out.effective_value);
  if (!out.effective_value) return out;
  Sim sim{state, data, settings, out, wild_colours(state.player, settings), *out.effective_value, choice.colour};
  if (auto main = turn.find("main")) sim.main_action(*main);
  if (auto list = turn.find("secondary")) {
    list->require_array();
    for (const auto& item : list->items()) sim.secondary(item);
  }
  for (auto& e : convert_ships(out.after, out.bag_after, settings)) out.events.push_back(e);
  return out;
}

}  // namespace scriptorium::discordia
