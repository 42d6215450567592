// A profile from outside (`profile import`, a shared file) is untrusted: every part Scriptorium
// reads back later is checked at once, so a bad file is refused with its place instead of
// failing at the table.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace scriptorium::cli {

// Throws CliError(kBadInput) or profiles::BadProfile naming `file` and the JSON pointer of the
// first bad part: the camera, the white balance, the shape of boards/colors/layouts/dice_sets,
// every taught layout and face image, the list of sets taught as the camera saw them, the bare
// table.
void validate_profile(const nlohmann::json& profile, const std::string& file);

}  // namespace scriptorium::cli
