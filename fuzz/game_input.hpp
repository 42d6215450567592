// Shared by the game fuzz targets: the first byte chooses the command (and whether a --rules
// file comes with it), the rest is the JSON file the CLI would read.
//
//   byte 0 < 0x80: the rest is the input file, rules are the schema defaults.
//   byte 0 >= 0x80: the rest is a JSON array [rules, input]: the --rules file and the input file.
//
// Only core::InputError may escape a parser (the CLI turns it into exit 2); anything else (another
// exception, a crash, a sanitizer report) is a finding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/core/json_input.hpp"
#include "engine/core/settings.hpp"

namespace scriptorium::fuzz {

struct GameInput {
  unsigned command = 0;              // data[0] & 0x7f
  nlohmann::json doc;                // the input file
  std::optional<nlohmann::json> rules;  // the --rules file, when byte 0 >= 0x80
};

// nullopt: too short, or not JSON (parse_json_text threw InputError: exit 2, nothing to fuzz).
inline std::optional<GameInput> read_game_input(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return std::nullopt;
  GameInput in;
  in.command = data[0] & 0x7fu;
  try {
    nlohmann::json doc =
        core::parse_json_text(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
    if (data[0] & 0x80u) {
      if (!doc.is_array() || doc.size() != 2) return std::nullopt;
      in.rules = std::move(doc[0]);
      in.doc = std::move(doc[1]);
    } else {
      in.doc = std::move(doc);
    }
  } catch (const core::InputError&) {
    return std::nullopt;
  }
  return in;
}

// The settings the CLI would use: schema defaults, or the --rules file checked against the schema.
inline core::Settings game_settings(const core::SettingsSchema& schema, const GameInput& in) {
  if (!in.rules) return core::Settings(schema);
  return core::Settings::from_json(schema, core::JsonCursor(*in.rules));
}

}  // namespace scriptorium::fuzz
