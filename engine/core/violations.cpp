#include "engine/core/violations.hpp"

namespace scriptorium::core {

void Violations::add(std::string rule, std::string reason, std::string where) {
  items_.push_back({std::move(rule), std::move(reason), std::move(where)});
}

void Violations::append(const Violations& other) {
  items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

bool Violations::contains_rule(std::string_view rule) const {
  for (const auto& v : items_) {
    if (v.rule == rule) return true;
  }
  return false;
}

nlohmann::json Violations::to_json() const {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& v : items_) {
    out.push_back({{"rule", v.rule}, {"reason", v.reason}, {"where", v.where}});
  }
  return out;
}

}  // namespace scriptorium::core
