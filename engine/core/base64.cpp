#include "engine/core/base64.hpp"

#include <array>
#include <cstdint>

namespace scriptorium::core {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<int, 256> make_values() {
  std::array<int, 256> values{};
  for (auto& v : values) v = -1;
  for (std::size_t i = 0; i < kAlphabet.size(); ++i) values[static_cast<unsigned char>(kAlphabet[i])] = static_cast<int>(i);
  return values;
}

constexpr std::array<int, 256> kValues = make_values();

}  // namespace

std::string base64_encode(const std::vector<unsigned char>& bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const std::uint32_t v = (std::uint32_t{bytes[i]} << 16) | (std::uint32_t{bytes[i + 1]} << 8) | bytes[i + 2];
    for (int shift = 18; shift >= 0; shift -= 6) out += kAlphabet[(v >> shift) & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    const std::uint32_t v = (std::uint32_t{bytes[i]} << 16) | (rest == 2 ? std::uint32_t{bytes[i + 1]} << 8 : 0);
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
    out += rest == 2 ? kAlphabet[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::optional<std::vector<unsigned char>> base64_decode(std::string_view text) {
  if (text.size() % 4 != 0) return std::nullopt;
  std::vector<unsigned char> out;
  out.reserve(text.size() / 4 * 3);
  for (std::size_t i = 0; i < text.size(); i += 4) {
    const bool last = i + 4 == text.size();
    const int pad = last ? (text[i + 3] == '=' ? (text[i + 2] == '=' ? 2 : 1) : 0) : 0;
    std::uint32_t v = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      const int value = k >= 4 - static_cast<std::size_t>(pad) ? 0 : kValues[static_cast<unsigned char>(text[i + k])];
      if (value < 0) return std::nullopt;  // outside the alphabet, or '=' where data belongs
      v = (v << 6) | static_cast<std::uint32_t>(value);
    }
    // Canonical: the bits under the padding are zero, so each byte string has one encoding.
    if ((pad == 1 && (v & 0xFF) != 0) || (pad == 2 && (v & 0xFFFF) != 0)) return std::nullopt;
    out.push_back(static_cast<unsigned char>(v >> 16));
    if (pad < 2) out.push_back(static_cast<unsigned char>((v >> 8) & 0xFF));
    if (pad < 1) out.push_back(static_cast<unsigned char>(v & 0xFF));
  }
  return out;
}

}  // namespace scriptorium::core
