// `scriptorium session ...`: the score sheet that keeps itself (cli.md "Sessions").
#include <iostream>
#include <memory>
#include <optional>

#include "companion/cli/commands/registry.hpp"
#include "companion/cli/text_table.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"
#include "engine/core/players.hpp"

namespace scriptorium::cli {

namespace {

std::string database_path(const GlobalOptions& options) {
  return options.db.empty() ? store::default_database_path() : options.db;
}

// Opens the store; a file that is not a usable database is reported against its path.
std::unique_ptr<store::SessionStore> open_store(const GlobalOptions& options) {
  const std::string path = database_path(options);
  try {
    return store::open_session_store(path);
  } catch (const store::StoreError& e) {
    throw CliError(kFailure, e.what(), path);
  }
}

nlohmann::json session_json(const store::SessionInfo& s) {
  return {{"session", s.id},
          {"game", s.game},
          {"players", s.players},
          {"rules", s.rules},
          {"started", s.started},
          {"finished", s.finished ? nlohmann::json(*s.finished) : nlohmann::json(nullptr)},
          {"winners", s.winners}};
}

std::string join(const std::vector<std::string>& items, const char* separator) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : separator) + item;
  return out;
}

std::string check_game(const std::string& game) {
  const std::string wanted = core::normalize_enum_text(game);
  for (const auto& known : store::known_games()) {
    if (known == wanted) return known;
  }
  throw CliError(kBadInput, "unknown game \"" + game + "\"", "", "--game");
}

int run_new(const Context& ctx, const std::string& game_text, const std::string& player_text) {
  const std::string game = check_game(game_text);
  std::vector<std::string> players;
  try {
    players = core::parse_player_list(player_text);
  } catch (const core::InputError& e) {
    throw CliError(kBadInput, e.what(), "", "--players, " + e.where());
  }
  nlohmann::json rules = nlohmann::json::object();
  if (!ctx.options.rules_file.empty()) {
    rules = read_json_input(ctx.options.rules_file);
    if (!rules.is_object()) throw CliError(kBadInput, "rules must be a JSON object", ctx.options.rules_file, "");
  }
  auto db = open_store(ctx.options);
  const auto id = db->create_session(game, players, rules);
  const auto info = *db->find_session(id);
  if (ctx.options.json) {
    print_json(session_json(info));
  } else {
    std::cout << "Session " << id << ": " << game << " with " << join(players, ", ") << '\n';
  }
  return kOk;
}

int run_list(const Context& ctx, const std::optional<std::string>& game, const std::optional<std::string>& player) {
  store::SessionFilter filter;
  if (game) filter.game = check_game(*game);
  filter.player = player;
  auto db = open_store(ctx.options);
  const auto sessions = db->list_sessions(filter);
  if (ctx.options.json) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& s : sessions) list.push_back(session_json(s));
    print_json({{"sessions", list}});
    return kOk;
  }
  if (sessions.empty()) {
    std::cout << "No sessions.\n";
    return kOk;
  }
  TextTable table({"Session", "Game", "Players", "Started", "Winners"});
  for (const auto& s : sessions) {
    table.add_row({std::to_string(s.id), s.game, join(s.players, ", "), s.started, join(s.winners, ", ")});
  }
  std::cout << table.render();
  return kOk;
}

int run_show(const Context& ctx, store::SessionId id) {
  auto db = open_store(ctx.options);
  const auto info = db->find_session(id);
  if (!info) throw CliError(kBadInput, "no session " + std::to_string(id), database_path(ctx.options));
  const auto events = db->events(id);
  const auto score = db->latest_score(id);
  if (ctx.options.json) {
    nlohmann::json doc = session_json(*info);
    nlohmann::json list = nlohmann::json::array();
    for (const auto& e : events) {
      list.push_back({{"event", e.id},
                      {"seq", e.seq},
                      {"kind", store::to_string(e.kind)},
                      {"player", e.player ? nlohmann::json(*e.player) : nlohmann::json(nullptr)},
                      {"target", e.target ? nlohmann::json(*e.target) : nlohmann::json(nullptr)},
                      {"at", e.at},
                      {"payload", e.payload}});
    }
    doc["events"] = list;
    doc["score"] = score.value_or(nlohmann::json::object());
    print_json(doc);
    return kOk;
  }
  std::cout << "Session " << info->id << ": " << info->game << " with " << join(info->players, ", ")
            << "\nStarted " << info->started << (info->finished ? ", finished " + *info->finished : "")
            << '\n';
  if (events.empty()) {
    std::cout << "No events yet.\n";
  } else {
    TextTable table({"#", "Event", "Kind", "Player", "At"});
    for (const auto& e : events) {
      table.add_row({std::to_string(e.seq), std::to_string(e.id), store::to_string(e.kind),
                     e.player.value_or("-"), e.at});
    }
    std::cout << table.render();
  }
  return kOk;
}

}  // namespace

void register_session(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("session", "Game sessions: players, the event log and the score sheet");

  // Option storage lives as long as the callbacks that read it.
  struct Options {
    std::string game;
    std::string players;
    std::optional<std::string> filter_game;
    std::optional<std::string> filter_player;
    store::SessionId id = 0;
  };
  auto opt = std::make_shared<Options>();

  CLI::App* create = add_command(*group, "new", "Start a session", ctx,
                                 [&ctx, opt] { return run_new(ctx, opt->game, opt->players); });
  create->add_option("--game", opt->game, "era, medioevo, discordia, feudum or rattus")->required();
  create->add_option("--players", opt->players, "Comma-separated player names in seat order")->required();

  CLI::App* list = add_command(*group, "list", "List sessions", ctx,
                               [&ctx, opt] { return run_list(ctx, opt->filter_game, opt->filter_player); });
  list->add_option("--game", opt->filter_game, "Only sessions of this game");
  list->add_option("--player", opt->filter_player, "Only sessions this player plays in");

  CLI::App* show = add_command(*group, "show", "Show a session's events and score", ctx,
                               [&ctx, opt] { return run_show(ctx, opt->id); });
  show->add_option("id", opt->id, "Session ID")->required()->check(CLI::PositiveNumber);

  add_unimplemented(*group, "roll", "Record a roll", ctx);
  add_unimplemented(*group, "move", "Record a game move", ctx);
  add_unimplemented(*group, "undo", "Undo the last event", ctx);
  add_unimplemented(*group, "correct", "Correct an earlier event", ctx);
  add_unimplemented(*group, "export", "Export a session as CSV, JSON or BG Stats", ctx);
  add_unimplemented(*group, "stats", "Statistics per player", ctx);
}

}  // namespace scriptorium::cli
