// Synthetic icon dice taught as a user would (`dice teach`: a few photos per face, each with one
// to three dice showing that face): shared by the taught-dice tests and the tuning tool.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "vision/dice/taught_set.hpp"
#include "vision/synth/dice_scene.hpp"

namespace scriptorium::test {

// Seeds: teaching photos 5000 + 10 * face + k; tuning scenes (while developing the reader)
// kTaughtTuneSeed..; test scenes kTaughtTestSeed.. (never looked at while tuning).
inline constexpr std::uint64_t kTaughtTuneSeed = 7000;
inline constexpr std::uint64_t kTaughtTestSeed = 6000;

const std::vector<std::string>& icon_labels();

// White light: the light of every scene the floors were first measured on.
inline const cv::Vec3d kWhiteLight{1, 1, 1};

// Mixed scenes of icon dice with one body colour (SceneOptions::palette), under `light`
// (SceneOptions::light_bgr).
vision::SceneOptions icon_scenes(int palette, const cv::Vec3d& light = kWhiteLight);

// A teaching photo: one to three dice, all with `face` (1..6) up.
vision::SyntheticScene teaching_photo(int face, int k, int palette, const cv::Vec3d& light = kWhiteLight);

// The samples `dice teach` takes from `photos` teaching photos of `face` under `light`, with a
// profile whose white balance is `white_balance`.
std::vector<cv::Mat> face_teaching_samples(vision::DiceDetector& detector, int face, int photos, int palette,
                                           const cv::Vec3d& light = kWhiteLight,
                                           const cv::Vec3f& white_balance = {1.f, 1.f, 1.f});

// Teaches every face from `photos_per_face` teaching photos under `light`, as `dice teach` does
// with a profile whose white balance is `white_balance`, as set `name`.
vision::TaughtSet teach_icons(int palette, int photos_per_face, const std::string& name = "icons",
                              const cv::Vec3d& light = kWhiteLight,
                              const cv::Vec3f& white_balance = {1.f, 1.f, 1.f});

// Several palettes read at once, as `--set era` reads ERA's four dice: each palette taught (three
// photos per face) as a set of its own, named icon_set_name(palette), merged into one.
std::string icon_set_name(int palette);
vision::TaughtSet teach_icon_sets(const std::vector<int>& palettes, const cv::Vec3d& light = kWhiteLight,
                                  const cv::Vec3f& white_balance = {1.f, 1.f, 1.f});

}  // namespace scriptorium::test
