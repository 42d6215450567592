// End-of-game scoring, plague check and winners (rules/rattus-cartus.md §4.3–§4.4,
// spec/rattus-end-state.md).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/settings.hpp"
#include "engine/rattus/end_state.hpp"

namespace scriptorium::rattus {

// Class majority (§4.3.1): values per player, stack = player indices bottom -> top for that
// class (earlier = ranks higher among equal values). Awards 10/5/2, or 10/5 with 2 players.
std::vector<int> class_majority_vp(const std::vector<int>& values, const std::vector<int>& stack);

// Unique most -> unique_vp, tied most -> 1 each; with needs_card, nobody when the most is 0.
std::vector<int> simple_majority_vp(const std::vector<int>& counts, int unique_vp, bool needs_card);

// Gold (§4.3.4, A-5), for treasury games.
std::vector<int> gold_vp(const std::vector<int>& gold, const core::Settings& settings);

struct PlayerScore {
  std::string name;
  std::vector<std::pair<std::string, int>> rows;  // score-sheet rows in sheet order
  int total = 0;
  int rats = 0;
  bool survives = false;
};

struct ScoreResult {
  std::vector<PlayerScore> players;
  int nuns = 0;
  std::vector<std::string> winners;
};

// Winners (§4.4): surviving players with most VP, then fewest rats; everyone eliminated ->
// nobody, or the lowest rat total with the variant setting.
std::vector<int> winner_indices(const std::vector<int>& totals, const std::vector<int>& rats, int nuns,
                                const core::Settings& settings);

ScoreResult score_end_state(const EndState& state, const core::Settings& settings);

nlohmann::json to_json(const ScoreResult& result);

}  // namespace scriptorium::rattus
