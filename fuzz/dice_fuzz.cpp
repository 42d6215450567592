// A `dice read` document from anywhere (a file, another program) -> parse_dice.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/dice.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium::core;
  try {
    const auto doc = parse_json_text(std::string_view(reinterpret_cast<const char*>(data), size));
    const JsonCursor root(doc);
    (void)parse_dice(root.json().is_object() ? root.at("dice") : root);
  } catch (const InputError&) {
  }
  return 0;
}
