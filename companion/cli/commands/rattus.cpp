// `scriptorium rattus ...` commands: end-of-game scoring and building resolution
// (spec/rattus-end-state.md, rules/rattus-cartus.md).
#include <iostream>
#include <memory>

#include "companion/cli/commands/registry.hpp"
#include "companion/cli/text_table.hpp"
#include "engine/rattus/end_state.hpp"
#include "engine/rattus/rattus_settings.hpp"
#include "engine/rattus/resolve.hpp"
#include "engine/rattus/scoring.hpp"

namespace scriptorium::cli {

namespace {

void print_score(const rattus::ScoreResult& result) {
  std::vector<std::string> header{"Player"};
  for (const auto& [row, unused] : result.players.front().rows) header.push_back(row);
  for (const char* extra : {"Total", "Rats", "Plague"}) header.push_back(extra);
  TextTable table(header);
  for (const auto& p : result.players) {
    std::vector<std::string> cells{p.name};
    for (const auto& [unused, vp] : p.rows) cells.push_back(std::to_string(vp));
    cells.push_back(std::to_string(p.total));
    cells.push_back(std::to_string(p.rats));
    cells.push_back(p.survives ? "survives" : "eliminated");
    table.add_row(cells);
  }
  std::cout << table.render() << "Nuns in the row: " << result.nuns << '\n'
            << (result.winners.empty() ? std::string("Nobody wins: every player is eliminated.")
                                       : (result.winners.size() == 1 ? "Winner: " : "Shared victory: ") +
                                             join(result.winners))
            << '\n';
}

int run_score(const Context& ctx, const std::string& file) {
  const core::Settings settings = load_settings(rattus::settings_schema(), ctx.options);
  const auto result = with_json_input(file, [&](const core::JsonCursor& root) {
    return rattus::score_end_state(rattus::parse_end_state(root), settings);
  });
  if (ctx.options.json) {
    print_json(rattus::to_json(result));
  } else {
    print_score(result);
  }
  return kOk;
}

void print_resolution(const std::vector<rattus::BuildingResult>& results) {
  for (const auto& r : results) {
    std::cout << rattus::name_of(r.type) << " (" << rattus::name_of(rattus::class_of(r.type)) << ")\n";
    TextTable table({"Space", "Player", "Influence", "Rats gained", "Rats", "Hand"});
    int space = 0;
    for (const auto& e : r.entrants) {
      table.add_row({std::to_string(++space), e.player, "+" + std::to_string(e.influence),
                     "+" + std::to_string(e.rats_gained), std::to_string(e.rats), std::to_string(e.hand)});
    }
    std::cout << table.render();
    if (r.sword) {
      std::cout << "  Sword: " << (r.sword->chosen ? *r.sword->chosen + " gives " + std::to_string(r.sword->amount) +
                                                         " card(s) to " + r.sword->top
                                                   : r.sword->top + " chooses who gives among " + join(r.sword->low))
                << '\n';
    }
    if (r.flute) {
      std::cout << "  Flute: " << (r.flute->chosen ? r.flute->top + " gives " + std::to_string(r.flute->amount) +
                                                         " rat(s) to " + *r.flute->chosen
                                                   : r.flute->top + " chooses who receives a rat among " +
                                                         join(r.flute->low))
                << '\n';
    }
    for (const auto& a : r.actions) {
      std::cout << "  " << a.player << ": " << a.kind << " " << a.action << " " << a.amount;
      for (const auto& [who, n] : a.taken_from) std::cout << " (" << who << " " << n << ")";
      if (!a.warning.empty()) std::cout << " - warning: " << a.warning;
      std::cout << '\n';
    }
  }
}

int run_resolve(const Context& ctx, const std::string& file) {
  const core::Settings settings = load_settings(rattus::settings_schema(), ctx.options);
  const auto results = with_json_input(file, [&](const core::JsonCursor& root) {
    return rattus::resolve_round(rattus::parse_round(root, settings), settings);
  });
  if (ctx.options.json) {
    print_json(rattus::to_json(results));
  } else {
    print_resolution(results);
  }
  return kOk;
}

}  // namespace

void register_rattus(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("rattus", "Rattus Cartus scoring");
  struct Options {
    std::string score_file;
    std::string resolve_file;
  };
  auto opt = std::make_shared<Options>();
  CLI::App* score = add_command(*group, "score", "End-of-game scoring and plague check", ctx,
                                [&ctx, opt] { return run_score(ctx, opt->score_file); });
  score->add_option("file", opt->score_file, "End-of-game state JSON (- = stdin)")->required();
  CLI::App* resolve = add_command(*group, "resolve", "Resolve the buildings of one round", ctx,
                                  [&ctx, opt] { return run_resolve(ctx, opt->resolve_file); });
  resolve->add_option("file", opt->resolve_file, "Round JSON: buildings with entries in order (- = stdin)")
      ->required();
}

}  // namespace scriptorium::cli
