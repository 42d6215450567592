// `scriptorium layout teach|read --board discordia-city` and `discordia scarcity PHOTO` from
// outside, on rendered City Maps: teach a profile from photos with their true cities, then read
// unseen photos (test seeds) and check the replies against the renderer's truth.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "engine/discordia/year_end.hpp"
#include "tests/layout/city_metrics.hpp"
#include "tests/support/run_command.hpp"

namespace scriptorium::test {
namespace {

using scriptorium::test::kCli;

std::string corners_arg(const vision::CityScene& scene) {
  std::string out;
  for (const auto& c : scene.corners) out += (out.empty() ? "" : ",") + std::to_string(c.x) + "," + std::to_string(c.y);
  return out;
}

class CityCli : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir();
    // The same teaching photos as the library tests (city_metrics.cpp), through the CLI.
    for (int i = 0; i < kCityTeachPhotos; ++i) {
      const auto scene = vision::render_city(teaching_city(i), kCityTeachSeed + static_cast<std::uint64_t>(i));
      const std::string photo = dir_->file("teach" + std::to_string(i) + ".png");
      cv::imwrite(photo, scene.image);
      dir_->write("teach" + std::to_string(i) + ".json", discordia::to_json(scene.city).dump());
      const auto r = run_command(kCli + " layout teach " + quote(photo) + " --board discordia-city --profile " +
                                 quote(profile()) + " --layout " + quote(dir_->file("teach" + std::to_string(i) + ".json")) +
                                 " --corners " + corners_arg(scene) + " --json");
      ASSERT_EQ(r.exit_code, 0) << r.err;
      teach_reply_ = nlohmann::json::parse(r.out);
    }
  }
  static void TearDownTestSuite() { delete dir_; }
  static std::string profile() { return dir_->file("table.json"); }
  static std::string photo_of(const vision::CityScene& scene, const std::string& name) {
    const std::string photo = dir_->file(name);
    cv::imwrite(photo, scene.image, {cv::IMWRITE_JPEG_QUALITY, 92});
    return photo;
  }

  static TempDir* dir_;
  static nlohmann::json teach_reply_;
};
TempDir* CityCli::dir_ = nullptr;
nlohmann::json CityCli::teach_reply_;

TEST_F(CityCli, TeachStoresTheAppearanceUnderLayoutsInTheProfile) {
  EXPECT_EQ(teach_reply_["board"], "discordia-city");
  EXPECT_GT(teach_reply_["spots_taught"].get<int>(), 100);
  const auto stored = nlohmann::json::parse(std::ifstream(profile()));
  ASSERT_TRUE(stored["layouts"].contains("discordia-city"));
  EXPECT_GT(stored["layouts"]["discordia-city"]["spots"]["worker"]["exemplars"]["red"].size(), 0u);
}

TEST_F(CityCli, ReadPrintsTheCityWithConfidences) {
  int scarcity_right = 0;
  for (int i = 0; i < 3; ++i) {
    const auto scene = vision::render_city(kCityTestSeed + 900 + static_cast<std::uint64_t>(i));
    const std::string photo = photo_of(scene, "read" + std::to_string(i) + ".jpg");
    const auto r = run_command(kCli + " layout read " + quote(photo) + " --board discordia-city --profile " +
                               quote(profile()) + " --corners " + corners_arg(scene) + " --json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto doc = nlohmann::json::parse(r.out);
    EXPECT_TRUE(doc["unknown_cells"].is_array());
    EXPECT_GE(doc["elapsed_ms"].get<double>(), 0.0);
    for (const auto& p : doc["plots"]) EXPECT_TRUE(p["confidence"] >= 0.0 && p["confidence"] <= 1.0);
    const auto read = discordia::parse_city(core::JsonCursor(doc));  // a city the engine accepts
    scarcity_right += discordia::scarcity(read).scarcity == discordia::scarcity(scene.city).scarcity;
  }
  EXPECT_GE(scarcity_right, 2);
}

// `discordia scarcity PHOTO` reads the city first, then answers as for the JSON it read.
TEST_F(CityCli, ScarcityTakesAPhoto) {
  const auto scene = vision::render_city(kCityTestSeed + 910);
  const std::string photo = photo_of(scene, "scarcity.jpg");
  const auto read = run_command(kCli + " layout read " + quote(photo) + " --board discordia-city --profile " +
                                quote(profile()) + " --corners " + corners_arg(scene) + " --json");
  ASSERT_EQ(read.exit_code, 0) << read.err;
  dir_->write("read.json", read.out);
  const auto from_json = run_command(kCli + " discordia scarcity " + quote(dir_->file("read.json")) + " --json");
  ASSERT_EQ(from_json.exit_code, 0) << from_json.err;
  const auto from_photo = run_command(kCli + " discordia scarcity " + quote(photo) + " --board discordia-city --profile " +
                                      quote(profile()) + " --corners " + corners_arg(scene) + " --json");
  ASSERT_EQ(from_photo.exit_code, 0) << from_photo.err;
  auto doc = nlohmann::json::parse(from_photo.out);
  EXPECT_TRUE(doc.contains("unknown_cells"));
  doc.erase("unknown_cells");
  EXPECT_EQ(doc, nlohmann::json::parse(from_json.out));
  const auto strength = run_command(kCli + " discordia strength " + quote(photo) + " --profile " + quote(profile()) +
                                    " --corners " + corners_arg(scene) + " --json");
  EXPECT_EQ(strength.exit_code, 0) << strength.err;
}

TEST_F(CityCli, PhotoWithoutCornersIsAClearError) {
  const auto scene = vision::render_city(kCityTestSeed);
  const std::string photo = photo_of(scene, "plain.png");
  const auto r = run_command(kCli + " discordia scarcity " + quote(photo) + " --profile " + quote(profile()));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("error: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(photo), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST_F(CityCli, UnreadablePhotoIsAClearError) {
  dir_->write("broken.jpg", "not a jpeg");
  const auto r = run_command(kCli + " layout read " + quote(dir_->file("broken.jpg")) +
                             " --board discordia-city --profile " + quote(profile()) + " --corners 0,0,10,0,10,10,0,10");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(dir_->file("broken.jpg")), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST_F(CityCli, ProfileWithNothingTaughtIsAClearError) {
  const auto scene = vision::render_city(kCityTestSeed);
  const std::string photo = photo_of(scene, "plain2.png");
  dir_->write("blank.json", "{}");
  const auto r = run_command(kCli + " layout read " + quote(photo) + " --board discordia-city --profile " +
                             quote(dir_->file("blank.json")) + " --corners " + corners_arg(scene));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("nothing taught"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("/layouts/discordia-city"), std::string::npos) << r.err;
}

TEST_F(CityCli, TeachRejectsALayoutThatIsNotACity) {
  const auto scene = vision::render_city(kCityTestSeed);
  const std::string photo = photo_of(scene, "plain3.png");
  dir_->write("bad.json", R"({"plots": [{"kind": "harbour", "tile": null}], "visible_symbols": 1, "aqueduct": 0})");
  const auto r = run_command(kCli + " layout teach " + quote(photo) + " --board discordia-city --profile " +
                             quote(dir_->file("other.json")) + " --layout " + quote(dir_->file("bad.json")) +
                             " --corners " + corners_arg(scene));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("/plots/0/kind"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace scriptorium::test
