// Drives the real QML offscreen: the session screen lists the standing events, its Undo button
// records an undo in the store, and its score sheet shows (and prints) the game's scoring.
#include <gtest/gtest.h>

#include <QClipboard>
#include <QDesktopServices>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <array>
#include <functional>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "companion/app/app_controller.hpp"
#include "companion/app/live_table.hpp"
#include "companion/app/row_titles.hpp"
#include "companion/app/score_sheet_pdf.hpp"
#include "companion/app/table_preview.hpp"
#include "companion/app/translation.hpp"
#include "companion/session/game_rules.hpp"
#include "companion/session/score_sheet.hpp"
#include "companion/store/session_store.hpp"
#include "engine/core/json_input.hpp"
#include "tests/support/run_command.hpp"

namespace st = scriptorium::store;

namespace {

// Loads Main.qml from the source tree with `controller` in its context, and a live table that
// watches nothing (these tests are about the history, not the camera).
std::unique_ptr<QQmlApplicationEngine> load(AppController& controller) {
  auto engine = std::make_unique<QQmlApplicationEngine>();
  // A child of the engine: it dies after the engine's QML objects, which use it.
  auto* table = new scriptorium::app::LiveTable(controller, scriptorium::app::FeedOptions{}, engine.get());
  engine->rootContext()->setContextProperty("controller", &controller);
  engine->rootContext()->setContextProperty("table", table);
  engine->load(QUrl::fromLocalFile(SCRIPTORIUM_SOURCE_DIR "/companion/app/qml/Main.qml"));
  return engine;
}

// The same with the open session's screen shown (the StackView builds it in a moment).
std::unique_ptr<QQmlApplicationEngine> load_session_screen(AppController& controller) {
  auto engine = load(controller);
  if (!engine->rootObjects().isEmpty()) {
    QMetaObject::invokeMethod(engine->rootObjects().first(), "showSession");
    QTest::qWait(200);
  }
  return engine;
}

template <class T = QObject>
T* find(QQmlApplicationEngine& engine, const char* name) {
  return engine.rootObjects().isEmpty() ? nullptr : engine.rootObjects().first()->findChild<T*>(name);
}

// Whether the item named `name` is gone within two seconds (a popped page is destroyed once
// the StackView's transition ends).
bool gone(QQmlApplicationEngine& engine, const char* name) {
  for (int i = 0; i < 40 && find(engine, name) != nullptr; ++i) QTest::qWait(50);
  return find(engine, name) == nullptr;
}

// A new session of `game` in a temporary database, opened in a controller with its screen shown:
// the preamble of the tests of the per-game screens. `seed` may fill the log first.
class AppUiScreen : public ::testing::Test {
 protected:
  bool open(const char* game, const std::vector<std::string>& players,
            const std::function<void(st::SessionStore&)>& seed = {}) {
    {
      auto store = st::open_session_store(path);
      id = store->create_session(game, players, nlohmann::json::object());
      if (seed) seed(*store);
    }
    controller = std::make_unique<AppController>(st::open_session_store(path), QString::fromStdString(path));
    if (!controller->openSession(id)) return false;
    engine = load_session_screen(*controller);
    return !engine->rootObjects().isEmpty();
  }

  // A three-player Medioevo session in which Ana and Bruno have rolled their d4, d6 and d8,
  // shown on the battle screen; `attacker` and `defender` are its two army forms.
  bool openBattle(const std::array<int, 3>& ana, const std::array<int, 3>& bruno) {
    const bool opened = open("medioevo", {"Ana", "Bruno", "Carla"}, [&](st::SessionStore& store) {
      for (const auto& [who, roll] : {std::pair{"Ana", ana}, std::pair{"Bruno", bruno}}) {
        const nlohmann::json dice{{{"kind", "d4"}, {"value", roll[0]}},
                                  {{"kind", "d6"}, {"value", roll[1]}},
                                  {{"kind", "d8"}, {"value", roll[2]}}};
        store.append_event(
            id, {st::EventKind::roll, who, {}, {{"dice", dice}, {"result", {{"dice", dice}}}}, {}, {}});
      }
    });
    if (!opened) return false;
    QMetaObject::invokeMethod(find(*engine, "battleButton"), "clicked");
    QTest::qWait(200);
    attacker = find(*engine, "attackerForm");
    defender = find(*engine, "defenderForm");
    return attacker != nullptr && defender != nullptr;
  }

  scriptorium::test::TempDir dir;
  const std::string path = dir.file("ui.db");
  st::SessionId id = 0;
  std::unique_ptr<AppController> controller;  // outlives the engine, whose QML uses it
  std::unique_ptr<QQmlApplicationEngine> engine;
  QObject* attacker = nullptr;  // the battle screen's forms (openBattle)
  QObject* defender = nullptr;
};

}  // namespace

TEST(AppUi, SessionScreenListsEventsAndUndoRecordsAnUndo) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  st::SessionId id = 0;
  {
    auto store = st::open_session_store(path);
    id = store->create_session("medioevo", {"Ana", "Bruno"}, nlohmann::json::object());
    for (int v : {3, 5}) {
      store->append_event(id, {st::EventKind::roll, "Ana", {}, {{"dice", {{{"kind", "d6"}, {"value", v}}}},
                                                                 {"result", {{"dice", {{{"kind", "d6"}, {"value", v}}}}}}}, {}, {}});
    }
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  auto engine = load_session_screen(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());

  auto* history = find<QQuickItem>(*engine, "historyList");
  ASSERT_NE(history, nullptr);
  EXPECT_EQ(history->property("count").toInt(), 2);
  auto* undo = find(*engine, "undoButton");
  ASSERT_NE(undo, nullptr);
  EXPECT_TRUE(undo->property("enabled").toBool());

  QMetaObject::invokeMethod(undo, "clicked");
  QTest::qWait(50);
  EXPECT_EQ(history->property("count").toInt(), 1);

  auto store = st::open_session_store(path);
  const auto log = store->events(id);
  ASSERT_EQ(log.size(), 3u);
  EXPECT_EQ(log.back().kind, st::EventKind::undo);
  EXPECT_EQ(log.back().target, log[1].id);  // the newest roll was taken back
}

#ifdef SCRIPTORIUM_WITH_ERA
// An ERA game ended with the Keeps alone (rules §3.9): Ana 2 + 4 culture + 5 most culture - 1
// calamity = 10, Bruno 2 + 2 = 4; Ana wins. Scored by the ERA engine through the session rules.
TEST(AppUi, TheScoreSheetShowsTheFinalScoringAndPrints) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  st::SessionId id = 0;
  {
    auto store = st::open_session_store(path);
    id = store->create_session("era", {"Ana", "Bruno"}, nlohmann::json::object());
    const auto domain = nlohmann::json::parse(R"({"width": 9, "height": 9, "pieces": [{"type": "keep", "cells": [[4, 4]]}]})");
    const nlohmann::json none{{"goods", 0}, {"stone", 0}, {"wood", 0}, {"food", 0}};
    const nlohmann::json move{{"type", "score"},
                              {"players",
                               {{{"name", "Ana"}, {"domain", domain}, {"resources", none}, {"culture", 4}, {"calamity", 1}},
                                {{"name", "Bruno"}, {"domain", domain}, {"resources", none}, {"culture", 2}, {"calamity", 0}}}}};
    scriptorium::session::SessionContext context;
    context.players = {"Ana", "Bruno"};
    const auto verdict = scriptorium::session::make_game_rules("era", context)->check_move(scriptorium::core::JsonCursor(move));
    ASSERT_TRUE(verdict.violations.empty()) << verdict.summary;
    st::NewEvent event{st::EventKind::move, "Ana", {}, {{"move", move}, {"result", verdict.result}}, {}, {}};
    scriptorium::session::settle_score(store->events(id), event);
    store->append_event(id, event);
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  auto engine = load_session_screen(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());

  // The grid: a column per player; the last row is the totals.
  auto* grid = find<QQuickItem>(*engine, "scoreSheet");
  ASSERT_NE(grid, nullptr);
  EXPECT_EQ(grid->property("columns").toInt(), 3);
  const QVariantList cells = controller.scoreSheet().value("cells").toList();
  ASSERT_GE(cells.size(), 6);
  EXPECT_EQ(cells[1].toMap().value("text").toString(), "Ana");
  EXPECT_EQ(cells[cells.size() - 3].toMap().value("text").toString(), "Total");
  EXPECT_EQ(cells[cells.size() - 2].toMap().value("text").toString(), "10");
  EXPECT_EQ(cells[cells.size() - 1].toMap().value("text").toString(), "4");
  auto* status = find(*engine, "sheetStatus");
  ASSERT_NE(status, nullptr);
  EXPECT_EQ(status->property("text").toString(), "Game over, winner: Ana");

  // The printable sheet: the same rows and totals, as a PDF.
  const auto info = st::open_session_store(path)->find_session(id);
  ASSERT_TRUE(info.has_value());
  EXPECT_EQ(info->winners, std::vector<std::string>{"Ana"});
  const auto sheet = scriptorium::session::score_sheet(
      scriptorium::session::effective_events(st::open_session_store(path)->events(id)));
  const QString html = scriptorium::app::score_sheet_html(*info, sheet);
  EXPECT_TRUE(html.contains("Most culture")) << html.toStdString();
  EXPECT_TRUE(html.contains("<b>10</b>")) << html.toStdString();
  EXPECT_TRUE(html.contains("Winner: Ana")) << html.toStdString();
  const QString pdf = QString::fromStdString(dir.file("sheet.pdf"));
  EXPECT_EQ(controller.exportPdf(pdf), pdf) << controller.lastError().toStdString();
  QFile file(pdf);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  EXPECT_TRUE(file.read(5) == "%PDF-");
  EXPECT_EQ(controller.exportPdf(QString::fromStdString(dir.file("no/such/folder/sheet.pdf"))), QString());
  EXPECT_FALSE(controller.lastError().isEmpty());

  // Undo takes the scoring back: the sheet empties and the game is open again.
  QMetaObject::invokeMethod(find(*engine, "undoButton"), "clicked");
  QTest::qWait(50);
  EXPECT_EQ(status->property("text").toString(), "The sheet fills in when the game's scoring is recorded");
  EXPECT_FALSE(st::open_session_store(path)->find_session(id)->finished.has_value());
}
#endif

void collect(QQuickItem* item, const QString& name, QList<QObject*>& out) {
  if (item->objectName() == name) out.append(item);
  for (QQuickItem* child : item->childItems()) collect(child, name, out);
}

// All items named `name` in the window's visual tree, depth first. Delegates made by views and
// repeaters are not QObject children of the page, so findChildren does not see them.
QList<QObject*> find_all(QQmlApplicationEngine& engine, const char* name) {
  QList<QObject*> out;
  auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
  if (window) collect(window->contentItem(), QString::fromUtf8(name), out);
  return out;
}

// Medioevo takes one d4, d6 and d8 per roll: the d4 read as 3 was a 4. One tap on the d4 in the
// history steps it to 4, Save records a correction of that roll, checked by the rules.
TEST(AppUi, CorrectingARollFromTheHistory) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  st::SessionId id = 0;
  st::EventId roll = 0;
  const auto dice = nlohmann::json::parse(
      R"([{"kind": "d4", "value": 3}, {"kind": "d6", "value": 5}, {"kind": "d8", "value": 5}])");
  {
    auto store = st::open_session_store(path);
    id = store->create_session("medioevo", {"Ana", "Bruno"}, nlohmann::json::object());
    roll = store->append_event(id, {st::EventKind::roll, "Ana", {}, {{"dice", dice}, {"result", {{"dice", dice}}}}, {}, {}});
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  auto engine = load_session_screen(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());

  const auto entries = find_all(*engine, "historyEntry");
  ASSERT_EQ(entries.size(), 1);
  QMetaObject::invokeMethod(entries.first(), "clicked");
  QTest::qWait(50);
  const auto buttons = find_all(*engine, "dieButton");
  ASSERT_EQ(buttons.size(), 3);
  EXPECT_EQ(buttons[0]->property("text").toString(), "d4: 3");
  QMetaObject::invokeMethod(buttons[0], "clicked");
  QTest::qWait(50);
  EXPECT_EQ(find_all(*engine, "dieButton")[0]->property("text").toString(), "d4: 4");
  QMetaObject::invokeMethod(find_all(*engine, "saveCorrection").first(), "clicked");
  QTest::qWait(50);

  const auto log = st::open_session_store(path)->events(id);
  ASSERT_EQ(log.size(), 2u) << controller.lastError().toStdString();
  EXPECT_EQ(log.back().kind, st::EventKind::correction);
  EXPECT_EQ(log.back().target, roll);
  EXPECT_EQ(log.back().payload["dice"][0]["value"], 4);
  EXPECT_TRUE(controller.events().first().toMap().value("corrected").toBool());

  // Two d4 and no d8 is not a Medioevo roll: refused in words, nothing recorded.
  QVariantList wrong = controller.events().first().toMap().value("dice").toList();
  QVariantMap d8 = wrong[2].toMap();
  d8["kind"] = "d4";
  d8["value"] = 1;
  wrong[2] = d8;
  EXPECT_FALSE(controller.correctRoll(roll, wrong));
  EXPECT_TRUE(controller.lastError().startsWith("Correction refused, nothing recorded: ")) << controller.lastError().toStdString();
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 2u);
  EXPECT_FALSE(controller.correctRoll(roll + 100, wrong));
}

// Six d6 rolls, all sixes: a die this uneven is flagged (chi-square 30 with 5 degrees of
// freedom, p = 1.5e-5 < 0.01), and each player's sessions and wins are counted.
TEST(AppUi, StatisticsCountPlayersAndFlagAnUnfairDie) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  {
    auto store = st::open_session_store(path);
    const auto id = store->create_session("medioevo", {"Ana", "Bruno"}, nlohmann::json::object());
    const auto six = nlohmann::json::parse(R"([{"kind": "d6", "value": 6}])");
    for (int i = 0; i < 6; ++i) {
      store->append_event(id, {st::EventKind::roll, "Ana", {}, {{"dice", six}, {"result", {{"dice", six}}}}, {}, {}});
    }
    store->finish_session(id, {"Bruno"});
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  const QVariantMap stats = controller.statistics();
  const QVariantList players = stats.value("players").toList();
  ASSERT_EQ(players.size(), 2);
  EXPECT_EQ(players[1].toMap().value("name").toString(), "Bruno");
  EXPECT_EQ(players[1].toMap().value("wins").toInt(), 1);
  EXPECT_EQ(players[0].toMap().value("wins").toInt(), 0);
  const QVariantList dice = stats.value("dice").toList();
  ASSERT_EQ(dice.size(), 1);
  const QVariantMap d6 = dice[0].toMap();
  EXPECT_EQ(d6.value("kind").toString(), "d6");
  EXPECT_EQ(d6.value("counts").toList()[5].toInt(), 6);
  EXPECT_NEAR(d6.value("chiSquare").toDouble(), 30.0, 1e-9);
  EXPECT_LT(d6.value("pValue").toDouble(), 0.01);
  EXPECT_TRUE(d6.value("verdict").toString().startsWith("unlikely to be fair"));

  // The page: one chart per kind of die rolled, reached from the game list.
  auto engine = load(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  QMetaObject::invokeMethod(find(*engine, "statisticsButton"), "clicked");
  QTest::qWait(200);
  EXPECT_EQ(find_all(*engine, "diceChart").size(), 1);
  EXPECT_NE(find(*engine, "playerTable"), nullptr);
}

// Discordia's red d6 rolled six times, all sixes, and the blue one six times, one of each face.
// By hand: red {0,0,0,0,0,6}, expected 1 per face: 5 * 1 + 5^2 = 30, p = 1.5e-5, flagged; blue
// chi-square 0, p = 1; all twelve d6 together {1,1,1,1,1,7}, expected 2: 5 * 1/2 + 5^2/2 = 15,
// p = 0.0104 (the 1 % critical value for df 5 is 15.09): not flagged. The loaded die hides in its
// kind; the picker shows it.
TEST(AppUi, StatisticsPickerChartsTheChosenDieSet) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  {
    auto store = st::open_session_store(path);
    const auto id = store->create_session("discordia", {"Ana", "Bruno"}, nlohmann::json::object());
    for (int face = 1; face <= 6; ++face) {
      const nlohmann::json dice{{{"kind", "d6"}, {"value", 6}, {"color", "red"}},
                                {{"kind", "d6"}, {"value", face}, {"color", "blue"}}};
      store->append_event(id, {st::EventKind::roll, "Ana", {}, {{"dice", dice}, {"result", {{"dice", dice}}}}, {}, {}});
    }
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  const QVariantList charts = controller.statistics().value("charts").toList();
  ASSERT_EQ(charts.size(), 3);
  EXPECT_EQ(charts[0].toMap().value("label").toString(), "d6, all dice");
  EXPECT_NEAR(charts[0].toMap().value("chiSquare").toDouble(), 15.0, 1e-9);
  EXPECT_GT(charts[0].toMap().value("pValue").toDouble(), 0.01);
  EXPECT_EQ(charts[1].toMap().value("label").toString(), "d6 blue");
  EXPECT_NEAR(charts[1].toMap().value("chiSquare").toDouble(), 0.0, 1e-9);
  EXPECT_EQ(charts[2].toMap().value("label").toString(), "d6 red");
  EXPECT_NEAR(charts[2].toMap().value("chiSquare").toDouble(), 30.0, 1e-9);
  EXPECT_EQ(charts[2].toMap().value("color").toString(), "red");

  auto engine = load(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  QMetaObject::invokeMethod(find(*engine, "statisticsButton"), "clicked");
  QTest::qWait(200);
  auto* picker = find(*engine, "dieSetPicker");
  ASSERT_NE(picker, nullptr);
  EXPECT_EQ(picker->property("count").toInt(), 3);
  ASSERT_EQ(find_all(*engine, "dieVerdict").size(), 1);  // one chart, the picked one
  auto verdict = [&] { return find_all(*engine, "dieVerdict").first()->property("text").toString(); };
  EXPECT_TRUE(verdict().startsWith("d6, all dice: 12 rolled, no sign of an unfair die")) << verdict().toStdString();
  picker->setProperty("currentIndex", 2);
  QTest::qWait(50);
  EXPECT_TRUE(verdict().startsWith("d6 red: 6 rolled, unlikely to be fair")) << verdict().toStdString();
  picker->setProperty("currentIndex", 1);
  QTest::qWait(50);
  EXPECT_EQ(verdict(), "d6 blue: 6 rolled, no sign of an unfair die (p = 1.000)");
}

namespace {

// Stands in for the system's handler of bgstats:// links: keeps what it was asked to open.
class LinkCatcher : public QObject {
  Q_OBJECT
 public:
  QList<QUrl> opened;
 public slots:
  void open(const QUrl& url) { opened.append(url); }
};

}  // namespace

// "Open in BG Stats" hands the session's link to the system (here a stand-in handler), "Copy
// link" puts the same link on the clipboard; both as `session export --format bgstats-link`.
TEST(AppUi, BgStatsButtonsOpenAndCopyTheSessionLink) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  st::SessionId id = 0;
  {
    auto store = st::open_session_store(path);
    id = store->create_session("rattus", {"Begoña", "Bruno"}, nlohmann::json::object());
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  const QString link = controller.bgStatsLink();
  ASSERT_TRUE(link.startsWith("bgstats://app.bgstatsapp.com/createPlay.html?data=%7B")) << link.toStdString();
  EXPECT_TRUE(link.contains("Bego%C3%B1a"));

  LinkCatcher catcher;
  QDesktopServices::setUrlHandler("bgstats", &catcher, "open");
  auto engine = load_session_screen(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  auto* open = find(*engine, "bgStatsOpenButton");
  ASSERT_NE(open, nullptr);
  QMetaObject::invokeMethod(open, "clicked");
  QTest::qWait(50);
  QDesktopServices::unsetUrlHandler("bgstats");
  ASSERT_EQ(catcher.opened.size(), 1);
  EXPECT_EQ(QString::fromUtf8(catcher.opened.first().toEncoded()), link);  // reaches the system unaltered

  QGuiApplication::clipboard()->clear();
  QMetaObject::invokeMethod(find(*engine, "bgStatsCopyButton"), "clicked");
  QTest::qWait(50);
  EXPECT_EQ(QGuiApplication::clipboard()->text(), link);
  EXPECT_EQ(find(*engine, "bgStatsNote")->property("text").toString(), "Link copied");
}

// The tracker on the session screen: Feudum's five steps (§1.6); Next step moves to Nourish
// pawns, and Undo takes the step back.
TEST_F(AppUiScreen, TheRoundTrackerStepsOnAndUndoStepsBack) {
  ASSERT_TRUE(open("feudum", {"Ana", "Bruno"}));
  auto* title = find(*engine, "roundTitle");
  ASSERT_NE(title, nullptr);
  EXPECT_EQ(title->property("text").toString(), QString::fromUtf8("Round 1 \u00b7 start player Ana"));
  EXPECT_EQ(controller->progress().value("phase").toString(), "Take actions");
  EXPECT_EQ(find_all(*engine, "phase").size() + find_all(*engine, "currentPhase").size(), 5);

  QMetaObject::invokeMethod(find(*engine, "nextPhaseButton"), "clicked");
  QTest::qWait(50);
  EXPECT_EQ(controller->progress().value("phase").toString(), "Nourish pawns");
  ASSERT_EQ(find_all(*engine, "currentPhase").size(), 1);
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 1u);

  QMetaObject::invokeMethod(find(*engine, "undoButton"), "clicked");
  QTest::qWait(50);
  EXPECT_EQ(controller->progress().value("phase").toString(), "Take actions");
}

#ifdef SCRIPTORIUM_WITH_MEDIOEVO
// Medioevo's battle screen (rules §1.3-1.5), three players. Ana attacks from turn position 1
// with her d4 3, d6 5, d8 5: a pair of 5s is a critical, 5 x 5 = 25, no penalty. Bruno defends
// from position 2 with 2, 4, 7: highest die 7 - 1 turn penalty = 6. Ana wins 25 to 6; the battle
// score is capped by her 3 melee units (2 light, 1 heavy infantry, the form's defaults).
TEST_F(AppUiScreen, BattleScreenShowsOddsAndResolvesFromTheLastRolls) {
  ASSERT_TRUE(openBattle({3, 5, 5}, {2, 4, 7}));

  auto* odds = find(*engine, "battleOdds");
  ASSERT_NE(odds, nullptr);
  const QString before = odds->property("text").toString();
  EXPECT_TRUE(before.startsWith("One round: attacker ")) << before.toStdString();
  // The whole battle's outcomes on the screen are every way it can end (no flight or surrender
  // is entered): two armies of 2 light and 1 heavy infantry often destroy each other.
  EXPECT_TRUE(before.contains(", both destroyed ")) << before.toStdString();
  const auto army = [](const char* name, int position) {
    return QVariantMap{{"name", name}, {"position", position}, {"units", QVariantMap{{"li", 2}, {"hi", 1}}}};
  };
  const QVariantMap whole =
      controller->battleOdds({{"players", 3}, {"attacker", army("Ana", 1)}, {"defender", army("Bruno", 2)}});
  ASSERT_TRUE(whole.value("ok").toBool());
  EXPECT_GT(whole.value("battleNoWinner").toDouble(), 0.0);
  EXPECT_NEAR(whole.value("battleAttacker").toDouble() + whole.value("battleDefender").toDouble() +
                  whole.value("battleNoWinner").toDouble(),
              1.0, 1e-9);
  // More light infantry for the attacker: the odds are computed again.
  attacker->setProperty("liCount", 12);
  QTest::qWait(50);
  EXPECT_NE(odds->property("text").toString(), before);
  attacker->setProperty("liCount", 2);
  QTest::qWait(50);

  QMetaObject::invokeMethod(find(*engine, "resolveBattleButton"), "clicked");
  QTest::qWait(50);
  const QString result = find(*engine, "battleResult")->property("text").toString();
  EXPECT_TRUE(result.contains("won by the attacker")) << result.toStdString();
  EXPECT_TRUE(result.contains("battle score 3")) << result.toStdString();
  const auto log = st::open_session_store(path)->events(id);
  ASSERT_EQ(log.size(), 3u);
  EXPECT_EQ(log.back().payload.at("result").at("attacker").at("attack"), 25);
  EXPECT_EQ(log.back().payload.at("result").at("defender").at("attack"), 6);
  // The session screen's battle tallies count the round: Ana won it, Bruno lost it.
  const int to_bruno = log.back().payload.at("result").at("damage_to_defender").get<int>();
  const QVariantList tally = controller->tallies().value("cells").toList();
  ASSERT_EQ(tally.size(), 18);  // a header and two sides, six columns
  EXPECT_EQ(tally[1].toMap().value("text").toString(), "Rounds won");
  EXPECT_EQ(tally[6].toMap().value("text").toString(), "Ana");
  EXPECT_EQ(tally[7].toMap().value("text").toString(), "1");
  EXPECT_EQ(tally[10].toMap().value("text").toString(), QString::number(to_bruno));  // Ana's damage dealt
  EXPECT_EQ(tally[12].toMap().value("text").toString(), "Bruno");
  EXPECT_EQ(tally[14].toMap().value("text").toString(), "1");                        // Bruno lost it
  EXPECT_EQ(tally[17].toMap().value("text").toString(), QString::number(to_bruno));  // and took it
  EXPECT_EQ(find(*engine, "talliesTitle")->property("text").toString(), "Battles");

  // Carla has not rolled: nothing to resolve, said in words.
  QVariantMap battle{{"players", 3},
                     {"attacker", QVariantMap{{"name", "Carla"}, {"position", 3}, {"units", QVariantMap{{"li", 1}}}}},
                     {"defender", QVariantMap{{"name", "Ana"}, {"position", 1}, {"units", QVariantMap{{"li", 1}}}}}};
  const QVariantMap refused = controller->resolveBattle(battle);
  EXPECT_FALSE(refused.value("ok").toBool());
  EXPECT_EQ(refused.value("error").toString(), "Carla has not rolled a d4, d6 and d8 yet");
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 3u);
}

// The battle form's archers, captains and military building reach the round (MU-10, p. 19):
// Ana attacks with 1 light infantry and 1 archer, Bruno defends with 1 light infantry in his
// tower, protected against archers. Bruno has no archers, so Ana's fire: her d8 of 2 hits, and
// the tower takes the 1 damage away. Melee: Ana 1, 2, 3 -> 3; Bruno 1, 2, 4 -> 4 - 1 (position
// 2) = 3: a tie. Ana's level II captain is recorded with her units.
TEST_F(AppUiScreen, BattleFormCarriesArchersCaptainsAndTheTower) {
  ASSERT_TRUE(openBattle({1, 2, 3}, {1, 2, 4}));
  auto* odds = find(*engine, "battleOdds");
  attacker->setProperty("liCount", 1);
  attacker->setProperty("hiCount", 0);
  defender->setProperty("liCount", 1);
  defender->setProperty("hiCount", 0);
  QTest::qWait(50);
  const QString without_archers = odds->property("text").toString();
  attacker->setProperty("arcCount", 1);
  QTest::qWait(50);
  EXPECT_NE(odds->property("text").toString(), without_archers);  // the odds count the archer
  EXPECT_TRUE(attacker->property("archersFire").toBool());
  EXPECT_FALSE(defender->property("archersFire").toBool());
  attacker->setProperty("archerDiceText", "2");
  attacker->setProperty("captainsLevel2", 1);
  defender->setProperty("buildingLevel", 1);    // tower
  defender->setProperty("protectionIndex", 1);  // against archers
  QTest::qWait(50);

  QMetaObject::invokeMethod(find(*engine, "resolveBattleButton"), "clicked");
  QTest::qWait(50);
  const auto log = st::open_session_store(path)->events(id);
  ASSERT_EQ(log.size(), 3u) << find(*engine, "battleResult")->property("text").toString().toStdString();
  const auto& move = log.back().payload.at("move");
  EXPECT_EQ(move.at("attacker").at("units").at("cpt"), nlohmann::json::array({2}));
  EXPECT_EQ(move.at("attacker").at("archer_dice"), nlohmann::json::array({2}));
  EXPECT_EQ(move.at("defender").at("building"), 1);
  EXPECT_EQ(move.at("defender").at("protection"), "archers");
  const auto& result = log.back().payload.at("result");
  EXPECT_EQ(result.at("attacker").at("archer_hits"), 1);
  EXPECT_EQ(result.at("attacker").at("archer_damage_dealt"), 0);
  EXPECT_EQ(result.at("winner"), "tie");
}

// A siege engine through the form (MU-8, pp. 18-19): Ana attacks with 2 light infantry and 1
// cavalry and a catapult crewed by her cavalry and one light infantry; its d8s 1 (a hit) and 5
// (a miss) make 1 hit x 2 = 2 damage. Bruno defends with 2 light infantry and 1 cavalry. Her
// crew does not fight in melee, so his cavalry power is on. Melee: Ana 1, 2, 6 -> 6; Bruno 1, 2,
// 7 -> 7 - 1 (position 2) = 6: a tie.
TEST_F(AppUiScreen, BattleFormCarriesASiegeEngineAndItsCrew) {
  ASSERT_TRUE(openBattle({1, 2, 6}, {1, 2, 7}));
  for (auto* form : {attacker, defender}) {
    form->setProperty("hiCount", 0);
    form->setProperty("cavCount", 1);
  }
  QTest::qWait(50);
  auto* odds = find(*engine, "battleOdds");
  const QString without_engine = odds->property("text").toString();
  attacker->setProperty("siegeEngineLevel", 1);  // catapult
  attacker->setProperty("crewCav", 1);
  attacker->setProperty("crewLi", 1);
  QTest::qWait(50);
  EXPECT_NE(odds->property("text").toString(), without_engine);  // the odds count the catapult
  attacker->setProperty("siegeDiceText", "1 5");
  QTest::qWait(50);

  QMetaObject::invokeMethod(find(*engine, "resolveBattleButton"), "clicked");
  QTest::qWait(50);
  const auto log = st::open_session_store(path)->events(id);
  ASSERT_EQ(log.size(), 3u) << find(*engine, "battleResult")->property("text").toString().toStdString();
  const auto& siege = log.back().payload.at("move").at("attacker").at("siege");
  ASSERT_EQ(siege.size(), 1u);
  EXPECT_EQ(siege[0].at("level"), 1);
  EXPECT_EQ(siege[0].at("target"), "units");
  EXPECT_EQ(siege[0].at("dice"), nlohmann::json::array({1, 5}));
  const auto& result = log.back().payload.at("result");
  EXPECT_EQ(result.at("attacker").at("siege_hits"), 1);
  EXPECT_EQ(result.at("attacker").at("siege_damage_dealt"), 2);
  EXPECT_TRUE(result.at("defender").at("powers").at("cav").get<bool>());
  EXPECT_EQ(result.at("winner"), "tie");
}

// Two siege engines on one side (rules §1.10: 1 d8 per crew unit, a hit on 1-3; a catapult
// deals 2 per hit to units, a trebuchet 3): Ana's catapult, crewed by her cavalry and a light
// infantry, rolls 1 and 5 (one hit, 2); the second engine, added on the form and made a
// trebuchet crewed by one light infantry, rolls 2 (one hit, 3): 2 hits, 5 damage to Bruno's
// 6 light and 2 heavy infantry.
TEST_F(AppUiScreen, BattleFormCarriesTwoSiegeEngines) {
  ASSERT_TRUE(openBattle({1, 2, 6}, {1, 2, 7}));
  attacker->setProperty("liCount", 3);
  attacker->setProperty("hiCount", 0);
  attacker->setProperty("cavCount", 1);
  defender->setProperty("liCount", 6);
  defender->setProperty("hiCount", 2);
  attacker->setProperty("siegeEngineLevel", 1);
  attacker->setProperty("crewCav", 1);
  attacker->setProperty("crewLi", 1);
  attacker->setProperty("siegeDiceText", "1 5");
  QTest::qWait(50);
  auto* add = find_all(*engine, "addEngine").value(0);
  ASSERT_NE(add, nullptr);
  QMetaObject::invokeMethod(add, "clicked");  // a catapult crewed by one light infantry
  QMetaObject::invokeMethod(attacker, "setEngine", Q_ARG(QVariant, 0), Q_ARG(QVariant, "level"), Q_ARG(QVariant, 2));
  QMetaObject::invokeMethod(attacker, "setEngine", Q_ARG(QVariant, 0), Q_ARG(QVariant, "diceText"), Q_ARG(QVariant, "2"));
  QTest::qWait(50);
  EXPECT_EQ(find_all(*engine, "moreEngine").size(), 1);

  QMetaObject::invokeMethod(find(*engine, "resolveBattleButton"), "clicked");
  QTest::qWait(50);
  const auto log = st::open_session_store(path)->events(id);
  ASSERT_EQ(log.size(), 3u) << find(*engine, "battleResult")->property("text").toString().toStdString();
  const auto& siege = log.back().payload.at("move").at("attacker").at("siege");
  ASSERT_EQ(siege.size(), 2u);
  EXPECT_EQ(siege[1].at("level"), 2);
  EXPECT_EQ(siege[1].at("crew"), nlohmann::json({{"li", 1}, {"hi", 0}, {"cav", 0}}));
  EXPECT_EQ(siege[1].at("dice"), nlohmann::json::array({2}));
  const auto& result = log.back().payload.at("result");
  EXPECT_EQ(result.at("attacker").at("siege_hits"), 2);
  EXPECT_EQ(result.at("attacker").at("siege_damage_dealt"), 5);

  // Taken away again, the round has one engine.
  QMetaObject::invokeMethod(attacker, "removeEngine", Q_ARG(QVariant, 0));
  QTest::qWait(50);
  EXPECT_TRUE(find_all(*engine, "moreEngine").isEmpty());
}

// Cards and techs through the form, on MU-8's siege (above). Científico 10 makes the catapult's
// two crew count double: four d8s, 1 5 2 8, hit on 1-3: 2 hits x 2 = 4 damage (§1.10). With
// Maquinaria the crew fights in melee too, so Ana has cavalry in the melee and Bruno's cavalry
// power is off (§1.5).
TEST_F(AppUiScreen, BattleFormCarriesCardsAndTechs) {
  ASSERT_TRUE(openBattle({1, 2, 6}, {1, 2, 7}));
  for (auto* form : {attacker, defender}) {
    form->setProperty("hiCount", 0);
    form->setProperty("cavCount", 1);
  }
  attacker->setProperty("siegeEngineLevel", 1);
  attacker->setProperty("crewCav", 1);
  attacker->setProperty("crewLi", 1);
  attacker->setProperty("siegeDiceText", "1 5 2 8");
  attacker->setProperty("cardsText", "10");
  attacker->setProperty("maquinaria", true);
  QTest::qWait(50);

  QMetaObject::invokeMethod(find(*engine, "resolveBattleButton"), "clicked");
  QTest::qWait(50);
  const auto log = st::open_session_store(path)->events(id);
  ASSERT_EQ(log.size(), 3u) << find(*engine, "battleResult")->property("text").toString().toStdString();
  const auto& move = log.back().payload.at("move").at("attacker");
  EXPECT_EQ(move.at("cards"), nlohmann::json::array({10}));
  EXPECT_EQ(move.at("techs"), nlohmann::json::array({"maquinaria"}));
  const auto& result = log.back().payload.at("result");
  EXPECT_EQ(result.at("attacker").at("siege_hits"), 2);
  EXPECT_EQ(result.at("attacker").at("siege_damage_dealt"), 4);
  EXPECT_FALSE(result.at("defender").at("powers").at("cav").get<bool>());

  // A card the game does not have is refused in words, and nothing is recorded.
  attacker->setProperty("cardsText", "99");
  QTest::qWait(50);
  QMetaObject::invokeMethod(find(*engine, "resolveBattleButton"), "clicked");
  QTest::qWait(50);
  EXPECT_NE(find(*engine, "battleResult")->property("text").toString().indexOf("(at /attacker/cards/0)"), -1)
      << find(*engine, "battleResult")->property("text").toString().toStdString();
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 3u);
}

// Archer dice are read as the d8 faces the player typed; anything else is no dice, and the
// round then refuses, saying how many it needs, and records nothing.
TEST_F(AppUiScreen, BattleFormReadsArcherDiceAsTyped) {
  ASSERT_TRUE(openBattle({1, 2, 3}, {1, 2, 3}));
  attacker->setProperty("arcCount", 2);
  attacker->setProperty("archerDiceText", "2, 7");
  QTest::qWait(50);
  EXPECT_EQ(attacker->property("archerDice").toList(), (QVariantList{2, 7}));
  attacker->setProperty("archerDiceText", "2 9");  // a d8 has no 9
  QTest::qWait(50);
  EXPECT_TRUE(attacker->property("archerDice").toList().isEmpty());

  QMetaObject::invokeMethod(find(*engine, "resolveBattleButton"), "clicked");
  QTest::qWait(50);
  const QString result = find(*engine, "battleResult")->property("text").toString();
  EXPECT_TRUE(result.contains("2 archer shot(s) this round but 0 archer dice are given"))
      << result.toStdString();
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 2u);
}
#endif

#ifdef SCRIPTORIUM_WITH_DISCORDIA
// Discordia's year-end screen (rules §4.1, §4.2, the shipped German tiles). The form starts with
// one empty Barracks against A1 (strength 1, lose 1 star) and B1 (strength 1, gain a tower):
// strength 0 < 2, the left tile's damage. Then DI-3: the Barracks complete with 4 workers, a
// military tower with the permanent strength icon (G-7: it counts), against A3 (strength 2) and
// B1: 4 + 1 = 5 >= 3, the right tile's reward, a tower from the display. Recorded for Bruno.
TEST_F(AppUiScreen, IncursionScreenShowsTheVerdictAndRecordsIt) {
  ASSERT_TRUE(open("discordia", {"Ana", "Bruno"}));
  auto* button = find(*engine, "incursionButton");
  ASSERT_NE(button, nullptr);
  EXPECT_TRUE(button->property("visible").toBool());
  EXPECT_FALSE(find(*engine, "scoringButton")->property("visible").toBool());
  QMetaObject::invokeMethod(button, "clicked");
  QTest::qWait(200);

  auto* page = find(*engine, "incursionPage");
  ASSERT_NE(page, nullptr);
  auto* verdict = find(*engine, "incursionVerdict");
  ASSERT_NE(verdict, nullptr);
  EXPECT_EQ(verdict->property("text").toString(),
            "Strength 0 against German strength 2: the Germans break through. Damage (A1): 1 star(s) back to the "
            "star cult.");

  page->setProperty("playerIndex", 1);
  page->setProperty("leftIndex", 2);  // A3
  QMetaObject::invokeMethod(page, "setTile", Q_ARG(QVariant, 0), Q_ARG(QVariant, "workers"), Q_ARG(QVariant, 4));
  QMetaObject::invokeMethod(page, "setTile", Q_ARG(QVariant, 0), Q_ARG(QVariant, "complete"), Q_ARG(QVariant, true));
  QMetaObject::invokeMethod(page, "addTower");
  QMetaObject::invokeMethod(page, "setTower", Q_ARG(QVariant, 0), Q_ARG(QVariant, "permanent"), Q_ARG(QVariant, true));
  QTest::qWait(50);
  EXPECT_EQ(find_all(*engine, "cityTile").size(), 1);
  EXPECT_EQ(find_all(*engine, "militaryTower").size(), 1);
  EXPECT_EQ(verdict->property("text").toString(),
            "Strength 5 against German strength 3: the city holds. Reward (B1): a tower from the display.");
  EXPECT_TRUE(st::open_session_store(path)->events(id).empty());  // the verdict alone records nothing

  QMetaObject::invokeMethod(find(*engine, "recordIncursionButton"), "clicked");
  QTest::qWait(50);
  EXPECT_EQ(find(*engine, "incursionRecorded")->property("text").toString(), "Recorded for Bruno.");
  const auto log = st::open_session_store(path)->events(id);
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].player, std::optional<std::string>("Bruno"));
  const auto& result = log[0].payload.at("result");
  EXPECT_EQ(result.at("type"), "incursion");
  EXPECT_EQ(result.at("strength"), 5);
  EXPECT_EQ(result.at("german_strength"), 3);
  EXPECT_EQ(result.at("outcome"), "reward");
  EXPECT_EQ(result.at("tile"), "B1");
  EXPECT_EQ(result.at("supply").at("towers_in_display"), 3);  // 4 on show, one taken
  EXPECT_EQ(controller->events().size(), 1);

  // Ten workers do not fit on one tile: said in words, nothing recorded.
  QMetaObject::invokeMethod(page, "setTile", Q_ARG(QVariant, 0), Q_ARG(QVariant, "workers"), Q_ARG(QVariant, 10));
  QTest::qWait(50);
  EXPECT_EQ(verdict->property("text").toString(), "City tile 1 (Barracks): a complete tile holds 1 to 9 workers, not 10");
  EXPECT_FALSE(find(*engine, "recordIncursionButton")->property("enabled").toBool());
}
#endif

#ifdef SCRIPTORIUM_WITH_RATTUS
// Rattus Cartus's final scoring screen (rules §4.3, §4.4; two players, so classes score 10/5).
//   Ana:   peasantry 3, magic 2; 4 population cards, 1 sword; VP tokens 3 and 1; rats 3 + 1 = 4.
//   Bruno: peasantry 3, church 1, magic 5; 2 population + 1 joker, 2 flutes; rats 5 + 1 = 6.
// Peasantry is tied at 3; Bruno reached it first (one tap moves him ahead): Bruno 10, Ana 5.
// Church Bruno 10; magic Bruno 10, Ana 5; hand 4 > 3: Ana 2; swords Ana 2; flutes Bruno 2; no
// Treasury, so no Gold; tokens Ana 4. Ana 5 + 5 + 2 + 2 + 4 = 18, Bruno 10 + 10 + 10 + 2 = 32.
// Nuns 2 + 1 + 1 = 4: Ana's 4 rats survive, Bruno's 6 do not, so Ana wins with fewer points.
TEST_F(AppUiScreen, RattusScoringScreenFillsTheSheet) {
  ASSERT_TRUE(open("rattus", {"Ana", "Bruno"}));
  auto* button = find(*engine, "scoringButton");
  ASSERT_NE(button, nullptr);
  EXPECT_TRUE(button->property("visible").toBool());
  EXPECT_FALSE(find(*engine, "incursionButton")->property("visible").toBool());
  QMetaObject::invokeMethod(button, "clicked");
  QTest::qWait(200);
  auto* page = find(*engine, "rattusScoringPage");
  ASSERT_NE(page, nullptr);

  auto count = [page](int player, const char* group, const char* key, int value) {
    QMetaObject::invokeMethod(page, "setCount", Q_ARG(QVariant, player), Q_ARG(QVariant, group), Q_ARG(QVariant, key),
                              Q_ARG(QVariant, value));
  };
  count(0, "influence", "peasantry", 3);
  count(0, "influence", "magic", 2);
  count(0, "hand", "population", 4);
  count(0, "hand", "swords", 1);
  count(0, "rats", "3", 1);
  count(0, "rats", "1", 1);
  QMetaObject::invokeMethod(page, "setTokens", Q_ARG(QVariant, 0), Q_ARG(QVariant, "3, 1"));
  count(1, "influence", "peasantry", 3);
  count(1, "influence", "church", 1);
  count(1, "influence", "magic", 5);
  count(1, "hand", "population", 2);
  count(1, "hand", "jokers", 1);
  count(1, "hand", "flutes", 2);
  count(1, "rats", "5", 1);
  count(1, "rats", "1", 1);
  for (int card = 0; card < 3; ++card) {
    QMetaObject::invokeMethod(page, "setNuns", Q_ARG(QVariant, card), Q_ARG(QVariant, card == 0 ? 2 : 1));
  }
  QTest::qWait(50);

  // The tie in the peasantry, in seat order until someone says otherwise; a tap on Bruno moves
  // him ahead of Ana.
  auto ties = find_all(*engine, "tieButton");
  ASSERT_EQ(ties.size(), 2);
  EXPECT_EQ(ties[0]->property("text").toString(), "1. Ana");
  QMetaObject::invokeMethod(ties[1], "clicked");
  QTest::qWait(50);
  ties = find_all(*engine, "tieButton");
  ASSERT_EQ(ties.size(), 2);
  EXPECT_EQ(ties[0]->property("text").toString(), "1. Bruno");

  QMetaObject::invokeMethod(find(*engine, "recordRattusScore"), "clicked");
  QTest::qWait(200);
  EXPECT_TRUE(gone(*engine, "rattusScoringPage"))
      << "the screen closes once the game is scored: "
      << (find(*engine, "rattusScoreResult") ? find(*engine, "rattusScoreResult")->property("text").toString().toStdString() : "");
  const QVariantList cells = controller->scoreSheet().value("cells").toList();
  ASSERT_GE(cells.size(), 6);
  EXPECT_EQ(cells[1].toMap().value("text").toString(), "Ana");
  EXPECT_EQ(cells[cells.size() - 3].toMap().value("text").toString(), "Total");
  EXPECT_EQ(cells[cells.size() - 2].toMap().value("text").toString(), "18");
  EXPECT_EQ(cells[cells.size() - 1].toMap().value("text").toString(), "32");
  auto* status = find(*engine, "sheetStatus");
  ASSERT_NE(status, nullptr);
  EXPECT_EQ(status->property("text").toString(), "Game over, winner: Ana");
  const auto info = st::open_session_store(path)->find_session(id);
  EXPECT_TRUE(info->finished.has_value());
  EXPECT_EQ(info->winners, std::vector<std::string>{"Ana"});
}
#endif

#ifdef SCRIPTORIUM_WITH_FEUDUM
// Feudum's scoring screen (rules §3.4, §3.9; spec/feudum.md), Ana blue and Bruno green (the
// screen's default seats). The board: Ana is master of the farmers (5), Bruno journeyman (3);
// Ana rules a forest outpost; Bruno rules the desert's noble feudum, where Ana is the serf
// tending an orchard with 2 resources.
// Dawn of II: Ana 5 + landscape 4 + 2 active regions 3 = 12; Bruno 3 + 1 region 1 - disloyalty 3
// (he rules a feudum with no military disc; space 1 is due) = 1. The session stays open.
// Dawn of V, from the screen's new start (epoch V after II is entered by hand, the track from
// the sheet, the board from the last scoring), Ana with 7 shillings: Ana 12 + 12 + large empires
// 1 (an outpost) + shillings 2 = 27; Bruno 1 + (3 + 1 - 12, spaces 1-3 due: 3 + 4 + 5) + large
// empires 3 (a feudum) = -4. Ana wins and the session is finished.
TEST_F(AppUiScreen, FeudumScoringScreenScoresAnEpochThenTheGame) {
  ASSERT_TRUE(open("feudum", {"Ana", "Bruno"}));
  auto* button = find(*engine, "scoringButton");
  ASSERT_NE(button, nullptr);
  EXPECT_EQ(button->property("text").toString(), "Epoch scoring");
  QMetaObject::invokeMethod(button, "clicked");
  QTest::qWait(200);
  auto* page = find(*engine, "feudumScoringPage");
  ASSERT_NE(page, nullptr);
  EXPECT_EQ(find(*engine, "epochBox")->property("value").toInt(), 2);

  QMetaObject::invokeMethod(page, "setGuild", Q_ARG(QVariant, "farmer"), Q_ARG(QVariant, 0), Q_ARG(QVariant, "Ana"));
  QMetaObject::invokeMethod(page, "setGuild", Q_ARG(QVariant, "farmer"), Q_ARG(QVariant, 1), Q_ARG(QVariant, "Bruno"));
  QMetaObject::invokeMethod(page, "addLocation");  // a forest outpost ruled by the first player
  QMetaObject::invokeMethod(page, "addLocation");
  auto location = [page](const char* key, const QVariant& value) {
    QMetaObject::invokeMethod(page, "setLocation", Q_ARG(QVariant, 1), Q_ARG(QVariant, key), Q_ARG(QVariant, value));
  };
  location("region", "desert");
  location("type", "feudum");
  location("guild", "noble");
  location("ruler", "Bruno");
  location("serf", "Ana");
  location("landscape", "orchard");
  location("resources", 2);
  QTest::qWait(50);
  EXPECT_EQ(find_all(*engine, "feudumLocation").size(), 2);
  QMetaObject::invokeMethod(find(*engine, "recordFeudumScore"), "clicked");
  QTest::qWait(200);
  ASSERT_TRUE(gone(*engine, "feudumScoringPage"))
      << (find(*engine, "feudumScoreResult") ? find(*engine, "feudumScoreResult")->property("text").toString().toStdString() : "");

  QVariantList cells = controller->scoreSheet().value("cells").toList();
  ASSERT_GE(cells.size(), 6);
  EXPECT_EQ(cells[cells.size() - 2].toMap().value("text").toString(), "12");
  EXPECT_EQ(cells[cells.size() - 1].toMap().value("text").toString(), "1");
  EXPECT_EQ(find(*engine, "sheetStatus")->property("text").toString(), "");
  EXPECT_FALSE(st::open_session_store(path)->find_session(id)->finished.has_value());

  // Again: the next epoch, the totals so far and the same board are already entered.
  QMetaObject::invokeMethod(find(*engine, "scoringButton"), "clicked");
  QTest::qWait(200);
  page = find(*engine, "feudumScoringPage");
  ASSERT_NE(page, nullptr);
  EXPECT_EQ(find(*engine, "epochBox")->property("value").toInt(), 3);
  EXPECT_EQ(find_all(*engine, "feudumLocation").size(), 2);
  QMetaObject::invokeMethod(page, "setEpoch", Q_ARG(QVariant, 5));
  QMetaObject::invokeMethod(page, "setPlayer", Q_ARG(QVariant, 0), Q_ARG(QVariant, "shillings"), Q_ARG(QVariant, 7));
  QTest::qWait(50);
  EXPECT_EQ(find(*engine, "recordFeudumScore")->property("text").toString(), "Score the game");
  QMetaObject::invokeMethod(find(*engine, "recordFeudumScore"), "clicked");
  QTest::qWait(200);
  ASSERT_TRUE(gone(*engine, "feudumScoringPage"))
      << (find(*engine, "feudumScoreResult") ? find(*engine, "feudumScoreResult")->property("text").toString().toStdString() : "");
  cells = controller->scoreSheet().value("cells").toList();
  EXPECT_EQ(cells[cells.size() - 2].toMap().value("text").toString(), "27");
  EXPECT_EQ(cells[cells.size() - 1].toMap().value("text").toString(), "-4");
  EXPECT_EQ(find(*engine, "sheetStatus")->property("text").toString(), "Game over, winner: Ana");
  EXPECT_EQ(st::open_session_store(path)->find_session(id)->winners, std::vector<std::string>{"Ana"});
}
#endif

#ifdef SCRIPTORIUM_WITH_ERA
// ERA's final scoring in the app, from a session with nothing resolved yet: each domain starts
// as a new game's, the Keep in the middle (rules AMB-2), and is set right on its grid. Ana rings
// her Keep with four straight walls of four: the 3x3 inside less the Keep is a walled area of 8
// (§2.2, §2.3). By §3.9 Ana scores Keep 2 + culture 3 + most culture 5 + largest walled area 10
// - calamity 1 = 19, Bruno his Keep's 2; a one-cell Longhouse on the way is named as a problem.
TEST_F(AppUiScreen, EraScoringScreenSetsTheDomainRightAndFillsTheSheet) {
  ASSERT_TRUE(open("era", {"Ana", "Bruno"}));
  auto* button = find(*engine, "scoringButton");
  ASSERT_NE(button, nullptr);
  EXPECT_TRUE(button->property("visible").toBool());
  EXPECT_EQ(button->property("text").toString(), "Final scoring");
  QMetaObject::invokeMethod(button, "clicked");
  QTest::qWait(200);
  auto* page = find(*engine, "eraScoringPage");
  ASSERT_NE(page, nullptr);
  const auto editors = find_all(*engine, "domainEditor");
  ASSERT_EQ(editors.size(), 2);  // one per player, in seat order
  QObject* ana = editors[0];
  auto letter = [this](int x, int y) {
    const auto cells = find_all(*engine, ("cell_" + std::to_string(x) + "_" + std::to_string(y)).c_str());
    if (cells.isEmpty()) return std::string("(none)");
    const auto labels = cells.first()->findChildren<QQuickItem*>();
    for (auto* l : labels) {
      if (l->property("text").isValid()) return l->property("text").toString().toStdString();
    }
    return std::string("(no label)");
  };
  EXPECT_EQ(letter(4, 4), "K");
  EXPECT_EQ(letter(3, 4), "");
  auto walled = [this]() {
    return find_all(*engine, "walledArea").first()->property("text").toString().toStdString();
  };
  EXPECT_EQ(walled(), "Walled area: 0 cell(s)");

  // The first cell picked with a real tap on the grid, the rest through the editor.
  auto* first = qobject_cast<QQuickItem*>(find_all(*engine, "cell_2_2").first());
  ASSERT_NE(first, nullptr);
  auto* window = qobject_cast<QQuickWindow*>(engine->rootObjects().first());
  QTest::qWait(400);  // the page has slid in
  QTest::mouseClick(window, Qt::LeftButton, {},
                    first->mapToScene(QPointF(first->width() / 2, first->height() / 2)).toPoint());
  QTest::qWait(50);
  EXPECT_EQ(ana->property("selected").toList().size(), 1);
  auto wall = [ana](std::initializer_list<std::pair<int, int>> cells, bool skip_first = false) {
    for (const auto& [x, y] : cells) {
      if (skip_first) {
        skip_first = false;
        continue;
      }
      QMetaObject::invokeMethod(ana, "toggle", Q_ARG(QVariant, x), Q_ARG(QVariant, y));
    }
    QMetaObject::invokeMethod(ana, "place", Q_ARG(QVariant, "wall"));
  };
  wall({{2, 2}, {3, 2}, {4, 2}, {5, 2}}, true);
  wall({{6, 2}, {6, 3}, {6, 4}, {6, 5}});
  wall({{6, 6}, {5, 6}, {4, 6}, {3, 6}});
  QTest::qWait(50);
  EXPECT_EQ(walled(), "Walled area: 0 cell(s)");  // the left side is still open
  wall({{2, 6}, {2, 5}, {2, 4}, {2, 3}});
  QTest::qWait(50);
  EXPECT_EQ(walled(), "Walled area: 8 cell(s)");
  EXPECT_EQ(letter(2, 4), "W");

  // A Longhouse covers two cells: on one the editor names the problem and the piece.
  auto problems = [this]() {
    return find_all(*engine, "domainProblems").first()->property("text").toString().toStdString();
  };
  EXPECT_EQ(problems(), "");
  QMetaObject::invokeMethod(ana, "toggle", Q_ARG(QVariant, 0), Q_ARG(QVariant, 0));
  QMetaObject::invokeMethod(ana, "place", Q_ARG(QVariant, "longhouse"));
  QTest::qWait(50);
  EXPECT_EQ(letter(0, 0), "L");
  EXPECT_NE(problems().find("/pieces/5"), std::string::npos) << problems();
  QMetaObject::invokeMethod(ana, "toggle", Q_ARG(QVariant, 0), Q_ARG(QVariant, 0));
  QMetaObject::invokeMethod(ana, "removePicked");
  QTest::qWait(50);
  EXPECT_EQ(letter(0, 0), "");
  EXPECT_EQ(problems(), "");
  EXPECT_EQ(walled(), "Walled area: 8 cell(s)");

  QMetaObject::invokeMethod(page, "setPlayer", Q_ARG(QVariant, 0), Q_ARG(QVariant, "culture"),
                            Q_ARG(QVariant, 3));
  QMetaObject::invokeMethod(page, "setPlayer", Q_ARG(QVariant, 0), Q_ARG(QVariant, "calamity"),
                            Q_ARG(QVariant, 1));
  QTest::qWait(50);
  EXPECT_EQ(find(*engine, "eraScorePreview")->property("text").toString(),
            "Final score: Ana 19, Bruno 2; winner Ana");
  EXPECT_TRUE(st::open_session_store(path)->events(id).empty());  // the preview records nothing
  QMetaObject::invokeMethod(find(*engine, "recordEraScore"), "clicked");
  QTest::qWait(200);
  ASSERT_TRUE(gone(*engine, "eraScoringPage"))
      << (find(*engine, "eraScoreResult")
              ? find(*engine, "eraScoreResult")->property("text").toString().toStdString()
              : "");
  EXPECT_EQ(find(*engine, "sheetStatus")->property("text").toString(), "Game over, winner: Ana");
  EXPECT_EQ(st::open_session_store(path)->find_session(id)->winners, std::vector<std::string>{"Ana"});

  // Opened again, the screen shows the scoring as it was recorded.
  QMetaObject::invokeMethod(find(*engine, "scoringButton"), "clicked");
  QTest::qWait(200);
  ASSERT_NE(find(*engine, "eraScoringPage"), nullptr);
  EXPECT_EQ(walled(), "Walled area: 8 cell(s)");
  EXPECT_EQ(letter(2, 4), "W");
}
// An ERA build in the app, before any round: Ana's domain is a new game's (the Keep in the
// middle), her hammers those of her roll. A Longhouse (1x2, cost 2 wood by the catalogue, rules §1.3) for 1
// hammer with no wood is refused in words and recorded nowhere; with 2 wood it is built, the build is Ana's
// move, and the screen opened again starts from the domain and resources it left.
TEST_F(AppUiScreen, EraBuildScreenChecksABuildAndRecordsIt) {
  // Ana's roll, as the live table records it: Y5 and Y6 show 2 and 1 hammers (rules §2.8).
  const bool opened = open("era", {"Ana", "Bruno"}, [this](st::SessionStore& store) {
    std::vector<scriptorium::core::Die> dice;
    for (const char* face : {"Y5", "Y6", "Y1"}) {
      scriptorium::core::Die d;
      d.kind = scriptorium::core::DieKind::custom;
      d.label = face;
      dice.push_back(d);
    }
    const auto verdict = scriptorium::session::make_game_rules("era")->check_roll(dice);
    ASSERT_TRUE(verdict.violations.empty());
    store.append_event(id, {st::EventKind::roll, "Ana", {}, {{"result", verdict.result}}, {}, {}});
  });
  ASSERT_TRUE(opened);
  auto* button = find(*engine, "eraBuildButton");
  ASSERT_NE(button, nullptr);
  EXPECT_TRUE(button->property("visible").toBool());
  QMetaObject::invokeMethod(button, "clicked");
  QTest::qWait(200);
  auto* page = find(*engine, "eraBuildPage");
  ASSERT_NE(page, nullptr);
  auto* editor = find_all(*engine, "buildEditor").value(0);
  ASSERT_NE(editor, nullptr);
  EXPECT_EQ(editor->property("lockedPieces").toInt(), 1);  // the Keep stands
  auto verdict = [this]() {
    return find(*engine, "eraBuildVerdict")->property("text").toString().toStdString();
  };
  EXPECT_EQ(page->property("hammers").toInt(), 3);  // from Ana's roll

  page->setProperty("hammers", 1);
  page->setProperty("resources", QVariantMap{{"goods", 0}, {"stone", 0}, {"wood", 0}, {"food", 0}});
  for (const auto& [x, y] : {std::pair{3, 3}, std::pair{4, 3}}) {
    QMetaObject::invokeMethod(editor, "toggle", Q_ARG(QVariant, x), Q_ARG(QVariant, y));
  }
  QMetaObject::invokeMethod(editor, "place", Q_ARG(QVariant, "longhouse"));
  QTest::qWait(50);
  EXPECT_EQ(page->property("planned").toList().size(), 1);
  EXPECT_EQ(verdict(), "Refused, nothing recorded: build 0 (longhouse): needs 2 wood, has 0 wood");
  EXPECT_FALSE(find(*engine, "recordEraBuild")->property("enabled").toBool());

  // The Keep cannot be taken away here; the new piece can, and placed again.
  QMetaObject::invokeMethod(editor, "toggle", Q_ARG(QVariant, 4), Q_ARG(QVariant, 4));
  QMetaObject::invokeMethod(editor, "removePicked");
  QTest::qWait(50);
  EXPECT_EQ(editor->property("domain").toMap().value("pieces").toList().size(), 2);

  page->setProperty("resources", QVariantMap{{"goods", 1}, {"stone", 0}, {"wood", 2}, {"food", 0}});
  QTest::qWait(50);
  EXPECT_EQ(verdict().rfind("Built longhouse; left: 1 goods, 0 stone, 0 wood, 0 food", 0), 0u) << verdict();
  QMetaObject::invokeMethod(find(*engine, "recordEraBuild"), "clicked");
  QTest::qWait(200);
  ASSERT_TRUE(gone(*engine, "eraBuildPage"))
      << (find(*engine, "eraBuildResult")
              ? find(*engine, "eraBuildResult")->property("text").toString().toStdString()
              : "");
  const auto events = st::open_session_store(path)->events(id);
  ASSERT_EQ(events.size(), 2u);  // the roll and the build
  EXPECT_EQ(events[1].player, std::optional<std::string>("Ana"));

  QMetaObject::invokeMethod(find(*engine, "eraBuildButton"), "clicked");
  QTest::qWait(200);
  editor = find_all(*engine, "buildEditor").value(0);
  ASSERT_NE(editor, nullptr);
  EXPECT_EQ(editor->property("lockedPieces").toInt(), 2);  // the Keep and the new Longhouse
  EXPECT_EQ(find(*engine, "eraBuildPage")->property("resources").toMap().value("wood").toInt(), 0);
}

// A whole ERA round played in the app (rules §3.3-§3.8) in a new game: the start resources are
// 0/1/2/3 (G/S/W/F, the AMB-8 settings) and each domain a Keep (§1.6). Ana and Bruno confirm
// their rolls at the table; on the round screen Ana places her setup Longhouse and Farm and
// Bruno a Church, so the Keep's gray die and a yellow (Ana) or white (Bruno) die are rolled.
// Ana shows N3 (2 swords) and Y4, taking 1 stone; Bruno N6 (2 goods, a skull) and C5 (1 culture).
//   Collect: Ana 0/1+1/2/3+1 (the Farm) = 0/2/2/4; Bruno 2/1/2/3 and 1 culture.
//   Feed: two dice each: Ana's food 4 -> 2, Bruno's 3 -> 1.
//   Calamities: Bruno's one skull is Bandits; he takes +1 Calamity.
//   Extort: Ana's 2 swords beat Bruno's 0 swords and 0 shields; she demands goods and he pays.
// So the tracks show Ana culture 0, calamity 0, 1/2/2/2 and Bruno 1, 1, 1/1/2/1; the next
// round is round 2 and Bruno starts it (§3.8).
TEST_F(AppUiScreen, EraRoundScreenResolvesTheRolledRoundIntoTheTracks) {
  ASSERT_TRUE(open("era", {"Ana", "Bruno"}));
  auto era_roll = [](std::initializer_list<const char*> faces) {
    nlohmann::json dice = nlohmann::json::array();
    for (const char* f : faces) dice.push_back({{"kind", "era"}, {"value", f}});
    return nlohmann::json{{"dice", dice}};
  };
  ASSERT_TRUE(controller->recordRoll("Ana", era_roll({"N3", "Y4"})).accepted);
  ASSERT_TRUE(controller->recordRoll("Bruno", era_roll({"N6", "C5"})).accepted);
  auto* button = find(*engine, "eraRoundButton");
  ASSERT_NE(button, nullptr);
  EXPECT_TRUE(button->property("visible").toBool());
  QMetaObject::invokeMethod(button, "clicked");
  QTest::qWait(200);
  auto* page = find(*engine, "eraRoundPage");
  ASSERT_NE(page, nullptr);
  EXPECT_EQ(page->property("title").toString(), "Round 1");
  EXPECT_EQ(find(*engine, "startPlayerBox")->property("currentText").toString(), "Ana");
  auto faces = find_all(*engine, "facesField");
  ASSERT_EQ(faces.size(), 2);
  EXPECT_EQ(faces[0]->property("text").toString(), "N3 Y4");
  EXPECT_EQ(faces[1]->property("text").toString(), "N6 C5");
  EXPECT_EQ(find_all(*engine, "faceChip").size(), 4);
  auto verdict = [this]() {
    return find(*engine, "eraRoundVerdict")->property("text").toString().toStdString();
  };
  auto* resolve = find(*engine, "resolveEraRound");
  ASSERT_NE(resolve, nullptr);

  // The Y4 needs its resource chosen: a form error in words, nothing to resolve.
  EXPECT_EQ(verdict(), "Ana, die 2 (Y4): choose 2 food or 1 stone");
  EXPECT_FALSE(resolve->property("enabled").toBool());
  QMetaObject::invokeMethod(page, "setOption", Q_ARG(QVariant, 0), Q_ARG(QVariant, 1),
                            Q_ARG(QVariant, "stone"));
  QTest::qWait(50);
  // A Keep alone grants the gray die only: the engine refuses the yellow and white ones.
  EXPECT_NE(verdict().find("Ana shows 1 yellow dice but the domain grants 0"), std::string::npos)
      << verdict();
  EXPECT_NE(verdict().find("Bruno shows 1 white dice but the domain grants 0"), std::string::npos)
      << verdict();
  EXPECT_FALSE(resolve->property("enabled").toBool());

  const auto editors = find_all(*engine, "roundDomainEditor");
  ASSERT_EQ(editors.size(), 2);
  auto place = [](QObject* editor, std::initializer_list<std::pair<int, int>> cells, const char* type) {
    for (const auto& [x, y] : cells)
      QMetaObject::invokeMethod(editor, "toggle", Q_ARG(QVariant, x), Q_ARG(QVariant, y));
    QMetaObject::invokeMethod(editor, "place", Q_ARG(QVariant, type));
  };
  place(editors[0], {{2, 2}, {3, 2}}, "longhouse");
  place(editors[0], {{6, 6}, {7, 6}}, "farm");
  place(editors[1], {{2, 2}, {3, 2}}, "church");
  QTest::qWait(50);
  // Ana extorts Bruno: her tab asks what she demands; Bruno's asks for his Bandits choice.
  auto shown = [this](const char* name, int i) {
    const auto items = find_all(*engine, name);
    return i < items.size() && items[i]->property("visible").toBool();
  };
  EXPECT_TRUE(shown("demandBox", 1));  // Ana's tab: a demand from Bruno (none from herself)
  EXPECT_FALSE(shown("demandBox", 0));
  find(*engine, "eraRoundTabs")->setProperty("currentIndex", 1);
  QTest::qWait(50);
  EXPECT_TRUE(shown("banditsBox", 1));
  EXPECT_FALSE(shown("banditsBox", 0));
  EXPECT_TRUE(shown("refuseBox", 2));  // Bruno's tab: refusing Ana's demand
  QMetaObject::invokeMethod(page, "setPlayer", Q_ARG(QVariant, 1), Q_ARG(QVariant, "bandits"),
                            Q_ARG(QVariant, "calamity"));
  QMetaObject::invokeMethod(page, "setDemand", Q_ARG(QVariant, 0), Q_ARG(QVariant, "Bruno"),
                            Q_ARG(QVariant, "goods"));
  QTest::qWait(50);
  EXPECT_EQ(verdict(), "Round played: Ana culture 0, calamity 0; Bruno culture 1, calamity 1");
  EXPECT_TRUE(resolve->property("enabled").toBool());
  // The events of the round in words, each with its step.
  bool paid = false;
  for (const auto& e : page->property("preview").toMap().value("events").toList()) {
    const auto m = e.toMap();
    paid = paid || (m.value("step").toString() == "Extort" &&
                    m.value("text").toString() == "Bruno pays 1 goods to Ana");
  }
  EXPECT_TRUE(paid);
  EXPECT_GT(find(*engine, "eraRoundEvents")->property("count").toInt(), 0);
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 2u);  // the preview records nothing

  QMetaObject::invokeMethod(resolve, "clicked");
  QTest::qWait(200);
  ASSERT_TRUE(gone(*engine, "eraRoundPage"))
      << (find(*engine, "eraRoundResult")
              ? find(*engine, "eraRoundResult")->property("text").toString().toStdString()
              : "");
  const auto events = st::open_session_store(path)->events(id);
  ASSERT_EQ(events.size(), 3u);  // the two rolls and the round
  EXPECT_EQ(events[2].kind, st::EventKind::move);
  EXPECT_EQ(events[2].payload["move"]["type"], "round");

  // The session's tracks: a header row and a row per player (name, culture, calamity, G, S, W, F).
  auto* grid = find<QQuickItem>(*engine, "tallies");
  ASSERT_NE(grid, nullptr);
  EXPECT_TRUE(grid->isVisible());
  const QVariantList cells = controller->tallies().value("cells").toList();
  ASSERT_EQ(cells.size(), 21);
  QStringList ana, bruno;
  for (int i = 7; i < 14; ++i) ana << cells[i].toMap().value("text").toString();
  for (int i = 14; i < 21; ++i) bruno << cells[i].toMap().value("text").toString();
  EXPECT_EQ(ana.join(" "), "Ana 0 0 1 2 2 2");
  EXPECT_EQ(bruno.join(" "), "Bruno 1 1 1 1 2 1");

  // Opened again: round 2, Bruno starts, the domains the round left, and no faces yet (the
  // rolls were this round's); a screen with no dice at all resolves nothing.
  QMetaObject::invokeMethod(find(*engine, "eraRoundButton"), "clicked");
  QTest::qWait(200);
  page = find(*engine, "eraRoundPage");
  ASSERT_NE(page, nullptr);
  EXPECT_EQ(page->property("title").toString(), "Round 2");
  EXPECT_EQ(find(*engine, "startPlayerBox")->property("currentText").toString(), "Bruno");
  faces = find_all(*engine, "facesField");
  ASSERT_EQ(faces.size(), 2);
  EXPECT_EQ(faces[0]->property("text").toString(), "");
  EXPECT_EQ(
      find_all(*engine, "roundDomainEditor")[0]->property("domain").toMap().value("pieces").toList().size(),
      3);
  EXPECT_EQ(verdict(), "No dice to resolve: enter the final faces each player rolled");
  EXPECT_FALSE(find(*engine, "resolveEraRound")->property("enabled").toBool());
  QMetaObject::invokeMethod(page, "setFaces", Q_ARG(QVariant, 0), Q_ARG(QVariant, "N3 Z2"));
  QTest::qWait(50);
  EXPECT_EQ(verdict(), "Ana: \"Z2\" is not an ERA face (Y1 to Y6, B1 to B6, N1 to N6, C1 to C6, or quill)");
  EXPECT_FALSE(find(*engine, "resolveEraRound")->property("enabled").toBool());
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 3u);
}
#endif

// ERA's tracks on the session screen: a resolved round's culture, calamity and resources.
TEST(AppUi, EraTracksShowTheLastResolvedRound) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  st::SessionId id = 0;
  {
    auto store = st::open_session_store(path);
    id = store->create_session("era", {"Ana", "Bruno"}, nlohmann::json::object());
    const nlohmann::json round{{"type", "round"},
                               {"players",
                                {{{"name", "Ana"}, {"culture", 7}, {"calamity", 2},
                                  {"resources", {{"goods", 1}, {"stone", 0}, {"wood", 3}, {"food", 2}}}},
                                 {{"name", "Bruno"}, {"culture", 4}, {"calamity", 0},
                                  {"resources", {{"goods", 0}, {"stone", 2}, {"wood", 0}, {"food", 1}}}}}}};
    store->append_event(id, {st::EventKind::move, "Ana", {}, {{"move", {{"type", "round"}}}, {"result", round}}, {}, {}});
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  auto engine = load_session_screen(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  auto* grid = find<QQuickItem>(*engine, "tallies");
  ASSERT_NE(grid, nullptr);
  EXPECT_TRUE(grid->isVisible());
  EXPECT_EQ(grid->property("columns").toInt(), 7);
  const QVariantList cells = controller.tallies().value("cells").toList();
  ASSERT_EQ(cells.size(), 21);  // a header row and two players, seven columns
  EXPECT_EQ(cells[1].toMap().value("text").toString(), "Culture");
  EXPECT_EQ(cells[7].toMap().value("text").toString(), "Ana");
  EXPECT_EQ(cells[8].toMap().value("text").toString(), "7");
  EXPECT_EQ(cells[19].toMap().value("text").toString(), "0");   // Bruno's wood
}

TEST(AppUi, StartingASessionFromTheGameListStoresIt) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  auto engine = load(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  EXPECT_GT(controller.startSession("era", "Ana, Bruno"), 0);
  EXPECT_EQ(controller.sessions().size(), 1);
  EXPECT_EQ(controller.startSession("era", "Ana,,Bruno"), 0);  // refused with a reason
  EXPECT_FALSE(controller.lastError().isEmpty());
  EXPECT_EQ(controller.sessions().size(), 1);
}

// Spanish on request (or from the system language): QML's qsTr and the controller's tr both
// follow, and removing the translation brings English back. The expected texts are the ones
// written in companion/app/i18n/scriptorium_es.ts.
TEST(AppUi, SpanishInterfaceWhenTheLanguageIsSpanish) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  st::SessionId id = 0;
  {
    auto store = st::open_session_store(path);
    id = store->create_session("era", {"Ana", "Bruno"}, nlohmann::json::object());
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  auto spanish = scriptorium::app::install_translation(*QCoreApplication::instance(), "es_ES");
  ASSERT_NE(spanish, nullptr) << "the Spanish translation is not in the resources";

  EXPECT_FALSE(controller.openSession(id + 1));
  EXPECT_EQ(controller.lastError(), QString("No existe la partida %1").arg(id + 1));
  EXPECT_EQ(controller.games().first().toMap().value("summary").toString(),
            QString::fromUtf8("Dados de iconos, cuadrícula del dominio, áreas amuralladas, calamidades, hoja de "
                              "puntuación"));
  ASSERT_TRUE(controller.openSession(id));
  auto engine = load_session_screen(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  auto* undo = find(*engine, "undoButton");
  ASSERT_NE(undo, nullptr);
  EXPECT_EQ(undo->property("text").toString(), "Deshacer");
  // The round tracker's steps and the sheet's rows are named by the session layer in English
  // keys; the interface says them in Spanish (ERA's glossary: Lanzar dados, Mayor área amurallada).
  const QVariantList steps = controller.progress().value("phases").toList();
  ASSERT_FALSE(steps.isEmpty());
  EXPECT_EQ(steps.first().toMap().value("title").toString(), "Lanzar dados");
  EXPECT_EQ(scriptorium::app::row_title("largest_walled_area"), QString::fromUtf8("Mayor área amurallada"));
  EXPECT_EQ(scriptorium::app::row_title("no_such_row"), "No such row");  // unknown keys stay English
  engine.reset();

  spanish.reset();
  EXPECT_EQ(scriptorium::app::row_title("largest_walled_area"), "Largest walled area");
  EXPECT_EQ(controller.games().first().toMap().value("summary").toString(),
            "Icon dice, domain grid, walled areas, calamities, score sheet");
}

TEST(AppUi, EnglishAndUnknownLanguagesNeedNoTranslation) {
  EXPECT_EQ(scriptorium::app::install_translation(*QCoreApplication::instance(), "en"), nullptr);
  EXPECT_EQ(scriptorium::app::install_translation(*QCoreApplication::instance(), "en_GB"), nullptr);
  EXPECT_EQ(scriptorium::app::install_translation(*QCoreApplication::instance(), "tlh"), nullptr);
}

// The application object must outlive every test and die before Qt's own statics: it lives in
// main(), not in a function-local static.
int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");  // also for discovery
  QGuiApplication app(argc, argv);
  scriptorium::app::register_live_table_types();
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}

#include "app_ui_test.moc"
