// The numeral solids of the synthetic dice scenes (d4, numeral d6, d8): their geometry, what the
// viewer sees of them, and the exact ground truth of scenes made of them.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/synth/dice_scene.hpp"
#include "vision/synth/solid_die.hpp"

namespace sv = scriptorium::vision;
namespace synth = scriptorium::vision::synth;
using synth::SolidKind;

namespace {

constexpr SolidKind kKinds[] = {SolidKind::d4, SolidKind::d6, SolidKind::d8};

synth::SolidPose pose(SolidKind kind, int value, double yaw = 0.4, double edge = 100) {
  synth::SolidPose p;
  p.kind = kind;
  p.value = value;
  p.yaw = yaw;
  p.edge = edge;
  return p;
}

// Height of the die resting on a face, edge 1: cube 1; tetrahedron and octahedron sqrt(2/3).
double unit_height(SolidKind kind) { return kind == SolidKind::d6 ? 1.0 : std::sqrt(2.0 / 3.0); }

}  // namespace

// Every edge of a Platonic solid has the same length: the corners are those of the regular solid.
TEST(SolidDie, CornersFormTheRegularSolidRestingOnTheTable) {
  const std::map<SolidKind, std::pair<std::size_t, int>> expected{
      {SolidKind::d4, {4, 6}}, {SolidKind::d6, {8, 12}}, {SolidKind::d8, {6, 12}}};  // corners, edges
  for (const SolidKind kind : kKinds) {
    for (int value = 1; value <= synth::face_count(kind); ++value) {
      const auto corners = synth::solid_corners(pose(kind, value));
      ASSERT_EQ(corners.size(), expected.at(kind).first) << synth::kind_name(kind);
      int edges = 0;
      double low = 1e9, high = -1e9;
      for (std::size_t i = 0; i < corners.size(); ++i) {
        low = std::min(low, corners[i][2]);
        high = std::max(high, corners[i][2]);
        for (std::size_t j = i + 1; j < corners.size(); ++j) edges += std::abs(cv::norm(corners[i] - corners[j]) - 100) < 1e-6;
      }
      EXPECT_EQ(edges, expected.at(kind).second) << synth::kind_name(kind) << " " << value;
      EXPECT_NEAR(low, 0, 1e-9);
      EXPECT_NEAR(high, 100 * unit_height(kind), 1e-6) << synth::kind_name(kind) << " " << value;
      // Resting on a face: three corners on the table (four for the cube); a d4 has one on top.
      const auto on = [&](double z) {
        return std::count_if(corners.begin(), corners.end(), [&](const cv::Vec3d& c) { return std::abs(c[2] - z) < 1e-6; });
      };
      EXPECT_EQ(on(0), kind == SolidKind::d6 ? 4 : 3);
      EXPECT_EQ(on(high), kind == SolidKind::d4 ? 1 : kind == SolidKind::d6 ? 4 : 3);
    }
  }
}

TEST(SolidDie, ValuesOutsideTheDieAreRefused) {
  EXPECT_THROW(synth::solid_corners(pose(SolidKind::d4, 5)), std::invalid_argument);
  EXPECT_THROW(synth::solid_corners(pose(SolidKind::d8, 0)), std::invalid_argument);
}

// Straight from above a cube shows its top only, a tetrahedron its three sloping faces, an
// octahedron its top and the three faces around it; a lean shows the cube's side too.
TEST(SolidDie, FacesSeenFromAboveAndAskew) {
  EXPECT_EQ(synth::view_solid(pose(SolidKind::d6, 2), {0, 0}, {0, 0}).visible_faces, 1);
  EXPECT_EQ(synth::view_solid(pose(SolidKind::d4, 2), {0, 0}, {0, 0}).visible_faces, 3);
  EXPECT_EQ(synth::view_solid(pose(SolidKind::d8, 2), {0, 0}, {0, 0}).visible_faces, 4);
  EXPECT_EQ(synth::view_solid(pose(SolidKind::d6, 2, 0.0), {0, 0}, {0.2, 0}).visible_faces, 2);
  EXPECT_EQ(synth::view_solid(pose(SolidKind::d6, 2, 0.3), {0, 0}, {0.2, 0.2}).visible_faces, 3);
  EXPECT_EQ(synth::view_solid(pose(SolidKind::d8, 2), {0, 0}, {0.2, 0}).visible_faces, 4);
}

// The up face's centre (a d4's top vertex) lies over the middle of the footprint, and a lean moves
// it by lean x height (the canvas's rows go down, the table's y up).
TEST(SolidDie, UpFaceCentreFollowsTheLean) {
  for (const SolidKind kind : kKinds) {
    const cv::Point2d c(300, 200);
    const auto straight = synth::view_solid(pose(kind, 1), c, {0, 0});
    EXPECT_NEAR(cv::norm(straight.up_face - c), 0, 1e-6) << synth::kind_name(kind);
    const double h = 100 * unit_height(kind);
    const auto askew = synth::view_solid(pose(kind, 1), c, {0.2, 0.1});
    EXPECT_NEAR(askew.up_face.x, c.x + 0.2 * h, 1e-6) << synth::kind_name(kind);
    EXPECT_NEAR(askew.up_face.y, c.y - 0.1 * h, 1e-6) << synth::kind_name(kind);
    EXPECT_GT(cv::pointPolygonTest(std::vector<cv::Point2f>(askew.outline.begin(), askew.outline.end()),
                                   cv::Point2f(askew.up_face), false), -1e-3);
  }
}

// The value is printed on the up face: drawing the same die with ink the colour of its body
// differs there and nowhere outside the die.
TEST(SolidDie, NumeralsArePrintedOnTheFaces) {
  for (const SolidKind kind : kKinds) {
    synth::SolidLook look;
    look.body = cv::Scalar(230, 230, 230);
    look.ink = cv::Scalar(20, 20, 20);
    cv::Mat printed(300, 300, CV_32FC3, cv::Scalar(50, 120, 50)), blank = printed.clone();
    const auto view = synth::draw_solid(printed, pose(kind, 3), {150, 150}, {0, 0}, look);
    look.ink = look.body;
    synth::draw_solid(blank, pose(kind, 3), {150, 150}, {0, 0}, look);
    cv::Mat diff;
    cv::absdiff(printed, blank, diff);
    cv::cvtColor(diff, diff, cv::COLOR_BGR2GRAY);
    cv::Mat outside(printed.size(), CV_8U, cv::Scalar(255));
    std::vector<cv::Point> outline(view.outline.begin(), view.outline.end());
    cv::fillConvexPoly(outside, outline, cv::Scalar(0));
    double inked = 0, stray = 0;
    cv::minMaxLoc(diff, nullptr, &stray, nullptr, nullptr, outside);
    const cv::Rect around(cv::Point(view.up_face) - cv::Point(20, 20), cv::Size(40, 40));
    cv::minMaxLoc(diff(around), nullptr, &inked);
    EXPECT_GT(inked, 150) << synth::kind_name(kind);  // dark ink on a light body near the up face
    EXPECT_EQ(stray, 0) << synth::kind_name(kind);
  }
}

// Scenes of numeral solids: every die's kind, value, centre and box are known exactly, every
// value of every kind turns up, and a seed always gives the same scene.
TEST(DiceSynthSolids, ScenesCarryExactTruth) {
  sv::SceneOptions opt;
  opt.solids = {SolidKind::d4, SolidKind::d6, SolidKind::d8};
  std::map<std::string, std::set<int>> seen;
  for (std::uint64_t seed = 300; seed < 330; ++seed) {
    const auto scene = sv::render_dice_scene(seed, opt);
    ASSERT_EQ(scene.image.size(), cv::Size(opt.width, opt.height));
    ASSERT_GE(scene.dice.size(), 3u);
    for (const auto& d : scene.dice) {
      const int value = std::stoi(d.value);
      const int faces = d.kind == "d4" ? 4 : d.kind == "d6" ? 6 : 8;
      ASSERT_TRUE(d.kind == "d4" || d.kind == "d6" || d.kind == "d8") << d.kind;
      EXPECT_GE(value, 1);
      EXPECT_LE(value, faces);
      seen[d.kind].insert(value);
      EXPECT_TRUE(d.box.contains(d.center)) << seed;
      EXPECT_TRUE(cv::Rect2f(0, 0, static_cast<float>(opt.width), static_cast<float>(opt.height)).contains(d.center));
    }
  }
  EXPECT_EQ(seen["d4"].size(), 4u);
  EXPECT_EQ(seen["d6"].size(), 6u);
  EXPECT_EQ(seen["d8"].size(), 8u);
  const auto a = sv::render_dice_scene(301, opt), b = sv::render_dice_scene(301, opt);
  EXPECT_EQ(cv::norm(a.image, b.image, cv::NORM_INF), 0);
}

// Teaching photos of numeral dice: every die shows the asked value.
TEST(DiceSynthSolids, FaceOptionSetsTheValueShown) {
  sv::SceneOptions opt;
  opt.solids = {SolidKind::d8};
  opt.face = 7;
  const auto scene = sv::render_dice_scene(42, opt);
  ASSERT_FALSE(scene.dice.empty());
  for (const auto& d : scene.dice) {
    EXPECT_EQ(d.kind, "d8");
    EXPECT_EQ(d.value, "7");
  }
}
