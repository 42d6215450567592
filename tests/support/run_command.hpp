// Runs a command line through /bin/sh and captures its exit code, stdout and stderr, for tests
// that check the CLI from outside, as a user or a script would.
#pragma once

#include <string>

namespace scriptorium::test {

#ifdef SCRIPTORIUM_CLI
// The `scriptorium` binary under test (its build path, from the test target's definitions).
inline const std::string kCli = SCRIPTORIUM_CLI;
#endif

struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

CommandResult run_command(const std::string& command_line, const std::string& stdin_text = "");

// A fresh, empty directory under the system temp folder, removed by the destructor.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const noexcept { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }
  void write(const std::string& name, const std::string& text) const;

 private:
  std::string path_;
};

// Shell-quotes one argument.
std::string quote(const std::string& arg);

}  // namespace scriptorium::test
