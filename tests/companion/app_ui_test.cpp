// Drives the real QML offscreen: the session screen lists the standing events, its Undo button
// records an undo in the store, and its score sheet shows (and prints) the game's scoring.
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <gtest/gtest.h>

#include <tuple>

#include "companion/app/app_controller.hpp"
#include "companion/app/live_table.hpp"
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

// The tracker on the session screen: Feudum's five steps (§1.6); Next step moves to Nourish
// pawns, and Undo takes the step back.
TEST(AppUi, TheRoundTrackerStepsOnAndUndoStepsBack) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  st::SessionId id = 0;
  {
    auto store = st::open_session_store(path);
    id = store->create_session("feudum", {"Ana", "Bruno"}, nlohmann::json::object());
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  auto engine = load_session_screen(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  auto* title = find(*engine, "roundTitle");
  ASSERT_NE(title, nullptr);
  EXPECT_EQ(title->property("text").toString(), QString::fromUtf8("Round 1 \u00b7 start player Ana"));
  EXPECT_EQ(controller.progress().value("phase").toString(), "Take actions");
  EXPECT_EQ(find_all(*engine, "phase").size() + find_all(*engine, "currentPhase").size(), 5);

  QMetaObject::invokeMethod(find(*engine, "nextPhaseButton"), "clicked");
  QTest::qWait(50);
  EXPECT_EQ(controller.progress().value("phase").toString(), "Nourish pawns");
  ASSERT_EQ(find_all(*engine, "currentPhase").size(), 1);
  EXPECT_EQ(st::open_session_store(path)->events(id).size(), 1u);

  QMetaObject::invokeMethod(find(*engine, "undoButton"), "clicked");
  QTest::qWait(50);
  EXPECT_EQ(controller.progress().value("phase").toString(), "Take actions");
}

#ifdef SCRIPTORIUM_WITH_MEDIOEVO
// Medioevo's battle screen (rules §1.3-1.5), three players. Ana attacks from turn position 1
// with her d4 3, d6 5, d8 5: a pair of 5s is a critical, 5 x 5 = 25, no penalty. Bruno defends
// from position 2 with 2, 4, 7: highest die 7 - 1 turn penalty = 6. Ana wins 25 to 6; the battle
// score is capped by her 3 melee units (2 light, 1 heavy infantry, the form's defaults).
TEST(AppUi, BattleScreenShowsOddsAndResolvesFromTheLastRolls) {
  scriptorium::test::TempDir dir;
  const auto path = dir.file("ui.db");
  st::SessionId id = 0;
  {
    auto store = st::open_session_store(path);
    id = store->create_session("medioevo", {"Ana", "Bruno", "Carla"}, nlohmann::json::object());
    for (const auto& [who, d4, d6, d8] : {std::tuple{"Ana", 3, 5, 5}, std::tuple{"Bruno", 2, 4, 7}}) {
      const nlohmann::json dice{{{"kind", "d4"}, {"value", d4}}, {{"kind", "d6"}, {"value", d6}}, {{"kind", "d8"}, {"value", d8}}};
      store->append_event(id, {st::EventKind::roll, who, {}, {{"dice", dice}, {"result", {{"dice", dice}}}}, {}, {}});
    }
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  auto engine = load_session_screen(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  QMetaObject::invokeMethod(find(*engine, "battleButton"), "clicked");
  QTest::qWait(200);

  auto* odds = find(*engine, "battleOdds");
  ASSERT_NE(odds, nullptr);
  const QString before = odds->property("text").toString();
  EXPECT_TRUE(before.startsWith("One round: attacker ")) << before.toStdString();
  // More light infantry for the attacker: the odds are computed again.
  find(*engine, "attackerForm")->setProperty("liCount", 12);
  QTest::qWait(50);
  EXPECT_NE(odds->property("text").toString(), before);
  find(*engine, "attackerForm")->setProperty("liCount", 2);
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

  // Carla has not rolled: nothing to resolve, said in words.
  QVariantMap battle{{"players", 3},
                     {"attacker", QVariantMap{{"name", "Carla"}, {"position", 3}, {"units", QVariantMap{{"li", 1}}}}},
                     {"defender", QVariantMap{{"name", "Ana"}, {"position", 1}, {"units", QVariantMap{{"li", 1}}}}}};
  const QVariantMap refused = controller.resolveBattle(battle);
  EXPECT_FALSE(refused.value("ok").toBool());
  EXPECT_EQ(refused.value("error").toString(), "Carla has not rolled a d4, d6 and d8 yet");
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
  engine.reset();

  spanish.reset();
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
