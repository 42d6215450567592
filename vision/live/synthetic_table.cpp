#include "vision/live/synthetic_table.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>

#include <opencv2/imgproc.hpp>

namespace scriptorium::vision::synthetic {

namespace {

constexpr double kPi = 3.14159265358979323846;

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : engine_(seed * 0x9E3779B97F4A7C15ull + 12345) {}
  double uniform(double a, double b) { return std::uniform_real_distribution<double>(a, b)(engine_); }
  int integer(int a, int b) { return std::uniform_int_distribution<int>(a, b)(engine_); }
  bool chance(double p) { return uniform(0, 1) < p; }

 private:
  std::mt19937_64 engine_;
};

double ease_out(double s) { return 1 - std::pow(1 - std::clamp(s, 0.0, 1.0), 3); }

float hand_radius(const TableScript& s) { return 0.11f * static_cast<float>(s.size.height); }

bool near_frame(const TableScript& s, cv::Point2f p, float margin) {
  return p.x > -margin && p.y > -margin && p.x < static_cast<float>(s.size.width) + margin &&
         p.y < static_cast<float>(s.size.height) + margin;
}

struct DieState {
  bool present = false;
  bool moving = false;
  cv::Point2f center;
  float angle = 0;
  int face = 1;
};

DieState die_state(const DieTrack& d, double t) {
  DieState st;
  if (t < d.t_in) return st;
  st.present = true;
  if (t < d.t_rest) {
    const double s = (t - d.t_in) / (d.t_rest - d.t_in);
    const auto e = static_cast<float>(ease_out(s));
    st.center = d.from + (d.rest - d.from) * e;
    st.angle = d.rest_angle + d.spin * (1 - e);
    st.moving = true;
    if (s < 0.7 && !d.tumble.empty()) {
      st.face = d.tumble[static_cast<std::size_t>((t - d.t_in) / 0.09) % d.tumble.size()];
    } else {
      st.face = d.value;
    }
    return st;
  }
  st.face = d.value;
  st.center = d.rest;
  st.angle = d.rest_angle;
  if (t >= d.t_contact) {
    const auto dt = static_cast<float>(t - d.t_contact);
    st.center = d.rest + d.push * dt;
    st.angle = d.rest_angle + 40.0f * dt;
    st.moving = true;
  }
  return st;
}

cv::Point2f hand_position(const HandTrack& h, double t) {
  const double mid = (h.t0 + h.t1) / 2;
  if (t <= mid) {
    const auto s = static_cast<float>((t - h.t0) / (mid - h.t0));
    return h.from + (h.via - h.from) * s;
  }
  const auto s = static_cast<float>((t - mid) / (h.t1 - mid));
  return h.via + (h.to - h.via) * s;
}

bool hand_visible(const TableScript& s, const HandTrack& h, double t) {
  return t >= h.t0 && t <= h.t1 && near_frame(s, hand_position(h, t), 2.0f * hand_radius(s));
}

bool anything_moving(const TableScript& s, double t) {
  for (const auto& d : s.dice) {
    const DieState st = die_state(d, t);
    if (st.present && st.moving && near_frame(s, st.center, s.die_side)) return true;
  }
  for (const auto& h : s.hands) {
    if (hand_visible(s, h, t)) return true;
  }
  return false;
}

// The last frame time in [from, until] at which anything moves (from when nothing does).
double last_motion(const TableScript& s, double from, double until) {
  double last = from;
  for (double t = from; t <= until; t += 1.0 / s.fps) {
    if (anything_moving(s, t)) last = t;
  }
  return last;
}

cv::Point2f unit(double angle) { return {static_cast<float>(std::cos(angle)), static_cast<float>(std::sin(angle))}; }

// A point just outside the given edge (0 top, 1 right, 2 bottom, 3 left).
cv::Point2f outside(const TableScript& s, Rng& rng, int edge, float margin) {
  const auto w = static_cast<float>(s.size.width), h = static_cast<float>(s.size.height);
  const auto a = static_cast<float>(rng.uniform(0.25, 0.75));
  switch (edge) {
    case 0: return {a * w, -margin};
    case 1: return {w + margin, a * h};
    case 2: return {a * w, h + margin};
    default: return {-margin, a * h};
  }
}

class ScriptBuilder {
 public:
  ScriptBuilder(std::uint64_t seed, cv::Size size, double fps) : rng_(seed) {
    s_.seed = seed;
    s_.size = size;
    s_.fps = fps;
    s_.die_side = 0.045f * static_cast<float>(size.width);
    s_.flicker = rng_.uniform(0, 0.06);
    s_.flicker_hz = rng_.uniform(0.3, 2.5);
    s_.noise_sigma = rng_.uniform(1, 3);
  }

  // Throws 1..5 dice starting at `start`; returns the index of the truth event.
  std::size_t throw_dice(double start) {
    const int n = rng_.integer(1, 5);
    const int edge = rng_.integer(0, 3);
    std::vector<cv::Point2f> spots;
    const auto w = static_cast<float>(s_.size.width), h = static_cast<float>(s_.size.height);
    while (static_cast<int>(spots.size()) < n) {
      const cv::Point2f p{static_cast<float>(rng_.uniform(0.15, 0.85)) * w, static_cast<float>(rng_.uniform(0.2, 0.8)) * h};
      bool free = true;
      for (const auto& q : spots) free = free && cv::norm(p - q) > 2.4 * s_.die_side;
      if (free) spots.push_back(p);
    }
    TruthEvent truth{"roll", 0, 0, {}};
    table_.clear();
    for (const auto& spot : spots) {
      DieTrack d;
      d.value = rng_.integer(1, 6);
      d.t_in = start + rng_.uniform(0, 0.15);
      d.t_rest = d.t_in + rng_.uniform(0.8, 1.3);
      d.from = outside(s_, rng_, edge, s_.die_side);
      d.rest = spot;
      d.spin = static_cast<float>(rng_.uniform(360, 900) * (rng_.chance(0.5) ? 1 : -1));
      d.rest_angle = static_cast<float>(rng_.uniform(0, 90));
      for (int i = 0; i < 16; ++i) d.tumble.push_back(rng_.integer(1, 6));
      truth.values.push_back(d.value);
      table_.push_back(s_.dice.size());
      s_.dice.push_back(d);
    }
    if (rng_.chance(0.5)) {  // the throwing hand reaches in and withdraws
      HandTrack hand;
      hand.t0 = start - 0.25;
      hand.t1 = start + 0.35;
      hand.from = outside(s_, rng_, edge, 2 * hand_radius(s_));
      hand.via = hand.from + (cv::Point2f(w / 2, h / 2) - hand.from) * 0.3f;
      hand.to = hand.from;
      hand.skin = skin();
      s_.hands.push_back(hand);
    }
    std::sort(truth.values.begin(), truth.values.end());
    s_.truth.push_back(truth);
    return s_.truth.size() - 1;
  }

  // A hand crossing the table from edge to edge through `through`, taking `duration` seconds.
  HandTrack crossing(double start, cv::Point2f through, double duration) {
    const double angle = rng_.uniform(0, 2 * kPi);
    const auto reach = static_cast<float>(std::hypot(s_.size.width, s_.size.height)) + 2 * hand_radius(s_);
    HandTrack hand;
    hand.t0 = start;
    hand.t1 = start + duration;
    hand.from = through - unit(angle) * reach;
    hand.via = through;
    hand.to = through + unit(angle) * reach;
    hand.skin = skin();
    return hand;
  }

  void pass(double start) {
    s_.hands.push_back(crossing(start, table_centre(), rng_.uniform(1.6, 2.4)));
  }

  // Returns when the hand has reached the last die.
  double sweep(double start) {
    HandTrack hand = crossing(start, table_centre(), rng_.uniform(1.8, 2.6));
    const cv::Point2f dir = (hand.to - hand.from) / static_cast<float>(cv::norm(hand.to - hand.from));
    const double speed = 2 * cv::norm(hand.via - hand.from) / (hand.t1 - hand.t0);
    for (std::size_t i : table_) {
      DieTrack& d = s_.dice[i];
      // The palm's leading edge reaches the die when the palm is one radius short of it.
      const double along = (d.rest - hand.from).dot(dir) - 0.9 * hand_radius(s_);
      d.t_contact = std::max(d.t_rest, hand.t0 + along / speed);
      d.push = dir * static_cast<float>(speed);
    }
    double last_contact = start;
    for (std::size_t i : table_) last_contact = std::max(last_contact, s_.dice[i].t_contact);
    table_.clear();
    s_.hands.push_back(hand);
    return last_contact;
  }

  TableScript build() {
    double t = rng_.uniform(0.5, 1.0);
    const int actions = rng_.integer(2, 5);
    std::size_t truth = throw_dice(t);
    t = settle(t, truth);
    for (int a = 1; a < actions; ++a) {
      t += rng_.uniform(1.0, 1.8);
      const double r = rng_.uniform(0, 1);
      if (table_.empty()) {
        truth = throw_dice(t);
        t = settle(t, truth);
      } else if (r < 0.3) {
        pass(t);
        t = last_motion(s_, t, t + 4);
      } else if (r < 0.6) {
        sweep(t);
        s_.truth.push_back({"cleared", 0, 0, {}});
        t = settle(t, s_.truth.size() - 1);
      } else {
        // Pick the dice up and throw again: one continuous motion, no `cleared`.
        const double contact = sweep(t);
        truth = throw_dice(contact + 0.2);
        t = settle(t, truth);
      }
    }
    if (rng_.chance(0.3)) {
      // The recording stops while the next throw is still tumbling.
      const double start = t + rng_.uniform(1.0, 1.6);
      table_.clear();
      throw_dice(start);
      s_.truth.pop_back();
      s_.duration = start + rng_.uniform(0.35, 0.6);
      s_.ends_in_motion = true;
    } else {
      s_.duration = t + rng_.uniform(1.3, 1.8);
    }
    finish();
    return s_;
  }

 private:
  double settle(double start, std::size_t truth) {
    const double end = last_motion(s_, start, start + 5);
    s_.truth[truth].rest_from = end;
    return end;
  }

  cv::Point2f table_centre() {
    cv::Point2f c(0, 0);
    for (std::size_t i : table_) c += s_.dice[i].rest;
    if (table_.empty()) return {static_cast<float>(s_.size.width) / 2, static_cast<float>(s_.size.height) / 2};
    return c / static_cast<float>(table_.size());
  }

  cv::Scalar skin() { return {rng_.uniform(90, 130), rng_.uniform(140, 170), rng_.uniform(200, 235)}; }

  // Motion intervals sampled at the frame times; each truth event is still until the next one.
  void finish() {
    const long frames = s_.frame_count();
    bool moving = false;
    for (long i = 0; i < frames; ++i) {
      const double t = static_cast<double>(i) / s_.fps;
      const bool now = anything_moving(s_, t);
      if (now && !moving) s_.motion.push_back({t, t});
      if (now) s_.motion.back().second = t;
      moving = now;
    }
    for (auto& truth : s_.truth) {
      truth.still_until = s_.duration;
      for (const auto& [from, to] : s_.motion) {
        if (from > truth.rest_from + 1e-9) {
          truth.still_until = from;
          break;
        }
      }
    }
  }

  Rng rng_;
  TableScript s_;
  std::vector<std::size_t> table_;  // dice at rest on the table
};

// Pip positions in units of a quarter die side, per face.
const std::array<std::vector<cv::Point2f>, 7> kPips{{
    {},
    {{0, 0}},
    {{-1, -1}, {1, 1}},
    {{-1, -1}, {0, 0}, {1, 1}},
    {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
    {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
    {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}};

constexpr int kShift = 4;  // sub-pixel drawing: coordinates in 1/16 pixel
cv::Point fixed(cv::Point2f p) { return {cvRound(p.x * (1 << kShift)), cvRound(p.y * (1 << kShift))}; }

std::vector<cv::Point> rounded_square(cv::Point2f c, float side, float angle_degrees, cv::Point2f offset = {}) {
  const float half = side / 2, corner = 0.18f * side;
  const double a = angle_degrees * kPi / 180;
  const auto ca = static_cast<float>(std::cos(a)), sa = static_cast<float>(std::sin(a));
  std::vector<cv::Point> pts;
  const std::array<cv::Point2f, 4> centres{{{half - corner, half - corner}, {-(half - corner), half - corner},
                                            {-(half - corner), -(half - corner)}, {half - corner, -(half - corner)}}};
  for (int k = 0; k < 4; ++k) {
    for (int j = 0; j <= 4; ++j) {
      const double phi = (k * 90 + j * 22.5) * kPi / 180;
      const cv::Point2f local = centres[k] + cv::Point2f(static_cast<float>(std::cos(phi)), static_cast<float>(std::sin(phi))) * corner;
      pts.push_back(fixed(c + offset + cv::Point2f(local.x * ca - local.y * sa, local.x * sa + local.y * ca)));
    }
  }
  return pts;
}

void draw_hand(cv::Mat& image, cv::Point2f palm, cv::Point2f dir, float r, const cv::Scalar& skin) {
  const double angle = std::atan2(dir.y, dir.x) * 180 / kPi;
  const cv::Scalar shadow(25, 50, 22);
  cv::ellipse(image, fixed(palm + cv::Point2f(0.25f * r, 0.35f * r)), cv::Size(cvRound(r * 16), cvRound(0.8 * r * 16)),
              angle, 0, 360, shadow, cv::FILLED, cv::LINE_AA, kShift);
  const cv::Point2f side(-dir.y, dir.x);
  for (int f = -2; f <= 1; ++f) {
    const cv::Point2f tip = palm + dir * (1.25f * r) + side * (0.22f * r * (static_cast<float>(f) + 0.5f));
    cv::ellipse(image, fixed(tip), cv::Size(cvRound(0.45 * r * 16), cvRound(0.1 * r * 16)), angle, 0, 360, skin,
                cv::FILLED, cv::LINE_AA, kShift);
  }
  cv::ellipse(image, fixed(palm + side * (0.8f * r) + dir * (0.4f * r)), cv::Size(cvRound(0.4 * r * 16), cvRound(0.12 * r * 16)),
              angle + 45, 0, 360, skin, cv::FILLED, cv::LINE_AA, kShift);
  cv::ellipse(image, fixed(palm), cv::Size(cvRound(r * 16), cvRound(0.8 * r * 16)), angle, 0, 360, skin, cv::FILLED,
              cv::LINE_AA, kShift);
}

}  // namespace

long TableScript::frame_count() const { return static_cast<long>(std::floor(duration * fps)) + 1; }

TableScript random_script(std::uint64_t seed, cv::Size size, double fps) {
  return ScriptBuilder(seed, size, fps).build();
}

void draw_die(cv::Mat& image, cv::Point2f center, float side, float angle_degrees, int value) {
  const cv::Scalar shadow(25, 50, 22), body(228, 234, 236), pip(35, 32, 30);
  const std::vector<cv::Point> shade = rounded_square(center, side, angle_degrees, {0.08f * side, 0.1f * side});
  cv::fillConvexPoly(image, shade, shadow, cv::LINE_AA, kShift);
  cv::fillConvexPoly(image, rounded_square(center, side, angle_degrees), body, cv::LINE_AA, kShift);
  const double a = angle_degrees * kPi / 180;
  const auto ca = static_cast<float>(std::cos(a)), sa = static_cast<float>(std::sin(a));
  const float unit_step = 0.27f * side;
  for (const auto& p : kPips[static_cast<std::size_t>(std::clamp(value, 1, 6))]) {
    const cv::Point2f local = p * unit_step;
    const cv::Point2f at = center + cv::Point2f(local.x * ca - local.y * sa, local.x * sa + local.y * ca);
    cv::circle(image, fixed(at), cvRound(0.085 * side * 16), pip, cv::FILLED, cv::LINE_AA, kShift);
  }
}

TableRenderer::TableRenderer(TableScript script) : script_(std::move(script)) {
  const cv::Size size = script_.size;
  cv::RNG rng(script_.seed + 7);
  // Felt: a base green, slow blotches, fixed grain and a vignette.
  cv::Mat base(size, CV_32FC3, cv::Scalar(55, 105, 48));
  cv::Mat blotch(9, 16, CV_32FC1);
  rng.fill(blotch, cv::RNG::UNIFORM, -10, 10);
  cv::resize(blotch, blotch, size, 0, 0, cv::INTER_CUBIC);
  cv::Mat grain(size, CV_32FC1);
  rng.fill(grain, cv::RNG::NORMAL, 0, 4);
  cv::Mat shade = blotch + grain;
  cv::Mat shade3;
  cv::merge(std::vector<cv::Mat>{shade, shade, shade}, shade3);
  base += shade3;
  cv::Mat vignette(size, CV_32FC3);
  for (int y = 0; y < size.height; ++y) {
    for (int x = 0; x < size.width; ++x) {
      const double dx = (x - size.width / 2.0) / size.width, dy = (y - size.height / 2.0) / size.height;
      const auto v = static_cast<float>(1 - 0.5 * (dx * dx + dy * dy));
      vignette.at<cv::Vec3f>(y, x) = {v, v, v};
    }
  }
  base = base.mul(vignette);
  base.convertTo(background_, CV_8UC3);
  for (int i = 0; i < 6; ++i) {
    cv::Mat noise(size, CV_16SC3);
    rng.fill(noise, cv::RNG::NORMAL, 0, script_.noise_sigma);
    cv::Mat plus, minus;
    cv::max(noise, 0, plus);
    cv::max(-noise, 0, minus);
    plus.convertTo(plus, CV_8UC3);
    minus.convertTo(minus, CV_8UC3);
    noise_plus_.push_back(plus);
    noise_minus_.push_back(minus);
  }
}

void TableRenderer::render(long index, cv::Mat& out) const {
  const TableScript& s = script_;
  const double t = static_cast<double>(index) / s.fps;
  background_.copyTo(out);
  for (const auto& d : s.dice) {
    const DieState st = die_state(d, t);
    if (st.present && near_frame(s, st.center, s.die_side)) draw_die(out, st.center, s.die_side, st.angle, st.face);
  }
  for (const auto& h : s.hands) {
    if (!hand_visible(s, h, t)) continue;
    // Fingers point where the hand reaches to, also while it withdraws.
    const cv::Point2f dir = (h.via - h.from) / static_cast<float>(std::max(1e-3, cv::norm(h.via - h.from)));
    draw_hand(out, hand_position(h, t), dir, hand_radius(s), h.skin);
  }
  const auto k = static_cast<std::size_t>((static_cast<std::uint64_t>(index) * 2654435761u + s.seed) % noise_plus_.size());
  cv::add(out, noise_plus_[k], out);
  cv::subtract(out, noise_minus_[k], out);
  const double jitter = std::sin(static_cast<double>(index) * 12.9898 + static_cast<double>(s.seed)) * 0.01;
  const double gain = 1 + s.flicker * std::sin(2 * kPi * s.flicker_hz * t) + jitter;
  out.convertTo(out, -1, gain);
}

cv::Mat TableRenderer::render(long index) const {
  cv::Mat out;
  render(index, out);
  return out;
}

SyntheticSource::SyntheticSource(TableScript script) : renderer_(std::move(script)) {}

std::optional<Frame> SyntheticSource::next() {
  if (index_ >= renderer_.script().frame_count()) {
    end_ = SourceEnd::finished;
    return std::nullopt;
  }
  Frame frame;
  renderer_.render(index_, frame.image);
  frame.t = static_cast<double>(index_) / renderer_.script().fps;
  frame.index = index_++;
  return frame;
}

}  // namespace scriptorium::vision::synthetic
