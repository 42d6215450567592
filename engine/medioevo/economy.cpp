#include "engine/medioevo/economy.hpp"

#include <algorithm>
#include <numeric>

namespace scriptorium::medioevo {

int sack_florins(const std::vector<SackItem>& items) {
  int total = 0;
  for (const SackItem& item : items) {
    switch (item.kind) {
      case Sackable::village:
      case Sackable::tower: total += 50; break;
      case Sackable::town:
      case Sackable::fortress: total += 100; break;
      case Sackable::city:
      case Sackable::castle:
      case Sackable::cathedral: total += 150; break;
      case Sackable::transport:
      case Sackable::siege_engine: total += 50 * item.level; break;
      case Sackable::gm_cube: total += 50; break;
    }
  }
  return total;
}

int conquest_ph(bool settlement, const std::vector<int>& building_levels) {
  if (!settlement) return 0;
  return 1 + std::accumulate(building_levels.begin(), building_levels.end(), 0);
}

bool ph_limit_reached(int ph, int limit) { return ph >= limit; }

int event_army_damage(int d6) { return d6 <= 4 ? d6 : 0; }
int event_transports_stopped(int d6) { return d6 <= 2 ? d6 : 0; }
int event_building_damage(int d6) { return d6 <= 3 ? d6 : 0; }
int event_cubes_lost(int d6) { return d6 <= 2 ? d6 : 0; }

int rebellions(int tax_level, int tolerated_level) { return std::max(0, (tax_level - tolerated_level) / 10); }
int rebellion_ph(int new_rebellions, bool already_had_rebel_territory) {
  return already_had_rebel_territory ? -new_rebellions : 0;
}

int tax_income(int tax_level, int territories, const std::vector<int>& civil_levels, int city_gm_cubes) {
  const int bonus = std::accumulate(civil_levels.begin(), civil_levels.end(), 0);
  return tax_level * (territories + bonus) + 20 * city_gm_cubes;
}

int tax_marker_space(int tax_level) { return tax_level / 10; }
int maintenance(int units, int transports, int siege_engines) { return 20 * (units + transports + siege_engines); }

int unit_purchase_limit(const std::vector<int>& civil_levels) {
  return 3 + std::accumulate(civil_levels.begin(), civil_levels.end(), 0);
}
int empire_card_price(int cards_owned) { return 100 + 50 * cards_owned; }
int technology_cost(int level) { return 100 * level; }
int level_cost(int level) { return 100 * level; }
int upgrade_cost(int from_level, int to_level) { return level_cost(to_level) - level_cost(from_level); }
int upgrade_tp(int from_level, int to_level) { return to_level - from_level; }
int sheriff_upgrade(int civil_level, int military_level) {
  return military_level > civil_level && civil_level < 3 ? civil_level + 1 : civil_level;
}

int loan_interest(int loans) { return 50 * loans; }
int net_wealth(int cash, int loans) { return cash - 500 * loans - loan_interest(loans); }
int debt_end_ph(int debt_florins) {
  switch (debt_florins / 500) {
    case 0: return 0;
    case 1: return -2;
    case 2: return -4;
    case 3: return -6;
    case 4: return -9;
    default: return -15;
  }
}

int military_capacity(int level) { return 3 * level; }
int military_mp(int level) { return 5 + level; }
int trade_capacity(int level) { return 2 * level; }
int trade_mp(int level) { return 5 + level; }
int cube_purchase(int cubes) { return 100 * cubes; }
int great_market_sale(int real_cubes_there) { return 100 + 20 * real_cubes_there; }
int comercio_sale(int civil_level) {
  static constexpr int kBonus[4] = {0, 25, 50, 100};
  return 100 + kBonus[std::clamp(civil_level, 0, 3)];
}
std::optional<int> mercado_price(int base, int tp) {
  const int price = base - 50 * tp;
  if (price <= 0) return std::nullopt;
  return price;
}
int trade_route_points(int steps) { return steps >= 4 ? 2 * ((std::min(steps, 8) - 2) / 2) : 0; }
int mercader19_sale(int distinct_colours) { return 100 * std::max(0, distinct_colours - 1); }
int coins_value(const std::vector<int>& coin_values) {
  return std::accumulate(coin_values.begin(), coin_values.end(), 0);
}

int plague_doctor_territories(int d6) { return (d6 + 1) / 2; }

int objective_marker_ph(int markers) {
  static constexpr int kTable[9] = {0, 0, 1, 3, 5, 8, 11, 15, 20};
  return kTable[std::clamp(markers, 0, 8)];
}

int prisoner_penalty_ph(int units_held) {
  if (units_held <= 0) return 0;
  if (units_held <= 3) return -3;
  if (units_held <= 6) return -6;
  return -9;
}

}  // namespace scriptorium::medioevo
