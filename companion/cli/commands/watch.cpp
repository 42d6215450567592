// `scriptorium watch`: follow a live or recorded table and stream one event per roll
// (cli.md "Dice recognition"): JSON Lines with --json, one line per event for people without.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

#include "calibration/camera_profile.hpp"
#include "calibration/undistorter.hpp"
#include "companion/cli/bare_table_profile.hpp"
#include "companion/cli/commands/registry.hpp"
#include "companion/cli/dice_reading.hpp"
#include "companion/cli/profile_check.hpp"
#include "companion/cli/profiles.hpp"
#include "vision/live/bare_table_reader.hpp"
#include "vision/live/dice_reader_adapter.hpp"
#include "vision/live/frame_source.hpp"
#include "vision/live/pip_reader.hpp"
#include "vision/live/watch_pipeline.hpp"

namespace scriptorium::cli {

namespace {

struct WatchOptions {
  std::string source;
  double fps = 30;
  std::string game;
  std::string profile;
  double settle = 0.25;
  double duration = 0;  // stop after this many seconds of source time (0 = until the end)
  std::string reader = "learned";
  std::string bare_table;        // the empty table's photo
  bool bare_at_start = false;    // or: the first still frame is the empty table
  bool no_bare_table = false;    // not even the profile's
};

std::unique_ptr<vision::FaceReader> make_reader(const std::string& name,
                                                const vision::DiceReaderOptions& options) {
  const std::string wanted = core::normalize_enum_text(name);
  if (wanted == "learned") return std::make_unique<vision::LearnedFaceReader>(options);
  if (wanted == "pips") return std::make_unique<vision::PipReader>();
  throw CliError(kBadInput, "unknown reader \"" + name + "\" (expected learned or pips)", "", "--reader");
}

void check_game(const std::string& game) {
  static const char* const kGames[] = {"era", "medioevo", "discordia", "feudum", "rattus"};
  if (game.empty()) return;
  for (const char* known : kGames) {
    if (core::normalize_enum_text(game) == known) return;
  }
  throw CliError(kBadInput, "unknown game \"" + game + "\"", "", "--game");
}

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
  check_game(options.game);
  if (!(options.settle >= 0.05 && options.settle <= 10)) {
    throw CliError(kBadInput, "--settle must be between 0.05 and 10 seconds", "", "--settle");
  }
  if (!(options.duration >= 0)) throw CliError(kBadInput, "--duration must not be negative", "", "--duration");
  // The profile, read once: its camera undistorts the frames, its white balance names the colours.
  std::optional<calibration::CameraProfile> camera;
  vision::DiceReaderOptions reader_options;
  cv::Mat bare;  // the empty table's photo; none with --bare-table-at-start: the first frame read is
  if (!options.bare_table.empty()) bare = load_bare_table_photo(options.bare_table, "--bare-table");
  if (!options.profile.empty()) {
    const nlohmann::json profile = load_existing_profile(ctx.options, options.profile);
    const std::string location = profile_location(ctx.options, options.profile);
    camera = stored_camera(profile, location);
    reader_options.white_balance = stored_white_balance(profile, location);
    if (options.bare_table.empty() && !options.bare_at_start && !options.no_bare_table)
      bare = stored_bare_table(profile, location).value_or(cv::Mat());
  }
  std::unique_ptr<vision::FrameSource> source;
  try {
    source = vision::open_source(options.source, {options.fps});
  } catch (const vision::SourceError& e) {
    throw CliError(kBadInput, e.what(), "", "--source");
  }
  std::shared_ptr<calibration::Undistorter> undistorter;
  if (camera) undistorter = std::make_shared<calibration::Undistorter>(*camera);
  std::unique_ptr<vision::FaceReader> reader = make_reader(options.reader, reader_options);
  if (!bare.empty() || options.bare_at_start) {
    if (!bare.empty() && undistorter) bare = undistorter->apply(bare);  // as the frames read are
    reader = std::make_unique<vision::BareTableReader>(std::move(reader), bare);
  }
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
