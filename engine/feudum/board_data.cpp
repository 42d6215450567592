#include "engine/feudum/board_data.hpp"

namespace scriptorium::feudum {

BoardData default_board_data() {
  BoardData d;
  // Only epoch I + town = 3 is printed in the seed; the other cells are assumed (farm 2, town 3,
  // feudum 4 for every epoch) until read from the board.
  for (auto& row : d.region_tile_vp) row = {2, 3, 4};
  d.harvest_partial = {4, 5, 5, 5, 6, 6};
  d.progress_die = {Region::Sea, Region::Island, Region::Forest, Region::Desert, Region::Badlands, Region::Mountain};
  d.charity = {CharityPot::ChurchCoffer, CharityPot::ChurchCoffer, CharityPot::ChurchCoffer,
               CharityPot::FarmersPurse, CharityPot::FarmersPurse, CharityPot::FarmersPurse};
  return d;
}

BoardData parse_board_data(const core::JsonCursor& root) {
  root.require_object();
  BoardData d = default_board_data();
  if (auto chart = root.find("region_tile_vp")) {
    const char* epochs[] = {"I", "II", "III", "IV"};
    const char* types[] = {"farm", "town", "feudum"};
    const core::JsonCursor cells = chart->at("vp");
    for (int e = 0; e < 4; ++e) {
      const core::JsonCursor row = cells.at(epochs[e]);
      for (int t = 0; t < 3; ++t) d.region_tile_vp[e][t] = row.at(types[t]).as_int32(0, 99);
    }
  }
  if (auto harvest = root.find("harvest_chart")) {
    const core::JsonCursor partial = harvest->at("partial");
    for (int total = 5; total <= 10; ++total) {
      d.harvest_partial[total - 5] = partial.at(std::to_string(total)).as_int32(0, total);
    }
  }
  if (auto die = root.find("progress_die")) {
    const core::JsonCursor faces = die->at("faces");
    faces.require_array();
    if (faces.size() != 6) faces.fail("the progress die has 6 faces");
    for (std::size_t i = 0; i < 6; ++i) d.progress_die[i] = faces.at(i).as_enum(region_names(), "region");
  }
  if (auto pots = root.find("charity_pot")) {
    const core::JsonCursor by_guild = pots->at("by_guild");
    for (int g = 0; g < kGuildCount; ++g) {
      const core::JsonCursor pot = by_guild.at(name_of(static_cast<Guild>(g)));
      const std::string text = core::normalize_enum_text(pot.as_string());
      if (text == "farmerspurse") {
        d.charity[g] = CharityPot::FarmersPurse;
      } else if (text == "churchcoffer") {
        d.charity[g] = CharityPot::ChurchCoffer;
      } else {
        pot.fail("unknown charity pot \"" + pot.as_string() + "\"");
      }
    }
  }
  return d;
}

BoardData load_board_data(const std::string& path) {
  const nlohmann::json doc = core::load_json_file(path);
  return parse_board_data(core::JsonCursor(doc));
}

int region_tile_vp(const BoardData& data, int tile_epoch, LocationType new_type) {
  if (tile_epoch < 1 || tile_epoch > 4 || new_type == LocationType::Outpost) return 0;
  return data.region_tile_vp[tile_epoch - 1][static_cast<int>(new_type) - 1];
}

std::pair<int, int> harvest_favours(const BoardData& data, int total) {
  if (total < 5) return {total, 0};
  const int capped = total > 10 ? 10 : total;
  const int partial = data.harvest_partial[capped - 5];
  return {partial, capped - partial};
}

}  // namespace scriptorium::feudum
