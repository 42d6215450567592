// Base64 against the RFC 4648 test vectors, round trips, and hostile text.
#include "engine/core/base64.hpp"

#include <gtest/gtest.h>

namespace sc = scriptorium::core;

namespace {
std::vector<unsigned char> bytes(std::string_view s) { return {s.begin(), s.end()}; }
}  // namespace

TEST(Base64, Rfc4648Vectors) {
  const std::pair<std::string_view, std::string_view> vectors[] = {
      {"", ""}, {"f", "Zg=="}, {"fo", "Zm8="}, {"foo", "Zm9v"}, {"foob", "Zm9vYg=="}, {"fooba", "Zm9vYmE="}, {"foobar", "Zm9vYmFy"}};
  for (const auto& [plain, encoded] : vectors) {
    EXPECT_EQ(sc::base64_encode(bytes(plain)), encoded) << plain;
    const auto back = sc::base64_decode(encoded);
    ASSERT_TRUE(back.has_value()) << encoded;
    EXPECT_EQ(*back, bytes(plain)) << encoded;
  }
}

TEST(Base64, EveryByteValueRoundTrips) {
  std::vector<unsigned char> all;
  for (int i = 0; i < 256; ++i) all.push_back(static_cast<unsigned char>(255 - i));
  for (std::size_t n = 0; n <= all.size(); n += 37) {
    const std::vector<unsigned char> part(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n));
    EXPECT_EQ(sc::base64_decode(sc::base64_encode(part)), part) << n;
  }
}

TEST(Base64, MalformedTextIsRefused) {
  for (std::string_view bad : {"Zg=", "Zg", "Z===", "Zm9v!A==", "Zg==Zg==", "=Zg=", "Zh==", "Zm9=", "Zm 9v", "\xff\xff\xff\xff"}) {
    EXPECT_FALSE(sc::base64_decode(bad).has_value()) << bad;
  }
}
