// `scriptorium watch`: follow a live or recorded table and stream one event per roll
// (cli.md "Dice recognition"): JSON Lines with --json, one line per event for people without.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>

#include "calibration/undistorter.hpp"
#include "companion/cli/commands/registry.hpp"
#include "companion/cli/dice_reading.hpp"
#include "companion/cli/profiles.hpp"
#include "companion/profiles/table_setup.hpp"
#include "vision/live/frame_source.hpp"
#include "vision/live/watch_pipeline.hpp"
#include "vision/live/watch_reader.hpp"

namespace scriptorium::cli {

namespace {

struct WatchOptions {
  std::string source;
  double fps = 30;
  std::string game;
  std::string set;  // the dice read (default: the game's)
  std::string profile;
  double settle = 0.25;
  double duration = 0;  // stop after this many seconds of source time (0 = until the end)
  std::string reader = "learned";
  std::string bare_table;        // the empty table's photo
  bool bare_at_start = false;    // or: the first still frame is the empty table
  bool no_bare_table = false;    // not even the profile's
};

std::string human_time(double t) {
  char text[32];
  std::snprintf(text, sizeof text, "%8.2f", t);
  return text;
}

std::string human_line(const vision::WatchEvent& event) {
  std::string line = human_time(event.t) + "  ";
  switch (event.kind) {
    case vision::WatchEventKind::moving:
      return line + "moving";
    case vision::WatchEventKind::cleared:
      return line + "cleared (no dice on the table)";
    case vision::WatchEventKind::roll: {
      line += "roll    " + std::to_string(event.dice.size()) + (event.dice.size() == 1 ? " die: " : " dice: ");
      int total = 0;
      for (std::size_t i = 0; i < event.dice.size(); ++i) {
        const auto& die = event.dice[i];
        line += (i ? ", " : "") + (die.label.empty() ? std::to_string(die.value) : die.label);
        total += die.value;
        if (!die.color.empty()) line += " (" + die.color + " " + die.kind + ")";
      }
      if (!event.dice.empty() && event.dice.front().label.empty()) line += "   total " + std::to_string(total);
      return line;
    }
    case vision::WatchEventKind::end:
      if (event.lost) return line + "source lost after " + std::to_string(event.frames_seen) + " frames";
      if (event.incomplete) {
        return line + "end of source after " + std::to_string(event.frames_seen) +
               " frames, while the dice were still moving: the last roll was not read";
      }
      return line + "end of source after " + std::to_string(event.frames_seen) + " frames";
  }
  return line;
}

int run_watch(const Context& ctx, const WatchOptions& options) {
  if (!options.game.empty()) (void)check_game(options.game);
  if (!(options.settle >= 0.05 && options.settle <= 10)) {
    throw CliError(kBadInput, "--settle must be between 0.05 and 10 seconds", "", "--settle");
  }
  if (!(options.duration >= 0)) throw CliError(kBadInput, "--duration must not be negative", "", "--duration");
  vision::WatchReaderOptions reader_options;
  reader_options.reader = core::normalize_enum_text(options.reader);
  if (!vision::known_watch_reader(reader_options.reader))
    throw CliError(kBadInput, "unknown reader \"" + options.reader + "\" (expected learned or pips)", "",
                   "--reader");
  const bool pips = reader_options.reader == "pips";
  if (pips && !options.set.empty())
    throw CliError(kBadInput, "--set reads with the learned reader, not --reader pips", "", "--set");
  // The dice the game is played with, as `session roll --image` reads them; pips are pip d6.
  const std::string set = !options.set.empty() ? options.set : pips ? "d6" : default_dice_set(options.game);
  // The profile, read once: its camera undistorts the frames, its white balance names the colours,
  // its bare table is the empty table unless another is given, its taught sets are read.
  const ReadProfile profile = profile_for_read(ctx.options, set, options.profile);
  profiles::TableSetup table;
  if (!options.profile.empty()) table = profiles::table_setup(profile.json, profile.location);
  if (!pips) reader_options.read = reader_for(set, profile);
  reader_options.bare_at_start = options.bare_at_start;  // the first still frame read is the empty table
  if (!options.bare_table.empty()) {
    reader_options.bare_table = load_bare_table_photo(options.bare_table, "--bare-table");
  } else if (!options.bare_at_start && !options.no_bare_table) {
    reader_options.bare_table = table.bare_table;
  }
  std::unique_ptr<vision::FrameSource> source;
  try {
    source = vision::open_source(options.source, {options.fps});
  } catch (const vision::SourceError& e) {
    throw CliError(kBadInput, e.what(), "", "--source");
  }
  std::shared_ptr<calibration::Undistorter> undistorter;
  if (table.camera) undistorter = std::make_shared<calibration::Undistorter>(*table.camera);
  if (undistorter && !reader_options.bare_table.empty())
    reader_options.bare_table = undistorter->apply(reader_options.bare_table);  // as the frames read are
  const std::unique_ptr<vision::FaceReader> reader = vision::make_watch_reader(reader_options);
  vision::WatchSettings settings;
  settings.stillness.settle_seconds = options.settle;
  vision::WatchPipeline pipeline(*reader, settings);
  if (undistorter) {
    pipeline.set_read_transform([undistorter](const cv::Mat& frame) { return undistorter->apply(frame); });
  }
  auto emit = [&](const vision::WatchEvent& event) {
    if (ctx.options.json) {
      std::cout << vision::to_json(event).dump() << std::endl;  // flushed: a live stream
    } else {
      std::cout << human_line(event) << std::endl;
    }
  };
  if (!ctx.options.json) {
    std::cout << "Watching " << source->name() << " (" << source->fps() << " fps); Ctrl-C stops.\n";
  }
  double last_t = 0;
  while (auto frame = source->next()) {
    if (options.duration > 0 && frame->t > options.duration) break;
    last_t = frame->t;
    for (const auto& event : pipeline.push(*frame)) emit(event);
  }
  const auto end = source->end();
  const vision::WatchEvent last = pipeline.finish(end, last_t);
  if (last.frames_seen == 0 && end != vision::SourceEnd::lost) {
    // Nothing could be decoded (a folder of junk, a file that is no video): bad input, not a game.
    const std::string why = source->warning();
    throw CliError(kBadInput, "no frame could be read from " + source->name() + (why.empty() ? "" : ": " + why), "",
                   "--source");
  }
  emit(last);
  if (!source->warning().empty()) std::cerr << "warning: " << source->warning() << '\n';
  if (end == vision::SourceEnd::lost) {
    throw CliError(kFailure, "the source stopped delivering frames (unplugged?)", "", options.source);
  }
  return kOk;
}

}  // namespace

void register_watch(CLI::App& root, Context& ctx) {
  auto options = std::make_shared<WatchOptions>();
  CLI::App* watch = add_command(root, "watch", "Follow a live or recorded table and stream one event per roll", ctx,
                                [&ctx, options]() -> int { return run_watch(ctx, *options); });
  watch->add_option("--source", options->source, "camera:N, video:FILE or frames:DIR")->required();
  watch->add_option("--fps", options->fps, "Playback rate of frames:DIR (default 30)");
  watch->add_option("--game", options->game, "The game being played (era, medioevo, discordia, feudum, rattus)");
  watch->add_option("--set", options->set,
                    "Dice to read, as `dice read --set`: d6, discordia, medioevo or a taught set (default: "
                    "the --game's dice, as `session roll --image` reads them; pip d6 without --game)");
  watch->add_option("--profile", options->profile,
                    "Profile whose camera calibration undistorts the frames and whose white balance names "
                    "the dice's colours");
  watch->add_option("--settle", options->settle, "Seconds the scene must be still before the dice are read (0.25)");
  watch->add_option("--reader", options->reader,
                    "Dice reader: learned (the project's pip-d6 reader, default) or pips (light dice on a dark table)");
  watch->add_option("--duration", options->duration, "Stop after this many seconds of the source (0: until it ends)");
  CLI::Option* bare = watch->add_option(
      "--bare-table", options->bare_table,
      "Photo of the empty table, from the same camera: the dice it shows too are the table's pattern, "
      "not dice (default: the profile's, stored by calibrate table)");
  CLI::Option* at_start =
      watch
          ->add_flag("--bare-table-at-start", options->bare_at_start,
                     "The table is empty when watching starts: the first still frame is the bare table")
          ->excludes(bare);
  watch->add_flag("--no-bare-table", options->no_bare_table, "Watch without the profile's bare table")
      ->excludes(bare)
      ->excludes(at_start);
}

}  // namespace scriptorium::cli
