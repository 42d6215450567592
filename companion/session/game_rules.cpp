#include "companion/session/game_rules.hpp"

#include <map>
#include <stdexcept>

namespace scriptorium::session {

namespace {

std::string die_text(const core::Die& d) {
  if (d.kind == core::DieKind::custom) return d.set + " " + d.label;
  std::string text(core::enum_name(d.kind, std::span<const core::EnumName<core::DieKind>>(core::kDieKindNames)));
  text += " " + std::to_string(d.value);
  return d.color.empty() ? text : d.color + " " + text;
}

nlohmann::json dice_json(const std::vector<core::Die>& dice) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& d : dice) {
    nlohmann::json j{{"kind", d.kind == core::DieKind::custom ? d.set
                                 : std::string(core::enum_name(d.kind, std::span<const core::EnumName<core::DieKind>>(core::kDieKindNames)))}};
    if (d.kind == core::DieKind::custom) {
      j["value"] = d.label;
    } else {
      j["value"] = d.value;
    }
    if (!d.color.empty()) j["color"] = d.color;
    out.push_back(j);
  }
  return out;
}

std::string join_dice(const std::vector<core::Die>& dice) {
  std::string out;
  for (const auto& d : dice) out += (out.empty() ? "" : ", ") + die_text(d);
  return out;
}

std::string where_die(std::size_t i) { return "/dice/" + std::to_string(i); }

// Moves are game JSON objects with a "type"; the engines check their content.
Verdict check_move_shape(const core::JsonCursor& move) {
  move.require_object();
  const std::string type = move.at("type").as_string();
  if (type.empty()) move.at("type").fail("empty move type");
  Verdict v;
  v.result = {{"type", type}};
  v.summary = "move " + type;
  return v;
}

class EraRules final : public GameRules {
 public:
  std::string game() const override { return "era"; }
  Verdict check_roll(const std::vector<core::Die>& dice) const override {
    // ERA's icon dice (rules §1.5): yellow Y1..Y6, blue B1..B6, gray N1..N6, white C1..C6;
    // the reader reports C3/C4 as "quill" since they look the same.
    Verdict v;
    std::map<std::string, int> faces;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      const auto& d = dice[i];
      const bool icon = d.kind == core::DieKind::custom && is_era_face(d.label);
      if (!icon) {
        v.violations.add("not_an_era_die", "die " + std::to_string(i + 1) + " (" + die_text(d) +
                         ") is not an ERA icon face (Y1..Y6, B1..B6, N1..N6, C1..C6, quill)", where_die(i));
      }
      ++faces[d.label];
    }
    if (dice.empty()) v.violations.add("no_dice", "a roll needs at least one die", "/dice");
    if (dice.size() > 12) v.violations.add("too_many_dice", "an ERA pool has at most 12 dice", "/dice");
    v.result = {{"dice", dice_json(dice)}, {"faces", faces}};
    v.summary = std::to_string(dice.size()) + " ERA dice: " + join_dice(dice);
    return v;
  }
  Verdict check_move(const core::JsonCursor& move) const override { return check_move_shape(move); }

 private:
  static bool is_era_face(const std::string& label) {
    if (label == "quill") return true;
    return label.size() == 2 && std::string("YBNC").find(label[0]) != std::string::npos && label[1] >= '1' &&
           label[1] <= '6';
  }
};

class MedioevoRules final : public GameRules {
 public:
  std::string game() const override { return "medioevo"; }
  Verdict check_roll(const std::vector<core::Die>& dice) const override {
    // A side rolls one d4, one d6 and one d8 (rules §1.3).
    Verdict v;
    std::map<core::DieKind, int> count;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      if (dice[i].kind == core::DieKind::custom) {
        v.violations.add("not_a_combat_die", "die " + std::to_string(i + 1) + " is not a d4, d6 or d8", where_die(i));
      } else if (++count[dice[i].kind] > 1) {
        v.violations.add("duplicate_die", "a side rolls one d4, one d6 and one d8; die " + std::to_string(i + 1) +
                         " repeats a kind", where_die(i));
      }
    }
    if (dice.empty()) v.violations.add("no_dice", "a roll needs at least one die", "/dice");
    v.result = {{"dice", dice_json(dice)}};
    v.summary = "combat dice: " + join_dice(dice);
    return v;
  }
  Verdict check_move(const core::JsonCursor& move) const override { return check_move_shape(move); }
};

class DiscordiaRules final : public GameRules {
 public:
  std::string game() const override { return "discordia"; }
  Verdict check_roll(const std::vector<core::Die>& dice) const override {
    // Maximus rolls the three d6: blue, red and yellow (rules §1, setup).
    Verdict v;
    std::map<std::string, int> colours;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      const auto& d = dice[i];
      if (d.kind != core::DieKind::d6) {
        v.violations.add("not_a_d6", "die " + std::to_string(i + 1) + " is not a d6", where_die(i));
      } else if (d.color != "blue" && d.color != "red" && d.color != "yellow") {
        v.violations.add("unknown_colour", "die " + std::to_string(i + 1) + " must be blue, red or yellow, not \"" +
                         d.color + "\"", where_die(i));
      } else if (++colours[d.color] > 1) {
        v.violations.add("duplicate_colour", "two " + d.color + " dice in one roll", where_die(i));
      }
    }
    if (dice.size() != 3) v.violations.add("wrong_count", "Discordia rolls exactly three dice", "/dice");
    v.result = {{"dice", dice_json(dice)}};
    v.summary = "season dice: " + join_dice(dice);
    return v;
  }
  Verdict check_move(const core::JsonCursor& move) const override { return check_move_shape(move); }
};

class FeudumRules final : public GameRules {
 public:
  std::string game() const override { return "feudum"; }
  Verdict check_roll(const std::vector<core::Die>& dice) const override {
    // The only die is the progress die (rules §1.4), a taught custom die.
    Verdict v;
    if (dice.size() != 1) v.violations.add("wrong_count", "Feudum rolls only the progress die", "/dice");
    for (std::size_t i = 0; i < dice.size(); ++i) {
      if (dice[i].kind != core::DieKind::custom) {
        v.violations.add("not_the_progress_die", "die " + std::to_string(i + 1) + " is not the progress die", where_die(i));
      }
    }
    v.result = {{"dice", dice_json(dice)}};
    v.summary = "progress die: " + join_dice(dice);
    return v;
  }
  Verdict check_move(const core::JsonCursor& move) const override { return check_move_shape(move); }
};

class RattusRules final : public GameRules {
 public:
  std::string game() const override { return "rattus"; }
  Verdict check_roll(const std::vector<core::Die>&) const override {
    Verdict v;
    v.violations.add("no_dice_in_game", "Rattus Cartus is played without dice", "/dice");
    v.summary = "refused";
    return v;
  }
  Verdict check_move(const core::JsonCursor& move) const override { return check_move_shape(move); }
};

}  // namespace

std::unique_ptr<GameRules> make_game_rules(const std::string& game) {
  if (game == "era") return std::make_unique<EraRules>();
  if (game == "medioevo") return std::make_unique<MedioevoRules>();
  if (game == "discordia") return std::make_unique<DiscordiaRules>();
  if (game == "feudum") return std::make_unique<FeudumRules>();
  if (game == "rattus") return std::make_unique<RattusRules>();
  throw std::invalid_argument("unknown game " + game);
}

}  // namespace scriptorium::session
