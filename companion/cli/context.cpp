#include "companion/cli/context.hpp"

#include <iostream>

#include "companion/store/session_store.hpp"

namespace scriptorium::cli {

CliError::CliError(int exit_code, const std::string& what, std::string file, std::string where)
    : std::runtime_error(what), exit_code_(exit_code), file_(std::move(file)), where_(std::move(where)) {}

namespace {

// Whether `text` already names `file` as a word of its own (a library's message often does), so
// that the line names it once: "cannot write backup b.db: Is a directory", not "... (b.db)".
bool names_file(const std::string& text, const std::string& file) {
  if (file == "-") return false;  // stdin, not a name a message would give
  for (auto at = text.find(file); at != std::string::npos; at = text.find(file, at + 1)) {
    const std::size_t end = at + file.size();
    const bool starts = at == 0 || text[at - 1] == ' ';
    const bool ends = end == text.size() || text[end] == ' ' || text[end] == ':' || text[end] == ',';
    if (starts && ends) return true;
  }
  return false;
}

}  // namespace

std::string CliError::line() const {
  std::string out = "error: ";
  out += what();
  if (!file_.empty() && (!where_.empty() || !names_file(what(), file_))) {
    out += " (" + file_;
    if (!where_.empty()) out += ":" + where_;
    out += ")";
  } else if (!where_.empty()) {
    out += " (" + where_ + ")";
  }
  return out;
}

nlohmann::json read_json_input(const std::string& file) {
  try {
    return core::load_json_file(file);
  } catch (const core::InputError& e) {
    throw CliError(kBadInput, e.what(), file == "-" ? "<stdin>" : file, e.where());
  }
}

std::string check_game(const std::string& game) {
  const std::string wanted = core::normalize_enum_text(game);
  for (const auto& known : store::known_games()) {
    if (known == wanted) return known;
  }
  throw CliError(kBadInput, "unknown game \"" + game + "\"", "", "--game");
}

core::Settings load_settings(const core::SettingsSchema& schema, const GlobalOptions& options) {
  if (options.rules_file.empty()) return core::Settings(schema);
  return with_json_input(options.rules_file, [&](const core::JsonCursor& root) {
    return core::Settings::from_json(schema, root);
  });
}

CLI::App* add_command(CLI::App& parent, const std::string& name, const std::string& description,
                      Context& ctx, std::function<int()> run) {
  CLI::App* cmd = parent.add_subcommand(name, description);
  cmd->callback([&ctx, run = std::move(run)] { ctx.exit_code = run(); });
  return cmd;
}

CLI::App* add_unimplemented(CLI::App& parent, const std::string& name,
                            const std::string& description, Context& ctx) {
  const std::string full = parent.get_name() + " " + name;
  CLI::App* cmd = add_command(parent, name, description + " (not implemented yet)", ctx, [full]() -> int {
    throw CliError(kFailure, "not implemented yet: " + full);
  });
  cmd->allow_extras();  // accept the contract's arguments so the message is the one that shows
  return cmd;
}

void print_json(const nlohmann::json& doc) { std::cout << doc.dump() << '\n'; }

}  // namespace scriptorium::cli
