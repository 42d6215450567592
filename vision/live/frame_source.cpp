#include "vision/live/frame_source.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <system_error>
#include <vector>

#include <opencv2/core/utils/logger.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include "vision/image/load_image.hpp"

namespace scriptorium::vision {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

class FolderSource : public FrameSource {
 public:
  FolderSource(std::string spec, std::vector<std::string> files, double fps)
      : spec_(std::move(spec)), files_(std::move(files)), fps_(fps) {}

  std::optional<Frame> next() override {
    while (position_ < files_.size()) {
      const std::string& path = files_[position_++];
      try {
        Frame frame{load_image(path), static_cast<double>(index_) / fps_, index_};
        ++index_;
        return frame;
      } catch (const ImageError& e) {
        // One broken file must not stop a recording; it is reported and skipped (its time slot
        // is kept so the clock of the following frames stays right).
        ++index_;
        warning_ += (warning_.empty() ? "" : "; ") + std::string("skipped ") + path + ": " + e.what();
      }
    }
    end_ = SourceEnd::finished;
    return std::nullopt;
  }
  SourceEnd end() const override { return end_; }
  double fps() const override { return fps_; }
  std::string name() const override { return spec_; }
  std::string warning() const override { return warning_; }

 private:
  std::string spec_;
  std::vector<std::string> files_;
  double fps_;
  std::size_t position_ = 0;
  long index_ = 0;
  SourceEnd end_ = SourceEnd::running;
  std::string warning_;
};

class CaptureSource : public FrameSource {
 public:
  CaptureSource(std::string spec, cv::VideoCapture capture, bool live)
      : spec_(std::move(spec)), capture_(std::move(capture)), live_(live) {
    const double rate = capture_.get(cv::CAP_PROP_FPS);
    fps_ = (std::isfinite(rate) && rate > 0 && rate < 1000) ? rate : 30.0;
    start_ = std::chrono::steady_clock::now();
  }

  std::optional<Frame> next() override {
    if (end_ != SourceEnd::running) return std::nullopt;
    cv::Mat image;
    bool ok = false;
    try {
      ok = capture_.read(image);
    } catch (const cv::Exception& e) {
      warning_ = e.what();
    }
    if (!ok || image.empty()) {
      // A camera never runs out of frames: no frame means it was unplugged or failed.
      end_ = live_ ? SourceEnd::lost : SourceEnd::finished;
      return std::nullopt;
    }
    if (image.channels() == 1) cv::cvtColor(image, image, cv::COLOR_GRAY2BGR);
    const double t = live_ ? std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count()
                           : static_cast<double>(index_) / fps_;
    return Frame{image, t, index_++};
  }
  SourceEnd end() const override { return end_; }
  double fps() const override { return fps_; }
  std::string name() const override { return spec_; }
  std::string warning() const override { return warning_; }

 private:
  std::string spec_;
  cv::VideoCapture capture_;
  bool live_;
  double fps_ = 30;
  long index_ = 0;
  std::chrono::steady_clock::time_point start_;
  SourceEnd end_ = SourceEnd::running;
  std::string warning_;
};

// OpenCV logs every backend it tries on a file it cannot open; the source reports one error.
class QuietOpenCv {
 public:
  QuietOpenCv() : level_(cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT)) {}
  ~QuietOpenCv() { cv::utils::logging::setLogLevel(level_); }
  QuietOpenCv(const QuietOpenCv&) = delete;
  QuietOpenCv& operator=(const QuietOpenCv&) = delete;

 private:
  cv::utils::logging::LogLevel level_;
};

bool is_frame_file(const fs::path& path) {
  static const std::vector<std::string> kExtensions{".jpg", ".jpeg", ".png", ".bmp", ".tif", ".tiff", ".webp"};
  const std::string ext = lower(path.extension().string());
  return std::find(kExtensions.begin(), kExtensions.end(), ext) != kExtensions.end();
}

std::unique_ptr<FrameSource> open_camera(const std::string& spec, const std::string& arg) {
  int device = -1;
  try {
    std::size_t used = 0;
    device = std::stoi(arg, &used);
    if (used != arg.size() || device < 0) device = -1;
  } catch (const std::exception&) {
    device = -1;
  }
  if (device < 0) throw SourceError("camera number must be a non-negative integer, got \"" + arg + "\"");
  cv::VideoCapture capture;
  try {
    const QuietOpenCv quiet;
    capture.open(device, cv::CAP_ANY);
  } catch (const cv::Exception&) {
  }
  if (!capture.isOpened()) throw SourceError("cannot open camera " + std::to_string(device));
  return std::make_unique<CaptureSource>(spec, std::move(capture), true);
}

std::unique_ptr<FrameSource> open_video(const std::string& spec, const std::string& file) {
  std::error_code ec;
  if (file.empty()) throw SourceError("video source needs a file name");
  if (!fs::exists(file, ec)) throw SourceError("no such video file \"" + file + "\"");
  if (!fs::is_regular_file(file, ec)) throw SourceError("not a video file \"" + file + "\"");
  cv::VideoCapture capture;
  try {
    const QuietOpenCv quiet;
    capture.open(file, cv::CAP_FFMPEG);
  } catch (const cv::Exception&) {
  }
  if (!capture.isOpened()) throw SourceError("cannot decode video \"" + file + "\"");
  return std::make_unique<CaptureSource>(spec, std::move(capture), false);
}

}  // namespace

std::vector<std::string> list_frame_files(const std::string& dir) {
  std::error_code ec;
  if (!fs::exists(dir, ec)) throw SourceError("no such frames folder \"" + dir + "\"");
  if (!fs::is_directory(dir, ec)) throw SourceError("not a folder \"" + dir + "\"");
  std::vector<std::string> files;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->is_regular_file(ec) && is_frame_file(it->path())) files.push_back(it->path().string());
  }
  if (ec) throw SourceError("cannot list frames folder \"" + dir + "\": " + ec.message());
  std::sort(files.begin(), files.end());
  return files;
}

std::unique_ptr<FrameSource> open_source(const std::string& spec, const SourceOptions& options) {
  const auto colon = spec.find(':');
  if (colon == std::string::npos) {
    throw SourceError("source must be camera:N, video:FILE or frames:DIR, got \"" + spec + "\"");
  }
  const std::string kind = lower(spec.substr(0, colon));
  const std::string arg = spec.substr(colon + 1);
  if (kind == "camera") return open_camera(spec, arg);
  if (kind == "video") return open_video(spec, arg);
  if (kind == "frames") {
    if (!(options.fps > 0) || options.fps > 1000) throw SourceError("--fps must be in (0, 1000]");
    auto files = list_frame_files(arg);
    if (files.empty()) throw SourceError("no image files in frames folder \"" + arg + "\"");
    return std::make_unique<FolderSource>(spec, std::move(files), options.fps);
  }
  throw SourceError("unknown source kind \"" + kind + "\" (expected camera, video or frames)");
}

}  // namespace scriptorium::vision
