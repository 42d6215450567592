// The CLI's general contract (spec/cli.md "General rules"), checked from outside.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;

namespace {

using scriptorium::test::kCli;

int count_lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

}  // namespace

TEST(Cli, VersionPrintsTheProjectVersion) {
  const auto r = run_command(kCli + " --version");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "scriptorium 0.1.0\n");
}

TEST(Cli, HelpListsEveryCommandGroup) {
  const auto r = run_command(kCli + " --help");
  EXPECT_EQ(r.exit_code, 0);
  for (const char* group : {"dice", "watch", "calibrate", "layout", "era", "medioevo", "discordia", "rattus",
                            "feudum", "session"}) {
    EXPECT_NE(r.out.find(std::string("\n  ") + group), std::string::npos) << group;
  }
}

TEST(Cli, HelpWorksOnEveryLevel) {
  for (const char* args : {"era --help", "era score --help", "session new --help", "dice read --help",
                           "medioevo odds --help", "watch --help"}) {
    const auto r = run_command(kCli + " " + args);
    EXPECT_EQ(r.exit_code, 0) << args;
    EXPECT_NE(r.out.find("Usage"), std::string::npos) << args;
  }
}

TEST(Cli, NoCommandIsAUsageError) {
  const auto r = run_command(kCli);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u);
  EXPECT_EQ(count_lines(r.err), 1);
}

TEST(Cli, UnknownOptionIsOneErrorLineAndExit2) {
  const auto r = run_command(kCli + " session list --frobnicate");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u);
  EXPECT_EQ(count_lines(r.err), 1);
  EXPECT_TRUE(r.out.empty());
}

// `layout teach|read` are built (issue 8): bad usage is bad input, one line, nothing on stdout.
// Reading real photos is covered by tests/layout/layout_cli_test.cpp.
TEST(Cli, LayoutCommandsRejectBadUsageWithOneLine) {
  for (const char* cmd : {"layout read --json", "layout teach --json", "layout read missing.jpg --board chess --profile p.json",
                          "layout read missing.jpg --board era-domain --profile p.json --json"}) {
    const auto r = run_command(kCli + " " + cmd);
    EXPECT_EQ(r.exit_code, 2) << cmd;
    EXPECT_EQ(count_lines(r.err), 1) << cmd << ": " << r.err;
    EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << cmd;
    EXPECT_TRUE(r.out.empty()) << cmd;
  }
}
