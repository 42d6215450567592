// The CLI's general contract (spec/cli.md "General rules"), checked from outside.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;

namespace {

const std::string kCli = SCRIPTORIUM_CLI;

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

// Commands of the contract that are not built yet must say so, never succeed silently.
TEST(Cli, UnbuiltCommandsExit1AndSaySo) {
  for (const char* cmd : {"layout read", "layout teach"}) {
    const auto r = run_command(kCli + " " + cmd + " --json");
    EXPECT_EQ(r.exit_code, 1) << cmd;
    EXPECT_EQ(r.err, std::string("error: not implemented yet: ") + cmd + "\n") << cmd;
    EXPECT_TRUE(r.out.empty()) << cmd;
  }
}
