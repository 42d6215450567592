// The bare table kept in a profile (`calibrate table`): the empty table's photo as BareTable
// compares it (grey, shrunk), a base64 PNG under "bare_table", so `dice read`, `session roll` and
// `watch` with that --profile drop the table's own pattern without the photo being handed over
// each time.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "companion/cli/context.hpp"
#include "vision/dice/bare_table.hpp"

namespace scriptorium::cli {

// Stores (or replaces) the profile's bare table.
void store_bare_table(nlohmann::json& profile, const vision::BareTable& bare);

// False when the profile held none.
bool forget_bare_table(nlohmann::json& profile);

// The stored photo (8-bit BGR), nullopt when the profile holds none; CliError(kBadInput) naming
// `location` and /bare_table when it is not a base64 PNG of a bare table's size.
std::optional<cv::Mat> stored_bare_table(const nlohmann::json& profile, const std::string& location);

// The bare table a read of photos uses: the photo `photo` names (--bare-table), else the one kept
// in the profile `profile` names unless `ignore_stored` (--no-bare-table); null for none. Refused
// as CliError(kBadInput) naming the photo or the profile.
std::shared_ptr<const vision::BareTable> bare_table_for_read(const GlobalOptions& options,
                                                             const std::string& photo,
                                                             const std::string& profile, bool ignore_stored);

}  // namespace scriptorium::cli
