// `scriptorium`: the command-line front door (spec/cli.md).
#include <cstdlib>
#include <exception>
#include <iostream>

#include "companion/cli/commands/registry.hpp"
#include "companion/cli/context.hpp"
#include "companion/cli/version.hpp"
#include "companion/profiles/profile_lookup.hpp"

namespace sc = scriptorium::cli;

int main(int argc, char** argv) {
  // Errors are one line of ours: FFmpeg, inside OpenCV's video reader, would print its own lines
  // first ("moov atom not found"). OpenCV reads this before its first video; a level the user set
  // to look into a camera or a file is kept (AV_LOG_QUIET is -8).
  ::setenv("OPENCV_FFMPEG_LOGLEVEL", "-8", /*overwrite=*/0);
  sc::Context ctx;
  CLI::App app{"Scriptorium: reads dice and boards from a camera and keeps the rules and the score "
               "of medieval board games."};
  app.name("scriptorium");
  app.set_version_flag("--version", std::string("scriptorium ") + sc::kVersion);
  app.require_subcommand(1);
  app.fallthrough();  // global options may follow the sub-command: `era score f.json --json`
  app.add_flag("--json", ctx.options.json, "Print exactly one JSON document (JSON Lines when streaming)");
  app.add_option("--rules", ctx.options.rules_file, "Rule settings overriding the spec defaults (JSON object)");
  app.add_option("--db", ctx.options.db, "Session and profile database (default: $SCRIPTORIUM_DB, else the user's data directory)");

  sc::register_dice(app, ctx);
#ifdef SCRIPTORIUM_WITH_LIVE
  sc::register_watch(app, ctx);
#endif
  sc::register_calibrate(app, ctx);
  sc::register_layout(app, ctx);
#ifdef SCRIPTORIUM_WITH_ERA
  sc::register_era(app, ctx);
#endif
#ifdef SCRIPTORIUM_WITH_MEDIOEVO
  sc::register_medioevo(app, ctx);
#endif
#ifdef SCRIPTORIUM_WITH_DISCORDIA
  sc::register_discordia(app, ctx);
#endif
#ifdef SCRIPTORIUM_WITH_RATTUS
  sc::register_rattus(app, ctx);
#endif
#ifdef SCRIPTORIUM_WITH_FEUDUM
  sc::register_feudum(app, ctx);
#endif
  sc::register_session(app, ctx);
  sc::register_profile(app, ctx);
  for (CLI::App* group : app.get_subcommands({})) {
    if (group->get_subcommands({}).size() > 0) group->require_subcommand(1);
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    // Usage errors are bad input: one line, exit 2.
    std::cerr << "error: " << e.what() << " (command line)\n";
    return sc::kBadInput;
  } catch (const sc::CliError& e) {
    std::cerr << e.line() << '\n';
    return e.exit_code();
  } catch (const scriptorium::profiles::BadProfile& e) {  // a profile that cannot be used as given
    std::cerr << sc::CliError(sc::kBadInput, e.what(), e.location(), e.where()).line() << '\n';
    return sc::kBadInput;
  } catch (const scriptorium::core::InputError& e) {
    std::cerr << "error: " << e.what() << " (" << e.where() << ")\n";
    return sc::kBadInput;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << '\n';
    return sc::kFailure;
  }
  return ctx.exit_code;
}
