// Any bytes -> parse_json_text, then every cursor accessor on every value: only InputError
// may escape, never a crash, hang or other exception.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/json_input.hpp"

namespace {
void walk(const scriptorium::core::JsonCursor& c, int depth) {
  using scriptorium::core::InputError;
  if (depth > 80) return;
  try { (void)c.as_int(-5, 5); } catch (const InputError&) {}
  try { (void)c.as_number(); } catch (const InputError&) {}
  try { (void)c.as_string(); } catch (const InputError&) {}
  try { (void)c.as_bool(); } catch (const InputError&) {}
  if (c.json().is_array()) {
    for (const auto& item : c.items()) walk(item, depth + 1);
  } else if (c.json().is_object()) {
    for (const auto& [key, value] : c.json().items()) walk(c.at(key), depth + 1);
    try { (void)c.at("missing"); } catch (const InputError&) {}
  }
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto doc = scriptorium::core::parse_json_text(std::string_view(reinterpret_cast<const char*>(data), size));
    walk(scriptorium::core::JsonCursor(doc), 0);
  } catch (const scriptorium::core::InputError&) {
  }
  return 0;
}
