// The scoring of `dice eval`: matching, precision, recall, value accuracy, confusion matrix.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>

#include <unistd.h>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "vision/dice/dice_evaluation.hpp"

namespace sv = scriptorium::vision;

namespace {

sv::LabelledDie truth(const char* value, float x, float y, float size = 40.f) {
  return {
      value, {x, y}, {x - size / 2, y - size / 2, size, size}, {}, {}};  // no kind, no colour: a pip label
}

sv::DieReading read(std::optional<int> value, float x, float y, int guess = 0) {
  sv::DieReading r;
  r.value = value;
  r.best_guess = value ? *value : guess;
  r.center = {x, y};
  return r;
}

// Four labelled dice: one read right, one read wrong (2 as 5, at 0.7), one uncertain (3, guessed
// 3), one missed; plus one detection on the table (a 6 at 0.9) and one 25 px away from a die of
// size 40 (outside half its size).
struct FourDice {
  std::vector<sv::LabelledDie> labels{truth("1", 100, 100), truth("2", 200, 100), truth("3", 300, 100),
                                      truth("4", 400, 100)};
  sv::DiceObservation obs;
  FourDice() {
    obs.dice = {read(1, 102, 99), read(5, 198, 103), read(std::nullopt, 300, 100, 3), read(6, 50, 400),
                read(4, 425, 100)};
    obs.dice[1].confidence = 0.7;
    obs.dice[3].confidence = 0.9;
  }
};

}  // namespace

TEST(DiceEvaluation, CountsMatchesMissesFalseAlarmsAndConfusions) {
  const FourDice scene;
  sv::DiceEvaluation e;
  sv::score_observation(scene.labels, scene.obs, e);
  EXPECT_EQ(e.truth, 4);
  EXPECT_EQ(e.detections, 5);
  EXPECT_EQ(e.matched, 3);
  EXPECT_EQ(e.correct, 1);
  EXPECT_EQ(e.wrong, 1);
  EXPECT_EQ(e.uncertain, 1);
  EXPECT_DOUBLE_EQ(e.precision().value(), 3.0 / 5.0);
  EXPECT_DOUBLE_EQ(e.recall().value(), 3.0 / 4.0);
  EXPECT_DOUBLE_EQ(e.value_accuracy().value(), 1.0 / 3.0);
  EXPECT_DOUBLE_EQ(e.confident_accuracy().value(), 1.0 / 2.0);
  EXPECT_DOUBLE_EQ(e.end_to_end().value(), 1.0 / 4.0);
  // Every labelled or read face gets a row and a column (in order of first sight during matching),
  // then come the uncertain and missed columns.
  std::vector<std::string> sorted = e.labels;
  std::sort(sorted.begin(), sorted.end());
  ASSERT_EQ(sorted, (std::vector<std::string>{"1", "2", "3", "4", "5"}));
  for (const auto& row : e.confusion) EXPECT_EQ(row.size(), e.labels.size() + 2);
  const auto col = [&](const std::string& l) {
    return static_cast<std::size_t>(std::find(e.labels.begin(), e.labels.end(), l) - e.labels.begin());
  };
  EXPECT_EQ(e.confusion[col("1")][col("1")], 1);
  EXPECT_EQ(e.confusion[col("2")][col("5")], 1);
  EXPECT_EQ(e.confusion[col("3")][e.labels.size()], 1);      // uncertain
  EXPECT_EQ(e.confusion[col("4")][e.labels.size() + 1], 1);  // missed
}

TEST(DiceEvaluation, MistakesListEachDieReadWrongInLabelOrderThenTheFalseOnes) {
  // The 1 read right is not listed.
  const FourDice scene;
  sv::DiceEvaluation e;
  sv::score_observation(scene.labels, scene.obs, e, "table.png");
  using K = sv::DieMistake::Kind;
  ASSERT_EQ(e.mistakes.size(), 5u);
  const std::vector<K> kinds{K::kMisread, K::kUncertain, K::kMissed, K::kFalse, K::kFalse};
  const std::vector<std::string> labelled{"2", "3", "4", "", ""}, read_as{"5", "3", "", "6", "4"};
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    EXPECT_EQ(e.mistakes[i].kind, kinds[i]) << i;
    EXPECT_EQ(e.mistakes[i].labelled, labelled[i]) << i;
    EXPECT_EQ(e.mistakes[i].read, read_as[i]) << i;
    EXPECT_EQ(e.mistakes[i].image, "table.png") << i;
  }
  EXPECT_DOUBLE_EQ(e.mistakes[0].confidence.value(), 0.7);
  EXPECT_DOUBLE_EQ(e.mistakes[3].confidence.value(), 0.9);
  EXPECT_FALSE(e.mistakes[2].confidence.has_value());  // missed: the reader said nothing of it
  // A labelled die is placed where its label puts it, a false one where the reader did.
  EXPECT_EQ(e.mistakes[0].center, cv::Point2f(200, 100));
  EXPECT_EQ(e.mistakes[2].center, cv::Point2f(400, 100));
  EXPECT_EQ(e.mistakes[4].center, cv::Point2f(425, 100));
  EXPECT_STREQ(sv::mistake_name(K::kFalse), "false");
}

TEST(DiceEvaluation, ConfidenceBinsCountEveryMatchedDieByItsGuess) {
  // Right at 0.95, wrong at 0.85, uncertain at 0.3 with a right best guess, right at exactly 1
  // (the last bin holds 1), and a detection on the table, which no bin counts.
  const std::vector<sv::LabelledDie> labels{truth("1", 100, 100), truth("2", 200, 100), truth("3", 300, 100),
                                            truth("4", 400, 100)};
  sv::DiceObservation obs;
  obs.dice = {read(1, 100, 100), read(5, 200, 100), read(std::nullopt, 300, 100, 3), read(4, 400, 100),
              read(6, 50, 400)};
  const double confidence[] = {0.95, 0.85, 0.3, 1.0, 0.99};
  for (std::size_t i = 0; i < obs.dice.size(); ++i) obs.dice[i].confidence = confidence[i];
  sv::DiceEvaluation e;
  sv::score_observation(labels, obs, e);
  const auto bin = [&](double from) {
    return *std::find_if(e.confidence_bins.begin(), e.confidence_bins.end(),
                         [&](const sv::ConfidenceBin& b) { return b.from == from; });
  };
  EXPECT_EQ(bin(0.0).dice, 1);
  EXPECT_EQ(bin(0.0).right, 1);
  EXPECT_EQ(bin(0.8).dice, 1);
  EXPECT_EQ(bin(0.8).right, 0);
  EXPECT_EQ(bin(0.9).dice, 1);
  EXPECT_EQ(bin(0.99).dice, 1);
  EXPECT_DOUBLE_EQ(bin(0.99).confidence_sum, 1.0);
  EXPECT_DOUBLE_EQ(bin(0.99).mean_confidence().value(), 1.0);
  EXPECT_DOUBLE_EQ(bin(0.8).share_right().value(), 0.0);
  EXPECT_EQ(bin(0.4).dice + bin(0.6).dice, 0);
  EXPECT_FALSE(bin(0.4).mean_confidence());  // no dice in the bin: no mean
  // (|1 - 0.3| + |0 - 0.85| + |1 - 0.95| + |1 - 1|) / 4 dice
  EXPECT_NEAR(e.calibration_error().value(), (0.7 + 0.85 + 0.05) / 4, 1e-12);
  EXPECT_DOUBLE_EQ(e.share_right_from(0.9).value(), 1.0);
  EXPECT_DOUBLE_EQ(e.share_right_from(0.8).value(), 2.0 / 3.0);
}

TEST(DiceEvaluation, EachDetectionMatchesAtMostOneDie) {
  // Two touching dice and a single detection between them, nearer the first.
  const std::vector<sv::LabelledDie> labels{truth("6", 100, 100), truth("6", 140, 100)};
  sv::DiceObservation obs;
  obs.dice = {read(6, 118, 100)};
  sv::DiceEvaluation e;
  sv::score_observation(labels, obs, e);
  EXPECT_EQ(e.matched, 1);
  EXPECT_EQ(e.correct, 1);
  EXPECT_DOUBLE_EQ(e.recall().value(), 0.5);
  EXPECT_DOUBLE_EQ(e.precision().value(), 1.0);
}

// Found dice pair with labelled ones nearest pair first, each at most once, and only within half a
// die's size: a die whose nearest found centre goes to another die takes the next nearest.
TEST(DiceEvaluation, MatchDicePairsNearestFirstEachOnce) {
  const std::vector<sv::LabelledDie> labels{truth("1", 100, 100, 60), truth("2", 140, 100, 60)};
  // Found 0 lies 25 px from the first die and 15 from the second; found 1 on the second; found 2
  // far from both.
  const std::vector<sv::MatchedDie> m = sv::match_dice(labels, {{125, 100}, {139, 100}, {300, 300}});
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[0].truth, 1u);  // the nearest pair, 1 px apart
  EXPECT_EQ(m[0].found, 1u);
  EXPECT_EQ(m[1].truth, 0u);  // found 0 is left to the first die, within its 30 px
  EXPECT_EQ(m[1].found, 0u);
  EXPECT_TRUE(sv::match_dice(labels, {{100, 131}}).empty());  // 31 px: outside half the size
}

// An empty table read as empty has nothing wrong and nothing right: every share is empty, where 0
// / 0 taken as 1 would call it perfect.
TEST(DiceEvaluation, EmptySceneHasNoScores) {
  sv::DiceEvaluation e;
  sv::score_observation({}, sv::DiceObservation{}, e);
  EXPECT_EQ(e.images, 1);
  EXPECT_FALSE(e.precision());
  EXPECT_FALSE(e.recall());
  EXPECT_FALSE(e.value_accuracy());
  EXPECT_FALSE(e.confident_accuracy());
  EXPECT_FALSE(e.end_to_end());
  EXPECT_FALSE(e.color_accuracy());
  EXPECT_FALSE(e.calibration_error());
  EXPECT_FALSE(e.share_right_from(0.9));
  EXPECT_TRUE(e.mean_ms());  // one image was read, in some time
  for (const sv::ConfidenceBin& b : e.confidence_bins) {
    EXPECT_FALSE(b.share_right());
    EXPECT_FALSE(b.mean_confidence());
  }
}

// Labels of numeral solids say which die each is; real-d6 labels do not (empty kind).
TEST(DiceEvaluation, LabelsMayNameTheKindOfDie) {
  const auto dir = std::filesystem::temp_directory_path() / ("scriptorium-labels-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "a.json") << R"({"image": "a.png", "dice": [{"value": 7, "kind": "d8", "box": [0, 0, 9, 9]},
                                                              {"value": 2, "box": [20, 0, 9, 9]}]})";
  const auto set = sv::load_labelled_folder(dir.string());
  ASSERT_EQ(set.size(), 1u);
  ASSERT_EQ(set[0].dice.size(), 2u);
  EXPECT_EQ(set[0].dice[0].kind, "d8");
  EXPECT_EQ(set[0].dice[0].value, "7");
  EXPECT_EQ(set[0].dice[1].kind, "");
  std::ofstream(dir / "b.json") << R"({"image": "b.png", "dice": [{"value": 1, "kind": 8, "box": [0, 0, 9, 9]}]})";
  try {
    sv::load_labelled_folder(dir.string());
    ADD_FAILURE() << "a kind that is not a string was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("b.json"), std::string::npos) << e.what();
  }
  std::ofstream(dir / "b.json") << R"({"image": "b.png", "dice": [{"value": [1], "box": [0, 0, 9, 9]}]})";
  try {
    sv::load_labelled_folder(dir.string());
    ADD_FAILURE() << "a value that is neither a number nor a string was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("b.json"), std::string::npos) << e.what();
  }
  std::filesystem::remove_all(dir);
}

// A label file is data from outside: its image is read from the label's own folder or not at all.
TEST(DiceEvaluation, ALabelsImageOutsideItsFolderIsRefused) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("scriptorium-escape-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir / "photos");
  std::ofstream(dir / "a.json") << R"({"image": "photos/a.png", "width": 8, "height": 6, "dice": []})";
  const auto set = sv::load_labelled_folder(dir.string());
  ASSERT_EQ(set.size(), 1u);
  EXPECT_EQ(set[0].image_file, (dir / "photos/a.png").string());  // a subfolder is inside
  EXPECT_EQ(set[0].size, cv::Size(8, 6));
  for (const char* image : {"../a.png", "photos/../../a.png", "/etc/passwd", ""}) {
    std::ofstream(dir / "b.json") << R"({"image": ")" << image << R"(", "dice": []})";
    try {
      sv::load_labelled_folder(dir.string());
      ADD_FAILURE() << "image \"" << image << "\" was accepted";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("b.json"), std::string::npos) << e.what();
    }
  }
  std::ofstream(dir / "b.json") << R"({"image": "b.png", "width": 0, "height": 6, "dice": []})";
  EXPECT_THROW(sv::load_labelled_folder(dir.string()), std::runtime_error);
  std::filesystem::remove_all(dir);
}

// An image that cannot be read, or is not the size its label gives (the boxes would be in other
// pixels), is not scored, and the evaluation says where the fault lies.
TEST(DiceEvaluation, ImagesUnreadableOrNotTheirLabelsSizeAreSkipped) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("scriptorium-skip-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  cv::imwrite((dir / "a.png").string(), cv::Mat(60, 80, CV_8UC3, cv::Scalar(90, 120, 60)));
  cv::imwrite((dir / "b.png").string(), cv::Mat(60, 80, CV_8UC3, cv::Scalar(90, 120, 60)));
  std::ofstream(dir / "c.png") << "not an image";
  const char* die = R"("dice": [{"value": 3, "box": [10, 10, 20, 20]}]})";
  std::ofstream(dir / "a.json") << R"({"image": "a.png", "width": 80, "height": 60, )" << die;
  std::ofstream(dir / "b.json") << R"({"image": "b.png", "width": 160, "height": 120, )" << die;
  std::ofstream(dir / "c.json") << R"({"image": "c.png", )" << die;
  int reads = 0;
  const auto e = sv::evaluate_dice(sv::load_labelled_folder(dir.string()), [&](const cv::Mat&) {
    ++reads;
    return sv::DiceObservation{};
  });
  EXPECT_EQ(reads, 1);
  EXPECT_EQ(e.images, 1);
  EXPECT_EQ(e.truth, 1);  // only a.png's die counts
  ASSERT_EQ(e.skipped.size(), 2u);
  EXPECT_EQ(e.skipped[0].file, (dir / "b.json").string());
  EXPECT_EQ(e.skipped[0].place, "/width");
  EXPECT_NE(e.skipped[0].why.find("160 x 120"), std::string::npos) << e.skipped[0].why;
  EXPECT_NE(e.skipped[0].why.find("80 x 60"), std::string::npos) << e.skipped[0].why;
  EXPECT_EQ(e.skipped[1].file, (dir / "c.png").string());
  EXPECT_EQ(e.skipped[1].place, "");
  std::filesystem::remove_all(dir);
}

// The splits of a folder in name order: halves (the days of real-d6), even and odd positions (the
// two cross-validation folds) and the odd files of the second half.
TEST(DiceEvaluation, SplitPartsKeepTheirFilesInNameOrder) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("scriptorium-split-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (const char* name : {"f", "b", "d", "a", "e", "c"})  // written out of order: a..f once sorted
    std::ofstream(dir / (std::string(name) + ".json")) << R"({"image": ")" << name << R"(.png", "dice": []})";
  const auto names = [&](sv::SplitPart part) {
    std::string out;
    for (const auto& image : sv::load_labelled_folder(dir.string(), part))
      out += std::filesystem::path(image.image_file).stem().string();
    return out;
  };
  EXPECT_EQ(names(sv::SplitPart::kAll), "abcdef");
  EXPECT_EQ(names(sv::SplitPart::kFirstHalf), "abc");
  EXPECT_EQ(names(sv::SplitPart::kSecondHalf), "def");
  EXPECT_EQ(names(sv::SplitPart::kEven), "ace");
  EXPECT_EQ(names(sv::SplitPart::kOdd), "bdf");
  EXPECT_EQ(names(sv::SplitPart::kOddSecondHalf), "df");
  EXPECT_EQ(names(sv::SplitPart::kEvenFirstHalf), "ac");
  EXPECT_EQ(names(sv::SplitPart::kOddFirstHalf), "b");
  std::filesystem::remove_all(dir);
}

// A numeral die must be read as the right kind too: a d4 showing 3 read as a d8's 3 is wrong.
TEST(DiceEvaluation, KindCountsWhereTheLabelNamesIt) {
  auto d4 = truth("3", 100, 100);
  d4.kind = "d4";
  auto d8 = truth("3", 200, 100);
  d8.kind = "d8";
  sv::DiceObservation obs;
  obs.dice = {read(3, 100, 100), read(3, 201, 100)};  // the d4 matched first (nearer)
  obs.dice[0].kind = "d4";
  obs.dice[1].kind = "d4";
  sv::DiceEvaluation e;
  sv::score_observation({d4, d8}, obs, e);
  EXPECT_EQ(e.matched, 2);
  EXPECT_EQ(e.correct, 1);
  EXPECT_EQ(e.wrong, 1);
  EXPECT_EQ(e.labels, (std::vector<std::string>{"d4 3", "d8 3"}));
  EXPECT_EQ(e.confusion[1][0], 1);  // the d8 read as the d4's 3
}

// Colours count where the label names one, for matched dice whatever their value, and each
// mistake is kept by what it was and what it was called.
TEST(DiceEvaluation, ColoursCountWhereTheLabelNamesThem) {
  auto red = truth("1", 100, 100), white = truth("2", 200, 100), marbled = truth("3", 300, 100),
       missed = truth("4", 400, 100), smoke = truth("5", 500, 100), dark = truth("6", 600, 100);
  red.color = "red";
  white.color = "white";
  missed.color = "blue";
  smoke.color = "black|gray";  // either name is right
  dark.color = "purple|black";
  sv::DiceObservation obs;
  // The red die read with a wrong value, the white one uncertain: colours count all the same.
  obs.dice = {read(5, 100, 100), read(std::nullopt, 200, 100, 2), read(3, 300, 100)};
  obs.dice[0].color = "red";
  obs.dice[1].color = "gray";
  obs.dice[2].color = "green";
  obs.dice.push_back(read(5, 500, 100));
  obs.dice.back().color = "gray";
  obs.dice.push_back(read(6, 600, 100));
  obs.dice.back().color = "blue";
  sv::DiceEvaluation e;
  EXPECT_FALSE(e.color_accuracy());  // nothing labelled: no share
  sv::score_observation({red, white, marbled, missed, smoke, dark}, obs, e);
  EXPECT_EQ(e.colors_labelled, 4);  // the marbled die has no colour label, the blue one was not found
  EXPECT_EQ(e.colors_right, 2);     // red, and the smoke die named gray
  EXPECT_DOUBLE_EQ(e.color_accuracy().value(), 0.5);
  EXPECT_EQ(e.color_mistakes, (std::map<std::pair<std::string, std::string>, int>{
                                  {{"white", "gray"}, 1}, {{"purple|black", "blue"}, 1}}));
}

// Colours for a folder whose labels name none come from a file, by label file and die; a list
// that does not give one name per die is refused, naming the file and the label file.
TEST(DiceEvaluation, ColourLabelsFromAFileGoToTheirDice) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("scriptorium-colours-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "a.json") << R"({"image": "a.png", "dice": [{"value": 1, "box": [0, 0, 9, 9]},
                                                                 {"value": 2, "box": [20, 0, 9, 9]}]})";
  std::ofstream(dir / "b.json") << R"({"image": "b.png", "dice": [{"value": 3, "box": [0, 0, 9, 9]}]})";
  const auto colours = dir.string() + "-colours.json";  // beside the folder, not a label in it
  std::ofstream(colours) << R"({"colors": {"a.json": ["red", "purple|black"]}})";
  auto set = sv::load_labelled_folder(dir.string());
  sv::add_color_labels(set, colours);
  ASSERT_EQ(set.size(), 2u);
  EXPECT_EQ(set[0].dice[0].color, "red");
  EXPECT_EQ(set[0].dice[1].color, "purple|black");
  EXPECT_EQ(set[1].dice[0].color, "");  // b.json not listed: no colour

  // The error add_color_labels gives for the colours file as it now is.
  const auto error_now = [&] {
    auto again = sv::load_labelled_folder(dir.string());
    try {
      sv::add_color_labels(again, colours);
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  const auto error_of = [&](const std::string& text) {
    std::ofstream(colours) << text;
    return error_now();
  };
  const std::string short_list = error_of(R"({"colors": {"a.json": ["red"]}})");
  EXPECT_NE(short_list.find(colours), std::string::npos) << short_list;
  EXPECT_NE(short_list.find("\"a.json\" must list 2 colours"), std::string::npos) << short_list;
  EXPECT_NE(error_of(R"({"colours": {}})").find(colours), std::string::npos);
  EXPECT_NE(error_of(R"({"colors": {"b.json": [7]}})").find(colours), std::string::npos);
  EXPECT_NE(error_of("not json").find(colours), std::string::npos);
  std::filesystem::remove(colours);
  EXPECT_NE(error_now().find("cannot read colour labels " + colours), std::string::npos);
  std::filesystem::remove_all(dir);
}
