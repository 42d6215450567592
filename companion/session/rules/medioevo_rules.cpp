// Medioevo Universale in a session: the combat dice, and battle rounds resolved by the Medioevo
// engine (engine/medioevo) from the final dice, as `medioevo round` does.
#include <map>

#include "companion/session/rules/common.hpp"

#ifdef SCRIPTORIUM_WITH_MEDIOEVO
#include "engine/medioevo/battle_input.hpp"
#include "engine/medioevo/round.hpp"
#include "engine/medioevo/rules_settings.hpp"
#endif

namespace scriptorium::session::detail {

namespace {

const std::string kMedioevoTitle = "Medioevo";

#ifdef SCRIPTORIUM_WITH_MEDIOEVO
namespace mu = medioevo;

// `medioevo round`. The battle's "players" (the game's player count, which sets the turn-order
// penalty) defaults to the session's; a different count is refused.
Verdict check_battle_round(nlohmann::json input, const core::Settings& settings, const SessionContext& context) {
  core::Violations violations;
  const int seated = static_cast<int>(context.players.size());
  if (input.is_object() && seated > 0) {
    if (!input.contains("players")) {
      input["players"] = seated;
    } else if (input["players"].is_number_integer() && input["players"].get<long long>() != seated) {
      violations.add("player_count",
                     "the battle is set in a " + input["players"].dump() + "-player game, but this session has " +
                         std::to_string(seated) + " players (" + join(context.players) + ")",
                     "/players");
    }
  }
  const core::JsonCursor root(input);
  const mu::BattleInput battle = mu::parse_battle(root, settings, true);
  mu::RoundEngine engine(battle, settings, mu::RoundOptions{true, true, true});
  const auto resolved = engine.resolve_from_input(mu::initial_state(battle));
  nlohmann::json result = mu::round_json(engine, resolved);
  result["type"] = "battle_round";
  if (!violations.empty()) return refused("Battle round", std::move(violations), std::move(result));
  Verdict v;
  const std::string& a = battle.attacker.name;
  const std::string& d = battle.defender.name;
  if (engine.surrendered()) {
    v.summary = "Battle round: " + result.value("outcome", std::string("surrender"));
  } else {
    const std::string winner = result["winner"].get<std::string>();
    const std::string& name = winner == "attacker" ? a : d;
    v.summary = winner == "tie" ? "Battle round tied"
                                : "Battle round won by the " + winner + (name == winner ? "" : " (" + name + ")") +
                                      ", battle score " + std::to_string(result["battle_score"].get<int>());
    v.summary += "; damage to " + a + " " + std::to_string(result["damage_to_attacker"].get<int>()) + ", to " + d +
                 " " + std::to_string(result["damage_to_defender"].get<int>());
  }
  v.result = std::move(result);
  return v;
}
#endif

class MedioevoRules final : public GameRules {
 public:
  explicit MedioevoRules(SessionContext context) : context_(std::move(context)) {}
  std::string game() const override { return "medioevo"; }
  std::vector<std::string> move_types() const override { return {"battle_round"}; }

  Verdict check_roll(const std::vector<core::Die>& dice) const override {
    // A side rolls one d4, one d6 and one d8 (rules §1.3).
    Verdict v;
    std::map<core::DieKind, int> count;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      if (dice[i].kind == core::DieKind::custom) {
        v.violations.add("not_a_combat_die", "die " + std::to_string(i + 1) + " is not a d4, d6 or d8", where_die(i));
      } else if (++count[dice[i].kind] > 1) {
        v.violations.add("duplicate_die", "a side rolls one d4, one d6 and one d8; die " + std::to_string(i + 1) +
                         " repeats a kind", where_die(i));
      }
    }
    if (dice.empty()) v.violations.add("no_dice", "a roll needs at least one die", "/dice");
    v.result = {{"dice", dice_json(dice)}};
    v.summary = "combat dice: " + join_dice(dice);
    return v;
  }

  Verdict check_move(const core::JsonCursor& move) const override {
    MoveInput m = split_move(move, kMedioevoTitle, move_types());
#ifdef SCRIPTORIUM_WITH_MEDIOEVO
    const core::Settings settings = session_settings(mu::settings_schema(), context_.rules);
    return check_battle_round(std::move(m.input), settings, context_);
#else
    engine_missing(kMedioevoTitle, "medioevo");
#endif
  }

 private:
  SessionContext context_;
};

}  // namespace

std::unique_ptr<GameRules> make_medioevo_rules(const SessionContext& context) {
  return std::make_unique<MedioevoRules>(context);
}

void check_medioevo_settings([[maybe_unused]] const nlohmann::json& rules) {
#ifdef SCRIPTORIUM_WITH_MEDIOEVO
  (void)session_settings(medioevo::settings_schema(), rules);
#endif
}

}  // namespace scriptorium::session::detail
