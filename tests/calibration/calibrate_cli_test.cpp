// `scriptorium calibrate camera|sheet|board` from outside.
#include <algorithm>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "tests/calibration/synthetic_views.hpp"
#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;
namespace st = scriptorium::test;

namespace {

using scriptorium::test::kCli;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Eight chessboard views of the default synthetic camera (fx = fy = 1000) as PNG files.
std::string write_views(const TempDir& dir) {
  const st::SyntheticCamera camera;
  const double poses[8][6] = {{0, 0, 0, 0, 0, 520},    {25, 0, 5, 40, 0, 500},   {-25, 0, -5, -40, 10, 520},
                              {0, 25, 10, 0, 30, 540}, {0, -25, -10, 20, -30, 500}, {20, 20, 0, -60, -40, 560},
                              {-20, 20, 15, 60, 40, 540}, {20, -20, -15, 50, -40, 520}};
  std::string args;
  for (int i = 0; i < 8; ++i) {
    const auto& p = poses[i];
    const std::string file = dir.file("view" + std::to_string(i) + ".png");
    cv::imwrite(file, st::render_chessboard(camera, {9, 6}, 25, p[0], p[1], p[2], p[3], p[4], p[5], i));
    args += " " + quote(file);
  }
  return args;
}

}  // namespace

TEST(CalibrateCli, CameraWritesTheProfileAndReportsTheReprojectionError) {
  TempDir dir;
  const std::string views = write_views(dir);
  const auto r = run_command(kCli + " calibrate camera" + views + " --out " + quote(dir.file("table.json")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto out = nlohmann::json::parse(r.out);
  EXPECT_LT(out["reprojection_error"].get<double>(), 0.5);
  EXPECT_NEAR(out["camera"]["camera_matrix"][0].get<double>(), 1000, 10);
  EXPECT_EQ(out["views"].size(), 8u);
  const auto profile = nlohmann::json::parse(read_file(dir.file("table.json")));
  EXPECT_NEAR(profile["camera"]["camera_matrix"][4].get<double>(), 1000, 10);
}

TEST(CalibrateCli, ProfileNamesLiveInTheDatabaseOfTheDataFolder) {
  TempDir dir;
  const std::string views = write_views(dir);
  const std::string env = "env -u SCRIPTORIUM_DB XDG_DATA_HOME=" + quote(dir.path()) + " ";
  const auto r = run_command(env + kCli + " calibrate camera" + views + " --out table");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.find('{'), std::string::npos);  // words for people
  EXPECT_NE(r.out.find("reprojection error"), std::string::npos);
  EXPECT_FALSE(read_file(dir.file("scriptorium/scriptorium.db")).empty());
  const auto listed = run_command(env + kCli + " profile list --json");
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  const auto profiles = nlohmann::json::parse(listed.out).at("profiles");
  ASSERT_EQ(profiles.size(), 1u);
  EXPECT_EQ(profiles[0].at("name"), "table");
  EXPECT_TRUE(profiles[0].at("camera").get<bool>());
}

TEST(CalibrateCli, CameraWithoutEnoughBoardsFails) {
  TempDir dir;
  cv::imwrite(dir.file("blank.png"), cv::Mat(100, 100, CV_8UC3, cv::Scalar(128, 128, 128)));
  const auto r = run_command(kCli + " calibrate camera " + quote(dir.file("blank.png")) + " --out " + quote(dir.file("p.json")));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("at least 3"), std::string::npos) << r.err;
  const auto unreadable = run_command(kCli + " calibrate camera " + quote(dir.file("none.png")) + " --out " + quote(dir.file("p.json")));
  EXPECT_EQ(unreadable.exit_code, 2);
}

TEST(CalibrateCli, TargetPagesForBothKindsAndBadTargets) {
  TempDir dir;
  auto r = run_command(kCli + " calibrate target --target charuco --out " + quote(dir.file("c.png")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["name"], "5x7 ChArUco board");
  EXPECT_EQ(cv::imread(dir.file("c.png")).size(), cv::Size(2480, 3508));  // A4 at 300 dpi
  r = run_command(kCli + " calibrate target --out " + quote(dir.file("b.pdf")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("9x6 chessboard"), std::string::npos) << r.out;
  EXPECT_EQ(read_file(dir.file("b.pdf")).rfind("%PDF", 0), 0u);
  // Too big for A4, an unknown kind, a bad grid: one error line each, exit 2, no file.
  for (const std::string bad : {"--target charuco --charuco 12x12", "--target dots", "--pattern 9", "--square -3"}) {
    r = run_command(kCli + " calibrate target " + bad + " --out " + quote(dir.file("bad.png")));
    EXPECT_EQ(r.exit_code, 2) << bad;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
  EXPECT_TRUE(read_file(dir.file("bad.png")).empty());
}

TEST(CalibrateCli, SheetAsPdfAndPngAndBadArguments) {
  TempDir dir;
  auto r = run_command(kCli + " calibrate sheet --board era-domain --out " + quote(dir.file("s.pdf")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(read_file(dir.file("s.pdf")).rfind("%PDF", 0), 0u);
  r = run_command(kCli + " calibrate sheet --board DiscordiaCity --out " + quote(dir.file("s.png")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["board"], "discordia-city");
  EXPECT_FALSE(cv::imread(dir.file("s.png")).empty());
  EXPECT_EQ(run_command(kCli + " calibrate sheet --board chess --out " + quote(dir.file("x.pdf"))).exit_code, 2);
  EXPECT_EQ(run_command(kCli + " calibrate sheet --board rect --out " + quote(dir.file("x.txt"))).exit_code, 2);
}

TEST(CalibrateCli, BoardFromThePrintedSheetStoresRegistrationAndColours) {
  TempDir dir;
  ASSERT_EQ(run_command(kCli + " calibrate sheet --board rect --out " + quote(dir.file("s.png"))).exit_code, 0);
  const auto r = run_command(kCli + " calibrate board --board rect " + quote(dir.file("s.png")) + " --profile " +
                             quote(dir.file("p.json")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto out = nlohmann::json::parse(r.out);
  EXPECT_EQ(out["method"], "anchors");
  EXPECT_EQ(out["corners"].size(), 4u);
  const auto profile = nlohmann::json::parse(read_file(dir.file("p.json")));
  EXPECT_TRUE(profile["boards"].contains("rect"));
  EXPECT_TRUE(profile["colors"].contains("white_balance"));
}

// A white balance stored into a profile whose dice sets were taught without one: the sets still
// taught are named, so the user knows which to teach again; a malformed list is bad input and the
// profile stays as it was.
TEST(CalibrateCli, BoardNamesTheDiceSetsTaughtBeforeItsWhiteBalance) {
  TempDir dir;
  ASSERT_EQ(run_command(kCli + " calibrate sheet --board rect --out " + quote(dir.file("s.png"))).exit_code,
            0);
  const std::string board = kCli + " calibrate board --board rect " + quote(dir.file("s.png")) +
                            " --profile " + quote(dir.file("p.json"));
  std::ofstream(dir.file("p.json")) << R"({"dice_sets": {"era-yellow": {"Y1": []}, "era-blue": {"B1": []}},
            "dice_sets_as_seen": ["era-yellow", "era-gone"]})";
  auto r = run_command(board + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("dice_sets_as_seen"), nlohmann::json::array({"era-yellow"}))
      << r.out;
  r = run_command(board);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("taught before this white balance, stored as the camera saw them: era-yellow."),
            std::string::npos)
      << r.out;
  const std::string malformed = R"({"dice_sets": {"era-yellow": {"Y1": []}}, "dice_sets_as_seen": [7]})";
  std::ofstream(dir.file("p.json")) << malformed;
  r = run_command(board);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find("p.json:/dice_sets_as_seen/0"), std::string::npos) << r.err;
  EXPECT_EQ(read_file(dir.file("p.json")), malformed);
}

TEST(CalibrateCli, BoardWithoutAnchorsSaysSoAndCornersOverride) {
  TempDir dir;
  cv::imwrite(dir.file("plain.png"), cv::Mat(480, 640, CV_8UC3, cv::Scalar(90, 120, 150)));
  auto r = run_command(kCli + " calibrate board --board era-domain " + quote(dir.file("plain.png")));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("anchors not found"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--corners"), std::string::npos) << r.err;
  r = run_command(kCli + " calibrate board --board era-domain " + quote(dir.file("plain.png")) +
                  " --corners 100,50,540,60,530,430,110,420 --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto out = nlohmann::json::parse(r.out);
  EXPECT_EQ(out["method"], "corners");
  EXPECT_EQ(out["cells"], nlohmann::json({9, 9}));
  r = run_command(kCli + " calibrate board --board era-domain " + quote(dir.file("plain.png")) + " --corners 1,2,3");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--corners"), std::string::npos);
}
