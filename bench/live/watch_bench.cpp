// Frames per second of the watch pipeline on 1280x720 synthetic table video, on one core
// (OpenCV threads off): the pipeline alone (frames rendered outside the timing), and end to end
// from a Motion-JPEG file including decoding, and the pipeline with a camera profile's
// undistortion as the app runs it. items_per_second is frames per second.
#include <cstdio>
#include <filesystem>
#include <optional>

#include <benchmark/benchmark.h>
#include <opencv2/core.hpp>
#include <opencv2/videoio.hpp>

#include "calibration/undistorter.hpp"
#include "vision/live/pip_reader.hpp"
#include "vision/live/synthetic_table.hpp"
#include "vision/live/watch_pipeline.hpp"

namespace sv = scriptorium::vision;
namespace syn = scriptorium::vision::synthetic;

namespace {

const syn::TableScript& script() {
  static const syn::TableScript s = syn::random_script(7, {1280, 720}, 30);
  return s;
}

// The script's frames through the pipeline (rendered outside the timing). With `camera`, as the
// app's live table runs a profile's camera: every frame undistorted once, for the preview, and that
// frame pushed to the pipeline.
void run_pipeline(benchmark::State& state,
                  const std::optional<scriptorium::calibration::CameraProfile>& camera) {
  cv::setNumThreads(1);
  const syn::TableRenderer renderer(script());
  std::optional<scriptorium::calibration::Undistorter> undistorter;
  if (camera) undistorter.emplace(*camera);
  sv::PipReader reader;
  auto pipeline = std::make_unique<sv::WatchPipeline>(reader);
  long index = 0, events = 0;
  sv::Frame frame;
  for (auto _ : state) {
    state.PauseTiming();
    if (index == script().frame_count()) {
      index = 0;
      pipeline = std::make_unique<sv::WatchPipeline>(reader);
    }
    renderer.render(index, frame.image);
    frame.t = static_cast<double>(index) / script().fps;
    frame.index = index++;
    state.ResumeTiming();
    const cv::Mat seen = undistorter ? undistorter->apply(frame.image) : frame.image;
    events += static_cast<long>(pipeline->push({seen, frame.t, frame.index}).size());
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["events"] = static_cast<double>(events);
}

void BM_WatchPipeline720p(benchmark::State& state) { run_pipeline(state, std::nullopt); }
BENCHMARK(BM_WatchPipeline720p)->Unit(benchmark::kMillisecond)->Iterations(900);

void BM_WatchPipeline720pUndistorted(benchmark::State& state) {
  scriptorium::calibration::CameraProfile camera;  // a phone-like lens at the video's size
  camera.image_size = {1280, 720};
  camera.camera_matrix = {1000, 0, 640, 0, 1000, 360, 0, 0, 1};
  camera.distortion = {-0.2, 0.05, 0, 0, 0};
  run_pipeline(state, camera);
}
BENCHMARK(BM_WatchPipeline720pUndistorted)->Unit(benchmark::kMillisecond)->Iterations(900);

void BM_WatchVideoFile720p(benchmark::State& state) {
  cv::setNumThreads(1);
  const std::string file = (std::filesystem::temp_directory_path() / "scriptorium-bench-watch.avi").string();
  {
    const syn::TableRenderer renderer(script());
    cv::VideoWriter writer(file, cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), 30, {1280, 720});
    cv::Mat image;
    for (long i = 0; i < script().frame_count(); ++i) {
      renderer.render(i, image);
      writer.write(image);
    }
  }
  long frames = 0;
  for (auto _ : state) {
    auto source = sv::open_source("video:" + file);
    sv::PipReader reader;
    sv::WatchPipeline pipeline(reader);
    while (auto frame = source->next()) {
      benchmark::DoNotOptimize(pipeline.push(*frame));
      ++frames;
    }
  }
  state.SetItemsProcessed(frames);
  std::filesystem::remove(file);
}
BENCHMARK(BM_WatchVideoFile720p)->Unit(benchmark::kMillisecond)->Iterations(2);

}  // namespace
