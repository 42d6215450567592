#include "engine/core/settings.hpp"

#include <stdexcept>

namespace scriptorium::core {

SettingsSchema& SettingsSchema::add(SettingSpec spec) {
  if (find(spec.name) != nullptr) throw std::logic_error("duplicate setting " + spec.name);
  entries_.push_back(std::move(spec));
  return *this;
}

const SettingSpec* SettingsSchema::find(std::string_view name) const {
  for (const auto& entry : entries_) {
    if (entry.name == name) return &entry;
  }
  return nullptr;
}

Settings::Settings(const SettingsSchema& schema) : schema_(&schema) {
  for (const auto& entry : schema.entries()) values_[entry.name] = entry.default_value;
}

Settings Settings::from_json(const SettingsSchema& schema, const JsonCursor& overrides) {
  overrides.require_object();
  Settings settings(schema);
  for (const auto& [key, unused] : overrides.json().items()) {
    const SettingSpec* spec = schema.find(key);
    const JsonCursor member = overrides.at(key);
    if (spec == nullptr) member.fail("unknown setting \"" + key + "\"");
    settings.assign(*spec, member);
  }
  return settings;
}

void Settings::assign(const SettingSpec& spec, const JsonCursor& value) {
  const nlohmann::json& def = spec.default_value;
  nlohmann::json stored;
  if (def.is_boolean()) {
    stored = value.as_bool();
  } else if (def.is_number_integer()) {
    const auto min = spec.min ? static_cast<long long>(*spec.min) : LLONG_MIN;
    const auto max = spec.max ? static_cast<long long>(*spec.max) : LLONG_MAX;
    stored = value.as_int(min, max);
  } else if (def.is_number()) {
    const double v = value.as_number();
    if ((spec.min && v < *spec.min) || (spec.max && v > *spec.max)) {
      value.fail("value out of range for setting \"" + spec.name + "\"");
    }
    stored = v;
  } else if (def.is_string()) {
    std::string text = value.as_string();
    if (!spec.choices.empty()) {
      const std::string wanted = normalize_enum_text(text);
      const std::string* match = nullptr;
      for (const auto& choice : spec.choices) {
        if (normalize_enum_text(choice) == wanted) match = &choice;
      }
      if (match == nullptr) value.fail("unknown value \"" + text + "\" for setting \"" + spec.name + "\"");
      text = *match;
    }
    stored = text;
  } else {
    stored = value.json();  // structured settings (tables) are validated by their game module
  }
  values_[spec.name] = std::move(stored);
}

void Settings::set(std::string_view name, const nlohmann::json& value) {
  const SettingSpec* spec = schema_->find(name);
  if (spec == nullptr) throw std::logic_error("unknown setting " + std::string(name));
  assign(*spec, JsonCursor(value, "/" + pointer_token(name)));
}

const nlohmann::json& Settings::value(std::string_view name) const {
  auto it = values_.find(name);
  if (it == values_.end()) throw std::logic_error("setting not in schema: " + std::string(name));
  return it->second;
}

bool Settings::get_bool(std::string_view name) const { return value(name).get<bool>(); }
int Settings::get_int(std::string_view name) const { return value(name).get<int>(); }
double Settings::get_number(std::string_view name) const { return value(name).get<double>(); }
std::string Settings::get_string(std::string_view name) const {
  return value(name).get<std::string>();
}

nlohmann::json Settings::to_json() const {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [key, v] : values_) out[key] = v;
  return out;
}

}  // namespace scriptorium::core
