// The live table as QML sees it (context property `table`): the feed's preview and status, and
// the roll cards waiting for the players. A card is confirmed through AppController::recordRoll
// (the rules decide; a refused roll keeps its card with the verdict in words and records
// nothing) or discarded. GUI thread only; the frame work happens in TableFeed's worker.
#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <vector>

#include "roll_card.hpp"
#include "table_feed.hpp"

class AppController;

namespace scriptorium::app {

class LiveTable : public QObject {
  Q_OBJECT
  Q_PROPERTY(QObject* feed READ feed CONSTANT)
  Q_PROPERTY(QString source READ source NOTIFY sourceChanged)
  Q_PROPERTY(QString status READ status NOTIFY statusChanged)
  Q_PROPERTY(bool running READ running NOTIFY runningChanged)
  Q_PROPERTY(QVariantList cards READ cards NOTIFY cardsChanged)
  Q_PROPERTY(QString message READ message NOTIFY messageChanged)

 public:
  LiveTable(AppController& controller, FeedOptions options, QObject* parent = nullptr);
  ~LiveTable() override;

  QObject* feed() { return &feed_; }
  QString source() const;
  QString status() const { return status_; }
  bool running() const { return feed_.running(); }
  QVariantList cards() const;
  QString message() const { return message_; }
  const std::vector<RollCard>& pending() const { return cards_; }
  void setOptions(FeedOptions options) { options_ = std::move(options); }

  // Starts watching the table (the session screen calls this when it opens).
  Q_INVOKABLE void start();
  Q_INVOKABLE void stop();
  // A player says the table is empty: what the camera sees next is the bare table (TableFeed).
  Q_INVOKABLE void markTableEmpty() { feed_.markTableEmpty(); }
  // One tap on a die of a card: its face value, its kind, or remove it.
  Q_INVOKABLE bool tapValue(int card, int die);
  Q_INVOKABLE bool tapKind(int card, int die);
  Q_INVOKABLE bool removeDie(int card, int die);
  Q_INVOKABLE bool setPlayer(int card, const QString& player);
  // Records the card's roll (true) or leaves it with the refusal in words (false).
  Q_INVOKABLE bool confirm(int card);
  Q_INVOKABLE bool discard(int card);
  // Saves the table as the preview shows it now (dice outlined) with the open session: the
  // photo of the final table. Returns the file, or "" with the reason in `message`.
  Q_INVOKABLE QString saveTablePhoto();
  // Who rolls next by default: the player after the one who rolled last, else the first.
  Q_INVOKABLE QString defaultPlayer() const;

  // Adds a card as the feed would (the feed's onRoll calls this).
  void addRoll(RollCard card);
  // Keeps the photo of the empty table in the table's profile, if the live table has one (the
  // feed's onTableEmpty calls this); says in `message` where it went or why not.
  void keepTableEmpty(const cv::Mat& bare);

 signals:
  void sourceChanged();
  void statusChanged();
  void runningChanged();
  void cardsChanged();
  void messageChanged();

 private:
  RollCard* find(int id);
  void setMessage(const QString& text);
  // The icon dice taught for `game` (ERA, Feudum: the sets `game` and `game`-*) in the table's
  // profile, or the database's default one without --profile, as `watch --game` reads them; null
  // when none are taught or the profile cannot be read (said in `message`: the feed reads pip dice).
  std::shared_ptr<const vision::TaughtSet> taughtDice(const std::string& game);

  AppController& controller_;
  FeedOptions options_;
  TableFeed feed_;
  QString status_;
  QString message_;
  std::vector<RollCard> cards_;  // oldest first
  int nextId_ = 1;
};

}  // namespace scriptorium::app
