// Aligned plain-text tables for the human-readable (non --json) output.
#pragma once

#include <string>
#include <vector>

namespace scriptorium::cli {

class TextTable {
 public:
  explicit TextTable(std::vector<std::string> header);
  void add_row(std::vector<std::string> cells);
  // Columns padded to their widest cell (UTF-8 aware); a rule under the header.
  std::string render() const;

 private:
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace scriptorium::cli
