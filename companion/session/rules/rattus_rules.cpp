// Rattus Cartus in a session: no dice, and the buildings of a round resolved by the Rattus
// engine (engine/rattus) as `rattus resolve` does.
#include "companion/session/rules/common.hpp"

#ifdef SCRIPTORIUM_WITH_RATTUS
#include "engine/rattus/rattus_settings.hpp"
#include "engine/rattus/resolve.hpp"
#include "engine/rattus/scoring.hpp"
#endif

namespace scriptorium::session::detail {

namespace {

const std::string kRattusTitle = "Rattus Cartus";

[[maybe_unused]] bool seated(const SessionContext& context, const std::string& name) {
  for (const auto& p : context.players) {
    if (p == name) return true;
  }
  return false;
}

#ifdef SCRIPTORIUM_WITH_RATTUS
// `rattus resolve` (phase D). "players" defaults to the session's player count; entrants must
// play in the session. The engine throws InputError for a choice the rules forbid (e.g. a
// Hospital discard beyond the rats held): that refuses the move like any other violation.
Verdict check_resolve(nlohmann::json input, const core::Settings& settings, const SessionContext& context) {
  core::Violations violations;
  const int count = static_cast<int>(context.players.size());
  if (input.is_object() && count > 0) {
    if (!input.contains("players")) {
      input["players"] = count;
    } else if (input["players"].is_number_integer() && input["players"].get<long long>() != count) {
      violations.add("player_count",
                     "the round is set in a " + input["players"].dump() + "-player game, but this session has " +
                         std::to_string(count) + " players (" + join(context.players) + ")",
                     "/players");
    }
  }
  const core::JsonCursor root(input);
  const rattus::RoundInput round = rattus::parse_round(root, settings);
  if (count > 0) {
    for (std::size_t b = 0; b < round.buildings.size(); ++b) {
      for (std::size_t e = 0; e < round.buildings[b].entries.size(); ++e) {
        const std::string& who = round.buildings[b].entries[e].player;
        if (!seated(context, who)) {
          violations.add("not_in_session", "\"" + who + "\" does not play in this session (" + join(context.players) + ")",
                         "/buildings/" + std::to_string(b) + "/entries/" + std::to_string(e) + "/player");
        }
      }
    }
  }
  nlohmann::json result = nlohmann::json::object();
  if (!violations.empty()) return refused("Building resolution", std::move(violations), {{"type", "resolve"}});
  std::vector<rattus::BuildingResult> resolved;
  try {
    resolved = rattus::resolve_round(round, settings);
  } catch (const core::InputError& e) {
    core::Violations forbidden;
    forbidden.add("forbidden_choice", e.what(), e.where());
    return refused("Building resolution", std::move(forbidden), {{"type", "resolve"}});
  }
  result = rattus::to_json(resolved);
  std::vector<std::string> parts;
  for (const auto& r : resolved) {
    std::vector<std::string> gains;
    for (const auto& e : r.entrants) gains.push_back(e.player + " +" + std::to_string(e.influence));
    parts.push_back(std::string(rattus::name_of(r.type)) + ": " + join(gains));
  }
  Verdict v;
  result["type"] = "resolve";
  v.result = std::move(result);
  v.summary = parts.empty() ? "No buildings to resolve" : "Influence gained at " + join(parts, "; ");
  return v;
}

// `rattus score`: the end of the game, the plague check and the winners (§4.3, §4.4).
Verdict check_score(const core::JsonCursor& input, const core::Settings& settings, const SessionContext& context) {
  const rattus::ScoreResult score = rattus::score_end_state(rattus::parse_end_state(input), settings);
  std::vector<ScoreLine> lines;
  for (const auto& p : score.players) lines.push_back({p.name, p.rows, p.total, {}});
  return score_verdict(lines, score.winners, true, context);
}
#endif

class RattusRules final : public GameRules {
 public:
  explicit RattusRules(SessionContext context) : context_(std::move(context)) {}
  std::string game() const override { return "rattus"; }
  std::vector<std::string> move_types() const override { return {"resolve", "score"}; }

  Verdict check_roll(const std::vector<core::Die>&) const override {
    Verdict v;
    v.violations.add("no_dice_in_game", "Rattus Cartus is played without dice", "/dice");
    v.summary = "refused";
    return v;
  }

  Verdict check_move(const core::JsonCursor& move) const override {
    MoveInput m = split_move(move, kRattusTitle, move_types());
#ifdef SCRIPTORIUM_WITH_RATTUS
    const core::Settings settings = session_settings(rattus::settings_schema(), context_.rules);
    if (m.type == "score") return check_score(core::JsonCursor(m.input), settings, context_);
    return check_resolve(std::move(m.input), settings, context_);
#else
    engine_missing(kRattusTitle, "rattus");
#endif
  }

 private:
  SessionContext context_;
};

}  // namespace

std::unique_ptr<GameRules> make_rattus_rules(const SessionContext& context) {
  return std::make_unique<RattusRules>(context);
}

void check_rattus_settings([[maybe_unused]] const nlohmann::json& rules) {
#ifdef SCRIPTORIUM_WITH_RATTUS
  (void)session_settings(rattus::settings_schema(), rules);
#endif
}

}  // namespace scriptorium::session::detail
