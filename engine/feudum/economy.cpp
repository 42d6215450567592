#include "engine/feudum/economy.hpp"

#include <algorithm>

namespace scriptorium::feudum {

GuildPayment pay_guild(int price, int buyer_shillings, std::optional<Rank> buyer_rank, bool has_master,
                       bool has_journeyman) {
  GuildPayment p;
  p.legal = buyer_shillings >= price;
  if (!p.legal) {
    p.buyer_after = buyer_shillings;
    return p;
  }
  for (int coin = 1; coin <= price; ++coin) {
    switch (coin % 3) {
      case 1: (has_master ? p.master : p.general_supply) += 1; break;
      case 2: (has_journeyman ? p.journeyman : p.general_supply) += 1; break;
      default: p.charity += 1; break;
    }
  }
  p.buyer_after = buyer_shillings - price;
  if (buyer_rank == Rank::Master) p.buyer_after += p.master;
  if (buyer_rank == Rank::Journeyman) p.buyer_after += p.journeyman;
  return p;
}

PotSplit split_pot(int pot, bool has_journeyman) {
  PotSplit s;
  s.master = (pot + 1) / 2;
  (has_journeyman ? s.journeyman : s.left_in_pot) = pot / 2;
  return s;
}

int harvest_yield(int farms_ruled, int feudums_ruled, int bead_sum) {
  if (farms_ruled <= 0) return 0;
  return std::min(10, 5 + (farms_ruled - 1) + feudums_ruled + bead_sum);
}

int tax_income(int towns_ruled, int feudums_ruled) {
  return towns_ruled <= 0 ? 0 : 2 + (towns_ruled - 1) + feudums_ruled;
}

int explore_draws(int outposts_ruled, int feudums_ruled) {
  return outposts_ruled <= 0 ? 0 : 2 + (outposts_ruled - 1) + feudums_ruled;
}

FarmerTrade farmer_trade(int farm_goods, int barn, int alms_sum) {
  constexpr int kBarn = 10;
  FarmerTrade t;
  t.payouts = farm_goods / 2;
  const int filled = barn + farm_goods;
  t.barn_after = std::min(kBarn, filled);
  t.overflow = std::max(0, filled - kBarn);
  t.spilled = std::min(t.overflow, std::max(0, alms_sum));
  t.to_haversack = t.overflow - t.spilled;
  return t;
}

int push_vp(int tiers) { return tiers <= 0 ? 0 : 3 + std::min(tiers, 3); }

int monk_push_vp(int alms_sum) { return push_vp(alms_sum >= 9 ? 3 : alms_sum >= 6 ? 2 : alms_sum >= 3 ? 1 : 0); }

int noble_push_vp(int rosary_sum) {
  return push_vp(rosary_sum >= 17 ? 3 : rosary_sum >= 11 ? 2 : rosary_sum >= 5 ? 1 : 0);
}

int alchemist_push_vp(int inventions) { return push_vp(std::clamp(inventions, 0, 3)); }

int krud_fill(int markers) {
  if (markers < 1) return 1 - markers;
  if (markers < 3) return 3 - markers;
  if (markers < 6) return 6 - markers;
  return 0;
}

int max_krud_barrels(const std::vector<int>& rows) {
  int best = 0;
  for (int m : rows) {
    const int unfilled = m < 1 ? 3 : m < 3 ? 2 : m < 6 ? 1 : 0;
    best = std::max(best, unfilled);
  }
  return best;
}

GoodsCost vessel_cost(Vessel v) {
  switch (v) {
    case Vessel::Boat: return {1, 2, 0, 0, 0};
    case Vessel::Submersible: return {1, 0, 2, 0, 0};
    case Vessel::FlyingMachine: return {1, 1, 1, 0, 0};
  }
  return {};
}

GoodsCost krud_barrel_cost(int ordinal) {
  if (ordinal == 1) return {0, 0, 0, 1, 2};
  if (ordinal == 2) return {0, 0, 0, 1, 1};
  return {0, 1, 0, 0, 0};
}

}  // namespace scriptorium::feudum
