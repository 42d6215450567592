// ERA dice faces (rules §1.5) and the per-round tallies of §2.8.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/era/catalogue.hpp"

namespace scriptorium::era {

struct Face {
  std::string_view id;       // "Y1".."C6"
  DieColour colour = DieColour::yellow;
  Resources gives{};          // fixed resources
  int culture = 0;
  int hammers = 0;
  int swords = 0;
  int shields = 0;
  int skulls = 0;
  bool quill = false;
  // Choice faces (Y4: 2 food or 1 stone; C2: 1 stone or 2 wood): the two options.
  std::optional<Resources> option_a;
  std::optional<Resources> option_b;
};

// The 24 faces; nullptr for an unknown id. Ids match ignoring case ("y6").
const Face* find_face(std::string_view id);
const std::vector<Face>& all_faces();
std::vector<const Face*> faces_of(DieColour colour);

struct Tallies {
  int hammers = 0;
  int swords = 0;
  int shields = 0;
  int skulls = 0;
  int culture = 0;
  Resources resources{};  // fixed resources only (choice faces excluded)
};
Tallies tally(const std::vector<const Face*>& faces);

enum class Calamity { none, bandits, disease, treachery, fire, attack, revolt };
inline constexpr std::array<core::EnumName<Calamity>, 7> kCalamityNames{{
    {Calamity::none, "none"}, {Calamity::bandits, "bandits"}, {Calamity::disease, "disease"},
    {Calamity::treachery, "treachery"}, {Calamity::fire, "fire"}, {Calamity::attack, "attack"},
    {Calamity::revolt, "revolt"}}};
// §3.5: exactly one calamity chosen by the skull count.
Calamity calamity_for_skulls(int skulls) noexcept;
std::string_view name_of(Calamity c) noexcept;

}  // namespace scriptorium::era
