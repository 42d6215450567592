// `scriptorium session new|list|show` end to end against a database in a temp folder.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/support/run_command.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;

namespace {

const std::string kCli = SCRIPTORIUM_CLI;

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
