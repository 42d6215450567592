#include "engine/core/json_input.hpp"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace scriptorium::core {

namespace {

std::string type_name(const nlohmann::json& value) {
  if (value.is_number_integer()) return "an integer";
  if (value.is_number()) return "a number";
  if (value.is_string()) return "a string";
  if (value.is_boolean()) return "a boolean";
  if (value.is_array()) return "an array";
  if (value.is_object()) return "an object";
  return "null";
}

std::string line_column(std::string_view text, std::size_t byte) {
  std::size_t line = 1;
  std::size_t column = 1;
  for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

}  // namespace

InputError::InputError(const std::string& what, std::string where)
    : std::runtime_error(what), where_(std::move(where)) {}

nlohmann::json parse_json_text(std::string_view text, const JsonLimits& limits) {
  if (text.size() > limits.max_bytes) {
    throw InputError("JSON larger than " + std::to_string(limits.max_bytes) + " bytes", "");
  }
  // nlohmann's parser recurses per nesting level; refuse deep documents before they can
  // exhaust the stack. A cheap pre-scan (strings skipped) finds the first too-deep bracket.
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limits.max_depth) {
        throw InputError("JSON nested deeper than " + std::to_string(limits.max_depth) + " levels",
                         line_column(text, i));
      }
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  try {
    return nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based and points just past the offending character.
    const std::size_t byte = e.byte > 0 ? e.byte - 1 : 0;
    throw InputError("malformed JSON", line_column(text, byte));
  } catch (const nlohmann::json::out_of_range&) {
    // A number beyond double's range (1e400): nlohmann reports no position for it.
    throw InputError("malformed JSON: a number is out of range", "");
  }
}

nlohmann::json load_json_file(const std::string& path, const JsonLimits& limits) {
  std::string text;
  std::ifstream file;
  std::istream* in = &std::cin;
  if (path != "-") {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw InputError("is a directory, not a file", "");
    file.open(path, std::ios::binary);
    if (!file) throw InputError("cannot read file", "");
    in = &file;
  }
  // Read at most one byte past the limit, so a huge file or endless pipe is refused early.
  char buffer[65536];
  while (*in) {
    in->read(buffer, sizeof buffer);
    text.append(buffer, static_cast<std::size_t>(in->gcount()));
    if (text.size() > limits.max_bytes) {
      throw InputError("JSON larger than " + std::to_string(limits.max_bytes) + " bytes", "");
    }
  }
  if (in->bad()) throw InputError("cannot read file", "");
  return parse_json_text(text, limits);
}

std::string normalize_enum_text(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '_' || c == '-') continue;
    out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  }
  return out;
}

std::string pointer_token(std::string_view key) {
  std::string out;
  for (char c : key) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out.push_back(c);
    }
  }
  return out;
}

JsonCursor::JsonCursor(const nlohmann::json& value, std::string pointer)
    : value_(&value), pointer_(std::move(pointer)) {}

void JsonCursor::fail(const std::string& what) const { throw InputError(what, pointer_); }

void JsonCursor::require_object() const {
  if (!value_->is_object()) fail("expected an object, found " + type_name(*value_));
}

void JsonCursor::require_array() const {
  if (!value_->is_array()) fail("expected an array, found " + type_name(*value_));
}

bool JsonCursor::has(std::string_view key) const {
  if (!value_->is_object()) return false;
  auto it = value_->find(key);
  return it != value_->end() && !it->is_null();
}

JsonCursor JsonCursor::at(std::string_view key) const {
  require_object();
  auto it = value_->find(key);
  if (it == value_->end()) fail("missing key \"" + std::string(key) + "\"");
  return JsonCursor(*it, pointer_ + "/" + pointer_token(key));
}

std::optional<JsonCursor> JsonCursor::find(std::string_view key) const {
  require_object();
  auto it = value_->find(key);
  if (it == value_->end() || it->is_null()) return std::nullopt;
  return JsonCursor(*it, pointer_ + "/" + pointer_token(key));
}

JsonCursor JsonCursor::at(std::size_t index) const {
  require_array();
  if (index >= value_->size()) fail("index " + std::to_string(index) + " out of range");
  return JsonCursor((*value_)[index], pointer_ + "/" + std::to_string(index));
}

std::size_t JsonCursor::size() const {
  require_array();
  return value_->size();
}

std::vector<JsonCursor> JsonCursor::items() const {
  require_array();
  std::vector<JsonCursor> out;
  out.reserve(value_->size());
  for (std::size_t i = 0; i < value_->size(); ++i) {
    out.emplace_back((*value_)[i], pointer_ + "/" + std::to_string(i));
  }
  return out;
}

long long JsonCursor::as_int(long long min, long long max) const {
  long long v = 0;
  if (value_->is_number_integer()) {
    if (value_->is_number_unsigned() &&
        value_->get<unsigned long long>() > static_cast<unsigned long long>(LLONG_MAX)) {
      fail("number out of range");
    }
    v = value_->get<long long>();
  } else {
    fail("expected an integer, found " + type_name(*value_));
  }
  if (v < min || v > max) {
    fail("value " + std::to_string(v) + " out of range [" + std::to_string(min) + ", " +
         std::to_string(max) + "]");
  }
  return v;
}

int JsonCursor::as_int32(int min, int max) const { return static_cast<int>(as_int(min, max)); }

double JsonCursor::as_number() const {
  if (!value_->is_number()) fail("expected a number, found " + type_name(*value_));
  return value_->get<double>();
}

bool JsonCursor::as_bool() const {
  if (!value_->is_boolean()) fail("expected a boolean, found " + type_name(*value_));
  return value_->get<bool>();
}

std::string JsonCursor::as_string() const {
  if (!value_->is_string()) fail("expected a string, found " + type_name(*value_));
  return value_->get<std::string>();
}

int JsonCursor::get_int(std::string_view key, int fallback, int min, int max) const {
  auto member = find(key);
  return member ? member->as_int32(min, max) : fallback;
}

bool JsonCursor::get_bool(std::string_view key, bool fallback) const {
  auto member = find(key);
  return member ? member->as_bool() : fallback;
}

std::string JsonCursor::get_string(std::string_view key, std::string fallback) const {
  auto member = find(key);
  return member ? member->as_string() : std::move(fallback);
}

}  // namespace scriptorium::core
