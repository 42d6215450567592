#include "engine/medioevo/odds.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace scriptorium::medioevo {

namespace {

constexpr int kTriples = 192;
constexpr long long kScale = 192;

// Die values of each triple index, and which index a reroll of one die leads to.
struct TripleTables {
  std::array<MeleeDice, kTriples> dice{};
  TripleTables() {
    for (int t = 0; t < kTriples; ++t) dice[static_cast<std::size_t>(t)] = {t / 48 + 1, (t / 8) % 6 + 1, t % 8 + 1};
  }
};

const TripleTables& tables() {
  static const TripleTables t;
  return t;
}

constexpr std::array<int, 3> kStride{48, 8, 1};


using Weights = std::array<long long, kTriples>;

// The final-dice distribution (weights summing to 192^2) of a side that rerolls each die at most
// once, one at a time, seeing every result, to maximise `win` and then minimise `lose` (the
// terminal values of each final triple, in any common integer unit). Ties keep the dice; among
// equal rerolls the lower die (d4, d6, d8) is chosen.
Weights optimal_final(const Weights& win, const Weights& lose) {
  static constexpr std::array<int, 8> kOrder{7, 3, 5, 6, 1, 2, 4, 0};  // masks, most rerolled first
  const auto& dice = tables().dice;
  // Index of triple t with die `die` showing `face`.
  auto reroll = [&dice](int t, int die, int face) {
    const auto d = static_cast<std::size_t>(die);
    return static_cast<std::size_t>(t + (face - dice[static_cast<std::size_t>(t)][d]) * kStride[d]);
  };
  std::array<std::array<long long, 8>, kTriples> vw{};
  std::array<std::array<long long, 8>, kTriples> vl{};
  std::array<std::array<signed char, 8>, kTriples> act{};
  for (int mask : kOrder) {
    for (int t = 0; t < kTriples; ++t) {
      const auto ti = static_cast<std::size_t>(t);
      long long best_w = win[ti] * kScale;
      long long best_l = lose[ti] * kScale;
      signed char best = -1;
      for (int die = 0; die < 3; ++die) {
        if (mask & (1 << die)) continue;
        const int faces = kDieFaces[static_cast<std::size_t>(die)];
        const auto next = static_cast<std::size_t>(mask | (1 << die));
        long long sw = 0;
        long long sl = 0;
        for (int f = 1; f <= faces; ++f) {
          const auto u = reroll(t, die, f);
          sw += vw[u][next];
          sl += vl[u][next];
        }
        sw /= faces;
        sl /= faces;
        if (sw > best_w || (sw == best_w && sl < best_l)) {
          best_w = sw;
          best_l = sl;
          best = static_cast<signed char>(die);
        }
      }
      vw[ti][static_cast<std::size_t>(mask)] = best_w;
      vl[ti][static_cast<std::size_t>(mask)] = best_l;
      act[ti][static_cast<std::size_t>(mask)] = best;
    }
  }
  // Forward: every first roll has weight 192; each reroll splits it evenly (192 = 4 * 6 * 8).
  std::array<std::array<long long, 8>, kTriples> mass{};
  for (auto& m : mass) m[0] = kScale;
  Weights final{};
  for (int k = static_cast<int>(kOrder.size()) - 1; k >= 0; --k) {
    const int mask = kOrder[static_cast<std::size_t>(k)];
    for (int t = 0; t < kTriples; ++t) {
      const auto ti = static_cast<std::size_t>(t);
      const long long m = mass[ti][static_cast<std::size_t>(mask)];
      if (m == 0) continue;
      const int die = act[ti][static_cast<std::size_t>(mask)];
      if (die < 0) {
        final[ti] += m;
        continue;
      }
      const int faces = kDieFaces[static_cast<std::size_t>(die)];
      const auto next = static_cast<std::size_t>(mask | (1 << die));
      for (int f = 1; f <= faces; ++f) mass[reroll(t, die, f)][next] += m / faces;
    }
  }
  return final;
}

std::array<int, kTriples> attack_table(const AttackMods& mods) {
  std::array<int, kTriples> atk{};
  for (int t = 0; t < kTriples; ++t) {
    const MeleeDice& d = tables().dice[static_cast<std::size_t>(t)];
    atk[static_cast<std::size_t>(t)] = final_attack(dice_attack_base(d, mods), mods);
  }
  return atk;
}

Weights uniform() {
  Weights w{};
  w.fill(kScale);
  return w;
}

Weights single(const MeleeDice& dice) {
  Weights w{};
  w[static_cast<std::size_t>(triple_index(dice))] = kRerollTotal;
  return w;
}

// (attack, lowest) classes of a final-dice distribution.
struct ClassWeight {
  int attack;
  int lowest;
  long long weight;
};

std::vector<ClassWeight> classes(const Weights& w, const std::array<int, kTriples>& atk) {
  std::vector<ClassWeight> out;
  for (int t = 0; t < kTriples; ++t) {
    const auto ti = static_cast<std::size_t>(t);
    if (w[ti] == 0) continue;
    const int lowest = casualty_base(tables().dice[ti]);
    auto it = std::find_if(out.begin(), out.end(),
                           [&](const ClassWeight& c) { return c.attack == atk[ti] && c.lowest == lowest; });
    if (it == out.end()) {
      out.push_back({atk[ti], lowest, w[ti]});
    } else {
      it->weight += w[ti];
    }
  }
  return out;
}

double binomial(int n, int k, double p) {
  double c = 1;
  for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
  return c * std::pow(p, k) * std::pow(1 - p, n - k);
}

struct StateHash {
  std::size_t operator()(const BattleState& s) const noexcept {
    std::size_t h = 1469598103934665603ULL;
    auto mix = [&h](int v) { h = (h ^ static_cast<std::size_t>(v + 1)) * 1099511628211ULL; };
    for (const SideState& side : s.side) {
      mix(side.army.li);
      mix(side.army.hi);
      mix(side.army.cav);
      mix(side.army.arc);
      for (int c : side.army.cpt) mix(c);
      mix(side.reserve.li);
      mix(side.reserve.hi);
      mix(side.reserve.cav);
      mix(side.building);
      mix(side.building_damage);
    }
    return h;
  }
};

enum class Ending : std::uint8_t { none, attacker, defender, both_destroyed, fled, stopped };

Ending classify(const RoundEngine& e) {
  if (e.surrendered()) return e.battle().attacker.surrender ? Ending::defender : Ending::attacker;
  const bool a = e.side(0).army.empty();
  const bool d = e.side(1).army.empty();
  if (a && d) return Ending::both_destroyed;
  if (!a && e.side(0).flee_mp >= 0) return Ending::fled;
  if (d) return Ending::attacker;
  if (a) return Ending::defender;
  if (e.cards_active() && (e.battle().attacker.has_card(1) || e.battle().defender.has_card(1))) return Ending::stopped;
  return Ending::none;
}

// Melee numbers that lead to the same armies share one key.
std::uint64_t melee_key(const MeleeNumbers& n) {
  auto b = [](int v) { return static_cast<std::uint64_t>(std::clamp(v, 0, 0xffff)); };
  return b(static_cast<int>(n.winner)) | b(n.melee_damage[0]) << 2 | b(n.melee_damage[1]) << 18 |
         b(n.casualty[0]) << 34 | b(n.casualty[1]) << 50 | static_cast<std::uint64_t>(n.casualty_applied[0]) << 62 |
         static_cast<std::uint64_t>(n.casualty_applied[1]) << 63;
}

}  // namespace

std::string_view enum_text(RerollPolicy policy) { return core::enum_name(policy, names(kRerollPolicyNames)); }

int triple_index(const MeleeDice& dice) { return (dice[0] - 1) * 48 + (dice[1] - 1) * 8 + (dice[2] - 1); }

MeleeDice triple_dice(int index) { return tables().dice[static_cast<std::size_t>(index)]; }

std::array<long long, 192> reroll_distribution(const AttackMods& mods, int target, RerollPolicy policy) {
  if (policy == RerollPolicy::none) return uniform();
  const auto atk = attack_table(mods);
  Weights win{};
  Weights lose{};
  for (std::size_t t = 0; t < atk.size(); ++t) {
    win[t] = atk[t] > target ? 1 : 0;
    lose[t] = atk[t] < target ? 1 : 0;
  }
  return optimal_final(win, lose);
}

std::vector<MeleeOutcome> melee_outcomes(const AttackMods& attacker, const AttackMods& defender,
                                         const MeleeDice* fixed_attacker, const MeleeDice* fixed_defender,
                                         RerollPolicy policy) {
  const auto atk_a = attack_table(attacker);
  const auto atk_d = attack_table(defender);
  // The defender's answer to each attacker attack value. Answers depend only on which defender
  // results win and lose against it, so attack values with the same split share one.
  std::map<int, std::vector<ClassWeight>> answers;
  std::map<std::pair<int, int>, const std::vector<ClassWeight>*> by_split;
  auto answer = [&](int a) -> const std::vector<ClassWeight>& {
    auto it = answers.find(a);
    if (it != answers.end()) return it->second;
    std::pair<int, int> split{0, 0};
    for (int x : atk_d) {
      split.first += x > a ? 1 : 0;
      split.second += x < a ? 1 : 0;
    }
    if (fixed_defender == nullptr && policy == RerollPolicy::optimal) {
      auto shared = by_split.find(split);
      if (shared != by_split.end()) return answers.emplace(a, *shared->second).first->second;
    }
    Weights w;
    if (fixed_defender != nullptr) {
      w = single(*fixed_defender);
    } else {
      w = reroll_distribution(defender, a, policy);
    }
    const auto& stored = answers.emplace(a, classes(w, atk_d)).first->second;
    by_split.emplace(split, &stored);
    return stored;
  };
  Weights wa;
  if (fixed_attacker != nullptr) {
    wa = single(*fixed_attacker);
  } else if (policy == RerollPolicy::none) {
    wa = uniform();
  } else {
    Weights win{};
    Weights lose{};
    for (std::size_t t = 0; t < wa.size(); ++t) {
      for (const ClassWeight& c : answer(atk_a[t])) {
        if (c.attack < atk_a[t]) win[t] += c.weight;
        if (c.attack > atk_a[t]) lose[t] += c.weight;
      }
    }
    wa = optimal_final(win, lose);
  }
  // Only the attack difference and the two lowest dice matter to the melee: merge the rest.
  std::map<std::tuple<int, int, int>, double> merged;
  constexpr double kTotal = static_cast<double>(kRerollTotal) * static_cast<double>(kRerollTotal);
  for (const ClassWeight& a : classes(wa, atk_a)) {
    for (const ClassWeight& d : answer(a.attack)) {
      merged[{a.attack - d.attack, a.lowest, d.lowest}] +=
          static_cast<double>(a.weight) * static_cast<double>(d.weight) / kTotal;
    }
  }
  std::vector<MeleeOutcome> out;
  out.reserve(merged.size());
  for (const auto& [k, p] : merged) out.push_back({std::get<0>(k), 0, std::get<1>(k), std::get<2>(k), p});
  return out;
}

struct OddsCalculator::Impl {
  struct Value {
    double attacker = 0, defender = 0, both = 0, fled = 0, stopped = 0, rounds = 0;
    std::array<double, 2> units{};  // expected units left at the end
    void add(const Value& v, double p) {
      attacker += p * v.attacker;
      defender += p * v.defender;
      both += p * v.both;
      fled += p * v.fled;
      stopped += p * v.stopped;
      rounds += p * v.rounds;
      units[0] += p * v.units[0];
      units[1] += p * v.units[1];
    }
  };

  const BattleInput& battle;
  const core::Settings& settings;
  RerollPolicy policy;
  std::map<std::pair<std::tuple<int, bool, bool, int, bool, bool, bool>, std::tuple<int, bool, bool, int, bool, bool, bool>>,
           std::vector<MeleeOutcome>>
      dice_cache;
  std::unordered_map<BattleState, Value, StateHash> memo;
  std::unordered_set<BattleState, StateHash> in_progress;

  Impl(const BattleInput& b, const core::Settings& s, RerollPolicy p) : battle(b), settings(s), policy(p) {
    fast_allowed_ = s.get_string("battle_later_rounds") == "no_cards" && !b.attacker.capture && !b.defender.capture &&
                    !b.attacker.flee_mp && !b.defender.flee_mp;
  }

  static std::tuple<int, bool, bool, int, bool, bool, bool> key(const AttackMods& m) {
    return {m.add, m.flee, m.capture_halving, m.capture_reduction, m.clamp, m.fixed, m.critical};
  }

  const std::vector<MeleeOutcome>& dice(const AttackMods& a, const AttackMods& d) {
    const auto k = std::make_pair(key(a), key(d));
    auto it = dice_cache.find(k);
    if (it != dice_cache.end()) return it->second;
    const MeleeDice* fa = battle.attacker.barbarian ? &*battle.attacker.dice : nullptr;
    const MeleeDice* fd = battle.defender.barbarian ? &*battle.defender.dice : nullptr;
    return dice_cache.emplace(k, melee_outcomes(a, d, fa, fd, policy)).first->second;
  }

  // Calls sink(probability, engine after the round, melee numbers) for every distinct outcome.
  template <class Sink>
  void enumerate(const BattleState& state, bool first, Sink&& sink) {
    RoundEngine start(battle, settings, RoundOptions{first, false, false});
    start.start(state);
    if (start.surrendered()) {
      sink(1.0, start, MeleeNumbers{});
      return;
    }
    // Siege volleys: every engine's hits are binomial(shots, 3/8).
    struct Gun {
      int side;
      int engine;
      int shots;
    };
    std::vector<Gun> guns;
    for (int s = 0; s < 2; ++s) {
      for (int e = 0; e < start.side(s).engines; ++e) {
        const int shots = start.side(s).engine_shots[static_cast<std::size_t>(e)];
        if (shots > 0) guns.push_back({s, e, shots});
      }
    }
    std::array<std::array<int, kMaxEngines>, 2> hits{};
    auto volley = [&](auto&& self, std::size_t g, double p) -> void {
      if (g < guns.size()) {
        const Gun& gun = guns[g];
        for (int h = 0; h <= gun.shots; ++h) {
          hits[static_cast<std::size_t>(gun.side)][static_cast<std::size_t>(gun.engine)] = h;
          self(self, g + 1, p * binomial(gun.shots, h, 3.0 / 8.0));
        }
        return;
      }
      RoundEngine after_siege = start;
      after_siege.apply_siege(hits);
      after_siege.decide_archers();
      archers(after_siege, p, sink);
    };
    volley(volley, 0, 1.0);
  }

  template <class Sink>
  void archers(const RoundEngine& e, double p, Sink&& sink) {
    const int na = e.side(0).archer_shots;
    const int nd = e.side(1).archer_shots;
    const double pa = std::min(8, 3 + e.side(0).archer_lowering) / 8.0;
    const double pd = std::min(8, 3 + e.side(1).archer_lowering) / 8.0;
    for (int ha = 0; ha <= na; ++ha) {
      for (int hd = 0; hd <= nd; ++hd) {
        const double q = p * binomial(na, ha, pa) * binomial(nd, hd, pd);
        if (q == 0) continue;
        RoundEngine r = e;
        r.apply_archers({ha, hd});
        if (!r.melee_possible()) {
          const MeleeNumbers n = r.skipped_melee();
          r.finish_without_melee();
          sink(q, r, n);
          continue;
        }
        r.decide_melee();
        melee(r, q, sink);
      }
    }
  }

  // Later rounds without cards, captures or flight: each side's damage this round is one total
  // (battle score, cavalry, casualties) assigned point by point in the owner's order, so the
  // next armies follow from the two totals alone; no per-outcome round replay is needed.
  bool fast_ = false;
  bool fast_allowed_ = false;
  std::vector<std::pair<BattleState, double>> fast_next_;

  static Ending classify_state(const BattleState& st) {
    const bool a = st.side[0].army.empty();
    const bool d = st.side[1].army.empty();
    if (a && d) return Ending::both_destroyed;
    if (d) return Ending::attacker;
    if (a) return Ending::defender;
    return Ending::none;
  }

  // States of one side after 0, 1, 2, ... melee points (crews last), until nothing is left.
  std::vector<SideState> damage_chain(const SideWork& w, const SideInput& in) const {
    DamageRules rules;
    rules.order = &in.damage_order;
    rules.barbarian = in.barbarian && settings.get_string("barbarian_damage_order") == "fixed";
    rules.naval = battle.naval;
    rules.crews_last = true;
    Army army = w.army;
    Army crews = w.crews;
    Reserve reserve = w.reserve;
    std::vector<SideState> chain;
    chain.push_back({army, reserve, w.building, w.building_damage});
    while (!army.empty()) {
      apply_damage({army, crews, reserve}, 1, rules);
      chain.push_back({army, reserve, w.building, w.building_damage});
    }
    return chain;
  }

  void melee_fast(const RoundEngine& e, double p) {
    const auto& outcomes = dice(e.side(0).mods, e.side(1).mods);
    const auto chain_a = damage_chain(e.side(0), battle.attacker);
    const auto chain_d = damage_chain(e.side(1), battle.defender);
    const int cap_a = static_cast<int>(chain_a.size()) - 1;
    const int cap_d = static_cast<int>(chain_d.size()) - 1;
    std::vector<double> grid(static_cast<std::size_t>((cap_a + 1) * (cap_d + 1)), 0.0);
    for (const MeleeOutcome& o : outcomes) {
      const MeleeNumbers n = e.melee_from_attack({o.attack_a, o.attack_d}, {o.lowest_a, o.lowest_d});
      const int ta = std::min(cap_a, n.melee_damage[0] + (n.casualty_applied[0] ? n.casualty[0] : 0));
      const int td = std::min(cap_d, n.melee_damage[1] + (n.casualty_applied[1] ? n.casualty[1] : 0));
      grid[static_cast<std::size_t>(ta * (cap_d + 1) + td)] += o.probability;
    }
    for (int ta = 0; ta <= cap_a; ++ta) {
      for (int td = 0; td <= cap_d; ++td) {
        const double q = grid[static_cast<std::size_t>(ta * (cap_d + 1) + td)];
        if (q == 0) continue;
        BattleState after;
        after.side[0] = chain_a[static_cast<std::size_t>(ta)];
        after.side[1] = chain_d[static_cast<std::size_t>(td)];
        fast_next_.emplace_back(after, p * q);
      }
    }
  }

  template <class Sink>
  void melee(const RoundEngine& e, double p, Sink&& sink) {
    if (fast_) {
      melee_fast(e, p);
      return;
    }
    const auto& outcomes = dice(e.side(0).mods, e.side(1).mods);
    std::unordered_map<std::uint64_t, std::size_t> index;
    std::vector<std::pair<MeleeNumbers, double>> groups;
    for (const MeleeOutcome& o : outcomes) {
      const MeleeNumbers n = e.melee_from_attack({o.attack_a, o.attack_d}, {o.lowest_a, o.lowest_d});
      const auto [it, fresh] = index.emplace(melee_key(n), groups.size());
      if (fresh) groups.emplace_back(n, 0.0);
      groups[it->second].second += o.probability;
    }
    for (const auto& [n, q] : groups) {
      RoundEngine r = e;
      r.apply_melee(n);
      sink(p * q, r, n);
    }
  }

  Value terminal(Ending ending, const BattleState& st) const {
    Value v;
    if (ending == Ending::attacker) v.attacker = 1;
    if (ending == Ending::defender) v.defender = 1;
    if (ending == Ending::both_destroyed) v.both = 1;
    if (ending == Ending::fled) v.fled = 1;
    if (ending == Ending::stopped) v.stopped = 1;
    v.units = {static_cast<double>(st.side[0].army.total()), static_cast<double>(st.side[1].army.total())};
    return v;
  }

  // The value of fighting from `state` (the first round when `first`).
  Value solve(const BattleState& state, bool first) {
    if (!first) {
      auto it = memo.find(state);
      if (it != memo.end()) return it->second;
      if (in_progress.count(state) > 0) return terminal(Ending::stopped, state);  // cycle guard
      in_progress.insert(state);
    }
    Value acc;
    double self = 0;
    std::unordered_map<BattleState, double, StateHash> next;
    auto record = [&](double p, const BattleState& after, Ending ending) {
      if (ending != Ending::none) {
        acc.add(terminal(ending, after), p);
      } else if (!first && after == state) {
        self += p;
      } else {
        next[after] += p;
      }
    };
    fast_ = !first && fast_allowed_;
    enumerate(state, first, [&](double p, const RoundEngine& r, const MeleeNumbers&) {
      record(p, r.state(), classify(r));
    });
    for (const auto& [after, p] : fast_next_) record(p, after, classify_state(after));
    fast_next_.clear();
    fast_ = false;
    for (const auto& [after, p] : next) acc.add(solve(after, false), p);
    Value v;
    if (self > 1 - 1e-12) {
      v = terminal(Ending::stopped, state);  // no round can change anything
    } else {
      const double keep = 1 - self;
      v = acc;
      v.rounds += 1;  // this round
      for (double* x : {&v.attacker, &v.defender, &v.both, &v.fled, &v.stopped, &v.rounds, &v.units[0], &v.units[1]}) {
        *x /= keep;
      }
    }
    if (!first) {
      in_progress.erase(state);
      memo.emplace(state, v);
    }
    return v;
  }
};

OddsCalculator::OddsCalculator(const BattleInput& battle, const core::Settings& settings, RerollPolicy policy)
    : impl_(std::make_unique<Impl>(battle, settings, policy)) {}

OddsCalculator::~OddsCalculator() = default;

RoundOdds OddsCalculator::round_odds() {
  RoundOdds odds;
  impl_->enumerate(initial_state(impl_->battle), true, [&](double p, const RoundEngine& r, const MeleeNumbers& n) {
    if (!r.surrendered()) {
      if (n.winner == Winner::attacker) odds.attacker_wins += p;
      if (n.winner == Winner::defender) odds.defender_wins += p;
      if (n.winner == Winner::tie) odds.tie += p;
    }
    for (std::size_t s = 0; s < 2; ++s) {
      const auto k = static_cast<std::size_t>(std::max(0, r.side(static_cast<int>(s)).received));
      auto& dist = odds.damage[s];
      if (dist.size() <= k) dist.resize(k + 1, 0.0);
      dist[k] += p;
      odds.expected_damage[s] += p * static_cast<double>(k);
    }
  });
  return odds;
}

BattleOdds OddsCalculator::battle_odds() {
  const BattleState start = initial_state(impl_->battle);
  const Impl::Value v = impl_->solve(start, true);
  BattleOdds odds;
  odds.attacker_wins = v.attacker;
  odds.defender_wins = v.defender;
  odds.no_winner = v.both;
  odds.attacker_fled = v.fled;
  odds.stopped = v.stopped;
  odds.expected_rounds = v.rounds;
  odds.expected_units_lost = {start.side[0].army.total() - v.units[0], start.side[1].army.total() - v.units[1]};
  odds.states = impl_->memo.size() + 1;
  return odds;
}

nlohmann::json odds_json(const RoundOdds& round, const BattleOdds& battle, RerollPolicy policy) {
  auto dist = [](const std::vector<double>& d) {
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t k = 0; k < d.size(); ++k) {
      if (d[k] > 0) out.push_back({{"points", k}, {"probability", d[k]}});
    }
    return out;
  };
  return {{"reroll", enum_text(policy)},
          {"round",
           {{"attacker_wins", round.attacker_wins},
            {"tie", round.tie},
            {"defender_wins", round.defender_wins},
            {"damage_to_attacker", dist(round.damage[0])},
            {"damage_to_defender", dist(round.damage[1])},
            {"expected_damage_to_attacker", round.expected_damage[0]},
            {"expected_damage_to_defender", round.expected_damage[1]}}},
          {"battle",
           {{"attacker_wins", battle.attacker_wins},
            {"defender_wins", battle.defender_wins},
            {"no_winner", battle.no_winner},
            {"attacker_fled", battle.attacker_fled},
            {"stopped", battle.stopped},
            {"expected_rounds", battle.expected_rounds},
            {"expected_units_lost", {{"attacker", battle.expected_units_lost[0]}, {"defender", battle.expected_units_lost[1]}}},
            {"states", battle.states}}},
          {"notes", {"Asesino die cards are not part of the odds (they act on rolled dice)."}}};
}

}  // namespace scriptorium::medioevo
