#include "engine/discordia/city.hpp"

#include <string>

namespace scriptorium::discordia {

using core::JsonCursor;

bool WorkTile::complete() const noexcept {
  for (const auto& s : spaces) {
    if (!s.occupied()) return false;
  }
  return true;
}

int WorkTile::workers_on() const noexcept {
  int n = 0;
  for (const auto& s : spaces) n += static_cast<int>(s.placed.size());
  return n;
}

int WorkTile::empty_spaces() const noexcept {
  int n = 0;
  for (const auto& s : spaces) n += s.occupied() ? 0 : 1;
  return n;
}

std::optional<int> WorkTile::next_space() const noexcept {
  for (std::size_t i = 0; i < spaces.size(); ++i) {
    if (!spaces[i].occupied()) return static_cast<int>(i);
  }
  return std::nullopt;
}

int City::ports() const noexcept {
  int n = 0;
  for (const auto& p : plots) n += p.kind == PlotKind::Port ? 1 : 0;
  return n;
}

int City::workers_on_board() const noexcept {
  int n = 0;
  for (const auto& p : plots) n += p.tile ? p.tile->workers_on() : 0;
  for (const auto& t : military_towers) n += t.workers_on();
  return n;
}

namespace {

WorkSpace parse_space(const JsonCursor& c) {
  c.require_object();
  WorkSpace space;
  const JsonCursor required = c.at("required");
  required.require_array();
  if (required.size() < 1 || required.size() > 3) {
    required.fail("a work space shows 1 to 3 icons, found " + std::to_string(required.size()));
  }
  for (const auto& icon : required.items()) {
    space.required.push_back(icon.as_enum<IconColor>(kIconColorNames, "icon colour"));
  }
  if (auto placed = c.find("placed")) {
    placed->require_array();
    for (const auto& w : placed->items()) {
      space.placed.push_back(w.as_enum<WorkerColor>(kWorkerColorNames, "worker colour"));
    }
    if (!space.placed.empty() && space.placed.size() != space.required.size()) {
      placed->fail("a space with " + std::to_string(space.required.size()) + " icon(s) holds 0 or " +
                   std::to_string(space.required.size()) + " workers, found " +
                   std::to_string(space.placed.size()));
    }
  }
  return space;
}

}  // namespace

WorkTile parse_work_tile(const JsonCursor& c, std::optional<TileType> fixed_type) {
  c.require_object();
  WorkTile tile;
  tile.type = fixed_type ? *fixed_type : c.at("type").as_enum<TileType>(kTileTypeNames, "tile type");
  tile.die_value = c.at("die_value").as_int32(1, 6);
  const JsonCursor spaces = c.at("spaces");
  spaces.require_array();
  if (spaces.size() < 1 || spaces.size() > 3) {
    spaces.fail("a tile has 1 to 3 work spaces, found " + std::to_string(spaces.size()));
  }
  bool seen_empty = false;
  for (const auto& s : spaces.items()) {
    WorkSpace space = parse_space(s);
    if (space.occupied() && seen_empty) {
      s.fail("space is occupied but an earlier space is empty (spaces fill top first, then clockwise)");
    }
    seen_empty = seen_empty || !space.occupied();
    tile.spaces.push_back(std::move(space));
  }
  return tile;
}

City parse_city(const JsonCursor& c) {
  c.require_object();
  City city;
  const JsonCursor plots = c.at("plots");
  plots.require_array();
  for (const auto& p : plots.items()) {
    p.require_object();
    Plot plot;
    plot.kind = p.at("kind").as_enum<PlotKind>(kPlotKindNames, "plot kind");
    if (!p.json().contains("tile")) p.fail("missing key \"tile\" (null for an empty plot)");
    if (!p.json()["tile"].is_null()) {
      const JsonCursor t = p.at("tile");
      WorkTile tile = parse_work_tile(t, std::nullopt);
      if (plot_for(tile.type) != plot.kind) {
        t.at("type").fail("a " + std::string(name_in(tile.type, kTileTypeNames)) +
                          " cannot sit on a " + std::string(name_in(plot.kind, kPlotKindNames)) +
                          " plot");
      }
      if (tile.type == TileType::Ship && tile.complete()) {
        t.fail("a complete ship cannot be on the map (it turns into a stall at the end of the turn)");
      }
      plot.tile = std::move(tile);
    }
    city.plots.push_back(std::move(plot));
  }
  if (auto towers = c.find("military_towers")) {
    towers->require_array();
    for (const auto& t : towers->items()) {
      WorkTile tower = parse_work_tile(t, TileType::Barracks);
      tower.military_tower = true;
      tower.permanent_strength = t.get_int("permanent_strength", 0, 0, 1);
      city.military_towers.push_back(std::move(tower));
    }
  }
  if (auto towers = c.find("commercial_towers")) {
    towers->require_array();
    for (const auto& t : towers->items()) {
      t.require_object();
      city.commercial_towers.push_back({t.at("die_value").as_int32(1, 6), t.at("exchange").as_int32(3, 4)});
    }
  }
  // "Towers never outnumber Ports" is checked for military towers only: the contract's own
  // example has 1 Port, 1 military and 1 commercial tower and must be accepted.
  const int towers = static_cast<int>(city.military_towers.size());
  if (towers > city.ports()) {
    c.at("military_towers").fail(std::to_string(towers) + " military towers but only " +
                                 std::to_string(city.ports()) + " port(s): towers stand on ports");
  }
  city.visible_symbols = c.at("visible_symbols").as_int32(0);
  city.aqueduct = c.at("aqueduct").as_int32(0);
  if (c.has("bag")) city.bag = c.at("bag").as_int32(0);
  if (c.has("reserve")) city.reserve = c.at("reserve").as_int32(0);
  return city;
}

nlohmann::json to_json(const WorkTile& tile) {
  nlohmann::json spaces = nlohmann::json::array();
  for (const auto& s : tile.spaces) {
    nlohmann::json req = nlohmann::json::array();
    nlohmann::json placed = nlohmann::json::array();
    for (auto i : s.required) req.push_back(name_in(i, kIconColorNames));
    for (auto w : s.placed) placed.push_back(name_in(w, kWorkerColorNames));
    spaces.push_back({{"required", req}, {"placed", placed}});
  }
  nlohmann::json out{{"die_value", tile.die_value}, {"spaces", spaces}};
  if (tile.military_tower) {
    out["permanent_strength"] = tile.permanent_strength;
  } else {
    out["type"] = name_in(tile.type, kTileTypeNames);
  }
  return out;
}

nlohmann::json to_json(const City& city) {
  nlohmann::json plots = nlohmann::json::array();
  for (const auto& p : city.plots) {
    plots.push_back({{"kind", name_in(p.kind, kPlotKindNames)},
                     {"tile", p.tile ? to_json(*p.tile) : nlohmann::json(nullptr)}});
  }
  nlohmann::json military = nlohmann::json::array();
  for (const auto& t : city.military_towers) military.push_back(to_json(t));
  nlohmann::json commercial = nlohmann::json::array();
  for (const auto& t : city.commercial_towers) {
    commercial.push_back({{"die_value", t.die_value}, {"exchange", t.exchange}});
  }
  nlohmann::json out{{"plots", plots},
                     {"military_towers", military},
                     {"commercial_towers", commercial},
                     {"visible_symbols", city.visible_symbols},
                     {"aqueduct", city.aqueduct}};
  if (city.bag) out["bag"] = *city.bag;
  if (city.reserve) out["reserve"] = *city.reserve;
  return out;
}

}  // namespace scriptorium::discordia
