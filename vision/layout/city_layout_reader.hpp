// Reading a Discordia city from a photo of its City Map (issue 8): rectify the registered map,
// classify every spot against the appearance taught on the user's table, assemble the city the
// engine takes (spec/discordia-city.md) and say how sure each part is. A part it cannot tell
// (hidden, outside the photo, unlike anything taught, or read as an impossible state) is listed
// in unknown_cells and given with confidence 0, never as a confident answer.
#pragma once

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

#include "calibration/board_registration.hpp"
#include "engine/discordia/city.hpp"
#include "vision/layout/city_appearance.hpp"
#include "vision/layout/era_layout_reader.hpp"  // LayoutError

namespace scriptorium::vision::layout {

struct CityReading {
  discordia::City city;                  // best reading of every part (a city the engine accepts)
  std::vector<double> plot_confidence;   // per plot of `city`, 0..1
  std::vector<double> tower_confidence;  // per military tower
  double aqueduct_confidence = 0, symbols_confidence = 0;
  // Parts it cannot tell: "/plots/3", "/military_towers/0", "/aqueduct", "/visible_symbols".
  std::vector<std::string> unknown_cells;
  double elapsed_ms = 0;

  // The city JSON plus "confidence" in every plot and tower, a top-level "confidence" for the
  // aqueduct and the symbols, "unknown_cells" and "elapsed_ms".
  nlohmann::json to_json() const;
};

CityReading read_city_layout(const cv::Mat& image, const calibration::BoardRegistration& registration,
                             const CityAppearance& model);

// Teaches every spot of the map as `truth` lays it out (city_map.hpp conventions). Throws
// LayoutError when the truth does not fit the map. Returns the number of spots taught.
int teach_city_layout(const cv::Mat& image, const calibration::BoardRegistration& registration,
                      const discordia::City& truth, CityAppearance& model);

}  // namespace scriptorium::vision::layout
