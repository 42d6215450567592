// Synthetic photos of a Discordia City Map (vision/layout/city_map.hpp) with exact ground truth,
// for the city reader's tests and benchmarks (never its run time): printed map with its frame,
// plots, city tiles coloured by type with work spaces (ring icons of the required colours, die
// value pips), worker cubes standing in the rings, military towers, the aqueduct ring on its
// track and the infrastructure symbols (decrees cover them from the left), seen by a pinhole
// camera (top-down up to ~30° tilt, any turn) with shadows, light, blur, noise and JPEG.
#pragma once

#include <cstdint>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

#include "engine/discordia/city.hpp"
#include "vision/synth/board_scene.hpp"

namespace scriptorium::vision {

using CitySceneOptions = BoardSceneOptions;  // same camera, light and hostile options

struct CityScene {
  cv::Mat image;                      // 8-bit BGR
  discordia::City city;               // what lies on the map (the city JSON's truth)
  std::vector<cv::Point2d> corners;   // image positions of the map's outer corners, clockwise
  // Parts of the city ("/plots/3", "/military_towers/0", "/aqueduct", "/visible_symbols") the
  // hand covers in part, or that lie partly outside the photo.
  std::vector<std::string> hidden_parts, outside_parts;
  double tilt_deg = 0;
};

// A random city of the kind a game produces, valid for the engine (discordia-city.md): the six
// printed plots and sometimes an acquired one, tiles on most, spaces filled top first (never a
// complete Ship), military towers on at most as many Ports, V and A within the map's range.
// `every_kind`: a tile on every plot and every worker colour placed (a teaching photo).
discordia::City random_city(std::uint64_t seed, bool every_kind = false);

// Renders `city` (plots and towers as the map's conventions place them) with the seed's camera,
// light and table.
CityScene render_city(const discordia::City& city, std::uint64_t seed, const CitySceneOptions& options = {});

// random_city + render_city from one seed.
CityScene render_city(std::uint64_t seed, const CitySceneOptions& options = {});

}  // namespace scriptorium::vision
