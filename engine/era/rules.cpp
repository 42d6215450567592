#include "engine/era/rules.hpp"

#include <string>

namespace scriptorium::era {

namespace {

using nlohmann::json;

json resources_json(const Resources& r) {
  json out = json::object();
  for (Resource res : kResources) {
    if (r[res] != 0) out[std::string(core::enum_name(res, std::span<const core::EnumName<Resource>>(kResourceNames)))] = r[res];
  }
  return out;
}

json cells_json(const std::vector<Cell>& cells) {
  json out = json::array();
  for (const Cell& c : cells) out.push_back({c.x, c.y});
  return out;
}

Rules spec_defaults() {
  Rules r;
  auto set_cost = [&](PieceType t, int g, int s, int w) { r.costs[index_of(t)] = Resources{{g, s, w, 0}}; };
  set_cost(PieceType::keep, 0, 3, 0);
  set_cost(PieceType::longhouse, 0, 0, 2);
  set_cost(PieceType::townhouse, 0, 2, 0);
  set_cost(PieceType::church, 1, 1, 1);
  set_cost(PieceType::farm, 0, 0, 1);
  set_cost(PieceType::lumber_mill, 0, 0, 3);
  set_cost(PieceType::hospital, 0, 6, 1);
  set_cost(PieceType::monastery, 4, 2, 1);
  set_cost(PieceType::market, 1, 0, 4);
  set_cost(PieceType::guildhall, 5, 2, 0);
  set_cost(PieceType::university, 3, 3, 3);
  set_cost(PieceType::cathedral, 2, 4, 6);
  const std::vector<Cell> domino{{0, 0}, {1, 0}};
  auto& fp = r.footprints;
  fp[index_of(PieceType::keep)] = {{0, 0}};
  for (PieceType t : {PieceType::longhouse, PieceType::townhouse, PieceType::church, PieceType::farm,
                      PieceType::lumber_mill}) {
    fp[index_of(t)] = domino;
  }
  fp[index_of(PieceType::hospital)] = {{0, 0}, {1, 0}, {0, 1}};
  fp[index_of(PieceType::monastery)] = {{0, 0}, {0, 1}, {0, 2}, {1, 2}};
  fp[index_of(PieceType::market)] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
  fp[index_of(PieceType::guildhall)] = {{0, 0}, {1, 0}, {2, 0}};
  fp[index_of(PieceType::university)] = {{0, 0}, {1, 0}, {2, 0}, {1, 1}};
  fp[index_of(PieceType::cathedral)] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}};
  return r;
}

json costs_default_json(const Rules& r) {
  json out = json::object();
  for (PieceType t : kBuildingTypes) out[std::string(name_of(t))] = resources_json(r.costs[index_of(t)]);
  out["wall"] = resources_json(r.wall_cost);
  return out;
}

json footprints_default_json(const Rules& r) {
  json out = json::object();
  for (PieceType t : kBuildingTypes) out[std::string(name_of(t))] = cells_json(r.footprints[index_of(t)]);
  return out;
}

core::SettingsSchema build_schema() {
  const Rules d = spec_defaults();
  core::SettingsSchema s;
  s.add({"grid_width", d.grid_width, "Domain width in cells when the input omits it (ERA AMB-2 [A])", {}, 1, 256})
      .add({"grid_height", d.grid_height, "Domain height in cells when the input omits it (ERA AMB-2 [A])", {}, 1, 256})
      .add({"wall_model", "cell", "Walls occupy cells (cell, Model A) or lie on grid lines (edge, Model B) (ERA AMB-1 [A])",
            {"cell", "edge"}, {}, {}})
      .add({"enclosure_neighbourhood", 8, "Flood neighbourhood of the CELL model's outside test: 8 or 4 (ERA §6)", {}, 4, 8})
      .add({"cap_goods", 8, "Goods track maximum (ERA AMB-6 [A])", {}, 0, 1000})
      .add({"cap_stone", 8, "Stone track maximum (ERA AMB-6 [A])", {}, 0, 1000})
      .add({"cap_wood", 8, "Wood track maximum (ERA §1.2 [S])", {}, 0, 1000})
      .add({"cap_food", 15, "Food track maximum (ERA AMB-6 [A])", {}, 0, 1000})
      .add({"track_cycle", 25, "Culture/Calamity track length before a +25/-25 note (ERA §1.2 [S])", {}, 1, 1000})
      .add({"start_goods", 0, "Starting Goods (ERA AMB-8 [A])", {}, 0, 1000})
      .add({"start_stone", 1, "Starting Stone (ERA AMB-8 [A] PLACEHOLDER)", {}, 0, 1000})
      .add({"start_wood", 2, "Starting Wood (ERA AMB-8 [A] PLACEHOLDER)", {}, 0, 1000})
      .add({"start_food", 3, "Starting Food (ERA AMB-8 [A] PLACEHOLDER)", {}, 0, 1000})
      .add({"start_scorched_1p", 3, "Scorched earth per player at setup, solo (ERA §3.11 [S])", {}, 0, 27})
      .add({"start_scorched_2p", 2, "Scorched earth per player at setup, 2 players (ERA AMB-9 [A])", {}, 0, 13})
      .add({"start_scorched_3p", 1, "Scorched earth per player at setup, 3 players (ERA AMB-9 [A])", {}, 0, 9})
      .add({"start_scorched_4p", 0, "Scorched earth per player at setup, 4 players (ERA AMB-9 [X3])", {}, 0, 6})
      .add({"scorched_footprint", cells_json(d.scorched_footprint), "Cells of one scorched-earth piece (ERA AMB-9 [A])", {}, {}, {}})
      .add({"costs", costs_default_json(d), "Cost per structure type, {type: {resource: n}} (ERA AMB-4 [A])", {}, {}, {}})
      .add({"footprints", footprints_default_json(d), "Footprint per building type, [[x,y],...] (ERA AMB-3 [A] PLACEHOLDER)", {}, {}, {}})
      .add({"allow_reflection", false, "Footprints may also be mirrored (ERA AMB-3 [A])", {}, {}, {}})
      .add({"most_culture_bonus", 5, "Most Culture bonus (ERA AMB-10 [X1])", {}, 0, 1000})
      .add({"largest_walled_bonus", 10, "Largest walled area bonus (ERA §3.9 [S])", {}, 0, 1000})
      .add({"largest_walled_min", 1, "Smallest walled area that can win the bonus (ERA AMB-11 [A])", {}, 0, 100000})
      .add({"university_uses_total_culture", true, "University counts total culture, not the peg (ERA AMB-7)", {}, {}, {}})
      .add({"lose_die_immediately", true, "A lost building's die stops counting at once (ERA AMB-13 [A])", {}, {}, {}})
      .add({"fire_may_target_keep", true, "Fire may destroy a Keep (ERA AMB-14 [A])", {}, {}, {}})
      .add({"disease_exempt_keeps_adjacency", true,
            "A Hospital-exempt building still links its neighbours for Disease (ERA AMB-21 [A])", {}, {}, {}})
      .add({"market_scorched_is_free", false, "Scorched earth counts as a free cell for the Market (ERA AMB-24 [A])", {}, {}, {}})
      .add({"scorched_removal_must_overlap", true,
            "Buildings removed for scorched earth must lie under the piece's final cells (ERA AMB-15 [A])", {}, {}, {}})
      .add({"victim_may_refuse", true, "An extorted player who could pay may refuse for +2 Calamity (ERA AMB-18 [A])", {}, {}, {}})
      .add({"solo_shields_protect", true, "Shields protect against extortion in solo (ERA §3.11 [A])", {}, {}, {}})
      .add({"solo_y4_counts_as_resource", true, "Jaime's Y4 face counts as food or stone (ERA §3.11 [A])", {}, {}, {}})
      .add({"markers_2p", 3, "End-game markers in use, 2 players (ERA §1.6 [X2][X3])", {}, 1, 5})
      .add({"markers_3p", 3, "End-game markers in use, 3 players (ERA §1.6 [X2][X3])", {}, 1, 5})
      .add({"markers_4p", 5, "End-game markers in use, 4 players (ERA §1.6 [X2][X3])", {}, 1, 5})
      .add({"solo_rounds", 8, "Rounds of a solo game (ERA §3.11 [S])", {}, 1, 100})
      .add({"monastery_die_held_in_roll2", true, "A Monastery-set die may not be rerolled in roll 2 (ERA AMB-16 [A])", {}, {}, {}})
      .add({"quill_companion_dice", 1, "Other dice a quill reroll may take along (ERA AMB-17 [S])", {}, 0, 36});
  return s;
}

Resources parse_cost(const core::JsonCursor& c) {
  c.require_object();
  Resources out;
  for (const auto& [key, unused] : c.json().items()) {
    const auto res = c.at(key);
    const auto r = core::parse_enum(key, std::span<const core::EnumName<Resource>>(kResourceNames));
    if (!r) res.fail("unknown resource \"" + key + "\"");
    out[*r] = res.as_int32(0, 1000);
  }
  return out;
}

std::vector<Cell> parse_shape(const core::JsonCursor& c) {
  c.require_array();
  if (c.size() == 0 || c.size() > 64) c.fail("a footprint needs 1 to 64 cells");
  std::vector<Cell> out;
  for (const auto& item : c.items()) {
    if (item.size() != 2) item.fail("a cell is [x, y]");
    out.push_back({item.at(std::size_t{0}).as_int32(0, 63), item.at(std::size_t{1}).as_int32(0, 63)});
  }
  return out;
}

PieceType parse_type_key(const core::JsonCursor& c, const std::string& key) {
  const auto t = core::parse_enum(key, std::span<const core::EnumName<PieceType>>(kPieceTypeNames));
  if (!t) c.fail("unknown structure type \"" + key + "\"");
  return *t;
}

}  // namespace

const Resources& Rules::cost(PieceType type) const noexcept {
  return type == PieceType::wall || type == PieceType::scorched ? wall_cost : costs[index_of(type)];
}

const core::SettingsSchema& era_settings_schema() {
  static const core::SettingsSchema schema = build_schema();
  return schema;
}

Rules default_rules() { return rules_from_settings(core::Settings(era_settings_schema())); }

Rules rules_from_settings(const core::Settings& s) {
  Rules r = spec_defaults();
  r.grid_width = s.get_int("grid_width");
  r.grid_height = s.get_int("grid_height");
  r.wall_model = s.get_string("wall_model") == "edge" ? WallModel::edge : WallModel::cell;
  r.enclosure_neighbourhood = s.get_int("enclosure_neighbourhood");
  if (r.enclosure_neighbourhood != 4 && r.enclosure_neighbourhood != 8) {
    throw core::InputError("enclosure_neighbourhood must be 4 or 8", "/enclosure_neighbourhood");
  }
  r.caps = Resources{{s.get_int("cap_goods"), s.get_int("cap_stone"), s.get_int("cap_wood"), s.get_int("cap_food")}};
  r.track_cycle = s.get_int("track_cycle");
  r.start_resources = Resources{
      {s.get_int("start_goods"), s.get_int("start_stone"), s.get_int("start_wood"), s.get_int("start_food")}};
  r.start_scorched = {0, s.get_int("start_scorched_1p"), s.get_int("start_scorched_2p"), s.get_int("start_scorched_3p"),
                      s.get_int("start_scorched_4p")};
  const json all = s.to_json();
  r.scorched_footprint = parse_shape(core::JsonCursor(all.at("scorched_footprint"), "/scorched_footprint"));
  {
    const core::JsonCursor costs(all.at("costs"), "/costs");
    costs.require_object();
    for (const auto& [key, unused] : costs.json().items()) {
      const PieceType t = parse_type_key(costs.at(key), key);
      if (t == PieceType::scorched) costs.at(key).fail("scorched earth cannot be built");
      if (t == PieceType::wall) {
        r.wall_cost = parse_cost(costs.at(key));
      } else {
        r.costs[index_of(t)] = parse_cost(costs.at(key));
      }
    }
  }
  {
    const core::JsonCursor fps(all.at("footprints"), "/footprints");
    fps.require_object();
    for (const auto& [key, unused] : fps.json().items()) {
      const PieceType t = parse_type_key(fps.at(key), key);
      if (!is_building(t)) fps.at(key).fail("walls and scorched earth have no catalogue footprint here");
      r.footprints[index_of(t)] = parse_shape(fps.at(key));
    }
  }
  r.allow_reflection = s.get_bool("allow_reflection");
  r.most_culture_bonus = s.get_int("most_culture_bonus");
  r.largest_walled_bonus = s.get_int("largest_walled_bonus");
  r.largest_walled_min = s.get_int("largest_walled_min");
  r.university_uses_total_culture = s.get_bool("university_uses_total_culture");
  r.lose_die_immediately = s.get_bool("lose_die_immediately");
  r.fire_may_target_keep = s.get_bool("fire_may_target_keep");
  r.disease_exempt_keeps_adjacency = s.get_bool("disease_exempt_keeps_adjacency");
  r.market_scorched_is_free = s.get_bool("market_scorched_is_free");
  r.scorched_removal_must_overlap = s.get_bool("scorched_removal_must_overlap");
  r.victim_may_refuse = s.get_bool("victim_may_refuse");
  r.solo_shields_protect = s.get_bool("solo_shields_protect");
  r.solo_y4_counts_as_resource = s.get_bool("solo_y4_counts_as_resource");
  r.markers_in_use = {0, 0, s.get_int("markers_2p"), s.get_int("markers_3p"), s.get_int("markers_4p")};
  r.solo_rounds = s.get_int("solo_rounds");
  r.monastery_die_held_in_roll2 = s.get_bool("monastery_die_held_in_roll2");
  r.quill_companion_dice = s.get_int("quill_companion_dice");
  return r;
}

}  // namespace scriptorium::era
