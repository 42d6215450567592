// scriptorium-app: the Qt Quick companion. `--screenshot FILE` renders the first screen to a PNG
// and exits (used by tests and for the README picture, with QT_QPA_PLATFORM=offscreen).
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

#include "app_controller.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"

int main(int argc, char* argv[]) {
  QGuiApplication app(argc, argv);
  QGuiApplication::setApplicationName("Scriptorium");
  QGuiApplication::setApplicationVersion("0.1.0");

  QCommandLineParser parser;
  parser.setApplicationDescription("Scriptorium: the camera companion for medieval board games");
  parser.addHelpOption();
  parser.addVersionOption();
  QCommandLineOption dbOption("db", "Session database.", "FILE");
  QCommandLineOption shotOption("screenshot", "Render the window to FILE (PNG) and exit.", "FILE");
  // Not "--session": QGuiApplication takes -session for X11 session management.
  QCommandLineOption sessionOption("open-session", "Open this session on start.", "ID");
  QCommandLineOption quitOption("quit-after", "Quit after MS milliseconds (demo runs).", "MS");
  parser.addOptions({dbOption, shotOption, sessionOption, quitOption});
  parser.process(app);

  const std::string dbPath = parser.isSet(dbOption) ? parser.value(dbOption).toStdString()
                                                    : scriptorium::store::default_database_path();
  std::unique_ptr<scriptorium::store::SessionStore> store;
  try {
    store = scriptorium::store::open_session_store(dbPath);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s (%s)\n", e.what(), dbPath.c_str());
    return 1;
  }
  AppController controller(std::move(store), QString::fromStdString(dbPath));
  const bool sessionOpened =
      parser.isSet(sessionOption) && controller.openSession(parser.value(sessionOption).toLongLong());

  QQmlApplicationEngine engine;
  engine.rootContext()->setContextProperty("controller", &controller);
  QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                   [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
  engine.load(QUrl("qrc:/Scriptorium/qml/Main.qml"));
  if (engine.rootObjects().isEmpty()) return 1;
  if (sessionOpened) QMetaObject::invokeMethod(engine.rootObjects().first(), "showSession");

  if (parser.isSet(shotOption)) {
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    const QString file = parser.value(shotOption);
    // Let the scene graph render a frame before grabbing it.
    QTimer::singleShot(500, &app, [window, file] {
      const bool ok = window && window->grabWindow().save(file);
      if (!ok) std::fprintf(stderr, "error: cannot write screenshot (%s)\n", qPrintable(file));
      QCoreApplication::exit(ok ? 0 : 1);
    });
  }
  if (parser.isSet(quitOption)) {
    QTimer::singleShot(parser.value(quitOption).toInt(), &app, [] { QCoreApplication::exit(0); });
  }
  return QGuiApplication::exec();
}
