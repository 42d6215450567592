// `scriptorium profile list|show|export|import|remove` end to end, and profiles used by the
// commands that fill them (calibrate board, dice teach) through the database.
#include <algorithm>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

namespace {

using scriptorium::test::kCli;
const std::string kTray = std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/dice-tray.jpg";

class ProfileCli : public ::testing::Test {
 protected:
  scriptorium::test::CommandResult cli(const std::string& args, const std::string& db = "profiles.db") {
    return run_command(kCli + " " + args + " --db " + quote(dir.file(db)));
  }
  nlohmann::json listed(const std::string& db = "profiles.db") {
    const auto r = cli("profile list --json", db);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return nlohmann::json::parse(r.out).at("profiles");
  }
  static int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }
  TempDir dir;
};

}  // namespace

TEST_F(ProfileCli, BoardRegistrationGoesIntoTheDatabaseAndTravelsAsJson) {
  ASSERT_EQ(cli("calibrate sheet --board rect --out " + quote(dir.file("sheet.png"))).exit_code, 0);
  auto r = cli("calibrate board --board rect " + quote(dir.file("sheet.png")) + " --profile table");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto list = listed();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("name"), "table");
  EXPECT_EQ(list[0].at("boards"), nlohmann::json({"rect"}));
  EXPECT_TRUE(list[0].at("colors").get<bool>());

  r = cli("profile export table --out " + quote(dir.file("table.json")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::ifstream file(dir.file("table.json"));
  const auto exported = nlohmann::json::parse(file);
  EXPECT_EQ(exported.at("name"), "table");
  EXPECT_TRUE(exported.at("boards").contains("rect"));

  ASSERT_EQ(cli("profile remove table").exit_code, 0);
  EXPECT_TRUE(listed().empty());
  EXPECT_EQ(cli("profile remove table").exit_code, 2);
  r = cli("profile import " + quote(dir.file("table.json")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("name"), "table");
  // A second import of the same name needs --replace.
  r = cli("profile import " + quote(dir.file("table.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--replace"), std::string::npos) << r.err;
  EXPECT_EQ(cli("profile import " + quote(dir.file("table.json")) + " --replace").exit_code, 0);
  r = cli("profile show table");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("rect"), std::string::npos) << r.out;
}

TEST_F(ProfileCli, TaughtDiceTravelWithTheProfile) {
  auto r = cli("dice teach --set tray --face any " + quote(kTray) + " --profile home --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const int taught = nlohmann::json::parse(r.out).at("taught").get<int>();
  EXPECT_GE(taught, 1);
  ASSERT_EQ(cli("profile export home --out " + quote(dir.file("home.json"))).exit_code, 0);
  // Another machine: a fresh database, the profile imported, the set read there.
  ASSERT_EQ(cli("profile import " + quote(dir.file("home.json")), "other.db").exit_code, 0);
  const auto other = listed("other.db");
  ASSERT_EQ(other.size(), 1u);
  EXPECT_EQ(other[0].at("dice_sets").at("tray").at("any"), taught);
  r = cli("dice read --set tray --profile home " + quote(kTray) + " --json", "other.db");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto read = nlohmann::json::parse(r.out);
  ASSERT_FALSE(read.at("dice").empty());
  EXPECT_EQ(read["dice"][0].at("kind"), "tray");
}

// A set taught before the profile had a white balance is marked, in `profile show` and in `profile
// list`, as taught as the camera saw it, until it is forgotten.
TEST_F(ProfileCli, ShowAndListMarkTheSetsTaughtAsSeen) {
  ASSERT_EQ(cli("dice teach --set tray --face any " + quote(kTray) + " --profile home").exit_code, 0);
  auto r = cli("profile show home --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("dice_sets_as_seen"), nlohmann::json::array({"tray"}));
  r = cli("profile show home");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("any x"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(taught as the camera saw them)"), std::string::npos) << r.out;
  r = cli("profile list");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("tray (as seen)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("scriptorium dice forget"), std::string::npos) << r.out;
  r = cli("profile list --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("profiles").at(0).at("dice_sets_as_seen"),
            nlohmann::json::array({"tray"}));

  ASSERT_EQ(cli("dice forget --set tray --profile home").exit_code, 0);
  r = cli("profile show home --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("dice_sets_as_seen"), nlohmann::json::array());
  r = cli("profile list");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.find("(as seen)"), std::string::npos) << r.out;
}

// One bad photo among good ones: each bad one named on its own line, nothing on stdout, and the
// good photo's dice not stored either, so the profile never holds half a lesson.
TEST_F(ProfileCli, TeachingWithABadPhotoTeachesNothing) {
  dir.write("notes.png", "not an image");
  auto r = cli("dice teach --set tray --face any " + quote(kTray) + " " + quote(dir.file("notes.png")) + " " +
               quote(dir.path()) + " --profile home");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(lines(r.err), 2) << r.err;
  EXPECT_NE(r.err.find("(" + dir.file("notes.png") + ")"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("is a directory, not a file (" + dir.path() + ")"), std::string::npos) << r.err;
  EXPECT_TRUE(listed().empty()) << "a profile was stored";
  r = cli("dice teach --set tray --face any " + quote(kTray) + " --profile home");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(listed().size(), 1u);
}

TEST_F(ProfileCli, HostileImportsAreRefusedAndStoreNothing) {
  const std::pair<std::string, std::string> bad[] = {
      {"array.json", "[1, 2]"},
      {"camera.json", R"({"camera": {"camera_matrix": "no"}})"},
      {"boards.json", R"({"boards": [1]})"},
      {"notb64.json", R"({"dice_sets": {"s": {"f": ["***"]}}})"},
      {"notpng.json", R"({"dice_sets": {"s": {"f": ["aGVsbG8="]}}})"},
      {"label.json", R"({"dice_sets": {"s": {"a/b": []}}})"},
      {"layout.json", R"({"layouts": {"era-domain": {"exemplars": 7}}})"},
      {"colours.json", R"({"colors": {"white_balance": {"gains_bgr": [1, 1]}}})"},
      {"nocolours.json", R"({"colors": {}})"},
      {"asseen.json", R"({"dice_sets_as_seen": "era-yellow"})"},
      {"asseenname.json", R"({"dice_sets_as_seen": ["era-yellow", 3]})"},
      {"name.json", R"({"name": "two words"})"},
      {"broken.json", R"({"name": )"},
  };
  for (const auto& [file, text] : bad) {
    dir.write(file, text);
    const auto r = cli("profile import " + quote(dir.file(file)));
    EXPECT_EQ(r.exit_code, 2) << file << ": " << r.err;
    EXPECT_EQ(lines(r.err), 1) << file << ": " << r.err;
    EXPECT_NE(r.err.find(file), std::string::npos) << r.err;
  }
  // The place is named too: a taught layout or a white balance that would only fail later, at the table.
  EXPECT_NE(cli("profile import " + quote(dir.file("layout.json"))).err.find("/layouts/era-domain"), std::string::npos);
  EXPECT_NE(
      cli("profile import " + quote(dir.file("colours.json"))).err.find("/colors/white_balance/gains_bgr"),
      std::string::npos);
  EXPECT_NE(cli("profile import " + quote(dir.file("asseenname.json"))).err.find("/dice_sets_as_seen/1"),
            std::string::npos);
  EXPECT_TRUE(listed().empty());
}

TEST_F(ProfileCli, NamesAndPathsAreToldApart) {
  // A name with a space is neither a valid name nor a path.
  auto r = cli("dice teach --set s --face f " + quote(kTray) + " --profile \"my table\"");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  // A path ending in .json is a file, not a database entry.
  r = cli("dice teach --set s --face f " + quote(kTray) + " --profile " + quote(dir.file("p.json")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::ifstream file(dir.file("p.json"));
  EXPECT_TRUE(nlohmann::json::parse(file).at("dice_sets").contains("s"));
  EXPECT_TRUE(listed().empty());
  // A missing profile is placed where it was named: the argument of `profile show`, --profile elsewhere.
  const std::string db = dir.file("profiles.db");
  r = cli("profile show nobody");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: no profile nobody in " + db + " (see `scriptorium profile list`) (name)\n");
  r = cli("layout read " + quote(kTray) + " --board era-domain --profile nobody");
  EXPECT_EQ(r.err, "error: no profile nobody in " + db + " (see `scriptorium profile list`) (--profile)\n");
}
