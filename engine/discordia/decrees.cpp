#include "engine/discordia/decrees.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace scriptorium::discordia {

bool decree_met(const DecreeDef& d, const DecreeFacts& f) {
  const City& city = *f.city;
  switch (d.condition) {
    case DecreeCondition::DifferentCityExpansions: {
      std::set<PlotKind> kinds;
      for (const auto& p : city.plots) {
        if (p.tile) kinds.insert(p.kind);
      }
      return static_cast<int>(kinds.size()) >= d.count;
    }
    case DecreeCondition::IdenticalExpansionPairs: {
      std::map<PlotKind, int> by_kind;
      for (const auto& p : city.plots) {
        if (p.tile) ++by_kind[p.kind];
      }
      int pairs = 0;
      for (const auto& [kind, n] : by_kind) pairs += n / 2;
      return pairs >= d.count;
    }
    case DecreeCondition::Towers:
      return static_cast<int>(city.military_towers.size() + city.commercial_towers.size()) >= d.count;
    case DecreeCondition::AqueductPosition: return f.aqueduct_position >= d.count;
    case DecreeCondition::ProgressSpace: return f.progress_stars >= d.count;
    case DecreeCondition::ExpeditionSpace: return f.expedition_stars >= d.count;
    case DecreeCondition::WorkersOnBoard: return city.workers_on_board() >= d.count;
    case DecreeCondition::TilesWithWorkers: {
      auto wanted = [&d](TileType t) { return std::find(d.tile_types.begin(), d.tile_types.end(), t) != d.tile_types.end(); };
      int tiles = 0;
      int workers = 0;
      for (const auto& p : city.plots) {
        if (p.tile && wanted(p.tile->type)) {
          ++tiles;
          workers += p.tile->workers_on();
        }
      }
      if (wanted(TileType::Barracks)) {
        for (const auto& t : city.military_towers) {
          ++tiles;
          workers += t.workers_on();
        }
      }
      return tiles >= d.count && workers >= d.workers;
    }
  }
  return false;
}

}  // namespace scriptorium::discordia
