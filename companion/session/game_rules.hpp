// What each game accepts as a roll or a move in a session, one class per game made by a
// factory (as Cute Chess does for variants). The engines decide the rules; this layer adapts
// session events to them and says in words what the engine made of an event.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/dice.hpp"
#include "engine/core/json_input.hpp"
#include "engine/core/violations.hpp"

namespace scriptorium::session {

struct Verdict {
  core::Violations violations;  // empty: accepted
  nlohmann::json result;        // what the engine made of it (recorded with the event)
  std::string summary;          // one line for people
};

class GameRules {
 public:
  virtual ~GameRules() = default;
  virtual std::string game() const = 0;
  // The dice of one roll, as `dice read` printed them (`{"dice": [...]}`).
  virtual Verdict check_roll(const std::vector<core::Die>& dice) const = 0;
  // One move; the JSON is the game's move format. Structural errors throw InputError.
  virtual Verdict check_move(const core::JsonCursor& move) const = 0;
};

// Throws std::invalid_argument for a game that is not known.
std::unique_ptr<GameRules> make_game_rules(const std::string& game);

}  // namespace scriptorium::session
