#include "vision/layout/city_layout_reader.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

#include "vision/layout/city_features.hpp"
#include "vision/layout/city_map.hpp"

namespace scriptorium::vision::layout {
namespace {

namespace map = city_map;
using discordia::IconColor;
using discordia::PlotKind;
using discordia::TileType;
using discordia::WorkerColor;

constexpr int kTowerLabel = 5;  // the tile spot's label for a military tower
// An absent part (no tower, no acquired plot) has no confidence of its own to report: below
// this, its absence is reported unknown instead.
constexpr double kSurePart = 0.5;
// An icon under a worker cube is read from the sliver of ring the cube leaves in view, in the
// cube's shadow. Gray and white icons differ only in brightness, which that shadow takes away,
// and a white icon holds only a white worker: so a gray icon under a white worker may be a white
// one, and its part is reported unsure (under any other colour it cannot be white).
constexpr double kShadedGrayIcon = 0.45;

void check_city_board(const calibration::BoardRegistration& registration) {
  if (registration.geometry.kind != calibration::BoardKind::discordia_city)
    throw LayoutError("the board is not a Discordia city map");
}

const cv::Vec3d* paper_of(const CityAppearance& model) {
  return model.has_paper_reference() ? &model.paper_reference() : nullptr;
}

// How sure the reader is of one part of the city (a plot, a tower, the aqueduct, the symbols):
// the least sure of its spots; unknown as soon as one spot is rejected or the spots read
// together make a state that cannot occur.
struct Part {
  double confidence = 1;
  bool unknown = false;

  // The spot's label, or its nearest label when rejected (the best guess; the part is unknown).
  int take(const SpotVerdict& v) {
    confidence = std::min(confidence, v.confidence);
    if (v.label < 0) unknown = true;
    return v.nearest < 0 ? kNone : v.nearest;
  }
  void doubt() { unknown = true; }
  double value() const { return unknown ? 0.0 : confidence; }
};

SpotVerdict classify(const CityAppearance& model, Spot spot, const SpotFeatures& f) {
  return f.empty() ? SpotVerdict{} : model.at(spot).classify(f);
}

// Icons of one space: ring labels up to the first empty slot (an icon after a gap is impossible).
std::vector<IconColor> read_icons(const BoardView& view, const CityAppearance& model, cv::Point2d origin, int s,
                                  Part& part) {
  std::vector<IconColor> icons;
  bool gap = false;
  for (int i = 0; i < map::kIcons; ++i) {
    const int label = part.take(classify(model, Spot::icon, icon_features(view, origin, s, i)));
    if (label == kNone) {
      gap = true;
    } else if (gap) {
      part.doubt();
    } else {
      icons.push_back(static_cast<IconColor>(label - 1));
    }
  }
  return icons;
}

// Workers on one space: none, or one on every icon; a partly filled space is impossible, and
// then the majority decides the guess.
std::vector<WorkerColor> read_workers(const BoardView& view, const CityAppearance& model, cv::Point2d origin, int s,
                                      const std::vector<IconColor>& icons, Part& part) {
  std::vector<int> labels;
  int placed = 0;
  for (std::size_t i = 0; i < icons.size(); ++i) {
    labels.push_back(part.take(classify(model, Spot::worker, worker_features(view, origin, s, static_cast<int>(i)))));
    placed += labels.back() != kNone;
  }
  if (placed == 0) return {};
  if (placed != static_cast<int>(icons.size())) part.doubt();
  if (2 * placed < static_cast<int>(icons.size())) return {};
  std::vector<WorkerColor> out;
  for (std::size_t i = 0; i < icons.size(); ++i) {
    const bool guess = labels[i] == kNone;  // the icon's own colour stands in
    out.push_back(guess ? (icons[i] == IconColor::Grey ? WorkerColor::Blue : static_cast<WorkerColor>(icons[i]))
                        : static_cast<WorkerColor>(labels[i] - 1));
    if (icons[i] == IconColor::Grey && out.back() == WorkerColor::White)
      part.confidence = std::min(part.confidence, kShadedGrayIcon);
  }
  return out;
}

// A tile or tower at `origin`: die value and spaces, kept to the states the game allows.
discordia::WorkTile read_tile(const BoardView& view, const CityAppearance& model, cv::Point2d origin, TileType type,
                              bool military, Part& part) {
  discordia::WorkTile tile;
  tile.type = type;
  tile.military_tower = military;
  part.take(classify(model, Spot::die, die_square_features(view, origin)));
  const auto die = die_value(view, origin);
  if (!die) part.doubt();
  tile.die_value = die.value_or(1);
  bool ended = false;
  for (int s = 0; s < map::kSpaces; ++s) {
    auto icons = read_icons(view, model, origin, s, part);
    if (icons.empty()) {
      ended = true;
      continue;
    }
    if (ended) {  // a space after a missing one
      part.doubt();
      continue;
    }
    discordia::WorkSpace space;
    space.placed = read_workers(view, model, origin, s, icons, part);
    space.required = std::move(icons);
    tile.spaces.push_back(std::move(space));
  }
  if (tile.spaces.empty()) {  // the engine needs a space: an unread one stands in
    part.doubt();
    tile.spaces.push_back({{IconColor::Grey}, {}});
  }
  // Spaces fill top first, then clockwise; a Ship never stays complete.
  bool empty_seen = false;
  for (auto& space : tile.spaces) {
    if (empty_seen && space.occupied()) part.doubt(), space.placed.clear();
    empty_seen = empty_seen || !space.occupied();
  }
  if (!military && type == TileType::Ship && tile.complete()) part.doubt(), tile.spaces.back().placed.clear();
  if (military) {
    const int mark = part.take(classify(model, Spot::strength, strength_features(view, origin)));
    tile.permanent_strength = mark == kNone ? 0 : 1;
  }
  return tile;
}

// The tile spot's label at `origin`; an empty place must show its hatching elsewhere too.
int read_place(const BoardView& view, const CityAppearance& model, cv::Point2d origin, Part& part) {
  const int label = part.take(classify(model, Spot::tile, tile_features(view, origin)));
  if (label != kNone) return label;
  for (const cv::Rect2d& where : map::kEmptyChecks) {
    if (part.take(classify(model, Spot::tile, tile_features(view, origin, where))) != kNone) part.doubt();
  }
  return label;
}

TileType tile_for(PlotKind kind) {
  for (const TileType t : {TileType::Ship, TileType::Barracks, TileType::Stall, TileType::Farm}) {
    if (discordia::plot_for(t) == kind) return t;
  }
  return TileType::Ship;
}

void read_plots(const BoardView& view, const CityAppearance& model, CityReading& out) {
  for (int p = 0; p < map::kPlots; ++p) {
    Part part;
    const int kind_label = part.take(classify(model, Spot::plot, plot_label_features(view, p)));
    const bool printed = p < static_cast<int>(map::kPrintedKinds.size());
    if (kind_label == kNone && !printed) {  // no acquired plot there
      if (part.value() < kSurePart) out.unknown_cells.push_back("/plots/" + std::to_string(p));
      break;
    }
    discordia::Plot plot;
    if (kind_label == kNone) {
      part.doubt();
      plot.kind = map::kPrintedKinds[static_cast<std::size_t>(p)];
    } else {
      plot.kind = static_cast<PlotKind>(kind_label - 1);
    }
    const cv::Point2d origin = map::plot_tile_origin(p);
    const int tile_label = read_place(view, model, origin, part);
    if (tile_label != kNone) {
      const bool fits = tile_label != kTowerLabel &&
                        discordia::plot_for(static_cast<TileType>(tile_label - 1)) == plot.kind;
      if (!fits) part.doubt();
      plot.tile = read_tile(view, model, origin, tile_for(plot.kind), false, part);
    }
    if (part.unknown) out.unknown_cells.push_back("/plots/" + std::to_string(p));
    out.city.plots.push_back(std::move(plot));
    out.plot_confidence.push_back(part.value());
  }
}

void read_towers(const BoardView& view, const CityAppearance& model, CityReading& out) {
  // After an unread slot, every later tower's place in the list is in doubt too.
  std::optional<std::size_t> unsure_from;
  for (int t = 0; t < map::kTowerSlots; ++t) {
    Part part;
    const cv::Point2d origin = map::tower_origin(t);
    const int label = read_place(view, model, origin, part);
    if (label != kTowerLabel) {
      if ((label != kNone || part.value() < kSurePart) && !unsure_from)
        unsure_from = out.city.military_towers.size();
      continue;
    }
    discordia::WorkTile tower = read_tile(view, model, origin, TileType::Barracks, true, part);
    if (static_cast<int>(out.city.military_towers.size()) >= out.city.ports()) {  // towers stand on ports
      if (!unsure_from) unsure_from = out.city.military_towers.size();
      continue;
    }
    if (part.unknown || unsure_from) part.doubt();
    if (part.unknown && !unsure_from) out.unknown_cells.push_back("/military_towers/" + std::to_string(out.city.military_towers.size()));
    out.city.military_towers.push_back(std::move(tower));
    out.tower_confidence.push_back(part.value());
  }
  if (unsure_from) {
    for (std::size_t k = *unsure_from; k < static_cast<std::size_t>(map::kTowerSlots); ++k)
      out.unknown_cells.push_back("/military_towers/" + std::to_string(k));
  }
}

void read_aqueduct(const BoardView& view, const CityAppearance& model, CityReading& out) {
  Part part;
  std::vector<int> rings;
  for (int i = 0; i < map::kAqueductPositions; ++i) {
    if (part.take(classify(model, Spot::aqueduct, aqueduct_features(view, i))) != kNone) rings.push_back(i);
  }
  if (rings.size() != 1) part.doubt();
  out.city.aqueduct = rings.empty() ? 0 : rings.front();
  out.aqueduct_confidence = part.value();
  if (part.unknown) out.unknown_cells.push_back("/aqueduct");
}

// Decrees cover the symbols from the left: the split that agrees with the most slots.
void read_symbols(const BoardView& view, const CityAppearance& model, CityReading& out) {
  Part part;
  std::vector<int> visible;
  for (int i = 0; i < map::kSymbolSlots; ++i)
    visible.push_back(part.take(classify(model, Spot::symbol, symbol_features(view, i))));
  int best = 0, best_errors = map::kSymbolSlots + 1;
  for (int covered = 0; covered <= map::kSymbolSlots; ++covered) {
    int errors = 0;
    for (int i = 0; i < map::kSymbolSlots; ++i) errors += (visible[static_cast<std::size_t>(i)] != 0) != (i >= covered);
    if (errors < best_errors) best_errors = errors, best = covered;
  }
  if (best_errors > 0) part.doubt();
  out.city.visible_symbols = map::kSymbolSlots - best;
  out.symbols_confidence = part.value();
  if (part.unknown) out.unknown_cells.push_back("/visible_symbols");
}

// ---- teaching -----------------------------------------------------------------------------------

struct Teacher {
  const BoardView& view;
  CityAppearance& model;
  int taught = 0;

  void add(Spot spot, int label, const SpotFeatures& f) {
    if (f.empty()) return;
    model.at(spot).add(label, f);
    ++taught;
  }
  // A tile or tower's spots; `tile` null for an empty position.
  void tile(cv::Point2d origin, const discordia::WorkTile* tile) {
    add(Spot::tile, tile == nullptr ? kNone : tile->military_tower ? kTowerLabel : static_cast<int>(tile->type) + 1,
        tile_features(view, origin));
    if (tile == nullptr) return;
    add(Spot::die, 0, die_square_features(view, origin));
    for (int s = 0; s < map::kSpaces; ++s) {
      const discordia::WorkSpace* space =
          s < static_cast<int>(tile->spaces.size()) ? &tile->spaces[static_cast<std::size_t>(s)] : nullptr;
      for (int i = 0; i < map::kIcons; ++i) {
        const bool icon = space != nullptr && i < static_cast<int>(space->required.size());
        add(Spot::icon, icon ? static_cast<int>(space->required[static_cast<std::size_t>(i)]) + 1 : kNone,
            icon_features(view, origin, s, i));
        if (!icon) continue;
        add(Spot::worker, space->occupied() ? static_cast<int>(space->placed[static_cast<std::size_t>(i)]) + 1 : kNone,
            worker_features(view, origin, s, i));
      }
    }
    if (tile->military_tower) add(Spot::strength, tile->permanent_strength > 0 ? 1 : kNone, strength_features(view, origin));
  }
};

void check_fits_map(const discordia::City& truth) {
  if (truth.plots.size() > static_cast<std::size_t>(map::kPlots))
    throw LayoutError("the city map holds " + std::to_string(map::kPlots) + " plots, the layout has " +
                      std::to_string(truth.plots.size()));
  for (std::size_t p = 0; p < truth.plots.size() && p < map::kPrintedKinds.size(); ++p) {
    if (truth.plots[p].kind != map::kPrintedKinds[p])
      throw LayoutError("plot " + std::to_string(p) + " of the city map is a printed " +
                        std::string(discordia::name_of(map::kPrintedKinds[p])));
  }
  if (truth.military_towers.size() > static_cast<std::size_t>(map::kTowerSlots))
    throw LayoutError("the city map holds " + std::to_string(map::kTowerSlots) + " military towers");
  if (truth.aqueduct >= map::kAqueductPositions)
    throw LayoutError("the aqueduct track reads 0 to " + std::to_string(map::kAqueductPositions - 1));
  if (truth.visible_symbols > map::kSymbolSlots)
    throw LayoutError("the city map shows at most " + std::to_string(map::kSymbolSlots) + " symbols");
}

}  // namespace

nlohmann::json CityReading::to_json() const {
  nlohmann::json doc = discordia::to_json(city);
  auto rounded = [](double v) { return std::round(v * 1000) / 1000; };
  for (std::size_t i = 0; i < plot_confidence.size() && i < doc["plots"].size(); ++i)
    doc["plots"][i]["confidence"] = rounded(plot_confidence[i]);
  for (std::size_t i = 0; i < tower_confidence.size() && i < doc["military_towers"].size(); ++i)
    doc["military_towers"][i]["confidence"] = rounded(tower_confidence[i]);
  doc["confidence"] = {{"aqueduct", rounded(aqueduct_confidence)}, {"visible_symbols", rounded(symbols_confidence)}};
  doc["unknown_cells"] = unknown_cells;
  doc["elapsed_ms"] = std::round(elapsed_ms * 100) / 100;
  return doc;
}

CityReading read_city_layout(const cv::Mat& image, const calibration::BoardRegistration& registration,
                             const CityAppearance& model) {
  const auto start = std::chrono::steady_clock::now();
  check_city_board(registration);
  if (model.empty()) throw LayoutError("no taught appearance for the discordia-city (run `layout teach` first)");
  if (image.empty() || image.type() != CV_8UC3) throw LayoutError("expected an 8-bit colour photo");
  const BoardView view = make_city_view(image, registration, paper_of(model));
  CityReading out;
  read_plots(view, model, out);
  read_towers(view, model, out);
  read_aqueduct(view, model, out);
  read_symbols(view, model, out);
  out.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return out;
}

int teach_city_layout(const cv::Mat& image, const calibration::BoardRegistration& registration,
                      const discordia::City& truth, CityAppearance& model) {
  check_city_board(registration);
  check_fits_map(truth);
  if (image.empty() || image.type() != CV_8UC3) throw LayoutError("expected an 8-bit colour photo");
  const BoardView view = make_city_view(image, registration, paper_of(model));
  Teacher teach{view, model};
  for (int p = 0; p < map::kPlots; ++p) {
    const bool exists = p < static_cast<int>(truth.plots.size());
    const auto* plot = exists ? &truth.plots[static_cast<std::size_t>(p)] : nullptr;
    teach.add(Spot::plot, plot == nullptr ? kNone : static_cast<int>(plot->kind) + 1, plot_label_features(view, p));
    teach.tile(map::plot_tile_origin(p), plot != nullptr && plot->tile ? &*plot->tile : nullptr);
  }
  for (int t = 0; t < map::kTowerSlots; ++t) {
    const bool exists = t < static_cast<int>(truth.military_towers.size());
    teach.tile(map::tower_origin(t), exists ? &truth.military_towers[static_cast<std::size_t>(t)] : nullptr);
  }
  for (int i = 0; i < map::kAqueductPositions; ++i)
    teach.add(Spot::aqueduct, i == truth.aqueduct ? 1 : kNone, aqueduct_features(view, i));
  const int covered = map::kSymbolSlots - truth.visible_symbols;
  for (int i = 0; i < map::kSymbolSlots; ++i) teach.add(Spot::symbol, i >= covered ? 1 : 0, symbol_features(view, i));
  if (!model.has_paper_reference() && view.frame_visible >= 0.25) model.set_paper_reference(view.frame_bgr);
  for (const Spot s : kSpots) model.at(s).refit();
  return teach.taught;
}

}  // namespace scriptorium::vision::layout
