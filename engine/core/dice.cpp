#include "engine/core/dice.hpp"

namespace scriptorium::core {

int face_count(DieKind kind) noexcept {
  switch (kind) {
    case DieKind::d4: return 4;
    case DieKind::d6: return 6;
    case DieKind::d8: return 8;
    case DieKind::custom: return 0;
  }
  return 0;
}

Die parse_die(const JsonCursor& cursor) {
  cursor.require_object();
  Die die;
  const std::string kind = cursor.get_string("kind", "d6");
  if (kind.size() > kMaxDieText) {
    cursor.at("kind").fail("die kind longer than " + std::to_string(kMaxDieText) + " characters");
  }
  const JsonCursor value = cursor.at("value");
  if (value.is_null()) {
    // `dice read` leaves a die it is unsure of unread rather than guessing.
    std::string hint = "die read with low confidence: confirm its value";
    if (cursor.has("best_guess")) hint += " (best guess " + cursor.json()["best_guess"].dump() + ")";
    value.fail(hint);
  }
  if (value.json().is_string()) {
    die.kind = DieKind::custom;
    die.set = kind;
    die.label = value.as_string();
    if (die.label.empty()) value.fail("empty face label");
    if (die.label.size() > kMaxDieText) {
      value.fail("face label longer than " + std::to_string(kMaxDieText) + " characters");
    }
    die.value = 0;
  } else {
    const auto parsed = parse_enum(kind, std::span<const EnumName<DieKind>>(kDieKindNames));
    if (!parsed || *parsed == DieKind::custom) {
      cursor.at("kind").fail("unknown die kind \"" + kind + "\"");
    }
    die.kind = *parsed;
    die.value = value.as_int32(1, face_count(die.kind));
  }
  die.color = cursor.get_string("color", "");
  if (die.color.size() > kMaxDieText) {
    cursor.at("color").fail("colour longer than " + std::to_string(kMaxDieText) + " characters");
  }
  if (auto conf = cursor.find("confidence")) {
    die.confidence = conf->as_number();
    if (die.confidence < 0 || die.confidence > 1) conf->fail("confidence outside [0, 1]");
  }
  return die;
}

std::vector<Die> parse_dice(const JsonCursor& array) {
  array.require_array();
  if (array.size() > kMaxDice) array.fail("more than " + std::to_string(kMaxDice) + " dice in one roll");
  std::vector<Die> dice;
  for (const auto& item : array.items()) dice.push_back(parse_die(item));
  return dice;
}

}  // namespace scriptorium::core
