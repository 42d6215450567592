// Development tool: teaches from the city teaching seeds, reads COUNT maps from FIRST and prints
// the accuracy figures (tune on kCityTuneSeed = 32000.., never on the test seeds 36000..).
// Usage: city_layout_eval FIRST COUNT [OUT_DIR]; CITY_HAND=1 adds a hand, CITY_OUT_OF_FRAME=0.35
// pushes the map that far out of the photo; with OUT_DIR, each
// photo, its truth and its reading are written there.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <string>

#include "tests/layout/city_metrics.hpp"

int main(int argc, char** argv) {
  using namespace scriptorium;
  if (argc < 3) {
    std::fprintf(stderr, "usage: city_layout_eval FIRST COUNT [OUT_DIR]\n");
    return 2;
  }
  const std::uint64_t first = std::strtoull(argv[1], nullptr, 10);
  const int count = std::atoi(argv[2]);
  const std::string out = argc > 3 ? argv[3] : "";
  const auto model = test::taught_city_model();
  long plots = 0, tiles = 0, spaces = 0, counts = 0, colours = 0, dice = 0, dice_right = 0, wrong = 0, unknown = 0;
  int scarcity = 0, aqueduct = 0, symbols = 0, towers = 0;
  double ms = 0;
  auto ratio = [](long part, long whole) { return static_cast<double>(part) / static_cast<double>(whole); };
  for (int i = 0; i < count; ++i) {
    vision::CitySceneOptions options;
    options.hand = std::getenv("CITY_HAND") != nullptr;
    if (const char* out_of_frame = std::getenv("CITY_OUT_OF_FRAME")) options.out_of_frame = std::atof(out_of_frame);
    const std::uint64_t seed = first + static_cast<std::uint64_t>(i);
    const auto scene = vision::render_city(seed, options);
    const auto reading = vision::layout::read_city_layout(scene.image, test::city_registration_of(scene), model);
    const auto s = test::score_city(scene.city, reading);
    plots += s.plots, tiles += s.tiles_right, spaces += s.spaces, counts += s.counts_right;
    colours += s.colours_right, dice += s.dice, dice_right += s.dice_right, wrong += s.confident_wrong;
    unknown += s.unknown_parts, scarcity += s.scarcity_right, aqueduct += s.aqueduct_right;
    symbols += s.symbols_right, towers += s.towers_right;
    ms += reading.elapsed_ms;
    if (!s.scarcity_right || s.tiles_right != s.plots || s.counts_right != s.spaces || s.confident_wrong > 0 ||
        s.dice_right != s.dice || s.unknown_parts > 0) {
      std::string parts;
      for (const auto& u : reading.unknown_cells) parts += " " + u;
      std::printf("seed %llu tilt %.1f: tiles %d/%d counts %d/%d colours %d/%d dice %d/%d aq %d sym %d towers %d "
                  "scarcity %s confident-wrong %d unknown:%s\n",
                  static_cast<unsigned long long>(seed), scene.tilt_deg, s.tiles_right, s.plots, s.counts_right,
                  s.spaces, s.colours_right, s.spaces, s.dice_right, s.dice, s.aqueduct_right, s.symbols_right,
                  s.towers_right, s.scarcity_right ? "ok" : "WRONG", s.confident_wrong, parts.c_str());
    }
    if (!out.empty()) {
      const std::string stem = out + "/city-" + std::to_string(seed);
      cv::imwrite(stem + ".png", scene.image);
      std::ofstream(stem + ".truth.json") << discordia::to_json(scene.city).dump() << '\n';
      std::ofstream(stem + ".read.json") << reading.to_json().dump() << '\n';
    }
  }
  std::printf("tiles %.4f  worker counts %.4f  colours %.4f  dice %.4f  aqueduct %.3f  symbols %.3f  towers %.3f  "
              "scarcity %.3f  confident-wrong %ld  unknown parts/map %.2f  %.1f ms/read\n",
              ratio(tiles, plots), ratio(counts, spaces), ratio(colours, spaces), ratio(dice_right, dice),
              static_cast<double>(aqueduct) / count, static_cast<double>(symbols) / count,
              static_cast<double>(towers) / count, static_cast<double>(scarcity) / count, wrong,
              static_cast<double>(unknown) / count, ms / count);
  return 0;
}
