#include "engine/core/players.hpp"

#include <gtest/gtest.h>

#include "engine/core/json_input.hpp"

namespace sc = scriptorium::core;

TEST(Players, SplitsAndTrims) {
  EXPECT_EQ(sc::parse_player_list(" Ana, Bruno ,Carla"), (std::vector<std::string>{"Ana", "Bruno", "Carla"}));
  EXPECT_EQ(sc::parse_player_list("Señor"), (std::vector<std::string>{"Señor"}));
}

TEST(Players, RejectsEmptyAndDuplicateNames) {
  EXPECT_THROW(sc::parse_player_list(""), sc::InputError);
  EXPECT_THROW(sc::parse_player_list("A,,B"), sc::InputError);
  EXPECT_THROW(sc::parse_player_list("A,B,A"), sc::InputError);
  EXPECT_THROW(sc::parse_player_list(std::string(65, 'x')), sc::InputError);
}
