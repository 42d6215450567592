#include "engine/medioevo/units.hpp"

#include <algorithm>

namespace scriptorium::medioevo {

std::string_view unit_name(UnitKind kind) { return core::enum_name(kind, names(kUnitKindNames)); }

std::string unit_label(UnitKind kind, int count) {
  static constexpr std::array<const char*, 5> kSingular{"light infantry", "heavy infantry", "cavalry",
                                                         "archer", "captain"};
  static constexpr std::array<const char*, 5> kPlural{"light infantry", "heavy infantry", "cavalry",
                                                       "archers", "captains"};
  const auto i = static_cast<std::size_t>(kind);
  return std::to_string(count) + " " + (count == 1 ? kSingular[i] : kPlural[i]);
}

int unit_cost(UnitKind kind, int captain_level) {
  switch (kind) {
    case UnitKind::li: return 20;
    case UnitKind::hi: return 50;
    case UnitKind::arc: return 50;
    case UnitKind::cav: return 100;
    case UnitKind::cpt: return 100 * captain_level;
  }
  return 0;
}

int Army::count(UnitKind kind) const {
  switch (kind) {
    case UnitKind::li: return li;
    case UnitKind::hi: return hi;
    case UnitKind::cav: return cav;
    case UnitKind::arc: return arc;
    case UnitKind::cpt: return captains();
  }
  return 0;
}

void Army::add(UnitKind kind, int n, int captain_level) {
  switch (kind) {
    case UnitKind::li: li += n; break;
    case UnitKind::hi: hi += n; break;
    case UnitKind::cav: cav += n; break;
    case UnitKind::arc: arc += n; break;
    case UnitKind::cpt: cpt[static_cast<std::size_t>(std::clamp(captain_level, 1, 3) - 1)] += n; break;
  }
}

int Army::top_captain_level() const {
  for (int level = 3; level >= 1; --level) {
    if (cpt[static_cast<std::size_t>(level - 1)] > 0) return level;
  }
  return 0;
}

int Army::captain_level_sum() const { return cpt[0] + 2 * cpt[1] + 3 * cpt[2]; }

int Army::florin_value() const {
  return 20 * li + 50 * hi + 100 * cav + 50 * arc + 100 * captain_level_sum();
}

Army operator+(Army a, const Army& b) {
  a.li += b.li;
  a.hi += b.hi;
  a.cav += b.cav;
  a.arc += b.arc;
  for (std::size_t i = 0; i < 3; ++i) a.cpt[i] += b.cpt[i];
  return a;
}

Army operator-(Army a, const Army& b) {
  a.li -= b.li;
  a.hi -= b.hi;
  a.cav -= b.cav;
  a.arc -= b.arc;
  for (std::size_t i = 0; i < 3; ++i) a.cpt[i] -= b.cpt[i];
  return a;
}

bool contains(const Army& outer, const Army& inner) {
  if (inner.li > outer.li || inner.hi > outer.hi || inner.cav > outer.cav || inner.arc > outer.arc) return false;
  for (std::size_t i = 0; i < 3; ++i) {
    if (inner.cpt[i] > outer.cpt[i]) return false;
  }
  return true;
}

nlohmann::json army_json(const Army& army) {
  nlohmann::json captains = nlohmann::json::array();
  for (int level = 1; level <= 3; ++level) {
    for (int i = 0; i < army.cpt[static_cast<std::size_t>(level - 1)]; ++i) captains.push_back(level);
  }
  return {{"li", army.li}, {"hi", army.hi}, {"cav", army.cav}, {"arc", army.arc}, {"cpt", captains}};
}

nlohmann::json reserve_json(const Reserve& reserve) {
  return {{"li", reserve.li}, {"hi", reserve.hi}, {"cav", reserve.cav}};
}

std::string army_text(const Army& army) {
  std::string out;
  auto part = [&out](int n, const std::string& name) {
    if (n <= 0) return;
    out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + name;
  };
  part(army.li, "LI");
  part(army.hi, "HI");
  part(army.cav, "CAV");
  part(army.arc, "ARC");
  part(army.cpt[0], "CPT I");
  part(army.cpt[1], "CPT II");
  part(army.cpt[2], "CPT III");
  return out.empty() ? "no units" : out;
}

}  // namespace scriptorium::medioevo
