// Results that carry their reasons: a rules check never answers a bare "no".
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace scriptorium::core {

struct Violation {
  std::string rule;    // stable machine code, e.g. "wall_not_straight"
  std::string reason;  // one sentence for people, naming the pieces involved
  std::string where;   // JSON pointer into the checked input ("" = the whole input)
};

class Violations {
 public:
  void add(std::string rule, std::string reason, std::string where = "");
  void append(const Violations& other);
  bool empty() const noexcept { return items_.empty(); }
  std::size_t size() const noexcept { return items_.size(); }
  const std::vector<Violation>& items() const noexcept { return items_; }
  bool contains_rule(std::string_view rule) const;
  // [{"rule", "reason", "where"}, ...]
  nlohmann::json to_json() const;

 private:
  std::vector<Violation> items_;
};

}  // namespace scriptorium::core
