// Year-end bookkeeping for a 4-player table (rules/discordia.md §4.3-§4.5): the scarcity of four
// busy cities, and a full year end (incursion + scarcity + emptying complete tiles) on copies.
#include <benchmark/benchmark.h>

#include <vector>

#include "engine/discordia/settings.hpp"
#include "engine/discordia/year_end.hpp"

namespace {

namespace dc = scriptorium::discordia;

// A late-game city: 8 plots with tiles of 1-3 spaces, some complete, plus 2 military towers.
dc::City busy_city(int seed) {
  using dc::IconColor;
  using dc::WorkerColor;
  dc::City city;
  const dc::PlotKind kinds[] = {dc::PlotKind::Port, dc::PlotKind::Fortress, dc::PlotKind::Market, dc::PlotKind::Market,
                                dc::PlotKind::Field, dc::PlotKind::Field, dc::PlotKind::Fortress, dc::PlotKind::Market};
  const dc::TileType types[] = {dc::TileType::Ship, dc::TileType::Barracks, dc::TileType::Stall, dc::TileType::Stall,
                                dc::TileType::Farm, dc::TileType::Farm, dc::TileType::Barracks, dc::TileType::Stall};
  for (int i = 0; i < 8; ++i) {
    dc::WorkTile tile;
    tile.type = types[i];
    tile.die_value = 1 + (i + seed) % 6;
    const int spaces = 1 + (i + seed) % 3;
    const int filled = (i + seed) % (spaces + 1);
    for (int k = 0; k < spaces; ++k) {
      dc::WorkSpace s{{IconColor::Grey, IconColor::Red}, {}};
      if (k < filled) s.placed = {WorkerColor::Red, WorkerColor::White};
      tile.spaces.push_back(s);
    }
    if (tile.type == dc::TileType::Ship && tile.complete()) tile.spaces.back().placed.clear();
    city.plots.push_back({kinds[i], tile});
  }
  for (int t = 0; t < 2; ++t) {
    dc::WorkTile tower;
    tower.military_tower = true;
    tower.die_value = 3 + t;
    tower.permanent_strength = t;
    tower.spaces = {dc::WorkSpace{{IconColor::Red}, {WorkerColor::Red}}, dc::WorkSpace{{IconColor::Red}, {}}};
    city.military_towers.push_back(tower);
  }
  city.plots.push_back({dc::PlotKind::Port, std::nullopt});
  city.visible_symbols = 4 + seed;
  city.aqueduct = seed % 3;
  return city;
}

void BM_Scarcity4Players(benchmark::State& state) {
  std::vector<dc::City> cities;
  for (int p = 0; p < 4; ++p) cities.push_back(busy_city(p));
  for (auto _ : state) {
    int total = 0;
    for (const auto& c : cities) total += dc::scarcity(c, 40, 12).scarcity;
    benchmark::DoNotOptimize(total);
  }
}
BENCHMARK(BM_Scarcity4Players)->Unit(benchmark::kMicrosecond);

void BM_YearEnd4Players(benchmark::State& state) {
  std::vector<dc::PlayerState> table(4);
  for (int p = 0; p < 4; ++p) {
    table[static_cast<std::size_t>(p)].city = busy_city(p);
    table[static_cast<std::size_t>(p)].reserve = 12;
    table[static_cast<std::size_t>(p)].stars = 3;
  }
  const auto settings = dc::default_settings();
  dc::GermanTileDef left;
  left.strength = 3;
  left.effect = {dc::EffectKind::LoseStars, 1, {}};
  dc::GermanTileDef right;
  right.pile = dc::GermanPile::Right;
  right.strength = 2;
  right.effect = {dc::EffectKind::GainTower, 1, {}};
  for (auto _ : state) {
    std::vector<dc::PlayerState> players = table;  // the year end mutates the table
    dc::Supply supply{40, 10, 4};
    auto r = dc::year_end(players, 0, supply, left, right, settings);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_YearEnd4Players)->Unit(benchmark::kMicrosecond);

}  // namespace
