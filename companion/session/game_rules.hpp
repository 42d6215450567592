// What each game accepts as a roll or a move in a session, one class per game made by a
// factory (as Cute Chess does for variants). The engines decide the rules; this layer adapts
// session events to them and says in words what the engine made of an event.
//
// A move is the game's JSON object {"type": "<move type>", ...}: the rest of the object is the
// same input the matching game command takes (`era check`, `medioevo round`, `discordia check`,
// ...), read by the engine's own parser. docs/session-moves.md lists the types.
#pragma once

#include <memory>
#include <stdexcept>
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

// What a session tells the rules about itself.
struct SessionContext {
  std::vector<std::string> players;                   // seat order; empty when unknown
  nlohmann::json rules = nlohmann::json::object();   // the session's settings (`session new --rules`)
};

// The session's settings do not fit the game's settings schema. `where` is the JSON pointer
// inside the rules object.
class SessionRulesError : public std::runtime_error {
 public:
  SessionRulesError(const std::string& what, std::string where)
      : std::runtime_error(what), where_(std::move(where)) {}
  const std::string& where() const noexcept { return where_; }

 private:
  std::string where_;
};

// A move type the session cannot check because the game's engine is not part of this build
// (SCRIPTORIUM_MODULES left it out).
class EngineMissing : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class GameRules {
 public:
  virtual ~GameRules() = default;
  virtual std::string game() const = 0;
  // The move types check_move knows, canonical spelling (lower_snake_case).
  virtual std::vector<std::string> move_types() const = 0;
  // The dice of one roll, as `dice read` printed them (`{"dice": [...]}`).
  virtual Verdict check_roll(const std::vector<core::Die>& dice) const = 0;
  // One move; the JSON is the game's move format. Structural errors and unknown move types
  // throw InputError; rule violations are the verdict's violations. Settings the engine cannot
  // use throw SessionRulesError; a game whose engine is not built throws EngineMissing.
  virtual Verdict check_move(const core::JsonCursor& move) const = 0;
};

// Throws std::invalid_argument for a game that is not known.
std::unique_ptr<GameRules> make_game_rules(const std::string& game, const SessionContext& context = {});

// Validates a session's settings against the game's settings schema (when its engine is
// built); throws SessionRulesError naming the offending key.
void check_session_rules(const std::string& game, const nlohmann::json& rules);

}  // namespace scriptorium::session
