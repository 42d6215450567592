#include "companion/cli/dice_reading.hpp"

#include <chrono>
#include <cmath>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "companion/cli/profiles.hpp"
#include "companion/profiles/table_setup.hpp"
#include "companion/profiles/taught_sets.hpp"
#include "engine/core/json_input.hpp"
#include "vision/dice/built_in_sets.hpp"
#include "vision/dice/taught_set.hpp"
#include "vision/image/load_image.hpp"

namespace scriptorium::cli {

double round_to(double v, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::round(v * scale) / scale;
}

namespace {

// The built-in set `set` names (vision/dice/built_in_sets.hpp), or nothing for a taught set.
std::optional<vision::BuiltInDiceSet> built_in_set(const std::string& set) {
  return vision::find_built_in_set(core::normalize_enum_text(set));
}

}  // namespace

bool built_in_dice_set(const std::string& set) { return built_in_set(set).has_value(); }

std::string default_dice_set(const std::string& game) {
  return vision::dice_set_of_game(core::normalize_enum_text(game));
}

ReadProfile profile_for_read(const GlobalOptions& options, const std::string& set,
                             const std::string& profile) {
  const bool built_in = built_in_set(set).has_value();
  if (built_in && profile.empty()) return {};
  const std::string name = profile.empty() ? profiles::kDefaultDiceProfile : profile;
  return {built_in ? load_existing_profile(options, name) : load_profile(options, name),
          profile_location(options, name)};
}

vision::ReadFunction reader_for(const std::string& set, const ReadProfile& profile,
                                const vision::DiceReaderOptions& reader_options) {
  if (const auto built_in = built_in_set(set)) {
    vision::DiceReaderOptions with_set = reader_options;
    with_set.known_colors = built_in->known_colors;
    if (!profile.location.empty())
      with_set.white_balance = profiles::stored_white_balance(profile.json, profile.location);
    return vision::read_with(std::make_shared<vision::DiceReader>(with_set, built_in->models));
  }
  if (!vision::valid_label(set)) throw CliError(kBadInput, "invalid dice set name \"" + set + "\"", "", "--set");
  const std::string s = core::normalize_enum_text(set);
  const nlohmann::json& stored = profile.json;
  const std::string& location = profile.location;
  // A game's name reads every set taught for that game (ERA has four icon dice).
  const bool game = s == "era" || s == "feudum";
  vision::TaughtSet taught = game ? profiles::taught_sets_of_game(stored, s, location)
                                  : profiles::taught_set_from_profile(stored, set, location);
  if (taught.empty()) {
    const std::string hint = s == "era" ? " (teach sets era-yellow, era-blue, era-gray and era-white with `dice teach`)"
                                        : " (see `dice teach`)";
    throw CliError(kBadInput, "dice set \"" + set + "\" is neither built in (d6, auto, discordia, medioevo) nor taught in profile " +
                                  location + hint,
                   "", "--set");
  }
  return vision::read_with(std::make_shared<vision::TaughtDiceReader>(
      std::move(taught),
      vision::TaughtReaderOptions{.white_balance = profiles::stored_white_balance(stored, location)}));
}

vision::ReadFunction make_dice_reader(const GlobalOptions& options, const std::string& set,
                                      const std::string& profile,
                                      const vision::DiceReaderOptions& reader_options) {
  return reader_for(set, profile_for_read(options, set, profile), reader_options);
}

vision::ReadFunction make_photo_reader(const GlobalOptions& options, const DicePhotoOptions& reading) {
  const ReadProfile profile = profile_for_read(options, reading.set, reading.profile);
  vision::ReadFunction read = reader_for(reading.set, profile, {});
  std::shared_ptr<const vision::BareTable> bare;
  if (!reading.bare_table.empty()) {
    bare = load_bare_table(reading.bare_table, "--bare-table");
  } else if (!reading.no_bare_table && !reading.profile.empty()) {
    if (auto stored = profiles::stored_bare_table(profile.json, profile.location))
      bare = std::make_shared<const vision::BareTable>(*stored);
  }
  return bare ? with_bare_table(std::move(read), std::move(bare)) : read;
}

nlohmann::json die_json(const vision::DieReading& d) {
  nlohmann::json j;
  j["kind"] = d.kind;
  if (!d.label.empty()) {
    j["value"] = d.label;
  } else if (d.value) {
    j["value"] = *d.value;
  } else {
    j["value"] = nullptr;  // low confidence: reported, not guessed
    if (d.guess_label.empty()) j["best_guess"] = d.best_guess; else j["best_guess"] = d.guess_label;
  }
  j["color"] = d.color;
  j["center"] = {round_to(d.center.x, 1), round_to(d.center.y, 1)};
  j["box"] = {d.box.x, d.box.y, d.box.width, d.box.height};
  j["confidence"] = round_to(d.confidence, 3);
  j["uncertain"] = !d.certain();
  return j;
}

nlohmann::json observation_json(const std::string& image, const vision::DiceObservation& obs) {
  nlohmann::json dice = nlohmann::json::array();
  for (const auto& d : obs.dice) dice.push_back(die_json(d));
  return {{"image", image},
          {"width", obs.width},
          {"height", obs.height},
          {"elapsed_ms", round_to(obs.elapsed_ms, 2)},
          {"dice", dice}};
}

vision::DiceObservation read_on_bare_table(const vision::ReadFunction& read, const vision::BareTable& bare,
                                           const cv::Mat& bgr) {
  vision::DiceObservation obs = read(bgr);
  const auto start = std::chrono::steady_clock::now();
  bare.drop_table_patches(bgr, obs);
  obs.elapsed_ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return obs;
}

vision::ReadFunction with_bare_table(vision::ReadFunction read,
                                     std::shared_ptr<const vision::BareTable> bare) {
  return [read = std::move(read), bare = std::move(bare)](const cv::Mat& bgr) {
    return read_on_bare_table(read, *bare, bgr);
  };
}

std::shared_ptr<const vision::BareTable> load_bare_table(const std::string& path, const std::string& where) {
  return std::make_shared<const vision::BareTable>(load_bare_table_photo(path, where));
}

cv::Mat load_bare_table_photo(const std::string& path, const std::string& where) {
  try {
    return vision::load_image(path);
  } catch (const vision::ImageError& e) {
    throw CliError(kBadInput, std::string("the bare table's photo: ") + e.what(), path, where);
  }
}

std::optional<cv::Mat> load_image_or_report(const std::string& path, int& exit_code) {
  try {
    return vision::load_image(path);
  } catch (const vision::ImageError& e) {
    std::cerr << CliError(kBadInput, e.what(), path).line() << '\n';
    exit_code = kBadInput;
    return std::nullopt;
  }
}

}  // namespace scriptorium::cli
