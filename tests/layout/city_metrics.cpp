#include "tests/layout/city_metrics.hpp"

#include <algorithm>

#include "engine/discordia/year_end.hpp"

namespace scriptorium::test {
namespace {

using discordia::WorkTile;

bool listed(const vision::layout::CityReading& r, const std::string& part) {
  return std::find(r.unknown_cells.begin(), r.unknown_cells.end(), part) != r.unknown_cells.end();
}

// Worker counts and colours of every true space of `truth` against `read` (null: not read).
void score_spaces(const WorkTile& truth, const WorkTile* read, CityScore& s) {
  ++s.dice;
  s.dice_right += read != nullptr && read->die_value == truth.die_value;
  for (std::size_t i = 0; i < truth.spaces.size(); ++i) {
    ++s.spaces;
    const auto* got = read != nullptr && i < read->spaces.size() ? &read->spaces[i] : nullptr;
    s.counts_right += got != nullptr && got->placed.size() == truth.spaces[i].placed.size();
    s.colours_right += got != nullptr && got->placed == truth.spaces[i].placed;
  }
}

bool same_scarcity(const discordia::City& a, const discordia::City& b) {
  const auto x = discordia::scarcity(a), y = discordia::scarcity(b);
  return x.symbols == y.symbols && x.empty_spaces == y.empty_spaces && x.aqueduct == y.aqueduct &&
         x.scarcity == y.scarcity && x.draw == y.draw && x.returned == y.returned &&
         x.returned_from_complete_tiles == y.returned_from_complete_tiles;
}

}  // namespace

CityScore score_city(const discordia::City& truth, const vision::layout::CityReading& reading) {
  CityScore s;
  const discordia::City& read = reading.city;
  const std::size_t plots = std::max(truth.plots.size(), read.plots.size());
  for (std::size_t p = 0; p < plots; ++p) {
    const auto* want = p < truth.plots.size() ? &truth.plots[p] : nullptr;
    const auto* got = p < read.plots.size() ? &read.plots[p] : nullptr;
    ++s.plots;
    const bool kind = (want == nullptr) == (got == nullptr) && (want == nullptr || want->kind == got->kind);
    const bool tile = (want == nullptr || !want->tile) ? (got == nullptr || !got->tile)
                                                       : (got != nullptr && got->tile && got->tile->type == want->tile->type);
    s.tiles_right += kind && tile;
    if (want != nullptr && want->tile) score_spaces(*want->tile, got != nullptr && got->tile ? &*got->tile : nullptr, s);
    const bool exact = want != nullptr && got != nullptr
                           ? discordia::to_json(truth).at("plots").at(p) == discordia::to_json(read).at("plots").at(p)
                           : want == got;
    const std::string name = "/plots/" + std::to_string(p);
    const double confidence = got != nullptr ? reading.plot_confidence[p] : 1.0;
    s.confident_wrong += !exact && !listed(reading, name) && confidence >= kConfidentPart;
  }
  s.towers_right = truth.military_towers.size() == read.military_towers.size();
  for (std::size_t t = 0; t < truth.military_towers.size(); ++t) {
    const auto* got = t < read.military_towers.size() ? &read.military_towers[t] : nullptr;
    score_spaces(truth.military_towers[t], got, s);
    const bool exact = got != nullptr && discordia::to_json(*got) == discordia::to_json(truth.military_towers[t]);
    s.towers_right = s.towers_right && exact;
  }
  for (std::size_t t = 0; t < std::max(truth.military_towers.size(), read.military_towers.size()); ++t) {
    const bool exact = t < truth.military_towers.size() && t < read.military_towers.size() &&
                       discordia::to_json(read.military_towers[t]) == discordia::to_json(truth.military_towers[t]);
    const double confidence = t < read.military_towers.size() ? reading.tower_confidence[t] : 1.0;
    s.confident_wrong += !exact && !listed(reading, "/military_towers/" + std::to_string(t)) && confidence >= kConfidentPart;
  }
  s.aqueduct_right = truth.aqueduct == read.aqueduct;
  s.confident_wrong += !s.aqueduct_right && !listed(reading, "/aqueduct") && reading.aqueduct_confidence >= kConfidentPart;
  s.symbols_right = truth.visible_symbols == read.visible_symbols;
  s.confident_wrong +=
      !s.symbols_right && !listed(reading, "/visible_symbols") && reading.symbols_confidence >= kConfidentPart;
  s.scarcity_right = same_scarcity(truth, read);
  s.unknown_parts = static_cast<int>(reading.unknown_cells.size());
  return s;
}

discordia::City teaching_city(int i) {
  const std::uint64_t seed = kCityTeachSeed + static_cast<std::uint64_t>(i);
  if (i == 0) {  // the bare map: printed plots, no tiles, no towers
    discordia::City bare = vision::random_city(seed);
    for (auto& p : bare.plots) p.tile.reset();
    bare.military_towers.clear();
    return bare;
  }
  return vision::random_city(seed, i < kCityTeachPhotos - 2);
}

vision::layout::CityAppearance taught_city_model(const vision::CitySceneOptions& options) {
  vision::layout::CityAppearance model;
  for (int i = 0; i < kCityTeachPhotos; ++i) {
    const auto scene = vision::render_city(teaching_city(i), kCityTeachSeed + static_cast<std::uint64_t>(i), options);
    vision::layout::teach_city_layout(scene.image, city_registration_of(scene), scene.city, model);
  }
  return model;
}

calibration::BoardRegistration city_registration_of(const vision::CityScene& scene) {
  return calibration::register_from_corners(scene.corners,
                                            calibration::board_geometry(calibration::BoardKind::discordia_city));
}

}  // namespace scriptorium::test
