#include "companion/session/stats.hpp"

#include <algorithm>
#include <cmath>

#include "companion/session/event_log.hpp"

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

Stats compute_stats(const std::vector<SessionLog>& sessions, const std::optional<std::string>& player) {
  Stats stats;
  std::map<std::string, std::vector<int>> faces{{"d4", std::vector<int>(4)}, {"d6", std::vector<int>(6)},
                                                {"d8", std::vector<int>(8)}};
  for (const auto& s : sessions) {
    const auto& names = s.info.players;
    if (player && std::find(names.begin(), names.end(), *player) == names.end()) continue;
    for (const auto& name : names) {
      if (player && name != *player) continue;
      auto& p = stats.players[name];
      ++p.sessions;
      ++p.sessions_per_game[s.info.game];
      if (s.info.finished) ++p.finished;
      if (std::find(s.info.winners.begin(), s.info.winners.end(), name) != s.info.winners.end()) ++p.wins;
    }
    for (const auto& e : effective_events(s.events)) {
      if (e.record.kind != store::EventKind::roll) continue;
      if (player && e.record.player != player) continue;
      if (!e.payload.contains("dice") || !e.payload["dice"].is_array()) continue;
      for (const auto& die : e.payload["dice"]) {
        if (!die.is_object() || !die.contains("kind") || !die.contains("value") || !die["value"].is_number_integer()) continue;
        const auto it = faces.find(die["kind"].get<std::string>());
        const int value = die["value"].get<int>();
        if (it != faces.end() && value >= 1 && value <= static_cast<int>(it->second.size())) ++it->second[value - 1];
      }
    }
  }
  for (const auto& [kind, counts] : faces) {
    if (std::any_of(counts.begin(), counts.end(), [](int c) { return c > 0; })) stats.dice[kind] = face_stats(counts);
  }
  return stats;
}

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
  for (const auto& [kind, f] : stats.dice) {
    dice[kind] = {{"counts", f.counts},
                  {"total", f.total},
                  {"chi_square", f.chi_square},
                  {"degrees_of_freedom", f.degrees_of_freedom},
                  {"p_value", f.p_value}};
  }
  return {{"players", players}, {"dice", dice}};
}

}  // namespace scriptorium::session
