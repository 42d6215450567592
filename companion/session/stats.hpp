// Statistics over sessions: per-player results, and face frequencies of the dice with a
// chi-square test of fairness (is this physical die set loaded?).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/store/session_store.hpp"

namespace scriptorium::session {

struct PlayerStats {
  int sessions = 0;
  int finished = 0;
  int wins = 0;
  std::map<std::string, int> sessions_per_game;
};

struct FaceStats {
  std::vector<int> counts;   // counts[f - 1] for face f
  int total = 0;
  double chi_square = 0;
  int degrees_of_freedom = 0;
  double p_value = 1;        // probability of a deviation this large from a fair die
};

struct Stats {
  std::map<std::string, PlayerStats> players;
  std::map<std::string, FaceStats> dice;  // by kind: "d4", "d6", "d8"
};

struct SessionLog {
  store::SessionInfo info;
  std::vector<store::EventRecord> events;
};

// Only sessions `player` plays in when given.
Stats compute_stats(const std::vector<SessionLog>& sessions, const std::optional<std::string>& player);

// Pearson's chi-square against a uniform die.
FaceStats face_stats(const std::vector<int>& counts);

// P(X >= x) for X chi-square distributed with k degrees of freedom.
double chi_square_survival(double x, int k);

nlohmann::json to_json(const Stats& stats);

}  // namespace scriptorium::session
