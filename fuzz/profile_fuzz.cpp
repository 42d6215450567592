// A profile file or `profile import` document -> what is done with it: the import check of every
// part (camera, boards, taught layouts, base64 face images of taught dice, the bare table:
// validate_profile), then CameraProfile::from_json and undistortion of a small frame and of
// single points, as `watch --profile` does, and the bare table compared with a small roll. Only
// core::InputError and the bad-input errors of the CLI and of the profiles may escape; OpenCV must
// not be handed values it throws on.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include <opencv2/core.hpp>

#include "calibration/camera_profile.hpp"
#include "calibration/undistorter.hpp"
#include "companion/cli/context.hpp"
#include "companion/cli/profile_check.hpp"
#include "companion/profiles/profile_lookup.hpp"
#include "companion/profiles/table_setup.hpp"
#include "engine/core/json_input.hpp"
#include "vision/dice/bare_table.hpp"

namespace {

void use_camera(const nlohmann::json& doc) {
  using namespace scriptorium;
  const auto camera = calibration::CameraProfile::from_json(core::JsonCursor(doc["camera"], "/camera"));
  (void)camera.to_json().dump();
  calibration::Undistorter undistorter(camera);
  const cv::Mat frame(24, 32, CV_8UC3, cv::Scalar(90, 120, 150));
  const cv::Mat out = undistorter.apply(frame);
  if (out.size() != frame.size()) __builtin_trap();
  (void)calibration::undistort_point(camera, {0, 0});
  (void)calibration::undistort_point(camera, {camera.image_size.width / 2.0, camera.image_size.height / 2.0});
}

// As `dice read --profile` does with a stored bare table: any size it decodes to is compared.
void use_bare_table(const nlohmann::json& doc) {
  using namespace scriptorium;
  const auto bare = profiles::stored_bare_table(doc, "fuzz.json");
  if (!bare) return;
  const vision::BareTable table(*bare);
  const cv::Mat roll(48, 64, CV_8UC3, cv::Scalar(90, 120, 150));
  const std::vector<cv::Rect> boxes{cv::Rect(4, 4, 20, 20), cv::Rect(-10, 30, 30, 30)};  // one half outside
  if (table.table_patches(roll, boxes).size() != boxes.size()) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace scriptorium;
  try {
    const auto doc = core::parse_json_text(std::string_view(reinterpret_cast<const char*>(data), size));
    try {
      cli::validate_profile(doc, "fuzz.json");
    } catch (const cli::CliError& e) {
      if (e.exit_code() != cli::kBadInput) __builtin_trap();  // a bad import is bad input, nothing else
      return 0;
    } catch (const profiles::BadProfile&) {  // so is a bad part of it
      return 0;
    }
    if (doc.contains("camera")) use_camera(doc);
    use_bare_table(doc);
  } catch (const core::InputError&) {
  }
  return 0;
}
