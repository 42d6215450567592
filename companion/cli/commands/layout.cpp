// `scriptorium layout teach|read` (cli.md "Layout recognition and calibration"): teach the look
// of a board and its pieces from photos with their true layouts, then read layouts from photos.
#include "companion/cli/commands/layout.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>

#include "calibration/board_registration.hpp"
#include "companion/cli/commands/registry.hpp"
#include "companion/cli/profiles.hpp"
#include "companion/cli/text_table.hpp"
#include "engine/era/domain.hpp"
#include "vision/image/load_image.hpp"
#include "vision/layout/era_layout_reader.hpp"
#ifdef SCRIPTORIUM_WITH_CITY_LAYOUT
#include "engine/discordia/city.hpp"
#include "vision/layout/city_layout_reader.hpp"
#endif

namespace scriptorium::cli {

namespace {

namespace layout = scriptorium::vision::layout;
using calibration::BoardKind;

struct LayoutTeachOptions {
  std::string image;
  std::string layout_file;
  PhotoOptions photo;
};

struct LayoutReadOptions {
  std::string image;
  PhotoOptions photo;
};

BoardKind parse_layout_board(const std::string& text) {
  const auto kind =
      core::parse_enum(text, std::span<const core::EnumName<BoardKind>>(calibration::kBoardKindNames));
  if (!kind || *kind == BoardKind::rect) {
    throw CliError(kBadInput, "unknown board \"" + text + "\" (expected era-domain or discordia-city)", "",
                   "--board");
  }
#ifndef SCRIPTORIUM_WITH_CITY_LAYOUT
  if (*kind == BoardKind::discordia_city)
    throw CliError(kFailure, "this build has no Discordia module: it cannot read a discordia-city layout");
#endif
  return *kind;
}

cv::Mat load_photo(const std::string& file) {
  try {
    return vision::load_image(file);
  } catch (const vision::ImageError& e) {
    throw CliError(kBadInput, e.what(), file);
  }
}

// --corners, else the printed anchors, else the corners `calibrate board` stored for a camera
// that has not moved (same image size).
calibration::BoardRegistration register_board(const cv::Mat& image, const std::string& file, BoardKind kind,
                                              const PhotoOptions& options, const nlohmann::json& profile) {
  const auto geometry = calibration::board_geometry(kind);
  if (!options.corners.empty()) {
    try {
      const auto corners = calibration::parse_corners(options.corners);
      for (const auto& c : corners) {
        if (c.x < -image.cols || c.y < -image.rows || c.x > 2.0 * image.cols || c.y > 2.0 * image.rows) {
          throw calibration::RegistrationError("corner far outside the image");
        }
      }
      return calibration::register_from_corners(corners, geometry);
    } catch (const calibration::RegistrationError& e) {
      throw CliError(kBadInput, e.what(), "", "--corners");
    }
  }
  try {
    return calibration::register_from_anchors(image, geometry);
  } catch (const calibration::RegistrationError& e) {
    const std::string name = calibration::board_name(kind);
    const nlohmann::json* stored = nullptr;
    if (profile.contains("boards") && profile["boards"].is_object() && profile["boards"].contains(name))
      stored = &profile["boards"][name];
    if (stored != nullptr &&
        stored->value("image_size", nlohmann::json()) == nlohmann::json{image.cols, image.rows}) {
      try {
        std::vector<cv::Point2d> corners;
        for (const auto& c : stored->at("corners"))
          corners.emplace_back(c.at(0).get<double>(), c.at(1).get<double>());
        return calibration::register_from_corners(corners, geometry);
      } catch (const std::exception&) {
        // fall through to the anchors' error
      }
    }
    throw CliError(kFailure, e.what(), file);
  }
}

// What the profile holds for `kind` under /layouts/<board>; null when nothing is taught yet.
const nlohmann::json* stored_layout(const nlohmann::json& profile, BoardKind kind) {
  const std::string name = calibration::board_name(kind);
  if (!profile.contains("layouts") || !profile["layouts"].is_object() || !profile["layouts"].contains(name))
    return nullptr;
  return &profile["layouts"][name];
}

// The taught appearance of `kind` (Model: layout::AppearanceModel or layout::CityAppearance).
template <class Model>
Model taught_model(const nlohmann::json& profile, const std::string& path, BoardKind kind) {
  const std::string name = calibration::board_name(kind);
  const nlohmann::json* stored = stored_layout(profile, kind);
  if (stored == nullptr) {
    throw CliError(
        kFailure,
        "nothing taught for the " + name + " in this profile (run `scriptorium layout teach` first)", path,
        "/layouts/" + name);
  }
  try {
    return Model::from_json(*stored);
  } catch (const std::exception& e) {
    throw CliError(kBadInput, e.what(), path, "/layouts/" + name);
  }
}

// The taught model to extend: empty when nothing is taught yet.
template <class Model>
Model model_to_extend(const nlohmann::json& profile, const std::string& path, BoardKind kind) {
  return stored_layout(profile, kind) == nullptr ? Model() : taught_model<Model>(profile, path, kind);
}

void print_reading(const layout::LayoutReading& r) {
  std::vector<char> grid(static_cast<std::size_t>(r.domain.width * r.domain.height), '.');
  for (const auto& p : r.domain.pieces) {
    for (const era::Cell c : p.cells)
      grid[static_cast<std::size_t>(r.domain.index(c))] = era_piece_letter(p.type);
  }
  for (const era::Cell c : r.unknown_cells) grid[static_cast<std::size_t>(r.domain.index(c))] = '?';
  for (int y = 0; y < r.domain.height; ++y) {
    std::cout << std::string(grid.begin() + y * r.domain.width, grid.begin() + (y + 1) * r.domain.width)
              << '\n';
  }
  TextTable table({"Piece", "Type", "Cells", "Confidence"});
  for (std::size_t i = 0; i < r.domain.pieces.size(); ++i) {
    std::string cells;
    for (const era::Cell c : r.domain.pieces[i].cells) {
      cells += (cells.empty() ? "" : " ") + std::to_string(c.x) + "," + std::to_string(c.y);
    }
    char conf[16];
    std::snprintf(conf, sizeof conf, "%.2f", r.confidence[i]);
    table.add_row({std::to_string(i), std::string(era::name_of(r.domain.pieces[i].type)), cells, conf});
  }
  std::cout << table.render();
  if (!r.unknown_cells.empty()) {
    std::cout << r.unknown_cells.size()
              << " cell(s) could not be read (marked ?): hidden, outside the photo or unlike "
              << "anything taught.\n";
  }
}

// The photo and the profile: what teaching and reading share.
struct PhotoInput {
  cv::Mat image;
  std::string path;  // the profile's file
  nlohmann::json profile;
};

PhotoInput open_photo(const Context& ctx, const std::string& file, const PhotoOptions& options,
                      bool profile_must_exist) {
  PhotoInput in;
  in.image = load_photo(file);
  in.path = profile_location(ctx.options, options.profile);
  in.profile = profile_must_exist ? load_existing_profile(ctx.options, options.profile)
                                  : load_profile(ctx.options, options.profile);
  return in;
}

// A layout model after one more photo taught: how many cells or spots it learnt, and the profile's file.
template <class Model>
struct TaughtLayout {
  Model model;
  int taught = 0;
  std::string profile_path;
};

// Teaches the profile's model of `kind` (a new one when none is taught yet) the board in the
// photo by `teach(image, registration, model)`, and stores it when it learnt anything; a truth
// the teaching refuses (layout::LayoutError) is bad input in the layout file.
template <class Model, class Teach>
TaughtLayout<Model> teach_from_photo(const Context& ctx, const LayoutTeachOptions& options, BoardKind kind,
                                     const Teach& teach) {
  PhotoInput in = open_photo(ctx, options.image, options.photo, false);
  const auto registration = register_board(in.image, options.image, kind, options.photo, in.profile);
  TaughtLayout<Model> out{model_to_extend<Model>(in.profile, in.path, kind), 0, in.path};
  try {
    out.taught = teach(in.image, registration, out.model);
  } catch (const layout::LayoutError& e) {
    throw CliError(kBadInput, e.what(), options.layout_file);
  }
  if (out.taught > 0) {
    in.profile["layouts"][calibration::board_name(kind)] = out.model.to_json();
    save_profile(ctx.options, options.photo.profile, in.profile);
  }
  return out;
}

void report_taught(const Context& ctx, const LayoutTeachOptions& options, const std::string& path,
                   const std::string& name, int taught, const std::string& unit,
                   const nlohmann::json& per_class) {
  if (taught == 0) throw CliError(kFailure, "no " + unit + " of the board lies inside the photo", options.image);
  if (ctx.options.json) {
    print_json({{"profile", path},
                {"board", name},
                {"image", options.image},
                {unit + "s_taught", taught},
                {"exemplars", per_class}});
    return;
  }
  std::cout << "Taught " << taught << " " << unit << "(s) of the " << name << " from " << options.image << ".\n";
  TextTable table({"Class", "Exemplars"});
  for (const auto& [cls, count] : per_class.items()) {
    if (count.is_number()) {
      table.add_row({cls, std::to_string(count.get<int>())});
    } else {
      for (const auto& [label, n] : count.items()) table.add_row({cls + " " + label, std::to_string(n.get<int>())});
    }
  }
  std::cout << table.render();
  std::cout << "Saved to " << path << '\n';
}

int teach_era(const Context& ctx, const LayoutTeachOptions& options) {
  const BoardKind kind = BoardKind::era_domain;
  const era::Rules rules = load_era_rules(ctx);
  const era::Domain truth = with_json_input(options.layout_file, [&](const core::JsonCursor& root) {
    root.require_object();
    const core::JsonCursor domain = !root.has("pieces") && root.has("domain") ? root.at("domain") : root;
    era::Domain d = era::parse_domain(domain, rules);
    if (d.width != 9 || d.height != 9) domain.fail("the era-domain board has 9x9 cells");
    return d;
  });
  const auto result = teach_from_photo<layout::AppearanceModel>(
      ctx, options, kind,
      [&](const cv::Mat& image, const auto& registration, layout::AppearanceModel& model) {
        return layout::teach_era_layout(image, registration, truth, model);
      });
  const auto counts = result.model.counts();
  nlohmann::json per_class = nlohmann::json::object();
  for (int c = 0; c < layout::kClassCount; ++c) per_class[layout::class_name(c)] = counts[static_cast<std::size_t>(c)];
  report_taught(ctx, options, result.profile_path, calibration::board_name(kind), result.taught, "cell",
                per_class);
  return kOk;
}

#ifdef SCRIPTORIUM_WITH_CITY_LAYOUT
// A city JSON, alone or under "city".
discordia::City parse_city_file(const std::string& file) {
  return with_json_input(file, [&](const core::JsonCursor& root) {
    root.require_object();
    return discordia::parse_city(!root.has("plots") && root.has("city") ? root.at("city") : root);
  });
}

int teach_city(const Context& ctx, const LayoutTeachOptions& options) {
  const BoardKind kind = BoardKind::discordia_city;
  const discordia::City truth = parse_city_file(options.layout_file);
  const auto result = teach_from_photo<layout::CityAppearance>(
      ctx, options, kind, [&](const cv::Mat& image, const auto& registration, layout::CityAppearance& model) {
        return layout::teach_city_layout(image, registration, truth, model);
      });
  nlohmann::json per_spot = nlohmann::json::object();
  for (const layout::Spot spot : layout::kSpots) {
    const auto& m = result.model.at(spot);
    const auto counts = m.counts();
    for (std::size_t l = 0; l < counts.size(); ++l) per_spot[layout::CityAppearance::name_of(spot)][m.labels()[l]] = counts[l];
  }
  report_taught(ctx, options, result.profile_path, calibration::board_name(kind), result.taught, "spot",
                per_spot);
  return kOk;
}
#endif

#ifdef SCRIPTORIUM_WITH_CITY_LAYOUT
std::string confidence_text(double c) {
  char text[16];
  std::snprintf(text, sizeof text, "%.2f", c);
  return text;
}

// One line per space: "blue gray <- blue -" (icons, then the workers on them or "-").
std::string spaces_text(const discordia::WorkTile& tile) {
  std::string out;
  for (const auto& space : tile.spaces) {
    std::string icons, workers;
    for (const auto i : space.required) icons += (icons.empty() ? "" : " ") + std::string(discordia::name_of(i));
    for (const auto w : space.placed) workers += (workers.empty() ? "" : " ") + std::string(discordia::name_of(w));
    out += (out.empty() ? "" : "; ") + icons + " <- " + (workers.empty() ? "-" : workers);
  }
  return out;
}

void print_city_reading(const layout::CityReading& r) {
  TextTable table({"Part", "Kind", "Tile", "Die", "Spaces (icons <- workers)", "Confidence"});
  for (std::size_t p = 0; p < r.city.plots.size(); ++p) {
    const auto& plot = r.city.plots[p];
    table.add_row({"plot " + std::to_string(p), std::string(discordia::name_of(plot.kind)),
                   plot.tile ? std::string(discordia::name_of(plot.tile->type)) : "-",
                   plot.tile ? std::to_string(plot.tile->die_value) : "", plot.tile ? spaces_text(*plot.tile) : "",
                   confidence_text(r.plot_confidence[p])});
  }
  for (std::size_t t = 0; t < r.city.military_towers.size(); ++t) {
    const auto& tower = r.city.military_towers[t];
    table.add_row({"tower " + std::to_string(t), "military",
                   tower.permanent_strength > 0 ? "strength +1" : "-", std::to_string(tower.die_value),
                   spaces_text(tower), confidence_text(r.tower_confidence[t])});
  }
  std::cout << table.render();
  std::cout << "Visible symbols: " << r.city.visible_symbols << " (confidence " << confidence_text(r.symbols_confidence)
            << "), aqueduct: " << r.city.aqueduct << " (confidence " << confidence_text(r.aqueduct_confidence) << ")\n";
  if (!r.unknown_cells.empty()) {
    std::string parts;
    for (const auto& u : r.unknown_cells) parts += " " + u;
    std::cout << "Could not read for sure (hidden, outside the photo or unlike anything taught):" << parts << '\n';
  }
}
#endif

int run_teach(const Context& ctx, const LayoutTeachOptions& options) {
  const BoardKind kind = parse_layout_board(options.photo.board);
  if (options.photo.profile.empty())
    throw CliError(kBadInput, "layout teach needs --profile to store what it learns", "", "--profile");
#ifdef SCRIPTORIUM_WITH_CITY_LAYOUT
  if (kind == BoardKind::discordia_city) return teach_city(ctx, options);
#endif
  return teach_era(ctx, options);
}

// Reads the layout in `file`: its JSON (layout read --json) and, for the human reply, its text.
struct PhotoReading {
  nlohmann::json doc;
  std::function<void()> print;
};

PhotoReading read_photo(const Context& ctx, const std::string& file, const PhotoOptions& options) {
  const BoardKind kind = parse_layout_board(options.board);
  if (options.profile.empty()) {
    throw CliError(kBadInput, "reading a layout needs the profile it was taught in (--profile P)", "",
                   "--profile");
  }
  try {
#ifdef SCRIPTORIUM_WITH_CITY_LAYOUT
    if (kind == BoardKind::discordia_city) {
      const PhotoInput in = open_photo(ctx, file, options, true);
      const auto model = taught_model<layout::CityAppearance>(in.profile, in.path, kind);
      const auto registration = register_board(in.image, file, kind, options, in.profile);
      auto reading = std::make_shared<layout::CityReading>(layout::read_city_layout(in.image, registration, model));
      return {reading->to_json(), [reading] { print_city_reading(*reading); }};
    }
#endif
    const era::Rules rules = load_era_rules(ctx);
    const PhotoInput in = open_photo(ctx, file, options, true);
    const auto model = taught_model<layout::AppearanceModel>(in.profile, in.path, kind);
    const auto registration = register_board(in.image, file, kind, options, in.profile);
    auto reading = std::make_shared<layout::LayoutReading>(layout::read_era_layout(in.image, registration, model, rules));
    return {reading->to_json(), [reading] { print_reading(*reading); }};
  } catch (const layout::LayoutError& e) {
    throw CliError(kFailure, e.what(), file);
  }
}

int run_read(const Context& ctx, const LayoutReadOptions& options) {
  const PhotoReading reading = read_photo(ctx, options.image, options.photo);
  if (ctx.options.json) {
    nlohmann::json doc = reading.doc;
    doc["image"] = options.image;
    doc["board"] = options.photo.board;
    print_json(doc);
    return kOk;
  }
  reading.print();
  return kOk;
}

}  // namespace

void add_photo_options(CLI::App& cmd, PhotoOptions& options, bool board_required) {
  CLI::Option* board = cmd.add_option("--board", options.board, "era-domain or discordia-city");
  if (board_required) board->required();
  cmd.add_option("--profile", options.profile, "Profile holding the taught appearance (name or path)");
  cmd.add_option("--corners", options.corners,
                 "X0,Y0,X1,Y1,X2,Y2,X3,Y3: the board corners by hand, clockwise");
}

bool looks_like_photo(const std::string& file) {
  std::string ext = std::filesystem::path(file).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp" || ext == ".webp";
}

era::Rules load_era_rules(const Context& ctx) {
  const core::Settings settings = load_settings(era::era_settings_schema(), ctx.options);
  if (ctx.options.rules_file.empty()) return era::rules_from_settings(settings);
  return with_json_input(ctx.options.rules_file,
                         [&](const core::JsonCursor&) { return era::rules_from_settings(settings); });
}

char era_piece_letter(era::PieceType t) {
  static const std::string letters = "KLTCFMHORGUDWx";  // in era::PieceType order
  return letters[static_cast<std::size_t>(era::index_of(t))];
}

nlohmann::json read_layout_photo(const Context& ctx, const std::string& image, const PhotoOptions& options) {
  return read_photo(ctx, image, options).doc;
}

void register_layout(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("layout", "Read tiles and buildings on a board");

  auto teach = std::make_shared<LayoutTeachOptions>();
  CLI::App* cmd =
      add_command(*group, "teach", "Teach the pieces of a board from a photo with its true layout", ctx,
                  [&ctx, teach]() -> int { return run_teach(ctx, *teach); });
  cmd->add_option("image", teach->image, "Photo of the board")->required();
  cmd->add_option("--layout", teach->layout_file,
                  "The photo's true layout (the JSON `layout read` prints; - for stdin)")
      ->required();
  add_photo_options(*cmd, teach->photo, true);

  auto read = std::make_shared<LayoutReadOptions>();
  cmd = add_command(*group, "read", "Read the layout of a board from a photo", ctx,
                    [&ctx, read]() -> int { return run_read(ctx, *read); });
  cmd->add_option("image", read->image, "Photo of the board")->required();
  add_photo_options(*cmd, read->photo, true);
}

}  // namespace scriptorium::cli
