// Economy bookkeeping of rules/feudum.md §3.8, §4.2–§4.5: guild payments, pot splits, harvest,
// tax, explore, the Farmer trade, push/pull thresholds and krud barrels.
#pragma once

#include <optional>
#include <vector>

#include "engine/feudum/types.hpp"

namespace scriptorium::feudum {

enum class Rank { Master, Journeyman, Apprentice };

struct GuildPayment {
  int master = 0;          // shillings #1, #4, #7, …
  int journeyman = 0;      // #2, #5, #8, …
  int charity = 0;         // #3, #6, #9, … always to the guild's charity pot
  int general_supply = 0;  // master/journeyman shares with nobody in that rank
  int buyer_after = 0;     // the buyer's shillings after paying (own shares come back)
  bool legal = true;       // the buyer must hold the full price before paying
};

// §3.8: pays `price` at a guild; `buyer_rank` when the buyer is a member (FE-5, FE-6, FE-23).
GuildPayment pay_guild(int price, int buyer_shillings, std::optional<Rank> buyer_rank, bool has_master,
                       bool has_journeyman);

struct PotSplit {
  int master = 0;
  int journeyman = 0;
  int left_in_pot = 0;
};
// Farmer/Monk master push: master ceil(n/2), journeyman floor(n/2) or it stays (FE-22).
PotSplit split_pot(int pot, bool has_journeyman);

// Harvest (§4.2 #6): min(10, 5 + (farms − 1) + feudums + Σ beads) (FE-18, FE-19).
int harvest_yield(int farms_ruled, int feudums_ruled, int bead_sum);
// Tax (§4.2 #7): 2 + (towns − 1) + feudums (FE-20).
int tax_income(int towns_ruled, int feudums_ruled);
// Explore (§4.2 #5): draw 2 + (outposts − 1) + feudums Writs, keep 1 (FE-21).
int explore_draws(int outposts_ruled, int feudums_ruled);

struct FarmerTrade {
  int payouts = 0;        // floor(goods / 2), each food or shilling (G-34)
  int barn_after = 0;
  int overflow = 0;
  int spilled = 0;        // to the Merchant market, then the Alchemist carts (alms sum)
  int to_haversack = 0;
};
// Farmer trade with barn overflow (§3.8, FE-36); the barn holds 10.
FarmerTrade farmer_trade(int farm_goods, int barn, int alms_sum);

// Push tiers: 1/2/3 → 4/5/6 vp, none → 0 [I].
int push_vp(int tiers);
int monk_push_vp(int alms_sum);        // alms ≥ 3 / 6 / 9 (FE-34)
int noble_push_vp(int rosary_sum);     // whole rosary ≥ 5 / 11 / 17 (FE-35)
int alchemist_push_vp(int inventions); // 1/2/3 inventions (FE-33)

// Krud barrels (§4.5): markers one barrel adds to a Knight row holding `markers` (sections of
// 1, 2 and 3, filled lowest first; a partly filled section is topped up) (FE-9).
int krud_fill(int markers);
// The most barrels one push may make: the largest number of unfilled sections in a row (G-17).
int max_krud_barrels(const std::vector<int>& rows);

struct GoodsCost {
  int food = 0, wood = 0, iron = 0, sulfur = 0, saltpeter = 0;
  int total() const { return food + wood + iron + sulfur + saltpeter; }
};
GoodsCost vessel_cost(Vessel v);
GoodsCost krud_barrel_cost(int ordinal);  // 1st, 2nd, 3rd barrel of one push (G-17)

}  // namespace scriptorium::feudum
