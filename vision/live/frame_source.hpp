// Where watch gets its frames: a camera (`camera:N`), a video file (`video:FILE`) or a folder of
// images played at a fixed rate (`frames:DIR`). Every frame carries its time since the start of the
// source, so the stillness gate works in seconds, not frames.
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include <opencv2/core.hpp>

namespace scriptorium::vision {

struct Frame {
  cv::Mat image;   // 8-bit BGR
  double t = 0;    // seconds since the start of the source
  long index = 0;  // 0-based frame number
};

// A source that cannot be opened or a malformed source spec; the CLI reports it as bad input.
class SourceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// How a source stopped: it ran out of frames (video or folder) or it failed (camera unplugged).
enum class SourceEnd { running, finished, lost };

class FrameSource {
 public:
  virtual ~FrameSource() = default;
  // The next frame, or nullopt at the end (then end() says why).
  virtual std::optional<Frame> next() = 0;
  virtual SourceEnd end() const = 0;
  virtual double fps() const = 0;
  // The spec it was opened from, e.g. "video:roll.avi".
  virtual std::string name() const = 0;
  // Problems met while playing (skipped unreadable frames, camera errors); empty when none.
  virtual std::string warning() const { return {}; }
};

struct SourceOptions {
  double fps = 30;  // frames:DIR playback rate
};

// Opens `camera:N`, `video:FILE` or `frames:DIR`; throws SourceError naming the problem.
std::unique_ptr<FrameSource> open_source(const std::string& spec, const SourceOptions& options = {});

// The image files of a folder in name order (jpg, jpeg, png, bmp, tif, tiff, webp).
std::vector<std::string> list_frame_files(const std::string& dir);

}  // namespace scriptorium::vision
