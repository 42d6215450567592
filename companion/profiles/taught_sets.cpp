#include "companion/profiles/taught_sets.hpp"

#include <algorithm>

#include <opencv2/imgproc.hpp>

#include "companion/profiles/profile_lookup.hpp"
#include "engine/core/base64.hpp"
#include "vision/image/encode_image.hpp"
#include "vision/image/load_image.hpp"

namespace scriptorium::profiles {

namespace {

// Samples are kSampleSide pixels square; anything much larger was not written by us.
const vision::ImageLimits kSampleLimits{1u << 20, 4 * vision::kSampleSide};

constexpr const char* kAsSeen = "dice_sets_as_seen";

}  // namespace

vision::TaughtSet taught_set_from_profile(const nlohmann::json& profile, const std::string& set,
                                          const std::string& location) {
  vision::TaughtSet out(set);
  const auto sets = profile.find("dice_sets");
  if (sets == profile.end() || !sets->is_object()) return out;
  const auto faces = sets->find(set);
  if (faces == sets->end()) return out;
  const std::string base = "/dice_sets/" + set;
  if (!faces->is_object()) throw BadProfile("a taught set must be an object of faces", location, base);
  for (const auto& [label, samples] : faces->items()) {
    const std::string where = base + "/" + label;
    if (!vision::valid_label(label))
      throw BadProfile("invalid face label \"" + label + "\"", location, where);
    if (!samples.is_array() || samples.size() > kMaxSamplesPerFace) {
      throw BadProfile("a face needs a list of at most " + std::to_string(kMaxSamplesPerFace) + " samples",
                       location, where);
    }
    for (std::size_t i = 0; i < samples.size(); ++i) {
      const std::string at = where + "/" + std::to_string(i);
      const auto bytes = samples[i].is_string()
                             ? core::base64_decode(samples[i].get_ref<const std::string&>())
                             : std::nullopt;
      if (!bytes) throw BadProfile("a face sample must be a base64 PNG", location, at);
      cv::Mat sample;
      try {
        sample = vision::decode_image(*bytes, kSampleLimits);
      } catch (const vision::ImageError& e) {
        throw BadProfile(std::string("bad face sample: ") + e.what(), location, at);
      }
      if (sample.cols != vision::kSampleSide || sample.rows != vision::kSampleSide) {
        cv::resize(sample, sample, {vision::kSampleSide, vision::kSampleSide});
      }
      out.add(label, sample);
    }
  }
  return out;
}

vision::TaughtSet taught_sets_of_game(const nlohmann::json& profile, const std::string& game,
                                      const std::string& location) {
  vision::TaughtSet out(game);
  const auto sets = profile.find("dice_sets");
  if (sets == profile.end() || !sets->is_object()) return out;
  const std::string prefix = game + "-";
  for (const auto& [name, faces] : sets->items()) {
    if (name == game || name.rfind(prefix, 0) == 0)
      out.merge(taught_set_from_profile(profile, name, location));
  }
  return out;
}

int add_taught_samples(nlohmann::json& profile, const std::string& set, const std::string& label,
                       const std::vector<cv::Mat>& samples) {
  nlohmann::json& sets = profile["dice_sets"];
  if (!sets.is_object()) sets = nlohmann::json::object();
  nlohmann::json& faces = sets[set];
  if (!faces.is_object()) faces = nlohmann::json::object();
  nlohmann::json& list = faces[label];
  if (!list.is_array()) list = nlohmann::json::array();
  int added = 0;
  for (const auto& sample : samples) {
    if (list.size() >= kMaxSamplesPerFace) break;
    list.push_back(core::base64_encode(vision::encode_png(sample)));
    ++added;
  }
  return added;
}

std::vector<std::string> sets_taught_as_seen(const nlohmann::json& profile, const std::string& location) {
  std::vector<std::string> out;
  const auto list = profile.find(kAsSeen);
  if (list == profile.end()) return out;
  if (!list->is_array())
    throw BadProfile("a list of dice set names expected", location, std::string("/") + kAsSeen);
  const auto sets = profile.find("dice_sets");
  for (std::size_t i = 0; i < list->size(); ++i) {
    const auto& name = (*list)[i];
    if (!name.is_string() || !vision::valid_label(name.get_ref<const std::string&>())) {
      throw BadProfile("a dice set name expected", location,
                       "/" + std::string(kAsSeen) + "/" + std::to_string(i));
    }
    // A set forgotten since (or never stored) is nothing to re-teach.
    if (sets != profile.end() && sets->is_object() && sets->contains(name)) out.push_back(name);
  }
  return out;
}

void mark_taught_as_seen(nlohmann::json& profile, const std::string& set) {
  nlohmann::json& list = profile[kAsSeen];
  if (!list.is_array()) list = nlohmann::json::array();
  if (std::find(list.begin(), list.end(), set) == list.end()) list.push_back(set);
}

bool forget_taught(nlohmann::json& profile, const std::string& set, const std::optional<std::string>& face) {
  const auto sets = profile.find("dice_sets");
  if (sets == profile.end() || !sets->is_object() || !sets->contains(set)) return false;
  nlohmann::json& faces = (*sets)[set];
  if (face) {
    if (!faces.is_object() || faces.erase(*face) == 0) return false;
    if (!faces.empty()) return true;
  }
  sets->erase(set);
  if (const auto list = profile.find(kAsSeen); list != profile.end() && list->is_array()) {
    list->erase(std::remove(list->begin(), list->end(), set), list->end());
  }
  return true;
}

}  // namespace scriptorium::profiles
