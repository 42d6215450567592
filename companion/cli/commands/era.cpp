// `scriptorium era ...` commands (cli.md "ERA: Medieval Age").
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "companion/cli/commands/layout.hpp"
#include "companion/cli/commands/registry.hpp"
#include "companion/cli/text_table.hpp"
#include "engine/era/build.hpp"
#include "engine/era/geometry.hpp"
#include "engine/era/round.hpp"
#include "engine/era/scoring.hpp"

namespace scriptorium::cli {

namespace {

namespace era = scriptorium::era;

// A domain file is either the domain itself or an object holding it under "domain".
core::JsonCursor domain_cursor(const core::JsonCursor& root) {
  root.require_object();
  if (!root.has("pieces") && root.has("domain")) return root.at("domain");
  return root;
}

nlohmann::json cells_json(const std::vector<era::Cell>& cells) {
  nlohmann::json out = nlohmann::json::array();
  for (const era::Cell c : cells) out.push_back({c.x, c.y});
  return out;
}

// The grid as the spec draws it; '+' marks empty cells inside walls.
std::string draw(const era::DomainView& view) {
  const era::Domain& d = view.domain();
  std::string out;
  for (int y = 0; y < d.height; ++y) {
    for (int x = 0; x < d.width; ++x) {
      const int o = view.piece_at({x, y});
      out += o >= 0 ? era_piece_letter(d.pieces[static_cast<std::size_t>(o)].type)
                    : (view.interior({x, y}) ? '+' : '.');
    }
    out += '\n';
  }
  return out;
}

// A game-end file may give a player's domain as a photo: `"domain": "carla.jpg"` or
// `{"photo": "carla.jpg", "corners": "X0,Y0,..."}` (a path relative to the file). Each photo is
// read with the profile's taught appearance and replaced by the domain it shows before the
// engine sees the file; the cells it could not read are returned per player (null: no photo).
nlohmann::json read_domain_photos(const Context& ctx, const std::string& file, nlohmann::json doc,
                                  const PhotoOptions& photo, std::vector<nlohmann::json>& unknown) {
  if (!doc.is_object() || !doc.contains("players") || !doc["players"].is_array()) return doc;
  auto& players = doc["players"];
  unknown.assign(players.size(), nullptr);
  const std::filesystem::path base =
      file == "-" ? std::filesystem::path() : std::filesystem::path(file).parent_path();
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (!players[i].is_object() || !players[i].contains("domain")) continue;
    const nlohmann::json& given = players[i]["domain"];
    const std::string where = "/players/" + std::to_string(i) + "/domain";
    PhotoOptions options = photo;
    if (options.board.empty()) options.board = "era-domain";
    std::string image;
    if (given.is_string()) {
      image = given.get<std::string>();
    } else if (given.is_object() && given.contains("photo")) {
      if (!given["photo"].is_string()) throw CliError(kBadInput, "\"photo\" must be a file name", file, where + "/photo");
      image = given["photo"].get<std::string>();
      if (given.contains("corners")) {
        if (!given["corners"].is_string())
          throw CliError(kBadInput, "\"corners\" must be \"X0,Y0,...,X3,Y3\"", file, where + "/corners");
        options.corners = given["corners"].get<std::string>();
      }
    } else {
      continue;  // a domain in JSON: the engine parses it
    }
    if (image.empty()) throw CliError(kBadInput, "empty photo file name", file, where);
    if (options.profile.empty())
      throw CliError(kBadInput, "a domain given as a photo needs --profile (the taught pieces)", file, where);
    const std::filesystem::path path = std::filesystem::path(image).is_absolute() ? std::filesystem::path(image) : base / image;
    nlohmann::json read = read_layout_photo(ctx, path.string(), options);
    unknown[i] = read.at("unknown_cells");
    players[i]["domain"] = std::move(read);
  }
  return doc;
}

int run_score(const Context& ctx, const std::string& file, const PhotoOptions& photo) {
  const era::Rules rules = load_era_rules(ctx);
  std::vector<nlohmann::json> unknown;
  const nlohmann::json input = read_domain_photos(ctx, file, read_json_input(file), photo, unknown);
  std::vector<era::PlayerEnd> players;
  try {
    players = era::parse_game_end(core::JsonCursor(input), rules);
  } catch (const core::InputError& e) {
    throw CliError(kBadInput, e.what(), file, e.where());
  }
  const era::FinalScore score = era::final_score(players, rules);
  const bool solo = players.size() == 1;
  if (ctx.options.json) {
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < score.players.size(); ++i) {
      const auto& s = score.players[i];
      nlohmann::json rows = nlohmann::json::object();
      for (const auto& [key, value] : s.rows) rows[key] = value;
      const auto culture = era::track_position(players[i].culture, rules.track_cycle);
      const auto calamity = era::track_position(players[i].calamity, rules.track_cycle);
      nlohmann::json p = {{"name", s.name},
                          {"rows", rows},
                          {"walled_area", s.walled_area},
                          {"dice", s.dice.total()},
                          {"dice_by_colour",
                           {{"yellow", s.dice.by_colour[0]}, {"blue", s.dice.by_colour[1]},
                            {"gray", s.dice.by_colour[2]}, {"white", s.dice.by_colour[3]}}},
                          {"culture_notes", culture.notes},
                          {"calamity_notes", calamity.notes},
                          {"subtotal", s.subtotal},
                          {"total", s.total}};
      if (i < unknown.size() && !unknown[i].is_null()) p["unknown_cells"] = unknown[i];
      if (solo) {
        const auto [es, en] = era::solo_rank(s.total);
        p["rank"] = en;
        p["rank_es"] = es;
      }
      list.push_back(p);
    }
    print_json({{"players", list}, {"winners", score.winners}});
    return kOk;
  }
  std::vector<std::string> header{"Row"};
  for (const auto& s : score.players) header.push_back(s.name);
  TextTable table(header);
  for (std::size_t r = 0; r < score.players.front().rows.size(); ++r) {
    std::vector<std::string> row{score.players.front().rows[r].first};
    for (const auto& s : score.players) row.push_back(std::to_string(s.rows[r].second));
    table.add_row(row);
  }
  std::vector<std::string> area{"(walled area)"};
  std::vector<std::string> dice{"(dice)"};
  for (const auto& s : score.players) {
    area.push_back(std::to_string(s.walled_area));
    dice.push_back(std::to_string(s.dice.total()));
  }
  table.add_row(area);
  table.add_row(dice);
  std::cout << table.render();
  if (solo) {
    const auto [es, en] = era::solo_rank(score.players.front().total);
    std::cout << "Rank: " << es << " (" << en << ")\n";
  }
  std::cout << (score.winners.size() > 1 ? "Shared victory: " : "Winner: ") << join(score.winners) << '\n';
  for (std::size_t i = 0; i < unknown.size(); ++i) {
    if (!unknown[i].is_null() && !unknown[i].empty())
      std::cout << "Warning: " << unknown[i].size() << " cell(s) of " << score.players[i].name
                << "'s photo could not be read and count as empty.\n";
  }
  return kOk;
}

// A domain from a JSON file, or read from a photo (`--board era-domain --profile P`); a photo's
// unread cells are returned in `unknown` (and count as empty).
era::Domain load_domain(const Context& ctx, const std::string& file, const PhotoOptions& photo, const era::Rules& rules,
                        nlohmann::json& unknown) {
  if (!looks_like_photo(file) && photo.board.empty()) {
    return with_json_input(file, [&](const core::JsonCursor& root) { return era::parse_domain(domain_cursor(root), rules); });
  }
  PhotoOptions options = photo;
  if (options.board.empty()) options.board = "era-domain";
  const nlohmann::json doc = read_layout_photo(ctx, file, options);
  unknown = doc.at("unknown_cells");
  try {
    return era::parse_domain(core::JsonCursor(doc), rules);
  } catch (const core::InputError& e) {
    throw CliError(kFailure, std::string("the layout read from the photo is not a valid domain: ") + e.what(), file, e.where());
  }
}

int run_walled(const Context& ctx, const std::string& file, const PhotoOptions& photo) {
  const era::Rules rules = load_era_rules(ctx);
  nlohmann::json unknown;
  const era::Domain domain = load_domain(ctx, file, photo, rules, unknown);
  const era::DomainView view(domain, rules);
  const auto cells = view.walled_cells();
  const auto pieces = view.walled_pieces();
  if (ctx.options.json) {
    nlohmann::json doc{{"walled_cells", cells_json(cells)}, {"walled_area", view.walled_area()}, {"walled_pieces", pieces}};
    if (!unknown.is_null()) doc["unknown_cells"] = unknown;
    print_json(doc);
    return kOk;
  }
  std::cout << draw(view) << "Walled area: " << view.walled_area() << " cell(s)\n";
  if (!unknown.is_null() && !unknown.empty()) {
    std::cout << "Warning: " << unknown.size() << " cell(s) of the photo could not be read and count as empty.\n";
  }
  if (pieces.empty()) {
    std::cout << "No walled buildings.\n";
    return kOk;
  }
  TextTable table({"Piece", "Type", "Walled"});
  for (int i : pieces) {
    table.add_row({std::to_string(i), std::string(era::name_of(domain.pieces[static_cast<std::size_t>(i)].type)), "yes"});
  }
  std::cout << table.render();
  return kOk;
}

int run_disease(const Context& ctx, const std::string& file, const PhotoOptions& photo) {
  const era::Rules rules = load_era_rules(ctx);
  nlohmann::json unknown;
  const era::Domain domain = load_domain(ctx, file, photo, rules, unknown);
  const era::DomainView view(domain, rules);
  const auto result = era::disease(view, rules);
  if (ctx.options.json) {
    nlohmann::json doc{{"clustered_pieces", result.clustered}, {"calamity", result.calamity}};
    if (!unknown.is_null()) doc["unknown_cells"] = unknown;
    print_json(doc);
    return kOk;
  }
  if (!unknown.is_null() && !unknown.empty()) {
    std::cout << "Warning: " << unknown.size() << " cell(s) of the photo could not be read and count as empty.\n";
  }
  if (result.clustered.empty()) {
    std::cout << "No clustered buildings: Disease costs 0 Calamity.\n";
    return kOk;
  }
  TextTable table({"Piece", "Type"});
  for (int i : result.clustered) {
    table.add_row({std::to_string(i), std::string(era::name_of(domain.pieces[static_cast<std::size_t>(i)].type))});
  }
  std::cout << table.render() << "Disease: +" << result.calamity << " Calamity\n";
  return kOk;
}

void print_violations(const core::Violations& v) {
  TextTable table({"Rule", "Where", "Reason"});
  for (const auto& item : v.items()) table.add_row({item.rule, item.where.empty() ? "/" : item.where, item.reason});
  std::cout << table.render();
}

int run_check(const Context& ctx, const std::string& file) {
  const era::Rules rules = load_era_rules(ctx);
  nlohmann::json doc;
  core::Violations violations;
  with_json_input(file, [&](const core::JsonCursor& root) {
    root.require_object();
    if (root.has("players") && !root.has("pieces")) {
      // A game-end or round file: every player's domain.
      const auto list = root.at("players");
      list.require_array();
      for (const auto& item : list.items()) {
        const era::Domain domain = era::parse_domain(item.at("domain"), rules, era::DomainParse::lenient);
        violations.append(era::validate_domain(domain, rules, item.pointer() + "/domain"));
      }
      doc = {{"kind", "players"}, {"players", list.size()}};
      return 0;
    }
    if (!root.has("build")) {
      const era::Domain domain = era::parse_domain(domain_cursor(root), rules, era::DomainParse::lenient);
      const std::string base = root.has("pieces") ? "" : "/domain";
      violations = era::validate_domain(domain, rules, base);
      doc = {{"kind", "domain"}, {"pieces", domain.pieces.size()}};
      return 0;
    }
    era::BuildRequest request = era::parse_build_request(root, rules);
    era::BuildState& state = request.state;
    violations = era::validate_domain(state.domain, rules, "/domain");
    const auto report = era::apply_builds(state, request.hammers, request.pieces, rules, "/build");
    violations.append(report.violations);
    nlohmann::json exhausted = nlohmann::json::array();
    for (auto t : report.exhausted) exhausted.push_back(era::name_of(t));
    doc = {{"kind", "build"},
           {"built", report.built},
           {"resources_after",
            {{"goods", state.resources.amount[0]}, {"stone", state.resources.amount[1]},
             {"wood", state.resources.amount[2]}, {"food", state.resources.amount[3]}}},
           {"exhausted", exhausted},
           {"markers_flipped", report.markers_flipped_now}};
    return 0;
  });
  doc["valid"] = violations.empty();
  doc["violations"] = violations.to_json();
  if (ctx.options.json) {
    print_json(doc);
  } else if (violations.empty()) {
    std::cout << (doc["kind"] == "build" ? "The build is legal.\n"
                                         : doc["kind"] == "players" ? "Every domain is valid.\n" : "The domain is valid.\n");
  } else {
    print_violations(violations);
    std::cout << violations.size() << " violation(s).\n";
  }
  return violations.empty() ? kOk : kViolation;
}

int run_round(const Context& ctx, const std::string& file) {
  const era::Rules rules = load_era_rules(ctx);
  era::GameState state = with_json_input(file, [&](const core::JsonCursor& root) { return era::parse_game_state(root, rules); });
  const era::RoundReport report = era::play_round(state, rules);
  if (ctx.options.json) {
    nlohmann::json doc = era::game_state_to_json(state, rules);
    doc["events"] = report.events;
    doc["violations"] = report.violations.to_json();
    doc["valid"] = report.violations.empty();
    print_json(doc);
  } else {
    for (const auto& e : report.events) std::cout << e.value("text", std::string()) << '\n';
    TextTable table({"Player", "Goods", "Stone", "Wood", "Food", "Culture", "Calamity", "Dice"});
    for (const auto& p : state.players) {
      table.add_row({p.name, std::to_string(p.resources.amount[0]), std::to_string(p.resources.amount[1]),
                     std::to_string(p.resources.amount[2]), std::to_string(p.resources.amount[3]),
                     std::to_string(p.culture), std::to_string(p.calamity),
                     std::to_string(era::dice_pool(p.domain).total())});
    }
    std::cout << table.render();
    if (state.game_over) std::cout << "The game is over: score it with `scriptorium era score`.\n";
    if (!report.violations.empty()) print_violations(report.violations);
  }
  return report.violations.empty() ? kOk : kViolation;
}

}  // namespace

void register_era(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("era", "ERA: Medieval Age rules");
  auto file = std::make_shared<std::string>();
  auto add = [&](const std::string& name, const std::string& description, int (*run)(const Context&, const std::string&),
                 const std::string& what) {
    CLI::App* cmd = add_command(*group, name, description, ctx, [&ctx, file, run] { return run(ctx, *file); });
    cmd->add_option("file", *file, what + " (JSON, - for standard input)")->required();
  };
  auto photo = std::make_shared<PhotoOptions>();
  CLI::App* score = add_command(*group, "score", "Final score sheet and winners (domains in JSON or as photos)", ctx,
                                [&ctx, file, photo] { return run_score(ctx, *file, *photo); });
  score->add_option("file", *file,
                    "Game-end state (JSON, - for standard input); a player's \"domain\" may name a photo")
      ->required();
  add_photo_options(*score, *photo, false);
  // Commands on one domain: a JSON file or a photo of it.
  auto on_domain = [&](const std::string& name, const std::string& description,
                       int (*run)(const Context&, const std::string&, const PhotoOptions&)) {
    CLI::App* cmd = add_command(*group, name, description + " (JSON or a photo)", ctx,
                                [&ctx, file, photo, run] { return run(ctx, *file, *photo); });
    cmd->add_option("file", *file, "Domain (JSON, - for standard input) or a photo of it")->required();
    add_photo_options(*cmd, *photo, false);
  };
  on_domain("walled", "Walled cells and area of a domain", run_walled);
  on_domain("disease", "Clustered buildings and Disease calamity", run_disease);
  add("check", "Validate a domain or a proposed build (exit 3 on violations)", run_check, "Domain or build");
  add("round", "Apply one round's final dice to a game state", run_round, "Game state");
}

}  // namespace scriptorium::cli
