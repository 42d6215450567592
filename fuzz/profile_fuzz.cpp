// A profile file (`--profile NAME|PATH`: camera intrinsics, registered boards, colours) -> what
// `watch --profile` does with it: the JSON object check of read_existing_profile, then
// CameraProfile::from_json and undistortion of a small frame and of single points.
// Only core::InputError may escape; OpenCV must not be handed values it throws on.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <opencv2/core.hpp>

#include "calibration/camera_profile.hpp"
#include "calibration/undistorter.hpp"
#include "engine/core/json_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium;
  try {
    const auto doc = core::parse_json_text(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!doc.is_object() || !doc.contains("camera")) return 0;  // refused, or no intrinsics yet
    const auto camera = calibration::CameraProfile::from_json(core::JsonCursor(doc["camera"], "/camera"));
    (void)camera.to_json().dump();
    calibration::Undistorter undistorter(camera);
    const cv::Mat frame(24, 32, CV_8UC3, cv::Scalar(90, 120, 150));
    const cv::Mat out = undistorter.apply(frame);
    if (out.size() != frame.size()) __builtin_trap();
    (void)calibration::undistort_point(camera, {0, 0});
    (void)calibration::undistort_point(camera, {camera.image_size.width / 2.0, camera.image_size.height / 2.0});
  } catch (const core::InputError&) {
  }
  return 0;
}
