#include "engine/core/settings.hpp"

#include <gtest/gtest.h>

namespace sc = scriptorium::core;

namespace {
sc::SettingsSchema example_schema() {
  sc::SettingsSchema schema;
  schema.add({"wall_model", "cell", "How walls sit on the grid (ERA §1.3 [A])", {"cell", "edge"}, {}, {}})
      .add({"grid_size", 9, "Domain grid side (ERA §6 [A])", {}, 5, 15})
      .add({"keeps_always_walled", true, "ERA §2.2", {}, {}, {}})
      .add({"ratio", 0.5, "A number", {}, 0.0, 1.0});
  return schema;
}
}  // namespace

TEST(Settings, DefaultsComeFromTheSchema) {
  const auto schema = example_schema();
  const sc::Settings s(schema);
  EXPECT_EQ(s.get_string("wall_model"), "cell");
  EXPECT_EQ(s.get_int("grid_size"), 9);
  EXPECT_TRUE(s.get_bool("keeps_always_walled"));
  EXPECT_DOUBLE_EQ(s.get_number("ratio"), 0.5);
}

TEST(Settings, OverridesAreValidatedAndCanonicalised) {
  const auto schema = example_schema();
  const auto doc = nlohmann::json::parse(R"({"wall_model": "EDGE", "grid_size": 11, "ratio": 1})");
  const auto s = sc::Settings::from_json(schema, sc::JsonCursor(doc));
  EXPECT_EQ(s.get_string("wall_model"), "edge");
  EXPECT_EQ(s.get_int("grid_size"), 11);
  EXPECT_DOUBLE_EQ(s.get_number("ratio"), 1.0);
  EXPECT_TRUE(s.get_bool("keeps_always_walled"));
}

TEST(Settings, UnknownKeyIsRejectedWithItsPointer) {
  const auto schema = example_schema();
  const auto doc = nlohmann::json::parse(R"({"wall_modle": "edge"})");
  try {
    sc::Settings::from_json(schema, sc::JsonCursor(doc));
    FAIL();
  } catch (const sc::InputError& e) {
    EXPECT_EQ(e.where(), "/wall_modle");
  }
}

TEST(Settings, BadValuesAreRejected) {
  const auto schema = example_schema();
  for (const char* text : {R"({"wall_model": "diagonal"})", R"({"grid_size": 99})", R"({"grid_size": "9"})",
                           R"({"keeps_always_walled": 1})", R"({"ratio": 2.0})", R"([1])"}) {
    const auto doc = nlohmann::json::parse(text);
    EXPECT_THROW(sc::Settings::from_json(schema, sc::JsonCursor(doc)), sc::InputError) << text;
  }
}

TEST(Settings, ToJsonListsEverySetting) {
  const auto schema = example_schema();
  const auto j = sc::Settings(schema).to_json();
  EXPECT_EQ(j.size(), 4u);
  EXPECT_EQ(j["grid_size"], 9);
}

TEST(SettingsSchema, DuplicateNamesAreAProgrammingError) {
  sc::SettingsSchema schema;
  schema.add({"a", 1, "", {}, {}, {}});
  EXPECT_THROW(schema.add({"a", 2, "", {}, {}, {}}), std::logic_error);
}
