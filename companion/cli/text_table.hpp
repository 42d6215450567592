// The human-readable (non --json) output: aligned plain-text tables, lists and fixed-point numbers.
#pragma once

#include <string>
#include <string_view>
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

// "a, b, c" (items in order, `separator` between them; "" for none).
std::string join(const std::vector<std::string>& items, std::string_view separator = ", ");

// `value` with exactly `decimals` digits after the point ("2.50").
std::string fixed(double value, int decimals);

}  // namespace scriptorium::cli
