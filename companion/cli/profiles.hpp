// Profiles named on the command line (--profile, --out): a NAME lives in the database (--db,
// else $SCRIPTORIUM_DB, else the user's data folder), beside the sessions; a PATH, with a '/' or
// ending in .json, is a JSON file (companion/profiles/profile_lookup.hpp). A profile that cannot
// be used throws profiles::BadProfile, reported as bad input.
#pragma once

#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "companion/cli/context.hpp"
#include "companion/store/profile_store.hpp"

namespace scriptorium::cli {

// The session and profile database this invocation uses.
std::string database_path(const GlobalOptions& options);

// The profile store in that database; CliError(kFailure) naming the file when it cannot open.
// Access::read where the command only reads: a database not yet there has no profiles, and is not
// created.
std::unique_ptr<store::ProfileStore> open_profiles(const GlobalOptions& options,
                                                   store::Access access = store::Access::write);

// Where the profile is, for messages: the file, or "NAME in DATABASE".
std::string profile_location(const GlobalOptions& options, const std::string& name_or_path);

// The profile, or `{}` when there is none yet (to be filled and saved).
nlohmann::json load_profile(const GlobalOptions& options, const std::string& name_or_path);

// The profile; CliError(kBadInput) when there is none, placed at `where` (the argument that named it).
nlohmann::json load_existing_profile(const GlobalOptions& options, const std::string& name_or_path,
                                     const std::string& where = "--profile");

// Creates or replaces the profile atomically (one transaction, or a renamed temporary file).
void save_profile(const GlobalOptions& options, const std::string& name_or_path, const nlohmann::json& profile);

}  // namespace scriptorium::cli
