// Medioevo Universale bookkeeping outside the battle round: conquest and sack, events, taxes,
// maintenance, purchases, debts, trade and end-game scoring (rules §1.18, §2.2, §3).
#pragma once

#include <optional>
#include <vector>

namespace scriptorium::medioevo {

// ---- Conquest and sack (§1.18) ----
enum class Sackable { village, town, city, tower, fortress, castle, cathedral, transport, siege_engine, gm_cube };
struct SackItem {
  Sackable kind = Sackable::village;
  int level = 1;  // transports and siege engines
};
int sack_florins(const std::vector<SackItem>& items);  // 50% of cost, 50 per Great-Market cube
// Conquest PH: +1 for a settlement, +1 per building level (cathedral counts as III).
int conquest_ph(bool settlement, const std::vector<int>& building_levels);
// The game ends at once when a player reaches the PH limit.
bool ph_limit_reached(int ph, int limit);

// ---- Events (§3.1) ----
int event_army_damage(int d6);        // 1-4 damage points, 5-6 nothing
int event_transports_stopped(int d6); // 1-2 transports, 3-6 nothing
int event_building_damage(int d6);    // 1-3 markers, 4-6 nothing
int event_cubes_lost(int d6);         // 1-2 cubes, 3-6 nothing

// ---- Rebellions, taxes, maintenance (§3.2-3.4) ----
int rebellions(int tax_level, int tolerated_level);
int rebellion_ph(int new_rebellions, bool already_had_rebel_territory);
// taxLevel x (territories + civil-building levels) + 20 x Great-Market cubes in own cities.
int tax_income(int tax_level, int territories, const std::vector<int>& civil_levels, int city_gm_cubes);
int tax_marker_space(int tax_level);  // 10 -> 1st ... 50 -> 5th
int maintenance(int units, int transports, int siege_engines);

// ---- Purchases (§3.6) ----
int unit_purchase_limit(const std::vector<int>& civil_levels);
int empire_card_price(int cards_owned);
int technology_cost(int level);
int level_cost(int level);                       // transports, engines, buildings, captains: 100 x level
int upgrade_cost(int from_level, int to_level);  // the difference
int upgrade_tp(int from_level, int to_level);    // 1 TP per level [INFER]
// Sheriff 69: a civil building rises one level when the military building in its territory is higher.
int sheriff_upgrade(int civil_level, int military_level);

// ---- Debts (§3.5) ----
int loan_interest(int loans);  // 50 per outstanding loan
int net_wealth(int cash, int loans);
int debt_end_ph(int debt_florins);

// ---- Transports and trade (§3.6, pp. 15, 22-24) ----
int military_capacity(int level);  // 3 / 6 / 9
int military_mp(int level);        // 6 / 7 / 8
int trade_capacity(int level);     // 2 / 4 / 6
int trade_mp(int level);           // 6 / 7 / 8
int cube_purchase(int cubes);                                // 100 per cube (1 MP per purchase)
int great_market_sale(int real_cubes_there);                 // 100 + 20 per real cube
int comercio_sale(int civil_level);                          // 100 + 25 / 50 / 100
// Mercado: -50 per TP, never to 0; returns the price, nullopt if that many TP cannot be used.
std::optional<int> mercado_price(int base, int tp);
int trade_route_points(int steps);                           // 4 -> 2, 6 -> 4, 8 -> 6
int mercader19_sale(int distinct_colours);                   // 100 x (colours - 1)
int coins_value(const std::vector<int>& coin_values);

// ---- Cards (§1.19) ----
int plague_doctor_territories(int d6);  // 1-2 -> 1, 3-4 -> 2, 5-6 -> 3

// ---- End of game (§3.8) ----
int objective_marker_ph(int markers);
int prisoner_penalty_ph(int units_held);
inline constexpr int kPactBreachPh = -2;
inline constexpr int kMissingTpCost = 100;

}  // namespace scriptorium::medioevo
