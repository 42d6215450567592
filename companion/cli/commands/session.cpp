// `scriptorium session ...`: the score sheet that keeps itself (cli.md "Sessions").
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <utility>

#include "companion/cli/commands/registry.hpp"
#include "companion/cli/dice_reading.hpp"
#include "companion/cli/profiles.hpp"
#include "companion/cli/text_table.hpp"
#include "companion/session/event_log.hpp"
#include "companion/session/export.hpp"
#include "companion/session/game_rules.hpp"
#include "companion/session/round_tracker.hpp"
#include "companion/session/running_tallies.hpp"
#include "companion/session/score_sheet.hpp"
#include "companion/session/stats.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"
#include "engine/core/players.hpp"
#include "vision/image/load_image.hpp"

namespace scriptorium::cli {

namespace {

// Opens the store; a file that is not a usable database is reported against its path. Commands
// that only read pass Access::read: where there is no database yet they find no sessions, and
// create nothing.
std::unique_ptr<store::SessionStore> open_store(const GlobalOptions& options,
                                                store::Access access = store::Access::write) {
  const std::string path = database_path(options);
  try {
    return store::open_session_store(path, access);
  } catch (const store::StoreError& e) {
    throw CliError(kFailure, e.what());  // store messages name the database file
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
    // The settings every move of the session is checked with: refuse them now, not at the first move.
    try {
      session::check_session_rules(game, rules);
    } catch (const session::SessionRulesError& e) {
      throw CliError(kBadInput, e.what(), ctx.options.rules_file, e.where());
    }
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
  auto db = open_store(ctx.options, store::Access::read);
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

// "Round 3, step Build (5/8), start player Bruno"; Discordia adds its year and season.
void print_progress(const store::SessionInfo& info, const session::Progress& at) {
  const nlohmann::json p = session::progress_json(info.game, info.players, at);
  std::cout << session::row_title(p["round_name"].get<std::string>()) << ' ' << at.round;
  if (p.contains("year")) std::cout << " (year " << p["year"] << ", season " << p["season"] << ")";
  std::cout << ", step " << session::row_title(p["phase"].get<std::string>()) << " (" << at.phase + 1 << '/'
            << p["phases"].size() << ")";
  if (p["start_player"].is_string()) std::cout << ", start player " << p["start_player"].get<std::string>();
  std::cout << '\n';
}

// The score sheet as a table, one column per player in seat order.
void print_sheet(const store::SessionInfo& info, const nlohmann::json& sheet) {
  if (!sheet.contains("players")) {
    std::cout << "Score sheet: no scoring recorded yet.\n";
    return;
  }
  auto points = [&](const std::string& name, const std::string& row) -> std::string {
    for (const auto& p : sheet["players"]) {
      if (p.value("name", "") != name) continue;
      if (row.empty()) return p.contains("total") ? p["total"].dump() : "";
      return p["rows"].contains(row) ? p["rows"][row].dump() : "";
    }
    return "";
  };
  std::vector<std::string> header{"Row"};
  header.insert(header.end(), info.players.begin(), info.players.end());
  TextTable table(header);
  for (const auto& row : sheet["rows"]) {
    std::vector<std::string> cells{session::row_title(row.get<std::string>())};
    for (const auto& name : info.players) cells.push_back(points(name, row.get<std::string>()));
    table.add_row(cells);
  }
  std::vector<std::string> totals{"Total"};
  for (const auto& name : info.players) totals.push_back(points(name, ""));
  table.add_row(totals);
  std::cout << "Score sheet:\n" << table.render();
  const auto ending = session::ending_of(sheet);
  if (ending.finished) {
    if (ending.winners.empty()) {
      std::cout << "No winner.\n";
    } else {
      std::cout << (ending.winners.size() == 1 ? "Winner: " : "Shared victory: ") << join(ending.winners, ", ") << '\n';
    }
  }
}

int run_show(const Context& ctx, store::SessionId id) {
  auto db = open_store(ctx.options, store::Access::read);
  const auto info = db->find_session(id);
  if (!info) throw CliError(kBadInput, "no session " + std::to_string(id), database_path(ctx.options));
  const auto events = db->events(id);
  const auto score = session::score_sheet(session::effective_events(events));
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
    doc["score"] = score;
    doc["tallies"] = session::running_tallies(info->game, session::effective_events(events));
    doc["progress"] = session::progress_json(
        info->game, info->players, session::progress(info->game, info->players.size(), session::effective_events(events)));
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
  print_progress(*info, session::progress(info->game, info->players.size(), session::effective_events(events)));
  print_sheet(*info, score);
  return kOk;
}

// The session, or exit 2 naming the database when it does not exist.
store::SessionInfo require_session(store::SessionStore& db, store::SessionId id, const GlobalOptions& options) {
  auto info = db.find_session(id);
  if (!info) throw CliError(kBadInput, "no session " + std::to_string(id), database_path(options));
  return *info;
}

void require_player(const store::SessionInfo& info, const std::string& player) {
  for (const auto& p : info.players) {
    if (p == player) return;
  }
  throw CliError(kBadInput, "\"" + player + "\" does not play in session " + std::to_string(info.id), "", "--player");
}

// Appends an event with what it does to the score sheet and the session's end (score_sheet.hpp),
// all in the event's one transaction.
store::EventId append_settled(store::SessionStore& db, store::SessionId id, store::NewEvent event) {
  session::settle_score(db.events(id), event);
  return db.append_event(id, event);
}

// Prints a verdict the engine refused (exit 3) or the recorded event (exit 0).
int report(const Context& ctx, const store::SessionInfo& info, const session::Verdict& verdict,
           std::optional<store::EventId> event, const std::string& kind) {
  const bool accepted = verdict.violations.empty();
  if (ctx.options.json) {
    nlohmann::json doc{{"session", info.id},
                       {"kind", kind},
                       {"accepted", accepted},
                       {"event", event ? nlohmann::json(*event) : nlohmann::json(nullptr)},
                       {"result", verdict.result},
                       {"summary", verdict.summary},
                       {"violations", verdict.violations.to_json()}};
    print_json(doc);
  } else if (accepted) {
    std::cout << "Recorded " << kind << " as event " << *event << ": " << verdict.summary << '\n';
  } else {
    std::cout << "Refused " << kind << ", nothing recorded:\n";
    for (const auto& v : verdict.violations.items()) std::cout << "  - " << v.reason << '\n';
  }
  return accepted ? kOk : kViolation;
}

// Where a roll comes from: a `dice read` document, or a photo read with a dice set.
struct RollSource {
  std::string dice_file;
  std::string image;
  std::string set;
  std::string profile;
  std::string bare_table;  // a photo of the empty table, or empty
  bool no_bare_table = false;  // not even the profile's
};

// Reads a `dice read` document ({"dice": [...]}) and checks it against the game.
std::pair<nlohmann::json, session::Verdict> read_roll(const std::string& file, const session::GameRules& rules) {
  return with_json_input(file, [&](const core::JsonCursor& root) {
    root.require_object();
    const auto dice = core::parse_dice(root.at("dice"));
    return std::make_pair(root.json(), rules.check_roll(dice));
  });
}

// Reads a move ({"type": ..., ...}) and has the game's engine check it. Malformed moves and
// unknown types are bad input naming the move file; settings stored with the session that the
// engine cannot use are bad input naming the session's rules; a game whose engine this build
// leaves out is a failure (exit 1).
std::pair<nlohmann::json, session::Verdict> read_move(const std::string& file, const session::GameRules& rules) {
  try {
    return with_json_input(file, [&](const core::JsonCursor& root) {
      return std::make_pair(root.json(), rules.check_move(root));
    });
  } catch (const session::SessionRulesError& e) {
    throw CliError(kBadInput, std::string("the session's rules do not fit ") + rules.game() + ": " + e.what(), "",
                   "rules" + e.where());
  } catch (const session::EngineMissing& e) {
    throw CliError(kFailure, e.what());
  }
}

// The game's rules for this session: its players and settings.
std::unique_ptr<session::GameRules> session_rules(const store::SessionInfo& info) {
  session::SessionContext context;
  context.players = info.players;
  if (info.rules.is_object()) context.rules = info.rules;
  return session::make_game_rules(info.game, context);
}

// Reads the dice in a photo of the roll and checks them like a `dice read` document; a die the
// reader is unsure of is refused (confirm it with --dice), never recorded as a guess.
std::pair<nlohmann::json, session::Verdict> read_roll_photo(const Context& ctx, const RollSource& source,
                                                            const std::string& game, const session::GameRules& rules) {
  const vision::ReadFunction read =
      make_photo_reader(ctx.options, {source.set.empty() ? default_dice_set(game) : source.set,
                                      source.profile, source.bare_table, source.no_bare_table});
  cv::Mat image;
  try {
    image = vision::load_image(source.image);
  } catch (const vision::ImageError& e) {
    throw CliError(kBadInput, e.what(), source.image);
  }
  nlohmann::json doc = observation_json(source.image, read(image));
  try {
    const auto dice = core::parse_dice(core::JsonCursor(doc.at("dice"), "/dice"));
    return {doc, rules.check_roll(dice)};
  } catch (const core::InputError& e) {
    throw CliError(kBadInput, std::string(e.what()) + "; correct it with --dice", source.image, e.where());
  }
}

int run_roll(const Context& ctx, store::SessionId id, const std::string& player, const RollSource& source) {
  if (source.dice_file.empty() && source.image.empty()) throw CliError(kBadInput, "one of --dice or --image is required");
  auto db = open_store(ctx.options);
  const auto info = require_session(*db, id, ctx.options);
  require_player(info, player);
  const auto rules = session_rules(info);
  auto [doc, verdict] = source.image.empty() ? read_roll(source.dice_file, *rules)
                                             : read_roll_photo(ctx, source, info.game, *rules);
  std::optional<store::EventId> event;
  if (verdict.violations.empty()) {
    nlohmann::json payload{{"dice", doc.at("dice")}, {"result", verdict.result}};
    if (!source.image.empty()) payload["image"] = source.image;
    event = append_settled(*db, id, {store::EventKind::roll, player, {}, payload, {}, {}});
  }
  return report(ctx, info, verdict, event, "roll");
}

int run_move(const Context& ctx, store::SessionId id, const std::string& player, const std::string& file) {
  auto db = open_store(ctx.options);
  const auto info = require_session(*db, id, ctx.options);
  require_player(info, player);
  const auto rules = session_rules(info);
  auto [doc, verdict] = read_move(file, *rules);
  std::optional<store::EventId> event;
  if (verdict.violations.empty()) {
    event = append_settled(*db, id, {store::EventKind::move, player, {}, {{"move", doc}, {"result", verdict.result}}, {}, {}});
  }
  return report(ctx, info, verdict, event, "move");
}

// One step on the round tracker (round_tracker.hpp), recorded as a `phase` event.
int run_phase(const Context& ctx, store::SessionId id) {
  auto db = open_store(ctx.options);
  const auto info = require_session(*db, id, ctx.options);
  const auto log = db->events(id);
  const auto at = session::progress(info.game, info.players.size(), session::effective_events(log));
  const auto event = append_settled(*db, id, {store::EventKind::move, {}, {}, session::phase_payload(info.game, info.players, at), {}, {}});
  const auto now = session::advance(session::round_shape(info.game), info.players.size(), at);
  if (ctx.options.json) {
    print_json({{"session", id}, {"event", event}, {"kind", "phase"},
                {"progress", session::progress_json(info.game, info.players, now)}});
  } else {
    print_progress(info, now);
  }
  return kOk;
}

int run_undo(const Context& ctx, store::SessionId id) {
  auto db = open_store(ctx.options);
  const auto info = require_session(*db, id, ctx.options);
  const auto target = session::undo_target(db->events(id));
  if (!target) throw CliError(kBadInput, "nothing to undo in session " + std::to_string(id));
  const auto event = append_settled(*db, id, {store::EventKind::undo, {}, *target, nlohmann::json::object(), {}, {}});
  if (ctx.options.json) {
    print_json({{"session", id}, {"event", event}, {"kind", "undo"}, {"undone", *target}});
  } else {
    std::cout << "Undid event " << *target << " (recorded as event " << event << ")\n";
  }
  return kOk;
}

int run_correct(const Context& ctx, store::SessionId id, store::EventId target, const std::string& file) {
  auto db = open_store(ctx.options);
  const auto info = require_session(*db, id, ctx.options);
  const auto log = db->events(id);
  const auto original = std::find_if(log.begin(), log.end(), [&](const store::EventRecord& e) { return e.id == target; });
  if (original == log.end() || !session::can_correct(log, target)) {
    throw CliError(kBadInput, "event " + std::to_string(target) + " is not a standing roll or move of session " +
                   std::to_string(id));
  }
  const auto rules = session_rules(info);
  const bool roll = original->kind == store::EventKind::roll;
  auto [doc, verdict] = roll ? read_roll(file, *rules) : read_move(file, *rules);
  std::optional<store::EventId> event;
  if (verdict.violations.empty()) {
    nlohmann::json payload = roll ? nlohmann::json{{"dice", doc.at("dice")}, {"result", verdict.result}}
                                  : nlohmann::json{{"move", doc}, {"result", verdict.result}};
    event = append_settled(*db, id, {store::EventKind::correction, original->player, target, payload, {}, {}});
  }
  return report(ctx, info, verdict, event, "correction");
}

// Writes via a temporary file and rename, so a failed export never leaves half a file.
void write_atomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw CliError(kFailure, "cannot write file", path);
    out << text;
    out.flush();
    if (!out) {
      std::filesystem::remove(tmp);
      throw CliError(kFailure, "cannot write file", path);
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp);
    throw CliError(kFailure, "cannot write file: " + ec.message(), path);
  }
}

int run_export(const Context& ctx, store::SessionId id, const std::string& format_text, const std::string& out) {
  session::ExportFormat format;
  if (format_text == "json") {
    format = session::ExportFormat::json;
  } else if (format_text == "csv") {
    format = session::ExportFormat::csv;
  } else if (format_text == "bgstats") {
    format = session::ExportFormat::bgstats;
  } else if (format_text == "bgstats-link") {
    format = session::ExportFormat::bgstats_link;
  } else {
    throw CliError(kBadInput, "unknown export format \"" + format_text + "\" (csv, json, bgstats or bgstats-link)", "",
                   "--format");
  }
  auto db = open_store(ctx.options, store::Access::read);
  const auto info = require_session(*db, id, ctx.options);
  const auto log = db->events(id);
  const auto score = session::score_sheet(session::effective_events(log));
  const auto text = session::export_session(info, log, score, format);
  if (out.empty() && ctx.options.json && format == session::ExportFormat::bgstats_link) {
    // A bare link is not JSON: --json wraps it.
    print_json({{"session", id}, {"format", format_text}, {"link", session::bgstats_link(info, score)}});
  } else if (out.empty()) {
    std::cout << text;
  } else {
    write_atomically(out, text);
    if (ctx.options.json) {
      print_json({{"session", id}, {"format", format_text}, {"out", out}, {"bytes", text.size()}});
    } else {
      std::cout << "Wrote " << out << '\n';
    }
  }
  return kOk;
}

int run_backup(const Context& ctx, const std::string& file, bool restore) {
  // A backup of a database that is not there would be an empty one, and look like a good copy.
  std::error_code ec;
  if (!restore && !std::filesystem::exists(database_path(ctx.options), ec) && !ec)
    throw CliError(kBadInput, "no session database to back up", database_path(ctx.options));
  auto db = open_store(ctx.options, restore ? store::Access::write : store::Access::read);
  try {
    if (restore) {
      db->restore_from(file);
    } else {
      db->backup_to(file);
    }
  } catch (const store::StoreError& e) {
    throw CliError(restore ? kBadInput : kFailure, e.what(), file);
  }
  if (ctx.options.json) {
    print_json({{restore ? "restored_from" : "backup", file}, {"database", database_path(ctx.options)}});
  } else {
    std::cout << (restore ? "Restored " + database_path(ctx.options) + " from " : "Backed up to ") << file << '\n';
  }
  return kOk;
}

// "d6 faces (12 rolled): 1:2  2:3 ..." and the chi-square test's verdict under it.
void print_faces(const std::string& name, const session::FaceStats& f) {
  std::string counts;
  for (std::size_t i = 0; i < f.counts.size(); ++i) counts += (i ? "  " : "") + std::to_string(i + 1) + ":" + std::to_string(f.counts[i]);
  char fairness[96];
  std::snprintf(fairness, sizeof fairness, "chi-square %.2f (df %d), p = %.3f", f.chi_square, f.degrees_of_freedom, f.p_value);
  std::cout << '\n' << name << " faces (" << f.total << " rolled): " << counts << "\n  " << fairness
            << (f.p_value < 0.01 ? "  - unlikely to be fair" : "") << '\n';
}

int run_stats(const Context& ctx, const std::optional<std::string>& player) {
  auto db = open_store(ctx.options, store::Access::read);
  std::vector<session::SessionLog> logs;
  for (auto& info : db->list_sessions({})) {
    auto events = db->events(info.id);
    logs.push_back({std::move(info), std::move(events)});
  }
  const auto stats = session::compute_stats(logs, player);
  if (ctx.options.json) {
    print_json(session::to_json(stats));
    return kOk;
  }
  TextTable players({"Player", "Sessions", "Finished", "Wins"});
  for (const auto& [name, p] : stats.players) {
    players.add_row({name, std::to_string(p.sessions), std::to_string(p.finished), std::to_string(p.wins)});
  }
  std::cout << players.render();
  for (const auto& [kind, f] : stats.dice) print_faces(kind, f);
  bool heading = false;
  for (const auto& [set, f] : stats.dice_sets) {
    if (session::same_as_its_kind(stats, set)) continue;
    if (!heading) std::cout << "\nPer die set (kind and colour):\n";
    heading = true;
    print_faces(session::die_set_name(set), f);
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

  // Options of the recording commands.
  struct RecordOptions {
    store::SessionId id = 0;
    std::string player;
    RollSource roll;
    std::string file;
    store::EventId event = 0;
    std::string format = "json";
    std::string out;
    std::optional<std::string> stats_player;
  };
  auto rec = std::make_shared<RecordOptions>();

  CLI::App* roll = add_command(*group, "roll", "Record a roll (the output of `dice read`, or a photo)", ctx,
                               [&ctx, rec] { return run_roll(ctx, rec->id, rec->player, rec->roll); });
  roll->add_option("id", rec->id, "Session ID")->required()->check(CLI::PositiveNumber);
  roll->add_option("--player", rec->player, "Who rolled")->required();
  auto* dice = roll->add_option("--dice", rec->roll.dice_file, "JSON file {\"dice\": [...]} as `dice read` prints it");
  auto* image = roll->add_option("--image", rec->roll.image, "Photo of the roll, read by the dice reader");
  dice->excludes(image);
  roll->add_option("--set", rec->roll.set, "With --image: dice set (default: era and feudum taught sets, medioevo numerals, else auto)")
      ->needs(image);
  roll->add_option("--profile", rec->roll.profile, "With --image: profile with the taught dice (default: default)")
      ->needs(image);
  CLI::Option* bare =
      roll->add_option("--bare-table", rec->roll.bare_table,
                       "With --image: photo of the empty table, from the same camera: the dice "
                       "it shows too are the table's pattern, not dice (default: the profile's, "
                       "stored by calibrate table)");
  bare->needs(image);
  roll->add_flag("--no-bare-table", rec->roll.no_bare_table,
                 "With --image: read without the profile's bare table")
      ->needs(image)
      ->excludes(bare);

  CLI::App* move = add_command(*group, "move", "Record a game move; a move the engine rejects exits 3", ctx,
                               [&ctx, rec] { return run_move(ctx, rec->id, rec->player, rec->file); });
  move->add_option("id", rec->id, "Session ID")->required()->check(CLI::PositiveNumber);
  move->add_option("--player", rec->player, "Who moves")->required();
  move->add_option("file", rec->file, "The move as the game's JSON (- for stdin)")->required();

  CLI::App* phase = add_command(*group, "phase", "Advance the round tracker one step (undo takes it back)", ctx,
                                [&ctx, rec] { return run_phase(ctx, rec->id); });
  phase->add_option("id", rec->id, "Session ID")->required()->check(CLI::PositiveNumber);

  CLI::App* undo = add_command(*group, "undo", "Take back the newest standing event", ctx,
                               [&ctx, rec] { return run_undo(ctx, rec->id); });
  undo->add_option("id", rec->id, "Session ID")->required()->check(CLI::PositiveNumber);

  CLI::App* correct = add_command(*group, "correct", "Replace what an earlier roll or move recorded", ctx,
                                  [&ctx, rec] { return run_correct(ctx, rec->id, rec->event, rec->file); });
  correct->add_option("id", rec->id, "Session ID")->required()->check(CLI::PositiveNumber);
  correct->add_option("event", rec->event, "Event ID to correct")->required()->check(CLI::PositiveNumber);
  correct->add_option("file", rec->file, "The corrected dice or move JSON")->required();

  CLI::App* exp = add_command(*group, "export", "Export a session as CSV, JSON, a BG Stats play or its import link", ctx,
                              [&ctx, rec] { return run_export(ctx, rec->id, rec->format, rec->out); });
  exp->add_option("id", rec->id, "Session ID")->required()->check(CLI::PositiveNumber);
  exp->add_option("--format", rec->format, "csv, json, bgstats (play file) or bgstats-link (bgstats:// link)")
      ->capture_default_str();
  exp->add_option("--out", rec->out, "Write to FILE instead of standard output");

  CLI::App* stats = add_command(*group, "stats", "Wins per player and dice fairness", ctx,
                                [&ctx, rec] { return run_stats(ctx, rec->stats_player); });
  stats->add_option("--player", rec->stats_player, "Only this player's sessions and rolls");

  CLI::App* backup = add_command(*group, "backup", "Copy the whole session database to FILE", ctx,
                                 [&ctx, rec] { return run_backup(ctx, rec->file, false); });
  backup->add_option("file", rec->file, "Backup file to write")->required();
  CLI::App* restore = add_command(*group, "restore", "Replace the session database with a backup", ctx,
                                  [&ctx, rec] { return run_backup(ctx, rec->file, true); });
  restore->add_option("file", rec->file, "Backup file to read")->required();
}

}  // namespace scriptorium::cli
