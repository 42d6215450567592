// `scriptorium feudum ...` commands: one Conquer attack, epoch/final scoring and action
// legality (spec/feudum.md, rules/feudum.md).
#include <iostream>
#include <memory>

#include "companion/cli/commands/registry.hpp"
#include "companion/cli/text_table.hpp"
#include "engine/feudum/action_check.hpp"
#include "engine/feudum/combat.hpp"
#include "engine/feudum/feudum_settings.hpp"
#include "engine/feudum/scoring.hpp"

namespace scriptorium::cli {

namespace {

// Settings with the structured values (charter charts) checked against the rules file.
core::Settings feudum_settings(const GlobalOptions& options) {
  if (options.rules_file.empty()) return core::Settings(feudum::settings_schema());
  return with_json_input(options.rules_file, [](const core::JsonCursor& root) {
    core::Settings settings = core::Settings::from_json(feudum::settings_schema(), root);
    feudum::validate_settings(settings);
    return settings;
  });
}

void print_combat(const feudum::CombatResult& r) {
  TextTable table({"Side", "Colour", "Strength", "Parts"});
  table.add_row({"attack", "", std::to_string(r.attack),
                 "pawns " + std::to_string(r.attack_items.pawns) + ", monsters " +
                     std::to_string(r.attack_items.monsters) + ", rebelling serf " +
                     std::to_string(r.attack_items.rebelling_serf) + ", saltpeter " +
                     std::to_string(r.attack_items.saltpeter) + ", weapons " + std::to_string(r.attack_items.weapons)});
  table.add_row({"defense", std::string(feudum::name_of(r.defender)), std::to_string(r.defense),
                 "pawns " + std::to_string(r.defense_items.pawns) + ", monsters " +
                     std::to_string(r.defense_items.monsters) + ", feudum " + std::to_string(r.defense_items.feudum) +
                     ", subject " + std::to_string(r.defense_items.subject) + ", defend " +
                     std::to_string(r.defense_items.defend)});
  std::cout << table.render() << (r.success ? "The attack succeeds" : "The attack fails") << ": attacker +"
            << r.vp_attacker << " vp, defender +" << r.vp_defender << " vp.\n";
  if (r.conquered_pawn) std::cout << "Conquered pawn #" << r.conquered_pawn->index << " goes to " << r.conquered_pawn->returns_to << ".\n";
  if (r.location_after) {
    std::cout << "The feudum becomes an outpost"
              << (r.location_after->ruler ? " ruled by " + std::string(feudum::name_of(*r.location_after->ruler)) : "")
              << ".\n";
  }
  if (r.success) std::cout << "The attacker may put a disc on the military service track.\n";
}

int run_combat(const Context& ctx, const std::string& file) {
  const core::Settings settings = feudum_settings(ctx.options);
  const auto result = with_json_input(file, [&](const core::JsonCursor& root) {
    return feudum::resolve_combat(feudum::parse_combat(root, settings), settings);
  });
  if (ctx.options.json) {
    print_json(feudum::to_json(result));
  } else {
    print_combat(result);
  }
  return kOk;
}

void print_score(const feudum::ScoreOutcome& outcome) {
  std::vector<std::string> header{"Colour"};
  for (const auto& row : outcome.players.front().rows) header.push_back(row.name);
  header.push_back("Total");
  TextTable table(header);
  for (const auto& p : outcome.players) {
    std::vector<std::string> cells{std::string(feudum::name_of(p.colour))};
    for (const auto& row : p.rows) cells.push_back(std::to_string(row.vp));
    cells.push_back(std::to_string(p.total));
    table.add_row(cells);
  }
  std::cout << table.render();
  if (outcome.winners) {
    std::string names;
    for (auto c : *outcome.winners) names += (names.empty() ? "" : ", ") + std::string(feudum::name_of(c));
    std::cout << (outcome.winners->size() == 1 ? "Winner: " : "Shared victory: ") << names << '\n';
  }
}

int run_feudum_score(const Context& ctx, const std::string& file) {
  const core::Settings settings = feudum_settings(ctx.options);
  const auto outcome = with_json_input(file, [&](const core::JsonCursor& root) {
    return feudum::score_dawn(feudum::parse_score(root), settings);
  });
  if (ctx.options.json) {
    print_json(feudum::to_json(outcome));
  } else {
    print_score(outcome);
  }
  return kOk;
}

int run_feudum_check(const Context& ctx, const std::string& file) {
  const core::Settings settings = feudum_settings(ctx.options);
  const auto violations = with_json_input(file, [&](const core::JsonCursor& root) {
    return feudum::check_round(root, settings);
  });
  if (ctx.options.json) {
    print_json({{"legal", violations.empty()}, {"violations", violations.to_json()}});
  } else if (violations.empty()) {
    std::cout << "Legal: no violations.\n";
  } else {
    TextTable table({"Rule", "Reason", "Where"});
    for (const auto& v : violations.items()) table.add_row({v.rule, v.reason, v.where});
    std::cout << violations.size() << " violation(s):\n" << table.render();
  }
  return violations.empty() ? kOk : kViolation;
}

}  // namespace

void register_feudum(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("feudum", "Feudum combat and scoring");
  struct Options {
    std::string combat_file;
    std::string score_file;
    std::string check_file;
  };
  auto opt = std::make_shared<Options>();
  CLI::App* combat = add_command(*group, "combat", "Resolve one Conquer attack", ctx,
                                 [&ctx, opt] { return run_combat(ctx, opt->combat_file); });
  combat->add_option("file", opt->combat_file, "Attack JSON (- = stdin)")->required();
  CLI::App* score = add_command(*group, "score", "Epoch and final scoring", ctx,
                                [&ctx, opt] { return run_feudum_score(ctx, opt->score_file); });
  score->add_option("file", opt->score_file, "Dawn-of-epoch state JSON (- = stdin)")->required();
  CLI::App* check = add_command(*group, "check", "Legality of one player's round of action cards (exit 3)",
                                ctx, [&ctx, opt] { return run_feudum_check(ctx, opt->check_file); });
  check->add_option("file", opt->check_file, "Round JSON: selected cards, plays, holdings (- = stdin)")->required();
}

}  // namespace scriptorium::cli
