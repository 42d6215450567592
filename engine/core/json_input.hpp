// Reading untrusted JSON: every failure becomes an InputError that names the exact place
// (an RFC 6901 JSON pointer, or "line L, column C" for syntax errors), so the CLI can print
// `error: <what> (<file>:<where>)` and exit 2.
#pragma once

#include <climits>
#include <cstddef>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace scriptorium::core {

class InputError : public std::runtime_error {
 public:
  InputError(const std::string& what, std::string where);
  // JSON pointer ("" for the whole document) or "line L, column C".
  const std::string& where() const noexcept { return where_; }

 private:
  std::string where_;
};

// Bounds on untrusted JSON, so no input can exhaust memory or the stack.
struct JsonLimits {
  std::size_t max_bytes = 16u << 20;  // 16 MiB: far above any real game state
  int max_depth = 64;                 // game states nest fewer than 10 levels
};

// Parses JSON text; syntax errors name the line and column, limit violations the place.
nlohmann::json parse_json_text(std::string_view text, const JsonLimits& limits = {});

// Reads and parses a file ("-" reads standard input). Unreadable files throw InputError with
// an empty location; the caller adds the file name.
nlohmann::json load_json_file(const std::string& path, const JsonLimits& limits = {});

// Lower-cases and drops '_' and '-', the contract's enum matching rule
// ("LumberMill", "lumber-mill" and "lumber_mill" all become "lumbermill").
std::string normalize_enum_text(std::string_view text);

template <class E>
struct EnumName {
  E value;
  std::string_view name;  // canonical lower_snake_case spelling
};

template <class E>
std::optional<E> parse_enum(std::string_view text, std::span<const EnumName<E>> names) {
  const std::string wanted = normalize_enum_text(text);
  for (const auto& entry : names) {
    if (normalize_enum_text(entry.name) == wanted) return entry.value;
  }
  return std::nullopt;
}

template <class E>
std::string_view enum_name(E value, std::span<const EnumName<E>> names) {
  for (const auto& entry : names) {
    if (entry.value == value) return entry.name;
  }
  return "unknown";
}

// A read-only view of one JSON value that knows its own pointer. Accessors validate type and
// range and throw InputError naming the pointer on any violation.
class JsonCursor {
 public:
  explicit JsonCursor(const nlohmann::json& value, std::string pointer = "");

  const nlohmann::json& json() const noexcept { return *value_; }
  const std::string& pointer() const noexcept { return pointer_; }

  bool is_null() const noexcept { return value_->is_null(); }
  // True when the key is present and not null.
  bool has(std::string_view key) const;
  // A required member; the value must be an object.
  JsonCursor at(std::string_view key) const;
  // An optional member; absent and null both give nullopt.
  std::optional<JsonCursor> find(std::string_view key) const;
  JsonCursor at(std::size_t index) const;

  void require_object() const;
  void require_array() const;
  std::size_t size() const;  // array length (requires an array)
  std::vector<JsonCursor> items() const;  // array elements (requires an array)

  long long as_int(long long min = LLONG_MIN, long long max = LLONG_MAX) const;
  int as_int32(int min = INT_MIN, int max = INT_MAX) const;
  double as_number() const;
  bool as_bool() const;
  std::string as_string() const;

  template <class E>
  E as_enum(std::span<const EnumName<E>> names, std::string_view what) const {
    const std::string text = as_string();
    if (auto value = parse_enum(text, names)) return *value;
    fail("unknown " + std::string(what) + " \"" + text + "\"");
  }

  // Optional members with a default when absent or null.
  int get_int(std::string_view key, int fallback, int min = INT_MIN, int max = INT_MAX) const;
  bool get_bool(std::string_view key, bool fallback) const;
  std::string get_string(std::string_view key, std::string fallback) const;

  [[noreturn]] void fail(const std::string& what) const;

 private:
  const nlohmann::json* value_;
  std::string pointer_;
};

// Escapes a key for use in a JSON pointer (RFC 6901: '~' -> "~0", '/' -> "~1").
std::string pointer_token(std::string_view key);

}  // namespace scriptorium::core
