// `scriptorium era score|walled|disease|check|round` input files (and --rules) -> the ERA parsers
// and what each command computes from them, as companion/cli/commands/era.cpp does.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/era/build.hpp"
#include "engine/era/geometry.hpp"
#include "engine/era/round.hpp"
#include "engine/era/scoring.hpp"
#include "fuzz/game_input.hpp"

namespace {

using namespace scriptorium;

core::JsonCursor domain_cursor(const core::JsonCursor& root) {
  root.require_object();
  if (!root.has("pieces") && root.has("domain")) return root.at("domain");
  return root;
}

void score(const core::JsonCursor& root, const era::Rules& rules) {
  const auto players = era::parse_game_end(root, rules);
  const auto result = era::final_score(players, rules);
  for (const auto& p : players) {
    (void)era::track_position(p.culture, rules.track_cycle);
    (void)era::track_position(p.calamity, rules.track_cycle);
  }
  if (players.size() == 1) (void)era::solo_rank(result.players.front().total);
}

void walled_and_disease(const core::JsonCursor& root, const era::Rules& rules) {
  const era::Domain domain = era::parse_domain(domain_cursor(root), rules);
  const era::DomainView view(domain, rules);
  (void)view.walled_cells();
  (void)view.walled_pieces();
  for (int y = 0; y < domain.height; ++y) {
    for (int x = 0; x < domain.width; ++x) {
      (void)view.piece_at({x, y});
      (void)view.interior({x, y});
    }
  }
  (void)era::disease(view, rules);
}

// era check: a players file, a domain, or a proposed build.
void check(const core::JsonCursor& root, const era::Rules& rules) {
  root.require_object();
  if (root.has("players") && !root.has("pieces")) {
    const auto list = root.at("players");
    list.require_array();
    for (const auto& item : list.items()) {
      const era::Domain domain = era::parse_domain(item.at("domain"), rules, era::DomainParse::lenient);
      (void)era::validate_domain(domain, rules, item.pointer() + "/domain");
    }
    return;
  }
  if (!root.has("build")) {
    const era::Domain domain = era::parse_domain(domain_cursor(root), rules, era::DomainParse::lenient);
    (void)era::validate_domain(domain, rules);
    return;
  }
  era::BuildRequest request = era::parse_build_request(root, rules);
  (void)era::validate_domain(request.state.domain, rules, "/domain");
  (void)era::apply_builds(request.state, request.hammers, request.pieces, rules, "/build");
}

void round(const core::JsonCursor& root, const era::Rules& rules) {
  era::GameState state = era::parse_game_state(root, rules);
  (void)era::play_round(state, rules);
  (void)era::game_state_to_json(state, rules).dump();
  for (const auto& p : state.players) (void)era::dice_pool(p.domain).total();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto in = fuzz::read_game_input(data, size);
  if (!in) return 0;
  try {
    const era::Rules rules = era::rules_from_settings(fuzz::game_settings(era::era_settings_schema(), *in));
    const core::JsonCursor root(in->doc);
    switch (in->command % 4) {
      case 0: score(root, rules); break;
      case 1: walled_and_disease(root, rules); break;
      case 2: check(root, rules); break;
      default: round(root, rules); break;
    }
  } catch (const core::InputError&) {
  }
  return 0;
}
