// Reading dice from photos, shared by the commands that do it (`dice read|teach|eval`,
// `session roll --image`): choosing the reader for --set, and the reading as cli.md's JSON.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "companion/cli/context.hpp"
#include "vision/dice/bare_table.hpp"
#include "vision/dice/dice_evaluation.hpp"
#include "vision/dice/dice_reader.hpp"

namespace scriptorium::cli {

// Whether --set names a set the program reads without teaching ("d6", "auto", "discordia",
// "medioevo"); those names cannot be taught.
bool built_in_dice_set(const std::string& set);

// The dice set a game's photos are read with when --set is not given (vision::dice_set_of_game;
// the game in any case).
std::string default_dice_set(const std::string& game);

// The profile a read with `set` uses, loaded once: for a built-in set the one `profile` names,
// which must exist (none: `json` is empty and `location` too); for a taught set that one or the
// default one, empty when there is none yet.
struct ReadProfile {
  nlohmann::json json = nlohmann::json::object();
  std::string location;
};
ReadProfile profile_for_read(const GlobalOptions& options, const std::string& set,
                             const std::string& profile);

// make_dice_reader with the profile already loaded.
vision::ReadFunction reader_for(const std::string& set, const ReadProfile& profile,
                                const vision::DiceReaderOptions& reader_options = {});

// The reader for --set: the built-in pip d6 reader ("d6", "auto", and "discordia", whose three
// dice are pip d6 and, three found, get blue, red and yellow by their hues), the numeral reader
// ("medioevo": d4, d6 and d8), every set taught for a game ("era": the sets era and era-*; the same
// for "feudum"), or one set taught into the profile with `dice teach`. CliError(kBadInput) when
// there is none; profiles::BadProfile for a profile that cannot be used. A built-in set read with
// a --profile names its dice's colours under the profile's white balance (`calibrate board`
// measures it from the anchor sheet's white), so a warm lamp does not turn white dice orange; the
// profile must exist. A taught set's dice are balanced the same way before their colour picks
// their set, as `dice teach` balanced the taught faces.
vision::ReadFunction make_dice_reader(const GlobalOptions& options, const std::string& set, const std::string& profile,
                                      const vision::DiceReaderOptions& reader_options = {});

// What `dice read` and `session roll --image` read photos with: the reader for `set` (as
// make_dice_reader, `profile` loaded once), and the table's bare photo: `bare_table` (a file), else
// the one kept in the profile (`calibrate table`) unless `no_bare_table`. CliError(kBadInput) or
// profiles::BadProfile naming the photo or the profile when either cannot be used.
struct DicePhotoOptions {
  std::string set;
  std::string profile;
  std::string bare_table;
  bool no_bare_table = false;
};
vision::ReadFunction make_photo_reader(const GlobalOptions& options, const DicePhotoOptions& reading);

// `read(bgr)`, then the dice the bare table's photo shows too dropped (vision::BareTable); the
// time that takes is counted in the observation's elapsed_ms.
vision::DiceObservation read_on_bare_table(const vision::ReadFunction& read, const vision::BareTable& bare,
                                           const cv::Mat& bgr);

// `read` that reads every photo so (`dice read --bare-table`).
vision::ReadFunction with_bare_table(vision::ReadFunction read,
                                     std::shared_ptr<const vision::BareTable> bare);

// The photo of the empty table named by `path` (`dice read --bare-table`); CliError(kBadInput)
// naming the file and `where` when it cannot be read.
std::shared_ptr<const vision::BareTable> load_bare_table(const std::string& path, const std::string& where);
// The photo itself, refused likewise (`watch --bare-table`, which undistorts it first).
cv::Mat load_bare_table_photo(const std::string& path, const std::string& where);

// `v` to `decimals` places, as the nearest double to the decimal (568 / 1000.0 prints 0.568,
// 568 * 0.001 would print 0.5680000000000001): figures in the JSON output.
double round_to(double v, int decimals);

// One die and one photo's reading as cli.md prints them; a die below the confidence threshold
// has `"value": null` and its `best_guess`.
nlohmann::json die_json(const vision::DieReading& die);
nlohmann::json observation_json(const std::string& image, const vision::DiceObservation& observation);

// The image, or nullopt after printing its one error line and setting `exit_code` to kBadInput,
// so one unreadable photo among several does not stop the others.
std::optional<cv::Mat> load_image_or_report(const std::string& path, int& exit_code);

}  // namespace scriptorium::cli
