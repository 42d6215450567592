#include "companion/cli/bare_table_profile.hpp"

#include "companion/cli/dice_reading.hpp"
#include "companion/cli/profiles.hpp"
#include "engine/core/base64.hpp"
#include "vision/image/encode_image.hpp"
#include "vision/image/load_image.hpp"

namespace scriptorium::cli {

namespace {

constexpr const char* kKey = "bare_table";

// We store the photo at BareTable's compared side (320); anything much larger was not written by us.
const vision::ImageLimits kStoredLimits{4u << 20, 4 * vision::BareTableOptions{}.side};

}  // namespace

void store_bare_table(nlohmann::json& profile, const vision::BareTable& bare) {
  profile[kKey] = core::base64_encode(vision::encode_png(bare.compared()));
}

bool forget_bare_table(nlohmann::json& profile) { return profile.erase(kKey) > 0; }

std::optional<cv::Mat> stored_bare_table(const nlohmann::json& profile, const std::string& location) {
  const auto it = profile.find(kKey);
  if (it == profile.end()) return std::nullopt;
  const std::string where = std::string("/") + kKey;
  const auto bytes = it->is_string() ? core::base64_decode(it->get_ref<const std::string&>()) : std::nullopt;
  if (!bytes) throw CliError(kBadInput, "the bare table must be a base64 PNG", location, where);
  try {
    return vision::decode_image(*bytes, kStoredLimits);
  } catch (const vision::ImageError& e) {
    throw CliError(kBadInput, std::string("bad bare table: ") + e.what(), location, where);
  }
}

std::shared_ptr<const vision::BareTable> bare_table_for_read(const GlobalOptions& options,
                                                             const std::string& photo,
                                                             const std::string& profile, bool ignore_stored) {
  if (!photo.empty()) return load_bare_table(photo, "--bare-table");
  if (ignore_stored || profile.empty()) return nullptr;
  auto stored =
      stored_bare_table(load_existing_profile(options, profile), profile_location(options, profile));
  if (!stored) return nullptr;
  return std::make_shared<const vision::BareTable>(*stored);
}

}  // namespace scriptorium::cli
