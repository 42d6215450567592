// companion/profiles: a profile found by name in the database or by path, and the parts of it
// that set up reading dice on its table (camera, white balance, bare table), each refused with
// its place when it is not valid.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "calibration/profile_file.hpp"
#include "companion/profiles/profile_lookup.hpp"
#include "companion/profiles/table_setup.hpp"
#include "companion/store/profile_store.hpp"
#include "tests/support/lamp_profile.hpp"
#include "tests/support/run_command.hpp"

namespace sp = scriptorium::profiles;
using scriptorium::test::TempDir;

namespace {

struct Refusal {
  std::string what, location, where;
};

// The message, location and place of the BadProfile `fn` throws ("" each when it throws none).
template <class Fn>
Refusal refusal(Fn&& fn) {
  try {
    fn();
  } catch (const sp::BadProfile& e) {
    return {e.what(), e.location(), e.where()};
  }
  return {};
}

// A photo of a cloth with a pattern, so that its stored copy is not a flat grey.
cv::Mat cloth(int width, int height) {
  cv::Mat bgr(height, width, CV_8UC3, cv::Scalar(60, 90, 40));
  for (int y = 10; y < height; y += 40)
    for (int x = 10; x < width; x += 40) cv::circle(bgr, {x, y}, 6, cv::Scalar(230, 230, 230), cv::FILLED);
  return bgr;
}

}  // namespace

TEST(ProfileLookup, FindsANameInTheDatabaseAndAPathOnDisk) {
  TempDir dir;
  const std::string db = dir.file("table.db");
  EXPECT_FALSE(sp::find_profile(db, "kitchen").has_value());
  EXPECT_FALSE(std::filesystem::exists(db)) << "looking up creates no database";
  scriptorium::store::open_profile_store(db)->save("kitchen", {{"note", "in the database"}});
  scriptorium::calibration::save_profile_file(dir.file("club.json"), {{"note", "on disk"}});
  EXPECT_EQ(sp::find_profile(db, "kitchen").value().at("note"), "in the database");
  EXPECT_EQ(sp::load_existing_profile(db, dir.file("club.json")).at("note"), "on disk");
  EXPECT_EQ(sp::profile_location(db, "kitchen"), "kitchen in " + db);
  EXPECT_EQ(sp::profile_location(db, dir.file("club.json")), dir.file("club.json"));
  EXPECT_TRUE(sp::is_profile_file("club.json"));
  EXPECT_TRUE(sp::is_profile_file("./club"));
  EXPECT_FALSE(sp::is_profile_file("club"));
}

TEST(ProfileLookup, WhatCannotBeUsedIsBadProfileSayingWhere) {
  TempDir dir;
  const std::string db = dir.file("table.db");
  const Refusal missing = refusal([&] { sp::load_existing_profile(db, "attic", "--from"); });
  EXPECT_EQ(missing.what, "no profile attic in " + db + " (see `scriptorium profile list`)");
  EXPECT_EQ(missing.where, "--from");
  const Refusal misnamed = refusal([&] { sp::find_profile(db, "no name"); });
  EXPECT_EQ(misnamed.what.rfind("invalid profile name \"no name\"", 0), 0u) << misnamed.what;
  EXPECT_EQ(misnamed.where, "--profile");
  dir.write("list.json", "[1, 2]");
  const Refusal no_object = refusal([&] { sp::find_profile(db, dir.file("list.json")); });
  EXPECT_FALSE(no_object.what.empty());
  EXPECT_EQ(no_object.location, dir.file("list.json"));
}

TEST(TableSetup, AnEmptyProfileSetsNothingUp) {
  const sp::TableSetup table = sp::table_setup(nlohmann::json::object(), "empty.json");
  EXPECT_FALSE(table.camera.has_value());
  EXPECT_EQ(table.white_balance, cv::Vec3f(1, 1, 1));
  EXPECT_TRUE(table.bare_table.empty());
}

TEST(TableSetup, AProfileGivesItsCameraWhiteBalanceAndBareTable) {
  scriptorium::calibration::CameraProfile camera;
  camera.image_size = {1280, 960};
  camera.camera_matrix = {1000, 0, 640, 0, 1000, 480, 0, 0, 1};
  camera.distortion = {-0.2, 0.05, 0, 0, 0};
  nlohmann::json profile{
      {"camera", camera.to_json()},
      {"colors", scriptorium::test::colours_calibrated_under(scriptorium::test::kWarmLamp)}};
  const scriptorium::vision::BareTable bare(cloth(640, 480));
  sp::store_bare_table(profile, bare);

  const sp::TableSetup table = sp::table_setup(profile, "table.json");
  ASSERT_TRUE(table.camera.has_value());
  EXPECT_EQ(table.camera->image_size, camera.image_size);
  EXPECT_EQ(table.camera->camera_matrix, camera.camera_matrix);
  EXPECT_EQ(table.camera->distortion, camera.distortion);
  // The warm lamp weakens blue to 0.55 and green to 0.8 of red: the gains undo that.
  EXPECT_NEAR(table.white_balance[0] / table.white_balance[2], 1 / 0.55, 0.05);
  EXPECT_NEAR(table.white_balance[1] / table.white_balance[2], 1 / 0.8, 0.05);
  // The bare table comes back exactly as BareTable compares it (a lossless PNG, grey in all
  // three channels of the photo it decodes to).
  ASSERT_EQ(table.bare_table.size(), bare.compared().size());
  std::vector<cv::Mat> channels;
  cv::split(table.bare_table, channels);
  for (const cv::Mat& channel : channels) EXPECT_EQ(cv::norm(channel, bare.compared(), cv::NORM_INF), 0);

  EXPECT_TRUE(sp::forget_bare_table(profile));
  EXPECT_FALSE(sp::forget_bare_table(profile));
  EXPECT_TRUE(sp::table_setup(profile, "table.json").bare_table.empty());
}

TEST(TableSetup, ABadPartIsBadProfileNamingItsPlace) {
  const std::vector<std::pair<nlohmann::json, std::string>> bad{
      {{{"camera", "a phone"}}, "/camera"},
      {{{"colors", {{"white_balance", "warm"}}}}, "/colors"},
      {{{"bare_table", 42}}, "/bare_table"},
      {{{"bare_table", "aGVsbG8="}}, "/bare_table"},  // base64 of "hello": no image
  };
  for (const auto& [profile, place] : bad) {
    const Refusal r = refusal([&] { sp::table_setup(profile, "shared.json"); });
    EXPECT_FALSE(r.what.empty()) << profile.dump();
    EXPECT_EQ(r.location, "shared.json") << profile.dump();
    EXPECT_EQ(r.where.rfind(place, 0), 0u) << profile.dump() << ": " << r.where;
  }
}
