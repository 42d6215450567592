// Discordia in a session: Maximus's three dice, and moves checked by the Discordia engine
// (engine/discordia): a player's turn as `discordia check` reads it, and a Germanic incursion at
// year end as `discordia incursion` resolves it. The printed contents come from the shipped data
// folder (data/discordia).
#include <map>

#include "companion/session/rules/common.hpp"

#ifdef SCRIPTORIUM_WITH_DISCORDIA
#include "engine/discordia/city.hpp"
#include "engine/discordia/data.hpp"
#include "engine/discordia/settings.hpp"
#include "engine/discordia/turn.hpp"
#include "engine/discordia/year_end.hpp"
#endif

namespace scriptorium::session::detail {

namespace {

const std::string kDiscordiaTitle = "Discordia";

#ifdef SCRIPTORIUM_WITH_DISCORDIA
namespace dc = discordia;

// The shipped printed contents; a broken data folder is a failure of the installation, not of
// the move (exit 1, not 2).
dc::GameData load_data() {
  try {
    return dc::load_game_data(dc::default_data_dir());
  } catch (const dc::DataFileError& e) {
    throw std::runtime_error(std::string(e.what()) + " (" + e.file() + ":" + e.where() + ")");
  }
}

// `discordia check`: the die choice, the main and secondary actions (§3).
Verdict check_turn(const core::JsonCursor& input, const core::Settings& settings) {
  const dc::GameData data = load_data();
  const auto state = dc::parse_turn_state(input);
  const auto r = dc::check_turn(state, input.at("turn"), data, settings);
  nlohmann::json workers = nlohmann::json::object();
  for (std::size_t k = 0; k < 4; ++k) workers[std::string(dc::name_of(static_cast<dc::WorkerColor>(k)))] = r.after.workers[k];
  nlohmann::json result{{"type", "turn"},
                        {"effective_value", r.effective_value ? nlohmann::json(*r.effective_value) : nlohmann::json(nullptr)},
                        {"events", r.events}};
  if (!r.violations.empty()) return refused("Turn", r.violations, std::move(result));
  result["reserve_after"] = workers;
  result["bag_after"] = r.bag_after;
  result["wins"] = r.wins;
  result["city_after"] = dc::to_json(r.after.city);
  Verdict v;
  int reserve = 0;
  for (std::size_t k = 0; k < 4; ++k) reserve += r.after.workers[k];
  v.summary = "Legal turn" + (r.effective_value ? " with die value " + std::to_string(*r.effective_value) : std::string()) +
              "; " + std::to_string(reserve) + " worker(s) left in the reserve" +
              (r.wins ? "; the reserve is empty: immediate win" : "");
  v.result = std::move(result);
  return v;
}

// `discordia incursion`: city strength against the two face-up German tiles (§4.2).
Verdict check_incursion(const core::JsonCursor& input, const core::Settings& settings) {
  const dc::GameData data = load_data();
  dc::IncursionInput in = dc::parse_incursion_input(input, data);
  const auto r = dc::incursion(in.player, in.supply, in.left, in.right, settings);
  const bool reward = r.outcome == dc::IncursionOutcome::Reward;
  nlohmann::json effect = dc::to_json(r.effect.effect);
  Verdict v;
  v.result = {{"type", "incursion"},
              {"strength", r.strength},
              {"german_strength", r.german_strength},
              {"outcome", reward ? "reward" : "damage"},
              {"tile", reward ? in.right.id : in.left.id},
              {"effect", effect},
              {"applied", r.effect.applied},
              {"amount", r.effect.amount},
              {"note", r.effect.note},
              {"player",
               {{"reserve", in.player.reserve},
                {"stars", in.player.stars},
                {"expedition_stars", in.player.expedition_stars},
                {"aqueduct_steps", in.player.aqueduct_steps},
                {"towers_gained", in.player.towers_gained}}},
              {"supply", {{"bag", in.supply.bag}, {"star_cult", in.supply.star_cult}, {"towers_in_display", in.supply.towers_in_display}}}};
  v.summary = "Incursion: strength " + std::to_string(r.strength) + (reward ? " holds against " : " falls to ") +
              "German strength " + std::to_string(r.german_strength) + ", " + (reward ? "reward" : "damage") + " " +
              effect.value("kind", std::string("effect")) + " " + std::to_string(r.effect.amount) +
              (r.effect.applied ? "" : " (no effect)");
  return v;
}
#endif

class DiscordiaRules final : public GameRules {
 public:
  explicit DiscordiaRules(SessionContext context) : context_(std::move(context)) {}
  std::string game() const override { return "discordia"; }
  std::vector<std::string> move_types() const override { return {"turn", "incursion"}; }

  Verdict check_roll(const std::vector<core::Die>& dice) const override {
    // Maximus rolls the three d6: blue, red and yellow (rules §1, setup).
    Verdict v;
    std::map<std::string, int> colours;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      const auto& d = dice[i];
      if (d.kind != core::DieKind::d6) {
        v.violations.add("not_a_d6", "die " + std::to_string(i + 1) + " is not a d6", where_die(i));
      } else if (d.color != "blue" && d.color != "red" && d.color != "yellow") {
        v.violations.add("unknown_colour", "die " + std::to_string(i + 1) + " must be blue, red or yellow, not \"" +
                         d.color + "\"", where_die(i));
      } else if (++colours[d.color] > 1) {
        v.violations.add("duplicate_colour", "two " + d.color + " dice in one roll", where_die(i));
      }
    }
    if (dice.size() != 3) v.violations.add("wrong_count", "Discordia rolls exactly three dice", "/dice");
    v.result = {{"dice", dice_json(dice)}};
    v.summary = "season dice: " + join_dice(dice);
    return v;
  }

  Verdict check_move(const core::JsonCursor& move) const override {
    const MoveInput m = split_move(move, kDiscordiaTitle, move_types());
#ifdef SCRIPTORIUM_WITH_DISCORDIA
    const core::Settings settings = session_settings(dc::settings_schema(), context_.rules);
    const core::JsonCursor input(m.input);
    input.require_object();
    if (m.type == "turn") return check_turn(input, settings);
    return check_incursion(input, settings);
#else
    engine_missing(kDiscordiaTitle, "discordia");
#endif
  }

 private:
  SessionContext context_;
};

}  // namespace

std::unique_ptr<GameRules> make_discordia_rules(const SessionContext& context) {
  return std::make_unique<DiscordiaRules>(context);
}

void check_discordia_settings([[maybe_unused]] const nlohmann::json& rules) {
#ifdef SCRIPTORIUM_WITH_DISCORDIA
  (void)session_settings(discordia::settings_schema(), rules);
#endif
}

}  // namespace scriptorium::session::detail
