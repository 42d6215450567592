// Medioevo Universale army pieces: the five unit kinds, an army as counts, and the reserve of
// unused pieces that damage downgrades draw from (rules §1.1, §1.6, §1.9).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/core/json_input.hpp"

namespace scriptorium::medioevo {

// A dynamic-extent view of an enum name table, the form core::parse_enum takes.
template <class E, std::size_t N>
std::span<const core::EnumName<E>> names(const std::array<core::EnumName<E>, N>& table) {
  return table;
}

enum class UnitKind : std::uint8_t { li, hi, cav, arc, cpt };

inline constexpr std::array<core::EnumName<UnitKind>, 5> kUnitKindNames{{{UnitKind::li, "li"},
                                                                         {UnitKind::hi, "hi"},
                                                                         {UnitKind::cav, "cav"},
                                                                         {UnitKind::arc, "arc"},
                                                                         {UnitKind::cpt, "cpt"}}};

std::string_view unit_name(UnitKind kind);        // "li"
std::string unit_label(UnitKind kind, int count);  // "2 light infantry"

// Piece limits per player colour and for the barbarian pool (§1.1).
inline constexpr int kPlayerLi = 20, kPlayerHi = 20, kPlayerCav = 10, kPlayerArc = 10, kPlayerCpt = 3;
inline constexpr int kBarbarianLi = 40, kBarbarianArc = 20, kBarbarianCpt = 6;

// Purchase price of a unit in florins (§3.6); captains cost 100 per level.
int unit_cost(UnitKind kind, int captain_level = 1);

struct Army {
  int li = 0;
  int hi = 0;
  int cav = 0;
  int arc = 0;
  std::array<int, 3> cpt{};  // captains by level: cpt[0] = level I, ... cpt[2] = level III

  int count(UnitKind kind) const;
  void add(UnitKind kind, int n, int captain_level = 1);
  int captains() const { return cpt[0] + cpt[1] + cpt[2]; }
  int total() const { return li + hi + cav + arc + captains(); }
  bool empty() const { return total() == 0; }
  int top_captain_level() const;  // 0 without captains
  int captain_level_sum() const;
  int florin_value() const;  // purchase price of every piece
  bool operator==(const Army&) const = default;
};

Army operator+(Army a, const Army& b);
// Counts of b taken out of a; the caller guarantees b <= a.
Army operator-(Army a, const Army& b);
bool contains(const Army& outer, const Army& inner);

// Unused pieces; only LI and HI matter for downgrades, CAV for bookkeeping.
struct Reserve {
  int li = 0;
  int hi = 0;
  int cav = 0;
  bool operator==(const Reserve&) const = default;
};

// {"li", "hi", "cav", "arc", "cpt": [levels...]}
nlohmann::json army_json(const Army& army);
nlohmann::json reserve_json(const Reserve& reserve);
// "2 LI, 1 HI, 1 CPT II" (or "no units")
std::string army_text(const Army& army);

}  // namespace scriptorium::medioevo
