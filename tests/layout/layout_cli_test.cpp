// `scriptorium layout teach|read` and `era walled PHOTO` from outside, on rendered photos:
// teach a profile from a few photos with their true layouts, then read unseen photos.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "engine/era/geometry.hpp"
#include "engine/era/scoring.hpp"
#include "tests/layout/layout_metrics.hpp"
#include "tests/support/run_command.hpp"

namespace scriptorium::test {
namespace {

using scriptorium::test::kCli;

std::string corners_arg(const vision::BoardScene& scene) {
  std::string out;
  for (const auto& c : scene.corners)
    out += (out.empty() ? "" : ",") + std::to_string(c.x) + "," + std::to_string(c.y);
  return out;
}

class LayoutCli : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir();
    const era::Rules rules = era::default_rules();
    // The same teaching photos as the library tests (layout_metrics.cpp), through the CLI.
    for (int i = 0; i < kTeachBoards; ++i) {
      const std::uint64_t seed = kTeachSeed + static_cast<std::uint64_t>(i);
      const auto scene = vision::render_era_board(teaching_domain(i, rules), seed, {});
      const std::string photo = dir_->file("teach" + std::to_string(i) + ".png");
      cv::imwrite(photo, scene.image);
      dir_->write("teach" + std::to_string(i) + ".json", era::domain_to_json(scene.domain).dump());
      const auto r = run_command(kCli + " layout teach " + quote(photo) + " --board era-domain --profile " +
                                 quote(profile()) + " --layout " +
                                 quote(dir_->file("teach" + std::to_string(i) + ".json")) + " --corners " +
                                 corners_arg(scene) + " --json");
      ASSERT_EQ(r.exit_code, 0) << r.err;
      teach_reply_ = nlohmann::json::parse(r.out);
    }
  }
  static void TearDownTestSuite() { delete dir_; }
  static std::string profile() { return dir_->file("table.json"); }

  static TempDir* dir_;
  static nlohmann::json teach_reply_;
};
TempDir* LayoutCli::dir_ = nullptr;
nlohmann::json LayoutCli::teach_reply_;

TEST_F(LayoutCli, TeachStoresTheAppearanceUnderLayoutsInTheProfile) {
  EXPECT_EQ(teach_reply_["board"], "era-domain");
  EXPECT_EQ(teach_reply_["cells_taught"], 81);
  const auto stored = nlohmann::json::parse(std::ifstream(profile()));
  ASSERT_TRUE(stored["layouts"].contains("era-domain"));
  EXPECT_GT(stored["layouts"]["era-domain"]["exemplars"]["empty"].size(), 0u);
  EXPECT_GT(stored["layouts"]["era-domain"]["exemplars"]["wall"].size(), 0u);
}

TEST_F(LayoutCli, ReadPrintsTheDomainWithConfidences) {
  const era::Rules rules = era::default_rules();
  int exact = 0;
  for (int i = 0; i < 3; ++i) {
    const auto scene = vision::render_era_board(kTestSeed + 900 + static_cast<std::uint64_t>(i), rules);
    const std::string photo = dir_->file("read" + std::to_string(i) + ".jpg");
    cv::imwrite(photo, scene.image, {cv::IMWRITE_JPEG_QUALITY, 92});
    const auto r = run_command(kCli + " layout read " + quote(photo) + " --board era-domain --profile " +
                               quote(profile()) + " --corners " + corners_arg(scene) + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto doc = nlohmann::json::parse(r.out);
    EXPECT_EQ(doc["width"], 9);
    EXPECT_TRUE(doc["unknown_cells"].is_array());
    EXPECT_GE(doc["elapsed_ms"].get<double>(), 0.0);
    for (const auto& p : doc["pieces"])
      EXPECT_TRUE(p["confidence"].get<double>() >= 0 && p["confidence"].get<double>() <= 1);
    // The reply is a domain the engine accepts.
    const era::Domain read = era::parse_domain(core::JsonCursor(doc), rules);
    exact += cell_classes(read, {}) == cell_classes(scene.domain);
  }
  EXPECT_GE(exact, 2);
}

// `era walled PHOTO` reads the layout first and reports the walled area of what it read.
TEST_F(LayoutCli, EraWalledTakesAPhoto) {
  const era::Rules rules = era::default_rules();
  for (int i = 0; i < 2; ++i) {
    const auto scene = vision::render_era_board(kTestSeed + 900 + static_cast<std::uint64_t>(i), rules);
    const std::string photo = dir_->file("walled" + std::to_string(i) + ".jpg");
    cv::imwrite(photo, scene.image, {cv::IMWRITE_JPEG_QUALITY, 92});
    const auto r = run_command(kCli + " layout read " + quote(photo) + " --board era-domain --profile " +
                               quote(profile()) + " --corners " + corners_arg(scene) + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const era::Domain read = era::parse_domain(core::JsonCursor(nlohmann::json::parse(r.out)), rules);
    const auto w = run_command(kCli + " era walled " + quote(photo) + " --board era-domain --profile " +
                               quote(profile()) + " --corners " + corners_arg(scene) + " --json");
    ASSERT_EQ(w.exit_code, 0) << w.err;
    const auto walled = nlohmann::json::parse(w.out);
    EXPECT_EQ(walled["walled_area"], era::DomainView(read, rules).walled_area());
    EXPECT_TRUE(walled.contains("unknown_cells"));
  }
}

// `era score` takes a player's domain as a photo (with its corners) beside domains in JSON, and
// scores exactly what the reader sees; `era disease` takes a photo like `era walled`.
TEST_F(LayoutCli, EraScoreAndDiseaseTakePhotosOfTheDomains) {
  const era::Rules rules = era::default_rules();
  const auto scene = vision::render_era_board(kTestSeed + 910, rules);
  const std::string photo = dir_->file("carla.jpg");
  cv::imwrite(photo, scene.image, {cv::IMWRITE_JPEG_QUALITY, 92});
  const auto r = run_command(kCli + " layout read " + quote(photo) + " --board era-domain --profile " +
                             quote(profile()) + " --corners " + corners_arg(scene) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json read = nlohmann::json::parse(r.out);
  const era::Domain read_domain = era::parse_domain(core::JsonCursor(read), rules);
  const era::DomainView read_view(read_domain, rules);

  const auto second = vision::render_era_board(kTestSeed + 911, rules);
  nlohmann::json game{{"players",
                       {{{"name", "Carla"},
                         {"domain", {{"photo", "carla.jpg"}, {"corners", corners_arg(scene)}}},
                         {"resources", {{"goods", 1}, {"stone", 0}, {"wood", 4}, {"food", 0}}},
                         {"culture", 4},
                         {"calamity", 8}},
                        {{"name", "Diego"}, {"domain", era::domain_to_json(second.domain)}, {"culture", 7}}}}};
  dir_->write("game.json", game.dump());
  const auto s = run_command(kCli + " era score " + quote(dir_->file("game.json")) + " --profile " +
                             quote(profile()) + " --json");
  ASSERT_EQ(s.exit_code, 0) << s.err;
  const auto scored = nlohmann::json::parse(s.out);

  // The engine's own score of the domain `layout read` returned for the photo.
  game["players"][0]["domain"] = read;
  const auto expected = era::final_score(era::parse_game_end(core::JsonCursor(game), rules), rules);
  ASSERT_EQ(scored["players"].size(), 2u);
  EXPECT_EQ(scored["players"][0]["total"], expected.players[0].total);
  EXPECT_EQ(scored["players"][0]["walled_area"], read_view.walled_area());
  EXPECT_EQ(scored["players"][1]["total"], expected.players[1].total);
  EXPECT_EQ(scored["players"][0]["unknown_cells"], read["unknown_cells"]);
  EXPECT_FALSE(scored["players"][1].contains("unknown_cells"));

  const auto d = run_command(kCli + " era disease " + quote(photo) + " --board era-domain --profile " +
                             quote(profile()) + " --corners " + corners_arg(scene) + " --json");
  ASSERT_EQ(d.exit_code, 0) << d.err;
  EXPECT_EQ(nlohmann::json::parse(d.out)["calamity"], era::disease(read_view, rules).calamity);
}

TEST_F(LayoutCli, EraScoreWithAPhotoButNoProfileNamesThePlayer) {
  dir_->write("nophoto.json", R"({"players": [{"name": "Carla", "domain": "carla.jpg"}]})");
  const auto r = run_command(kCli + " era score " + quote(dir_->file("nophoto.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("needs --profile"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("nophoto.json:/players/0/domain"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST_F(LayoutCli, PhotoWithoutAnchorsOrCornersIsAClearError) {
  const auto scene = vision::render_era_board(kTestSeed, era::default_rules());
  const std::string photo = dir_->file("plain.png");
  cv::imwrite(photo, scene.image);
  const auto r = run_command(kCli + " layout read " + quote(photo) + " --board era-domain --profile " +
                             quote(profile()));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("error: anchors not found"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(photo), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST_F(LayoutCli, ProfileWithNothingTaughtIsAClearError) {
  const auto scene = vision::render_era_board(kTestSeed, era::default_rules());
  const std::string photo = dir_->file("plain2.png");
  cv::imwrite(photo, scene.image);
  dir_->write("blank.json", "{}");
  const auto r = run_command(kCli + " layout read " + quote(photo) + " --board era-domain --profile " +
                             quote(dir_->file("blank.json")) + " --corners " + corners_arg(scene));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("nothing taught"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("/layouts/era-domain"), std::string::npos) << r.err;
}

TEST_F(LayoutCli, TeachRejectsALayoutThatIsNotADomain) {
  const auto scene = vision::render_era_board(kTestSeed, era::default_rules());
  const std::string photo = dir_->file("plain3.png");
  cv::imwrite(photo, scene.image);
  dir_->write("bad.json", R"({"pieces": [{"type": "castle", "cells": [[0, 0]]}]})");
  const auto r = run_command(kCli + " layout teach " + quote(photo) + " --board era-domain --profile " +
                             quote(dir_->file("other.json")) + " --layout " + quote(dir_->file("bad.json")) +
                             " --corners " + corners_arg(scene));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("/pieces/0/type"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace scriptorium::test
