// Drives the real QML offscreen: the session screen lists the standing events, and its Undo
// button records an undo in the store.
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <gtest/gtest.h>

#include "companion/app/app_controller.hpp"
#include "companion/app/live_table.hpp"
#include "companion/app/table_preview.hpp"
#include "companion/store/session_store.hpp"
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
                                                                 {"result", {{"dice", {{{"kind", "d6"}, {"value", v}}}}}}}, {}});
    }
  }
  AppController controller(st::open_session_store(path), QString::fromStdString(path));
  ASSERT_TRUE(controller.openSession(id));
  auto engine = load(controller);
  ASSERT_FALSE(engine->rootObjects().isEmpty());
  QMetaObject::invokeMethod(engine->rootObjects().first(), "showSession");
  QTest::qWait(200);  // let the StackView build the session page

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

// The application object must outlive every test and die before Qt's own statics: it lives in
// main(), not in a function-local static.
int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");  // also for discovery
  QGuiApplication app(argc, argv);
  scriptorium::app::register_live_table_types();
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
