// `scriptorium calibrate ...`: camera intrinsics from chessboard or ChArUco photos, printable
// calibration targets and anchor sheets, board registration (cli.md "Layout recognition and calibration"),
// and the empty table's photo that the dice reader compares rolls with.
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "calibration/anchor_sheet.hpp"
#include "calibration/board_registration.hpp"
#include "calibration/charuco.hpp"
#include "calibration/chessboard.hpp"
#include "calibration/printable_page.hpp"
#include "companion/cli/commands/registry.hpp"
#include "companion/cli/dice_reading.hpp"
#include "companion/cli/profiles.hpp"
#include "companion/cli/text_table.hpp"
#include "companion/profiles/table_setup.hpp"
#include "companion/profiles/taught_sets.hpp"
#include "vision/image/load_image.hpp"

namespace scriptorium::cli {

namespace {

// Which printed target the photos show, and its geometry.
struct TargetOptions {
  std::string target = "auto";
  std::string pattern = "9x6";
  std::string charuco = "5x7";
  std::optional<double> square;
};

struct CameraOptions {
  std::vector<std::string> images;
  std::string out;
  TargetOptions target;
};

struct TargetPageOptions {
  std::string out;
  TargetOptions target;
};

cv::Size parse_grid(const std::string& text, const std::string& option, const std::string& what, int min) {
  int w = 0, h = 0;
  char tail = 0;
  if (std::sscanf(text.c_str(), "%dx%d%c", &w, &h, &tail) != 2 || w < min || h < min || w > 100 || h > 100) {
    throw CliError(kBadInput, option.substr(2) + " must be COLSxROWS " + what + ", e.g. " + std::to_string(min + 3) + "x" +
                                  std::to_string(min + 1) + ", got \"" + text + "\"",
                   "", option);
  }
  return {w, h};
}

calibration::ChessboardSpec chessboard_spec(const TargetOptions& o) {
  return {parse_grid(o.pattern, "--pattern", "inner corners", 2), o.square.value_or(25.0)};
}

calibration::CharucoSpec charuco_spec(const TargetOptions& o) {
  calibration::CharucoSpec spec;
  spec.squares = parse_grid(o.charuco, "--charuco", "squares", 3);
  spec.square_size = o.square.value_or(spec.square_size);
  spec.marker_size = spec.square_size * 26.0 / 35.0;  // the default board's proportions
  return spec;
}

// "auto" tries the ChArUco board first in each view: its markers are found or not in
// milliseconds, while OpenCV's chessboard search can take tens of seconds on a partial board.
std::unique_ptr<calibration::CalibrationTarget> make_target(const TargetOptions& o, bool allow_auto) {
  if (o.square && !(*o.square > 0 && *o.square < 10000)) {
    throw CliError(kBadInput, "square size must be a positive number of millimetres", "", "--square");
  }
  try {
    if (o.target == "chessboard") return std::make_unique<calibration::ChessboardTarget>(chessboard_spec(o));
    if (o.target == "charuco") return std::make_unique<calibration::CharucoTarget>(charuco_spec(o));
    if (o.target == "auto" && allow_auto) {
      std::vector<std::unique_ptr<calibration::CalibrationTarget>> both;
      both.push_back(std::make_unique<calibration::CharucoTarget>(charuco_spec(o)));
      both.push_back(std::make_unique<calibration::ChessboardTarget>(chessboard_spec(o)));
      return std::make_unique<calibration::AnyOfTargets>(std::move(both));
    }
  } catch (const calibration::CalibrationError& e) {
    throw CliError(kBadInput, e.what(), "", "--target");
  }
  throw CliError(kBadInput,
                 "unknown target \"" + o.target + "\" (expected " + (allow_auto ? "auto, " : "") + "chessboard or charuco)",
                 "", "--target");
}

void add_target_options(CLI::App& cmd, TargetOptions& o, bool allow_auto) {
  cmd.add_option("--target", o.target,
                 allow_auto ? "auto (default), chessboard or charuco" : "chessboard (default) or charuco");
  cmd.add_option("--pattern", o.pattern, "Chessboard inner corners per row and column (default 9x6)");
  cmd.add_option("--charuco", o.charuco, "ChArUco squares per row and column (default 5x7)");
  cmd.add_option("--square", o.square, "Square size in millimetres (default 25 chessboard, 35 ChArUco)");
}

int run_camera(const Context& ctx, const CameraOptions& options) {
  const auto target = make_target(options.target, true);
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
    result = calibration::calibrate_camera(views, *target);
  } catch (const calibration::CalibrationError& e) {
    throw CliError(kFailure, e.what());
  }
  nlohmann::json profile = load_profile(ctx.options, options.out);
  profile["camera"] = result.profile.to_json();
  save_profile(ctx.options, options.out, profile);
  const std::string path = profile_location(ctx.options, options.out);

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
  std::cout << "Calibrated from " << result.used.size() << " of " << views.size() << " views (" << target->name()
            << ").\n";
  TextTable table({"", "value"});
  table.add_row({"focal length fx, fy (px)", fixed(k(0, 0), 1) + ", " + fixed(k(1, 1), 1)});
  table.add_row({"principal point cx, cy (px)", fixed(k(0, 2), 1) + ", " + fixed(k(1, 2), 1)});
  const auto& d = result.profile.distortion;
  table.add_row({"distortion k1 k2 p1 p2 k3", fixed(d[0], 4) + " " + fixed(d[1], 4) + " " + fixed(d[2], 4) + " " +
                                                   fixed(d[3], 4) + " " + fixed(d[4], 4)});
  table.add_row({"reprojection error (RMS px)", fixed(result.profile.reprojection_error, 3)});
  std::cout << table.render();
  for (const auto& name : result.rejected) std::cout << "No usable " << target->name() << " in " << name << " (not used).\n";
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

struct TableOptions {
  std::string photo;
  std::string profile;
  bool forget = false;
};

calibration::BoardKind parse_board(const std::string& text) {
  const auto kind = core::parse_enum(text, std::span<const core::EnumName<calibration::BoardKind>>(calibration::kBoardKindNames));
  if (!kind) {
    throw CliError(kBadInput, "unknown board \"" + text + "\" (expected era-domain, discordia-city or rect)", "", "--board");
  }
  return *kind;
}

int run_target(const Context& ctx, const TargetPageOptions& options) {
  TargetOptions o = options.target;
  if (o.target == "auto") o.target = "chessboard";
  const auto target = make_target(o, false);
  try {
    calibration::write_page(options.out, calibration::render_target_page(*target));
  } catch (const calibration::CalibrationError& e) {
    throw CliError(kBadInput, e.what(), "", "--target");
  } catch (const std::invalid_argument& e) {
    throw CliError(kBadInput, e.what(), options.out);
  } catch (const std::exception& e) {
    throw CliError(kFailure, e.what(), options.out);
  }
  if (ctx.options.json) {
    print_json({{"target", options.out}, {"kind", o.target}, {"name", target->name()}});
  } else {
    std::cout << "Wrote the " << target->name() << " to " << options.out << ". Print it at 100% scale.\n";
  }
  return kOk;
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
  std::vector<std::string> as_seen;  // taught sets stored as the camera saw them, named to the user
  if (!options.profile.empty()) {
    nlohmann::json profile = load_profile(ctx.options, options.profile);
    path = profile_location(ctx.options, options.profile);
    if (!colours.empty()) as_seen = profiles::sets_taught_as_seen(profile, path);
    profile["boards"][calibration::board_name(kind)] = board_json;
    if (!colours.empty()) profile["colors"] = colours;
    save_profile(ctx.options, options.profile, profile);
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
    if (!path.empty() && !colours.empty()) out["dice_sets_as_seen"] = as_seen;
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
  if (!as_seen.empty()) {
    std::cout
        << "Dice sets taught before this white balance, stored as the camera saw them: " << join(as_seen)
        << ". If that light was not white, teach them again (dice forget --set NAME, then dice teach).\n";
  }
  if (!path.empty()) std::cout << "Saved to " << path << '\n';
  return kOk;
}

// Keeps the photo of the empty table in the profile (companion/profiles/table_setup.hpp), or forgets it.
int run_table(const Context& ctx, const TableOptions& options) {
  if (options.photo.empty() == !options.forget)
    throw CliError(kBadInput, "give the empty table's photo, or --forget", "", "--forget");
  const std::string location = profile_location(ctx.options, options.profile);
  if (options.forget) {
    nlohmann::json profile = load_existing_profile(ctx.options, options.profile);
    if (!profiles::forget_bare_table(profile))
      throw CliError(kBadInput, "the profile holds no bare table", location, "--forget");
    save_profile(ctx.options, options.profile, profile);
    if (ctx.options.json) {
      print_json({{"profile", location}, {"bare_table", nullptr}});
    } else {
      std::cout << "Forgot the bare table of profile " << location << ".\n";
    }
    return kOk;
  }
  const vision::BareTable bare(load_bare_table_photo(options.photo, ""));
  nlohmann::json profile = load_profile(ctx.options, options.profile);
  profiles::store_bare_table(profile, bare);
  save_profile(ctx.options, options.profile, profile);
  const cv::Size kept = bare.compared().size();
  if (ctx.options.json) {
    print_json({{"profile", location},
                {"photo", options.photo},
                {"bare_table", {{"width", kept.width}, {"height", kept.height}}}});
  } else {
    std::cout << "Stored the empty table of " << options.photo << " (compared at " << kept.width << "x"
              << kept.height << ", grey) in profile " << location
              << ".\ndice read, session roll --image and watch with this profile now leave the table's own "
                 "pattern out of the roll. Take it again when the camera or the cloth moves.\n";
  }
  return kOk;
}

}  // namespace

void register_calibrate(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("calibrate", "Calibrate the camera and register boards");

  auto camera = std::make_shared<CameraOptions>();
  CLI::App* cmd = add_command(*group, "camera",
                              "Camera intrinsics from chessboard or ChArUco photos (reprojection error reported)", ctx,
                              [&ctx, camera]() -> int { return run_camera(ctx, *camera); });
  cmd->add_option("images", camera->images, "Photos of the printed target from several angles")->required();
  cmd->add_option("--out", camera->out, "Profile name (kept in the database) or a .json file")->required();
  add_target_options(*cmd, camera->target, true);

  auto page = std::make_shared<TargetPageOptions>();
  cmd = add_command(*group, "target", "Printable calibration target (chessboard or ChArUco) on an A4 page", ctx,
                    [&ctx, page]() -> int { return run_target(ctx, *page); });
  cmd->add_option("--out", page->out, "FILE.pdf or FILE.png")->required();
  add_target_options(*cmd, page->target, false);

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

  auto table = std::make_shared<TableOptions>();
  cmd = add_command(*group, "table",
                    "Keep a photo of the empty table in the profile: the dice reader then leaves the table's "
                    "own pattern (printed cloths, speckled stone) out of every roll",
                    ctx, [&ctx, table]() -> int { return run_table(ctx, *table); });
  cmd->add_option("photo", table->photo, "Photo of the empty table, from the camera that watches the rolls");
  cmd->add_option("--profile", table->profile, "Profile to keep it in (name or path)")->required();
  cmd->add_flag("--forget", table->forget, "Forget the profile's bare table instead");
}

}  // namespace scriptorium::cli
