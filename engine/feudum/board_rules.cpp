#include "engine/feudum/board_rules.hpp"

#include <algorithm>

#include "engine/feudum/feudum_settings.hpp"

namespace scriptorium::feudum {

NourishResult nourish(const std::vector<NourishPawn>& pawns, int food, int barrel_sulfur, int wild_tiles) {
  NourishResult r;
  auto try_feed = [&](Feed f) -> std::optional<PawnFate> {
    if (f == Feed::Food && food > 0) {
      --food;
      ++r.food_used;
      return PawnFate::FedFood;
    }
    if (f == Feed::Tile && wild_tiles > 0) {
      --wild_tiles;
      ++r.tiles_used;
      return PawnFate::FedTile;
    }
    if (f == Feed::Wine && barrel_sulfur > 0) {  // only barrel sulfur pays for wine
      --barrel_sulfur;
      ++r.barrel_used;
      return PawnFate::FedWine;
    }
    return std::nullopt;
  };
  // Sober pawns first: their feeding is free and does not compete for supplies.
  r.fates.assign(pawns.size(), PawnFate::Home);
  for (std::size_t i = 0; i < pawns.size(); ++i) {
    if (pawns[i].carries_wine) {
      r.fates[i] = PawnFate::Sober;
      ++r.sulfur_removed;
    }
  }
  for (std::size_t i = 0; i < pawns.size(); ++i) {
    if (pawns[i].carries_wine) continue;
    std::optional<PawnFate> fate;
    if (pawns[i].choice) {
      fate = *pawns[i].choice == Feed::None ? std::nullopt : try_feed(*pawns[i].choice);
    } else {
      for (Feed f : {Feed::Food, Feed::Tile, Feed::Wine}) {
        if ((fate = try_feed(f))) break;
      }
    }
    r.fates[i] = fate.value_or(PawnFate::Home);
  }
  return r;
}

namespace {
int top_epoch(const std::vector<int>& stack) { return stack.empty() ? 5 : stack.front(); }
}  // namespace

ProgressRoll roll_progress(RegionStacks& stacks, int epoch, const std::vector<Region>& rolls) {
  ProgressRoll r;
  auto eligible = [&](Region g) {
    const auto& s = stacks[static_cast<int>(g)];
    return !s.empty() && s.front() <= epoch;
  };
  bool any = false;
  for (int g = 0; g < kRegionCount; ++g) any = any || eligible(static_cast<Region>(g));
  if (!any) return r;
  for (Region face : rolls) {
    ++r.rolls_used;
    if (eligible(face)) {
      auto& s = stacks[static_cast<int>(face)];
      s.erase(s.begin());
      r.removed = face;
      return r;
    }
  }
  r.ran_out = true;
  return r;
}

int check_epoch_trigger(const RegionStacks& stacks, int epoch) {
  if (epoch >= 5) return epoch;
  const int next = epoch + 1;
  const int needed = next == 2 ? 4 : next == 3 ? 3 : next == 4 ? 2 : 1;
  int showing = 0;
  for (const auto& s : stacks) showing += top_epoch(s) == next ? 1 : 0;
  return showing >= needed ? next : epoch;
}

TileDraw improve_tile(RegionStacks& stacks, Region region, int epoch, LocationType new_type, const BoardData& data,
                      const core::Settings& settings, std::optional<Region> substitute_choice) {
  TileDraw d;
  auto& own = stacks[static_cast<int>(region)];
  if (!own.empty() && own.front() <= epoch) {
    d.from = region;
    d.tile_epoch = own.front();
    d.vp = region_tile_vp(data, d.tile_epoch, new_type);
    own.erase(own.begin());
    return d;
  }
  d.substitute = true;
  const bool lenient = settings.get_string(setting::kSubstituteTile) == "same_or_earlier";
  for (int g = 0; g < kRegionCount; ++g) {
    const auto& s = stacks[g];
    if (g == static_cast<int>(region) || s.empty()) continue;
    if (s.front() < epoch || (lenient && s.front() == epoch)) d.candidates.push_back(static_cast<Region>(g));
  }
  std::optional<Region> pick = substitute_choice;
  if (!pick && d.candidates.size() == 1) pick = d.candidates.front();
  if (pick && std::find(d.candidates.begin(), d.candidates.end(), *pick) != d.candidates.end()) {
    auto& s = stacks[static_cast<int>(*pick)];
    d.from = *pick;
    d.tile_epoch = s.front();
    s.erase(s.begin());
  }
  return d;  // a substitute scores 0 vp
}

InfluenceResult add_influence(const Location& at, Colour who, bool merchant_pays) {
  InfluenceResult r;
  r.after = at;
  if (!at.ruler) {
    r.seat = Seat::Ruler;
    r.after.ruler = who;
    return r;
  }
  if (*at.ruler == who) {
    if (at.subject) {
      r.reason = "a third marker of one colour at a location";
      return r;
    }
    r.seat = Seat::Subject;  // G-7: allowed before any serf exists
    r.after.subject = true;
    return r;
  }
  if (!at.serf) {
    if (merchant_pays && !at.subject) {  // Money is Influence unseats a lone single-marker ruler (G-35)
      r.seat = Seat::MoneyIsInfluence;
      r.after.serf = at.ruler;
      r.after.ruler = who;
      return r;
    }
    r.seat = Seat::Serf;
    r.after.serf = who;
    return r;
  }
  if (*at.serf != who) {
    r.reason = "a third player can never add a marker";
    return r;
  }
  if (at.subject) {
    r.reason = "the location already holds 3 markers";
    return r;
  }
  r.seat = Seat::TakeOver;  // the serf's new marker goes on top, the old one becomes the subject
  r.after.serf = at.ruler;
  r.after.ruler = who;
  r.after.subject = true;
  return r;
}

int status_stars(int character_pawns, int feudums_with_icon, int related_locations) {
  const int primary = character_pawns + 3 * feudums_with_icon;
  return primary > 0 ? primary + related_locations : 0;
}

std::vector<Colour> update_track(const std::vector<Colour>& previous, const std::map<Colour, int>& stars, int players,
                                 const std::vector<Colour>& newcomer_order) {
  std::vector<Colour> members;
  for (const auto& [colour, n] : stars) {
    if (n >= 1) members.push_back(colour);
  }
  auto rank_of = [&](Colour c) {
    const auto it = std::find(previous.begin(), previous.end(), c);
    if (it != previous.end()) return static_cast<int>(it - previous.begin());
    const auto nt = std::find(newcomer_order.begin(), newcomer_order.end(), c);
    return 10 + static_cast<int>(nt - newcomer_order.begin()) * kColourCount + static_cast<int>(c);
  };
  std::stable_sort(members.begin(), members.end(), [&](Colour a, Colour b) {
    if (stars.at(a) != stars.at(b)) return stars.at(a) > stars.at(b);
    return rank_of(a) < rank_of(b);  // overtaking needs strictly more stars
  });
  const std::size_t spaces = players >= 4 ? 3 : 2;
  if (members.size() > spaces) members.resize(spaces);
  return members;
}

}  // namespace scriptorium::feudum
