// Writes synthetic dice scenes as PNG with their labels (real-d6 JSON format), to look at them or
// to run `scriptorium dice eval` on them:
//   vision_scene_dump OUT_DIR FIRST_SEED COUNT [W H] [--solids d4,d6,d8] [--coloured-pips SHARE]
//                     [--materials TRANSLUCENT,MARBLED] [--swirled SHARE] [--light B,G,R]
//                     [--side-pips MAX_SIDE] [--touching SHARE] [--dim-pips SHARE]
//                     [--speckled-tables SHARE] [--printed-tables SHARE] [--bare-tables SHIFT]
//                     [--dice-print-tables SHARE] [--dice MIN,MAX] [--die-size MIN,MAX]
//                     [--icons FIRST_DESIGN]
// (--solids: numeral dice of those kinds instead of pip dice; their labels carry "kind";
// --coloured-pips: SceneOptions::coloured_pip_share, 0 by default as in the tests' scenes;
// --materials: the shares of translucent and marbled pip dice, 0.15,0.15 by default;
// --swirled: SceneOptions::swirled_share, the share of marbled dice in broad swirls, 0 by default;
// --light: SceneOptions::light_bgr, the light's colour as gains 0..1 on B, G and R, 1,1,1 by default;
// --side-pips: side faces drawn with their pips, SceneOptions::max_side up to MAX_SIDE, 0..1;
// --touching: SceneOptions::touching_share, the share of dice placed touching another, 0.3 by default;
// --dim-pips: SceneOptions::dim_pip_share, the share of dice whose pips are blended towards the body, 0
// by default; --speckled-tables: SceneOptions::speckled_table_share, the share of scenes on a table
// dotted with speckles of about a pip's size, 0 by default; --printed-tables:
// SceneOptions::printed_table_share, the share on a gingham, polka-dot or rosette-printed cloth, 0 by
// default; --dice-print-tables: SceneOptions::dice_print_share, the share on a cloth printed with die
// faces, 0 by default; --bare-tables: SceneOptions::bare_table_shift, each scene's bare table written
// beside it as NAME_bare.png, seen by a camera moved by up to SHIFT of the photo's sides; --dice: how
// many dice a scene has, SceneOptions::min_dice and max_dice; --die-size: the dice's sides in the
// photo's pixels, SceneOptions::min_die and max_die, as the 1280 x 960 benchmark's 56,100). Opaque
// dice's labels carry their body colour's name ("color"). --icons FIRST_DESIGN: icon dice instead
// of pips, designs FIRST_DESIGN..+5 (SceneOptions::first_icon_design: 0, the taught-dice tests'
// designs, or 6, the training designs), each die's "value" its design's name.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "vision/synth/dice_scene.hpp"

namespace {

// A share from 0 to 1 that is the whole of `text`, or nothing.
std::optional<double> share_of(const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0' || !(v >= 0.0 && v <= 1.0)) return std::nullopt;
  return v;
}

// MIN,MAX that is the whole of `text`, with least <= MIN <= MAX, or nothing.
template <class T>
std::optional<std::pair<T, T>> range_of(const std::string& text, T least) {
  T low{}, high{};
  char comma = 0, rest = 0;
  std::stringstream range(text);
  if (!(range >> low >> comma >> high) || comma != ',' || range >> rest || !(low >= least) || high < low)
    return std::nullopt;
  return std::pair(low, high);
}

// The flags that set a share from 0 to 1, and the option each sets.
constexpr std::pair<std::string_view, double scriptorium::vision::SceneOptions::*> kShareFlags[] = {
    {"--coloured-pips", &scriptorium::vision::SceneOptions::coloured_pip_share},
    {"--swirled", &scriptorium::vision::SceneOptions::swirled_share},
    {"--touching", &scriptorium::vision::SceneOptions::touching_share},
    {"--dim-pips", &scriptorium::vision::SceneOptions::dim_pip_share},
    {"--speckled-tables", &scriptorium::vision::SceneOptions::speckled_table_share},
    {"--printed-tables", &scriptorium::vision::SceneOptions::printed_table_share},
    {"--dice-print-tables", &scriptorium::vision::SceneOptions::dice_print_share},
    {"--bare-tables", &scriptorium::vision::SceneOptions::bare_table_shift},
};

}  // namespace

int main(int argc, char** argv) {
  namespace sv = scriptorium::vision;
  sv::SceneOptions opt;
  std::optional<std::pair<float, float>> die_size;  // set after the photo's size, which scales the default
  // Flags with a value, after the positional arguments.
  while (argc >= 6 && std::string(argv[argc - 2]).starts_with("--")) {
    const std::string flag = argv[argc - 2], value = argv[argc - 1];
    if (flag == "--solids") {
      std::stringstream kinds(value);
      for (std::string k; std::getline(kinds, k, ',');) {
        if (k == "d4") opt.solids.push_back(sv::synth::SolidKind::d4);
        else if (k == "d6") opt.solids.push_back(sv::synth::SolidKind::d6);
        else if (k == "d8") opt.solids.push_back(sv::synth::SolidKind::d8);
        else return std::cerr << "--solids: unknown kind " << k << '\n', 2;
      }
    } else if (const auto* set = std::find_if(std::begin(kShareFlags), std::end(kShareFlags),
                                              [&](const auto& f) { return f.first == flag; });
               set != std::end(kShareFlags)) {
      const auto share = share_of(value);
      if (!share) return std::cerr << flag << ": a share from 0 to 1, not " << value << '\n', 2;
      opt.*(set->second) = *share;
    } else if (flag == "--side-pips") {
      const auto side = share_of(value);
      if (!side)
        return std::cerr << "--side-pips: the side's greatest width from 0 to 1, not " << value << '\n', 2;
      opt.side_pips = true;
      opt.max_side = *side;
    } else if (flag == "--materials") {
      const auto comma = value.find(',');
      const auto translucent = share_of(value.substr(0, comma));
      const auto marbled = comma == std::string::npos ? std::nullopt : share_of(value.substr(comma + 1));
      if (!translucent || !marbled || *translucent + *marbled > 1.0)
        return std::cerr << "--materials: two shares TRANSLUCENT,MARBLED adding up to at most 1, not " << value
                         << '\n', 2;
      opt.translucent_share = *translucent;
      opt.marbled_share = *marbled;
    } else if (flag == "--dice") {
      const auto dice = range_of(value, 1);
      if (!dice) return std::cerr << "--dice: MIN,MAX with 1 <= MIN <= MAX, not " << value << '\n', 2;
      std::tie(opt.min_dice, opt.max_dice) = *dice;
    } else if (flag == "--die-size") {
      die_size = range_of(value, 4.f);
      if (!die_size)
        return std::cerr << "--die-size: MIN,MAX pixels with 4 <= MIN <= MAX, not " << value << '\n', 2;
    } else if (flag == "--icons") {
      if (value != "0" && value != "6")
        return std::cerr << "--icons: the first design, 0 or 6, not " << value << '\n', 2;
      opt.first_icon_design = std::stoi(value);
      opt.icon_labels = sv::icon_design_names(opt.first_icon_design);
    } else if (flag == "--light") {
      std::stringstream gains(value);
      std::string g;
      for (int k = 0; k < 3; ++k) {
        const auto gain = std::getline(gains, g, ',') ? share_of(g) : std::nullopt;
        if (!gain) return std::cerr << "--light: three gains B,G,R from 0 to 1, not " << value << '\n', 2;
        opt.light_bgr[k] = *gain;
      }
      if (std::getline(gains, g)) return std::cerr << "--light: three gains B,G,R, not " << value << '\n', 2;
    } else {
      return std::cerr << "unknown flag " << flag << '\n', 2;
    }
    argc -= 2;
  }
  if (argc != 4 && argc != 6) {
    std::cerr
        << "usage: vision_scene_dump OUT_DIR FIRST_SEED COUNT [WIDTH HEIGHT] [--solids d4,d6,d8]"
           " [--coloured-pips SHARE] [--materials TRANSLUCENT,MARBLED] [--swirled SHARE] [--light B,G,R]"
           " [--side-pips MAX_SIDE] [--touching SHARE] [--dim-pips SHARE] [--speckled-tables SHARE]"
           " [--printed-tables SHARE] [--dice-print-tables SHARE] [--bare-tables SHIFT] [--dice MIN,MAX]"
           " [--die-size MIN,MAX] [--icons FIRST_DESIGN]\n";
    return 2;
  }
  const std::filesystem::path out = argv[1];
  std::filesystem::create_directories(out);
  const auto first = std::strtoull(argv[2], nullptr, 10);
  const auto count = std::strtoull(argv[3], nullptr, 10);
  if (argc == 6) {
    sv::set_scene_size(opt, std::atoi(argv[4]), std::atoi(argv[5]));
  }
  if (die_size) std::tie(opt.min_die, opt.max_die) = *die_size;
  for (auto seed = first; seed < first + count; ++seed) {
    const sv::SyntheticScene scene = sv::render_dice_scene(seed, opt);
    const std::string name = "scene_" + std::to_string(seed);
    cv::imwrite((out / (name + ".png")).string(), scene.image);
    if (!scene.bare_table.empty()) cv::imwrite((out / (name + "_bare.png")).string(), scene.bare_table);
    nlohmann::json label = {{"image", name + ".png"}, {"width", opt.width}, {"height", opt.height}};
    label["dice"] = nlohmann::json::array();
    for (const auto& d : scene.dice) {
      const nlohmann::json value =
          opt.icon_labels.empty() ? nlohmann::json(std::stoi(d.value)) : nlohmann::json(d.value);
      label["dice"].push_back({{"value", value},
                               {"box", {d.box.x, d.box.y, d.box.width, d.box.height}},
                               {"center", {d.center.x, d.center.y}}});
      if (!d.kind.empty()) label["dice"].back()["kind"] = d.kind;
      if (!d.color.empty()) label["dice"].back()["color"] = d.color;
    }
    std::ofstream(out / (name + ".json")) << label.dump(1) << '\n';
  }
  return 0;
}
