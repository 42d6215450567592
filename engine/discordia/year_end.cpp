#include "engine/discordia/year_end.hpp"

#include <algorithm>

#include "engine/discordia/decrees.hpp"
#include "engine/discordia/settings.hpp"

namespace scriptorium::discordia {

int empty_spaces(const City& city) noexcept {
  int n = 0;
  for (const auto& p : city.plots) n += p.tile ? p.tile->empty_spaces() : 0;
  for (const auto& t : city.military_towers) n += t.empty_spaces();
  return n;
}

int workers_on_complete_tiles(const City& city) noexcept {
  int n = 0;
  for (const auto& p : city.plots) n += (p.tile && p.tile->complete()) ? p.tile->workers_on() : 0;
  for (const auto& t : city.military_towers) n += t.complete() ? t.workers_on() : 0;
  return n;
}

int strength(const City& city, const core::Settings& settings) {
  int total = 0;
  for (const auto& p : city.plots) {
    if (p.tile && p.tile->type == TileType::Barracks && p.tile->complete()) total += p.tile->workers_on();
  }
  const bool icons = settings.get_bool(kCountPermanentStrength);
  for (const auto& t : city.military_towers) {
    if (t.complete()) total += t.workers_on();
    if (icons) total += t.permanent_strength;
  }
  return total;
}

ScarcityResult scarcity(const City& city, std::optional<int> bag, std::optional<int> reserve) {
  ScarcityResult r;
  r.symbols = city.visible_symbols;
  r.empty_spaces = empty_spaces(city);
  r.aqueduct = city.aqueduct;
  r.scarcity = r.symbols + r.empty_spaces - r.aqueduct;
  if (r.scarcity > 0) r.draw = bag ? std::min(r.scarcity, *bag) : r.scarcity;
  if (r.scarcity < 0) r.returned = reserve ? std::min(-r.scarcity, *reserve) : -r.scarcity;
  // The draw or return does not touch the city, so the complete tiles are known already.
  r.returned_from_complete_tiles = workers_on_complete_tiles(city);
  return r;
}

int empty_complete_tiles(City& city) {
  int n = 0;
  auto empty = [&n](WorkTile& t) {
    if (!t.complete()) return;
    n += t.workers_on();
    for (auto& s : t.spaces) s.placed.clear();
  };
  for (auto& p : city.plots) {
    if (p.tile) empty(*p.tile);
  }
  for (auto& t : city.military_towers) empty(t);
  return n;
}

ScarcityResult apply_scarcity(PlayerState& player, Supply& supply) {
  ScarcityResult r = scarcity(player.city, supply.bag, player.reserve);
  player.reserve += r.draw - r.returned;
  supply.bag += r.returned - r.draw;
  const int back = empty_complete_tiles(player.city);
  supply.bag += back;
  return r;
}

namespace {

EffectOutcome unavailable(EffectOutcome out, PlayerState& player, const core::Settings& settings,
                          const std::string& why) {
  out.applied = false;
  if (settings.get_bool(kUnusableBonusLost)) {
    out.note = why + "; the bonus is lost";
  } else {
    ++player.pending_bonuses;
    out.note = why + "; the bonus is kept for later";
  }
  return out;
}

}  // namespace

EffectOutcome apply_effect(const Effect& effect, PlayerState& player, Supply& supply,
                           const core::Settings& settings, std::optional<int> tile_choice) {
  EffectOutcome out;
  out.effect = effect;
  auto moved = [&out](int n, const char* none) {
    out.amount = n;
    out.applied = n > 0;
    if (n == 0) out.note = none;
    return out;
  };
  switch (effect.kind) {
    case EffectKind::None:
      return out;
    case EffectKind::LoseStars: {
      const int n = std::min(effect.amount, player.stars);
      player.stars -= n;
      supply.star_cult += n;
      return moved(n, "no star in reserve: no effect");
    }
    case EffectKind::DrawWorkers: {
      const int n = std::min(effect.amount, supply.bag);
      player.reserve += n;
      supply.bag -= n;
      return moved(n, "the bag is empty: no effect");
    }
    case EffectKind::ReturnWorkers: {
      const int n = std::min(effect.amount, player.reserve);
      player.reserve -= n;
      supply.bag += n;
      return moved(n, "no worker in reserve");
    }
    case EffectKind::StarFromCult: {
      const int n = std::min(effect.amount, supply.star_cult);
      if (n == 0) return unavailable(out, player, settings, "the star cult is empty");
      player.stars += n;
      supply.star_cult -= n;
      return moved(n, "");
    }
    case EffectKind::ExpeditionStar: {
      const int n = std::min(effect.amount, player.stars);
      if (n == 0) return unavailable(out, player, settings, "no star in reserve");
      player.stars -= n;
      player.expedition_stars += n;
      return moved(n, "");
    }
    case EffectKind::Aqueduct:
      player.aqueduct_steps += effect.amount;
      return moved(effect.amount, "");
    case EffectKind::GainTower:
      if (supply.towers_in_display == 0) return unavailable(out, player, settings, "no tower left in the display");
      --supply.towers_in_display;
      ++player.towers_gained;
      return moved(1, "");
    case EffectKind::ExchangeWorkers: {
      // Net reserve change 0 (§3.6); only the colour mix changes, which the count model does not track.
      const int n = std::min(effect.amount, supply.bag);
      return moved(n, "the bag is empty: nothing to exchange");
    }
    case EffectKind::LoseTile: {
      std::vector<int> candidates;
      for (std::size_t i = 0; i < player.city.plots.size(); ++i) {
        const auto& tile = player.city.plots[i].tile;
        if (tile && effect.tile_type && tile->type == *effect.tile_type) candidates.push_back(static_cast<int>(i));
      }
      if (candidates.empty()) {
        out.note = "no tile of that type: no effect";
        return out;
      }
      int chosen = candidates.front();
      if (tile_choice && std::find(candidates.begin(), candidates.end(), *tile_choice) != candidates.end()) {
        chosen = *tile_choice;
      }
      auto& plot = player.city.plots[static_cast<std::size_t>(chosen)];
      const int workers = plot.tile->workers_on();
      player.reserve += workers;  // G-17: workers on a removed tile go to the reserve
      plot.tile.reset();
      out.amount = 1;
      out.applied = true;
      out.note = "removed the tile on plot " + std::to_string(chosen) + "; " + std::to_string(workers) +
                 " worker(s) back to the reserve";
      return out;
    }
  }
  return out;
}

IncursionResult incursion(PlayerState& player, Supply& supply, const GermanTileDef& left,
                          const GermanTileDef& right, const core::Settings& settings) {
  IncursionResult r;
  r.strength = strength(player.city, settings);
  r.german_strength = left.strength + right.strength;
  // Equality favours the player (DI-4).
  r.outcome = r.strength >= r.german_strength ? IncursionOutcome::Reward : IncursionOutcome::Damage;
  const Effect& effect = r.outcome == IncursionOutcome::Reward ? right.effect : left.effect;
  r.effect = apply_effect(effect, player, supply, settings);
  return r;
}

YearEndResult year_end(std::vector<PlayerState>& players, int start_player, Supply& supply,
                       const GermanTileDef& left, const GermanTileDef& right, const core::Settings& settings) {
  YearEndResult result;
  const int n = static_cast<int>(players.size());
  for (int k = 0; k < n; ++k) {
    PlayerYearEnd entry;
    entry.player = (start_player + k) % n;
    result.players.push_back(entry);
  }
  auto won = [&](int p) {
    if (players[static_cast<std::size_t>(p)].reserve == 0) {
      result.winner = p;
      return true;
    }
    return false;
  };
  const bool per_player = settings.get_string(kYearEndOrder) == "per_player";
  const bool decrees = settings.get_bool(kDecreeAtYearEnd);
  for (auto& entry : result.players) {
    auto& player = players[static_cast<std::size_t>(entry.player)];
    if (decrees && player.year_end_decree &&
        decree_met(*player.year_end_decree,
                   {&player.city, player.aqueduct_position, player.progress_stars, player.expedition_stars})) {
      entry.decree_completed = true;
      if (player.decree_covers_symbol && player.city.visible_symbols > 0) --player.city.visible_symbols;
      entry.decree_bonus = apply_effect(player.year_end_decree->bonus, player, supply, settings);
      if (won(entry.player)) return result;
    }
    entry.incursion = incursion(player, supply, left, right, settings);
    entry.resolved_incursion = true;
    if (won(entry.player)) return result;
    if (per_player) {
      entry.scarcity = apply_scarcity(player, supply);
      entry.resolved_scarcity = true;
      if (won(entry.player)) return result;
    }
  }
  if (!per_player) {
    for (auto& entry : result.players) {
      entry.scarcity = apply_scarcity(players[static_cast<std::size_t>(entry.player)], supply);
      entry.resolved_scarcity = true;
      if (won(entry.player)) return result;
    }
  }
  return result;
}

GermanTileDef parse_german_tile(const core::JsonCursor& c, GermanPile pile, const GameData& data) {
  if (c.json().is_string()) {
    const auto* def = data.find_german(c.as_string());
    if (def == nullptr) c.fail("unknown German tile \"" + c.as_string() + "\"");
    if (def->pile != pile) c.fail("German tile \"" + def->id + "\" belongs to the other pile");
    return *def;
  }
  c.require_object();
  GermanTileDef def;
  def.id = c.get_string("id", "");
  def.pile = pile;
  def.back = pile == GermanPile::Left ? 'A' : 'B';
  def.strength = c.at("strength").as_int32(0, 20);
  def.effect = parse_effect(c.at(pile == GermanPile::Left ? "damage" : "reward"));
  return def;
}

IncursionInput parse_incursion_input(const core::JsonCursor& c, const GameData& data) {
  c.require_object();
  IncursionInput in;
  in.player.city = parse_city(c.at("city"));
  in.player.reserve = c.get_int("reserve", in.player.city.reserve.value_or(0), 0, 140);
  in.player.stars = c.get_int("stars", 0, 0, 48);
  in.supply.bag = c.get_int("bag", in.player.city.bag.value_or(140), 0, 140);
  in.supply.star_cult = c.get_int("star_cult", 0, 0, 48);
  in.supply.towers_in_display = c.get_int("towers_in_display", 0, 0, 16);
  in.left = parse_german_tile(c.at("left"), GermanPile::Left, data);
  in.right = parse_german_tile(c.at("right"), GermanPile::Right, data);
  return in;
}

}  // namespace scriptorium::discordia
