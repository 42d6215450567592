#include "companion/session/stats.hpp"

#include <algorithm>
#include <cmath>

#include "companion/session/event_log.hpp"
#include "engine/core/dice.hpp"

namespace scriptorium::session {

namespace {

// Regularised lower incomplete gamma P(a, x): series for x < a + 1, else 1 - continued fraction
// (Numerical Recipes §6.2), accurate to ~1e-12 for the small a of dice tests.
double regularized_gamma_p(double a, double x) {
  if (x <= 0) return 0;
  const double log_prefix = a * std::log(x) - x - std::lgamma(a);
  if (x < a + 1) {
    double term = 1.0 / a;
    double sum = term;
    for (int n = 1; n < 1000; ++n) {
      term *= x / (a + n);
      sum += term;
      if (std::fabs(term) < std::fabs(sum) * 1e-15) break;
    }
    return sum * std::exp(log_prefix);
  }
  // Lentz's continued fraction for Q(a, x).
  double b = x + 1 - a;
  double c = 1e300;
  double d = 1 / b;
  double h = d;
  for (int i = 1; i < 1000; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (std::fabs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const double delta = d * c;
    h *= delta;
    if (std::fabs(delta - 1) < 1e-15) break;
  }
  return 1 - std::exp(log_prefix) * h;
}

}  // namespace

double chi_square_survival(double x, int k) {
  if (k <= 0) return 1;
  return std::clamp(1 - regularized_gamma_p(k / 2.0, x / 2.0), 0.0, 1.0);
}

FaceStats face_stats(const std::vector<int>& counts) {
  FaceStats s;
  s.counts = counts;
  for (int c : counts) s.total += c;
  s.degrees_of_freedom = static_cast<int>(counts.size()) - 1;
  if (s.total == 0 || counts.size() < 2) return s;
  const double expected = static_cast<double>(s.total) / static_cast<double>(counts.size());
  for (int c : counts) s.chi_square += (c - expected) * (c - expected) / expected;
  s.p_value = chi_square_survival(s.chi_square, s.degrees_of_freedom);
  return s;
}

std::string die_set_name(const DieSet& set) { return set.color.empty() ? set.kind : set.kind + " " + set.color; }

namespace {

// "Red " and "red" are the same die: colours are compared trimmed and in lower case.
std::string normalized_color(const std::string& color) {
  const auto first = color.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  const auto last = color.find_last_not_of(" \t");
  std::string out = color.substr(first, last - first + 1);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

// A stored die as the engine read it when the roll was accepted ("D6" is a d6, a missing kind a
// d6); nullopt for icon dice and for anything the engine would not read now.
std::optional<core::Die> numbered_die(const nlohmann::json& die) {
  try {
    auto parsed = core::parse_die(core::JsonCursor(die));
    if (parsed.kind == core::DieKind::custom) return std::nullopt;
    return parsed;
  } catch (const core::InputError&) {
    return std::nullopt;
  }
}

// Face counts of one kind of die or one set, sized to the die's faces on first use.
void count_face(std::vector<int>& counts, const core::Die& die) {
  if (counts.empty()) counts.resize(static_cast<std::size_t>(core::face_count(die.kind)));
  ++counts[static_cast<std::size_t>(die.value - 1)];
}

void count_player(Stats& stats, const std::string& name, const store::SessionInfo& info) {
  auto& p = stats.players[name];
  ++p.sessions;
  ++p.sessions_per_game[info.game];
  if (info.finished) ++p.finished;
  if (std::find(info.winners.begin(), info.winners.end(), name) != info.winners.end()) ++p.wins;
}

}  // namespace

Stats compute_stats(const std::vector<SessionLog>& sessions, const std::optional<std::string>& player) {
  Stats stats;
  std::map<std::string, std::vector<int>> kinds;
  std::map<DieSet, std::vector<int>> sets;
  for (const auto& s : sessions) {
    const auto& names = s.info.players;
    if (player && std::find(names.begin(), names.end(), *player) == names.end()) continue;
    for (const auto& name : names) {
      if (!player || name == *player) count_player(stats, name, s.info);
    }
    for (const auto& e : effective_events(s.events)) {
      if (e.record.kind != store::EventKind::roll) continue;
      if (player && e.record.player != player) continue;
      if (!e.payload.contains("dice") || !e.payload["dice"].is_array()) continue;
      for (const auto& stored : e.payload["dice"]) {
        const auto die = numbered_die(stored);
        if (!die) continue;
        const std::string kind = "d" + std::to_string(core::face_count(die->kind));
        count_face(kinds[kind], *die);
        count_face(sets[DieSet{kind, normalized_color(die->color)}], *die);
      }
    }
  }
  for (const auto& [kind, counts] : kinds) stats.dice[kind] = face_stats(counts);
  for (const auto& [set, counts] : sets) stats.dice_sets[set] = face_stats(counts);
  return stats;
}

bool same_as_its_kind(const Stats& stats, const DieSet& set) {
  if (!set.color.empty()) return false;
  return std::none_of(stats.dice_sets.begin(), stats.dice_sets.end(), [&](const auto& other) {
    return other.first.kind == set.kind && !other.first.color.empty();
  });
}

namespace {

nlohmann::json face_json(const FaceStats& f) {
  return {{"counts", f.counts},
          {"total", f.total},
          {"chi_square", f.chi_square},
          {"degrees_of_freedom", f.degrees_of_freedom},
          {"p_value", f.p_value}};
}

}  // namespace

nlohmann::json to_json(const Stats& stats) {
  nlohmann::json players = nlohmann::json::object();
  for (const auto& [name, p] : stats.players) {
    players[name] = {{"sessions", p.sessions},
                     {"finished", p.finished},
                     {"wins", p.wins},
                     {"win_rate", p.finished ? static_cast<double>(p.wins) / p.finished : 0.0},
                     {"sessions_per_game", p.sessions_per_game}};
  }
  nlohmann::json dice = nlohmann::json::object();
  for (const auto& [kind, f] : stats.dice) dice[kind] = face_json(f);
  // Keyed by die_set_name; kind and colour repeated so no one has to split the key.
  nlohmann::json dice_sets = nlohmann::json::object();
  for (const auto& [set, f] : stats.dice_sets) {
    auto entry = face_json(f);
    entry["kind"] = set.kind;
    entry["color"] = set.color.empty() ? nlohmann::json(nullptr) : nlohmann::json(set.color);
    dice_sets[die_set_name(set)] = std::move(entry);
  }
  return {{"players", players}, {"dice", dice}, {"dice_sets", dice_sets}};
}

}  // namespace scriptorium::session
