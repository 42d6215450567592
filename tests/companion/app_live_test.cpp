// The live table driven through the real QML offscreen, on the bundled demo recording: roll
// cards appear for the rolls the demo's ground truth lists, a die is corrected with taps, a
// confirmed roll lands in the store (and survives reopening the database), a refused one records
// nothing, and Undo takes the roll back. Expected values come from demo/table-demo/truth.json.
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <map>
#include <set>

#include <opencv2/imgcodecs.hpp>

#include "calibration/undistorter.hpp"
#include "companion/app/app_controller.hpp"
#include "companion/app/live_table.hpp"
#include "companion/app/roll_card.hpp"
#include "companion/app/table_preview.hpp"
#include "companion/profiles/profile_lookup.hpp"
#include "companion/profiles/table_setup.hpp"
#include "companion/profiles/taught_sets.hpp"
#include "companion/session/event_log.hpp"
#include "companion/store/session_store.hpp"
#include "tests/support/run_command.hpp"
#include "tests/support/table_frames.hpp"
#include "tests/vision/taught_icons.hpp"
#include "vision/dice/taught_set.hpp"

namespace st = scriptorium::store;
namespace sa = scriptorium::app;

namespace {

const std::string kDemo = SCRIPTORIUM_SOURCE_DIR "/demo/table-demo";

// The faces of each roll in the demo's ground truth, in roll order, sorted.
std::vector<std::vector<int>> truth_rolls() {
  std::ifstream in(kDemo + "/truth.json");
  const auto truth = nlohmann::json::parse(in);
  std::vector<std::vector<int>> rolls;
  for (const auto& e : truth.at("events")) {
    if (e.at("event") != "roll") continue;
    auto values = e.at("values").get<std::vector<int>>();
    std::sort(values.begin(), values.end());
    rolls.push_back(values);
  }
  return rolls;
}

sa::FeedOptions demo_feed() {
  sa::FeedOptions options;
  options.attempts = {{"frames:" + kDemo + "/frames", "pips"}};
  std::ifstream in(kDemo + "/truth.json");
  options.fps = nlohmann::json::parse(in).at("fps").get<double>();  // the rate it was recorded at
  options.speed = 0;                              // as fast as the frames decode
  return options;
}

std::vector<int> sorted_values(const sa::RollCard& card) {
  std::vector<int> values;
  for (const auto& d : card.dice) values.push_back(d.value);
  std::sort(values.begin(), values.end());
  return values;
}

bool wait_until(const std::function<bool()>& done, int ms) {
  QElapsedTimer timer;
  timer.start();
  while (!done() && timer.elapsed() < ms) QTest::qWait(20);
  return done();
}

// Repeater delegates have no QObject parent, so findChild misses them: walk the item tree.
QQuickItem* find_item(QQuickItem* item, const QString& name) {
  if (!item) return nullptr;
  if (item->objectName() == name) return item;
  for (auto* child : item->childItems()) {
    if (auto* found = find_item(child, name)) return found;
  }
  return nullptr;
}

// The live table and the QML that shows it; the engine dies first.
struct Ui {
  std::unique_ptr<sa::LiveTable> table;
  std::unique_ptr<QQmlApplicationEngine> engine;

  Ui(AppController& controller, sa::FeedOptions options)
      : table(std::make_unique<sa::LiveTable>(controller, std::move(options))),
        engine(std::make_unique<QQmlApplicationEngine>()) {
    engine->rootContext()->setContextProperty("controller", &controller);
    engine->rootContext()->setContextProperty("table", table.get());
    engine->load(QUrl::fromLocalFile(SCRIPTORIUM_SOURCE_DIR "/companion/app/qml/Main.qml"));
  }
  ~Ui() {
    engine.reset();
    table.reset();
  }
  Ui(const Ui&) = delete;
  Ui& operator=(const Ui&) = delete;

  QObject* root() const { return engine->rootObjects().isEmpty() ? nullptr : engine->rootObjects().first(); }
  template <class T = QObject>
  T* find(const QString& name) const {
    return root() ? root()->findChild<T*>(name) : nullptr;
  }
  // A button inside the card with this ID, looked up afresh (cards are rebuilt on every change).
  QQuickItem* cardItem(int card) const {
    auto* window = qobject_cast<QQuickWindow*>(root());
    return window ? find_item(window->contentItem(), "rollCard_" + QString::number(card)) : nullptr;
  }
  QObject* cardButton(int card, const QString& name) const { return find_item(cardItem(card), name); }
  bool click(int card, const QString& name) const {
    QObject* button = cardButton(card, name);
    if (!button || !button->property("enabled").toBool()) return false;
    QMetaObject::invokeMethod(button, "clicked");
    QTest::qWait(30);  // let the cards rebuild
    return true;
  }
};

// Opens the session screen on the demo and waits until the recording has played out.
void play_demo(Ui& ui) {
  ASSERT_NE(ui.root(), nullptr);
  QMetaObject::invokeMethod(ui.root(), "showSession");
  ASSERT_TRUE(wait_until([&] { return ui.table->running(); }, 2000)) << "the session screen starts the feed";
  ASSERT_TRUE(wait_until([&] { return !ui.table->running(); }, 120000)) << ui.table->status().toStdString();
  QTest::qWait(50);
}

int count_colour(const QImage& image, QRgb colour) {
  int n = 0;
  const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
  for (int y = 0; y < rgb.height(); ++y) {
    for (int x = 0; x < rgb.width(); ++x) n += (rgb.pixel(x, y) & 0xffffff) == (colour & 0xffffff);
  }
  return n;
}

// The generated frames in `dir` (tests/support/table_frames.hpp), read by the learned reader as
// fast as they decode.
sa::FeedOptions recorded_feed(const scriptorium::test::TempDir& dir) {
  sa::FeedOptions options;
  options.attempts = {{"frames:" + dir.path(), "learned"}};
  options.fps = 30;
  options.speed = 0;
  return options;
}

// The values of the one card a recording with one roll leaves (fails the test otherwise), sorted.
std::vector<int> values_of_the_roll(const Ui& ui) {
  EXPECT_EQ(ui.table->pending().size(), 1u) << ui.table->status().toStdString();
  return ui.table->pending().empty() ? std::vector<int>{} : sorted_values(ui.table->pending().front());
}

// The scene's values, sorted.
std::vector<int> true_values(const scriptorium::vision::SyntheticScene& scene) {
  std::vector<int> values;
  for (const auto& d : scene.dice) values.push_back(std::stoi(d.value));
  std::sort(values.begin(), values.end());
  return values;
}

// A Discordia session in a fresh database, and the cloth scene's recording
// (tests/support/table_frames.hpp): three dice on a cloth printed with die faces, which the
// reader takes for dice too.
struct ClothTable {
  scriptorium::test::TempDir dir, frames;
  scriptorium::vision::SyntheticScene scene = scriptorium::test::write_cloth_frames(frames);
  std::vector<int> truth = true_values(scene);
  std::string path = dir.file("live.db");
  AppController controller{st::open_session_store(path), QString::fromStdString(path)};
  ClothTable() { EXPECT_GT(controller.startSession("discordia", "Ana, Bruno"), 0); }
};

}  // namespace

TEST(AppLive, DemoRollsAreCorrectedConfirmedAndUndone) {
  const auto truth = truth_rolls();
  ASSERT_GE(truth.size(), 2u);
  ASSERT_EQ(truth[1].size(), 3u) << "the demo's second roll is the three-dice roll this test plays";
  scriptorium::test::TempDir dir;
  const auto path = dir.file("live.db");
  st::SessionId id = 0;
  {
    auto store = st::open_session_store(path);
    id = store->create_session("medioevo", {"Blue", "Red"}, nlohmann::json::object());
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  Ui ui(controller, demo_feed());
  play_demo(ui);

  // One card per roll of the ground truth, each with that roll's number of dice.
  const auto cards = ui.table->pending();
  ASSERT_EQ(cards.size(), truth.size()) << ui.table->status().toStdString();
  for (std::size_t i = 0; i < cards.size(); ++i) EXPECT_EQ(cards[i].dice.size(), truth[i].size()) << "roll " << i + 1;
  EXPECT_TRUE(ui.table->status().startsWith("End of")) << ui.table->status().toStdString();
  for (const auto& c : cards) ASSERT_NE(ui.cardItem(c.id), nullptr) << "every card is shown";

  // Card 1: correct each die the reader got wrong, tapping its face until it shows the true value.
  {
    const int card = cards[0].id;
    auto missing = truth[0];  // true faces no die shows yet
    std::vector<std::size_t> wrong;
    for (std::size_t i = 0; i < cards[0].dice.size(); ++i) {
      const auto at = std::find(missing.begin(), missing.end(), cards[0].dice[i].value);
      if (at != missing.end()) {
        missing.erase(at);
      } else {
        wrong.push_back(i);
      }
    }
    for (std::size_t k = 0; k < wrong.size(); ++k) {
      const QString button = "dieValue_" + QString::number(wrong[k]);
      for (int taps = 0; taps < 6 && ui.cardButton(card, button)->property("text").toString() !=
                                         QString::number(missing[k]); ++taps) {
        ASSERT_TRUE(ui.click(card, button));
      }
    }
    EXPECT_EQ(sorted_values(ui.table->pending()[0]), truth[0]);
    // Medioevo rolls one d4, one d6 and one d8: five d6 are refused in words and nothing is recorded.
    ASSERT_TRUE(ui.click(card, "confirmButton"));
    ASSERT_EQ(ui.table->pending().size(), truth.size()) << "a refused card stays";
    EXPECT_TRUE(ui.table->pending()[0].refused);
    const QString verdict = ui.cardButton(card, "verdictLabel")->property("text").toString();
    EXPECT_TRUE(verdict.contains("Refused")) << verdict.toStdString();
    EXPECT_TRUE(st::open_session_store(path)->events(id).empty());
  }

  // Card 2 (three dice): the reader read it right.
  const int card = cards[1].id;
  ASSERT_EQ(sorted_values(cards[1]), truth[1]);
  std::map<int, std::size_t> die_of;  // face -> die index
  for (std::size_t i = 0; i < cards[1].dice.size(); ++i) die_of[cards[1].dice[i].value] = i;
  ASSERT_EQ(die_of.size(), 3u) << "three different faces";
  const int low = truth[1][0], mid = truth[1][1], high = truth[1][2];
  const auto button = [](const char* what, std::size_t die) { return QString(what) + QString::number(die); };
  // The players say the low die is the d4 and the high one the d8 (d6 -> d8 -> d4)...
  ASSERT_TRUE(ui.click(card, button("dieKind_", die_of[low])));
  ASSERT_TRUE(ui.click(card, button("dieKind_", die_of[low])));
  ASSERT_TRUE(ui.click(card, button("dieKind_", die_of[high])));
  // ...and correct the d6 by one tap: it shows one more.
  const int corrected = mid % 6 + 1;
  ASSERT_TRUE(ui.click(card, button("dieValue_", die_of[mid])));
  EXPECT_EQ(ui.cardButton(card, button("dieValue_", die_of[mid]))->property("text").toString(),
            QString::number(corrected));
  EXPECT_EQ(ui.cardButton(card, button("dieKind_", die_of[low]))->property("text").toString(), "d4");
  ASSERT_TRUE(ui.click(card, "confirmButton"));
  EXPECT_EQ(ui.table->pending().size(), truth.size() - 1) << "the confirmed card leaves";
  EXPECT_TRUE(ui.table->message().startsWith("Recorded for Blue")) << ui.table->message().toStdString();
  auto* history = ui.find<QQuickItem>("historyList");
  ASSERT_NE(history, nullptr);
  EXPECT_EQ(history->property("count").toInt(), 1);

  // Reopening the database (another connection, as after a kill) shows the confirmed roll.
  const std::map<std::string, int> expected{{"d4", low}, {"d6", corrected}, {"d8", high}};
  {
    const auto log = st::open_session_store(path)->events(id);
    ASSERT_EQ(log.size(), 1u);
    EXPECT_EQ(log[0].kind, st::EventKind::roll);
    EXPECT_EQ(log[0].player.value_or(""), "Blue");
    std::map<std::string, int> stored;
    for (const auto& d : log[0].payload.at("dice")) stored[d.at("kind").get<std::string>()] = d.at("value").get<int>();
    EXPECT_EQ(stored, expected);
    EXPECT_TRUE(log[0].payload.contains("result")) << "recorded with the engine's result, as `session roll` does";
  }
  {
    AppController reopened(st::open_session_store(path), QString::fromStdString(path));
    ASSERT_TRUE(reopened.openSession(id));
    ASSERT_EQ(reopened.events().size(), 1);
  }

  // Undo takes the roll back.
  auto* undo = ui.find("undoButton");
  ASSERT_NE(undo, nullptr);
  QMetaObject::invokeMethod(undo, "clicked");
  QTest::qWait(50);
  EXPECT_EQ(history->property("count").toInt(), 0);
  const auto log = st::open_session_store(path)->events(id);
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[1].kind, st::EventKind::undo);
  EXPECT_EQ(log[1].target, log[0].id);
  EXPECT_TRUE(scriptorium::session::effective_events(log).empty());

  // Discard drops a card without recording anything.
  const int last = ui.table->pending().back().id;
  ASSERT_TRUE(ui.click(last, "discardButton"));
  EXPECT_EQ(ui.table->pending().size(), truth.size() - 2);
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 2u);
}

TEST(AppLive, PreviewShowsTheFramesWithTheRestingDiceOutlined) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("live.db");
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_GT(controller.startSession("medioevo", "Blue, Red"), 0);
  Ui ui(controller, demo_feed());
  play_demo(ui);
  auto* preview = ui.find<QQuickItem>("tablePreview");
  ASSERT_NE(preview, nullptr);
  EXPECT_TRUE(preview->property("hasFrame").toBool());
  EXPECT_GT(preview->property("framesShown").toInt(), 0);
  auto* feed = qobject_cast<sa::TableFeed*>(ui.table->feed());
  ASSERT_NE(feed, nullptr);
  const QImage shown = feed->frame();
  const QImage raw(QString::fromStdString(kDemo + "/frames/frame_00271.jpg"));
  ASSERT_FALSE(raw.isNull());
  ASSERT_EQ(shown.size(), raw.size());
  // The recording ends with the last roll at rest: its dice are outlined in the outline colour.
  const QRgb outline = qRgb(255, 200, 40);  // kDieOutline is BGR (40, 200, 255)
  EXPECT_GT(count_colour(shown, outline), count_colour(raw, outline) + 100);
  EXPECT_EQ(ui.table->source(), QString::fromStdString("frames:" + kDemo + "/frames"));

  // The photo of the final table: the frame as shown, saved beside the database and recorded.
  QMetaObject::invokeMethod(ui.find("tablePhotoButton"), "clicked");
  QTest::qWait(30);
  const auto log = st::open_session_store(path)->events(controller.currentSession().value("id").toLongLong());
  ASSERT_EQ(log.size(), 1u) << ui.table->message().toStdString();
  const auto& result = log.back().payload.at("result");
  EXPECT_EQ(result.at("type"), "table_photo");
  const QString file = QString::fromStdString(result.at("file").get<std::string>());
  EXPECT_TRUE(file.startsWith(QString::fromStdString(dir.file("photos/session-")))) << file.toStdString();
  const QImage saved(file);
  ASSERT_FALSE(saved.isNull());
  EXPECT_EQ(saved.size(), shown.size());
  EXPECT_TRUE(ui.table->message().startsWith("Table photo saved: ")) << ui.table->message().toStdString();
}

TEST(AppLive, ABadSourceSaysWhyAndShowsNoCards) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("live.db");
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_GT(controller.startSession("medioevo", "Blue, Red"), 0);
  sa::FeedOptions options;
  options.attempts = {{"frames:" + dir.file("no-such-folder"), "pips"}};
  Ui ui(controller, options);
  ASSERT_NE(ui.root(), nullptr);
  QMetaObject::invokeMethod(ui.root(), "showSession");
  ASSERT_TRUE(wait_until([&] { return ui.table->status().startsWith("No table feed"); }, 5000))
      << ui.table->status().toStdString();
  EXPECT_TRUE(ui.table->status().contains("no-such-folder")) << ui.table->status().toStdString();
  EXPECT_TRUE(ui.table->pending().empty());
  // No frame, no photo: said in words, nothing recorded.
  EXPECT_EQ(ui.table->saveTablePhoto(), QString());
  EXPECT_EQ(ui.table->message(), "No picture of the table yet");
  EXPECT_TRUE(st::open_session_store(path)->events(controller.currentSession().value("id").toLongLong()).empty());
}

// The live table reads with the table's profile as `watch --profile` does: the bare table kept in
// it (`calibrate table`) keeps a cloth's printed faces out of the roll card, and the empty cloth
// from being read as a roll of its own. So does the "Empty table" button, pressed while the table
// is empty (here: before the recording starts with one second of it).
TEST(AppLive, ABareTableKeepsTheClothOutOfTheRoll) {
  ClothTable cloth;
  nlohmann::json profile;
  scriptorium::profiles::store_bare_table(profile, scriptorium::vision::BareTable(cloth.scene.bare_table));
  const auto cards_of = [&](const scriptorium::profiles::TableSetup& table, bool told_empty) {
    sa::FeedOptions options = recorded_feed(cloth.frames);
    options.table = table;
    Ui ui(cloth.controller, options);
    if (told_empty) ui.table->markTableEmpty();
    play_demo(ui);
    auto* button = ui.find("emptyTableButton");  // on the session screen, usable while the feed runs
    EXPECT_TRUE(button && !button->property("enabled").toBool()) << "the recording has ended";
    std::vector<std::vector<int>> cards;
    for (const auto& card : ui.table->pending()) cards.push_back(sorted_values(card));
    return cards;
  };
  const auto plain = cards_of({}, false);
  ASSERT_EQ(plain.size(), 2u) << "the empty cloth, then the roll";
  EXPECT_GT(plain.back().size(), cloth.scene.dice.size())
      << "the cloth no longer fools the reader: pick another scene";
  const std::vector<std::vector<int>> the_roll{cloth.truth};
  EXPECT_EQ(cards_of(scriptorium::profiles::table_setup(profile, "table.json"), false), the_roll)
      << "the profile's";
  EXPECT_EQ(cards_of({}, true), the_roll) << "told the table is empty";
}

// "Empty table" with a profile keeps the bare table in it, as `calibrate table` would: the next
// launch with that profile reads the roll without being told. A profile gone since the launch
// (or one that cannot be written) leaves the table noted for this run and says why.
TEST(AppLive, TheEmptyTableIsKeptInTheTablesProfile) {
  ClothTable cloth;
  auto& dir = cloth.dir;
  const auto& truth = cloth.truth;
  dir.write("table.json", "{}");
  const auto roll_of = [&](const std::string& profile, bool told_empty, QString* message) {
    sa::FeedOptions options = recorded_feed(cloth.frames);
    options.profile = profile;
    const auto stored = scriptorium::profiles::find_profile(cloth.path, profile);
    if (stored) options.table = scriptorium::profiles::table_setup(*stored, profile);
    Ui ui(cloth.controller, options);
    if (told_empty) ui.table->markTableEmpty();
    play_demo(ui);
    QTest::qWait(30);  // the hand-over of the empty table
    *message = ui.table->message();
    return values_of_the_roll(ui);
  };
  QString message;
  EXPECT_EQ(roll_of(dir.file("table.json"), true, &message), truth);
  EXPECT_EQ(message, QString::fromStdString("Empty table kept in profile " + dir.file("table.json")));
  std::ifstream in(dir.file("table.json"));
  EXPECT_TRUE(nlohmann::json::parse(in).contains("bare_table"));
  EXPECT_EQ(roll_of(dir.file("table.json"), false, &message), truth) << "the next launch";

  dir.write("file", "");  // no folder can be made where this file is
  EXPECT_EQ(roll_of(dir.file("file/table.json"), true, &message), truth) << "noted all the same";
  EXPECT_TRUE(message.startsWith(QString::fromStdString("Empty table noted, but not kept in profile " +
                                                        dir.file("file/table.json") + ": ")))
      << message.toStdString();
}

// The live table reads the session's game's dice, as `watch --game` does: in a Medioevo session the
// numeral d4, d6 and d8 (the pip reader would find no d4 or d8).
TEST(AppLive, AMedioevoSessionReadsItsNumeralDice) {
  scriptorium::test::TempDir dir, frames;
  const auto scene = scriptorium::test::write_numeral_frames(frames);
  std::multiset<std::string> truth;
  for (const auto& d : scene.dice) truth.insert(d.kind + " " + d.value);
  const auto path = dir.file("live.db");
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  const auto roll_in = [&](const QString& game) {
    EXPECT_GT(controller.startSession(game, "Blue, Red"), 0);
    Ui ui(controller, recorded_feed(frames));
    play_demo(ui);
    std::multiset<std::string> dice;
    EXPECT_EQ(ui.table->pending().size(), 1u) << ui.table->status().toStdString();
    if (!ui.table->pending().empty())
      for (const auto& d : ui.table->pending().front().dice)
        dice.insert(d.kind + " " + std::to_string(d.value));
    return dice;
  };
  EXPECT_EQ(roll_in("medioevo"), truth);
  const auto pips = roll_in("rattus");
  const auto is_d6 = [](const std::string& die) { return die.rfind("d6 ", 0) == 0; };
  EXPECT_TRUE(std::all_of(pips.begin(), pips.end(), is_d6)) << "a game of pip dice";
}

// The live table reads an ERA session's taught icon dice, as `watch --game era` does: the sets
// taught for ERA (era, era-*) in the table's profile. With none taught it reads pip dice and says
// why.
TEST(AppLive, AnEraSessionReadsItsTaughtIconDice) {
  constexpr int kYellow = 6;  // the scene generator's yellow palette
  scriptorium::test::TempDir dir, frames;
  // ERA's yellow die taught as `dice teach` teaches it: three photos a face.
  nlohmann::json profile = nlohmann::json::object();
  scriptorium::vision::DiceDetector detector = scriptorium::vision::taught_dice_detector();
  for (int face = 1; face <= 6; ++face)
    scriptorium::profiles::add_taught_samples(
        profile, "era-yellow", scriptorium::test::icon_labels()[static_cast<std::size_t>(face - 1)],
        scriptorium::test::face_teaching_samples(detector, face, 3, kYellow));
  dir.write("table.json", profile.dump());
  // Half a second of the empty table, then the roll (a scene of the taught-dice tests' kind,
  // seed picked once).
  scriptorium::vision::SceneOptions opt = scriptorium::test::icon_scenes(kYellow);
  opt.bare_table_shift = 0.01;
  const auto scene = scriptorium::vision::render_dice_scene(8120, opt);
  scriptorium::test::write_table_frames(frames, scene, 40, 15);
  std::multiset<std::string> truth;
  for (const auto& d : scene.dice) truth.insert("era-yellow " + d.value);

  const auto path = dir.file("live.db");
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_GT(controller.startSession("era", "Ana, Bruno"), 0);
  const auto roll_with = [&](const std::string& profile_path, QString* message) {
    sa::FeedOptions options = recorded_feed(frames);
    options.profile = profile_path;
    Ui ui(controller, options);
    play_demo(ui);
    *message = ui.table->message();
    std::multiset<std::string> dice;
    EXPECT_EQ(ui.table->pending().size(), 1u) << ui.table->status().toStdString();
    if (!ui.table->pending().empty())
      for (const auto& d : ui.table->pending().front().dice) dice.insert(d.kind + " " + d.label);
    return dice;
  };
  QString message;
  EXPECT_EQ(roll_with(dir.file("table.json"), &message), truth);
  EXPECT_EQ(message, QString());
  // Without --profile the database's default profile is read: nothing is taught there.
  const auto untaught = roll_with("", &message);
  EXPECT_TRUE(std::none_of(untaught.begin(), untaught.end(),
                           [](const std::string& die) { return die.rfind("era-yellow", 0) == 0; }));
  EXPECT_TRUE(message.startsWith("No era dice taught in profile ")) << message.toStdString();
  // A taught face that is no image: pip dice, and the message names the profile and the place.
  dir.write("broken.json", R"({"dice_sets": {"era-yellow": {"ring": ["not a PNG"]}}})");
  (void)roll_with(dir.file("broken.json"), &message);
  EXPECT_TRUE(message.startsWith(
      QString::fromStdString("The taught dice of profile " + dir.file("broken.json") + " cannot be read: ")))
      << message.toStdString();
}

// A profile's camera: the frames are read and shown undistorted, so the outlines sit on the dice.
TEST(AppLive, AProfilesCameraUndistortsTheFramesShown) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("live.db");
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_GT(controller.startSession("medioevo", "Blue, Red"), 0);
  scriptorium::calibration::CameraProfile camera;  // a strong barrel lens, at the demo's size
  const cv::Mat raw = cv::imread(kDemo + "/frames/frame_00271.jpg");
  ASSERT_FALSE(raw.empty());
  camera.image_size = raw.size();
  camera.camera_matrix = {0.8 * raw.cols, 0, raw.cols / 2.0, 0, 0.8 * raw.cols, raw.rows / 2.0, 0, 0, 1};
  camera.distortion = {-0.35, 0.1, 0, 0, 0};
  sa::FeedOptions options = demo_feed();
  options.table.camera = camera;
  Ui ui(controller, options);
  play_demo(ui);
  auto* feed = qobject_cast<sa::TableFeed*>(ui.table->feed());
  ASSERT_NE(feed, nullptr);
  const QImage shown = feed->frame().convertToFormat(QImage::Format_BGR888);
  ASSERT_EQ(shown.width(), raw.cols);
  const cv::Mat shown_bgr(shown.height(), shown.width(), CV_8UC3, const_cast<uchar*>(shown.constBits()),
                          static_cast<std::size_t>(shown.bytesPerLine()));
  const cv::Mat undistorted = scriptorium::calibration::Undistorter(camera).apply(raw);
  // Outlines aside, the frame shown is the undistorted one, far from the frame as recorded.
  const double to_undistorted = cv::norm(shown_bgr, undistorted, cv::NORM_L1);
  const double to_raw = cv::norm(shown_bgr, raw, cv::NORM_L1);
  EXPECT_LT(to_undistorted * 3, to_raw) << to_undistorted << " vs " << to_raw;
}

TEST(AppRollCard, TapsCycleValuesAndKindsAndMarkTheDieCorrected) {
  sa::RollCard card;
  card.dice = {{"d6", 6, "", "white", 0.8, false}, {"d8", 7, "", "", 0.9, false}, {"era", 0, "Y3", "", 1, false}};
  EXPECT_TRUE(card.cycle_value(0));
  EXPECT_EQ(card.dice[0].value, 1) << "after the top face comes 1";
  EXPECT_TRUE(card.dice[0].corrected);
  EXPECT_TRUE(card.cycle_kind(1));
  EXPECT_EQ(card.dice[1].kind, "d4");
  EXPECT_EQ(card.dice[1].value, 4) << "a face the new kind lacks becomes its top face";
  EXPECT_FALSE(card.cycle_value(2)) << "a custom die has no numbered faces to cycle";
  EXPECT_FALSE(card.cycle_value(3));
  const auto doc = card.dice_document();
  ASSERT_EQ(doc.at("dice").size(), 3u);
  EXPECT_EQ(doc["dice"][0]["value"], 1);
  EXPECT_EQ(doc["dice"][0]["confidence"], 1.0) << "a die set by hand is certain";
  EXPECT_EQ(doc["dice"][1]["kind"], "d4");
  EXPECT_EQ(doc["dice"][2]["value"], "Y3");
  EXPECT_TRUE(card.remove_die(2));
  EXPECT_EQ(card.dice.size(), 2u);
}
