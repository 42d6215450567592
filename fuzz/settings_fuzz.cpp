// A `--rules FILE` -> Settings::from_json over a schema with every kind of setting.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/settings.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium::core;
  static const SettingsSchema schema = [] {
    SettingsSchema s;
    s.add({"wall_model", "cell", "", {"cell", "edge"}, {}, {}})
        .add({"grid_size", 9, "", {}, 3, 64})
        .add({"flag", true, "", {}, {}, {}})
        .add({"ratio", 0.5, "", {}, 0.0, 1.0})
        .add({"table", nlohmann::json::array(), "", {}, {}, {}});
    return s;
  }();
  try {
    const auto doc = parse_json_text(std::string_view(reinterpret_cast<const char*>(data), size));
    const auto settings = Settings::from_json(schema, JsonCursor(doc));
    (void)settings.to_json();
  } catch (const InputError&) {
  }
  return 0;
}
