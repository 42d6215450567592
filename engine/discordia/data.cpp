#include "engine/discordia/data.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

namespace scriptorium::discordia {

using core::JsonCursor;

#ifndef SCRIPTORIUM_DISCORDIA_DATA_DIR
#define SCRIPTORIUM_DISCORDIA_DATA_DIR "data/discordia"
#endif

std::string default_data_dir() { return SCRIPTORIUM_DISCORDIA_DATA_DIR; }

bool ActionTileDef::offers(MainAction a) const {
  return std::find(offered.begin(), offered.end(), a) != offered.end();
}

const ActionTileDef& GameData::action_tile_for_column(int column) const {
  if (column < 1 || column > 6) throw std::out_of_range("die column must be 1..6");
  const ActionTileDef* tile = find_action_tile(column_order[static_cast<std::size_t>(column - 1)]);
  if (tile == nullptr) throw std::logic_error("column order names an unknown action tile");
  return *tile;
}

const ActionTileDef* GameData::find_action_tile(const std::string& id) const {
  for (const auto& t : action_tiles) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

const GermanTileDef* GameData::find_german(const std::string& id) const {
  for (const auto& t : german_tiles) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

DataFileError::DataFileError(const std::string& what, std::string file, std::string where)
    : core::InputError(what, std::move(where)), file_(std::move(file)) {}

Effect parse_effect(const JsonCursor& c) {
  c.require_object();
  Effect e;
  e.kind = c.at("kind").as_enum<EffectKind>(kEffectKindNames, "effect kind");
  e.amount = c.get_int("amount", 1, 0, 20);
  if (e.kind == EffectKind::LoseTile) {
    e.tile_type = c.at("tile_type").as_enum<TileType>(kTileTypeNames, "tile type");
  }
  return e;
}

nlohmann::json to_json(const Effect& e) {
  nlohmann::json out{{"kind", name_in(e.kind, kEffectKindNames)}, {"amount", e.amount}};
  if (e.tile_type) out["tile_type"] = name_in(*e.tile_type, kTileTypeNames);
  return out;
}

namespace {

bool read_defaults_flag(const JsonCursor& c) {
  c.require_object();
  return c.at("defaults").as_bool();
}

}  // namespace

void parse_action_tiles(const JsonCursor& c, GameData& data) {
  data.defaults = read_defaults_flag(c) || data.defaults;
  const JsonCursor tiles = c.at("tiles");
  tiles.require_array();
  if (tiles.size() != 6) tiles.fail("expected the 6 action tiles, found " + std::to_string(tiles.size()));
  data.action_tiles.clear();
  for (const auto& t : tiles.items()) {
    t.require_object();
    ActionTileDef def;
    def.id = t.at("id").as_string();
    if (def.id.empty()) t.at("id").fail("empty action tile id");
    if (data.find_action_tile(def.id) != nullptr) t.at("id").fail("duplicate action tile \"" + def.id + "\"");
    const JsonCursor offered = t.at("offered");
    offered.require_array();
    for (const auto& a : offered.items()) {
      const MainAction action = a.as_enum<MainAction>(kMainActionNames, "main action");
      if (action == MainAction::Progress) a.fail("Progress depends on the die value, not on the action tile");
      def.offered.push_back(action);
    }
    if (def.offers(MainAction::PlaceWorkers)) {
      def.worker_target = t.at("worker_target").as_enum<TileType>(kTileTypeNames, "tile type");
    }
    if (def.offers(MainAction::TakeExpansion)) {
      const JsonCursor kinds = t.at("expansion_kinds");
      kinds.require_array();
      if (kinds.size() == 0) kinds.fail("Take 1 city expansion needs at least one expansion kind");
      for (const auto& k : kinds.items()) {
        def.expansion_kinds.push_back(k.as_enum<ExpansionKind>(kExpansionKindNames, "expansion kind"));
      }
    }
    data.action_tiles.push_back(std::move(def));
  }
  const JsonCursor order = c.at("column_order");
  order.require_array();
  if (order.size() != 6) order.fail("expected 6 action tile ids (columns 1..6)");
  std::set<std::string> seen;
  for (std::size_t i = 0; i < 6; ++i) {
    const JsonCursor id = order.at(i);
    const std::string text = id.as_string();
    if (data.find_action_tile(text) == nullptr) id.fail("unknown action tile \"" + text + "\"");
    if (!seen.insert(text).second) id.fail("action tile \"" + text + "\" is on two columns");
    data.column_order[i] = text;
  }
}

void parse_aqueduct(const JsonCursor& c, GameData& data) {
  data.defaults = read_defaults_flag(c) || data.defaults;
  const JsonCursor table = c.at("reduction");
  table.require_array();
  if (table.size() != 11) table.fail("expected 11 reductions (aqueduct spaces 0..10)");
  int previous = 0;
  for (std::size_t i = 0; i < 11; ++i) {
    const int v = table.at(i).as_int32(0, 20);
    if (v < previous) table.at(i).fail("reductions never decrease along the aqueduct");
    data.aqueduct_reduction[i] = previous = v;
  }
}

void parse_german_tiles(const JsonCursor& c, GameData& data) {
  data.defaults = read_defaults_flag(c) || data.defaults;
  const JsonCursor tiles = c.at("tiles");
  tiles.require_array();
  data.german_tiles.clear();
  for (const auto& t : tiles.items()) {
    t.require_object();
    GermanTileDef def;
    def.id = t.at("id").as_string();
    if (data.find_german(def.id) != nullptr) t.at("id").fail("duplicate German tile \"" + def.id + "\"");
    const std::string back = t.at("back").as_string();
    if (back.size() != 1 || std::string("ABCDabcd").find(back[0]) == std::string::npos) {
      t.at("back").fail("German tile backs are A, B, C or D");
    }
    def.back = static_cast<char>(std::toupper(static_cast<unsigned char>(back[0])));
    // SEED setup step 3: A and C tiles form the left (damage) pile, B and D the right (reward) pile.
    def.pile = (def.back == 'A' || def.back == 'C') ? GermanPile::Left : GermanPile::Right;
    def.strength = t.at("strength").as_int32(0, 20);
    def.effect = parse_effect(t.at(def.pile == GermanPile::Left ? "damage" : "reward"));
    data.german_tiles.push_back(std::move(def));
  }
}

void parse_season_bonuses(const JsonCursor& c, GameData& data) {
  data.defaults = read_defaults_flag(c) || data.defaults;
  const JsonCursor list = c.at("bonuses");
  list.require_array();
  if (list.size() != 5) list.fail("expected 5 bonuses (boat spaces 1..5)");
  for (std::size_t i = 0; i < 5; ++i) data.season_bonus[i] = parse_effect(list.at(i));
}

void parse_decrees(const JsonCursor& c, GameData& data) {
  data.defaults = read_defaults_flag(c) || data.defaults;
  const JsonCursor list = c.at("decrees");
  list.require_array();
  data.decrees.clear();
  for (const auto& d : list.items()) {
    d.require_object();
    DecreeDef def;
    def.id = d.at("id").as_string();
    for (const auto& other : data.decrees) {
      if (other.id == def.id) d.at("id").fail("duplicate decree \"" + def.id + "\"");
    }
    def.condition = d.at("condition").as_enum<DecreeCondition>(kDecreeConditionNames, "decree condition");
    def.count = d.at("count").as_int32(1, 50);
    if (def.condition == DecreeCondition::TilesWithWorkers) {
      def.workers = d.at("workers").as_int32(1, 100);
      const JsonCursor types = d.at("tile_types");
      types.require_array();
      if (types.size() == 0) types.fail("name at least one tile type");
      for (const auto& t : types.items()) def.tile_types.push_back(t.as_enum<TileType>(kTileTypeNames, "tile type"));
    }
    def.bonus = parse_effect(d.at("bonus"));
    data.decrees.push_back(std::move(def));
  }
}

GameData load_game_data(const std::string& dir) {
  GameData data;
  data.defaults = false;
  auto load = [&](const char* name, void (*parse)(const JsonCursor&, GameData&)) {
    const std::string path = dir + "/" + name;
    try {
      const nlohmann::json doc = core::load_json_file(path);
      parse(JsonCursor(doc), data);
    } catch (const DataFileError&) {
      throw;
    } catch (const core::InputError& e) {
      throw DataFileError(e.what(), path, e.where());
    }
  };
  load("action_tiles.json", parse_action_tiles);
  load("aqueduct.json", parse_aqueduct);
  load("german_tiles.json", parse_german_tiles);
  load("season_bonuses.json", parse_season_bonuses);
  load("decrees.json", parse_decrees);
  return data;
}

}  // namespace scriptorium::discordia
