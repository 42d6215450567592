// Taught dice sets kept in a profile (`dice teach`, `dice read --set`, `dice forget`, the app's
// live table): "dice_sets": {SET: {LABEL: ["<base64 PNG face sample>", ...]}}, so a profile
// exported as JSON carries its taught dice with it; "dice_sets_as_seen": [SET, ...], the sets with
// faces taught while the profile had no white balance.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "vision/dice/taught_set.hpp"

namespace scriptorium::profiles {

// The profile dice are taught into and read from when none is named (`dice teach` without
// --profile; the app without --profile).
inline constexpr const char* kDefaultDiceProfile = "default";

// More samples of one face add little and would let a profile grow without bound.
inline constexpr std::size_t kMaxSamplesPerFace = 200;

// The set's faces; empty when the profile has none. A sample that is not a small image is
// reported as BadProfile naming `location` and the sample's JSON pointer.
vision::TaughtSet taught_set_from_profile(const nlohmann::json& profile, const std::string& set,
                                          const std::string& location);

// The faces of every set taught for `game`: the set named `game` and those named `game`-*
// (ERA's era-yellow, era-blue, ...), each face keeping its own set as its kind.
vision::TaughtSet taught_sets_of_game(const nlohmann::json& profile, const std::string& game,
                                      const std::string& location);

// Appends face samples of `label` to the set (creating both as needed); returns how many were
// kept under kMaxSamplesPerFace.
int add_taught_samples(nlohmann::json& profile, const std::string& set, const std::string& label,
                       const std::vector<cv::Mat>& samples);

// The taught sets holding faces stored as the camera saw them, taught while the profile had no
// white balance: once it has one, they are compared as if taught under white light, which is right
// only if they were. BadProfile naming `location` and the place when the list is not an
// array of set names.
std::vector<std::string> sets_taught_as_seen(const nlohmann::json& profile, const std::string& location);

// Notes that `set` now holds faces stored as the camera saw them.
void mark_taught_as_seen(nlohmann::json& profile, const std::string& set);

// Removes a taught set, or one face of it (the set too once no face is left); false when the
// profile holds no such set or face.
bool forget_taught(nlohmann::json& profile, const std::string& set, const std::optional<std::string>& face);

}  // namespace scriptorium::profiles
