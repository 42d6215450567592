// `scriptorium layout teach|read` (cli.md "Layout recognition and calibration"): teach the look
// of a board and its pieces from photos with their true layouts, then read layouts from photos.
#include "companion/cli/commands/layout.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <memory>

#include "calibration/board_registration.hpp"
#include "companion/cli/commands/registry.hpp"
#include "companion/cli/profiles.hpp"
#include "companion/cli/text_table.hpp"
#include "engine/era/domain.hpp"
#include "vision/image/load_image.hpp"
#include "vision/layout/era_layout_reader.hpp"

namespace scriptorium::cli {

namespace {

namespace layout = scriptorium::vision::layout;
using calibration::BoardKind;

struct TeachOptions {
  std::string image;
  std::string layout_file;
  PhotoOptions photo;
};

struct ReadOptions {
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
  if (*kind == BoardKind::discordia_city)
    throw CliError(kFailure, "not implemented yet: reading a discordia-city layout");
  return *kind;
}

era::Rules load_rules(const Context& ctx) {
  const core::Settings settings = load_settings(era::era_settings_schema(), ctx.options);
  if (ctx.options.rules_file.empty()) return era::rules_from_settings(settings);
  return with_json_input(ctx.options.rules_file,
                         [&](const core::JsonCursor&) { return era::rules_from_settings(settings); });
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

// The taught appearance stored in the profile under /layouts/<board>.
layout::AppearanceModel taught_model(const nlohmann::json& profile, const std::string& path, BoardKind kind) {
  const std::string name = calibration::board_name(kind);
  if (!profile.contains("layouts") || !profile["layouts"].is_object() || !profile["layouts"].contains(name)) {
    throw CliError(
        kFailure,
        "nothing taught for the " + name + " in this profile (run `scriptorium layout teach` first)", path,
        "/layouts/" + name);
  }
  try {
    return layout::AppearanceModel::from_json(profile["layouts"][name]);
  } catch (const std::exception& e) {
    throw CliError(kBadInput, e.what(), path, "/layouts/" + name);
  }
}

char piece_letter(era::PieceType t) {
  static const std::string letters = "KLTCFMHORGUDWx";  // era::PieceType order, as `era walled` draws
  return letters[static_cast<std::size_t>(era::index_of(t))];
}

void print_reading(const layout::LayoutReading& r) {
  std::vector<char> grid(static_cast<std::size_t>(r.domain.width * r.domain.height), '.');
  for (const auto& p : r.domain.pieces) {
    for (const era::Cell c : p.cells)
      grid[static_cast<std::size_t>(r.domain.index(c))] = piece_letter(p.type);
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

int run_teach(const Context& ctx, const TeachOptions& options) {
  const BoardKind kind = parse_layout_board(options.photo.board);
  if (options.photo.profile.empty())
    throw CliError(kBadInput, "layout teach needs --profile to store what it learns", "", "--profile");
  const era::Rules rules = load_rules(ctx);
  const era::Domain truth = with_json_input(options.layout_file, [&](const core::JsonCursor& root) {
    root.require_object();
    const core::JsonCursor domain = !root.has("pieces") && root.has("domain") ? root.at("domain") : root;
    era::Domain d = era::parse_domain(domain, rules);
    if (d.width != 9 || d.height != 9) domain.fail("the era-domain board has 9x9 cells");
    return d;
  });
  const cv::Mat image = load_photo(options.image);
  const std::string path = profile_location(ctx.options, options.photo.profile);
  nlohmann::json profile = load_profile(ctx.options, options.photo.profile);
  const std::string name = calibration::board_name(kind);
  const auto registration = register_board(image, options.image, kind, options.photo, profile);
  layout::AppearanceModel model;
  if (profile.contains("layouts") && profile["layouts"].is_object() && profile["layouts"].contains(name)) {
    model = taught_model(profile, path, kind);
  }
  int taught = 0;
  try {
    taught = layout::teach_era_layout(image, registration, truth, model);
  } catch (const layout::LayoutError& e) {
    throw CliError(kBadInput, e.what(), options.layout_file);
  }
  if (taught == 0) throw CliError(kFailure, "no cell of the board lies inside the photo", options.image);
  profile["layouts"][name] = model.to_json();
  save_profile(ctx.options, options.photo.profile, profile);
  const auto counts = model.counts();
  if (ctx.options.json) {
    nlohmann::json per_class = nlohmann::json::object();
    for (int c = 0; c < layout::kClassCount; ++c)
      per_class[layout::class_name(c)] = counts[static_cast<std::size_t>(c)];
    print_json({{"profile", path},
                {"board", name},
                {"image", options.image},
                {"cells_taught", taught},
                {"exemplars", per_class}});
    return kOk;
  }
  std::cout << "Taught " << taught << " cell(s) of the " << name << " from " << options.image << ".\n";
  TextTable table({"Class", "Exemplars"});
  for (int c = 0; c < layout::kClassCount; ++c)
    table.add_row({layout::class_name(c), std::to_string(counts[static_cast<std::size_t>(c)])});
  std::cout << table.render();
  std::cout << "Saved to " << path << '\n';
  return kOk;
}

layout::LayoutReading read_photo(const Context& ctx, const std::string& file, const PhotoOptions& options) {
  const BoardKind kind = parse_layout_board(options.board);
  if (options.profile.empty()) {
    throw CliError(kBadInput, "reading a layout needs the profile it was taught in (--profile P)", "",
                   "--profile");
  }
  const era::Rules rules = load_rules(ctx);
  const cv::Mat image = load_photo(file);
  const std::string path = profile_location(ctx.options, options.profile);
  const nlohmann::json profile = load_existing_profile(ctx.options, options.profile);
  const layout::AppearanceModel model = taught_model(profile, path, kind);
  const auto registration = register_board(image, file, kind, options, profile);
  try {
    return layout::read_era_layout(image, registration, model, rules);
  } catch (const layout::LayoutError& e) {
    throw CliError(kFailure, e.what(), file);
  }
}

int run_read(const Context& ctx, const ReadOptions& options) {
  const auto reading = read_photo(ctx, options.image, options.photo);
  if (ctx.options.json) {
    nlohmann::json doc = reading.to_json();
    doc["image"] = options.image;
    doc["board"] = options.photo.board;
    print_json(doc);
    return kOk;
  }
  print_reading(reading);
  return kOk;
}

}  // namespace

void add_photo_options(CLI::App& cmd, PhotoOptions& options, bool board_required) {
  CLI::Option* board = cmd.add_option("--board", options.board, "era-domain (discordia-city: not yet)");
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

nlohmann::json read_layout_photo(const Context& ctx, const std::string& image, const PhotoOptions& options) {
  return read_photo(ctx, image, options).to_json();
}

void register_layout(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("layout", "Read tiles and buildings on a board");

  auto teach = std::make_shared<TeachOptions>();
  CLI::App* cmd =
      add_command(*group, "teach", "Teach the pieces of a board from a photo with its true layout", ctx,
                  [&ctx, teach]() -> int { return run_teach(ctx, *teach); });
  cmd->add_option("image", teach->image, "Photo of the board")->required();
  cmd->add_option("--layout", teach->layout_file,
                  "The photo's true layout (the JSON `layout read` prints; - for stdin)")
      ->required();
  add_photo_options(*cmd, teach->photo, true);

  auto read = std::make_shared<ReadOptions>();
  cmd = add_command(*group, "read", "Read the layout of a board from a photo", ctx,
                    [&ctx, read]() -> int { return run_read(ctx, *read); });
  cmd->add_option("image", read->image, "Photo of the board")->required();
  add_photo_options(*cmd, read->photo, true);
}

}  // namespace scriptorium::cli
