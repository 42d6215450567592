// `scriptorium calibrate ...`: camera intrinsics from chessboard photos, printable anchor sheets
// and board registration (cli.md "Layout recognition and calibration").
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>

#include "calibration/anchor_sheet.hpp"
#include "calibration/board_registration.hpp"
#include "calibration/chessboard.hpp"
#include "calibration/profile_store.hpp"
#include "companion/cli/commands/registry.hpp"
#include "companion/cli/text_table.hpp"
#include "vision/image/load_image.hpp"

namespace scriptorium::cli {

namespace {

struct CameraOptions {
  std::vector<std::string> images;
  std::string out;
  std::string pattern = "9x6";
  double square = 25;
};

cv::Size parse_pattern(const std::string& text) {
  int w = 0, h = 0;
  char tail = 0;
  if (std::sscanf(text.c_str(), "%dx%d%c", &w, &h, &tail) != 2 || w < 2 || h < 2 || w > 100 || h > 100) {
    throw CliError(kBadInput, "pattern must be COLSxROWS inner corners, e.g. 9x6, got \"" + text + "\"", "", "--pattern");
  }
  return {w, h};
}

std::string resolve_profile(const std::string& name) {
  try {
    return calibration::profile_path(name);
  } catch (const calibration::ProfileError& e) {
    throw CliError(kBadInput, e.what(), name);
  }
}

nlohmann::json load_profile_for_update(const std::string& path) {
  try {
    return calibration::load_profile_file(path);
  } catch (const calibration::ProfileError& e) {
    throw CliError(kBadInput, e.what(), e.file());
  }
}

void save_profile(const std::string& path, const nlohmann::json& profile) {
  try {
    calibration::save_profile_file(path, profile);
  } catch (const calibration::ProfileError& e) {
    throw CliError(kFailure, e.what(), e.file());
  }
}

std::string fixed(double value, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

int run_camera(const Context& ctx, const CameraOptions& options) {
  const cv::Size pattern = parse_pattern(options.pattern);
  if (!(options.square > 0 && options.square < 10000)) {
    throw CliError(kBadInput, "square size must be a positive number of millimetres", "", "--square");
  }
  const std::string path = resolve_profile(options.out);
  std::vector<calibration::CalibrationView> views;
  for (const auto& file : options.images) {
    try {
      views.push_back({file, vision::load_image(file)});
    } catch (const vision::ImageError& e) {
      throw CliError(kBadInput, e.what(), file);
    }
  }
  calibration::CameraCalibration result;
  try {
    result = calibration::calibrate_camera(views, {pattern, options.square});
  } catch (const calibration::CalibrationError& e) {
    throw CliError(kFailure, e.what());
  }
  nlohmann::json profile = load_profile_for_update(path);
  if (!profile.contains("name")) profile["name"] = std::filesystem::path(path).stem().string();
  profile["camera"] = result.profile.to_json();
  save_profile(path, profile);

  const auto& k = result.profile.camera_matrix;
  if (ctx.options.json) {
    nlohmann::json views_json = nlohmann::json::array();
    for (std::size_t i = 0; i < result.used.size(); ++i) {
      views_json.push_back({{"image", result.used[i]}, {"reprojection_error", result.view_errors[i]}});
    }
    print_json({{"profile", path},
                {"camera", result.profile.to_json()},
                {"reprojection_error", result.profile.reprojection_error},
                {"views", views_json},
                {"rejected", result.rejected}});
    return kOk;
  }
  std::cout << "Calibrated from " << result.used.size() << " of " << views.size() << " views ("
            << pattern.width << "x" << pattern.height << " inner corners).\n";
  TextTable table({"", "value"});
  table.add_row({"focal length fx, fy (px)", fixed(k(0, 0), 1) + ", " + fixed(k(1, 1), 1)});
  table.add_row({"principal point cx, cy (px)", fixed(k(0, 2), 1) + ", " + fixed(k(1, 2), 1)});
  const auto& d = result.profile.distortion;
  table.add_row({"distortion k1 k2 p1 p2 k3", fixed(d[0], 4) + " " + fixed(d[1], 4) + " " + fixed(d[2], 4) + " " +
                                                   fixed(d[3], 4) + " " + fixed(d[4], 4)});
  table.add_row({"reprojection error (RMS px)", fixed(result.profile.reprojection_error, 3)});
  std::cout << table.render();
  for (const auto& name : result.rejected) std::cout << "No complete chessboard in " << name << " (not used).\n";
  std::cout << "Saved to " << path << '\n';
  return kOk;
}

struct SheetOptions {
  std::string board;
  std::string out;
  int player = 0;
};

struct BoardOptions {
  std::string board;
  std::string image;
  std::string profile;
  std::string corners;
  std::string size = "297x210";
  std::string rectified;
};

calibration::BoardKind parse_board(const std::string& text) {
  const auto kind = core::parse_enum(text, std::span<const core::EnumName<calibration::BoardKind>>(calibration::kBoardKindNames));
  if (!kind) {
    throw CliError(kBadInput, "unknown board \"" + text + "\" (expected era-domain, discordia-city or rect)", "", "--board");
  }
  return *kind;
}

int run_sheet(const Context& ctx, const SheetOptions& options) {
  const auto board = parse_board(options.board);
  if (options.player < 0 || options.player > 99) throw CliError(kBadInput, "player must be 0..99", "", "--player");
  try {
    calibration::write_anchor_sheet(options.out, board, options.player);
  } catch (const std::invalid_argument& e) {
    throw CliError(kBadInput, e.what(), options.out);
  } catch (const std::exception& e) {
    throw CliError(kFailure, e.what(), options.out);
  }
  nlohmann::json anchors = nlohmann::json::array();
  for (int corner = 0; corner < 4; ++corner) anchors.push_back(calibration::anchor_text({board, options.player, corner}));
  if (ctx.options.json) {
    print_json({{"sheet", options.out}, {"board", calibration::board_name(board)}, {"player", options.player},
                {"codes", anchors}, {"colors", [] {
                   nlohmann::json names = nlohmann::json::array();
                   for (const auto& c : calibration::patch_colors()) names.push_back(c.name);
                   return names;
                 }()}});
  } else {
    std::cout << "Anchor sheet for " << calibration::board_name(board) << " (player " << options.player
              << ") written to " << options.out << ".\nPrint it at 100% scale, cut out the four anchors and lay each "
              << "cross on the board corner of its number.\n";
  }
  return kOk;
}

cv::Size2d parse_size_mm(const std::string& text) {
  double w = 0, h = 0;
  char tail = 0;
  if (std::sscanf(text.c_str(), "%lfx%lf%c", &w, &h, &tail) != 2 || !(w >= 10 && w <= 5000 && h >= 10 && h <= 5000)) {
    throw CliError(kBadInput, "size must be WIDTHxHEIGHT in millimetres (10..5000), got \"" + text + "\"", "", "--size");
  }
  return {w, h};
}

int run_board(const Context& ctx, const BoardOptions& options) {
  const auto kind = parse_board(options.board);
  const auto geometry = calibration::board_geometry(kind, parse_size_mm(options.size));
  cv::Mat image;
  try {
    image = vision::load_image(options.image);
  } catch (const vision::ImageError& e) {
    throw CliError(kBadInput, e.what(), options.image);
  }
  calibration::BoardRegistration reg;
  if (!options.corners.empty()) {
    std::vector<cv::Point2d> corners;
    try {
      corners = calibration::parse_corners(options.corners);
    } catch (const calibration::RegistrationError& e) {
      throw CliError(kBadInput, e.what(), "", "--corners");
    }
    for (const auto& c : corners) {
      if (c.x < -image.cols || c.y < -image.rows || c.x > 2.0 * image.cols || c.y > 2.0 * image.rows) {
        throw CliError(kBadInput, "corner far outside the image", "", "--corners");
      }
    }
    try {
      reg = calibration::register_from_corners(corners, geometry);
    } catch (const calibration::RegistrationError& e) {
      throw CliError(kBadInput, e.what(), "", "--corners");
    }
  } else {
    try {
      reg = calibration::register_from_anchors(image, geometry);
    } catch (const calibration::RegistrationError& e) {
      throw CliError(kFailure, e.what(), options.image);
    }
  }
  nlohmann::json board_json = reg.to_json();
  board_json["image"] = options.image;
  board_json["image_size"] = {image.cols, image.rows};
  const nlohmann::json colours = calibration::colour_profile_json(reg.patch_bgr);
  std::string path;
  if (!options.profile.empty()) {
    path = resolve_profile(options.profile);
    nlohmann::json profile = load_profile_for_update(path);
    if (!profile.contains("name")) profile["name"] = std::filesystem::path(path).stem().string();
    profile["boards"][calibration::board_name(kind)] = board_json;
    if (!colours.empty()) profile["colors"] = colours;
    save_profile(path, profile);
  }
  if (!options.rectified.empty()) {
    if (!calibration::write_rectified(options.rectified, image, reg)) {
      throw CliError(kFailure, "cannot write the rectified view", options.rectified);
    }
  }
  if (ctx.options.json) {
    nlohmann::json out = board_json;
    if (!colours.empty()) out["colors"] = colours;
    if (!path.empty()) out["profile"] = path;
    print_json(out);
    return kOk;
  }
  std::cout << "Registered the " << calibration::board_name(kind) << " from "
            << (reg.method == "anchors" ? "its four anchors" : "the given corners") << ".\n";
  TextTable table({"corner", "x (px)", "y (px)"});
  for (std::size_t i = 0; i < reg.corners.size(); ++i) {
    table.add_row({std::to_string(i), fixed(reg.corners[i].x, 2), fixed(reg.corners[i].y, 2)});
  }
  std::cout << table.render();
  std::cout << "Rectified view: " << geometry.rectified.width << "x" << geometry.rectified.height << " px";
  if (geometry.cells.area() > 0) std::cout << ", " << geometry.cells.width << "x" << geometry.cells.height << " cells";
  std::cout << '\n';
  if (!colours.empty()) std::cout << "Colour reference patch read: white balance stored.\n";
  if (!path.empty()) std::cout << "Saved to " << path << '\n';
  return kOk;
}

}  // namespace

void register_calibrate(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("calibrate", "Calibrate the camera and register boards");

  auto camera = std::make_shared<CameraOptions>();
  CLI::App* cmd = add_command(*group, "camera", "Camera intrinsics from chessboard photos (reprojection error reported)",
                              ctx, [&ctx, camera]() -> int { return run_camera(ctx, *camera); });
  cmd->add_option("images", camera->images, "Photos of a printed chessboard from several angles")->required();
  cmd->add_option("--out", camera->out, "Profile name (in the profiles folder) or path ending in .json")->required();
  cmd->add_option("--pattern", camera->pattern, "Inner corners per row and column (default 9x6)");
  cmd->add_option("--square", camera->square, "Square size in millimetres (default 25)");

  auto sheet = std::make_shared<SheetOptions>();
  cmd = add_command(*group, "sheet", "Printable anchor sheet (ZXing-readable corner codes, colour patch)", ctx,
                    [&ctx, sheet]() -> int { return run_sheet(ctx, *sheet); });
  cmd->add_option("--board", sheet->board, "era-domain, discordia-city or rect")->required();
  cmd->add_option("--out", sheet->out, "FILE.pdf or FILE.png")->required();
  cmd->add_option("--player", sheet->player, "Player number encoded in the anchors (default 0)");

  auto board = std::make_shared<BoardOptions>();
  cmd = add_command(*group, "board", "Register an empty board: corners, homography, colour reference", ctx,
                    [&ctx, board]() -> int { return run_board(ctx, *board); });
  cmd->add_option("image", board->image, "Photo of the board with its anchors")->required();
  cmd->add_option("--board", board->board, "era-domain, discordia-city or rect")->required();
  cmd->add_option("--profile", board->profile, "Profile to store the registration in (name or path)");
  cmd->add_option("--corners", board->corners, "X0,Y0,X1,Y1,X2,Y2,X3,Y3: the board corners by hand, clockwise");
  cmd->add_option("--size", board->size, "rect only: WIDTHxHEIGHT in millimetres (default 297x210)");
  cmd->add_option("--rectified", board->rectified, "Also write the rectified board view to this image file");
}

}  // namespace scriptorium::cli
