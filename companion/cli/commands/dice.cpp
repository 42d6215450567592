// `scriptorium dice ...`: read dice from photos, teach custom faces, measure the reader
// (cli.md "Dice recognition").
#include <cmath>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "companion/cli/commands/registry.hpp"
#include "companion/cli/dice_reading.hpp"
#include "companion/cli/profiles.hpp"
#include "companion/cli/text_table.hpp"
#include "companion/profiles/table_setup.hpp"
#include "companion/profiles/taught_sets.hpp"
#include "vision/dice/bare_table.hpp"
#include "vision/dice/dice_evaluation.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/dice/taught_set.hpp"
#include "vision/image/load_image.hpp"

namespace scriptorium::cli {

namespace {

namespace sv = scriptorium::vision;

struct ReadOptions {
  std::vector<std::string> images;
  std::string set = "auto";
  std::string profile;
  std::string bare_table;  // a photo of the empty table, or empty
  bool no_bare_table = false;  // not even the profile's
};

struct TeachOptions {
  std::vector<std::string> images;
  std::string set;
  std::string face;
  std::string profile;
};

struct ForgetOptions {
  std::string set;
  std::string face;  // empty: the whole set
  std::string profile;
};

struct EvalOptions {
  sv::DiceReaderOptions reader;  // thresholds, exposed for tuning on the development part
  std::string dir;
  std::string part = "all";
  std::string set = "auto";
  std::string profile;
  std::string colors;  // colour labels for a folder whose labels name none
  bool bare_tables = false;  // each image read with its bare table's photo, NAME_bare.EXT beside it
  sv::BareTableOptions bare;
  bool list_wrong = false;  // the text output lists every die read wrong (the JSON always does)
};

void print_observation_text(const std::string& image, const sv::DiceObservation& obs) {
  std::cout << image << ": " << obs.width << "x" << obs.height << ", " << obs.dice.size()
            << (obs.dice.size() == 1 ? " die" : " dice") << " in " << fixed(obs.elapsed_ms, 1) << " ms\n";
  if (obs.dice.empty()) return;
  TextTable table({"kind", "value", "color", "confidence", "center", "box"});
  for (const auto& d : obs.dice) {
    const std::string value = !d.label.empty() ? d.label
                              : d.value        ? std::to_string(*d.value)
                                               : "? (" + (d.guess_label.empty() ? std::to_string(d.best_guess)
                                                                                : d.guess_label) + "?)";
    table.add_row({d.kind, value, d.color, fixed(d.confidence, 2),
                   fixed(d.center.x, 1) + ", " + fixed(d.center.y, 1),
                   std::to_string(d.box.x) + ", " + std::to_string(d.box.y) + ", " + std::to_string(d.box.width) +
                       ", " + std::to_string(d.box.height)});
  }
  std::cout << table.render();
}

int run_read(const Context& ctx, const ReadOptions& opt) {
  const sv::ReadFunction read =
      make_photo_reader(ctx.options, {opt.set, opt.profile, opt.bare_table, opt.no_bare_table});
  int exit_code = kOk;
  for (const auto& path : opt.images) {
    const auto image = load_image_or_report(path, exit_code);
    if (!image) continue;
    const sv::DiceObservation obs = read(*image);
    if (ctx.options.json) {
      print_json(observation_json(path, obs));
    } else {
      print_observation_text(path, obs);
    }
  }
  return exit_code;
}

sv::SplitPart parse_part(const std::string& text) {
  const std::string p = core::normalize_enum_text(text);
  if (p == "all") return sv::SplitPart::kAll;
  if (p == "dev" || p == "firsthalf") return sv::SplitPart::kFirstHalf;
  if (p == "heldout" || p == "secondhalf") return sv::SplitPart::kSecondHalf;
  if (p == "even") return sv::SplitPart::kEven;
  if (p == "odd") return sv::SplitPart::kOdd;
  if (p == "oddheldout") return sv::SplitPart::kOddSecondHalf;
  if (p == "deveven") return sv::SplitPart::kEvenFirstHalf;
  if (p == "devodd") return sv::SplitPart::kOddFirstHalf;
  throw CliError(kBadInput,
                 "unknown part \"" + text + "\" (all, dev, heldout, even, odd, odd-heldout, dev-even, dev-odd)", "",
                 "--part");
}

// A metric over nothing (a share of no dice, a mean of no images) is no score: null in JSON,
// "n/a" in text.
nlohmann::json metric_json(const std::optional<double>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json();
}
std::string metric_text(const std::optional<double>& value) { return value ? fixed(*value, 4) : "n/a"; }

// What the confidence means: per bin, how many matched dice and how many of them read right.
nlohmann::json confidence_json(const sv::DiceEvaluation& e) {
  nlohmann::json bins = nlohmann::json::array();
  for (const auto& b : e.confidence_bins) {
    bins.push_back({{"from", b.from},
                    {"to", b.to},
                    {"dice", b.dice},
                    {"right", b.right},
                    {"mean_confidence", metric_json(b.mean_confidence())}});
  }
  return {{"bins", bins}, {"calibration_error", metric_json(e.calibration_error())}};
}

// How well the body colours were named, where the labels name them (synthetic scenes do).
nlohmann::json color_json(const sv::DiceEvaluation& e) {
  nlohmann::json mistakes = nlohmann::json::array();
  for (const auto& [pair, n] : e.color_mistakes)
    mistakes.push_back({{"labelled", pair.first}, {"named", pair.second}, {"dice", n}});
  return {{"labelled", e.colors_labelled},
          {"right", e.colors_right},
          {"accuracy", metric_json(e.color_accuracy())},
          {"mistakes", mistakes}};
}

// The labelled images not scored, each where its fault lies.
nlohmann::json skipped_json(const sv::DiceEvaluation& e) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& s : e.skipped) out.push_back({{"file", s.file}, {"place", s.place}, {"why", s.why}});
  return out;
}

// Every die missed, misread, uncertain or false, where it lies.
nlohmann::json wrong_dice_json(const sv::DiceEvaluation& e) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& m : e.mistakes) {
    nlohmann::json die = {
        {"image", m.image},
        {"what", sv::mistake_name(m.kind)},
        {"labelled", m.labelled.empty() ? nlohmann::json(nullptr) : nlohmann::json(m.labelled)},
        {"read", m.read.empty() ? nlohmann::json(nullptr) : nlohmann::json(m.read)},
        {"confidence", m.confidence ? nlohmann::json(*m.confidence) : nlohmann::json(nullptr)},
        {"center", {m.center.x, m.center.y}},
        {"box", {m.box.x, m.box.y, m.box.width, m.box.height}}};
    out.push_back(std::move(die));
  }
  return out;
}

nlohmann::json evaluation_json(const std::string& dir, const std::string& part, const sv::DiceEvaluation& e) {
  std::vector<std::string> columns = e.labels;
  columns.push_back("uncertain");
  columns.push_back("missed");
  return {{"dir", dir},
          {"part", part},
          {"images", e.images},
          {"truth", e.truth},
          {"detections", e.detections},
          {"matched", e.matched},
          {"correct", e.correct},
          {"wrong", e.wrong},
          {"uncertain", e.uncertain},
          {"precision", metric_json(e.precision())},
          {"recall", metric_json(e.recall())},
          {"value_accuracy", metric_json(e.value_accuracy())},
          {"confident_value_accuracy", metric_json(e.confident_accuracy())},
          {"end_to_end_accuracy", metric_json(e.end_to_end())},
          {"mean_ms", metric_json(e.mean_ms())},
          {"confusion", {{"rows", e.labels}, {"columns", columns}, {"counts", e.confusion}}},
          {"confidence", confidence_json(e)},
          {"color", color_json(e)},
          {"wrong_dice", wrong_dice_json(e)},
          {"skipped", skipped_json(e)}};
}

void print_wrong_dice_text(const sv::DiceEvaluation& e) {
  std::cout << "\nDice read wrong: " << e.mistakes.size() << "\n";
  if (e.mistakes.empty()) return;
  TextTable table({"image", "what", "labelled", "read", "confidence", "center"});
  for (const auto& m : e.mistakes) {
    table.add_row({std::filesystem::path(m.image).filename().string(), sv::mistake_name(m.kind),
                   m.labelled.empty() ? "-" : m.labelled, m.read.empty() ? "-" : m.read,
                   m.confidence ? fixed(*m.confidence, 2) : "-",
                   fixed(m.center.x, 1) + ", " + fixed(m.center.y, 1)});
  }
  std::cout << table.render();
}

void print_evaluation_text(const std::string& dir, const std::string& part, const sv::DiceEvaluation& e) {
  std::cout << dir << " (" << part << "): " << e.images << " images, " << e.truth << " labelled dice, "
            << e.detections << " detections\n";
  TextTable metrics({"metric", "value", "counts"});
  metrics.add_row({"detection precision", metric_text(e.precision()),
                   std::to_string(e.matched) + " / " + std::to_string(e.detections)});
  metrics.add_row({"detection recall", metric_text(e.recall()),
                   std::to_string(e.matched) + " / " + std::to_string(e.truth)});
  metrics.add_row({"value accuracy", metric_text(e.value_accuracy()),
                   std::to_string(e.correct) + " / " + std::to_string(e.matched)});
  metrics.add_row({"accuracy when confident", metric_text(e.confident_accuracy()),
                   std::to_string(e.correct) + " / " + std::to_string(e.matched - e.uncertain)});
  metrics.add_row({"reported uncertain", std::to_string(e.uncertain), ""});
  metrics.add_row({"end to end (found and right)", metric_text(e.end_to_end()),
                   std::to_string(e.correct) + " / " + std::to_string(e.truth)});
  metrics.add_row({"mean time per image", e.mean_ms() ? fixed(*e.mean_ms(), 1) + " ms" : "n/a", ""});
  std::cout << metrics.render() << "\nConfusion (rows: labelled face, columns: read as)\n";
  std::vector<std::string> header{"true \\ read"};
  for (const auto& l : e.labels) header.push_back(l);
  header.push_back("uncertain");
  header.push_back("missed");
  TextTable confusion(header);
  for (std::size_t r = 0; r < e.labels.size(); ++r) {
    std::vector<std::string> row{e.labels[r]};
    for (int n : e.confusion[r]) row.push_back(std::to_string(n));
    confusion.add_row(row);
  }
  std::cout << confusion.render();
  std::cout << "\nConfidence (matched dice; uncertain ones by their best guess; calibration error "
            << metric_text(e.calibration_error()) << ")\n";
  TextTable bins({"confidence", "dice", "right", "share right", "mean confidence"});
  for (const auto& b : e.confidence_bins) {
    if (b.dice == 0) continue;
    bins.add_row({fixed(b.from, 2) + " - " + fixed(b.to, 2), std::to_string(b.dice), std::to_string(b.right),
                  metric_text(b.share_right()), metric_text(b.mean_confidence())});
  }
  std::cout << bins.render();
  if (e.colors_labelled > 0) {
    std::cout << "\nColour: " << e.colors_right << " of " << e.colors_labelled
              << " labelled colours named right (" << metric_text(e.color_accuracy()) << ")\n";
    if (!e.color_mistakes.empty()) {
      TextTable mistakes({"labelled", "named", "dice"});
      for (const auto& [pair, n] : e.color_mistakes)
        mistakes.add_row({pair.first, pair.second, std::to_string(n)});
      std::cout << mistakes.render();
    }
  }
}

// The photo of the empty table beside a labelled image: NAME_bare.EXT for NAME.EXT.
std::filesystem::path bare_table_file(const std::string& image_file) {
  const std::filesystem::path image(image_file);
  return image.parent_path() / (image.stem().string() + "_bare" + image.extension().string());
}

// `read`, each image with its own bare table's photo; an image without one is skipped, named.
sv::LabelledReadFunction read_with_bare_tables(const sv::ReadFunction& read,
                                               const sv::BareTableOptions& options) {
  return [read, options](const cv::Mat& bgr, const sv::LabelledImage& image) {
    const std::filesystem::path bare = bare_table_file(image.image_file);
    if (!std::filesystem::is_regular_file(bare))
      throw sv::ImageError("no bare table's photo " + bare.filename().string() +
                           " beside it (--bare-tables)");
    cv::Mat bare_photo;
    try {
      bare_photo = sv::load_image(bare.string());
    } catch (const sv::ImageError& e) {
      throw sv::ImageError("its bare table's photo " + bare.filename().string() + ": " + e.what());
    }
    return read_on_bare_table(read, sv::BareTable(bare_photo, options), bgr);
  };
}

int run_eval(const Context& ctx, const EvalOptions& opt) {
  const sv::ReadFunction read = make_dice_reader(ctx.options, opt.set, opt.profile, opt.reader);
  const sv::SplitPart part = parse_part(opt.part);
  std::vector<sv::LabelledImage> set;
  try {
    set = sv::load_labelled_folder(opt.dir, part);
    if (!opt.colors.empty()) sv::add_color_labels(set, opt.colors);
  } catch (const std::runtime_error& e) {
    throw CliError(kBadInput, e.what());  // names the folder, the label file or the colour labels
  }
  // Metrics of nothing would read as perfect: a folder without labels is a mistake, not a result.
  if (set.empty())
    throw CliError(kBadInput, opt.part == "all" ? "no label files (*.json)" : "no label files (*.json) in part " + opt.part,
                   opt.dir);
  const sv::DiceEvaluation e = opt.bare_tables ? sv::evaluate_dice(set, read_with_bare_tables(read, opt.bare))
                                               : sv::evaluate_dice(set, read);
  if (ctx.options.json) {
    print_json(evaluation_json(opt.dir, opt.part, e));
  } else {
    print_evaluation_text(opt.dir, opt.part, e);
    if (opt.list_wrong) print_wrong_dice_text(e);
  }
  // The images that were not scored are bad input, as in `dice read`: the metrics are of the rest.
  for (const auto& s : e.skipped) std::cerr << CliError(kBadInput, s.why, s.file, s.place).line() << '\n';
  return e.skipped.empty() ? kOk : kBadInput;
}

constexpr const char* kProfileHelp =
    "Profile (name, or a .json file) with the taught dice sets; its white balance (calibrate board) "
    "names the dice's colours and, for taught sets, brings them back to the colours they were taught with";

constexpr const char* kDiceSetHelp =
    "Dice set: d6 (pip d6), auto, discordia (three pip d6: blue, red, yellow), medioevo (numeral d4, d6, "
    "d8), era (every era-* set taught), or a set taught with `dice teach`";

int run_teach(const Context& ctx, const TeachOptions& opt) {
  if (built_in_dice_set(opt.set)) throw CliError(kBadInput, "set \"" + opt.set + "\" is built in", "", "--set");
  if (!sv::valid_label(opt.set)) throw CliError(kBadInput, "invalid dice set name \"" + opt.set + "\"", "", "--set");
  if (!sv::valid_label(opt.face))
    throw CliError(kBadInput, "invalid face label \"" + opt.face + "\" (letters, digits, - _ .)", "", "--face");
  const std::string profile_name = opt.profile.empty() ? profiles::kDefaultDiceProfile : opt.profile;
  nlohmann::json profile = load_profile(ctx.options, profile_name);
  const std::string location = profile_location(ctx.options, profile_name);
  // Stored as under white light: read under another, the profile's balance then brings the dice back.
  const cv::Vec3f white_balance = profiles::stored_white_balance(profile, location);
  sv::DiceDetector detector = sv::taught_dice_detector();
  // Every photo is read before anything is stored: one bad photo among good ones teaches nothing
  // (each bad one is reported), so a profile never holds half a lesson.
  int exit_code = kOk;
  std::vector<std::pair<std::string, std::vector<cv::Mat>>> lessons;
  for (const auto& path : opt.images) {
    const auto image = load_image_or_report(path, exit_code);
    if (!image) continue;
    std::vector<cv::Mat> samples = sv::teaching_samples(*image, detector, white_balance);
    if (samples.empty()) {
      std::cerr << CliError(kBadInput, "no die found", path).line() << '\n';
      exit_code = kBadInput;
      continue;
    }
    lessons.emplace_back(path, std::move(samples));
  }
  if (exit_code != kOk) return exit_code;
  int taught = 0;
  nlohmann::json per_image = nlohmann::json::array();
  for (const auto& [path, samples] : lessons) {
    taught += profiles::add_taught_samples(profile, opt.set, opt.face, samples);
    per_image.push_back({{"image", path}, {"dice", samples.size()}});
  }
  // Whether the faces were stored balanced, and by which gains: the user sees the calibration was used.
  const bool balanced = white_balance != cv::Vec3f(1.f, 1.f, 1.f);
  // Unbalanced faces are right against a white balance calibrated later only if taught under white
  // light: noted, so that calibrating can say which sets to teach again.
  if (taught > 0 && !balanced) profiles::mark_taught_as_seen(profile, opt.set);
  // Saved once, for all the photos together.
  if (taught > 0) save_profile(ctx.options, profile_name, profile);
  if (ctx.options.json) {
    nlohmann::json gains;  // null: stored as the camera saw them
    if (balanced) {
      for (int c = 0; c < 3; ++c) gains.push_back(round_to(white_balance[c], 3));
    }
    print_json({{"set", opt.set},
                {"face", opt.face},
                {"profile", location},
                {"taught", taught},
                {"white_balance", gains},
                {"images", per_image}});
  } else {
    std::cout << "Taught " << taught << " appearance" << (taught == 1 ? "" : "s") << " of face " << opt.face
              << " of set " << opt.set << " (profile " << location << ")"
              << (balanced ? ", stored as under white light by the profile's white balance" : "") << "\n";
  }
  return kOk;
}

int run_forget(const Context& ctx, const ForgetOptions& opt) {
  if (built_in_dice_set(opt.set))
    throw CliError(kBadInput, "set \"" + opt.set + "\" is built in", "", "--set");
  const std::string profile_name = opt.profile.empty() ? profiles::kDefaultDiceProfile : opt.profile;
  nlohmann::json profile = load_profile(ctx.options, profile_name);
  const std::string location = profile_location(ctx.options, profile_name);
  const std::optional<std::string> face = opt.face.empty() ? std::nullopt : std::optional(opt.face);
  if (!profiles::forget_taught(profile, opt.set, face)) {
    throw face ? CliError(kBadInput, "no face \"" + *face + "\" taught in set \"" + opt.set + "\"", location,
                          "--face")
               : CliError(kBadInput, "no taught set \"" + opt.set + "\"", location, "--set");
  }
  save_profile(ctx.options, profile_name, profile);
  if (ctx.options.json) {
    print_json(
        {{"set", opt.set}, {"face", face ? nlohmann::json(*face) : nlohmann::json()}, {"profile", location}});
  } else {
    std::cout << "Forgot " << (face ? "face " + *face + " of set " : "set ") << opt.set << " (profile "
              << location << ")\n";
  }
  return kOk;
}

}  // namespace

void register_dice(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("dice", "Read real dice from photos");

  auto read = std::make_shared<ReadOptions>();
  CLI::App* read_cmd = add_command(*group, "read", "Read dice faces from photos", ctx,
                                   [&ctx, read] { return run_read(ctx, *read); });
  read_cmd->add_option("images", read->images, "Image files (JSON Lines with --json when several)")->required();
  read_cmd->add_option("--set", read->set, kDiceSetHelp);
  read_cmd->add_option("--profile", read->profile, kProfileHelp);
  CLI::Option* bare = read_cmd->add_option(
      "--bare-table", read->bare_table,
      "A photo of the empty table from the same camera: patches of the table's pattern "
      "(printed cloths, speckled stone) it shows too are not reported as dice (default: the "
      "profile's, stored by calibrate table)");
  read_cmd->add_flag("--no-bare-table", read->no_bare_table, "Read without the profile's bare table")
      ->excludes(bare);

  auto teach = std::make_shared<TeachOptions>();
  CLI::App* teach_cmd = add_command(*group, "teach", "Teach the faces of a custom die set", ctx,
                                    [&ctx, teach] { return run_teach(ctx, *teach); });
  teach_cmd->add_option("images", teach->images, "Photos, each showing one or more dice with that face up")
      ->required();
  teach_cmd->add_option("--set", teach->set, "Name of the custom set (e.g. era-yellow)")->required();
  teach_cmd->add_option("--face", teach->face, "Face label (e.g. Y1, quill, skull)")->required();
  teach_cmd->add_option("--profile", teach->profile,
                        "Profile name, or a .json file (default: \"default\"); with a white balance "
                        "(calibrate board), the faces are stored as under white light");

  auto forget = std::make_shared<ForgetOptions>();
  CLI::App* forget_cmd = add_command(*group, "forget", "Forget a taught set, or one face of it", ctx,
                                     [&ctx, forget] { return run_forget(ctx, *forget); });
  forget_cmd->add_option("--set", forget->set, "Name of the taught set")->required();
  forget_cmd->add_option("--face", forget->face, "Only this face (default: the whole set)");
  forget_cmd->add_option("--profile", forget->profile,
                         "Profile name, or a .json file (default: \"default\")");

  auto eval = std::make_shared<EvalOptions>();
  CLI::App* eval_cmd = add_command(*group, "eval", "Measure the dice reader on a labelled folder", ctx,
                                   [&ctx, eval] { return run_eval(ctx, *eval); });
  eval_cmd->add_option("dir", eval->dir, "Folder of images with real-d6 style JSON labels")->required();
  eval_cmd->add_option("--part", eval->part,
                       "all, dev (first half of the labels by name), heldout (second half), even or odd "
                       "(the labels at even or odd positions: the two cross-validation folds) or "
                       "odd-heldout (the odd labels of the second half); dev-even or dev-odd (the first half's "
                       "labels at even or odd positions: the development day's inner folds)");
  eval_cmd->add_option("--set", eval->set, kDiceSetHelp);
  eval_cmd->add_option("--profile", eval->profile, kProfileHelp);
  eval_cmd->add_option("--colors", eval->colors,
                       "JSON file naming the dice's colours per label file, for labels that name none "
                       "(tests/data/real-d6/heldout-colors.json)");
  CLI::Option* bare_tables =
      eval_cmd->add_flag("--bare-tables", eval->bare_tables,
                         "Read each image with the photo of its empty table beside it (NAME_bare.png for "
                         "NAME.png), as dice read --bare-table does");
  eval_cmd
      ->add_option("--bare-correlation", eval->bare.min_correlation,
                   "Tuning: with --bare-tables, a report whose box correlates at least this well with "
                   "the bare table near its place is the table's")
      ->capture_default_str()
      ->check(CLI::Range(-1.0, 1.0))
      ->needs(bare_tables);
  eval_cmd->add_flag("--list-wrong", eval->list_wrong,
                     "List every die missed, misread, left uncertain or reported where none is labelled, "
                     "with its image and place (the JSON output always has them, as \"wrong_dice\")");
  const sv::DiceModels pips = sv::DiceModels::pip_d6();
  const sv::DiceModels numerals = sv::DiceModels::numerals();
  // The sets' own thresholds are named from the models, so the help cannot drift from them.
  const auto own = [](float pip, float numeral) {
    std::ostringstream text;
    text << "(default: the set's own, " << pip << " for pip dice, " << numeral << " for numerals)";
    return text.str();
  };
  eval_cmd
      ->add_option("--min-peak", eval->reader.min_peak,
                   "Tuning: detector heat-map peak for a candidate " + own(pips.min_peak, numerals.min_peak))
      ->check(CLI::Range(0.0, 1.0));
  eval_cmd
      ->add_option("--min-die", eval->reader.min_die,
                   "Tuning: probability that a candidate is a die " + own(pips.min_die, numerals.min_die))
      ->check(CLI::Range(0.0, 1.0));
  eval_cmd
      ->add_option_function<std::tuple<float, float, int>>(
          "--faint",
          [eval](const std::tuple<float, float, int>& faint) {
            eval->reader.faint = sv::FaintPeaks{std::get<0>(faint), std::get<1>(faint), std::get<2>(faint)};
          },
          "Tuning: PEAK MIN_DIE MOST: the MOST strongest candidates under --min-peak but at least at PEAK, "
          "kept when at least MIN_DIE sure to be dice")
      ->check(CLI::Range(0.0, 1.0).application_index(0))
      ->check(CLI::Range(0.0, 1.0).application_index(1))
      ->check(CLI::NonNegativeNumber.application_index(2));
  eval_cmd
      ->add_option("--min-confidence", eval->reader.min_confidence,
                   "Tuning: below this a value is reported as uncertain")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1.0));
  eval_cmd
      ->add_option("--same-face", eval->reader.same_face,
                   "Tuning: two readings near each other are one die when the centre of one lies on the "
                   "other's up face or their up faces lie closer than this x the face's side (0: keep "
                   "every reading)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  eval_cmd
      ->add_option("--most-covered", eval->reader.most_covered,
                   "Tuning: a reading whose box lies more than this share inside a surer reading's box "
                   "is dropped (1: keep every reading) " +
                       own(pips.most_covered, numerals.most_covered))
      ->check(CLI::Range(0.0, 1.0));
  eval_cmd
      ->add_option("--covered-at-most", eval->reader.covered_at_most,
                   "Tuning: --most-covered drops only readings confident at most this " +
                       own(pips.covered_at_most, numerals.covered_at_most))
      ->check(CLI::Range(0.0, 1.0));
  eval_cmd
      ->add_option("--second-below", eval->reader.second_below,
                   "Tuning: the second face network is asked about the candidates the first reads less "
                   "surely than this (pip dice; above 1: every candidate; default: the set's own)")
      ->check(CLI::Range(0.0, 2.0));
  eval_cmd
      ->add_option("--sharpen", eval->reader.sharpen,
                   "Tuning: the values' probabilities raised to this power within P(die) " +
                       own(pips.sharpen, numerals.sharpen))
      ->check(CLI::Range(0.1, 10.0));
}

}  // namespace scriptorium::cli
