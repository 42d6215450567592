// Epoch dawn scoring and, at the dawn of V, final scoring and the winner (rules/feudum.md §3.4,
// §3.9; input, output and bad input: spec/feudum.md `feudum score`).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/settings.hpp"
#include "engine/feudum/location.hpp"

namespace scriptorium::feudum {

struct ScorePlayer {
  Colour colour = Colour::Blue;
  int vp = 0;
  int military_discs = 0;
  std::optional<int> epic_voyage;  // printed value of the space: 3, 5, 7, 9, 11, 13, 17
  int shillings = 0;
  int wine_barrel = 0;
  std::vector<Charter> charters;
  bool defeated_monster = false;
};

struct ScoreInput {
  int epoch = 2;
  std::vector<ScorePlayer> players;
  std::array<std::vector<Colour>, kGuildCount> guilds;  // master, journeyman, apprentice
  std::vector<Location> locations;
};

struct ScoreRow {
  std::string name;
  int vp = 0;
};

struct PlayerTotal {
  Colour colour = Colour::Blue;
  std::vector<ScoreRow> rows;
  int total = 0;
};

struct ScoreOutcome {
  std::vector<PlayerTotal> players;
  std::optional<std::vector<Colour>> winners;  // epoch 5 only
};

ScoreInput parse_score(const core::JsonCursor& root);

// The single rows, for tests and the app.
int guild_vp(const ScoreInput& in, Colour c);
int landscape_vp(const ScoreInput& in, Colour c);
int active_regions(const ScoreInput& in, Colour c);
int active_regions_vp(int regions, const core::Settings& settings);
// Disloyalty at the dawn of `epoch` for a player with k military discs (0 if no feudum ruled).
int disloyalty_vp(int epoch, bool rules_feudum, int military_discs);
// The epic voyage row of each player (index-aligned with `spaces`; nullopt = not on the track).
std::vector<int> epic_voyage_vp(const std::vector<std::optional<int>>& spaces, const core::Settings& settings);
// Large empires from the counts of ruled outposts, farms, towns and feudums.
int large_empires_vp(int outposts, int farms, int towns, int feudums, const core::Settings& settings);
int charters_vp(const ScoreInput& in, const ScorePlayer& p, const core::Settings& settings);
// Highest total, then most wine barrel sulfur, else shared (§3.9).
std::vector<int> winner_indices(const std::vector<int>& totals, const std::vector<int>& wine_barrels);

ScoreOutcome score_dawn(const ScoreInput& in, const core::Settings& settings);

nlohmann::json to_json(const ScoreOutcome& outcome);

}  // namespace scriptorium::feudum
