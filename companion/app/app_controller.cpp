#include "app_controller.hpp"

#include <algorithm>

#include "companion/session/event_log.hpp"
#include "companion/session/game_rules.hpp"
#include "engine/core/dice.hpp"
#include "engine/core/json_input.hpp"
#include "engine/core/players.hpp"

namespace {

struct GameEntry {
  const char* id;
  const char* title;
  const char* summary;
};

constexpr GameEntry kGames[] = {
    {"era", "ERA: Medieval Age", "Icon dice, domain grid, walled areas, calamities, score sheet"},
    {"medioevo", "Medioevo Universale", "Battles with d4/d6/d8, combat math and exact odds"},
    {"discordia", "Discordia", "Coloured dice, city tiles, infrastructure scarcity, incursions"},
    {"feudum", "Feudum", "Combat and epoch scoring"},
    {"rattus", "Rattus Cartus", "Influence majorities, rats and the plague check"},
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
std::string summary_of(const nlohmann::json& payload) {
  if (payload.contains("result") && payload["result"].is_object()) {
    const auto& result = payload["result"];
    if (result.contains("dice") && result["dice"].is_array()) {
      std::string out;
      for (const auto& d : result["dice"]) {
        out += (out.empty() ? "" : "  ") + (d.contains("value") ? d["value"].dump() : std::string("?"));
      }
      return "dice: " + out;
    }
    if (result.contains("type") && result["type"].is_string()) return result["type"].get<std::string>();
  }
  return payload.dump().substr(0, 60);
}

}  // namespace

AppController::AppController(std::unique_ptr<scriptorium::store::SessionStore> store, QString databasePath,
                             QObject* parent)
    : QObject(parent), store_(std::move(store)), databasePath_(std::move(databasePath)) {}

QVariantList AppController::games() const {
  QVariantList out;
  for (const auto& g : kGames) {
    out.append(QVariantMap{{"id", g.id}, {"title", QString::fromUtf8(g.title)}, {"summary", g.summary}});
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
    for (auto it = standing.rbegin(); it != standing.rend(); ++it) {
      events_.append(QVariantMap{{"id", QVariant::fromValue<qint64>(it->record.id)},
                                 {"kind", QString::fromStdString(scriptorium::store::to_string(it->record.kind))},
                                 {"player", QString::fromStdString(it->record.player.value_or(""))},
                                 {"at", QString::fromStdString(it->record.at.substr(11, 8))},
                                 {"corrected", !it->corrections.empty()},
                                 {"summary", QString::fromStdString(summary_of(it->payload))}});
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
    store_->append_event(id, {scriptorium::store::EventKind::undo, {}, *target, nlohmann::json::object(), {}});
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
    out.event = store_->append_event(id, {scriptorium::store::EventKind::roll, who, {}, payload, {}});
    out.accepted = true;
    setError({});
    openSession(id);  // the history shows the new roll
  } catch (const std::exception& e) {
    out.reasons << QString::fromUtf8(e.what());
  }
  return out;
}

void AppController::setError(const QString& message) {
  if (message == lastError_) return;
  lastError_ = message;
  emit lastErrorChanged();
}
