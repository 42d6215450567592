// `scriptorium session new|list|show` end to end against a database in a temp folder.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "tests/support/run_command.hpp"
#include "vision/synth/dice_scene.hpp"
#include "tests/support/url_decode.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

namespace {

using scriptorium::test::kCli;

class SessionCli : public ::testing::Test {
 protected:
  scriptorium::test::CommandResult cli(const std::string& args) {
    return run_command(kCli + " " + args + " --db " + quote(dir.file("sessions.db")));
  }
  TempDir dir;
};

}  // namespace

TEST_F(SessionCli, NewThenListReturnsTheSession) {
  const auto created = cli("session new --game era --players \"A,B\" --json");
  ASSERT_EQ(created.exit_code, 0) << created.err;
  const auto doc = nlohmann::json::parse(created.out);
  const auto id = doc.at("session").get<long long>();
  EXPECT_GT(id, 0);

  const auto listed = cli("session list --json");
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  const auto list = nlohmann::json::parse(listed.out);
  ASSERT_EQ(list.at("sessions").size(), 1u);
  const auto& s = list["sessions"][0];
  EXPECT_EQ(s.at("session"), id);
  EXPECT_EQ(s.at("game"), "era");
  EXPECT_EQ(s.at("players"), nlohmann::json({"A", "B"}));
  EXPECT_TRUE(s.contains("started"));
  EXPECT_TRUE(s.at("finished").is_null());
  EXPECT_EQ(s.at("winners"), nlohmann::json::array());
}

TEST_F(SessionCli, ListFiltersByGameAndPlayer) {
  ASSERT_EQ(cli("session new --game era --players Ana,Bruno").exit_code, 0);
  ASSERT_EQ(cli("session new --game Rattus --players Bruno,Carla").exit_code, 0);
  EXPECT_EQ(nlohmann::json::parse(cli("session list --game rattus --json").out)["sessions"].size(), 1u);
  EXPECT_EQ(nlohmann::json::parse(cli("session list --player Bruno --json").out)["sessions"].size(), 2u);
  EXPECT_EQ(nlohmann::json::parse(cli("session list --player Ana --json").out)["sessions"].size(), 1u);
}

TEST_F(SessionCli, ShowReturnsEventsAndScore) {
  ASSERT_EQ(cli("session new --game feudum --players Ana,Bruno").exit_code, 0);
  const auto shown = cli("session show 1 --json");
  ASSERT_EQ(shown.exit_code, 0) << shown.err;
  const auto doc = nlohmann::json::parse(shown.out);
  EXPECT_EQ(doc.at("session"), 1);
  EXPECT_EQ(doc.at("game"), "feudum");
  EXPECT_EQ(doc.at("events"), nlohmann::json::array());
  EXPECT_EQ(doc.at("score"), nlohmann::json::object());
}

TEST_F(SessionCli, HumanOutputIsATableNotJson) {
  ASSERT_EQ(cli("session new --game era --players Ana,Bruno").exit_code, 0);
  const auto listed = cli("session list");
  EXPECT_EQ(listed.exit_code, 0);
  EXPECT_NE(listed.out.find("Session"), std::string::npos);
  EXPECT_NE(listed.out.find("Ana, Bruno"), std::string::npos);
  EXPECT_EQ(listed.out.find('{'), std::string::npos);
}

TEST_F(SessionCli, BadInputChangesNothing) {
  for (const char* args : {"session new --game chess --players A,B", "session new --game era --players \"A,,B\"",
                           "session new --game era --players A,A", "session show 7"}) {
    const auto r = cli(args);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << args;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args;
  }
  EXPECT_EQ(nlohmann::json::parse(cli("session list --json").out)["sessions"].size(), 0u);
}

TEST_F(SessionCli, NotADatabaseIsAOneLineError) {
  dir.write("junk.db", std::string(2048, 'x'));
  const auto r = run_command(kCli + " session list --db " + quote(dir.file("junk.db")));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("junk.db"), std::string::npos);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
}

TEST_F(SessionCli, EnvironmentVariableChoosesTheDatabase) {
  const std::string env = "SCRIPTORIUM_DB=" + quote(dir.file("env.db")) + " ";
  ASSERT_EQ(run_command(env + kCli + " session new --game era --players A,B").exit_code, 0);
  const auto listed = run_command(env + kCli + " session list --json");
  EXPECT_EQ(nlohmann::json::parse(listed.out)["sessions"].size(), 1u);
}

namespace {

const char* kMedioevoRoll = R"({"dice": [{"kind": "d4", "value": 3}, {"kind": "d6", "value": 5}, {"kind": "d8", "value": 5}]})";

class RecordingCli : public SessionCli {
 protected:
  void SetUp() override {
    ASSERT_EQ(cli("session new --game medioevo --players Ana,Bruno").exit_code, 0);
    dir.write("roll.json", kMedioevoRoll);
  }
  nlohmann::json show() { return nlohmann::json::parse(cli("session show 1 --json").out); }
};

}  // namespace

TEST_F(RecordingCli, RollIsRecordedWithWhatTheEngineMadeOfIt) {
  const auto r = cli("session roll 1 --player Ana --dice " + quote(dir.file("roll.json")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc.at("accepted"), true);
  EXPECT_EQ(doc.at("result").at("dice").size(), 3u);
  const auto events = show().at("events");
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].at("kind"), "roll");
  EXPECT_EQ(events[0].at("player"), "Ana");
  EXPECT_EQ(events[0].at("payload").at("dice")[2].at("value"), 5);
}

TEST_F(RecordingCli, RefusedRollExits3AndRecordsNothing) {
  dir.write("bad.json", R"({"dice": [{"kind": "d6", "value": 5}, {"kind": "d6", "value": 2}]})");
  const auto r = cli("session roll 1 --player Ana --dice " + quote(dir.file("bad.json")) + " --json");
  EXPECT_EQ(r.exit_code, 3);
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc.at("accepted"), false);
  EXPECT_EQ(doc.at("violations")[0].at("rule"), "duplicate_die");
  EXPECT_TRUE(show().at("events").empty());
}

TEST_F(RecordingCli, RollFromAPhotoIsReadCheckedAndRecorded) {
  // One die of demo/dice-tray.jpg, a red d6 showing 2 (checked by eye), on a plain tray.
  const cv::Mat tray = cv::imread(std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/dice-tray.jpg");
  ASSERT_FALSE(tray.empty());
  const cv::Rect die(288, 312, 56, 56);
  cv::Mat photo(tray.size(), tray.type(), cv::mean(tray(cv::Rect(200, 420, 60, 40))));
  tray(die).copyTo(photo(die));
  ASSERT_TRUE(cv::imwrite(dir.file("one.png"), photo));
  // A pip die: read with the pip set (Medioevo's own dice are numerals, read by default).
  auto r = cli("session roll 1 --player Ana --image " + quote(dir.file("one.png")) + " --set d6 --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto events = show().at("events");
  ASSERT_EQ(events.size(), 1u);
  const auto& payload = events[0].at("payload");
  EXPECT_EQ(payload.at("image"), dir.file("one.png"));
  ASSERT_EQ(payload.at("dice").size(), 1u);
  EXPECT_EQ(payload["dice"][0].at("kind"), "d6");
  EXPECT_EQ(payload["dice"][0].at("value"), 2);
  EXPECT_EQ(payload["dice"][0].at("color"), "red");

  // The whole tray: many d6 in one Medioevo roll is refused, or a die the reader is unsure of is
  // bad input to confirm by hand; either way nothing is recorded.
  r = cli("session roll 1 --player Ana --set d6 --image " +
          quote(std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/dice-tray.jpg"));
  EXPECT_TRUE(r.exit_code == 3 || r.exit_code == 2) << r.exit_code << r.err;
  if (r.exit_code == 2) {
    EXPECT_NE(r.err.find("--dice"), std::string::npos) << r.err;
  }
  // Not a photo.
  r = cli("session roll 1 --player Ana --image " + quote(dir.file("roll.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(show().at("events").size(), 1u);
}

// Without --set a Medioevo photo is read with the numeral reader: a d8 is recorded as a d8 (or,
// when the reader is unsure, refused to be confirmed by hand), never as a pip d6.
TEST_F(RecordingCli, MedioevoPhotosAreReadAsNumeralDice) {
  scriptorium::vision::SceneOptions opt;
  opt.solids = {scriptorium::vision::synth::SolidKind::d8};
  opt.min_dice = opt.max_dice = 1;
  opt.min_die = opt.max_die = 60.f;
  ASSERT_TRUE(cv::imwrite(dir.file("d8.png"), scriptorium::vision::render_dice_scene(900, opt).image));
  const auto r = cli("session roll 1 --player Ana --image " + quote(dir.file("d8.png")) + " --json");
  const auto events = show().at("events");
  if (r.exit_code == 0) {
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].at("payload").at("dice")[0].at("kind"), "d8");
  } else {
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("--dice"), std::string::npos) << r.err;
    EXPECT_TRUE(events.empty());
  }
}

TEST_F(RecordingCli, MalformedDiceFileIsBadInputWithItsPointer) {
  dir.write("bad.json", R"({"dice": [{"kind": "d4", "value": 9}]})");
  const auto r = cli("session roll 1 --player Ana --dice " + quote(dir.file("bad.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bad.json:/dice/0/value)"), std::string::npos) << r.err;
  EXPECT_TRUE(show().at("events").empty());
}

TEST_F(RecordingCli, StrangersAndMissingSessionsAreBadInput) {
  EXPECT_EQ(cli("session roll 1 --player Zed --dice " + quote(dir.file("roll.json"))).exit_code, 2);
  EXPECT_EQ(cli("session roll 9 --player Ana --dice " + quote(dir.file("roll.json"))).exit_code, 2);
  EXPECT_EQ(cli("session roll 1 --player Ana").exit_code, 2);  // neither --dice nor --image
  EXPECT_TRUE(show().at("events").empty());
}

TEST_F(RecordingCli, UndoTakesBackTheNewestEvent) {
  ASSERT_EQ(cli("session roll 1 --player Ana --dice " + quote(dir.file("roll.json"))).exit_code, 0);
  ASSERT_EQ(cli("session roll 1 --player Bruno --dice " + quote(dir.file("roll.json"))).exit_code, 0);
  const auto r = cli("session undo 1 --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("undone"), 2);
  ASSERT_EQ(cli("session undo 1").exit_code, 0);
  EXPECT_EQ(cli("session undo 1").exit_code, 2);  // nothing left
  EXPECT_EQ(show().at("events").size(), 4u);      // the log keeps everything
}

TEST_F(RecordingCli, CorrectionReplacesADieAndIsValidatedLikeARoll) {
  ASSERT_EQ(cli("session roll 1 --player Ana --dice " + quote(dir.file("roll.json"))).exit_code, 0);
  dir.write("fixed.json", R"({"dice": [{"kind": "d4", "value": 4}, {"kind": "d6", "value": 5}, {"kind": "d8", "value": 5}]})");
  const auto r = cli("session correct 1 1 " + quote(dir.file("fixed.json")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  dir.write("wrong.json", R"({"dice": [{"kind": "d8", "value": 1}, {"kind": "d8", "value": 2}]})");
  EXPECT_EQ(cli("session correct 1 1 " + quote(dir.file("wrong.json"))).exit_code, 3);
  EXPECT_EQ(cli("session correct 1 99 " + quote(dir.file("fixed.json"))).exit_code, 2);
  const auto exported = nlohmann::json::parse(cli("session export 1 --format json").out);
  ASSERT_EQ(exported.at("standing_events").size(), 1u);
  EXPECT_EQ(exported["standing_events"][0]["payload"]["dice"][0]["value"], 4);
}

TEST_F(RecordingCli, MoveNeedsAKnownTypeElseNothingIsRecorded) {
  // Moves are checked by the game's engine (docs/session-moves.md): a type the game does not
  // know is bad input that lists the known ones, not a free-form note.
  dir.write("move.json", R"({"type": "attack", "target": "Lombardia"})");
  auto r = cli("session move 1 --player Bruno " + quote(dir.file("move.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("battle_round"), std::string::npos) << r.err;
  dir.write("nomove.json", R"({"target": "Lombardia"})");
  r = cli("session move 1 --player Bruno " + quote(dir.file("nomove.json")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("missing key \"type\""), std::string::npos) << r.err;
  EXPECT_TRUE(show().at("events").empty());
}

TEST_F(RecordingCli, ExportWritesCsvToAFile) {
  ASSERT_EQ(cli("session roll 1 --player Ana --dice " + quote(dir.file("roll.json"))).exit_code, 0);
  const auto r = cli("session export 1 --format csv --out " + quote(dir.file("s.csv")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::ifstream in(dir.file("s.csv"));
  std::string header;
  std::getline(in, header);
  EXPECT_EQ(header, "seq,event,kind,player,at,corrected,payload\r");
  EXPECT_EQ(cli("session export 1 --format xml").exit_code, 2);
  EXPECT_EQ(cli("session export 1 --out /nonexistent-dir/x.csv").exit_code, 1);
}

TEST_F(RecordingCli, StatsCountFacesOfStandingRolls) {
  ASSERT_EQ(cli("session roll 1 --player Ana --dice " + quote(dir.file("roll.json"))).exit_code, 0);
  ASSERT_EQ(cli("session roll 1 --player Bruno --dice " + quote(dir.file("roll.json"))).exit_code, 0);
  const auto r = cli("session stats --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["dice"]["d6"]["counts"], nlohmann::json({0, 0, 0, 0, 2, 0}));
  EXPECT_EQ(doc["players"]["Ana"]["sessions"], 1);
  const auto ana = nlohmann::json::parse(cli("session stats --player Ana --json").out);
  EXPECT_EQ(ana["dice"]["d8"]["counts"], nlohmann::json({0, 0, 0, 0, 1, 0, 0, 0}));
}

// Discordia's three coloured d6, twice: red 6 and 6 -> {0,0,0,0,0,2}, chi-square by hand with
// 1/3 expected per face: 5 * 1/3 + (5/3)^2 * 3 = 5/3 + 25/3 = 10.
TEST_F(SessionCli, StatsCountEachColouredDieApart) {
  ASSERT_EQ(cli("session new --game discordia --players Ana,Bruno").exit_code, 0);
  dir.write("r1.json", R"({"dice": [{"kind": "d6", "value": 6, "color": "red"}, {"kind": "d6", "value": 1, "color": "blue"},
                                    {"kind": "d6", "value": 3, "color": "yellow"}]})");
  dir.write("r2.json", R"({"dice": [{"kind": "d6", "value": 6, "color": "red"}, {"kind": "d6", "value": 2, "color": "blue"},
                                    {"kind": "d6", "value": 3, "color": "yellow"}]})");
  ASSERT_EQ(cli("session roll 1 --player Ana --dice " + quote(dir.file("r1.json"))).exit_code, 0);
  ASSERT_EQ(cli("session roll 1 --player Bruno --dice " + quote(dir.file("r2.json"))).exit_code, 0);
  const auto r = cli("session stats --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["dice"]["d6"]["counts"], nlohmann::json({1, 1, 2, 0, 0, 2}));  // the kind as before
  EXPECT_EQ(doc["dice_sets"]["d6 red"]["counts"], nlohmann::json({0, 0, 0, 0, 0, 2}));
  EXPECT_NEAR(doc["dice_sets"]["d6 red"]["chi_square"].get<double>(), 10.0, 1e-9);
  EXPECT_EQ(doc["dice_sets"]["d6 blue"]["counts"], nlohmann::json({1, 1, 0, 0, 0, 0}));
  EXPECT_EQ(doc["dice_sets"]["d6 yellow"]["total"], 2);
  EXPECT_EQ(doc["dice_sets"].size(), 3u);

  const auto human = cli("session stats");
  ASSERT_EQ(human.exit_code, 0) << human.err;
  EXPECT_NE(human.out.find("d6 faces (6 rolled)"), std::string::npos) << human.out;
  EXPECT_NE(human.out.find("d6 red faces (2 rolled): 1:0  2:0  3:0  4:0  5:0  6:2"), std::string::npos) << human.out;
  EXPECT_NE(human.out.find("chi-square 10.00 (df 5)"), std::string::npos) << human.out;
}

// A Discordia roll photographed under a warm lamp: read without --set with Discordia's own dice
// (one blue, one red, one yellow), so the yellow die the lamp makes orange does not have the roll
// refused; the three are recorded with their colours.
TEST_F(SessionCli, DiscordiaPhotosGetTheThreeDiceColours) {
  ASSERT_EQ(cli("session new --game discordia --players Ana,Bruno").exit_code, 0);
  scriptorium::vision::SceneOptions opt;
  opt.palettes = {4, 3, 6};  // blue, red, yellow
  opt.min_dice = opt.max_dice = 3;
  opt.light_bgr = {0.55, 0.8, 1.0};
  const auto scene = scriptorium::vision::render_dice_scene(931003, opt);
  ASSERT_TRUE(cv::imwrite(dir.file("roll.png"), scene.image));
  // Each die named alone (the plain pip set), the lamp costs this roll a colour: refused.
  const auto alone = cli("session roll 1 --player Ana --set d6 --image " + quote(dir.file("roll.png")));
  EXPECT_EQ(alone.exit_code, 3) << alone.out << alone.err;
  const auto r = cli("session roll 1 --player Ana --image " + quote(dir.file("roll.png")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
  const auto events = nlohmann::json::parse(cli("session show 1 --json").out).at("events");
  ASSERT_EQ(events.size(), 1u);
  std::vector<std::string> colours;
  for (const auto& d : events[0].at("payload").at("dice")) colours.push_back(d.at("color"));
  std::sort(colours.begin(), colours.end());
  EXPECT_EQ(colours, (std::vector<std::string>{"blue", "red", "yellow"}));
}

namespace {

using scriptorium::test::url_decode;

const std::string kBgStatsPrefix = "bgstats://app.bgstatsapp.com/createPlay.html?data=";

}  // namespace

TEST_F(SessionCli, ExportBgStatsLinkPrintsOrWritesTheLink) {
  ASSERT_EQ(cli("session new --game rattus --players \"Begoña,Bruno Díaz\"").exit_code, 0);
  const auto r = cli("session export 1 --format bgstats-link");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  ASSERT_EQ(r.out.rfind(kBgStatsPrefix, 0), 0u) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1);
  EXPECT_EQ(r.out.find(' '), std::string::npos);  // spaces are %20, the link is one word
  const std::string link = r.out.substr(0, r.out.size() - 1);
  const auto play = nlohmann::json::parse(url_decode(link.substr(kBgStatsPrefix.size())));
  EXPECT_EQ(play["game"]["name"], "Rattus Cartus");
  EXPECT_EQ(play["sourcePlayId"], "1");
  EXPECT_EQ(play["players"][0]["name"], "Begoña");
  EXPECT_EQ(play["players"][1]["name"], "Bruno Díaz");

  const auto json = cli("session export 1 --format bgstats-link --json");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(nlohmann::json::parse(json.out)["link"], link);

  ASSERT_EQ(cli("session export 1 --format bgstats-link --out " + quote(dir.file("link.txt"))).exit_code, 0);
  std::ifstream in(dir.file("link.txt"));
  const std::string written((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(written, link + "\n");
}

TEST_F(SessionCli, ExportBgStatsLinkOfNoSessionIsBadInputAndWritesNothing) {
  const auto r = cli("session export 4 --format bgstats-link --out " + quote(dir.file("link.txt")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find("no session 4"), std::string::npos) << r.err;
  EXPECT_FALSE(std::ifstream(dir.file("link.txt")).good());
  const auto bad = cli("session export 4 --format bgstats_link");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("bgstats-link"), std::string::npos) << bad.err;  // the formats are listed
}

// A folder given where the backup file belongs: one line that names it once, and no change.
TEST_F(SessionCli, BackupToOrRestoreFromAFolderNamesItOnce) {
  ASSERT_EQ(cli("session new --game era --players Ana,Bruno").exit_code, 0);
  const std::string folder = dir.file("shelf");
  std::filesystem::create_directory(folder);
  const auto backup = cli("session backup " + quote(folder));
  EXPECT_EQ(backup.exit_code, 1);
  EXPECT_EQ(backup.err, "error: cannot write backup " + folder + ": Is a directory\n");
  const auto list = run_command(kCli + " session list --db " + quote(folder));
  EXPECT_EQ(list.exit_code, 1);
  EXPECT_EQ(list.err, "error: " + folder + " is a directory, not a session database file\n");
  const auto restore = cli("session restore " + quote(folder));
  EXPECT_EQ(restore.exit_code, 2);
  EXPECT_EQ(restore.err, "error: " + folder + " is a directory, not a backup file\n");
  EXPECT_EQ(nlohmann::json::parse(cli("session list --json").out)["sessions"].size(), 1u);
  const auto junk = cli("session restore " + quote(dir.file("missing.db")));
  EXPECT_EQ(junk.err, "error: no backup file " + dir.file("missing.db") + "\n");
}

TEST_F(SessionCli, ReadingCommandsCreateNoDatabase) {
  const std::string db = (std::filesystem::path(dir.file("typo")) / "s.db").string();
  const auto list = run_command(kCli + " session list --json --db " + quote(db));
  EXPECT_EQ(list.exit_code, 0) << list.err;
  EXPECT_EQ(nlohmann::json::parse(list.out)["sessions"], nlohmann::json::array());
  const auto show = run_command(kCli + " session show 1 --db " + quote(db));
  EXPECT_EQ(show.exit_code, 2);
  EXPECT_EQ(show.err, "error: no session 1 (" + db + ")\n");
  EXPECT_EQ(run_command(kCli + " session stats --db " + quote(db)).exit_code, 0);
  EXPECT_EQ(run_command(kCli + " profile list --db " + quote(db)).exit_code, 0);
  const auto backup = run_command(kCli + " session backup " + quote(dir.file("b.db")) + " --db " + quote(db));
  EXPECT_EQ(backup.exit_code, 2);
  EXPECT_EQ(backup.err, "error: no session database to back up (" + db + ")\n");
  EXPECT_FALSE(std::filesystem::exists(dir.file("b.db")));
  EXPECT_FALSE(std::filesystem::exists(dir.file("typo")));
}

TEST_F(SessionCli, BackupAndRestore) {
  ASSERT_EQ(cli("session new --game era --players Ana,Bruno").exit_code, 0);
  ASSERT_EQ(cli("session backup " + quote(dir.file("b.db"))).exit_code, 0);
  ASSERT_EQ(cli("session new --game rattus --players Carla,Dora").exit_code, 0);
  dir.write("junk.db", "not a database at all");
  const auto bad = cli("session restore " + quote(dir.file("junk.db")));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("junk.db"), std::string::npos);
  EXPECT_EQ(nlohmann::json::parse(cli("session list --json").out)["sessions"].size(), 2u);
  ASSERT_EQ(cli("session restore " + quote(dir.file("b.db"))).exit_code, 0);
  EXPECT_EQ(nlohmann::json::parse(cli("session list --json").out)["sessions"].size(), 1u);
}

// `session roll --image --bare-table`: one die on a cloth printed with die faces (a generated
// scene, seed 952002), which the pip reader also reads as dice (30 of them on 2026-12-06, which a
// roll of one die refuses); with the empty table's photo, taken just before (the camera nudged by
// up to 1 %), given or kept in the profile, only the die is read, and recorded.
TEST_F(RecordingCli, ABareTablePhotoKeepsTheClothOutOfTheRoll) {
  scriptorium::vision::SceneOptions opt;
  opt.width = 640;
  opt.height = 480;
  opt.min_dice = opt.max_dice = 1;
  opt.dice_print_share = 1.0;
  opt.bare_table_shift = 0.01;
  const auto scene = scriptorium::vision::render_dice_scene(952002, opt);
  ASSERT_EQ(scene.dice.size(), 1u);
  ASSERT_TRUE(cv::imwrite(dir.file("roll.png"), scene.image));
  ASSERT_TRUE(cv::imwrite(dir.file("bare.png"), scene.bare_table));
  const std::string roll = "session roll 1 --player Ana --set d6 --image " + quote(dir.file("roll.png"));
  const auto fooled = cli(roll + " --json");
  EXPECT_EQ(fooled.exit_code, 3) << "the cloth no longer fools the reader: pick another scene\n"
                                 << fooled.out;
  EXPECT_TRUE(show().at("events").empty());

  const auto r = cli(roll + " --bare-table " + quote(dir.file("bare.png")) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto events = show().at("events");
  ASSERT_EQ(events.size(), 1u);
  const auto& dice = events[0].at("payload").at("dice");
  ASSERT_EQ(dice.size(), 1u);
  EXPECT_EQ(std::to_string(dice[0].at("value").get<int>()), scene.dice[0].value);

  const auto missing = cli(roll + " --bare-table " + quote(dir.file("none.png")));
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_EQ(std::count(missing.err.begin(), missing.err.end(), '\n'), 1) << missing.err;
  EXPECT_NE(missing.err.find("none.png"), std::string::npos) << missing.err;
  EXPECT_EQ(show().at("events").size(), 1u);

  // Kept in the table's profile (`calibrate table`), it serves every roll read with that profile.
  const std::string profile = " --profile " + quote(dir.file("table.json"));
  ASSERT_EQ(cli("calibrate table " + quote(dir.file("bare.png")) + profile).exit_code, 0);
  EXPECT_EQ(cli(roll + profile + " --no-bare-table --json").exit_code, 3);
  EXPECT_EQ(show().at("events").size(), 1u);
  const auto kept = cli(roll + profile + " --json");
  ASSERT_EQ(kept.exit_code, 0) << kept.err;
  const auto both = show().at("events");
  ASSERT_EQ(both.size(), 2u);
  EXPECT_EQ(both[1].at("payload").at("dice"), dice);
}
