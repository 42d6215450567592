// The bridge between QML and the session store: the game list, the open session, and
// session creation. QML never touches SQLite or the engine directly.
#pragma once

#include <QImage>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "companion/session/event_log.hpp"
#include "companion/store/session_store.hpp"

// What the engine made of a roll the players confirmed.
struct RollOutcome {
  bool accepted = false;
  qint64 event = 0;      // the recorded event when accepted
  QString summary;       // the engine's one line ("combat dice: d4 3, d6 5, d8 5")
  QStringList reasons;   // why it was refused, in plain words
};

class AppController : public QObject {
  Q_OBJECT
  Q_PROPERTY(QVariantList games READ games CONSTANT)
  Q_PROPERTY(QVariantList sessions READ sessions NOTIFY sessionsChanged)
  Q_PROPERTY(QVariantMap currentSession READ currentSession NOTIFY currentSessionChanged)
  Q_PROPERTY(QString databasePath READ databasePath CONSTANT)
  Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
  Q_PROPERTY(QVariantList events READ events NOTIFY currentSessionChanged)
  // The open session's score sheet for the screen: "cells" row by row (header, one row per
  // sheet row, totals; each {text, bold}), "columns", "status" (winners, or how far scoring is).
  Q_PROPERTY(QVariantMap scoreSheet READ scoreSheet NOTIFY currentSessionChanged)
  // The round tracker of the open session: "title" ("Round 3 \u00b7 start player Bruno"),
  // "phases" [{title, current}], "phase" (title of the current step).
  Q_PROPERTY(QVariantMap progress READ progress NOTIFY currentSessionChanged)
  // Running tallies (ERA's culture, calamity and resources) as a grid like scoreSheet:
  // "cells" row by row, "columns"; empty when the game keeps none or nothing is resolved yet.
  Q_PROPERTY(QVariantMap tallies READ tallies NOTIFY currentSessionChanged)

 public:
  explicit AppController(std::unique_ptr<scriptorium::store::SessionStore> store, QString databasePath,
                         QObject* parent = nullptr);

  QVariantList games() const;
  QVariantList sessions() const;
  QVariantMap currentSession() const { return current_; }
  QString databasePath() const { return databasePath_; }
  QString lastError() const { return lastError_; }
  // The standing events of the open session, newest first (undo and corrections applied).
  QVariantList events() const { return events_; }
  QVariantMap scoreSheet() const { return scoreSheet_; }
  QVariantMap progress() const { return progress_; }
  QVariantMap tallies() const { return tallies_; }

  // Creates a session; returns its ID, or 0 with lastError set.
  Q_INVOKABLE qint64 startSession(const QString& game, const QString& players);
  Q_INVOKABLE bool openSession(qint64 id);
  // Records an undo of the newest standing event of the open session.
  Q_INVOKABLE bool undoLast();
  // Checks a roll ({"dice": [...]}, as `dice read` prints it) with the game's rules and, when
  // they accept it, appends it to the open session: the path of `session roll --dice`.
  RollOutcome recordRoll(const QString& player, const nlohmann::json& diceDocument);
  // Writes the open session's score sheet as a printable PDF to `file`, or, when it is empty,
  // to scriptorium-session-<ID>.pdf in the user's documents folder. Returns the file written,
  // or an empty string with lastError set.
  Q_INVOKABLE QString exportPdf(const QString& file = {});
  // Replaces the dice of a standing roll of the open session (each {kind, value, ...} as the
  // history lists them), checked by the game's rules like a new roll: a correction event.
  // False with lastError saying why when the rules refuse it.
  Q_INVOKABLE bool correctRoll(qint64 event, const QVariantList& dice);
  // Moves the round tracker one step on (a `phase` event; Undo takes it back).
  Q_INVOKABLE bool nextPhase();
  // Saves `photo` of the table (e.g. the final table) as a JPEG beside the database, in
  // photos/session-<ID>-<time>.jpg, and records it in the open session (a `table_photo` event).
  // Returns the file, or an empty string with lastError set.
  QString saveTablePhoto(const QImage& photo);
  // Medioevo's battle screen. `battle` is the `medioevo round` input without dice
  // ({players, attacker: {name, position, units}, defender: {...}}). battleOdds: "ok", "error",
  // "roundAttacker", "roundTie", "roundDefender", "battleAttacker", "battleDefender", "battleNoWinner",
  // "expectedRounds". resolveBattle records a battle round with each side's newest roll:
  // "ok", "error", "summary", "steps" (the engine's step-by-step explanation).
  Q_INVOKABLE QVariantMap battleOdds(const QVariantMap& battle) const;
  Q_INVOKABLE QVariantMap resolveBattle(const QVariantMap& battle);
  // The per-game screens (forms: move_forms.hpp). Each answer has "ok", "error" (why not, in
  // words) and "summary" (the engine's line); a recorded move refreshes the open session.
  // Discordia's face-up German tile choices: [{id, left (damage pile), text}].
  Q_INVOKABLE QVariantList germanTiles() const;
  // Discordia's incursion at year end for form["player"]: "verdict" in plain words and "reward";
  // recorded as an `incursion` move only when `record`.
  Q_INVOKABLE QVariantMap incursion(const QVariantMap& form, bool record);
  // Rattus Cartus's final scoring: the ties the form's influence leaves (move_forms.hpp), and
  // the `score` move recorded.
  Q_INVOKABLE QVariantList rattusTies(const QVariantMap& form) const;
  Q_INVOKABLE QVariantMap recordRattusScore(const QVariantMap& form);
  // ERA's final scoring: each player's culture, calamity, resources and domain as the session
  // left them (move_forms.hpp: era_form_defaults; a new game's when nothing was resolved),
  // {"players": [...]}; the `score` move checked ("ok", "error", "summary": the totals and
  // winners) and recorded only when `record`; and the walled area of a domain being drawn:
  // "ok", "error" (why it is no domain), "cells" ([[x, y]]), "area", and "problems": what is
  // wrong with it by the rules, in words (scored all the same, as `era score` does).
  Q_INVOKABLE QVariantMap eraDefaults() const;
  Q_INVOKABLE QVariantMap eraScore(const QVariantMap& form, bool record);
  // A build (move_forms.hpp: era_build_move) checked by the engine: "ok", "error" (the refusal
  // in words: "Build refused: ..."), "summary" (what is built and the resources left); recorded
  // as form["player"]'s `build` move only when `record`.
  Q_INVOKABLE QVariantMap eraBuild(const QVariantMap& form, bool record);
  // A whole ERA round (move_forms.hpp: era_round_move, era_round_defaults): the round screen's
  // starting form (each player's standing state and the faces of their newest roll since the
  // last round; the round number, start player, supply and markers), and the `round` move
  // checked by the engine: "ok", "error" (the form's or the engine's refusal in words),
  // "summary", "gameOver", and "events" ([{step, text}]: what Collect, Feed, Calamities, Build,
  // Extort and the round end did, the step in the interface's language, the text the engine's);
  // recorded as the session's move only when `record`.
  Q_INVOKABLE QVariantMap eraRoundDefaults() const;
  Q_INVOKABLE QVariantMap eraRound(const QVariantMap& form, bool record);
  Q_INVOKABLE QVariantMap eraWalled(const QVariantMap& domain) const;
  // Feudum's epoch scoring: the form's starting values from the session, and the `score` move.
  Q_INVOKABLE QVariantMap feudumDefaults() const;
  Q_INVOKABLE QVariantMap recordFeudumScore(const QVariantMap& form);
  // Every session's players and dice, as `session stats` counts them: "players" [{name,
  // sessions, finished, wins}], "dice" [{kind, counts, total, chiSquare, pValue, verdict}],
  // and "charts", what the statistics page offers to chart: each kind of die (all its dice)
  // followed by its physical sets (kind and colour), [{label, kind, color, counts, total,
  // chiSquare, pValue, verdict}].
  Q_INVOKABLE QVariantMap statistics() const;
  // The open session's play as a link that opens it in BG Stats (`session export --format
  // bgstats-link`), or an empty string with lastError set.
  Q_INVOKABLE QString bgStatsLink();
  // The same link, put on the clipboard.
  Q_INVOKABLE QString copyBgStatsLink();

 signals:
  void sessionsChanged();
  void currentSessionChanged();
  void lastErrorChanged();

 private:
  void setError(const QString& message);
  // The open session's ID, or 0 with lastError saying no session is open.
  qint64 openSessionId();
  // The stored session `id`, or nothing after saying so in the error line.
  std::optional<scriptorium::store::SessionInfo> findSession(qint64 id);
  // Appends to the open session with what the event does to its score sheet (score_sheet.hpp).
  qint64 appendSettled(qint64 session, scriptorium::store::NewEvent event);
  // Checks `move` with the open session's rules and, when accepted and `record`, appends it
  // (as `player`'s). The answer as for the per-game screens; `result` gets the engine's result.
  // Builds a move from a screen's form (app/move_forms) and records it; a form the builder
  // refuses is answered like a refused move.
  // A screen's starting form made by `make` from the open session and its standing events, as
  // a QML map; empty without a session or when `make` throws.
  using FormDefaults = std::function<nlohmann::json(
      const scriptorium::store::SessionInfo&, const std::vector<scriptorium::session::EffectiveEvent>&)>;
  QVariantMap openSessionDefaults(const FormDefaults& make) const;
  using FormToMove = nlohmann::json (*)(const nlohmann::json& form);
  QVariantMap recordFormMove(FormToMove build, const QVariantMap& form);
  QVariantMap checkMove(const nlohmann::json& move, const std::optional<std::string>& player, bool record,
                        nlohmann::json* result = nullptr);

  std::unique_ptr<scriptorium::store::SessionStore> store_;
  QString databasePath_;
  QVariantMap current_;
  QVariantList events_;
  QVariantMap scoreSheet_;
  QVariantMap progress_;
  QVariantMap tallies_;
  QString lastError_;
};
