// `scriptorium dice read` and `dice eval` from outside, as a script would use them (cli.md).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include "engine/core/base64.hpp"
#include "tests/support/lamp_profile.hpp"
#include "tests/support/run_command.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/synth/dice_scene.hpp"

using scriptorium::test::quote;
using scriptorium::test::run_command;
using scriptorium::test::TempDir;
namespace sv = scriptorium::vision;

namespace {

using scriptorium::test::kCli;
const std::string kPhoto =
    std::string(SCRIPTORIUM_SHARED_DIR) + "/datasets/real-d6/train/IMG_20191209_095336.jpg";

std::vector<nlohmann::json> json_lines(const std::string& text) {
  std::vector<nlohmann::json> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(nlohmann::json::parse(line));
  return out;
}

// Copies kPhoto and its label into `dir`; returns their name without extension.
std::string copy_photo_and_label(const TempDir& dir) {
  const std::string name = std::filesystem::path(kPhoto).stem().string();
  std::filesystem::copy_file(kPhoto, dir.file(name + ".jpg"));
  std::filesystem::copy_file(
      std::string(SCRIPTORIUM_SHARED_DIR) + "/datasets/real-d6/train/" + name + ".json",
      dir.file(name + ".json"));
  return name;
}

}  // namespace

TEST(DiceCli, ReadPrintsTheContractKeys) {
  const auto r = run_command(kCli + " dice read " + quote(kPhoto) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto docs = json_lines(r.out);
  ASSERT_EQ(docs.size(), 1u);
  const auto& doc = docs[0];
  EXPECT_EQ(doc.at("image"), kPhoto);
  EXPECT_EQ(doc.at("width"), 640);
  EXPECT_EQ(doc.at("height"), 640);
  EXPECT_TRUE(doc.at("elapsed_ms").is_number());
  ASSERT_FALSE(doc.at("dice").empty());
  const std::vector<std::string> colours{"white", "ivory", "black", "red", "blue", "green", "yellow", "orange",
                                         "purple", "gray"};
  for (const auto& d : doc.at("dice")) {
    EXPECT_EQ(d.at("kind"), "d6");
    const auto& v = d.at("value");
    EXPECT_TRUE(v.is_null() || (v.is_number_integer() && v.get<int>() >= 1 && v.get<int>() <= 6));
    EXPECT_NE(std::find(colours.begin(), colours.end(), d.at("color").get<std::string>()), colours.end());
    EXPECT_EQ(d.at("center").size(), 2u);
    EXPECT_EQ(d.at("box").size(), 4u);
    const double c = d.at("confidence").get<double>();
    EXPECT_TRUE(c >= 0.0 && c <= 1.0);
  }
  // Confidences print with at most three decimals, centres with one (no 0.5680000000000001).
  EXPECT_FALSE(std::regex_search(r.out, std::regex(R"re("confidence":[0-9]+\.[0-9]{4,})re"))) << r.out;
  EXPECT_FALSE(std::regex_search(r.out, std::regex(R"re("center":\[[^\]]*[0-9]\.[0-9]{2,})re"))) << r.out;
}

TEST(DiceCli, SeveralImagesGiveJsonLinesAndUnreadableOnesAnErrorLine) {
  TempDir dir;
  dir.write("junk.jpg", "not a picture");
  const auto r = run_command(kCli + " dice read " + quote(kPhoto) + " " + quote(dir.file("junk.jpg")) + " " +
                             quote(kPhoto) + " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(json_lines(r.out).size(), 2u);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("junk.jpg"), std::string::npos) << r.err;
}

TEST(DiceCli, EmptyFileIsBadInput) {
  TempDir dir;
  dir.write("empty.png", "");
  const auto r = run_command(kCli + " dice read " + quote(dir.file("empty.png")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "error: empty image file (" + dir.file("empty.png") + ")\n");
}

TEST(DiceCli, HumanOutputIsATableNotJson) {
  const auto r = run_command(kCli + " dice read " + quote(kPhoto));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.find('{'), std::string::npos);
  EXPECT_NE(r.out.find("confidence"), std::string::npos);
}

TEST(DiceCli, UnknownSetIsBadInput) {
  const auto r = run_command(kCli + " dice read " + quote(kPhoto) + " --set martian");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("martian"), std::string::npos);
}

// Discordia's three coloured dice are pip d6 (discordia spec §1.2, an assumption of the spec):
// its set reads exactly what the pip reader reads.
TEST(DiceCli, DiscordiaSetReadsThePipDice) {
  const auto pips = run_command(kCli + " dice read " + quote(kPhoto) + " --set d6 --json");
  const auto discordia = run_command(kCli + " dice read " + quote(kPhoto) + " --set Discordia --json");
  ASSERT_EQ(pips.exit_code, 0) << pips.err;
  ASSERT_EQ(discordia.exit_code, 0) << discordia.err;
  const auto expected = json_lines(pips.out).at(0).at("dice");
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(json_lines(discordia.out).at(0).at("dice"), expected);
}

// Medioevo's dice are numeral d4, d6 and d8: its set reads them with the numeral networks (how
// well is measured by dice_numeral_test), reporting each die's kind.
TEST(DiceCli, MedioevoSetReadsNumeralDice) {
  TempDir dir;
  sv::SceneOptions opt;
  opt.solids = {sv::synth::SolidKind::d4, sv::synth::SolidKind::d6, sv::synth::SolidKind::d8};
  const auto scene = sv::render_dice_scene(800, opt);
  const std::string photo = dir.file("battle.png");
  ASSERT_TRUE(cv::imwrite(photo, scene.image));
  const auto r = run_command(kCli + " dice read " + quote(photo) + " --set medioevo --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto dice = json_lines(r.out).at(0).at("dice");
  ASSERT_GE(dice.size(), scene.dice.size() / 2);
  for (const auto& d : dice) {
    const std::string kind = d.at("kind");
    EXPECT_TRUE(kind == "d4" || kind == "d6" || kind == "d8") << d.dump();
  }
}

// White dice under a warm lamp look orange; read with the profile calibrated under that lamp (its
// white balance as `calibrate board` stores it) they are white again.
TEST(DiceCli, ReadWithAProfileNamesColoursUnderItsWhiteBalance) {
  TempDir dir;
  sv::SceneOptions opt;
  opt.palette = 0;  // every die white
  opt.light_bgr = {0.55, 0.8, 1.0};
  const auto scene = sv::render_dice_scene(910000, opt);
  const std::string photo = dir.file("lamp.png");
  ASSERT_TRUE(cv::imwrite(photo, scene.image));
  dir.write("lamp.json",
            nlohmann::json{{"colors", scriptorium::test::colours_calibrated_under(opt.light_bgr)}}.dump());
  const auto whites = [&](const std::string& extra) {
    const auto r = run_command(kCli + " dice read " + quote(photo) + extra + " --json");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto docs = json_lines(r.out);
    int n = 0;
    for (const auto& d : docs.at(0).at("dice")) n += d.at("color") == "white";
    return n;
  };
  EXPECT_EQ(whites(""), 0);
  EXPECT_GE(whites(" --profile " + quote(dir.file("lamp.json"))), static_cast<int>(scene.dice.size()) - 1);
}

// A profile that is not there, or whose gains cannot be, is bad input, not ignored.
TEST(DiceCli, ReadWithAMissingOrBrokenProfileIsBadInput) {
  TempDir dir;
  const auto missing = run_command(kCli + " --db " + quote(dir.file("s.db")) + " dice read " + quote(kPhoto) +
                                   " --set d6 --profile nosuch");
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("nosuch"), std::string::npos) << missing.err;
  EXPECT_FALSE(std::filesystem::exists(dir.file("s.db")));
  dir.write("broken.json", R"({"colors": {"white_balance": {"gains_bgr": [0, 1, 1]}}})");
  const auto broken =
      run_command(kCli + " dice read " + quote(kPhoto) + " --profile " + quote(dir.file("broken.json")));
  EXPECT_EQ(broken.exit_code, 2);
  EXPECT_NE(broken.err.find("/colors/white_balance/gains_bgr/0"), std::string::npos) << broken.err;
  EXPECT_EQ(std::count(broken.err.begin(), broken.err.end(), '\n'), 1) << broken.err;
  EXPECT_TRUE(broken.out.empty()) << broken.out;
}

TEST(DiceCli, BuiltInSetsCannotBeTaught) {
  for (const std::string set : {"d6", "auto", "discordia", "medioevo"}) {
    const auto r = run_command(kCli + " dice teach --set " + set + " --face x " + quote(kPhoto));
    EXPECT_EQ(r.exit_code, 2) << set;
    EXPECT_NE(r.err.find("built in"), std::string::npos) << set << ": " << r.err;
  }
}

TEST(DiceCli, EvalOnGeneratedFolderReportsMetricsConfusionConfidenceAndColours) {
  // Two synthetic scenes written in the real-d6 label format, the opaque dice's colours named.
  TempDir dir;
  int total = 0, coloured = 0;
  for (std::uint64_t seed : {7u, 8u}) {
    const auto scene = scriptorium::vision::render_dice_scene(seed);
    const std::string name = "s" + std::to_string(seed);
    cv::imwrite(dir.file(name + ".png"), scene.image);
    nlohmann::json label = {{"image", name + ".png"}, {"width", 640}, {"height", 640}, {"dice", nlohmann::json::array()}};
    for (const auto& d : scene.dice) {
      label["dice"].push_back({{"value", std::stoi(d.value)},
                               {"box", {d.box.x, d.box.y, d.box.width, d.box.height}},
                               {"center", {d.center.x, d.center.y}}});
      if (!d.color.empty()) label["dice"].back()["color"] = d.color;
      ++total;
      coloured += !d.color.empty();
    }
    dir.write(name + ".json", label.dump());
  }
  const auto r = run_command(kCli + " dice eval " + quote(dir.path()) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc.at("images"), 2);
  EXPECT_EQ(doc.at("truth"), total);
  for (const char* key : {"precision", "recall", "value_accuracy"}) {
    const double v = doc.at(key).get<double>();
    EXPECT_TRUE(v >= 0.0 && v <= 1.0) << key;
  }
  const auto& confusion = doc.at("confusion");
  int counted = 0;
  for (const auto& row : confusion.at("counts"))
    for (const auto& n : row) counted += n.get<int>();
  EXPECT_EQ(counted, total);  // every labelled die lands in exactly one cell
  EXPECT_EQ(confusion.at("columns").back(), "missed");
  // Every matched die lands in exactly one confidence bin, the bins cover 0..1 edge to edge.
  const auto& bins = doc.at("confidence").at("bins");
  int binned = 0;
  double edge = 0.0;
  for (const auto& b : bins) {
    binned += b.at("dice").get<int>();
    EXPECT_LE(b.at("right").get<int>(), b.at("dice").get<int>());
    EXPECT_DOUBLE_EQ(b.at("from").get<double>(), edge);
    edge = b.at("to").get<double>();
  }
  EXPECT_DOUBLE_EQ(edge, 1.0);
  EXPECT_EQ(binned, doc.at("matched").get<int>());
  const double error = doc.at("confidence").at("calibration_error").get<double>();
  EXPECT_TRUE(error >= 0.0 && error <= 1.0) << error;
  // Every labelled colour of a matched die is named right or listed as a mistake.
  const auto& colours = doc.at("color");
  ASSERT_GT(coloured, 0);
  EXPECT_LE(colours.at("labelled").get<int>(), coloured);
  EXPECT_GE(colours.at("labelled").get<int>(), coloured - (total - doc.at("matched").get<int>()));
  int mistaken = 0;
  for (const auto& m : colours.at("mistakes")) mistaken += m.at("dice").get<int>();
  EXPECT_EQ(colours.at("right").get<int>() + mistaken, colours.at("labelled").get<int>());
  // Every die not read right is listed once: the labelled ones not right, then the false ones.
  const auto& wrong = doc.at("wrong_dice");
  int listed_false = 0;
  for (const auto& w : wrong) {
    const std::string what = w.at("what");
    EXPECT_TRUE(what == "missed" || what == "misread" || what == "uncertain" || what == "false") << what;
    EXPECT_EQ(w.at("labelled").is_null(), what == "false") << w.dump();
    EXPECT_EQ(w.at("read").is_null(), what == "missed") << w.dump();
    EXPECT_EQ(w.at("confidence").is_null(), what == "missed") << w.dump();
    EXPECT_TRUE(std::filesystem::exists(w.at("image").get<std::string>())) << w.dump();
    listed_false += what == "false";
  }
  EXPECT_EQ(static_cast<int>(wrong.size()) - listed_false, total - doc.at("correct").get<int>());
  EXPECT_EQ(listed_false, doc.at("detections").get<int>() - doc.at("matched").get<int>());
}

// --list-wrong names each die read wrong in the text output: here the labels of one scene are
// all one pip off, so every die of it is listed, under its image's name, with the label's value.
TEST(DiceCli, EvalListsTheDiceReadWrong) {
  TempDir dir;
  const auto scene = scriptorium::vision::render_dice_scene(7);
  cv::imwrite(dir.file("off.png"), scene.image);
  nlohmann::json label = {{"image", "off.png"}, {"dice", nlohmann::json::array()}};
  for (const auto& d : scene.dice)
    label["dice"].push_back({{"value", std::stoi(d.value) % 6 + 1},
                             {"box", {d.box.x, d.box.y, d.box.width, d.box.height}},
                             {"center", {d.center.x, d.center.y}}});
  dir.write("off.json", label.dump());
  const auto json = run_command(kCli + " dice eval " + quote(dir.path()) + " --json");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const auto doc = nlohmann::json::parse(json.out);
  ASSERT_GE(doc.at("wrong_dice").size(), scene.dice.size());  // unless a die is misread as its wrong label
  const auto text = run_command(kCli + " dice eval " + quote(dir.path()) + " --list-wrong");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Dice read wrong: " + std::to_string(doc.at("wrong_dice").size()) + "\n"),
            std::string::npos)
      << text.out;
  std::size_t listed = 0;
  for (std::size_t at = text.out.find("\noff.png "); at != std::string::npos;
       at = text.out.find("\noff.png ", at + 1))
    ++listed;
  EXPECT_EQ(listed, doc.at("wrong_dice").size()) << text.out;
  // Without the flag the text output stays the summary.
  const auto plain = run_command(kCli + " dice eval " + quote(dir.path()));
  EXPECT_EQ(plain.out.find("Dice read wrong"), std::string::npos) << plain.out;
}

// --colors names the dice's colours of a folder whose labels name none: the held-out day's, named
// by eye; a colours file that does not fit is one error line naming it.
TEST(DiceCli, EvalTakesColourLabelsFromAFile) {
  const std::string real = std::string(SCRIPTORIUM_SHARED_DIR) + "/datasets/real-d6/train";
  const std::string colours = std::string(SCRIPTORIUM_TEST_DATA) + "/real-d6/heldout-colors.json";
  const auto r = run_command(kCli + " dice eval " + quote(real) + " --part heldout --colors " +
                             quote(colours) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc.at("color").at("labelled").get<int>(), doc.at("matched").get<int>());
  const auto dev =
      run_command(kCli + " dice eval " + quote(real) + " --part dev --colors " + quote(colours) + " --json");
  ASSERT_EQ(dev.exit_code, 0) << dev.err;
  EXPECT_EQ(nlohmann::json::parse(dev.out).at("color").at("labelled"), 0);  // names for the other day only

  TempDir dir, elsewhere;
  dir.write("labels.json", R"({"image": "x.png", "dice": [{"value": 1, "box": [0, 0, 9, 9]}]})");
  elsewhere.write("colours.json", R"({"colors": {"labels.json": ["red", "blue"]}})");
  const std::string bad = elsewhere.file("colours.json");
  const auto refused = run_command(kCli + " dice eval " + quote(dir.path()) + " --colors " + quote(bad));
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(std::count(refused.err.begin(), refused.err.end(), '\n'), 1) << refused.err;
  EXPECT_NE(refused.err.find(bad), std::string::npos) << refused.err;
  EXPECT_TRUE(refused.out.empty()) << refused.out;
}

TEST(DiceCli, EvalOnMissingFolderIsBadInput) {
  const auto r = run_command(kCli + " dice eval /nonexistent/folder");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.rfind("error: ", 0), 0u);
}

// A file where the folder belongs, or a folder without labels (or none in the part asked for):
// a one-line error naming it once, not metrics of nothing that read as perfect.
TEST(DiceCli, EvalOnAFileOrAFolderWithoutLabelsIsBadInput) {
  const TempDir dir;
  dir.write("notes.txt", "not a label");
  const auto empty = run_command(kCli + " dice eval " + quote(dir.path()));
  EXPECT_EQ(empty.exit_code, 2);
  EXPECT_EQ(empty.err, "error: no label files (*.json) (" + dir.path() + ")\n");
  EXPECT_EQ(empty.out, "");
  dir.write("a.json", R"({"image": "a.png", "dice": []})");
  const auto part = run_command(kCli + " dice eval " + quote(dir.path()) + " --part dev");
  EXPECT_EQ(part.exit_code, 2);
  EXPECT_EQ(part.err, "error: no label files (*.json) in part dev (" + dir.path() + ")\n");
  const auto file = run_command(kCli + " dice eval " + quote(dir.file("a.json")));
  EXPECT_EQ(file.exit_code, 2);
  EXPECT_EQ(file.err, "error: not a directory: " + dir.file("a.json") + "\n");
}

// A photo of an empty table, labelled with no dice: nothing to find and nothing found, so no
// share has anything to count; 0 / 0 must not read as a perfect score.
TEST(DiceCli, EvalOfNoDiceGivesNoScoresRatherThanPerfectOnes) {
  const TempDir dir;
  cv::imwrite(dir.file("table.png"), cv::Mat(480, 640, CV_8UC3, cv::Scalar(60, 110, 40)));
  dir.write("table.json", R"({"image": "table.png", "width": 640, "height": 480, "dice": []})");
  const auto r = run_command(kCli + " dice eval " + quote(dir.path()) + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  ASSERT_EQ(doc.at("truth"), 0);
  ASSERT_EQ(doc.at("detections"), 0);
  for (const char* key :
       {"precision", "recall", "value_accuracy", "confident_value_accuracy", "end_to_end_accuracy"})
    EXPECT_TRUE(doc.at(key).is_null()) << key << " " << doc.at(key);
  EXPECT_TRUE(doc.at("color").at("accuracy").is_null());
  EXPECT_TRUE(doc.at("confidence").at("calibration_error").is_null());
  for (const auto& bin : doc.at("confidence").at("bins")) EXPECT_TRUE(bin.at("mean_confidence").is_null());
  EXPECT_TRUE(doc.at("mean_ms").is_number());  // one image was read
  const auto text = run_command(kCli + " dice eval " + quote(dir.path()));
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(text.out.find("1.0000"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("n/a"), std::string::npos) << text.out;
}

// The tuning values replace the set's own only when given: a stricter threshold reports fewer of
// the photo's six dice, and a value out of its range is refused naming the flag, before anything
// is read.
TEST(DiceCli, EvalTuningValuesOverrideTheSetsOwnAndOutOfRangeOnesAreRefused) {
  const TempDir dir;
  copy_photo_and_label(dir);
  const auto detections = [&](const std::string& flags) {
    const auto r = run_command(kCli + " dice eval " + quote(dir.path()) + " --json " + flags);
    EXPECT_EQ(r.exit_code, 0) << flags << ": " << r.err;
    return nlohmann::json::parse(r.out).at("detections").get<int>();
  };
  const int own = detections("");
  ASSERT_EQ(own, 6);  // the labelled six, each found
  // A stricter peak finds fewer, unless the faint candidates under it are read (the pip models'
  // own, and --faint's MOST of them).
  const int strict = detections("--min-peak 0.9 --faint 0.05 0.99 0");
  EXPECT_LT(strict, own);
  EXPECT_GT(detections("--min-peak 0.9 --faint 0.05 0.99 16"), strict);
  EXPECT_LT(detections("--min-die 0.999"), own);
  // The second face network asked about no candidate: the same dice, read at the first's confidences.
  const auto calibration_error = [&](const std::string& flags) {
    const auto r = run_command(kCli + " dice eval " + quote(dir.path()) + " --json " + flags);
    return nlohmann::json::parse(r.out).at("confidence").at("calibration_error").get<double>();
  };
  EXPECT_EQ(detections("--second-below 0"), own);
  EXPECT_NE(calibration_error("--second-below 0"), calibration_error(""));
  for (const std::string flags : {"--min-die 1.5", "--min-peak -1", "--min-confidence 2", "--same-face -0.5",
                                  "--faint 0.05 2 16", "--second-below 3"}) {
    const auto refused = run_command(kCli + " dice eval " + quote(dir.path()) + " " + flags);
    EXPECT_EQ(refused.exit_code, 2) << flags;
    EXPECT_EQ(std::count(refused.err.begin(), refused.err.end(), '\n'), 1) << refused.err;
    EXPECT_NE(refused.err.find(flags.substr(0, flags.find(' ')) + ":"), std::string::npos) << refused.err;
    EXPECT_EQ(refused.out, "");
  }
}

// The help names each set's own thresholds as the models hold them.
TEST(DiceCli, EvalHelpNamesTheModelsOwnThresholds) {
  const auto r = run_command(kCli + " dice eval --help");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto named = [](float pip, float numeral) {
    std::ostringstream text;
    text << pip << " for pip dice, " << numeral << " for numerals";
    return text.str();
  };
  const auto pips = scriptorium::vision::DiceModels::pip_d6();
  const auto numerals = scriptorium::vision::DiceModels::numerals();
  EXPECT_NE(r.out.find(named(pips.min_peak, numerals.min_peak)), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(named(pips.min_die, numerals.min_die)), std::string::npos) << r.out;
}

// Images it cannot score are bad input, as for `dice read`: an error line each, naming the file and
// the place, exit 2, and the metrics of the rest.
TEST(DiceCli, EvalScoresTheRestAndReportsImagesItCannotScore) {
  const TempDir dir;
  const std::string name = copy_photo_and_label(dir);
  nlohmann::json other = nlohmann::json::parse(std::ifstream(dir.file(name + ".json")));
  other["image"] = "gone.jpg";
  dir.write("gone.json", other.dump());
  other["image"] = "small.jpg";
  dir.write("small.json", other.dump());
  cv::imwrite(dir.file("small.jpg"), cv::Mat(48, 64, CV_8UC3, cv::Scalar::all(128)));
  const auto r = run_command(kCli + " dice eval " + quote(dir.path()) + " --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 2) << r.err;
  EXPECT_NE(r.err.find("error: cannot read file (" + dir.file("gone.jpg") + ")"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("64 x 48 (" + dir.file("small.json") + ":/width)"), std::string::npos) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc.at("images"), 1);
  EXPECT_EQ(doc.at("truth"), other.at("dice").size());
  EXPECT_EQ(doc.at("skipped").size(), 2u);
  // A label whose image lies outside its folder is refused before anything is read.
  other["image"] = "../" + name + ".jpg";
  dir.write("gone.json", other.dump());
  const auto refused = run_command(kCli + " dice eval " + quote(dir.path()));
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_EQ(std::count(refused.err.begin(), refused.err.end(), '\n'), 1) << refused.err;
  EXPECT_NE(refused.err.find("gone.json"), std::string::npos) << refused.err;
  EXPECT_EQ(refused.out, "");
}

namespace {

// Generated scene 3400: d4, d6 and d8 on a speckled table, written to `dir` as roll.png, and its
// bare table (the camera moved by up to 15 %) as bare.png.
scriptorium::vision::SyntheticScene write_speckled_roll(const TempDir& dir) {
  scriptorium::vision::SceneOptions opt;
  opt.solids = {scriptorium::vision::synth::SolidKind::d4, scriptorium::vision::synth::SolidKind::d6,
                scriptorium::vision::synth::SolidKind::d8};
  opt.speckled_table_share = 1.0;
  opt.bare_table_shift = 0.15;
  const auto scene = scriptorium::vision::render_dice_scene(3400, opt);
  cv::imwrite(dir.file("roll.png"), scene.image);
  cv::imwrite(dir.file("bare.png"), scene.bare_table);
  return scene;
}

}  // namespace

// `dice read --bare-table`: the numeral reader on a speckled table (a generated scene, seed 3400,
// with its bare table) reports many of the speckles as dice; told what the bare table looks like,
// it drops many of them and keeps every report that lies on a die.
TEST(DiceCli, ReadWithABareTableDropsTheTablesOwnPatches) {
  TempDir dir;
  const auto scene = write_speckled_roll(dir);
  const std::string read = kCli + " dice read " + quote(dir.file("roll.png")) + " --set medioevo --json";
  const auto without = run_command(read);
  const auto with = run_command(read + " --bare-table " + quote(dir.file("bare.png")));
  ASSERT_EQ(without.exit_code, 0) << without.err;
  ASSERT_EQ(with.exit_code, 0) << with.err;
  const auto all = json_lines(without.out).at(0).at("dice");
  const auto kept = json_lines(with.out).at(0).at("dice");
  EXPECT_LE(kept.size() + 10, all.size()) << kept.size() << " of " << all.size();  // 35 of 48 on 2026-12-05
  const auto on_a_die = [&](const nlohmann::json& d) {
    const cv::Point p(static_cast<int>(d.at("center")[0].get<double>()),
                      static_cast<int>(d.at("center")[1].get<double>()));
    return std::any_of(scene.dice.begin(), scene.dice.end(),
                       [&](const auto& t) { return t.box.contains(p); });
  };
  const auto count_on_dice = [&](const nlohmann::json& dice) {
    return std::count_if(dice.begin(), dice.end(), on_a_die);
  };
  EXPECT_GT(count_on_dice(all), 0);
  EXPECT_EQ(count_on_dice(kept), count_on_dice(all));
  for (const auto& d : kept)  // each reported whole: what it is, not only where
    EXPECT_TRUE(d.at("kind") == "d4" || d.at("kind") == "d6" || d.at("kind") == "d8") << d.dump();
}

TEST(DiceCli, ReadWithAMissingBareTableIsBadInputAndReadsNothing) {
  TempDir dir;
  const auto r =
      run_command(kCli + " dice read " + quote(kPhoto) + " --bare-table " + quote(dir.file("none.png")));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(dir.file("none.png")), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--bare-table"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out;
}

// `calibrate table PHOTO --profile P` keeps the empty table in the profile: every `dice read` with
// that profile then drops what `--bare-table PHOTO` drops (the speckled scene above), until
// `--no-bare-table` or `calibrate table --forget`.
TEST(DiceCli, ABareTableKeptInTheProfileServesEveryRead) {
  TempDir dir;
  write_speckled_roll(dir);
  const std::string profile = " --profile " + quote(dir.file("table.json"));
  const std::string read = kCli + " dice read " + quote(dir.file("roll.png")) + " --set medioevo --json";
  const auto dice_of = [](const scriptorium::test::CommandResult& r) {
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return r.exit_code == 0 ? json_lines(r.out).at(0).at("dice") : nlohmann::json();
  };
  const auto all = dice_of(run_command(read));
  const auto given = dice_of(run_command(read + " --bare-table " + quote(dir.file("bare.png"))));
  ASSERT_LT(given.size(), all.size());

  const auto kept =
      run_command(kCli + " calibrate table " + quote(dir.file("bare.png")) + profile + " --json");
  ASSERT_EQ(kept.exit_code, 0) << kept.err;
  const auto doc = nlohmann::json::parse(kept.out);
  EXPECT_EQ(doc.at("profile"), dir.file("table.json"));
  // A 640 x 640 photo, kept at half its side.
  EXPECT_EQ(doc.at("bare_table"), nlohmann::json({{"width", 320}, {"height", 320}}));
  EXPECT_EQ(dice_of(run_command(read + profile)), given);
  EXPECT_EQ(dice_of(run_command(read + profile + " --no-bare-table")), all);
  const auto shown = run_command(kCli + " profile show " + quote(dir.file("table.json")) + " --json");
  ASSERT_EQ(shown.exit_code, 0) << shown.err;
  EXPECT_EQ(nlohmann::json::parse(shown.out).at("bare_table"), true);

  const std::string forget = kCli + " calibrate table --forget" + profile;
  ASSERT_EQ(run_command(forget).exit_code, 0);
  EXPECT_EQ(dice_of(run_command(read + profile)), all);
  const auto again = run_command(forget);
  EXPECT_EQ(again.exit_code, 2);
  EXPECT_EQ(again.err, "error: the profile holds no bare table (" + dir.file("table.json") + ":--forget)\n");
}

// A photo it cannot read, or no photo and no --forget, is bad input and leaves no profile behind.
TEST(DiceCli, CalibrateTableRefusesWhatIsNoPhotoOfATable) {
  TempDir dir;
  dir.write("bare.png", "not an image");
  const std::string profile = " --profile " + quote(dir.file("table.json"));
  for (const std::string& args : {quote(dir.file("bare.png")), quote(dir.file("none.png")), std::string()}) {
    const auto r = run_command(kCli + " calibrate table " + args + profile);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_FALSE(std::filesystem::exists(dir.file("table.json"))) << args;
  }
  const auto named = run_command(kCli + " calibrate table " + quote(dir.file("bare.png")) + profile);
  EXPECT_NE(named.err.find(dir.file("bare.png")), std::string::npos) << named.err;
}

// A profile from elsewhere is untrusted: a bare table that is no base64 PNG, or an image far larger
// than one we keep, is refused with the profile and the place, by `dice read` and by `profile import`.
TEST(DiceCli, ABadBareTableInAProfileIsBadInput) {
  TempDir dir;
  std::vector<unsigned char> big;
  ASSERT_TRUE(cv::imencode(".png", cv::Mat(2000, 2000, CV_8UC1, cv::Scalar(90)), big));
  const std::vector<std::pair<nlohmann::json, std::string>> bad{
      {"not base64!", "must be a base64 PNG"},
      {42, "must be a base64 PNG"},
      {"aGVsbG8=", "bad bare table"},  // "hello"
      {scriptorium::core::base64_encode(big), "too large"}};
  for (const auto& [stored, why] : bad) {
    dir.write("table.json", nlohmann::json({{"bare_table", stored}}).dump());
    for (const std::string& command :
         {" dice read " + quote(kPhoto) + " --profile " + quote(dir.file("table.json")),
          " profile import " + quote(dir.file("table.json")) + " --name t --db " + quote(dir.file("p.db"))}) {
      const auto r = run_command(kCli + command);
      EXPECT_EQ(r.exit_code, 2) << command;
      EXPECT_TRUE(r.out.empty()) << r.out;
      EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
      EXPECT_NE(r.err.find(why), std::string::npos) << r.err;
      EXPECT_NE(r.err.find(dir.file("table.json") + ":/bare_table"), std::string::npos) << r.err;
    }
  }
}

TEST(DiceCli, EvalWithBareTablesSkipsAnImageWithoutOne) {
  const TempDir dir;
  const std::string name = copy_photo_and_label(dir);
  const auto r = run_command(kCli + " dice eval " + quote(dir.path()) + " --bare-tables --json");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(name + "_bare.jpg"), std::string::npos) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out).at("skipped").size(), 1u);
  // With its bare table beside it (here a plain grey photo, which shows none of the dice) it is read.
  cv::imwrite(dir.file(name + "_bare.jpg"), cv::Mat(640, 640, CV_8UC3, cv::Scalar::all(128)));
  const auto read = run_command(kCli + " dice eval " + quote(dir.path()) + " --bare-tables --json");
  ASSERT_EQ(read.exit_code, 0) << read.err;
  const auto plain = run_command(kCli + " dice eval " + quote(dir.path()) + " --json");
  EXPECT_EQ(nlohmann::json::parse(read.out).at("matched"), nlohmann::json::parse(plain.out).at("matched"));
}
