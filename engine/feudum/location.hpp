// One location disc with its markers and landscape (spec/feudum.md "The location object").
#pragma once

#include <optional>

#include "engine/core/json_input.hpp"
#include "engine/feudum/types.hpp"

namespace scriptorium::feudum {

struct LandscapeTile {
  std::optional<Landscape> kind;
  int resources = 0;
};

struct Location {
  LocationType type = LocationType::Outpost;
  std::optional<Guild> guild;     // feudums only
  std::optional<Region> region;
  std::optional<Realm> realm;
  std::optional<Colour> ruler;
  bool subject = false;
  std::optional<Colour> serf;
  std::optional<LandscapeTile> landscape;
};

// Validates the invariants of the location object; `need_region` for `feudum score`.
Location parse_location(const core::JsonCursor& c, bool need_region);

}  // namespace scriptorium::feudum
