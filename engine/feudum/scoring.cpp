#include "engine/feudum/scoring.hpp"

#include <algorithm>

#include "engine/feudum/feudum_settings.hpp"

namespace scriptorium::feudum {

namespace {

constexpr int kVoyageSpaces[] = {3, 5, 7, 9, 11, 13, 17};
constexpr int kTotalShillings = 78;

// Section of an epic voyage space: {3,5} 0, {7,9} 1, {11,13} 2, {17} 3.
int voyage_section(int space) { return space <= 5 ? 0 : space <= 9 ? 1 : space <= 13 ? 2 : 3; }
int voyage_section_top(int section) { return section == 0 ? 5 : section == 1 ? 9 : section == 2 ? 13 : 17; }

bool in_game(const std::vector<ScorePlayer>& players, Colour c) {
  return std::any_of(players.begin(), players.end(), [c](const ScorePlayer& p) { return p.colour == c; });
}

Colour player_colour(const core::JsonCursor& c, const std::vector<ScorePlayer>& players) {
  const Colour colour = c.as_enum(colour_names(), "colour");
  if (!in_game(players, colour)) c.fail("\"" + std::string(name_of(colour)) + "\" is not a player's colour");
  return colour;
}

ScorePlayer parse_player(const core::JsonCursor& c) {
  c.require_object();
  ScorePlayer p;
  p.colour = c.at("color").as_enum(colour_names(), "colour");
  p.vp = c.get_int("vp", 0, -999, 999);
  p.military_discs = c.get_int("military_discs", 0, 0, 3);
  if (auto voyage = c.find("epic_voyage")) {
    const int space = voyage->as_int32();
    if (std::find(std::begin(kVoyageSpaces), std::end(kVoyageSpaces), space) == std::end(kVoyageSpaces)) {
      voyage->fail("epic voyage spaces are 3, 5, 7, 9, 11, 13 and 17, found " + std::to_string(space));
    }
    p.epic_voyage = space;
  }
  p.shillings = c.get_int("shillings", 0, 0, kTotalShillings);
  p.wine_barrel = c.get_int("wine_barrel", 0, 0, 3);
  if (auto charters = c.find("charters")) {
    charters->require_array();
    if (charters->size() > 3) charters->fail("at most 3 charters");
    for (const auto& ch : charters->items()) p.charters.push_back(ch.as_enum(charter_names(), "charter"));
  }
  p.defeated_monster = c.get_bool("defeated_monster", false);
  return p;
}

}  // namespace

ScoreInput parse_score(const core::JsonCursor& root) {
  root.require_object();
  ScoreInput in;
  in.epoch = root.at("epoch").as_int32(2, 5);
  const core::JsonCursor players = root.at("players");
  players.require_array();
  if (players.size() < 2 || players.size() > 5) {
    players.fail("expected 2 to 5 players, found " + std::to_string(players.size()));
  }
  int shillings = 0;
  std::vector<std::pair<Charter, std::size_t>> charters_seen;
  for (std::size_t i = 0; i < players.size(); ++i) {
    ScorePlayer p = parse_player(players.at(i));
    if (in_game(in.players, p.colour)) players.at(i).at("color").fail("two players with the same colour");
    shillings += p.shillings;
    for (std::size_t k = 0; k < p.charters.size(); ++k) {
      for (const auto& [seen, unused] : charters_seen) {
        if (seen == p.charters[k]) players.at(i).at("charters").at(k).fail("charter listed twice (each card exists once)");
      }
      charters_seen.emplace_back(p.charters[k], i);
    }
    in.players.push_back(std::move(p));
  }
  if (shillings > kTotalShillings) players.fail("shillings sum to " + std::to_string(shillings) + " (78 exist)");

  if (auto guilds = root.find("guilds")) {
    guilds->require_object();
    const std::size_t spaces = in.players.size() >= 4 ? 3 : 2;
    bool seen[kGuildCount] = {};
    for (const auto& [key, unused] : guilds->json().items()) {
      const core::JsonCursor track = guilds->at(key);
      const auto guild = core::parse_enum(key, guild_names());
      if (!guild) track.fail("unknown guild \"" + key + "\"");
      const int g = static_cast<int>(*guild);
      if (seen[g]) track.fail("guild \"" + key + "\" given twice");
      seen[g] = true;
      track.require_array();
      if (track.size() > spaces) {
        track.fail("a guild track holds " + std::to_string(spaces) + " markers with " +
                   std::to_string(in.players.size()) + " players");
      }
      for (const auto& entry : track.items()) {
        const Colour c = player_colour(entry, in.players);
        if (std::find(in.guilds[g].begin(), in.guilds[g].end(), c) != in.guilds[g].end()) {
          entry.fail("a colour twice on one track");
        }
        in.guilds[g].push_back(c);
      }
    }
  }

  if (auto locations = root.find("locations")) {
    locations->require_array();
    if (locations->size() > 22) locations->fail("more than 22 locations");
    int feudums = 0;
    for (const auto& l : locations->items()) {
      Location loc = parse_location(l, true);
      if (loc.ruler) player_colour(l.at("ruler"), in.players);
      if (loc.serf) player_colour(l.at("serf"), in.players);
      if (loc.type == LocationType::Feudum && ++feudums > 12) l.fail("more than 12 feudums");
      in.locations.push_back(loc);
    }
  }
  return in;
}

int guild_vp(const ScoreInput& in, Colour c) {
  constexpr int kRankVp[] = {5, 3, 1};
  int vp = 0;
  for (const auto& track : in.guilds) {
    for (std::size_t rank = 0; rank < track.size() && rank < 3; ++rank) {
      if (track[rank] == c) vp += kRankVp[rank];
    }
  }
  return vp;
}

int landscape_vp(const ScoreInput& in, Colour c) {
  int vp = 0;
  for (const auto& loc : in.locations) {
    if (loc.landscape && loc.serf == c) vp += loc.landscape->resources > 0 ? 4 : 2;
  }
  return vp;
}

int active_regions(const ScoreInput& in, Colour c) {
  bool active[kRegionCount] = {};
  for (const auto& loc : in.locations) {
    if (!loc.region) continue;
    if (loc.ruler == c || (loc.serf == c && loc.landscape)) active[static_cast<int>(*loc.region)] = true;
  }
  return static_cast<int>(std::count(std::begin(active), std::end(active), true));
}

int active_regions_vp(int regions, const core::Settings& settings) {
  if (regions <= 0) return 0;
  return settings.get_string(setting::kActiveRegionsVp) == "cumulative" ? regions * regions : 2 * regions - 1;
}

int disloyalty_vp(int epoch, bool rules_feudum, int military_discs) {
  if (!rules_feudum) return 0;
  const int due = epoch == 2 ? 1 : epoch == 4 ? 2 : epoch == 5 ? 3 : 0;
  constexpr int kPenalty[] = {0, 3, 4, 5};
  int vp = 0;
  for (int space = military_discs + 1; space <= due; ++space) vp -= kPenalty[space];
  return vp;
}

std::vector<int> epic_voyage_vp(const std::vector<std::optional<int>>& spaces, const core::Settings& settings) {
  int leader[4] = {0, 0, 0, 0};
  for (const auto& s : spaces) {
    if (s) leader[voyage_section(*s)] = std::max(leader[voyage_section(*s)], *s);
  }
  const bool own_space = settings.get_string(setting::kEpicVoyageTrailing) == "own_space";
  std::vector<int> vp;
  for (const auto& s : spaces) {
    if (!s) {
      vp.push_back(0);
    } else if (*s == leader[voyage_section(*s)]) {
      vp.push_back(voyage_section_top(voyage_section(*s)));
    } else {
      vp.push_back(own_space ? *s : 0);
    }
  }
  return vp;
}

int large_empires_vp(int outposts, int farms, int towns, int feudums, const core::Settings& settings) {
  int sets = outposts / 3 + farms / 3 + towns / 3 + feudums / 3;
  if (settings.get_bool(setting::kWildFeudumOwnVp)) {
    // Feudums are wild: try every split of them over the four types.
    for (int a = 0; a <= feudums; ++a) {
      for (int b = 0; a + b <= feudums; ++b) {
        for (int t = 0; a + b + t <= feudums; ++t) {
          const int rest = feudums - a - b - t;
          sets = std::max(sets, (outposts + a) / 3 + (farms + b) / 3 + (towns + t) / 3 + rest / 3);
        }
      }
    }
  }
  return outposts + farms + towns + 3 * feudums + 3 * sets;
}

int charters_vp(const ScoreInput& in, const ScorePlayer& p, const core::Settings& settings) {
  int vp = 0;
  for (const Charter ch : p.charters) {
    if (ch == Charter::WineBarrel) {
      vp += p.wine_barrel == 2 ? 5 : p.wine_barrel == 3 ? 7 : 0;
    } else if (ch == Charter::DefeatMonster) {
      vp += p.defeated_monster ? 7 : 0;
    } else {
      const Realm realm = static_cast<Realm>(static_cast<int>(ch));  // C1..C6 follow the realm order
      const int ruled = static_cast<int>(std::count_if(in.locations.begin(), in.locations.end(), [&](const Location& l) {
        return l.ruler == p.colour && l.realm == realm;
      }));
      if (ruled == 0) continue;
      const auto values = chart(settings, realm == Realm::Isolated ? setting::kIsolatedCharterVp : setting::kRealmCharterVp);
      vp += values[std::min<std::size_t>(static_cast<std::size_t>(ruled), values.size()) - 1];
    }
  }
  return vp;
}

std::vector<int> winner_indices(const std::vector<int>& totals, const std::vector<int>& wine_barrels) {
  std::vector<int> best;
  for (int i = 0; i < static_cast<int>(totals.size()); ++i) {
    if (best.empty() || totals[i] > totals[best.front()] ||
        (totals[i] == totals[best.front()] && wine_barrels[i] > wine_barrels[best.front()])) {
      best = {i};
    } else if (totals[i] == totals[best.front()] && wine_barrels[i] == wine_barrels[best.front()]) {
      best.push_back(i);
    }
  }
  return best;
}

ScoreOutcome score_dawn(const ScoreInput& in, const core::Settings& settings) {
  ScoreOutcome out;
  std::vector<std::optional<int>> voyages;
  for (const auto& p : in.players) voyages.push_back(p.epic_voyage);
  const auto voyage_vp = epic_voyage_vp(voyages, settings);
  std::vector<int> totals, barrels;
  for (std::size_t i = 0; i < in.players.size(); ++i) {
    const ScorePlayer& p = in.players[i];
    int ruled[4] = {};
    for (const auto& loc : in.locations) {
      if (loc.ruler == p.colour) ++ruled[static_cast<int>(loc.type)];
    }
    PlayerTotal t;
    t.colour = p.colour;
    t.rows = {{"guilds", guild_vp(in, p.colour)},
              {"landscapes", landscape_vp(in, p.colour)},
              {"active_regions", active_regions_vp(active_regions(in, p.colour), settings)},
              {"disloyalty", disloyalty_vp(in.epoch, ruled[3] > 0, p.military_discs)}};
    if (in.epoch == 5) {
      t.rows.push_back({"epic_voyage", voyage_vp[i]});
      t.rows.push_back({"large_empires", large_empires_vp(ruled[0], ruled[1], ruled[2], ruled[3], settings)});
      t.rows.push_back({"shillings", p.shillings / 3});
      t.rows.push_back({"charters", charters_vp(in, p, settings)});
    }
    t.total = p.vp;
    for (const auto& row : t.rows) t.total += row.vp;
    totals.push_back(t.total);
    barrels.push_back(p.wine_barrel);
    out.players.push_back(std::move(t));
  }
  if (in.epoch == 5) {
    std::vector<Colour> winners;
    for (int i : winner_indices(totals, barrels)) winners.push_back(in.players[i].colour);
    out.winners = winners;
  }
  return out;
}

nlohmann::json to_json(const ScoreOutcome& outcome) {
  nlohmann::json players = nlohmann::json::array();
  for (const auto& p : outcome.players) {
    nlohmann::json rows = nlohmann::json::object();
    for (const auto& row : p.rows) rows[row.name] = row.vp;
    players.push_back({{"color", name_of(p.colour)}, {"rows", rows}, {"total", p.total}});
  }
  nlohmann::json winners = nullptr;
  if (outcome.winners) {
    winners = nlohmann::json::array();
    for (Colour c : *outcome.winners) winners.push_back(name_of(c));
  }
  return {{"players", players}, {"winners", winners}};
}

}  // namespace scriptorium::feudum
