// `scriptorium medioevo ...`: Medioevo Universale battle rounds from the dice, and exact odds
// (cli.md "Medioevo Universale").
#include <cstdio>
#include <iostream>
#include <memory>

#include "companion/cli/commands/registry.hpp"
#include "companion/cli/text_table.hpp"
#include "engine/medioevo/battle_input.hpp"
#include "engine/medioevo/odds.hpp"
#include "engine/medioevo/round.hpp"
#include "engine/medioevo/rules_settings.hpp"

namespace scriptorium::cli {

namespace {

namespace mu = medioevo;

std::string percent(double p) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f%%", 100.0 * p);
  return buffer;
}

int run_battle_round(const Context& ctx, const std::string& file) {
  const core::Settings settings = load_settings(mu::settings_schema(), ctx.options);
  return with_json_input(file, [&](const core::JsonCursor& root) {
    const mu::BattleInput battle = mu::parse_battle(root, settings, true);
    mu::RoundEngine engine(battle, settings, mu::RoundOptions{true, true, true});
    const auto result = engine.resolve_from_input(mu::initial_state(battle));
    const nlohmann::json doc = mu::round_json(engine, result);
    if (ctx.options.json) {
      print_json(doc);
      return int{kOk};
    }
    for (const auto& line : engine.explanation()) std::cout << line << '\n';
    std::cout << '\n';
    TextTable table({"Side", "Attack", "Casualty", "Damage taken", "Units after", "Prisoners taken"});
    for (int s = 0; s < 2; ++s) {
      const auto& w = engine.side(s);
      const auto& in = s == 0 ? battle.attacker : battle.defender;
      table.add_row({in.name + (s == 0 ? " (attacker)" : " (defender)"), std::to_string(w.attack),
                     std::to_string(w.casualty), std::to_string(w.received), mu::army_text(w.army),
                     w.prisoners.total() > 0 ? mu::army_text(w.prisoners) : "-"});
    }
    std::cout << table.render();
    if (engine.surrendered()) {
      std::cout << "Outcome: " << result.outcome << '\n';
      return int{kOk};
    }
    const std::string winner = std::string(mu::winner_name(result.melee.winner));
    std::cout << "Winner: " << winner << ", battle score " << doc["battle_score"].get<int>() << ", superiority "
              << result.melee.superiority << "\nOutcome: " << result.outcome << '\n';
    return int{kOk};
  });
}

void print_distribution(const char* title, const std::vector<double>& dist) {
  TextTable table({"Damage", "Probability"});
  for (std::size_t k = 0; k < dist.size(); ++k) {
    if (dist[k] < 5e-7) continue;
    table.add_row({std::to_string(k), percent(dist[k])});
  }
  std::cout << title << '\n' << table.render();
}

int run_odds(const Context& ctx, const std::string& file, const std::string& reroll_text) {
  const core::Settings settings = load_settings(mu::settings_schema(), ctx.options);
  const auto reroll = core::parse_enum(reroll_text, mu::names(mu::kRerollPolicyNames));
  if (!reroll) throw CliError(kBadInput, "unknown reroll policy \"" + reroll_text + "\"", "", "--reroll");
  return with_json_input(file, [&](const core::JsonCursor& root) {
    const mu::BattleInput battle = mu::parse_battle(root, settings, false);
    mu::OddsCalculator calculator(battle, settings, *reroll);
    const mu::RoundOdds round = calculator.round_odds();
    const mu::BattleOdds whole = calculator.battle_odds();
    if (ctx.options.json) {
      print_json(mu::odds_json(round, whole, *reroll));
      return int{kOk};
    }
    const std::string& a = battle.attacker.name;
    const std::string& d = battle.defender.name;
    std::cout << "One round (" << mu::enum_text(*reroll) << " rerolls):\n";
    TextTable table({"Result", "Probability"});
    table.add_row({a + " (attacker) wins the round", percent(round.attacker_wins)});
    table.add_row({"Tie", percent(round.tie)});
    table.add_row({d + " (defender) wins the round", percent(round.defender_wins)});
    std::cout << table.render() << "Expected damage: " << a << " " << fixed(round.expected_damage[0], 2) << ", " << d
              << " " << fixed(round.expected_damage[1], 2) << "\n\n";
    print_distribution(("Damage to " + a + ":").c_str(), round.damage[0]);
    print_distribution(("Damage to " + d + ":").c_str(), round.damage[1]);
    std::cout << "\nWhole battle (attacker fights on while it has units, damage cheapest first):\n";
    TextTable battle_table({"Result", "Probability"});
    battle_table.add_row({a + " (attacker) wins", percent(whole.attacker_wins)});
    battle_table.add_row({d + " (defender) wins", percent(whole.defender_wins)});
    battle_table.add_row({"Both armies destroyed", percent(whole.no_winner)});
    if (whole.attacker_fled > 0) battle_table.add_row({a + " flees", percent(whole.attacker_fled)});
    if (whole.stopped > 0) battle_table.add_row({"Stopped (no decision)", percent(whole.stopped)});
    std::cout << battle_table.render() << "Expected rounds: " << fixed(whole.expected_rounds, 2)
              << "\nExpected units lost: " << a << " " << fixed(whole.expected_units_lost[0], 2) << ", " << d << " "
              << fixed(whole.expected_units_lost[1], 2) << '\n';
    return int{kOk};
  });
}

}  // namespace

void register_medioevo(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("medioevo", "Medioevo Universale combat");
  struct Options {
    std::string round_file;
    std::string odds_file;
    std::string reroll = "optimal";
  };
  auto opt = std::make_shared<Options>();
  CLI::App* round = add_command(*group, "round", "Resolve one battle round from the dice", ctx,
                                [&ctx, opt] { return run_battle_round(ctx, opt->round_file); });
  round->add_option("file", opt->round_file, "Battle JSON with the final dice ('-' = stdin)")->required();
  CLI::App* odds = add_command(*group, "odds", "Exact odds of a battle round and a whole battle", ctx,
                               [&ctx, opt] { return run_odds(ctx, opt->odds_file, opt->reroll); });
  odds->add_option("file", opt->odds_file, "Battle JSON without player dice ('-' = stdin)")->required();
  odds->add_option("--reroll", opt->reroll, "Reroll policy: optimal (default) or none");
}

}  // namespace scriptorium::cli
