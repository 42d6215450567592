// scriptorium-table-video: writes one synthetic table video and its ground truth.
//   scriptorium-table-video --seed N [--size 1280x720] [--fps 30] [--quality 80]
//                           --out DIR|FILE.avi [--truth FILE.json]
// A folder gets numbered JPEG frames (a `frames:DIR` source), a .avi file Motion-JPEG video.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include "vision/live/synthetic_table.hpp"

namespace syn = scriptorium::vision::synthetic;

namespace {

nlohmann::json truth_json(const syn::TableScript& s) {
  nlohmann::json events = nlohmann::json::array();
  for (const auto& e : s.truth) {
    events.push_back({{"event", e.event}, {"rest_from", e.rest_from}, {"still_until", e.still_until}, {"values", e.values}});
  }
  nlohmann::json motion = nlohmann::json::array();
  for (const auto& [from, to] : s.motion) motion.push_back({from, to});
  return {{"seed", s.seed}, {"size", {s.size.width, s.size.height}}, {"fps", s.fps}, {"duration", s.duration},
          {"frames", s.frame_count()}, {"ends_in_motion", s.ends_in_motion}, {"events", events}, {"motion", motion}};
}

int usage() {
  std::cerr << "usage: scriptorium-table-video --seed N [--size WxH] [--fps F] [--quality Q] --out DIR|FILE.avi "
               "[--truth FILE.json]\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::uint64_t seed = 1;
  cv::Size size{1280, 720};
  double fps = 30;
  int quality = 80;
  std::string out, truth;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string arg = argv[i];
      if (i + 1 >= argc) return usage();
      const std::string value = argv[++i];
      if (arg == "--seed") {
        seed = std::stoull(value);
      } else if (arg == "--size") {
        if (std::sscanf(value.c_str(), "%dx%d", &size.width, &size.height) != 2) return usage();
      } else if (arg == "--fps") {
        fps = std::stod(value);
      } else if (arg == "--quality") {
        quality = std::stoi(value);
      } else if (arg == "--out") {
        out = value;
      } else if (arg == "--truth") {
        truth = value;
      } else {
        return usage();
      }
    }
  } catch (const std::exception&) {
    return usage();
  }
  if (out.empty() || size.width < 64 || size.height < 64 || !(fps > 0)) return usage();
  const syn::TableRenderer renderer(syn::random_script(seed, size, fps));
  const auto& script = renderer.script();
  const bool video = std::filesystem::path(out).extension() == ".avi";
  cv::VideoWriter writer;
  if (video) {
    writer.open(out, cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), fps, size);
    if (!writer.isOpened()) {
      std::cerr << "error: cannot write video " << out << '\n';
      return 1;
    }
    writer.set(cv::VIDEOWRITER_PROP_QUALITY, quality);
  } else {
    std::filesystem::create_directories(out);
  }
  cv::Mat frame;
  for (long i = 0; i < script.frame_count(); ++i) {
    renderer.render(i, frame);
    if (video) {
      writer.write(frame);
    } else {
      char name[32];
      std::snprintf(name, sizeof name, "/frame_%05ld.jpg", i);
      if (!cv::imwrite(out + name, frame, {cv::IMWRITE_JPEG_QUALITY, quality})) {
        std::cerr << "error: cannot write " << out << name << '\n';
        return 1;
      }
    }
  }
  if (!truth.empty()) std::ofstream(truth) << truth_json(script).dump(2) << '\n';
  std::cout << script.frame_count() << " frames, " << script.truth.size() << " reading events\n";
  return 0;
}
