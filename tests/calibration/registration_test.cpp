// Board registration from printed anchors on synthetic photos of a board seen from known
// poses: the corners are recovered within 1 px for tilts up to 30 degrees.
#include "calibration/board_registration.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "calibration/anchor_sheet.hpp"
#include "calibration/printable_page.hpp"
#include "tests/calibration/synthetic_views.hpp"

namespace sc = scriptorium::calibration;
namespace st = scriptorium::test;

namespace {

constexpr double kPxPerMm = 4;   // scene texture resolution
constexpr int kModulePx = 8;     // 2 mm modules
constexpr double kBoardMm = 300;
constexpr double kMarginMm = 110;

struct Scene {
  cv::Mat canvas;                       // the table seen from straight above
  std::vector<cv::Point2d> crosses;     // cross centres (= board corners), canvas pixels
};

struct SceneOptions {
  sc::BoardKind anchors = sc::BoardKind::era_domain;
  int skip_corner = -1;                 // leave this anchor out
  bool swap_1_and_3 = false;            // anchors laid at the wrong corners
  cv::Scalar cast{1, 1, 1};             // colour cast of the light
};

Scene make_scene(const SceneOptions& options = {}) {
  const int side = cvRound((kBoardMm + 2 * kMarginMm) * kPxPerMm);
  Scene scene;
  scene.canvas = cv::Mat(side, side, CV_8UC3, cv::Scalar(70, 90, 120));  // wooden table
  const int o = cvRound(kMarginMm * kPxPerMm), b = cvRound(kBoardMm * kPxPerMm);
  const cv::Rect board(o, o, b, b);
  scene.canvas(board).setTo(cv::Scalar(150, 190, 200));
  for (int i = 1; i < 9; ++i) {  // the 9x9 domain grid
    cv::line(scene.canvas, {o + i * b / 9, o}, {o + i * b / 9, o + b}, cv::Scalar(60, 80, 90), 3);
    cv::line(scene.canvas, {o, o + i * b / 9}, {o + b, o + i * b / 9}, cv::Scalar(60, 80, 90), 3);
  }
  // Board corners in canvas pixel coordinates (pixel centres at integers): the board's edge lies
  // half a pixel before its first pixel.
  const std::vector<cv::Point2d> corners{{o - 0.5, o - 0.5}, {o + b - 0.5, o - 0.5}, {o + b - 0.5, o + b - 0.5}, {o - 0.5, o + b - 0.5}};
  for (int corner = 0; corner < 4; ++corner) {
    const int placed_at = options.swap_1_and_3 && corner % 2 == 1 ? 4 - corner : corner;
    if (corner == options.skip_corner) continue;
    cv::Point2d cross;
    cv::Mat tile = sc::render_anchor({options.anchors, 0, corner}, kModulePx, &cross);
    // Turn the tile a quarter per corner so it lies outside the board with its cross inward.
    const cv::Size size = tile.size();
    for (int q = 0; q < placed_at; ++q) {
      cv::rotate(tile, tile, cv::ROTATE_90_CLOCKWISE);
      // (x, y) -> (h - 1 - y, x) for a tile of height h before the turn
      const double h = q % 2 == 0 ? size.height : size.width;
      cross = {h - 1 - cross.y, cross.x};
    }
    const cv::Point2d at = corners[static_cast<std::size_t>(placed_at)];
    const cv::Point offset(cvRound(at.x - cross.x), cvRound(at.y - cross.y));
    tile.copyTo(scene.canvas(cv::Rect(offset, tile.size())));
    scene.crosses.push_back(cross + cv::Point2d(offset));
  }
  cv::multiply(scene.canvas, options.cast, scene.canvas);
  return scene;
}

struct Photo {
  cv::Mat image;
  std::vector<cv::Point2d> crosses;  // truth, image pixels
};

Photo photograph(const Scene& scene, double rx, double ry, double rz) {
  st::SyntheticCamera camera;
  camera.size = {1600, 1200};
  camera.k = {1200, 0, 800, 0, 1200, 600, 0, 0, 1};
  const double side_mm = scene.canvas.cols / kPxPerMm;
  cv::Vec3d rvec, tvec;
  st::board_pose(rx, ry, rz, {side_mm / 2, side_mm / 2}, 0, 0, 700, rvec, tvec);
  // Canvas pixel coordinates (centres at integers) -> image pixel coordinates.
  const cv::Matx33d h = st::plane_homography(camera, rvec, tvec, kPxPerMm, {0, 0}) * cv::Matx33d(1, 0, 0.5, 0, 1, 0.5, 0, 0, 1);
  cv::Mat big, image;
  cv::warpPerspective(scene.canvas, big, cv::Matx33d(2, 0, 0.5, 0, 2, 0.5, 0, 0, 1) * h, camera.size * 2, cv::INTER_LINEAR,
                      cv::BORDER_CONSTANT, cv::Scalar(40, 40, 40));
  cv::resize(big, image, camera.size, 0, 0, cv::INTER_AREA);
  cv::GaussianBlur(image, image, {0, 0}, 0.8);  // a real lens is never perfectly sharp
  cv::Mat noise(image.size(), CV_8UC3);
  cv::RNG rng(5);
  rng.fill(noise, cv::RNG::UNIFORM, 0, 5);
  image += noise;
  Photo photo{image, {}};
  for (const auto& p : scene.crosses) {
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    photo.crosses.emplace_back(q[0] / q[2], q[1] / q[2]);
  }
  return photo;
}

const sc::BoardGeometry kEra = sc::board_geometry(sc::BoardKind::era_domain);

struct Tilt {
  double rx, ry, rz;
};

class RegistrationTilt : public ::testing::TestWithParam<Tilt> {};

}  // namespace

TEST_P(RegistrationTilt, RecoversTheCornersWithinOnePixel) {
  const Tilt tilt = GetParam();
  const Scene scene = make_scene();
  const Photo photo = photograph(scene, tilt.rx, tilt.ry, tilt.rz);
  const auto reg = sc::register_from_anchors(photo.image, kEra);
  ASSERT_EQ(reg.corners.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_LT(cv::norm(reg.corners[i] - photo.crosses[i]), 1.0)
        << "corner " << i << " at " << reg.corners[i] << ", truth " << photo.crosses[i];
  }
  // The homography maps the true corners onto the rectified board's corners (within 1 px there).
  const std::vector<cv::Point2d> rectified{{0, 0}, {576, 0}, {576, 576}, {0, 576}};
  for (std::size_t i = 0; i < 4; ++i) {
    const cv::Vec3d q = reg.image_to_board * cv::Vec3d(photo.crosses[i].x, photo.crosses[i].y, 1);
    EXPECT_LT(cv::norm(cv::Point2d(q[0] / q[2], q[1] / q[2]) - rectified[i]), 1.5) << "corner " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(UpTo30Degrees, RegistrationTilt,
                         ::testing::Values(Tilt{0, 0, 0}, Tilt{10, 0, 5}, Tilt{0, 15, -10}, Tilt{20, 0, 30},
                                           Tilt{0, -20, 45}, Tilt{30, 0, 0}, Tilt{-30, 0, 10}, Tilt{0, 30, -20},
                                           Tilt{0, -30, 90}, Tilt{20, 20, 0}, Tilt{-21, 21, 180}));

TEST(Registration, AMissingAnchorIsNamed) {
  SceneOptions options;
  options.skip_corner = 2;
  const Photo photo = photograph(make_scene(options), 10, 5, 0);
  try {
    sc::register_from_anchors(photo.image, kEra);
    FAIL() << "no error";
  } catch (const sc::RegistrationError& e) {
    EXPECT_NE(std::string(e.what()).find("anchors not found for corner 2"), std::string::npos) << e.what();
  }
}

TEST(Registration, AnchorsOfAnotherBoardAreReported) {
  SceneOptions options;
  options.anchors = sc::BoardKind::discordia_city;
  const Photo photo = photograph(make_scene(options), 0, 10, 0);
  try {
    sc::register_from_anchors(photo.image, kEra);
    FAIL() << "no error";
  } catch (const sc::RegistrationError& e) {
    EXPECT_NE(std::string(e.what()).find("another board"), std::string::npos) << e.what();
  }
}

TEST(Registration, AnchorsAtTheWrongCornersAreInconsistent) {
  SceneOptions options;
  options.swap_1_and_3 = true;
  const Photo photo = photograph(make_scene(options), 0, 0, 0);
  try {
    sc::register_from_anchors(photo.image, kEra);
    FAIL() << "no error";
  } catch (const sc::RegistrationError& e) {
    EXPECT_NE(std::string(e.what()).find("clockwise"), std::string::npos) << e.what();
  }
}

TEST(Registration, TrackingFollowsASmallMove) {
  const Scene scene = make_scene();
  const auto first = sc::register_from_anchors(photograph(scene, 10, 0, 0).image, kEra);
  const Photo moved = photograph(scene, 11, 1, 1);
  const auto next = sc::track_registration(moved.image, first);
  for (std::size_t i = 0; i < 4; ++i) EXPECT_LT(cv::norm(next.corners[i] - moved.crosses[i]), 1.0) << i;
}

TEST(Registration, ColourPatchGivesWhiteBalanceGains) {
  SceneOptions options;
  options.cast = {0.8, 1.0, 1.15};  // warm light: little blue, much red
  const Photo photo = photograph(make_scene(options), 5, 5, 0);
  const auto reg = sc::register_from_anchors(photo.image, kEra);
  ASSERT_EQ(reg.patch_bgr.size(), sc::patch_colors().size());
  const auto colours = sc::colour_profile_json(reg.patch_bgr);
  const auto white = colours["references"]["white"]["balanced_bgr"];
  EXPECT_NEAR(white[0].get<double>(), white[2].get<double>(), 3);
  EXPECT_NEAR(white[1].get<double>(), white[2].get<double>(), 3);
  // Under warm light the printed red still reads as the reddest patch.
  const auto red = colours["references"]["red"]["balanced_bgr"];
  EXPECT_GT(red[2].get<double>(), 2 * red[0].get<double>());
}

// What `dice read --profile` takes from the profile: the gains written above, read back, and a
// clear error naming the place for gains that cannot be (untrusted: profiles are imported).
TEST(Registration, WhiteBalanceGainsReadBackFromTheProfile) {
  std::vector<cv::Scalar> patches;
  for (const auto& c : sc::patch_colors()) patches.emplace_back(c.bgr[0] * 0.5, c.bgr[1] * 0.8, c.bgr[2]);
  const auto colours = sc::colour_profile_json(patches);
  const cv::Vec3d gains = sc::white_balance_gains(scriptorium::core::JsonCursor(colours, "/colors"));
  const double level = 255 * (0.5 + 0.8 + 1.0) / 3;  // the printed white's mean as seen
  EXPECT_NEAR(gains[0], level / (255 * 0.5), 1e-9);
  EXPECT_NEAR(gains[1], level / (255 * 0.8), 1e-9);
  EXPECT_NEAR(gains[2], level / 255, 1e-9);

  const auto error_of = [](const nlohmann::json& bad) {
    try {
      sc::white_balance_gains(scriptorium::core::JsonCursor(bad, "/colors"));
    } catch (const scriptorium::core::InputError& e) {
      return e.where() + ": " + e.what();
    }
    return std::string("no error");
  };
  EXPECT_NE(error_of(nlohmann::json::object()).find("/colors: missing key \"white_balance\""),
            std::string::npos);
  const auto with = [](nlohmann::json values) {
    return nlohmann::json{{"white_balance", {{"gains_bgr", values}}}};
  };
  EXPECT_NE(error_of(with({1.0, 1.0})).find("3 gains"), std::string::npos);
  EXPECT_NE(error_of(with({1.0, 0.0, 1.0})).find("/colors/white_balance/gains_bgr/1"), std::string::npos);
  EXPECT_NE(error_of(with({1.0, 1.0, "x"})).find("/colors/white_balance/gains_bgr/2"), std::string::npos);
  EXPECT_NE(error_of(with({1.0, 1.0, 1e300})).find("between 0.05 and 20"), std::string::npos);
}

TEST(Registration, CornersByHand) {
  const auto corners = sc::parse_corners("10,20, 500,30,480,400,15,390");
  ASSERT_EQ(corners.size(), 4u);
  EXPECT_EQ(corners[1], cv::Point2d(500, 30));
  const auto reg = sc::register_from_corners(corners, kEra);
  const cv::Vec3d q = reg.image_to_board * cv::Vec3d(480, 400, 1);
  EXPECT_NEAR(q[0] / q[2], 576, 1e-6);
  EXPECT_NEAR(q[1] / q[2], 576, 1e-6);
  EXPECT_EQ(reg.method, "corners");
  EXPECT_THROW(sc::parse_corners("1,2,3"), sc::RegistrationError);
  EXPECT_THROW(sc::parse_corners("1,2,3,4,5,6,7,x"), sc::RegistrationError);
  // Counter-clockwise (mirrored) order is rejected.
  EXPECT_THROW(sc::register_from_corners(sc::parse_corners("10,20,15,390,480,400,500,30"), kEra), sc::RegistrationError);
}

TEST(AnchorText, RoundTripsAndRejectsOtherCodes) {
  const sc::AnchorId id{sc::BoardKind::discordia_city, 3, 2};
  const auto back = sc::parse_anchor_text(sc::anchor_text(id));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->board, sc::BoardKind::discordia_city);
  EXPECT_EQ(back->player, 3);
  EXPECT_EQ(back->corner, 2);
  EXPECT_FALSE(sc::parse_anchor_text("https://example.com"));
  EXPECT_FALSE(sc::parse_anchor_text("SCR1 era-domain p0 c4"));
  EXPECT_FALSE(sc::parse_anchor_text("SCR1 chessboard p0 c1"));
}

TEST(AnchorSheet, ThePrintedSheetIsReadableWithZxing) {
  const cv::Mat page = sc::render_anchor_sheet(sc::BoardKind::rect, 1, 150);
  const auto anchors = sc::find_anchors(page);
  std::vector<int> corners;
  for (const auto& a : anchors) {
    EXPECT_EQ(a.id.board, sc::BoardKind::rect);
    EXPECT_EQ(a.id.player, 1);
    EXPECT_TRUE(a.refined);
    corners.push_back(a.id.corner);
  }
  std::sort(corners.begin(), corners.end());
  EXPECT_EQ(corners, (std::vector<int>{0, 1, 2, 3}));
  // Laid out clockwise, the sheet itself registers as a rectangle.
  EXPECT_EQ(sc::register_from_anchors(page, sc::board_geometry(sc::BoardKind::rect)).method, "anchors");
}

TEST(AnchorSheet, PdfIsOnePageWithTheImage) {
  const std::string pdf = sc::page_pdf(sc::render_anchor_sheet(sc::BoardKind::era_domain, 0, 100));
  EXPECT_EQ(pdf.rfind("%PDF-1.4", 0), 0u);
  EXPECT_NE(pdf.find("/Count 1"), std::string::npos);
  EXPECT_NE(pdf.find("/DCTDecode"), std::string::npos);
  EXPECT_EQ(pdf.substr(pdf.size() - 6), "%%EOF\n");
}
