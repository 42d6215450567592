#include "calibration/board_registration.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::calibration {

namespace {

const std::array<const char*, 4> kCornerNames{"0 (next to cell 0,0)", "1", "2", "3"};

cv::Matx33d homography(const std::vector<cv::Point2d>& corners, cv::Size board) {
  std::vector<cv::Point2f> src, dst{{0, 0},
                                    {static_cast<float>(board.width), 0},
                                    {static_cast<float>(board.width), static_cast<float>(board.height)},
                                    {0, static_cast<float>(board.height)}};
  for (const auto& c : corners) src.emplace_back(static_cast<float>(c.x), static_cast<float>(c.y));
  return cv::Matx33d(cv::getPerspectiveTransform(src, dst));
}

// Convex and clockwise on screen (y down): every turn has the same, positive cross product.
void check_quadrilateral(const std::vector<cv::Point2d>& c, const std::string& what) {
  double area = 0;
  for (int i = 0; i < 4; ++i) {
    const cv::Point2d a = c[static_cast<std::size_t>(i)], b = c[static_cast<std::size_t>((i + 1) % 4)],
                      d = c[static_cast<std::size_t>((i + 2) % 4)];
    const double turn = (b - a).cross(d - b);
    if (turn <= 0) {
      throw RegistrationError(what + " do not form a convex quadrilateral in clockwise order (corner " +
                              std::to_string((i + 1) % 4) + " is out of place)");
    }
    area += a.cross(b) / 2;
  }
  if (area < 400) throw RegistrationError(what + " enclose almost no area (" + std::to_string(static_cast<int>(area)) + " px²)");
}

cv::Scalar sample(const cv::Mat& image, cv::Point2d at, double radius) {
  const int r = std::max(1, static_cast<int>(radius));
  const cv::Rect box = cv::Rect(cvRound(at.x) - r, cvRound(at.y) - r, 2 * r + 1, 2 * r + 1) & cv::Rect(0, 0, image.cols, image.rows);
  if (box.area() == 0) return {};
  return cv::mean(image(box));
}

std::vector<cv::Scalar> read_patch(const cv::Mat& image, const FoundAnchor& anchor) {
  std::vector<cv::Scalar> out;
  if (image.channels() != 3) return out;
  const double side = patch_side_in_modules(anchor.symbol_modules);
  for (std::size_t i = 0; i < patch_colors().size(); ++i) {
    const cv::Point2d p = patch_centre_in_modules(anchor.symbol_modules, i);
    const cv::Vec3d h = anchor.module_to_image * cv::Vec3d(p.x, p.y, 1);
    const cv::Vec3d e = anchor.module_to_image * cv::Vec3d(p.x + side * 0.3, p.y, 1);
    const cv::Point2d centre(h[0] / h[2], h[1] / h[2]), edge(e[0] / e[2], e[1] / e[2]);
    out.push_back(sample(image, centre, cv::norm(edge - centre)));
  }
  return out;
}

}  // namespace

std::vector<cv::Point2d> parse_corners(const std::string& text) {
  std::vector<double> values;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    try {
      std::size_t used = 0;
      const double v = std::stod(item, &used);
      while (used < item.size() && item[used] == ' ') ++used;
      if (used != item.size() || !std::isfinite(v)) throw std::invalid_argument(item);
      values.push_back(v);
    } catch (const std::exception&) {
      throw RegistrationError("--corners must be 8 numbers X0,Y0,X1,Y1,X2,Y2,X3,Y3; \"" + item + "\" is not a number");
    }
  }
  if (values.size() != 8) {
    throw RegistrationError("--corners must be 8 numbers X0,Y0,X1,Y1,X2,Y2,X3,Y3, got " + std::to_string(values.size()));
  }
  std::vector<cv::Point2d> corners;
  for (std::size_t i = 0; i < 8; i += 2) corners.emplace_back(values[i], values[i + 1]);
  return corners;
}

BoardRegistration register_from_corners(const std::vector<cv::Point2d>& corners, const BoardGeometry& geometry) {
  if (corners.size() != 4) throw RegistrationError("a board needs exactly 4 corners");
  check_quadrilateral(corners, "the corners");
  BoardRegistration out;
  out.geometry = geometry;
  out.corners = corners;
  out.image_to_board = homography(corners, geometry.rectified);
  out.method = "corners";
  return out;
}

BoardRegistration register_from_anchors(const cv::Mat& image, const BoardGeometry& geometry) {
  const auto found = find_anchors(image);
  std::array<std::optional<FoundAnchor>, 4> by_corner;
  std::vector<std::string> foreign;
  for (const auto& anchor : found) {
    if (anchor.id.board != geometry.kind) {
      foreign.push_back(board_name(anchor.id.board) + " corner " + std::to_string(anchor.id.corner));
      continue;
    }
    auto& slot = by_corner[static_cast<std::size_t>(anchor.id.corner)];
    if (slot && cv::norm(slot->cross - anchor.cross) > 3) {
      throw RegistrationError("two anchors claim corner " + std::to_string(anchor.id.corner) + " of the " +
                              board_name(geometry.kind) + " (at " + std::to_string(cvRound(slot->cross.x)) + "," +
                              std::to_string(cvRound(slot->cross.y)) + " and " + std::to_string(cvRound(anchor.cross.x)) +
                              "," + std::to_string(cvRound(anchor.cross.y)) + ")");
    }
    slot = anchor;
  }
  std::vector<std::string> missing;
  for (std::size_t i = 0; i < 4; ++i) {
    if (!by_corner[i]) missing.push_back(kCornerNames[i]);
  }
  if (!missing.empty()) {
    std::string what = "anchors not found for " + std::string(missing.size() == 1 ? "corner " : "corners ");
    for (std::size_t i = 0; i < missing.size(); ++i) what += (i ? ", " : "") + missing[i];
    what += " of the " + board_name(geometry.kind);
    if (!foreign.empty()) {
      what += "; found anchors of another board instead:";
      for (const auto& f : foreign) what += " " + f;
    }
    throw RegistrationError(what + " (use --corners to give the corners by hand)");
  }
  for (std::size_t i = 0; i < 4; ++i) {
    if (!by_corner[i]->refined) {
      throw RegistrationError("the cross of the corner " + std::to_string(i) +
                              " anchor was not found beside its code (covered, folded or cut off?)");
    }
  }
  BoardRegistration out;
  out.geometry = geometry;
  out.method = "anchors";
  out.player = by_corner[0]->id.player;
  for (const auto& a : by_corner) {
    if (a->id.player != out.player) {
      throw RegistrationError("the anchors belong to different players (p" + std::to_string(out.player) + " and p" +
                              std::to_string(a->id.player) + ")");
    }
    out.corners.push_back(a->cross);
    out.anchors.push_back(*a);
  }
  check_quadrilateral(out.corners, "the anchors");
  out.image_to_board = homography(out.corners, geometry.rectified);
  out.patch_bgr = read_patch(image, *by_corner[0]);
  return out;
}

cv::Mat rectify(const cv::Mat& image, const BoardRegistration& registration) {
  cv::Mat out;
  cv::warpPerspective(image, out, registration.image_to_board, registration.geometry.rectified);
  return out;
}

bool write_rectified(const std::string& path, const cv::Mat& image, const BoardRegistration& registration) {
  try {
    return cv::imwrite(path, rectify(image, registration));
  } catch (const cv::Exception&) {
    return false;
  }
}

BoardRegistration track_registration(const cv::Mat& image, const BoardRegistration& previous) {
  try {
    return register_from_anchors(image, previous.geometry);
  } catch (const RegistrationError&) {
    if (previous.method != "anchors") throw;
  }
  // Codes can fail to decode in one frame (blur, glare) while the crosses are still visible:
  // refine each cross where it was.
  cv::Mat gray;
  cv::cvtColor(image, gray, image.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
  BoardRegistration out = previous;
  for (std::size_t i = 0; i < 4; ++i) {
    std::vector<cv::Point2f> p{cv::Point2f(static_cast<float>(previous.corners[i].x), static_cast<float>(previous.corners[i].y))};
    cv::cornerSubPix(gray, p, {9, 9}, {-1, -1}, cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 60, 1e-4));
    if (cv::norm(cv::Point2d(p[0].x, p[0].y) - previous.corners[i]) > 8) {
      throw RegistrationError("lost the corner " + std::to_string(i) + " anchor");
    }
    out.corners[i] = {p[0].x, p[0].y};
  }
  check_quadrilateral(out.corners, "the tracked anchors");
  out.image_to_board = homography(out.corners, previous.geometry.rectified);
  return out;
}

nlohmann::json colour_profile_json(const std::vector<cv::Scalar>& patch_bgr) {
  nlohmann::json out = nlohmann::json::object();
  if (patch_bgr.size() != patch_colors().size()) return out;
  const cv::Scalar white = patch_bgr[0];
  const double level = (white[0] + white[1] + white[2]) / 3;
  std::array<double, 3> gains{1, 1, 1};
  for (int c = 0; c < 3; ++c) gains[static_cast<std::size_t>(c)] = white[c] > 1 ? level / white[c] : 1;
  out["white_balance"] = {{"gains_bgr", gains}};
  nlohmann::json refs = nlohmann::json::object();
  for (std::size_t i = 0; i < patch_bgr.size(); ++i) {
    nlohmann::json raw = nlohmann::json::array(), balanced = nlohmann::json::array();
    for (int c = 0; c < 3; ++c) {
      raw.push_back(std::round(patch_bgr[i][c] * 10) / 10);
      balanced.push_back(std::round(std::min(255.0, patch_bgr[i][c] * gains[static_cast<std::size_t>(c)]) * 10) / 10);
    }
    refs[patch_colors()[i].name] = {{"bgr", raw}, {"balanced_bgr", balanced}};
  }
  out["references"] = refs;
  return out;
}

cv::Vec3d white_balance_gains(const core::JsonCursor& colours) {
  const auto gains = colours.at("white_balance").at("gains_bgr");
  if (gains.size() != 3) gains.fail("expected 3 gains (blue, green, red)");
  cv::Vec3d out;
  for (std::size_t c = 0; c < 3; ++c) {
    const double g = gains.at(c).as_number();
    // A gain outside this range means a patch read as (nearly) black or a hand-edited profile.
    if (!(g >= 0.05 && g <= 20.0)) gains.at(c).fail("gain must be between 0.05 and 20");
    out[static_cast<int>(c)] = g;
  }
  return out;
}

nlohmann::json BoardRegistration::to_json() const {
  nlohmann::json c = nlohmann::json::array();
  for (const auto& p : corners) c.push_back({std::round(p.x * 100) / 100, std::round(p.y * 100) / 100});
  nlohmann::json h = nlohmann::json::array();
  for (int r = 0; r < 3; ++r) {
    for (int k = 0; k < 3; ++k) h.push_back(image_to_board(r, k));
  }
  nlohmann::json out{{"board", board_name(geometry.kind)},
                     {"method", method},
                     {"corners", c},
                     {"homography", h},
                     {"rectified_size", {geometry.rectified.width, geometry.rectified.height}}};
  if (geometry.cells.area() > 0) {
    out["cells"] = {geometry.cells.width, geometry.cells.height};
    out["cell_size"] = {geometry.rectified.width / geometry.cells.width, geometry.rectified.height / geometry.cells.height};
  }
  if (method == "anchors") out["player"] = player;
  return out;
}

}  // namespace scriptorium::calibration
