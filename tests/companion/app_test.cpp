// scriptorium-app starts offscreen, shows the game list, and can be grabbed to a PNG.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;

TEST(App, StartsAndGrabsAScreenshot) {
  scriptorium::test::TempDir dir;
  const auto png = dir.file("shot.png");
  const auto r = run_command("QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " +
                             quote(dir.file("app.db")) + " --screenshot " + quote(png));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::ifstream in(png, std::ios::binary);
  char magic[8] = {};
  in.read(magic, 8);
  EXPECT_EQ(std::string(magic + 1, 3), "PNG");
  in.seekg(0, std::ios::end);
  EXPECT_GT(in.tellg(), 10000) << "a blank window compresses far smaller";
}

TEST(App, OpensAnExistingSession) {
  scriptorium::test::TempDir dir;
  const auto png = dir.file("session.png");
  const auto db = quote(dir.file("app.db"));
  const auto app = "QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " + db;
  // A bad session ID still starts (on the game list); a good one opens the session screen.
  EXPECT_EQ(run_command(app + " --open-session 5 --screenshot " + quote(png)).exit_code, 0);
}

TEST(App, UnusableDatabaseIsAOneLineError) {
  scriptorium::test::TempDir dir;
  dir.write("junk.db", std::string(2048, 'x'));
  const auto r = run_command("QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " +
                             quote(dir.file("junk.db")) + " --quit-after 10");
  EXPECT_EQ(r.exit_code, 1);
  // Qt may print its own platform notes; ours is exactly one `error:` line naming the file.
  int error_lines = 0;
  std::istringstream lines(r.err);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("error: ", 0) == 0) {
      ++error_lines;
      EXPECT_NE(line.find("junk.db"), std::string::npos) << line;
    }
  }
  EXPECT_EQ(error_lines, 1) << r.err;
}

TEST(App, UnknownInterfaceLanguageIsAOneLineError) {
  scriptorium::test::TempDir dir;
  const auto r = run_command("QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " +
                             quote(dir.file("app.db")) + " --lang tlh --quit-after 10");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("error: --lang tlh: no such interface language (es, en)"), std::string::npos) << r.err;
}

TEST(App, SpanishStartsAndABadScreenshotDelayIsAOneLineError) {
  scriptorium::test::TempDir dir;
  const auto r = run_command("QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " +
                             quote(dir.file("app.db")) + " --lang es --screenshot-delay 100 --screenshot " +
                             quote(dir.file("es.png")));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto bad = run_command("QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " +
                               quote(dir.file("app.db")) + " --screenshot-delay soon --screenshot " +
                               quote(dir.file("x.png")));
  EXPECT_EQ(bad.exit_code, 1);
  EXPECT_NE(bad.err.find("error: --screenshot-delay must be a number of milliseconds"), std::string::npos) << bad.err;
}

// The printable score sheet without a window: a PDF of the session, or one error line.
TEST(App, PrintsTheScoreSheetOfASession) {
  scriptorium::test::TempDir dir;
  const auto app = "QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " + quote(dir.file("app.db"));
  const auto pdf = dir.file("sheet.pdf");
  auto r = run_command(app + " --open-session 1 --print-sheet " + quote(pdf));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("error: --print-sheet needs --open-session ID of a session in"), std::string::npos) << r.err;

  r = run_command(std::string(SCRIPTORIUM_CLI) + " session new --game rattus --players Ana,Bruno --db " +
                  quote(dir.file("app.db")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  r = run_command(app + " --open-session 1 --print-sheet " + quote(pdf));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::ifstream in(pdf, std::ios::binary);
  char magic[5] = {};
  in.read(magic, 5);
  EXPECT_EQ(std::string(magic, 5), "%PDF-");
}

// `--open-page` opens a game's own screen (scripts/screenshots.sh); a screen the session's game
// does not have, or no session, is a one-line error.
TEST(App, OpensAGamesOwnScreenOrSaysWhyNot) {
  scriptorium::test::TempDir dir;
  const auto app = "QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " + quote(dir.file("app.db"));
  const auto png = dir.file("scoring.png");
  auto r = run_command(app + " --open-page scoring --quit-after 10");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("error: --open-page scoring: no such screen for the --open-session session"), std::string::npos)
      << r.err;
  r = run_command(std::string(SCRIPTORIUM_CLI) + " session new --game rattus --players Ana,Bruno --db " +
                  quote(dir.file("app.db")));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  r = run_command(app + " --open-session 1 --open-page battle --quit-after 10");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("error: --open-page battle: no such screen"), std::string::npos) << r.err;
  r = run_command(app + " --open-session 1 --open-page scoring --screenshot " + quote(png));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto session_png = dir.file("session.png");
  r = run_command(app + " --open-session 1 --screenshot " + quote(session_png));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // The scoring screen is not the session screen it was opened from.
  const auto bytes = [](const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  EXPECT_FALSE(bytes(png).empty());
  EXPECT_NE(bytes(png), bytes(session_png));
}

// --profile reads the live table with a table's profile, found as the CLI finds it (a name in the
// --db database, or a JSON file). One that cannot be used is one error line naming it and its
// place, exit 1, before the database is created.
TEST(App, ReadsTheTableWithItsProfileOrSaysWhyNot) {
  scriptorium::test::TempDir dir;
  const auto db = quote(dir.file("app.db"));
  const auto app =
      "QT_QPA_PLATFORM=offscreen " + std::string(SCRIPTORIUM_APP) + " --db " + db + " --quit-after 10";
  dir.write("bad.json", R"({"bare_table": "not base64!"})");
  const std::vector<std::pair<std::string, std::string>> refused{
      {"kitchen", "error: no profile kitchen in " + dir.file("app.db") +
                      " (see `scriptorium profile list`) (--profile)"},
      {dir.file("none.json"), "error: no profile " + dir.file("none.json")},
      {"no!name", "error: invalid profile name \"no!name\""},
      {dir.file("bad.json"),
       "error: the bare table must be a base64 PNG (" + dir.file("bad.json") + ":/bare_table)"}};
  for (const auto& [profile, error] : refused) {
    const auto r = run_command(app + " --profile " + quote(profile));
    EXPECT_EQ(r.exit_code, 1) << profile;
    // Qt may print its own platform notes; ours is exactly one `error:` line.
    std::vector<std::string> errors;
    std::istringstream lines(r.err);
    for (std::string line; std::getline(lines, line);)
      if (line.rfind("error: ", 0) == 0) errors.push_back(line);
    ASSERT_EQ(errors.size(), 1u) << r.err;
    EXPECT_EQ(errors[0].rfind(error, 0), 0u) << errors[0];
    EXPECT_FALSE(std::filesystem::exists(dir.file("app.db"))) << profile;
  }
  // A profile `calibrate table` kept in the database serves the app's live table.
  const std::string frame = SCRIPTORIUM_SOURCE_DIR "/demo/table-demo/frames/frame_00000.jpg";
  const auto calibrated = run_command(std::string(SCRIPTORIUM_CLI) + " calibrate table " + quote(frame) +
                                      " --profile kitchen --db " + db);
  ASSERT_EQ(calibrated.exit_code, 0) << calibrated.err;
  const auto r = run_command(app + " --profile kitchen");
  EXPECT_EQ(r.exit_code, 0) << r.err;
}
