// What the city reader measures on the rectified City Map (city_map.hpp): a light-normalised
// view, then per spot a small colour feature vector (medians, so a neighbour's edge or shadow
// moves it little) seen where that spot's surface appears given its height (parallax), and the
// pips of a die value.
#pragma once

#include <optional>
#include <vector>

#include "calibration/board_registration.hpp"
#include "vision/layout/board_view.hpp"
#include "vision/layout/city_appearance.hpp"

namespace scriptorium::vision::layout {

// The rectified map, 100 px a map unit, scaled so its printed border looks as taught
// (`paper_reference`; none while teaching the first photo). `paper` gets the border's median.
BoardView make_city_view(const cv::Mat& image, const calibration::BoardRegistration& registration,
                         const cv::Vec3d* paper_reference);

// Features of one spot; empty when part of it lies outside the photo.
using SpotFeatures = std::vector<float>;

SpotFeatures plot_label_features(const BoardView& view, int plot);
// The plain colour band of a tile or tower whose top-left corner is `origin` (map units), or
// another part `where` of its place (tile coordinates).
SpotFeatures tile_features(const BoardView& view, cv::Point2d origin);
SpotFeatures tile_features(const BoardView& view, cv::Point2d origin, const cv::Rect2d& where);
// The ring of icon `icon` of space `space` (without the cube that may stand in it).
SpotFeatures icon_features(const BoardView& view, cv::Point2d origin, int space, int icon);
// The middle of the ring: a cube standing in it covers it, from any side.
SpotFeatures worker_features(const BoardView& view, cv::Point2d origin, int space, int icon);
SpotFeatures strength_features(const BoardView& view, cv::Point2d origin);
SpotFeatures aqueduct_features(const BoardView& view, int position);
SpotFeatures symbol_features(const BoardView& view, int slot);

// The white around the pips of the die square (a hand or glare there makes the pips untrustworthy).
SpotFeatures die_square_features(const BoardView& view, cv::Point2d origin);
// The die value printed on a tile or tower (pips counted); nullopt when unreadable.
std::optional<int> die_value(const BoardView& view, cv::Point2d origin);

}  // namespace scriptorium::vision::layout
