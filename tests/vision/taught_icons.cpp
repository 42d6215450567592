#include "tests/vision/taught_icons.hpp"

namespace scriptorium::test {

const std::vector<std::string>& icon_labels() {
  static const std::vector<std::string> labels = vision::icon_design_names(0);
  return labels;
}

vision::SceneOptions icon_scenes(int palette, const cv::Vec3d& light) {
  vision::SceneOptions opt;
  opt.icon_labels = icon_labels();
  opt.palette = palette;
  opt.light_bgr = light;
  return opt;
}

vision::SyntheticScene teaching_photo(int face, int k, int palette, const cv::Vec3d& light) {
  vision::SceneOptions opt = icon_scenes(palette, light);
  opt.face = face;
  opt.min_dice = 1;
  opt.max_dice = 3;
  return vision::render_dice_scene(static_cast<std::uint64_t>(5000 + 10 * face + k), opt);
}

std::vector<cv::Mat> face_teaching_samples(vision::DiceDetector& detector, int face, int photos, int palette,
                                           const cv::Vec3d& light, const cv::Vec3f& white_balance) {
  std::vector<cv::Mat> samples;
  for (int k = 0; k < photos; ++k)
    for (cv::Mat& sample :
         vision::teaching_samples(teaching_photo(face, k, palette, light).image, detector, white_balance))
      samples.push_back(std::move(sample));
  return samples;
}

vision::TaughtSet teach_icons(int palette, int photos_per_face, const std::string& name,
                              const cv::Vec3d& light, const cv::Vec3f& white_balance) {
  vision::TaughtSet set(name);
  vision::DiceDetector detector = vision::taught_dice_detector();
  for (int face = 1; face <= 6; ++face)
    for (const cv::Mat& sample :
         face_teaching_samples(detector, face, photos_per_face, palette, light, white_balance))
      set.add(icon_labels()[static_cast<std::size_t>(face - 1)], sample);
  return set;
}

std::string icon_set_name(int palette) { return "palette-" + std::to_string(palette); }

vision::TaughtSet teach_icon_sets(const std::vector<int>& palettes, const cv::Vec3d& light,
                                  const cv::Vec3f& white_balance) {
  vision::TaughtSet sets("merged");
  for (const int palette : palettes)
    sets.merge(teach_icons(palette, 3, icon_set_name(palette), light, white_balance));
  return sets;
}

}  // namespace scriptorium::test
