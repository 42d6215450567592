#include "engine/era/build.hpp"

#include <algorithm>

#include "engine/era/scoring.hpp"

namespace scriptorium::era {

namespace {

// "needs 2 goods and 4 stone, has 1 goods and 0 stone": the resources that fall short, in words.
std::string shortfall_text(const Resources& cost, const Resources& have) {
  std::string needs, has;
  for (Resource r : kResources) {
    if (have[r] >= cost[r]) continue;
    const std::string name(name_of(r));
    needs += (needs.empty() ? "" : " and ") + std::to_string(cost[r]) + " " + name;
    has += (has.empty() ? "" : " and ") + std::to_string(have[r]) + " " + name;
  }
  return "needs " + needs + ", has " + has;
}

}  // namespace

Supply box_supply() {
  Supply s;
  for (PieceType t : kBuildingTypes) s.building(t) = box_count(t);
  s.walls = kWallsInBox;
  s.scorched = box_count(PieceType::scorched);
  s.dice = {18, 5, 8, 5};
  return s;
}

Supply setup_supply(int players, const Rules& rules) {
  Supply s = box_supply();
  const int n = std::clamp(players, 1, 4);
  if (n == 1) {
    // §3.11: 1 Longhouse and 2 Keeps (with their dice) back to the box, then the normal setup.
    s.building(PieceType::longhouse) -= 1;
    s.building(PieceType::keep) -= 2;
    s.dice[0] -= 1;
    s.dice[2] -= 2;
  } else if (n == 2) {
    for (PieceType t : kBuildingTypes) s.building(t) -= 1;
    for (int& d : s.dice) d -= 1;
  }
  s.building(PieceType::keep) -= n;
  s.building(PieceType::longhouse) -= 3 * n;
  s.building(PieceType::farm) -= n;
  s.walls[4] -= 3 * n;
  s.dice[0] -= 3 * n;  // 3 yellow + 1 gray per player
  s.dice[2] -= n;
  s.scorched -= rules.start_scorched[static_cast<std::size_t>(n)] * n;
  s.scorched = std::max(0, s.scorched);
  return s;
}

Cell start_keep_cell(int width, int height) noexcept { return {(width - 1) / 2, (height - 1) / 2}; }

int markers_in_use(int players, const Rules& rules) noexcept {
  if (players < 2) return 0;
  return rules.markers_in_use[static_cast<std::size_t>(std::min(players, 4))];
}

Supply parse_supply(const core::JsonCursor& cursor, const Supply& base) {
  cursor.require_object();
  Supply s = base;
  for (const auto& [key, unused] : cursor.json().items()) {
    const auto value = cursor.at(key);
    if (key == "walls") {
      value.require_object();
      for (const auto& [len_text, unused2] : value.json().items()) {
        int len = 0;
        try {
          len = std::stoi(len_text);
        } catch (const std::exception&) {
          len = 0;
        }
        if (len < kMinWallLength || len > kMaxWallLength || std::to_string(len) != len_text) {
          value.at(len_text).fail("wall lengths are \"2\" to \"6\"");
        }
        s.walls[static_cast<std::size_t>(len)] = value.at(len_text).as_int32(0, 32);
      }
      continue;
    }
    if (key == "dice") {
      value.require_object();
      for (const auto& [colour, unused2] : value.json().items()) {
        const auto c = core::parse_enum(colour, std::span<const core::EnumName<DieColour>>(kDieColourNames));
        if (!c) value.at(colour).fail("unknown die colour \"" + colour + "\"");
        s.dice[static_cast<std::size_t>(*c)] = value.at(colour).as_int32(0, 18);
      }
      continue;
    }
    const auto t = core::parse_enum(key, std::span<const core::EnumName<PieceType>>(kPieceTypeNames));
    if (!t || *t == PieceType::wall) value.fail("unknown supply entry \"" + key + "\"");
    if (*t == PieceType::scorched) {
      s.scorched = value.as_int32(0, box_count(PieceType::scorched));
    } else {
      s.building(*t) = value.as_int32(0, box_count(*t));
    }
  }
  return s;
}

nlohmann::json supply_to_json(const Supply& s) {
  nlohmann::json out = nlohmann::json::object();
  for (PieceType t : kBuildingTypes) out[std::string(name_of(t))] = s.building(t);
  nlohmann::json walls = nlohmann::json::object();
  for (int len = kMinWallLength; len <= kMaxWallLength; ++len) walls[std::to_string(len)] = s.walls[static_cast<std::size_t>(len)];
  out["walls"] = walls;
  out["scorched"] = s.scorched;
  out["dice"] = {{"yellow", s.dice[0]}, {"blue", s.dice[1]}, {"gray", s.dice[2]}, {"white", s.dice[3]}};
  return out;
}

BuildReport apply_builds(BuildState& state, int hammers, const std::vector<Piece>& requests, const Rules& rules,
                         const std::string& base) {
  BuildReport report;
  int used = 0;
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const Piece& piece = requests[i];
    const std::string where = base + "/" + std::to_string(i);
    const std::string label = "build " + std::to_string(i) + " (" + std::string(name_of(piece.type)) + ")";
    core::Violations v;
    if (piece.type == PieceType::scorched) {
      v.add("not_buildable", label + ": scorched earth is never built", where + "/type");
    }
    if (used >= hammers) {
      v.add("no_hammer", label + ": all " + std::to_string(hammers) + " hammer(s) are used; one structure per hammer",
            where);
    }
    // Supply.
    int wall_len = 0;
    if (piece.type == PieceType::wall) {
      wall_len = wall_length(piece, rules.wall_model);
      if (wall_len == 0) {
        v.add("wall_not_straight", label + ": a wall covers consecutive cells in one straight line", where + "/cells");
      } else if (wall_len < kMinWallLength || wall_len > kMaxWallLength) {
        v.add("wall_length", label + ": walls have length 2 to 6, not " + std::to_string(wall_len), where + "/cells");
        wall_len = 0;
      } else if (state.supply.walls[static_cast<std::size_t>(wall_len)] <= 0) {
        v.add("not_in_supply", label + ": no wall of length " + std::to_string(wall_len) + " is left in the supply",
              where + "/type");
      }
    } else if (is_building(piece.type) && state.supply.building(piece.type) <= 0) {
      v.add("not_in_supply", label + ": no " + std::string(name_of(piece.type)) + " is left in the supply",
            where + "/type");
    }
    // Cost.
    const Resources& cost = rules.cost(piece.type);
    bool affordable = true;
    for (Resource r : kResources) affordable = affordable && state.resources[r] >= cost[r];
    if (!affordable && piece.type != PieceType::scorched) {
      v.add("cannot_afford", label + ": " + shortfall_text(cost, state.resources), where);
    }
    // Placement and shape.
    Domain trial = state.domain;
    trial.pieces.push_back(piece);
    const std::string piece_where = "/pieces/" + std::to_string(trial.pieces.size() - 1);
    const core::Violations placement = validate_domain(trial, rules);
    for (const core::Violation& dv : placement.items()) {
      if (dv.where.rfind(piece_where, 0) != 0) continue;  // only the new piece's problems
      if (dv.rule == "wall_not_straight" || dv.rule == "wall_length") continue;  // reported above
      const std::string rule = dv.rule == "overlap" ? "cell_occupied" : dv.rule;
      const auto colon = dv.reason.find(": ");
      const std::string reason = colon == std::string::npos ? dv.reason : dv.reason.substr(colon + 2);
      v.add(rule, label + ": " + reason, where + dv.where.substr(piece_where.size()));
    }
    if (!v.empty()) {
      report.violations.append(v);
      continue;
    }
    // Apply.
    ++used;
    for (Resource r : kResources) state.resources[r] -= cost[r];
    state.domain.pieces.push_back(piece);
    report.built.push_back(static_cast<int>(i));
    if (piece.type == PieceType::wall) {
      --state.supply.walls[static_cast<std::size_t>(wall_len)];
    } else {
      if (--state.supply.building(piece.type) == 0) {
        report.exhausted.push_back(piece.type);
        // §3.6 step 5; extra exhausted types flip nothing once every marker shows X (AMB-22).
        if (state.markers_flipped < state.markers_in_use) {
          ++state.markers_flipped;
          ++report.markers_flipped_now;
        }
      }
    }
  }
  return report;
}

BuildRequest parse_build_request(const core::JsonCursor& root, const Rules& rules) {
  root.require_object();
  BuildRequest out;
  BuildState& state = out.state;
  state.domain = parse_domain(root.at("domain"), rules, DomainParse::lenient);
  if (auto r = root.find("resources")) state.resources = parse_resources(*r, rules);
  out.hammers = root.at("hammers").as_int32(0, 1000);
  state.supply = box_supply();
  for (const auto& p : state.domain.pieces) {
    if (is_building(p.type)) state.supply.building(p.type) = std::max(0, state.supply.building(p.type) - 1);
  }
  if (auto s = root.find("supply")) state.supply = parse_supply(*s, state.supply);
  state.markers_in_use = root.get_int("markers_in_use", 5, 0, 5);
  state.markers_flipped = root.get_int("markers_flipped", 0, 0, state.markers_in_use);
  const auto list = root.at("build");
  list.require_array();
  for (const auto& item : list.items()) {
    // Each request is parsed as a one-piece domain of the same size, so it is checked like one.
    Domain one = parse_domain(core::JsonCursor(nlohmann::json{{"width", state.domain.width},
                                                              {"height", state.domain.height},
                                                              {"pieces", nlohmann::json::array({item.json()})}},
                                               ""),
                              rules, DomainParse::lenient);
    out.pieces.push_back(std::move(one.pieces.front()));
  }
  return out;
}

}  // namespace scriptorium::era
