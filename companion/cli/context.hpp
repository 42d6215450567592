// What every command of the `scriptorium` CLI shares: the global options, the exit code the
// command chose, and the conversions of bad input into the contract's one-line errors.
#pragma once

#include <functional>
#include <stdexcept>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "engine/core/json_input.hpp"
#include "engine/core/settings.hpp"

namespace scriptorium::cli {

// Exit codes of cli.md.
enum ExitCode : int { kOk = 0, kFailure = 1, kBadInput = 2, kViolation = 3 };

struct GlobalOptions {
  bool json = false;        // --json: exactly one JSON document (or JSON Lines) on stdout
  std::string rules_file;   // --rules FILE: setting overrides
  std::string db;           // --db FILE: session database
};

// An error the CLI reports as `error: <what> (<file>:<where>)` with the given exit code.
class CliError : public std::runtime_error {
 public:
  CliError(int exit_code, const std::string& what, std::string file = "", std::string where = "");
  int exit_code() const noexcept { return exit_code_; }
  const std::string& file() const noexcept { return file_; }
  const std::string& where() const noexcept { return where_; }
  // The full stderr line, without the trailing newline.
  std::string line() const;

 private:
  int exit_code_;
  std::string file_;
  std::string where_;
};

struct Context {
  GlobalOptions options;
  int exit_code = kOk;
};

// Loads and parses a JSON file ("-" = stdin); failures become CliError(kBadInput) naming it.
nlohmann::json read_json_input(const std::string& file);

// Runs `body` on a parsed input file; an InputError thrown while interpreting it is reported
// against that file with its JSON pointer.
template <class Body>
auto with_json_input(const std::string& file, Body&& body) {
  const nlohmann::json doc = read_json_input(file);
  try {
    return body(core::JsonCursor(doc));
  } catch (const core::InputError& e) {
    throw CliError(kBadInput, e.what(), file, e.where());
  }
}

// The game `game` names (any case), as the session store spells it; CliError(kBadInput) at --game
// for a game it does not know.
std::string check_game(const std::string& game);

// Settings of a game: schema defaults overridden by --rules FILE when given.
core::Settings load_settings(const core::SettingsSchema& schema, const GlobalOptions& options);

// Adds a leaf command whose callback runs `run` and stores its exit code in ctx.
CLI::App* add_command(CLI::App& parent, const std::string& name, const std::string& description,
                      Context& ctx, std::function<int()> run);

// Adds a leaf command that is part of the contract but not built yet: it exits 1 with
// `error: not implemented yet: <group> <name>`.
CLI::App* add_unimplemented(CLI::App& parent, const std::string& name,
                            const std::string& description, Context& ctx);

// Prints a JSON document on one line (--json) to stdout.
void print_json(const nlohmann::json& doc);

}  // namespace scriptorium::cli
