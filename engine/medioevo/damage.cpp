#include "engine/medioevo/damage.hpp"

#include <algorithm>
#include <optional>

namespace scriptorium::medioevo {

namespace {

const std::vector<UnitKind>& barbarian_order() {
  static const std::vector<UnitKind> order{UnitKind::li, UnitKind::arc, UnitKind::cpt};
  return order;
}

// The lowest captain level present in `army`, 0 if none.
int lowest_captain(const Army& army) {
  for (int level = 1; level <= 3; ++level) {
    if (army.cpt[static_cast<std::size_t>(level - 1)] > 0) return level;
  }
  return 0;
}

struct Hit {
  Army* pool = nullptr;  // nullptr: nothing left to hit
  bool crew = false;
  UnitKind kind = UnitKind::li;
};

Hit pick(Army& army, Army& crews, const std::vector<UnitKind>& order, bool crews_last,
         std::optional<UnitKind> wanted) {
  const Army front = army - crews;
  auto find_in = [&](const Army& pool, bool crew) -> Hit {
    if (wanted && pool.count(*wanted) > 0) return {crew ? &crews : &army, crew, *wanted};
    for (UnitKind kind : order) {
      if (pool.count(kind) > 0) return {crew ? &crews : &army, crew, kind};
    }
    return {};
  };
  if (!crews_last) {
    Hit any = find_in(army, false);
    if (any.pool != nullptr && front.count(any.kind) == 0) any.crew = true;
    return any;
  }
  Hit hit = find_in(front, false);
  if (hit.pool == nullptr) hit = find_in(crews, true);
  return hit;
}

}  // namespace

DamageResult apply_damage(ArmyPools pools, int points, const DamageRules& rules, DamageFocus* focus,
                          bool* ignore_first, int* prisoner_slots) {
  DamageResult result;
  const std::vector<UnitKind>& order = rules.barbarian ? barbarian_order() : *rules.order;
  int focused = -1;  // the kind the Tácticas target has become, -1 none
  for (int p = 0; p < points; ++p) {
    if (pools.army.empty()) {
      result.wasted += points - p;
      break;
    }
    if (ignore_first != nullptr && *ignore_first) {
      *ignore_first = false;
      ++result.ignored;
      continue;
    }
    std::optional<UnitKind> wanted;
    const bool focusing = focus != nullptr && focus->points > 0;
    if (focusing) {
      const bool alive = focused >= 0 && pools.army.count(static_cast<UnitKind>(focused)) > 0;
      wanted = alive ? static_cast<UnitKind>(focused) : focus->kind;
      --focus->points;
    }
    const Hit hit = pick(pools.army, pools.crews, order, rules.crews_last, wanted);
    ++result.absorbed;
    Army& army = pools.army;
    auto move = [&](UnitKind from, std::optional<UnitKind> to) {
      const int level = from == UnitKind::cpt ? lowest_captain(hit.crew ? pools.crews : army) : 1;
      army.add(from, -1, level);
      if (hit.crew) pools.crews.add(from, -1, level);
      if (to) {
        army.add(*to, 1);
        if (hit.crew) pools.crews.add(*to, 1);
        result.downgraded.add(from, 1, level);
        if (focusing) focused = static_cast<int>(*to);
        return;
      }
      if (focusing) focused = -1;
      if (prisoner_slots != nullptr && *prisoner_slots > 0) {
        --*prisoner_slots;
        result.prisoners.add(from, 1, level);
        return;
      }
      result.removed.add(from, 1, level);
      if (!rules.barbarian) {
        if (from == UnitKind::li) ++pools.reserve.li;
        if (from == UnitKind::hi) ++pools.reserve.hi;
        if (from == UnitKind::cav) ++pools.reserve.cav;
      }
    };
    switch (hit.kind) {
      case UnitKind::hi:
        if (!rules.naval && pools.reserve.li > 0) {
          --pools.reserve.li;
          ++pools.reserve.hi;
          move(UnitKind::hi, UnitKind::li);
        } else {
          move(UnitKind::hi, std::nullopt);
        }
        break;
      case UnitKind::cav:
        if (!rules.naval && pools.reserve.hi > 0) {
          --pools.reserve.hi;
          ++pools.reserve.cav;
          move(UnitKind::cav, UnitKind::hi);
        } else if (!rules.naval && pools.reserve.li > 0) {
          --pools.reserve.li;
          ++pools.reserve.cav;
          move(UnitKind::cav, UnitKind::li);
        } else {
          move(UnitKind::cav, std::nullopt);
        }
        break;
      default:
        move(hit.kind, std::nullopt);
        break;
    }
  }
  return result;
}

}  // namespace scriptorium::medioevo
