// Rule settings: every reading a rules spec marks as uncertain (ASSUMPTION, [A], [I], [INFER])
// is a named setting with the spec's default, overridable by a `--rules FILE` JSON object.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/json_input.hpp"

namespace scriptorium::core {

struct SettingSpec {
  std::string name;               // lower_snake_case key in the rules file
  nlohmann::json default_value;   // bool, integer, number or string; its type is the setting's
  std::string description;        // what it decides, with the spec reference ("ERA §6 [A]")
  std::vector<std::string> choices;  // allowed strings for an enum setting; empty = free
  std::optional<double> min;      // numeric bounds, inclusive
  std::optional<double> max;
};

class SettingsSchema {
 public:
  SettingsSchema& add(SettingSpec spec);
  const SettingSpec* find(std::string_view name) const;
  const std::vector<SettingSpec>& entries() const noexcept { return entries_; }

 private:
  std::vector<SettingSpec> entries_;
};

// Values for one schema: defaults, overridden by a validated JSON object.
class Settings {
 public:
  explicit Settings(const SettingsSchema& schema);

  // Unknown keys, wrong types, out-of-range numbers and unknown choices throw InputError
  // naming the key's pointer.
  static Settings from_json(const SettingsSchema& schema, const JsonCursor& overrides);

  bool get_bool(std::string_view name) const;
  int get_int(std::string_view name) const;
  double get_number(std::string_view name) const;
  // For enum settings, the canonical spelling from `choices`.
  std::string get_string(std::string_view name) const;

  // Sets one value with the same validation as from_json (for tests and the app).
  void set(std::string_view name, const nlohmann::json& value);

  nlohmann::json to_json() const;

 private:
  const nlohmann::json& value(std::string_view name) const;
  void assign(const SettingSpec& spec, const JsonCursor& value);

  const SettingsSchema* schema_;
  std::map<std::string, nlohmann::json, std::less<>> values_;
};

}  // namespace scriptorium::core
