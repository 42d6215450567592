#include "engine/feudum/location.hpp"

namespace scriptorium::feudum {

namespace {
template <class E>
std::optional<E> optional_enum(const core::JsonCursor& c, std::string_view key, std::span<const core::EnumName<E>> names,
                               std::string_view what) {
  if (auto member = c.find(key)) return member->as_enum(names, what);
  return std::nullopt;
}
}  // namespace

Location parse_location(const core::JsonCursor& c, bool need_region) {
  c.require_object();
  Location loc;
  loc.type = c.at("type").as_enum(location_type_names(), "location type");
  loc.guild = optional_enum(c, "guild", guild_names(), "guild");
  if (loc.type == LocationType::Feudum && !loc.guild) {
    if (c.has("guild")) c.at("guild").fail("a feudum needs its guild");
    c.fail("a feudum needs its guild");
  }
  if (loc.type != LocationType::Feudum && loc.guild) c.at("guild").fail("only a feudum has a guild");
  if (need_region) {
    loc.region = c.at("region").as_enum(region_names(), "region");
  } else {
    loc.region = optional_enum(c, "region", region_names(), "region");
  }
  loc.realm = optional_enum(c, "realm", realm_names(), "realm");
  loc.ruler = optional_enum(c, "ruler", colour_names(), "colour");
  loc.subject = c.get_bool("subject", false);
  loc.serf = optional_enum(c, "serf", colour_names(), "colour");
  if (loc.subject && !loc.ruler) c.at("subject").fail("a subject without a ruler");
  if (loc.serf && !loc.ruler) c.at("serf").fail("a serf without a ruler");
  if (loc.serf && loc.serf == loc.ruler) c.at("serf").fail("the serf cannot be the ruler");
  if (auto land = c.find("landscape")) {
    land->require_object();
    LandscapeTile tile;
    tile.kind = optional_enum(*land, "kind", landscape_names(), "landscape");
    tile.resources = land->at("resources").as_int32(0, 1000);
    loc.landscape = tile;
  }
  return loc;
}

}  // namespace scriptorium::feudum
