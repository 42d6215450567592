// One round of ERA as a state machine (rules §3): Collect, Feed, Calamities, Build, Extort and
// Round end, applied to the revealed (post-quill) faces with the players' declared choices.
// Roll legality is checked separately by check_rolls (§3.1-3.2).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/era/build.hpp"
#include "engine/era/faces.hpp"

namespace scriptorium::era {

struct DieResult {
  const Face* face = nullptr;
  std::optional<Resource> choice;  // Y4 / C2 option taken at Collect
};

struct ScorchedPlacement {
  bool placed = true;          // false: the player declares no spot can be made
  std::vector<Cell> cells;
  std::vector<int> remove;     // piece indices (of the input domain) removed to make room
};

struct Choices {
  std::optional<std::string> bandits;          // "calamity" or a resource name
  std::optional<int> fire;                     // piece index
  std::vector<int> attack;                     // one piece index per Attack suffered, in order
  std::vector<ScorchedPlacement> scorched;     // one per Treachery piece received, in order
  std::map<std::string, Resource> demands;     // victim name -> resource this player demands
  std::set<std::string> refuse;                // extorters this player refuses to pay
  std::vector<int> lost_dice;                  // die indices that leave with lost buildings (default: first of the colour)
  std::string pointer;                         // where the choices are in the input
};

struct RollRecord {
  std::vector<std::vector<const Face*>> rolls;  // roll 1..3: every die's face, die order fixed
  struct Set { int die = 0; const Face* face = nullptr; };
  std::vector<Set> monastery;                   // settings after roll 1
  struct Quill { int quill_die = 0; std::vector<int> with; std::vector<const Face*> result; };
  std::vector<Quill> quills;                    // quill rerolls after the reveal, in order
  std::string pointer;
};

struct PlayerState {
  std::string name;
  Domain domain;
  Resources resources{};
  int culture = 0;
  int calamity = 0;
  std::vector<DieResult> dice;      // final faces of this round
  std::vector<Piece> builds;        // structures to build this round, in order
  Choices choices;
  std::optional<RollRecord> rolls;  // optional roll history to validate
  std::string pointer;              // "/players/i"
};

struct GameState {
  int round = 1;
  int start_player = 0;                // seat index
  std::vector<PlayerState> players;    // seats clockwise
  Supply supply;
  int markers_in_use = 0;
  int markers_flipped = 0;
  bool game_over = false;
  std::vector<const Face*> jaime;      // solo: Jaime's faces (3 gray + 1 yellow)
  bool solo() const noexcept { return players.size() == 1; }
};

struct RoundReport {
  nlohmann::json events = nlohmann::json::array();  // {"step", "player", "text", ...}
  core::Violations violations;
};

// §3.3 Collect: dice resources (choice faces use their declared option; a die without a choice
// gives nothing), +1 Food per Farm, +2 Wood per Lumber Mill, then the caps.
struct CollectResult {
  Resources resources{};  // after the caps
  Resources gain{};
  Resources lost{};       // over the caps
  int culture = 0;
};
CollectResult collect(const Resources& start, const std::vector<DieResult>& dice, const Domain& domain,
                      const Rules& rules);

// §3.4 Feed: every die eats 1 Food; each unpaid Food is 1 Calamity.
struct FeedResult {
  int food = 0;
  int paid = 0;
  int calamity = 0;
};
FeedResult feed(int food, int dice) noexcept;

// §1.6 setup: each player gets the start Keep in the middle and the start resources (AMB-8);
// the supply and markers follow the player count. The other start pieces are placed by the
// players behind their screens, so they are not invented here.
GameState new_game(const std::vector<std::string>& names, const Rules& rules);

GameState parse_game_state(const core::JsonCursor& root, const Rules& rules);
nlohmann::json game_state_to_json(const GameState& state, const Rules& rules);

// Applies the round. Illegal or missing choices are violations; the rest of the round still runs
// so every problem is reported at once.
RoundReport play_round(GameState& state, const Rules& rules);

// §3.1-3.2 roll legality for one player: at most 3 rolls, skulls locked, Monastery settings,
// quill rerolls; the last faces must equal `final_faces`.
core::Violations check_rolls(const RollRecord& record, const std::vector<DieResult>& final_faces, int monasteries,
                             const Rules& rules);

// §3.7 order of extortion demands: (extorter, victim) seat pairs, from the swords and shields.
std::vector<std::pair<int, int>> extortion_pairs(const std::vector<int>& swords, const std::vector<int>& shields,
                                                 int start_player);

}  // namespace scriptorium::era
