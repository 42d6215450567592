#include "vision/layout/era_layout_reader.hpp"

#include <chrono>
#include <cmath>

#include "vision/layout/piece_grouping.hpp"

namespace scriptorium::vision::layout {
namespace {

// Seam depths of every right and lower neighbour pair, measured once.
struct Seams {
  cv::Size grid;
  std::vector<double> right, down;

  explicit Seams(const BoardView& view)
      : grid(view.cells), right(static_cast<std::size_t>(grid.area()), 0), down(right) {
    for (int y = 0; y < grid.height; ++y) {
      for (int x = 0; x < grid.width; ++x) {
        const std::size_t i = static_cast<std::size_t>(y * grid.width + x);
        if (x + 1 < grid.width) right[i] = groove(view, x, y, 1, 0);
        if (y + 1 < grid.height) down[i] = groove(view, x, y, 0, 1);
      }
    }
  }
  double at(int x, int y, int dx) const {
    const std::size_t i = static_cast<std::size_t>(y * grid.width + x);
    return dx == 1 ? right[i] : down[i];
  }
};

void check_era_board(const calibration::BoardRegistration& registration) {
  if (registration.geometry.kind != calibration::BoardKind::era_domain ||
      registration.geometry.cells.area() == 0) {
    throw LayoutError("the board is not an ERA domain grid");
  }
}

BoardView prepared_view(const cv::Mat& image, const calibration::BoardRegistration& registration,
                        const AppearanceModel& model) {
  if (image.empty() || image.type() != CV_8UC3) throw LayoutError("expected an 8-bit colour photo");
  BoardView view = make_board_view(image, registration);
  if (model.has_frame_reference()) normalise_light(view, model.frame_reference());
  return view;
}

CellLooks looks_of(const BoardView& view, int x, int y) {
  CellLooks out;
  for (std::size_t h = 0; h < kSampleHeights.size(); ++h)
    out[h] = cell_features(view, x, y, kSampleHeights[h]);
  return out;
}

}  // namespace

nlohmann::json LayoutReading::to_json() const {
  nlohmann::json doc = era::domain_to_json(domain);
  for (std::size_t i = 0; i < confidence.size() && i < doc["pieces"].size(); ++i) {
    doc["pieces"][i]["confidence"] = std::round(confidence[i] * 1000) / 1000;
  }
  nlohmann::json unknown = nlohmann::json::array();
  for (const era::Cell c : unknown_cells) unknown.push_back({c.x, c.y});
  doc["unknown_cells"] = unknown;
  doc["elapsed_ms"] = std::round(elapsed_ms * 100) / 100;
  return doc;
}

LayoutReading read_era_layout(const cv::Mat& image, const calibration::BoardRegistration& registration,
                              const AppearanceModel& model, const era::Rules& rules) {
  const auto start = std::chrono::steady_clock::now();
  check_era_board(registration);
  if (model.empty()) throw LayoutError("no taught appearance for the era-domain (run `layout teach` first)");
  const BoardView view = prepared_view(image, registration, model);
  const cv::Size grid = view.cells;
  std::vector<CellReading> cells(static_cast<std::size_t>(grid.area()));
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      if (!cell_visible(view, x, y)) continue;
      const CellVerdict v = model.classify(looks_of(view, x, y));
      cells[static_cast<std::size_t>(y * grid.width + x)] = {v.cls, v.confidence};
    }
  }
  const Seams seams(view);
  const Grouping grouping = group_cells(
      grid, cells, [&](int x, int y, int dx, int /*dy*/) { return seams.at(x, y, dx); },
      model.seam_threshold(), rules);

  LayoutReading out;
  out.domain.width = grid.width;
  out.domain.height = grid.height;
  for (const auto& p : grouping.pieces) {
    out.domain.pieces.push_back({p.type, p.cells});
    out.confidence.push_back(p.confidence);
  }
  out.unknown_cells = grouping.unknown;
  out.elapsed_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return out;
}

int teach_era_layout(const cv::Mat& image, const calibration::BoardRegistration& registration,
                     const era::Domain& truth, AppearanceModel& model) {
  check_era_board(registration);
  BoardView view = prepared_view(image, registration, model);
  const cv::Size grid = view.cells;
  if (truth.width != grid.width || truth.height != grid.height) {
    throw LayoutError("the layout is " + std::to_string(truth.width) + "x" + std::to_string(truth.height) +
                      " but the board has " + std::to_string(grid.width) + "x" + std::to_string(grid.height) +
                      " cells");
  }
  std::vector<int> owner(static_cast<std::size_t>(grid.area()), -1);
  for (std::size_t i = 0; i < truth.pieces.size(); ++i) {
    for (const era::Cell c : truth.pieces[i].cells) {
      if (!truth.on_board(c)) throw LayoutError("a piece of the layout lies off the board");
      owner[static_cast<std::size_t>(truth.index(c))] = static_cast<int>(i);
    }
  }
  auto cls_at = [&](int i) {
    const int o = owner[static_cast<std::size_t>(i)];
    return o < 0 ? kEmptyClass : era::index_of(truth.pieces[static_cast<std::size_t>(o)].type) + 1;
  };
  std::vector<CellLooks> looks;
  std::vector<int> classes;
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      if (!cell_visible(view, x, y)) continue;
      looks.push_back(looks_of(view, x, y));
      classes.push_back(cls_at(y * grid.width + x));
    }
  }
  std::vector<CellFeatures> features;
  for (std::size_t i = 0; i < looks.size(); ++i) {
    features.push_back(looks[i][static_cast<std::size_t>(model.height_of(classes[i]))]);
  }
  const int taught = static_cast<int>(features.size());
  // Seams only matter between cells of one class: inside a piece, or between two pieces.
  std::vector<AppearanceModel::Seam> seams;
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      const int i = y * grid.width + x;
      for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{0, 1}}) {
        if (x + dx >= grid.width || y + dy >= grid.height) continue;
        const int j = (y + dy) * grid.width + x + dx;
        if (owner[static_cast<std::size_t>(i)] < 0 || cls_at(i) != cls_at(j)) continue;
        if (!cell_visible(view, x, y) || !cell_visible(view, x + dx, y + dy)) continue;
        seams.push_back({groove(view, x, y, dx, dy),
                         owner[static_cast<std::size_t>(i)] != owner[static_cast<std::size_t>(j)]});
      }
    }
  }
  if (!model.has_frame_reference() && view.frame_visible >= 0.25) model.set_frame_reference(view.frame_bgr);
  model.add(features, classes, seams);
  return taught;
}

}  // namespace scriptorium::vision::layout
