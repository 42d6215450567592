// `scriptorium watch` from outside: JSON Lines per cli.md, human lines without --json, one-line
// errors for missing sources.
#include <algorithm>
#include <set>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "tests/support/table_frames.hpp"
#include "tests/support/lamp_profile.hpp"
#include "tests/support/run_command.hpp"
#include "vision/live/synthetic_table.hpp"
#include "vision/synth/dice_scene.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;
namespace syn = scriptorium::vision::synthetic;

namespace {

using scriptorium::test::kCli;

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Writes a generated video as JPEG frames and returns its script.
syn::TableScript write_frames(const TempDir& dir, std::uint64_t seed) {
  const syn::TableRenderer renderer(syn::random_script(seed, {480, 270}));
  for (long i = 0; i < renderer.script().frame_count(); ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "/f%05ld.jpg", i);
    cv::imwrite(dir.path() + name, renderer.render(i), {cv::IMWRITE_JPEG_QUALITY, 85});
  }
  return renderer.script();
}

}  // namespace

TEST(WatchCli, FramesFolderStreamsOneJsonLinePerEvent) {
  TempDir dir;
  const auto script = write_frames(dir, 3);
  const auto r = run_command(kCli + " watch --reader pips --source frames:" + quote(dir.path()) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::vector<nlohmann::json> rolls;
  std::string last_event;
  for (const auto& line : lines(r.out)) {
    const auto event = nlohmann::json::parse(line);  // every line is one JSON document
    ASSERT_TRUE(event["t"].is_number());
    last_event = event["event"];
    if (event["event"] == "roll") rolls.push_back(event);
  }
  EXPECT_EQ(last_event, "end");
  std::vector<std::vector<int>> expected, got;
  for (const auto& e : script.truth) {
    if (e.event == "roll") expected.push_back(e.values);
  }
  for (const auto& roll : rolls) {
    std::vector<int> v;
    for (const auto& die : roll["dice"]) v.push_back(die["value"]);
    std::sort(v.begin(), v.end());
    got.push_back(v);
  }
  EXPECT_EQ(got, expected);
}

TEST(WatchCli, HumanOutputHasNoJson) {
  TempDir dir;
  write_frames(dir, 5);
  const auto r = run_command(kCli + " watch --reader pips --source frames:" + quote(dir.path()) + " --fps 30");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.find('{'), std::string::npos);
  EXPECT_NE(r.out.find("roll"), std::string::npos);
  EXPECT_NE(r.out.find("end of source"), std::string::npos);
}

// A still table of white dice under a warm lamp: the roll names them white with the profile
// calibrated under that lamp (`dice read --profile` does the same), orange or yellow without it.
TEST(WatchCli, AProfilesWhiteBalanceNamesTheColours) {
  TempDir dir, profiles;
  scriptorium::vision::SceneOptions opt;
  opt.palette = 0;  // white dice
  opt.light_bgr = {0.55, 0.8, 1.0};
  const auto scene = scriptorium::vision::render_dice_scene(910000, opt);
  scriptorium::test::write_table_frames(dir, scene, 30, 0);  // a still roll, no empty table
  profiles.write(
      "lamp.json",
      nlohmann::json{{"colors", scriptorium::test::colours_calibrated_under(opt.light_bgr)}}.dump());
  const auto whites = [&](const std::string& extra) {
    const auto r = run_command(kCli + " watch --source frames:" + quote(dir.path()) + extra + " --json");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    int n = -1;
    for (const auto& line : lines(r.out)) {
      const auto event = nlohmann::json::parse(line);
      if (event["event"] != "roll") continue;
      n = 0;
      for (const auto& die : event["dice"]) n += die["color"] == "white";
    }
    return n;
  };
  EXPECT_EQ(whites(""), 0);
  EXPECT_GE(whites(" --profile " + quote(profiles.file("lamp.json"))),
            static_cast<int>(scene.dice.size()) - 1);
}

// The profile is read once, and all of it checked before a frame is: a broken camera or white
// balance, or no such profile, is a one-line error naming the file and the place.
TEST(WatchCli, ABrokenOrMissingProfileIsBadInput) {
  TempDir dir, profiles;
  write_frames(dir, 3);
  const auto watch = [&](const std::string& profile) {
    return run_command(kCli + " watch --source frames:" + quote(dir.path()) + " --profile " + quote(profile));
  };
  profiles.write("camera.json", R"({"camera": {"width": "wide"}})");
  profiles.write("colours.json", R"({"colors": {"white_balance": {"gains_bgr": [1, -1, 1]}}})");
  for (const auto& [file, place] :
       {std::pair{"camera.json", "/camera"}, {"colours.json", "/colors/white_balance"}}) {
    const auto r = watch(profiles.file(file));
    EXPECT_EQ(r.exit_code, 2) << file;
    EXPECT_TRUE(r.out.empty()) << file;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(file), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(place), std::string::npos) << r.err;
  }
  const auto missing = watch(profiles.file("none.json"));
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("none.json"), std::string::npos) << missing.err;
}

TEST(WatchCli, MissingSourcesAreOneLineErrorsWithExitTwo) {
  TempDir dir;
  for (const std::string& source : {"frames:" + dir.file("none"), "video:" + dir.file("none.avi"), std::string("bogus"),
                                   std::string("camera:abc")}) {
    const auto r = run_command(kCli + " watch --source " + quote(source) + " --json");
    EXPECT_EQ(r.exit_code, 2) << source;
    EXPECT_TRUE(r.out.empty()) << source;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  }
}

TEST(WatchCli, UnknownGameIsBadInput) {
  TempDir dir;
  write_frames(dir, 3);
  const auto r = run_command(kCli + " watch --source frames:" + quote(dir.path()) + " --game chess");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("unknown game"), std::string::npos);
}

// A folder of files that are not images, or a file that is no video: nothing decoded is a
// one-line error naming what was skipped, not an "end of source after 0 frames".
TEST(WatchCli, SourcesWithoutAReadableFrameAreBadInput) {
  TempDir dir;
  dir.write("a.png", "not an image");
  dir.write("b.jpg", "");
  auto r = run_command(kCli + " watch --source frames:" + quote(dir.path()) + " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(r.out.empty()) << r.out;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(r.err.rfind("error: no frame could be read from frames:", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("a.png"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("b.jpg"), std::string::npos) << r.err;
  r = run_command(kCli + " watch --source video:" + quote(dir.file("a.png")) + " --json");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out;
  EXPECT_NE(r.err.find("error: "), std::string::npos) << r.err;
  // A file that claims to be a video and is not: our one line, without FFmpeg's before it.
  dir.write("roll.mp4", "not a video");
  r = run_command(kCli + " watch --source video:" + quote(dir.file("roll.mp4")) + " --json");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_EQ(r.err, "error: cannot decode video \"" + dir.file("roll.mp4") + "\" (--source)\n");
}

namespace {

// The dice of each of the watch's roll events, in order.
std::vector<nlohmann::json> the_rolls(const std::string& out) {
  std::vector<nlohmann::json> rolls;
  for (const auto& line : lines(out)) {
    const auto event = nlohmann::json::parse(line);
    if (event["event"] == "roll") rolls.push_back(event["dice"]);
  }
  return rolls;
}

// The dice of the watch's one roll event (fails the test when there is not exactly one).
nlohmann::json the_roll(const std::string& out) {
  const std::vector<nlohmann::json> rolls = the_rolls(out);
  EXPECT_EQ(rolls.size(), 1u) << out;
  return rolls.empty() ? nlohmann::json::array() : rolls.front();
}

}  // namespace

// `watch --bare-table-at-start`, `--bare-table PHOTO` and a profile that keeps the photo: the
// cloth's printed faces are the table, not dice; every die is still reported. Without the photo
// the watch takes the empty cloth for a roll too.
TEST(WatchCli, ABareTableDropsTheClothsPatternFromTheRoll) {
  TempDir frames, photos;
  const auto scene = scriptorium::test::write_cloth_frames(frames);
  cv::imwrite(photos.file("bare.png"), scene.bare_table);
  const std::string watch = kCli + " watch --source frames:" + quote(frames.path()) + " --json";
  const auto on_dice = [&](const nlohmann::json& dice) {
    return std::count_if(dice.begin(), dice.end(), [&](const nlohmann::json& d) {
      const cv::Point p(static_cast<int>(d["center"][0].get<double>()),
                        static_cast<int>(d["center"][1].get<double>()));
      return std::any_of(scene.dice.begin(), scene.dice.end(),
                         [&](const auto& t) { return t.box.contains(p); });
    });
  };
  const auto plain = run_command(watch);
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  const auto fooled = the_rolls(plain.out);
  ASSERT_EQ(fooled.size(), 2u) << "the empty cloth, then the roll\n" << plain.out;
  const auto& all = fooled.back();
  EXPECT_GT(all.size(), scene.dice.size()) << "the cloth no longer fools the reader: pick another scene";
  // Kept in the table's profile (`calibrate table`), the photo serves every watch with that profile.
  const std::string profile = " --profile " + quote(photos.file("table.json"));
  ASSERT_EQ(run_command(kCli + " calibrate table " + quote(photos.file("bare.png")) + profile).exit_code, 0);
  const auto ignored = run_command(watch + profile + " --no-bare-table");
  ASSERT_EQ(ignored.exit_code, 0) << ignored.err;
  const auto ignored_rolls = the_rolls(ignored.out);
  ASSERT_EQ(ignored_rolls.size(), 2u) << ignored.out;
  EXPECT_EQ(ignored_rolls.back().size(), all.size());
  for (const std::string& bare :
       {std::string(" --bare-table-at-start"), " --bare-table " + quote(photos.file("bare.png")), profile}) {
    const auto r = run_command(watch + bare);
    ASSERT_EQ(r.exit_code, 0) << bare << ": " << r.err;
    const auto kept = the_roll(r.out);
    EXPECT_EQ(kept.size(), scene.dice.size()) << bare;
    EXPECT_EQ(on_dice(kept), static_cast<long>(scene.dice.size())) << bare;
  }
}

// `watch --game medioevo` reads Medioevo's dice, the numeral d4, d6 and d8, as `session roll
// --image` does; without a game it reads pip d6 and finds no d4 or d8. `--set` names the dice
// itself; a taught set nobody taught is bad input before any frame is read.
TEST(WatchCli, TheGamesDiceAreReadAsItsRollsAre) {
  TempDir dir;
  const auto scene = scriptorium::test::write_numeral_frames(dir);
  const std::string watch = kCli + " watch --source frames:" + quote(dir.path()) + " --json";
  std::multiset<std::string> truth;
  for (const auto& d : scene.dice) truth.insert(d.kind + " " + d.value);
  ASSERT_TRUE(std::any_of(truth.begin(), truth.end(), [](const std::string& d) { return d[1] != '6'; }))
      << "the scene has a d4 or a d8";
  const auto read = [&](const std::string& flags) {
    const auto r = run_command(watch + flags);
    EXPECT_EQ(r.exit_code, 0) << flags << ": " << r.err;
    std::multiset<std::string> dice;
    for (const auto& d : the_roll(r.out))
      dice.insert(d["kind"].get<std::string>() + " " + std::to_string(d["value"].get<int>()));
    return dice;
  };
  EXPECT_EQ(read(" --game medioevo"), truth);
  EXPECT_EQ(read(" --set medioevo"), truth);
  const auto pips = read("");
  const auto is_d6 = [](const std::string& die) { return die.rfind("d6 ", 0) == 0; };
  EXPECT_TRUE(std::all_of(pips.begin(), pips.end(), is_d6));

  for (const std::string& flags : {std::string(" --game era"), std::string(" --set castles"),
                                   std::string(" --reader pips --set medioevo")}) {
    const auto r = run_command(watch + " --db " + quote(dir.file("none.db")) + flags);
    EXPECT_EQ(r.exit_code, 2) << flags;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find("--set"), std::string::npos) << r.err;
  }
}

TEST(WatchCli, AnUnreadableBareTableIsBadInputAndReadsNothing) {
  TempDir dir;
  write_frames(dir, 3);
  dir.write("bare.png", "not an image");
  const std::string watch = kCli + " watch --reader pips --source frames:" + quote(dir.path()) + " --json";
  for (const std::string& photo : {dir.file("none.png"), dir.file("bare.png")}) {
    const auto r = run_command(watch + " --bare-table " + quote(photo));
    EXPECT_EQ(r.exit_code, 2) << photo;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(photo), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("--bare-table"), std::string::npos) << r.err;
  }
  const auto both = run_command(watch + " --bare-table-at-start --bare-table " + quote(dir.file("bare.png")));
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_TRUE(both.out.empty()) << both.out;
}
