// Writes synthetic dice scenes as PNG with their labels (real-d6 JSON format), to look at them or
// to run `scriptorium dice eval` on them: vision_scene_dump OUT_DIR FIRST_SEED COUNT [W H].
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "vision/synth/dice_scene.hpp"

int main(int argc, char** argv) {
  if (argc < 4) {
    std::cerr << "usage: vision_scene_dump OUT_DIR FIRST_SEED COUNT [WIDTH HEIGHT]\n";
    return 2;
  }
  namespace sv = scriptorium::vision;
  const std::filesystem::path out = argv[1];
  std::filesystem::create_directories(out);
  const auto first = std::strtoull(argv[2], nullptr, 10);
  const auto count = std::strtoull(argv[3], nullptr, 10);
  sv::SceneOptions opt;
  if (argc >= 6) {
    opt.width = std::atoi(argv[4]);
    opt.height = std::atoi(argv[5]);
    opt.min_die *= static_cast<float>(opt.width) / 640.f;
    opt.max_die *= static_cast<float>(opt.width) / 640.f;
  }
  for (auto seed = first; seed < first + count; ++seed) {
    const sv::SyntheticScene scene = sv::render_dice_scene(seed, opt);
    const std::string name = "scene_" + std::to_string(seed);
    cv::imwrite((out / (name + ".png")).string(), scene.image);
    nlohmann::json label = {{"image", name + ".png"}, {"width", opt.width}, {"height", opt.height}};
    label["dice"] = nlohmann::json::array();
    for (const auto& d : scene.dice)
      label["dice"].push_back({{"value", std::stoi(d.value)},
                               {"box", {d.box.x, d.box.y, d.box.width, d.box.height}},
                               {"center", {d.center.x, d.center.y}}});
    std::ofstream(out / (name + ".json")) << label.dump(1) << '\n';
  }
  return 0;
}
