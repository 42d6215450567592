// Feudum in a session: the progress die, and moves checked by the Feudum engine (engine/feudum):
// one player's round of action cards as `feudum check` reads it, and a Conquer attack as
// `feudum combat` resolves it.
#include "companion/session/rules/common.hpp"

#include <tuple>

#ifdef SCRIPTORIUM_WITH_FEUDUM
#include "engine/feudum/action_check.hpp"
#include "engine/feudum/combat.hpp"
#include "engine/feudum/feudum_settings.hpp"
#include "engine/feudum/scoring.hpp"
#endif

namespace scriptorium::session::detail {

namespace {

const std::string kFeudumTitle = "Feudum";

#ifdef SCRIPTORIUM_WITH_FEUDUM
core::Settings feudum_settings(const nlohmann::json& rules) {
  core::Settings settings = session_settings(feudum::settings_schema(), rules);
  try {
    feudum::validate_settings(settings);
  } catch (const core::InputError& e) {
    throw SessionRulesError(e.what(), e.where());
  }
  return settings;
}

// `feudum check`: the selected cards and their plays (§4.1, §4.2, §4.7, §2.3).
Verdict check_actions(const core::JsonCursor& input, const core::Settings& settings) {
  const core::Violations violations = feudum::check_round(input, settings);
  const std::size_t plays = input.has("plays") && input.at("plays").json().is_array() ? input.at("plays").size() : 0;
  nlohmann::json result{{"type", "actions"}, {"legal", violations.empty()}, {"plays", plays}};
  if (!violations.empty()) return refused("Action cards", violations, std::move(result));
  Verdict v;
  v.result = std::move(result);
  v.summary = "Legal round of action cards: " + std::to_string(plays) + " card(s) played";
  return v;
}

// `feudum combat`: attack strength against the defence (§2).
Verdict check_combat(const core::JsonCursor& input, const core::Settings& settings) {
  const feudum::CombatResult r = feudum::resolve_combat(feudum::parse_combat(input, settings), settings);
  Verdict v;
  v.result = feudum::to_json(r);
  v.result["type"] = "combat";
  v.summary = std::string(r.success ? "The attack succeeds" : "The attack fails") + ", attack " +
              std::to_string(r.attack) + " against defence " + std::to_string(r.defense) + "; attacker +" +
              std::to_string(r.vp_attacker) + " vp, defender +" + std::to_string(r.vp_defender) + " vp";
  return v;
}

// `feudum score` at the dawn of an epoch (§3.4); at the dawn of V also the final scoring and the
// winners (§3.9), which end the game. Feudum's players are colours: "seats" ({"blue": "Ana"})
// names the session's player of each colour; without it the colours are the names.
Verdict check_score(nlohmann::json input, const core::Settings& settings, const SessionContext& context) {
  nlohmann::json seats = nlohmann::json::object();
  if (input.is_object() && input.contains("seats")) {
    seats = input["seats"];
    input.erase("seats");
    if (!seats.is_object()) throw core::InputError("\"seats\" must map colours to player names", "/seats");
    for (const auto& [colour, name] : seats.items()) {
      if (!name.is_string()) throw core::InputError("expected a player name", "/seats/" + colour);
    }
  }
  const feudum::ScoreOutcome outcome = feudum::score_dawn(feudum::parse_score(core::JsonCursor(input)), settings);
  auto seat = [&seats](feudum::Colour c) -> std::pair<std::string, std::string> {
    const std::string colour(feudum::name_of(c));
    if (seats.contains(colour)) return {seats[colour].get<std::string>(), "/seats/" + colour};
    return {colour, "/seats"};
  };
  std::vector<ScoreLine> lines;
  for (const auto& p : outcome.players) {
    ScoreLine line;
    std::tie(line.name, line.where) = seat(p.colour);
    // The track before this scoring first, so that the sheet adds up to the total.
    int scored = 0;
    for (const auto& r : p.rows) scored += r.vp;
    line.rows.emplace_back("score_before", p.total - scored);
    for (const auto& r : p.rows) line.rows.emplace_back(r.name, r.vp);
    line.total = p.total;
    lines.push_back(std::move(line));
  }
  std::vector<std::string> winners;
  if (outcome.winners) {
    for (feudum::Colour c : *outcome.winners) winners.push_back(seat(c).first);
  }
  return score_verdict(lines, winners, outcome.winners.has_value(), context);
}
#endif

class FeudumRules final : public GameRules {
 public:
  explicit FeudumRules(SessionContext context) : context_(std::move(context)) {}
  std::string game() const override { return "feudum"; }
  std::vector<std::string> move_types() const override { return {"actions", "combat", "score"}; }

  Verdict check_roll(const std::vector<core::Die>& dice) const override {
    // The only die is the progress die (rules §1.4), a taught custom die.
    Verdict v;
    if (dice.size() != 1) v.violations.add("wrong_count", "Feudum rolls only the progress die", "/dice");
    for (std::size_t i = 0; i < dice.size(); ++i) {
      if (dice[i].kind != core::DieKind::custom) {
        v.violations.add("not_the_progress_die", "die " + std::to_string(i + 1) + " is not the progress die", where_die(i));
      }
    }
    v.result = {{"dice", dice_json(dice)}};
    v.summary = "progress die: " + join_dice(dice);
    return v;
  }

  Verdict check_move(const core::JsonCursor& move) const override {
    const MoveInput m = split_move(move, kFeudumTitle, move_types());
#ifdef SCRIPTORIUM_WITH_FEUDUM
    const core::Settings settings = feudum_settings(context_.rules);
    const core::JsonCursor input(m.input);
    if (m.type == "actions") return check_actions(input, settings);
    if (m.type == "score") return check_score(m.input, settings, context_);
    return check_combat(input, settings);
#else
    engine_missing(kFeudumTitle, "feudum");
#endif
  }

 private:
  SessionContext context_;
};

}  // namespace

std::unique_ptr<GameRules> make_feudum_rules(const SessionContext& context) {
  return std::make_unique<FeudumRules>(context);
}

void check_feudum_settings([[maybe_unused]] const nlohmann::json& rules) {
#ifdef SCRIPTORIUM_WITH_FEUDUM
  (void)feudum_settings(rules);
#endif
}

}  // namespace scriptorium::session::detail
