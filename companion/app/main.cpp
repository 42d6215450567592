// scriptorium-app: the Qt Quick companion. `--screenshot FILE` renders the window to a PNG after
// `--screenshot-delay` ms and exits (tests and scripts/screenshots.sh, QT_QPA_PLATFORM=offscreen).
// `--source SPEC` is what the live table watches (as `scriptorium watch --source`); without it,
// camera 0 when one is present, else the bundled demo recording; `--profile NAME|PATH` reads it
// with that table's profile (camera, white balance, bare table, taught dice). The interface
// follows the system language (Spanish or English); `--lang es|en` chooses it. `--print-sheet
// FILE` writes the opened session's score sheet as a PDF and exits; `--open-page NAME` opens a
// game's own screen.
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickWindow>
#include <QTimer>
#include <QDir>
#include <QFileInfo>
#include <cstdio>
#include <map>

#include "app_controller.hpp"
#include "live_table.hpp"
#include "table_preview.hpp"
#include "translation.hpp"
#include "companion/profiles/profile_lookup.hpp"
#include "companion/profiles/table_setup.hpp"
#include "companion/store/session_store.hpp"
#include "companion/store/sqlite.hpp"

namespace {

// The bundled demo: $SCRIPTORIUM_DEMO_DIR, else the source tree's demo/ folder.
QString demoFrames() {
  const QString dir = qEnvironmentVariableIsSet("SCRIPTORIUM_DEMO_DIR") ? qEnvironmentVariable("SCRIPTORIUM_DEMO_DIR")
                                                                         : QStringLiteral(SCRIPTORIUM_DEMO_DIR);
  return QDir(dir).filePath("table-demo/frames");
}

bool isDemo(const QString& source) {
  if (!source.startsWith("frames:")) return false;
  const QString dir = QFileInfo(source.mid(7)).canonicalFilePath();
  return !dir.isEmpty() && dir == QFileInfo(demoFrames()).canonicalFilePath();
}

// What the live table tries, in order. The demo's synthetic dice are read with the pip reader
// (the learned reader misreads them; `scriptorium watch` uses --reader pips for it too).
scriptorium::app::FeedOptions tableOptions(const QString& source, const QString& reader) {
  scriptorium::app::FeedOptions options;
  auto add = [&](const QString& spec) {
    const QString name = !reader.isEmpty() ? reader : (isDemo(spec) ? QString("pips") : QString("learned"));
    options.attempts.push_back({spec.toStdString(), name.toStdString()});
  };
  if (!source.isEmpty()) {
    add(source);
    return options;
  }
  if (!QDir("/dev").entryList({"video*"}, QDir::System).isEmpty()) add("camera:0");
  add("frames:" + demoFrames());
  return options;
}

}  // namespace

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
  QCommandLineOption shotDelayOption("screenshot-delay", "Wait MS milliseconds before the screenshot (default 500).",
                                     "MS", "500");
  // Not "--session": QGuiApplication takes -session for X11 session management.
  QCommandLineOption sessionOption("open-session", "Open this session on start.", "ID");
  QCommandLineOption quitOption("quit-after", "Quit after MS milliseconds (demo runs).", "MS");
  QCommandLineOption sourceOption("source",
                                  "What the live table watches: camera:N, video:FILE or frames:DIR "
                                  "(default: camera:0 when present, else the bundled demo frames).",
                                  "SPEC");
  QCommandLineOption readerOption("reader",
                                  "Dice reader: learned (default) or pips (light dice on a dark table; "
                                  "the default for the bundled demo).",
                                  "NAME");
  QCommandLineOption profileOption(
      "profile",
      "The table's profile, as `scriptorium watch --profile`: a NAME in the --db "
      "database or a PATH to a JSON file (its camera, white balance, bare table and taught dice).",
      "NAME");
  QCommandLineOption fpsOption("fps", "Playback rate of frames:DIR (default 15, the demo's rate).", "N", "15");
  QCommandLineOption langOption("lang", "Interface language: es or en (default: the system's).", "CODE");
  QCommandLineOption printOption("print-sheet", "Write the --open-session session's score sheet to FILE (PDF) and exit.",
                                 "FILE");
  QCommandLineOption pageOption(
      "open-page",
      "With --open-session: open the game's own screen: battle (Medioevo), round or build (ERA), "
      "year-end (Discordia) or scoring (ERA, Rattus, Feudum).",
      "NAME");
  parser.addOptions({dbOption, shotOption, sessionOption, quitOption, sourceOption, readerOption,
                     profileOption, fpsOption, langOption, shotDelayOption, printOption, pageOption});
  parser.process(app);
  const QString language = parser.value(langOption);
  const auto translation = scriptorium::app::install_translation(app, language);
  if (!translation && !language.isEmpty() && !language.startsWith("en")) {
    std::fprintf(stderr, "error: --lang %s: no such interface language (es, en)\n", qPrintable(language));
    return 1;
  }

  const std::string dbPath = parser.isSet(dbOption) ? parser.value(dbOption).toStdString()
                                                    : scriptorium::store::default_database_path();
  // The table's profile, read before anything is opened or created: a bad one changes nothing.
  scriptorium::profiles::TableSetup tableSetup;
  if (parser.isSet(profileOption)) {
    const std::string name = parser.value(profileOption).toStdString();
    try {
      tableSetup =
          scriptorium::profiles::table_setup(scriptorium::profiles::load_existing_profile(dbPath, name),
                                             scriptorium::profiles::profile_location(dbPath, name));
    } catch (const scriptorium::profiles::BadProfile& e) {
      const std::string place =
          e.location() + (e.location().empty() || e.where().empty() ? "" : ":") + e.where();
      std::fprintf(stderr, "error: %s%s\n", e.what(), place.empty() ? "" : (" (" + place + ")").c_str());
      return 1;
    } catch (const std::exception& e) {  // the database cannot be read
      std::fprintf(stderr, "error: %s\n", e.what());
      return 1;
    }
  }
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
  if (parser.isSet(printOption)) {
    // The printable sheet without a window: for scripts and the tests.
    if (!sessionOpened) {
      std::fprintf(stderr, "error: --print-sheet needs --open-session ID of a session in %s\n", dbPath.c_str());
      return 1;
    }
    if (controller.exportPdf(parser.value(printOption)).isEmpty()) {
      std::fprintf(stderr, "error: %s\n", qPrintable(controller.lastError()));
      return 1;
    }
    return 0;
  }

  scriptorium::app::FeedOptions feed = tableOptions(parser.isSet(sourceOption) ? parser.value(sourceOption) : QString(),
                                                   parser.value(readerOption));
  feed.table = std::move(tableSetup);
  feed.profile = parser.value(profileOption).toStdString();
  feed.fps = parser.value(fpsOption).toDouble();
  if (!(feed.fps > 0)) {
    std::fprintf(stderr, "error: --fps must be a positive number\n");
    return 1;
  }
  // Declared before the engine so the QML it serves dies first.
  scriptorium::app::LiveTable table(controller, std::move(feed));
  scriptorium::app::register_live_table_types();

  QQmlApplicationEngine engine;
  engine.rootContext()->setContextProperty("controller", &controller);
  engine.rootContext()->setContextProperty("table", &table);
  QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                   [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
  engine.load(QUrl("qrc:/Scriptorium/qml/Main.qml"));
  if (engine.rootObjects().isEmpty()) return 1;
  if (sessionOpened) QMetaObject::invokeMethod(engine.rootObjects().first(), "showSession");
  if (parser.isSet(pageOption)) {
    // The session screen's own button for that screen, pressed as a player would.
    static const std::map<QString, const char*> buttons{{"battle", "battleButton"},
                                                        {"round", "eraRoundButton"},
                                                        {"build", "eraBuildButton"},
                                                        {"year-end", "incursionButton"},
                                                        {"scoring", "scoringButton"}};
    const auto it = buttons.find(parser.value(pageOption));
    QObject* button =
        sessionOpened && it != buttons.end() ? engine.rootObjects().first()->findChild<QObject*>(it->second) : nullptr;
    if (button == nullptr || !button->property("visible").toBool()) {
      std::fprintf(stderr,
                   "error: --open-page %s: no such screen for the --open-session session (battle, round, "
                   "build, year-end, scoring)\n",
                   qPrintable(parser.value(pageOption)));
      return 1;
    }
    QMetaObject::invokeMethod(button, "clicked");
  }

  if (parser.isSet(shotOption)) {
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    const QString file = parser.value(shotOption);
    // Let the scene graph render a frame (and the live table show what it saw) before grabbing it.
    bool delayOk = false;
    const int delay = parser.value(shotDelayOption).toInt(&delayOk);
    if (!delayOk || delay < 0) {
      std::fprintf(stderr, "error: --screenshot-delay must be a number of milliseconds\n");
      return 1;
    }
    QTimer::singleShot(delay, &app, [window, file] {
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
