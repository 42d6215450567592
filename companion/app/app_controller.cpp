#include "app_controller.hpp"

#include <algorithm>

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

#include "companion/session/event_log.hpp"
#include "companion/session/game_rules.hpp"
#include "companion/session/score_sheet.hpp"
#include "score_sheet_pdf.hpp"
#include "engine/core/dice.hpp"
#include "engine/core/json_input.hpp"
#include "engine/core/players.hpp"

namespace {

struct GameEntry {
  const char* id;
  const char* title;
  const char* summary;
};

// Titles are the games' own names; the summaries are translated where they are shown.
constexpr GameEntry kGames[] = {
    {"era", "ERA: Medieval Age",
     QT_TRANSLATE_NOOP("AppController", "Icon dice, domain grid, walled areas, calamities, score sheet")},
    {"medioevo", "Medioevo Universale",
     QT_TRANSLATE_NOOP("AppController", "Battles with d4/d6/d8, combat math and exact odds")},
    {"discordia", "Discordia",
     QT_TRANSLATE_NOOP("AppController", "Coloured dice, city tiles, infrastructure scarcity, incursions")},
    {"feudum", "Feudum", QT_TRANSLATE_NOOP("AppController", "Combat and epoch scoring")},
    {"rattus", "Rattus Cartus", QT_TRANSLATE_NOOP("AppController", "Influence majorities, rats and the plague check")},
};

QString title_of(const std::string& id) {
  for (const auto& g : kGames) {
    if (id == g.id) return QString::fromUtf8(g.title);
  }
  return QString::fromStdString(id);
}

QVariantMap to_variant(const scriptorium::store::SessionInfo& s) {
  QStringList players;
  for (const auto& p : s.players) players << QString::fromStdString(p);
  return {{"id", QVariant::fromValue<qint64>(s.id)},
          {"game", QString::fromStdString(s.game)},
          {"title", title_of(s.game)},
          {"players", players},
          {"started", QString::fromStdString(s.started)},
          {"finished", s.finished ? QString::fromStdString(*s.finished) : QString()}};
}

// One line per event for the history list: the engine's summary when it gave one.
QString summary_of(const nlohmann::json& payload) {
  if (payload.contains("result") && payload["result"].is_object()) {
    const auto& result = payload["result"];
    if (result.contains("dice") && result["dice"].is_array()) {
      std::string out;
      for (const auto& d : result["dice"]) {
        out += (out.empty() ? "" : "  ") + (d.contains("value") ? d["value"].dump() : std::string("?"));
      }
      return QCoreApplication::translate("AppController", "dice: %1").arg(QString::fromStdString(out));
    }
    if (result.contains("type") && result["type"].is_string()) return QString::fromStdString(result["type"].get<std::string>());
  }
  return QString::fromStdString(payload.dump().substr(0, 60));
}

// The sheet laid out for the screen's grid: a header row of the players in seat order, one row
// per sheet row and the totals, with the winners (or how far scoring is) underneath.
QVariantMap sheet_view(const scriptorium::store::SessionInfo& info, const nlohmann::json& sheet) {
  QVariantList cells;
  auto add = [&cells](const QString& text, bool bold) { cells.append(QVariantMap{{"text", text}, {"bold", bold}}); };
  auto points = [&sheet](const std::string& name, const std::string& row) -> QString {
    for (const auto& p : sheet.value("players", nlohmann::json::array())) {
      if (p.value("name", "") != name) continue;
      const auto& value = row.empty() ? p["total"] : p["rows"].value(row, nlohmann::json());
      return value.is_number_integer() ? QString::number(value.get<long long>()) : QString();
    }
    return QStringLiteral("\u2014");
  };
  add(QCoreApplication::translate("AppController", "Row"), true);
  for (const auto& name : info.players) add(QString::fromStdString(name), true);
  for (const auto& row : sheet.value("rows", nlohmann::json::array())) {
    const std::string key = row.get<std::string>();
    add(QString::fromStdString(scriptorium::session::row_title(key)), false);
    for (const auto& name : info.players) add(points(name, key), false);
  }
  add(QCoreApplication::translate("AppController", "Total"), true);
  for (const auto& name : info.players) add(sheet.contains("players") ? points(name, "") : QStringLiteral("\u2014"), true);
  QString status;
  const auto ending = scriptorium::session::ending_of(sheet);
  if (ending.finished) {
    QStringList winners;
    for (const auto& w : ending.winners) winners << QString::fromStdString(w);
    status = winners.isEmpty() ? QCoreApplication::translate("AppController", "Game over: no winner")
                               : QCoreApplication::translate("AppController", "Game over, winner: %1").arg(winners.join(", "));
  } else if (!sheet.contains("players")) {
    status = QCoreApplication::translate("AppController", "The sheet fills in when the game's scoring is recorded");
  }
  return {{"cells", cells}, {"columns", static_cast<int>(info.players.size()) + 1}, {"status", status}};
}

}  // namespace

AppController::AppController(std::unique_ptr<scriptorium::store::SessionStore> store, QString databasePath,
                             QObject* parent)
    : QObject(parent), store_(std::move(store)), databasePath_(std::move(databasePath)) {}

QVariantList AppController::games() const {
  QVariantList out;
  for (const auto& g : kGames) {
    out.append(QVariantMap{{"id", g.id}, {"title", QString::fromUtf8(g.title)}, {"summary", tr(g.summary)}});
  }
  return out;
}

QVariantList AppController::sessions() const {
  QVariantList out;
  try {
    for (const auto& s : store_->list_sessions({})) out.append(to_variant(s));
  } catch (const std::exception&) {
    // An unreadable store shows as an empty list; lastError says why on the next write.
  }
  return out;
}

qint64 AppController::startSession(const QString& game, const QString& players) {
  try {
    const auto names = scriptorium::core::parse_player_list(players.toStdString());
    const auto id = store_->create_session(game.toStdString(), names, nlohmann::json::object());
    emit sessionsChanged();
    openSession(id);
    setError({});
    return id;
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return 0;
  }
}

bool AppController::openSession(qint64 id) {
  try {
    const auto info = store_->find_session(id);
    if (!info) {
      setError(tr("No session %1").arg(id));
      return false;
    }
    const auto log = store_->events(id);
    current_ = to_variant(*info);
    current_["events"] = static_cast<int>(log.size());
    events_.clear();
    const auto standing = scriptorium::session::effective_events(log);
    scoreSheet_ = sheet_view(*info, scriptorium::session::score_sheet(standing));
    for (auto it = standing.rbegin(); it != standing.rend(); ++it) {
      events_.append(QVariantMap{{"id", QVariant::fromValue<qint64>(it->record.id)},
                                 {"kind", QString::fromStdString(scriptorium::store::to_string(it->record.kind))},
                                 {"player", QString::fromStdString(it->record.player.value_or(""))},
                                 {"at", QString::fromStdString(it->record.at.substr(11, 8))},
                                 {"corrected", !it->corrections.empty()},
                                 {"summary", summary_of(it->payload)}});
    }
    emit currentSessionChanged();
    return true;
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return false;
  }
}

bool AppController::undoLast() {
  if (!current_.contains("id")) return false;
  const qint64 id = current_["id"].toLongLong();
  try {
    const auto target = scriptorium::session::undo_target(store_->events(id));
    if (!target) {
      setError(tr("Nothing to undo"));
      return false;
    }
    appendSettled(id, {scriptorium::store::EventKind::undo, {}, *target, nlohmann::json::object(), {}, {}});
    setError({});
    return openSession(id);
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return false;
  }
}

RollOutcome AppController::recordRoll(const QString& player, const nlohmann::json& diceDocument) {
  RollOutcome out;
  if (!current_.contains("id")) {
    out.reasons << tr("No session is open");
    return out;
  }
  const qint64 id = current_["id"].toLongLong();
  try {
    const auto info = store_->find_session(id);
    if (!info) {
      out.reasons << tr("No session %1").arg(id);
      return out;
    }
    const std::string who = player.toStdString();
    if (std::find(info->players.begin(), info->players.end(), who) == info->players.end()) {
      out.reasons << tr("\"%1\" does not play in session %2").arg(player).arg(id);
      return out;
    }
    scriptorium::session::SessionContext context;
    context.players = info->players;
    if (info->rules.is_object()) context.rules = info->rules;
    const auto rules = scriptorium::session::make_game_rules(info->game, context);
    const auto dice = scriptorium::core::parse_dice(scriptorium::core::JsonCursor(diceDocument.at("dice"), "/dice"));
    const auto verdict = rules->check_roll(dice);
    out.summary = QString::fromStdString(verdict.summary);
    if (!verdict.violations.empty()) {
      for (const auto& v : verdict.violations.items()) out.reasons << QString::fromStdString(v.reason);
      return out;
    }
    const nlohmann::json payload{{"dice", diceDocument.at("dice")}, {"result", verdict.result}};
    out.event = appendSettled(id, {scriptorium::store::EventKind::roll, who, {}, payload, {}, {}});
    out.accepted = true;
    setError({});
    openSession(id);  // the history shows the new roll
  } catch (const std::exception& e) {
    out.reasons << QString::fromUtf8(e.what());
  }
  return out;
}

qint64 AppController::appendSettled(qint64 session, scriptorium::store::NewEvent event) {
  scriptorium::session::settle_score(store_->events(session), event);
  return store_->append_event(session, event);
}

QString AppController::exportPdf(const QString& file) {
  if (!current_.contains("id")) {
    setError(tr("No session is open"));
    return {};
  }
  const qint64 id = current_["id"].toLongLong();
  try {
    const auto info = store_->find_session(id);
    if (!info) {
      setError(tr("No session %1").arg(id));
      return {};
    }
    QString target = file;
    if (target.isEmpty()) {
      QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
      if (folder.isEmpty()) folder = QDir::homePath();
      QDir().mkpath(folder);
      target = QDir(folder).filePath(QStringLiteral("scriptorium-session-%1.pdf").arg(id));
    }
    const auto sheet = scriptorium::session::score_sheet(scriptorium::session::effective_events(store_->events(id)));
    const QString problem = scriptorium::app::write_score_sheet_pdf(target, *info, sheet);
    if (!problem.isEmpty()) {
      setError(problem);
      return {};
    }
    setError({});
    return target;
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return {};
  }
}

void AppController::setError(const QString& message) {
  if (message == lastError_) return;
  lastError_ = message;
  emit lastErrorChanged();
}
