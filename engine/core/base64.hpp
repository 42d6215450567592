// Base64 (RFC 4648, standard alphabet, with padding): binary data such as taught face images
// inside JSON profiles.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scriptorium::core {

std::string base64_encode(const std::vector<unsigned char>& bytes);

// nullopt for text that is not canonical padded base64 (wrong length, characters outside the
// alphabet, misplaced padding); untrusted input never throws.
std::optional<std::vector<unsigned char>> base64_decode(std::string_view text);

}  // namespace scriptorium::core
