#include "app_controller.hpp"

#include <algorithm>

#include <QClipboard>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include "companion/session/battle_plan.hpp"
#include "companion/session/era_domain.hpp"
#include "companion/session/event_log.hpp"
#include "companion/session/export.hpp"
#include "companion/session/game_rules.hpp"
#include "companion/session/german_tiles.hpp"
#include "companion/session/round_tracker.hpp"
#include "companion/session/running_tallies.hpp"
#include "companion/session/score_sheet.hpp"
#include "companion/session/stats.hpp"
#include "move_forms.hpp"
#include "row_titles.hpp"
#include "score_sheet_pdf.hpp"
#include "session_views.hpp"
#include "engine/core/dice.hpp"
#include "engine/core/json_input.hpp"
#include "engine/core/players.hpp"

namespace {

// A form that cannot make a move (a field out of range, a missing choice), as QML's reply.
QVariantMap form_refused(const scriptorium::app::FormError& e) {
  return {{"ok", false}, {"error", QString::fromUtf8(e.what())}};
}

// What failed, as QML's reply: an input the engine refuses names its place (the JSON pointer).
QVariantMap failed(const std::exception& e) {
  if (const auto* input = dynamic_cast<const scriptorium::core::InputError*>(&e)) {
    return {{"ok", false},
            {"error", AppController::tr("%1 (at %2)")
                          .arg(QString::fromUtf8(e.what()), QString::fromStdString(input->where()))}};
  }
  return {{"ok", false}, {"error", QString::fromUtf8(e.what())}};
}

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
  QStringList winners;
  for (const auto& w : s.winners) winners << QString::fromStdString(w);
  return {{"id", QVariant::fromValue<qint64>(s.id)},
          {"winners", winners},
          {"game", QString::fromStdString(s.game)},
          {"title", title_of(s.game)},
          {"players", players},
          {"started", QString::fromStdString(s.started)},
          {"finished", s.finished ? QString::fromStdString(*s.finished) : QString()}};
}

// The session's game rules with its players and settings.
std::unique_ptr<scriptorium::session::GameRules> game_rules_of(const scriptorium::store::SessionInfo& info) {
  scriptorium::session::SessionContext context;
  context.players = info.players;
  if (info.rules.is_object()) context.rules = info.rules;
  return scriptorium::session::make_game_rules(info.game, context);
}

// A chi-square test's numbers and its verdict in words.
QVariantMap face_view(const scriptorium::session::FaceStats& f) {
  QVariantList counts;
  for (int c : f.counts) counts.append(c);
  // The usual 1 % level: a fair die looks this uneven once in a hundred sets of rolls.
  const QString verdict =
      f.p_value < 0.01 ? QCoreApplication::translate("AppController", "unlikely to be fair (p = %1)").arg(f.p_value, 0, 'f', 3)
                       : QCoreApplication::translate("AppController", "no sign of an unfair die (p = %1)").arg(f.p_value, 0, 'f', 3);
  return {{"counts", counts}, {"total", f.total}, {"chiSquare", f.chi_square}, {"pValue", f.p_value}, {"verdict", verdict}};
}

QVariantMap chart_view(const QString& label, const std::string& kind, const std::string& color,
                       const scriptorium::session::FaceStats& f) {
  QVariantMap chart = face_view(f);
  chart["label"] = label;
  chart["kind"] = QString::fromStdString(kind);
  chart["color"] = QString::fromStdString(color);
  return chart;
}

// The dice reader's colour names (cli.md) in the interface's language; a colour a calibrated
// profile named itself is shown as it is.
QString colour_name(const std::string& color) {
  static const char* const kColours[] = {
      QT_TRANSLATE_NOOP("AppController", "white"),  QT_TRANSLATE_NOOP("AppController", "ivory"),
      QT_TRANSLATE_NOOP("AppController", "black"),  QT_TRANSLATE_NOOP("AppController", "red"),
      QT_TRANSLATE_NOOP("AppController", "blue"),   QT_TRANSLATE_NOOP("AppController", "green"),
      QT_TRANSLATE_NOOP("AppController", "yellow"), QT_TRANSLATE_NOOP("AppController", "orange"),
      QT_TRANSLATE_NOOP("AppController", "purple"), QT_TRANSLATE_NOOP("AppController", "gray")};
  for (const char* known : kColours) {
    if (color == known) return QCoreApplication::translate("AppController", known);
  }
  return QString::fromStdString(color);
}

nlohmann::json to_json(const QVariantMap& map) {
  return nlohmann::json::parse(QJsonDocument(QJsonObject::fromVariantMap(map)).toJson(QJsonDocument::Compact).toStdString());
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
    const auto info = findSession(id);
    if (!info) return false;
    const auto log = store_->events(id);
    current_ = to_variant(*info);
    current_["events"] = static_cast<int>(log.size());
    events_.clear();
    const auto standing = scriptorium::session::effective_events(log);
    scoreSheet_ = scriptorium::app::sheet_view(*info, scriptorium::session::score_sheet(standing));
    tallies_ = scriptorium::app::tallies_view(scriptorium::session::running_tallies(info->game, standing));
    progress_ = scriptorium::app::progress_view(*info, scriptorium::session::progress(info->game, info->players.size(), standing));
    for (auto it = standing.rbegin(); it != standing.rend(); ++it) {
      events_.append(QVariantMap{{"id", QVariant::fromValue<qint64>(it->record.id)},
                                 {"kind", QString::fromStdString(scriptorium::store::to_string(it->record.kind))},
                                 {"player", QString::fromStdString(it->record.player.value_or(""))},
                                 {"at", QString::fromStdString(it->record.at.substr(11, 8))},
                                 {"corrected", !it->corrections.empty()},
                                 {"summary", scriptorium::app::summary_of(it->payload)},
                                 {"dice", scriptorium::app::dice_of(*it)}});
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
    const auto rules = game_rules_of(*info);
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
  const qint64 id = openSessionId();
  if (id == 0) return {};
  try {
    const auto info = findSession(id);
    if (!info) return {};
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

bool AppController::correctRoll(qint64 event, const QVariantList& dice) {
  const qint64 id = openSessionId();
  if (id == 0) return false;
  try {
    const auto info = store_->find_session(id);
    const auto log = store_->events(id);
    const auto original =
        std::find_if(log.begin(), log.end(), [&](const scriptorium::store::EventRecord& e) { return e.id == event; });
    if (!info || original == log.end() || original->kind != scriptorium::store::EventKind::roll ||
        !scriptorium::session::can_correct(log, event)) {
      setError(tr("Event %1 is not a standing roll of this session").arg(event));
      return false;
    }
    nlohmann::json document{{"dice", nlohmann::json::array()}};
    for (const auto& d : dice) {
      const QVariantMap m = d.toMap();
      nlohmann::json die{{"kind", m.value("kind").toString().toStdString()}};
      if (!m.value("label").toString().isEmpty()) {
        die["value"] = m.value("label").toString().toStdString();
      } else {
        die["value"] = m.value("value").toInt();
      }
      if (!m.value("color").toString().isEmpty()) die["color"] = m.value("color").toString().toStdString();
      document["dice"].push_back(die);
    }
    const auto parsed = scriptorium::core::parse_dice(scriptorium::core::JsonCursor(document["dice"], "/dice"));
    const auto verdict = game_rules_of(*info)->check_roll(parsed);
    if (!verdict.violations.empty()) {
      QStringList reasons;
      for (const auto& v : verdict.violations.items()) reasons << QString::fromStdString(v.reason);
      setError(tr("Correction refused, nothing recorded: %1").arg(reasons.join("; ")));
      return false;
    }
    const nlohmann::json payload{{"dice", document["dice"]}, {"result", verdict.result}};
    appendSettled(id, {scriptorium::store::EventKind::correction, original->player, event, payload, {}, {}});
    setError({});
    return openSession(id);
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return false;
  }
}

bool AppController::nextPhase() {
  const qint64 id = openSessionId();
  if (id == 0) return false;
  try {
    const auto info = findSession(id);
    if (!info) return false;
    const auto at = scriptorium::session::progress(info->game, info->players.size(),
                                                   scriptorium::session::effective_events(store_->events(id)));
    appendSettled(id, {scriptorium::store::EventKind::move, {}, {},
                       scriptorium::session::phase_payload(info->game, info->players, at), {}, {}});
    setError({});
    return openSession(id);
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return false;
  }
}

QString AppController::saveTablePhoto(const QImage& photo) {
  const qint64 id = openSessionId();
  if (id == 0) return {};
  if (photo.isNull()) {
    setError(tr("No picture of the table yet"));
    return {};
  }
  // Photos live beside the database, so a backup of the folder keeps them together.
  const QDir folder(QFileInfo(databasePath_).absoluteDir().filePath(QStringLiteral("photos")));
  const QString file = folder.filePath(QStringLiteral("session-%1-%2.jpg")
                                           .arg(id)
                                           .arg(QDateTime::currentDateTimeUtc().toString("yyyyMMdd-HHmmss-zzz")));
  const QString partial = file + QStringLiteral(".partial");
  if (!QDir().mkpath(folder.path()) || !photo.save(partial, "JPG", 92) || !QFile::rename(partial, file)) {
    QFile::remove(partial);
    setError(tr("cannot write %1").arg(file));
    return {};
  }
  try {
    const nlohmann::json payload{{"move", {{"type", "table_photo"}}},
                                 {"result", {{"type", "table_photo"}, {"file", file.toStdString()}}}};
    appendSettled(id, {scriptorium::store::EventKind::move, {}, {}, payload, {}, {}});
    setError({});
    openSession(id);
    return file;
  } catch (const std::exception& e) {
    QFile::remove(file);  // not recorded: no orphan photo
    setError(QString::fromUtf8(e.what()));
    return {};
  }
}

QVariantMap AppController::battleOdds(const QVariantMap& battle) const {
  try {
    // The open session's settings (e.g. its two-player penalty rule), else the defaults.
    nlohmann::json rules = nlohmann::json::object();
    if (current_.contains("id")) {
      const auto info = store_->find_session(current_["id"].toLongLong());
      if (info && info->rules.is_object()) rules = info->rules;
    }
    const auto odds = scriptorium::session::battle_odds(to_json(battle), rules);
    return {{"ok", true},
            {"roundAttacker", odds.round_attacker},
            {"roundTie", odds.round_tie},
            {"roundDefender", odds.round_defender},
            {"battleAttacker", odds.battle_attacker},
            {"battleDefender", odds.battle_defender},
            {"battleNoWinner", odds.battle_no_winner},
            {"expectedRounds", odds.expected_rounds}};
  } catch (const std::exception& e) {
    return failed(e);
  }
}

QVariantMap AppController::resolveBattle(const QVariantMap& battle) {
  if (!current_.contains("id")) return {{"ok", false}, {"error", tr("No session is open")}};
  const qint64 id = current_["id"].toLongLong();
  try {
    const auto info = store_->find_session(id);
    if (!info) return {{"ok", false}, {"error", tr("No session %1").arg(id)}};
    std::string missing;
    const auto move = scriptorium::session::battle_round_move(
        to_json(battle), scriptorium::session::effective_events(store_->events(id)), &missing);
    if (!move) return {{"ok", false}, {"error", tr("%1 has not rolled a d4, d6 and d8 yet").arg(QString::fromStdString(missing))}};
    const auto verdict = game_rules_of(*info)->check_move(scriptorium::core::JsonCursor(*move));
    if (!verdict.violations.empty()) {
      QStringList reasons;
      for (const auto& v : verdict.violations.items()) reasons << QString::fromStdString(v.reason);
      return {{"ok", false}, {"error", tr("Refused, nothing recorded: %1").arg(reasons.join("; "))}};
    }
    const std::string attacker = (*move)["attacker"].value("name", "");
    std::optional<std::string> player;
    if (std::find(info->players.begin(), info->players.end(), attacker) != info->players.end()) player = attacker;
    appendSettled(id, {scriptorium::store::EventKind::move, player, {}, {{"move", *move}, {"result", verdict.result}}, {}, {}});
    QStringList steps;
    for (const auto& line : verdict.result.value("explanation", nlohmann::json::array())) {
      if (line.is_string()) steps << QString::fromStdString(line.get<std::string>());
    }
    setError({});
    openSession(id);
    return {{"ok", true}, {"summary", QString::fromStdString(verdict.summary)}, {"steps", steps}};
  } catch (const std::exception& e) {
    return failed(e);
  }
}

QVariantMap AppController::checkMove(const nlohmann::json& move, const std::optional<std::string>& player, bool record,
                                     nlohmann::json* result) {
  const qint64 id = openSessionId();
  if (id == 0) return {{"ok", false}, {"error", lastError_}};
  try {
    const auto info = store_->find_session(id);
    if (!info) return {{"ok", false}, {"error", tr("No session %1").arg(id)}};
    const auto verdict = game_rules_of(*info)->check_move(scriptorium::core::JsonCursor(move));
    if (!verdict.violations.empty()) {
      QStringList reasons;
      for (const auto& v : verdict.violations.items()) reasons << QString::fromStdString(v.reason);
      return {{"ok", false}, {"error", tr("Refused, nothing recorded: %1").arg(reasons.join("; "))}};
    }
    if (result != nullptr) *result = verdict.result;
    if (record) {
      appendSettled(id, {scriptorium::store::EventKind::move, player, {}, {{"move", move}, {"result", verdict.result}}, {}, {}});
      setError({});
      openSession(id);
    }
    return {{"ok", true}, {"summary", QString::fromStdString(verdict.summary)}};
  } catch (const std::exception& e) {
    return failed(e);
  }
}

QVariantList AppController::germanTiles() const {
  QVariantList out;
  try {
    for (const auto& t : scriptorium::session::discordia_german_tiles()) {
      out.append(QVariantMap{{"id", QString::fromStdString(t.id)}, {"left", t.left}, {"text", scriptorium::app::german_tile_text(t)}});
    }
  } catch (const std::exception&) {
    // A broken data folder offers no tiles; the incursion itself then says why.
  }
  return out;
}

QVariantMap AppController::incursion(const QVariantMap& form, bool record) {
  try {
    const auto move = scriptorium::app::incursion_move(to_json(form));
    const std::string who = form.value("player").toString().toStdString();
    nlohmann::json result;
    QVariantMap out = checkMove(move, who.empty() ? std::nullopt : std::optional<std::string>(who), record, &result);
    if (out.value("ok").toBool()) {
      out["verdict"] = scriptorium::app::incursion_verdict_text(result);
      out["reward"] = result.value("outcome", "") == "reward";
    }
    return out;
  } catch (const scriptorium::app::FormError& e) {
    return form_refused(e);
  }
}

QVariantList AppController::rattusTies(const QVariantMap& form) const {
  return QJsonDocument::fromJson(QByteArray::fromStdString(scriptorium::app::rattus_ties(to_json(form)).dump())).array().toVariantList();
}

QVariantMap AppController::recordFormMove(FormToMove build, const QVariantMap& form) {
  try {
    return checkMove(build(to_json(form)), std::nullopt, true);
  } catch (const scriptorium::app::FormError& e) {
    return form_refused(e);
  }
}

QVariantMap AppController::recordRattusScore(const QVariantMap& form) {
  return recordFormMove(scriptorium::app::rattus_score_move, form);
}

QVariantMap AppController::openSessionDefaults(const FormDefaults& make) const {
  if (!current_.contains("id")) return {};
  try {
    const qint64 id = current_["id"].toLongLong();
    const auto info = store_->find_session(id);
    if (!info) return {};
    const auto defaults = make(*info, scriptorium::session::effective_events(store_->events(id)));
    return QJsonDocument::fromJson(QByteArray::fromStdString(defaults.dump())).object().toVariantMap();
  } catch (const std::exception&) {
    return {};  // the screen then starts empty; recording says why
  }
}

QVariantMap AppController::eraDefaults() const {
  return openSessionDefaults([](const auto& info, const auto& standing) {
    return scriptorium::app::era_form_defaults(
        scriptorium::session::era_start_players(info.players, info.rules), standing);
  });
}

QVariantMap AppController::eraScore(const QVariantMap& form, bool record) {
  try {
    return checkMove(scriptorium::app::era_score_move(to_json(form)), std::nullopt, record);
  } catch (const scriptorium::app::FormError& e) {
    return form_refused(e);
  }
}

QVariantMap AppController::eraBuild(const QVariantMap& form, bool record) {
  try {
    const std::string who = form.value("player").toString().toStdString();
    return checkMove(scriptorium::app::era_build_move(to_json(form)),
                     who.empty() ? std::nullopt : std::optional<std::string>(who), record);
  } catch (const scriptorium::app::FormError& e) {
    return form_refused(e);
  }
}

QVariantMap AppController::eraRoundDefaults() const {
  return openSessionDefaults([](const auto& info, const auto& standing) {
    return scriptorium::app::era_round_defaults(
        scriptorium::session::era_start_players(info.players, info.rules), standing);
  });
}

QVariantMap AppController::eraRound(const QVariantMap& form, bool record) {
  try {
    nlohmann::json result;
    QVariantMap out =
        checkMove(scriptorium::app::era_round_move(to_json(form)), std::nullopt, record, &result);
    if (out.value("ok").toBool()) {
      QVariantList events;
      for (const auto& e : result.value("events", nlohmann::json::array())) {
        if (!e.is_object() || !e.value("text", nlohmann::json()).is_string()) continue;
        const auto step = e.value("step", nlohmann::json());
        events.append(QVariantMap{
            {"step", step.is_string() ? scriptorium::app::row_title(step.get<std::string>()) : QString()},
            {"text", QString::fromStdString(e["text"].get<std::string>())}});
      }
      out["events"] = events;
      out["gameOver"] = result.value("game_over", nlohmann::json()) == true;
    }
    return out;
  } catch (const scriptorium::app::FormError& e) {
    return form_refused(e);
  }
}

QVariantMap AppController::eraWalled(const QVariantMap& domain) const {
  if (!current_.contains("id")) return {{"ok", false}, {"error", tr("No session is open")}};
  try {
    const auto info = store_->find_session(current_["id"].toLongLong());
    if (!info) return {{"ok", false}, {"error", tr("No session %1").arg(current_["id"].toLongLong())}};
    const auto walled =
        scriptorium::session::era_walled(scriptorium::app::era_domain_of(to_json(domain)), info->rules);
    QVariantList cells;
    for (const auto& c : walled["walled_cells"])
      cells.append(QVariant(QVariantList{c[0].get<int>(), c[1].get<int>()}));
    QStringList problems;
    for (const auto& p : walled["problems"]) {
      problems << tr("%1 (at %2)")
                      .arg(QString::fromStdString(p["reason"].get<std::string>()),
                           QString::fromStdString(p["where"].get<std::string>()));
    }
    return {
        {"ok", true}, {"cells", cells}, {"area", walled["walled_area"].get<int>()}, {"problems", problems}};
  } catch (const std::exception& e) {
    return failed(e);
  }
}

QVariantMap AppController::feudumDefaults() const {
  return openSessionDefaults([](const auto& info, const auto& standing) {
    return scriptorium::app::feudum_form_defaults(info.players, standing);
  });
}

QVariantMap AppController::recordFeudumScore(const QVariantMap& form) {
  return recordFormMove(scriptorium::app::feudum_score_move, form);
}

QVariantMap AppController::statistics() const {
  QVariantList players;
  QVariantList dice;
  QVariantList charts;
  try {
    std::vector<scriptorium::session::SessionLog> logs;
    for (auto& info : store_->list_sessions({})) {
      auto events = store_->events(info.id);
      logs.push_back({std::move(info), std::move(events)});
    }
    const auto stats = scriptorium::session::compute_stats(logs, std::nullopt);
    for (const auto& [name, p] : stats.players) {
      players.append(QVariantMap{{"name", QString::fromStdString(name)},
                                 {"sessions", p.sessions},
                                 {"finished", p.finished},
                                 {"wins", p.wins}});
    }
    for (const auto& [kind, f] : stats.dice) {
      if (f.total == 0) continue;
      QVariantMap entry = face_view(f);
      entry["kind"] = QString::fromStdString(kind);
      dice.append(entry);
      charts.append(chart_view(tr("%1, all dice").arg(QString::fromStdString(kind)), kind, {}, f));
      for (const auto& [set, sf] : stats.dice_sets) {
        if (set.kind != kind || sf.total == 0 || scriptorium::session::same_as_its_kind(stats, set)) continue;
        const QString label = set.color.empty() ? tr("%1, no colour").arg(QString::fromStdString(kind))
                                                : QStringLiteral("%1 %2").arg(QString::fromStdString(kind), colour_name(set.color));
        charts.append(chart_view(label, kind, set.color, sf));
      }
    }
  } catch (const std::exception&) {
    // An unreadable store shows no statistics; opening a session says why.
  }
  return {{"players", players}, {"dice", dice}, {"charts", charts}};
}

QString AppController::bgStatsLink() {
  const qint64 id = openSessionId();
  if (id == 0) return {};
  try {
    const auto info = findSession(id);
    if (!info) return {};
    const auto sheet = scriptorium::session::score_sheet(scriptorium::session::effective_events(store_->events(id)));
    setError({});
    return QString::fromStdString(scriptorium::session::bgstats_link(*info, sheet));
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return {};
  }
}

QString AppController::copyBgStatsLink() {
  const QString link = bgStatsLink();
  if (!link.isEmpty()) QGuiApplication::clipboard()->setText(link);
  return link;
}

std::optional<scriptorium::store::SessionInfo> AppController::findSession(qint64 id) {
  auto info = store_->find_session(id);
  if (!info) setError(tr("No session %1").arg(id));
  return info;
}

qint64 AppController::openSessionId() {
  if (!current_.contains("id")) {
    setError(tr("No session is open"));
    return 0;
  }
  return current_["id"].toLongLong();
}

void AppController::setError(const QString& message) {
  if (message == lastError_) return;
  lastError_ = message;
  emit lastErrorChanged();
}
