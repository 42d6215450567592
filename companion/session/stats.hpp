// Statistics over sessions: per-player results, and face frequencies of the dice with a
// chi-square test of fairness (is this physical die set loaded?).
#pragma once

#include <compare>
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

// One physical set of dice: the dice of one kind and one colour ("d6" + "red": Discordia's red
// die, one player's d8 in Medioevo). A die read without a colour belongs to its kind alone.
struct DieSet {
  std::string kind;   // "d4", "d6", "d8"
  std::string color;  // lower case, "" when the roll named none
  auto operator<=>(const DieSet&) const = default;
};

// "d6 red", or "d6" for the dice without a colour.
std::string die_set_name(const DieSet& set);

struct Stats {
  std::map<std::string, PlayerStats> players;
  std::map<std::string, FaceStats> dice;  // by kind: "d4", "d6", "d8"
  std::map<DieSet, FaceStats> dice_sets;  // by kind and colour: a loaded die hides less in its own set
};

struct SessionLog {
  store::SessionInfo info;
  std::vector<store::EventRecord> events;
};

// Only sessions `player` plays in when given. Numbered dice only: icon dice of taught sets are
// left out, since a roll does not say how many faces (or repeated icons) their set has.
Stats compute_stats(const std::vector<SessionLog>& sessions, const std::optional<std::string>& player);

// Whether `set` is a set without a colour and the only set of its kind: its statistics are the
// kind's own, not worth showing twice.
bool same_as_its_kind(const Stats& stats, const DieSet& set);

// Pearson's chi-square against a uniform die.
FaceStats face_stats(const std::vector<int>& counts);

// P(X >= x) for X chi-square distributed with k degrees of freedom.
double chi_square_survival(double x, int k);

nlohmann::json to_json(const Stats& stats);

}  // namespace scriptorium::session
