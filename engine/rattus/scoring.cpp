#include "engine/rattus/scoring.hpp"

#include <algorithm>
#include <numeric>

#include "engine/rattus/rattus_settings.hpp"

namespace scriptorium::rattus {

std::vector<int> class_majority_vp(const std::vector<int>& values, const std::vector<int>& stack) {
  const int n = static_cast<int>(values.size());
  auto stack_pos = [&](int player) {
    const auto it = std::find(stack.begin(), stack.end(), player);
    return it == stack.end() ? n + player : static_cast<int>(it - stack.begin());
  };
  std::vector<int> ranked;
  for (int p = 0; p < n; ++p) {
    if (values[p] > 0) ranked.push_back(p);
  }
  std::sort(ranked.begin(), ranked.end(), [&](int a, int b) {
    if (values[a] != values[b]) return values[a] > values[b];
    return stack_pos(a) < stack_pos(b);  // lower in the stack (earlier arrival) ranks higher
  });
  const std::vector<int> awards = n == 2 ? std::vector<int>{10, 5} : std::vector<int>{10, 5, 2};
  std::vector<int> vp(n, 0);
  for (std::size_t i = 0; i < ranked.size() && i < awards.size(); ++i) vp[ranked[i]] = awards[i];
  return vp;
}

std::vector<int> simple_majority_vp(const std::vector<int>& counts, int unique_vp, bool needs_card) {
  std::vector<int> vp(counts.size(), 0);
  if (counts.empty()) return vp;
  const int most = *std::max_element(counts.begin(), counts.end());
  if (most == 0 && needs_card) return vp;
  const auto tied = std::count(counts.begin(), counts.end(), most);
  for (std::size_t p = 0; p < counts.size(); ++p) {
    if (counts[p] == most) vp[p] = tied == 1 ? unique_vp : 1;
  }
  return vp;
}

std::vector<int> gold_vp(const std::vector<int>& gold, const core::Settings& settings) {
  const int n = static_cast<int>(gold.size());
  std::vector<int> vp(n, 0);
  const bool needs_gold = settings.get_bool(setting::kGoldNeedsGold);
  auto eligible = [&](int count) { return count > 0 || !needs_gold; };
  const int most = *std::max_element(gold.begin(), gold.end());
  if (!eligible(most)) return vp;
  const int k_most = static_cast<int>(std::count(gold.begin(), gold.end(), most));
  if (k_most > 1) {
    const int pot = n == 2 ? settings.get_int(setting::kGold2pTieSplit) : 9;
    for (int p = 0; p < n; ++p) {
      if (gold[p] == most) vp[p] = pot / k_most;
    }
    return vp;  // a tie for most leaves no second place
  }
  for (int p = 0; p < n; ++p) {
    if (gold[p] == most) vp[p] = 6;
  }
  if (n == 2) return vp;  // 2 players: no second place
  int second = -1;
  for (int p = 0; p < n; ++p) {
    if (gold[p] < most) second = std::max(second, gold[p]);
  }
  if (second < 0 || !eligible(second)) return vp;
  const int k_second = static_cast<int>(std::count(gold.begin(), gold.end(), second));
  for (int p = 0; p < n; ++p) {
    if (gold[p] == second) vp[p] = 3 / k_second;
  }
  return vp;
}

std::vector<int> winner_indices(const std::vector<int>& totals, const std::vector<int>& rats, int nuns,
                                const core::Settings& settings) {
  const int n = static_cast<int>(totals.size());
  std::vector<int> pool;
  for (int p = 0; p < n; ++p) {
    if (rats[p] <= nuns) pool.push_back(p);
  }
  bool compare_vp = true;
  if (pool.empty()) {
    if (settings.get_string(setting::kAllEliminated) == "nobody" || n == 0) return {};
    const int fewest = *std::min_element(rats.begin(), rats.end());
    for (int p = 0; p < n; ++p) {
      if (rats[p] == fewest) pool.push_back(p);
    }
    compare_vp = settings.get_string(setting::kAllEliminatedTie) == "most_vp";
  }
  if (compare_vp) {
    int best_vp = INT_MIN;
    for (int p : pool) best_vp = std::max(best_vp, totals[p]);
    std::erase_if(pool, [&](int p) { return totals[p] != best_vp; });
    int fewest = INT_MAX;
    for (int p : pool) fewest = std::min(fewest, rats[p]);
    std::erase_if(pool, [&](int p) { return rats[p] != fewest; });
  }
  return pool;
}

ScoreResult score_end_state(const EndState& state, const core::Settings& settings) {
  const int n = static_cast<int>(state.players.size());
  ScoreResult result;
  result.players.resize(n);
  for (int p = 0; p < n; ++p) {
    result.players[p].name = state.players[p].name;
    result.players[p].rats = state.players[p].rat_total();
  }
  auto add_row = [&](const std::string& row, const std::vector<int>& vp) {
    for (int p = 0; p < n; ++p) {
      result.players[p].rows.emplace_back(row, vp[p]);
      result.players[p].total += vp[p];
    }
  };
  auto column = [&](auto getter) {
    std::vector<int> values(n);
    for (int p = 0; p < n; ++p) values[p] = getter(state.players[p]);
    return values;
  };

  for (int c = 0; c < kClassCount; ++c) {
    add_row(std::string(name_of(static_cast<Cls>(c))),
            class_majority_vp(column([c](const EndPlayer& p) { return p.influence[c]; }), state.stack_order[c]));
  }
  add_row("hand", simple_majority_vp(column([](const EndPlayer& p) { return p.hand.population + p.hand.jokers; }), 2,
                                     settings.get_bool(setting::kHandNeedsCard)));
  const int special_vp = settings.get_int(setting::kSpecialMajorityVp);
  const bool special_needs = settings.get_bool(setting::kSpecialNeedsCard);
  add_row("swords", simple_majority_vp(column([](const EndPlayer& p) { return p.hand.swords; }), special_vp,
                                       special_needs));
  add_row("flutes", simple_majority_vp(column([](const EndPlayer& p) { return p.hand.flutes; }), special_vp,
                                       special_needs));
  add_row("passes", simple_majority_vp(column([](const EndPlayer& p) { return p.hand.passes; }), special_vp,
                                       special_needs));
  const auto gold = column([](const EndPlayer& p) { return p.hand.gold; });
  add_row("gold", state.treasury_used ? gold_vp(gold, settings) : std::vector<int>(n, 0));
  add_row("vp_tokens", column([](const EndPlayer& p) {
            return std::accumulate(p.vp_tokens.begin(), p.vp_tokens.end(), 0);
          }));

  result.nuns = std::accumulate(state.nun_row.begin(), state.nun_row.end(), 0);
  std::vector<int> totals(n), rats(n);
  for (int p = 0; p < n; ++p) {
    result.players[p].survives = result.players[p].rats <= result.nuns;
    totals[p] = result.players[p].total;
    rats[p] = result.players[p].rats;
  }
  for (int p : winner_indices(totals, rats, result.nuns, settings)) result.winners.push_back(state.players[p].name);
  return result;
}

nlohmann::json to_json(const ScoreResult& result) {
  nlohmann::json players = nlohmann::json::array();
  for (const auto& p : result.players) {
    nlohmann::json rows = nlohmann::json::object();
    for (const auto& [row, vp] : p.rows) rows[row] = vp;
    players.push_back({{"name", p.name}, {"rows", rows}, {"total", p.total}, {"rats", p.rats}, {"survives", p.survives}});
  }
  return {{"players", players}, {"nuns", result.nuns}, {"winners", result.winners}};
}

}  // namespace scriptorium::rattus
