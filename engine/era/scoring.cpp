#include "engine/era/scoring.hpp"

#include <algorithm>
#include <set>

#include "engine/era/geometry.hpp"

namespace scriptorium::era {

DicePool dice_pool(const Domain& domain) {
  DicePool pool;
  for (const Piece& p : domain.pieces) {
    if (auto colour = die_of(p.type)) ++pool.by_colour[static_cast<std::size_t>(*colour)];
  }
  return pool;
}

int ScoreSheet::value(std::string_view key) const {
  for (const auto& [k, v] : rows) {
    if (k == key) return v;
  }
  return 0;
}

TrackPosition track_position(int total, int cycle) noexcept {
  if (cycle <= 0 || total < 0) return {0, total};
  return {total / cycle, total % cycle};
}

std::pair<std::string_view, std::string_view> solo_rank(int total) noexcept {
  if (total < 45) return {"Siervo", "Serf"};
  if (total < 65) return {"Plebeyo", "Commoner"};
  if (total < 80) return {"Mercader", "Merchant"};
  if (total < 90) return {"Caballero", "Knight"};
  if (total < 95) return {"Noble", "Noble"};
  if (total < 100) return {"Monarca", "Monarch"};
  return {"Papa", "Pope"};
}

namespace {

// Building rows and the bonus rows that depend on the domain alone; culture rows come later.
ScoreSheet sheet_for(const PlayerEnd& p, const Rules& rules) {
  ScoreSheet s;
  s.name = p.name;
  const DomainView view(p.domain, rules);
  std::array<int, kBuildingTypeCount> points{};
  std::array<int, kBuildingTypeCount> count{};
  for (std::size_t i = 0; i < p.domain.pieces.size(); ++i) {
    const PieceType t = p.domain.pieces[i].type;
    if (!is_building(t)) continue;
    points[static_cast<std::size_t>(index_of(t))] += victory_points(t) * (view.walled(i) ? 2 : 1);
    ++count[static_cast<std::size_t>(index_of(t))];
  }
  s.rows.reserve(24);
  for (PieceType t : kBuildingTypes) s.rows.emplace_back(name_of(t), points[static_cast<std::size_t>(index_of(t))]);
  s.dice = dice_pool(p.domain);
  s.walled_area = view.walled_area();
  const int university_culture = rules.university_uses_total_culture ? p.culture
                                                                      : track_position(p.culture, rules.track_cycle).peg;
  s.rows.emplace_back("market_bonus", market_bonus(view, rules));
  s.rows.emplace_back("guildhall_bonus", count[static_cast<std::size_t>(index_of(PieceType::guildhall))] *
                                             p.resources.total());
  s.rows.emplace_back("university_bonus",
                      count[static_cast<std::size_t>(index_of(PieceType::university))] * university_culture);
  s.rows.emplace_back("cathedral_bonus",
                      count[static_cast<std::size_t>(index_of(PieceType::cathedral))] * s.dice.total());
  s.rows.emplace_back("culture", p.culture);
  return s;
}

}  // namespace

FinalScore final_score(const std::vector<PlayerEnd>& players, const Rules& rules) {
  FinalScore out;
  out.players.reserve(players.size());
  int best_culture = 0;
  int best_area = 0;
  for (const PlayerEnd& p : players) {
    out.players.push_back(sheet_for(p, rules));
    best_culture = std::max(best_culture, p.culture);
    best_area = std::max(best_area, out.players.back().walled_area);
  }
  for (std::size_t i = 0; i < players.size(); ++i) {
    ScoreSheet& s = out.players[i];
    const bool most_culture = players[i].culture >= 1 && players[i].culture == best_culture;
    const bool largest = s.walled_area >= rules.largest_walled_min && s.walled_area == best_area;
    s.rows.emplace_back("most_culture", most_culture ? rules.most_culture_bonus : 0);
    s.rows.emplace_back("largest_walled_area", largest ? rules.largest_walled_bonus : 0);
    int subtotal = 0;
    for (const auto& [key, value] : s.rows) subtotal += value;
    s.subtotal = subtotal;
    s.total = subtotal - players[i].calamity;
    s.rows.emplace_back("subtotal", subtotal);
    s.rows.emplace_back("calamity", -players[i].calamity);
    s.rows.emplace_back("total", s.total);
  }
  // §3.10: highest total, then Goods, Stone, Wood, Food; still tied = shared victory.
  auto key = [&](std::size_t i) {
    const Resources& r = players[i].resources;
    return std::array<int, 5>{out.players[i].total, r.amount[0], r.amount[1], r.amount[2], r.amount[3]};
  };
  std::array<int, 5> best{};
  bool any = false;
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (!any || key(i) > best) best = key(i);
    any = true;
  }
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (key(i) == best) out.winners.push_back(players[i].name);
  }
  return out;
}

Resources parse_resources(const core::JsonCursor& cursor, const Rules& rules) {
  cursor.require_object();
  Resources r;
  for (const auto& [key, unused] : cursor.json().items()) {
    const auto res = core::parse_enum(key, std::span<const core::EnumName<Resource>>(kResourceNames));
    if (!res) cursor.at(key).fail("unknown resource \"" + key + "\"");
    r[*res] = cursor.at(key).as_int32(0, rules.cap(*res));
  }
  return r;
}

std::vector<PlayerEnd> parse_game_end(const core::JsonCursor& root, const Rules& rules) {
  root.require_object();
  const auto list = root.at("players");
  list.require_array();
  if (list.size() == 0 || list.size() > 4) list.fail("ERA is played by 1 to 4 players");
  std::vector<PlayerEnd> out;
  std::set<std::string> names;
  for (const auto& item : list.items()) {
    item.require_object();
    PlayerEnd p;
    p.name = item.get_string("name", "Player " + std::to_string(out.size() + 1));
    if (p.name.empty()) item.at("name").fail("empty player name");
    if (!names.insert(p.name).second) item.at("name").fail("duplicate player name \"" + p.name + "\"");
    p.domain = parse_domain(item.at("domain"), rules);
    if (auto r = item.find("resources")) p.resources = parse_resources(*r, rules);
    p.culture = item.get_int("culture", 0, 0, 1000000);
    p.calamity = item.get_int("calamity", 0, 0, 1000000);
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace scriptorium::era
