#include "engine/core/json_input.hpp"

#include <gtest/gtest.h>

namespace sc = scriptorium::core;

namespace {

enum class Piece { keep, lumber_mill };
constexpr std::array<sc::EnumName<Piece>, 2> kPieces{{{Piece::keep, "keep"}, {Piece::lumber_mill, "lumber_mill"}}};

std::string where_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const sc::InputError& e) {
    return e.where();
  }
  return "no error";
}

}  // namespace

TEST(JsonInput, SyntaxErrorNamesLineAndColumn) {
  EXPECT_EQ(where_of([] { sc::parse_json_text("{\n  \"a\": 1,\n  oops\n}"); }), "line 3, column 3");
}

TEST(JsonInput, MissingKeyNamesTheObjectsPointer) {
  const auto doc = sc::parse_json_text(R"({"players": [{"name": "A"}, {}]})");
  const sc::JsonCursor root(doc);
  EXPECT_EQ(where_of([&] { root.at("players").at(1).at("name"); }), "/players/1");
}

TEST(JsonInput, WrongTypeNamesTheValuesPointer) {
  const auto doc = sc::parse_json_text(R"({"players": [{"culture": "four"}]})");
  const sc::JsonCursor root(doc);
  try {
    root.at("players").at(0).at("culture").as_int32();
    FAIL() << "expected an InputError";
  } catch (const sc::InputError& e) {
    EXPECT_EQ(e.where(), "/players/0/culture");
    EXPECT_STREQ(e.what(), "expected an integer, found a string");
  }
}

TEST(JsonInput, RangeIsEnforced) {
  const auto doc = sc::parse_json_text(R"({"n": 7})");
  EXPECT_EQ(sc::JsonCursor(doc).at("n").as_int32(1, 6 + 1), 7);
  EXPECT_THROW(sc::JsonCursor(doc).at("n").as_int32(1, 6), sc::InputError);
}

TEST(JsonInput, FloatIsNotAnInteger) {
  const auto doc = sc::parse_json_text(R"({"n": 2.5})");
  EXPECT_THROW(sc::JsonCursor(doc).at("n").as_int(), sc::InputError);
}

TEST(JsonInput, EnumMatchingIgnoresCaseUnderscoreAndDash) {
  const std::span<const sc::EnumName<Piece>> names(kPieces);
  EXPECT_EQ(sc::parse_enum(std::string_view("LumberMill"), names), Piece::lumber_mill);
  EXPECT_EQ(sc::parse_enum(std::string_view("lumber-mill"), names), Piece::lumber_mill);
  EXPECT_EQ(sc::parse_enum(std::string_view("KEEP"), names), Piece::keep);
  EXPECT_FALSE(sc::parse_enum(std::string_view("Longhose"), names).has_value());
}

TEST(JsonInput, UnknownEnumMessageQuotesTheValue) {
  const auto doc = sc::parse_json_text(R"({"type": "Longhose"})");
  try {
    sc::JsonCursor(doc).at("type").as_enum(std::span<const sc::EnumName<Piece>>(kPieces), "building type");
    FAIL();
  } catch (const sc::InputError& e) {
    EXPECT_STREQ(e.what(), "unknown building type \"Longhose\"");
    EXPECT_EQ(e.where(), "/type");
  }
}

TEST(JsonInput, PointerTokensAreEscaped) {
  EXPECT_EQ(sc::pointer_token("a/b~c"), "a~1b~0c");
}

TEST(JsonInput, OptionalMembersTreatNullAsAbsent) {
  const auto doc = sc::parse_json_text(R"({"a": null, "b": 3})");
  const sc::JsonCursor root(doc);
  EXPECT_FALSE(root.find("a").has_value());
  EXPECT_FALSE(root.has("a"));
  EXPECT_EQ(root.get_int("a", 9), 9);
  EXPECT_EQ(root.get_int("b", 9), 3);
}

TEST(JsonInput, MissingFileIsAnInputError) {
  EXPECT_THROW(sc::load_json_file("/nonexistent/definitely/missing.json"), sc::InputError);
}

TEST(JsonInput, DeepNestingIsRefusedNotARecursionCrash) {
  const std::string deep(100000, '[');
  try {
    sc::parse_json_text(deep);
    FAIL() << "expected an InputError";
  } catch (const sc::InputError& e) {
    EXPECT_EQ(e.where(), "line 1, column 65");
  }
  // Brackets inside strings do not count.
  EXPECT_NO_THROW(sc::parse_json_text("{\"a\": \"" + std::string(1000, '[') + "\"}"));
  EXPECT_NO_THROW(sc::parse_json_text(std::string(64, '[') + std::string(64, ']')));
}

TEST(JsonInput, OversizedTextIsRefused) {
  const sc::JsonLimits limits{.max_bytes = 100, .max_depth = 64};
  EXPECT_THROW(sc::parse_json_text("[" + std::string(200, ' ') + "]", limits), sc::InputError);
  EXPECT_NO_THROW(sc::parse_json_text("[1, 2]", limits));
}

TEST(JsonInput, ADirectoryIsNotAFile) {
  EXPECT_THROW(sc::load_json_file("/tmp"), sc::InputError);
}
