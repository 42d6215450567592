#include "roll_card.hpp"

#include <algorithm>
#include <array>

namespace scriptorium::app {

int face_count(const std::string& kind) {
  if (kind == "d4") return 4;
  if (kind == "d6") return 6;
  if (kind == "d8") return 8;
  return 0;
}

bool RollCard::cycle_value(std::size_t die) {
  if (die >= dice.size()) return false;
  auto& d = dice[die];
  const int faces = face_count(d.kind);
  if (faces == 0 || !d.label.empty()) return false;
  d.value = d.value >= faces ? 1 : d.value + 1;
  d.corrected = true;
  refused = false;  // the old verdict no longer describes this roll
  verdict.clear();
  return true;
}

bool RollCard::cycle_kind(std::size_t die) {
  if (die >= dice.size()) return false;
  auto& d = dice[die];
  static constexpr std::array<const char*, 3> kCycle{"d4", "d6", "d8"};
  const auto at = std::find(kCycle.begin(), kCycle.end(), d.kind);
  if (at == kCycle.end() || !d.label.empty()) return false;
  d.kind = (at + 1 == kCycle.end()) ? kCycle.front() : *(at + 1);
  d.value = std::clamp(d.value, 1, face_count(d.kind));
  d.corrected = true;
  refused = false;
  verdict.clear();
  return true;
}

bool RollCard::remove_die(std::size_t die) {
  if (die >= dice.size()) return false;
  dice.erase(dice.begin() + static_cast<std::ptrdiff_t>(die));
  refused = false;
  verdict.clear();
  return true;
}

nlohmann::json RollCard::dice_document() const {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& d : dice) {
    nlohmann::json die{{"kind", d.kind}, {"color", d.color}};
    if (d.label.empty()) {
      die["value"] = d.value;
    } else {
      die["value"] = d.label;
    }
    // A die the players set by hand is as certain as a typed one.
    die["confidence"] = d.corrected ? 1.0 : d.confidence;
    if (d.corrected) die["corrected"] = true;
    list.push_back(std::move(die));
  }
  return {{"dice", std::move(list)}};
}

}  // namespace scriptorium::app
