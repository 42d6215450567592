// Colour naming with the contract's words (cli.md "Dice recognition": color).
#include <vector>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/dice/die_color.hpp"

namespace sv = scriptorium::vision;

// Typical die colours (BGR) and the name a person gives them.
TEST(DiceColor, TypicalDieColoursGetTheirNames) {
  EXPECT_EQ(sv::color_name({240, 240, 240}), "white");
  EXPECT_EQ(sv::color_name({190, 225, 238}), "ivory");
  EXPECT_EQ(sv::color_name({25, 25, 25}), "black");
  EXPECT_EQ(sv::color_name({40, 40, 200}), "red");
  EXPECT_EQ(sv::color_name({170, 70, 30}), "blue");
  EXPECT_EQ(sv::color_name({60, 150, 40}), "green");
  EXPECT_EQ(sv::color_name({150, 160, 30}), "green");  // teal, hue 175: green to a person, up to cyan
  EXPECT_EQ(sv::color_name({170, 130, 30}), "blue");   // hue 197
  EXPECT_EQ(sv::color_name({40, 205, 235}), "yellow");
  EXPECT_EQ(sv::color_name({30, 130, 240}), "orange");
  EXPECT_EQ(sv::color_name({140, 40, 110}), "purple");
  EXPECT_EQ(sv::color_name({128, 128, 128}), "gray");
}

// A white die under a warm lamp (blue and green weaker) looks orange; the lamp's white balance
// gives it back its name without darkening it, and leaves a red die red.
TEST(DiceColor, WhiteBalanceUndoesALampsCastWithoutDarkening) {
  const cv::Vec3f lamp(0.55f, 0.8f, 1.f);
  const auto under_lamp = [&](cv::Vec3b c) {
    return cv::Vec3b(cv::saturate_cast<uchar>(c[0] * lamp[0]), cv::saturate_cast<uchar>(c[1] * lamp[1]),
                     c[2]);
  };
  const float level = (lamp[0] + lamp[1] + lamp[2]) / 3;  // a profile's gains keep the white's mean
  const cv::Vec3f gains(level / lamp[0], level / lamp[1], level / lamp[2]);
  const cv::Vec3b white = under_lamp({235, 235, 235});
  EXPECT_EQ(sv::color_name(white), "orange");
  const cv::Vec3b balanced = sv::white_balanced(white, gains);
  EXPECT_EQ(sv::color_name(balanced), "white");
  EXPECT_NEAR(balanced[2], 235, 1);  // the brightest channel kept: nothing darker than the die was
  EXPECT_EQ(sv::color_name(sv::white_balanced(under_lamp({40, 40, 200}), gains)), "red");
  EXPECT_EQ(sv::white_balanced(white, {1.f, 1.f, 1.f}), white);
  EXPECT_EQ(sv::white_balanced(white, {0.f, 1.f, 1.f}), white);  // not gains: as seen
}

// An image (a taught face's sample) is balanced pixel by pixel as one colour is, saturating.
TEST(DiceColor, WhiteBalanceOfAnImageIsThatOfEachPixel) {
  const cv::Vec3f gains(1.8f, 1.25f, 1.f);
  cv::Mat3b sample(2, 2, cv::Vec3b(130, 190, 240));
  sample(1, 1) = cv::Vec3b(200, 60, 20);  // its blue channel clips
  const cv::Mat3b balanced = sv::white_balanced(sample, gains);
  ASSERT_EQ(balanced.size(), sample.size());
  for (int y = 0; y < 2; ++y)
    for (int x = 0; x < 2; ++x)
      EXPECT_EQ(balanced(y, x), sv::white_balanced(sample(y, x), gains)) << x << "," << y;
  EXPECT_EQ(balanced(1, 1)[0], 255);
  cv::Mat3b unchanged = sv::white_balanced(sample, {2.f, 2.f, 2.f});  // no cast to undo
  EXPECT_EQ(cv::norm(unchanged, sample, cv::NORM_INF), 0.0);
  unchanged(0, 0) = cv::Vec3b(0, 0, 0);
  EXPECT_EQ(sample(0, 0), cv::Vec3b(130, 190, 240));  // a copy, not the sample itself
}

// A dark photo's white die is gray until its brightness is raised; raising it leaves pale ivory
// ivory (the channels are not scaled, so none clips), and a hue too faint to name is not named:
// a smoke die's reddish-dark plastic is black, a navy die's dark but deep blue is blue.
TEST(DiceColor, BrightnessAndFaintHues) {
  EXPECT_EQ(sv::color_name({170, 170, 170}), "gray");
  EXPECT_EQ(sv::color_name({170, 170, 170}, 1.3f), "white");
  EXPECT_EQ(sv::color_name({156, 182, 192}, 1.25f), "ivory");
  EXPECT_EQ(sv::color_name({55, 52, 72}), "black");       // chroma 17
  EXPECT_EQ(sv::color_name({55, 52, 72}, 1.4f), "gray");  // brighter, still faint: named by brightness
  EXPECT_EQ(sv::color_name({90, 40, 20}), "blue");        // chroma 70
  EXPECT_EQ(sv::color_name({40, 40, 200}), "red");
}

// The gain puts the white point (the 99th percentile of the brightest channel) at 235, only ever
// brightening, at most 1.6 times.
TEST(DiceColor, ExposureGainLiftsADarkPhotosWhitePoint) {
  cv::Mat dark(200, 200, CV_8UC3, cv::Scalar(90, 100, 120));
  dark(cv::Rect(0, 0, 200, 20)).setTo(cv::Scalar(150, 170, 188));  // 10 % white-ish: the white point
  EXPECT_NEAR(sv::exposure_gain(dark), 235.f / 188.f, 1e-4);
  EXPECT_FLOAT_EQ(sv::exposure_gain(cv::Mat(100, 100, CV_8UC3, cv::Scalar(250, 250, 250))), 1.f);
  EXPECT_FLOAT_EQ(sv::exposure_gain(cv::Mat(100, 100, CV_8UC3, cv::Scalar(0, 0, 0))), 1.6f);
  EXPECT_FLOAT_EQ(sv::exposure_gain(cv::Mat(100, 100, CV_8UC3, cv::Scalar(20, 30, 40))), 1.6f);
  EXPECT_FLOAT_EQ(sv::exposure_gain(cv::Mat()), 1.f);
}

TEST(DiceColor, BodyColourIgnoresPips) {
  // A red face with five white pips covering a minority of the centre.
  cv::Mat face(40, 40, CV_8UC3, cv::Scalar(40, 40, 200));
  for (const cv::Point p : {cv::Point(10, 10), cv::Point(30, 10), cv::Point(20, 20), cv::Point(10, 30), cv::Point(30, 30)})
    cv::circle(face, p, 4, cv::Scalar(240, 240, 240), cv::FILLED);
  EXPECT_EQ(sv::color_name(sv::die_body_color(face, {20.f, 20.f}, 40.f)), "red");
}

// A smoke die: a dark gray body, six dark red pips over a third of the centre, camera noise. The
// histogram's block of bins holds both colours and its mean is a dark red; the peak is the body.
TEST(DiceColor, TheBodyColoursPeakIsASmokeDiesBodyNotItsPips) {
  cv::Mat face(60, 60, CV_8UC3, cv::Scalar(50, 52, 62));
  for (const cv::Point p : {cv::Point(15, 15), cv::Point(45, 15), cv::Point(15, 30), cv::Point(45, 30),
                            cv::Point(15, 45), cv::Point(45, 45)})
    cv::circle(face, p, 7, cv::Scalar(40, 40, 115), cv::FILLED);
  cv::Mat noise(face.size(), CV_16SC3);
  cv::RNG(1).fill(noise, cv::RNG::NORMAL, 0, 5);
  face.convertTo(face, CV_16SC3);
  face += noise;
  face.convertTo(face, CV_8UC3);
  const cv::Vec3b block = sv::die_body_color(face, {30.f, 30.f}, 60.f);
  const cv::Vec3b peak = sv::body_color_peak(face, {30.f, 30.f}, 60.f, block);
  EXPECT_EQ(sv::color_name(block), "red");  // what the block's mean alone names it
  EXPECT_EQ(sv::color_name(peak), "black");
  EXPECT_LT(cv::norm(cv::Vec3d(peak[0], peak[1], peak[2]) - cv::Vec3d(50, 52, 62)), 6.0);
}

// A face of one colour is its own peak, and a patch outside the image leaves the estimate as it was.
TEST(DiceColor, TheBodyColoursPeakOfAPlainFaceIsItsColour) {
  const cv::Mat face(30, 30, CV_8UC3, cv::Scalar(170, 70, 30));
  EXPECT_EQ(sv::body_color_peak(face, {15.f, 15.f}, 30.f, cv::Vec3b(160, 80, 40)), cv::Vec3b(170, 70, 30));
  EXPECT_EQ(sv::body_color_peak(face, {-100.f, -100.f}, 30.f, cv::Vec3b(128, 128, 128)), cv::Vec3b(128, 128, 128));
}

TEST(DiceColor, BodyColourNearTheImageEdgeIsSafe) {
  cv::Mat face(20, 20, CV_8UC3, cv::Scalar(170, 70, 30));
  EXPECT_EQ(sv::color_name(sv::die_body_color(face, {0.f, 0.f}, 30.f)), "blue");
  EXPECT_EQ(sv::color_name(sv::die_body_color(face, {-100.f, -100.f}, 30.f)), "gray");  // nothing to see
}

// Three dice read as Discordia's blue, red and yellow get those three colours by their hues, even
// where a lamp made the yellow one orange and a dark photo the blue one black; any other count,
// or a colour without a hue, leaves the names as they were.
TEST(DiceColor, KnownColoursGoToTheNearestHues) {
  const auto die = [](cv::Vec3b body, const char* named) {
    sv::DieReading r;
    r.body = body;
    r.color = named;
    return r;
  };
  std::vector<sv::DieReading> dice{die({20, 120, 230}, "orange"), die({70, 25, 20}, "black"),
                                   die({40, 40, 200}, "red")};
  ASSERT_TRUE(sv::assign_known_colors(dice, {"blue", "red", "yellow"}));
  EXPECT_EQ(dice[0].color, "yellow");
  EXPECT_EQ(dice[1].color, "blue");
  EXPECT_EQ(dice[2].color, "red");

  std::vector<sv::DieReading> two{die({20, 120, 230}, "orange"), die({40, 40, 200}, "red")};
  EXPECT_FALSE(sv::assign_known_colors(two, {"blue", "red", "yellow"}));
  EXPECT_EQ(two[0].color, "orange");
  EXPECT_FALSE(sv::assign_known_colors(dice, {"white", "red", "yellow"}));
  EXPECT_FALSE(sv::assign_known_colors(dice, {}));
}
