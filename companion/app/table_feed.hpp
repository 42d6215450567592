// The live table's frame worker: the same pipeline as `scriptorium watch` (frame source,
// stillness gate, frame voting, dice reader) run on a worker thread, handing the GUI thread an
// annotated preview frame (dice outlined and labelled) and one callback per new roll.
//
// Threads: start() launches one std::thread that owns the source, the reader and the pipeline;
// it touches no QObject. It hands results over only by QMetaObject::invokeMethod(this, ...,
// Qt::QueuedConnection), so every signal, callback and member the GUI reads runs on the GUI
// thread. Preview frames go through a one-slot mailbox (the newest frame wins; at most one
// hand-over is queued), so a fast source never floods the event queue. stop() and the destructor
// raise a flag and join; hand-overs from an older run are dropped by a run number.
#pragma once

#include <QImage>
#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "companion/profiles/table_setup.hpp"
#include "roll_card.hpp"
#include "vision/dice/taught_set.hpp"

namespace scriptorium::app {

struct FeedAttempt {
  std::string source;  // camera:N, video:FILE or frames:DIR
  std::string reader;  // "pips" or "learned"
};

struct FeedOptions {
  // Tried in order; the first that opens plays (e.g. the camera, then the bundled demo).
  std::vector<FeedAttempt> attempts;
  double fps = 15;     // playback rate of frames:DIR
  double speed = 1;    // recorded sources: 1 plays in real time, 0 as fast as they decode
  double settle = 0.25;
  // The dice the learned reader reads: a built-in set ("d6", "discordia", "medioevo"), chosen by
  // LiveTable from the session's game...
  std::string set = "d6";
  // ...or, when given, a game's taught icon dice (ERA's four, Feudum's progress die; `scriptorium
  // dice teach`), which LiveTable takes from the table's profile.
  std::shared_ptr<const vision::TaughtSet> taught;
  // The table's profile (`--profile`), as `watch --profile` uses it: the camera undistorts the
  // frames, the white balance names the colours, the bare table keeps the cloth's pattern out of
  // the rolls. Default: none of them.
  profiles::TableSetup table;
  // Where `table` came from: a profile name in the app's database or a JSON file; empty for none.
  // The "Empty table" button keeps the bare table there too, as `calibrate table` does.
  std::string profile;
};

class TableFeed : public QObject {
  Q_OBJECT
 public:
  explicit TableFeed(QObject* parent = nullptr);
  ~TableFeed() override;
  TableFeed(const TableFeed&) = delete;
  TableFeed& operator=(const TableFeed&) = delete;

  // Stops any running feed and starts a new one.
  void start(FeedOptions options);
  // Raises the stop flag and joins the worker (returns within one frame).
  void stop();
  // The table is empty now: the next frame read (before a run starts: its first) becomes the bare
  // table, so the cloth's own pattern is not read as dice; a profile's bare table is replaced for
  // the run. Any thread.
  void markTableEmpty();
  bool running() const { return running_; }
  // The newest annotated frame; null before the first one.
  const QImage& frame() const { return frame_; }
  long framesShown() const { return framesShown_; }
  // The source actually playing, e.g. "frames:demo/table-demo/frames".
  const QString& sourceName() const { return sourceName_; }

  // Called on the GUI thread for each roll the pipeline reports (dice at rest, new).
  std::function<void(RollCard)> onRoll;
  // Called on the GUI thread with the frame that became the bare table after markTableEmpty(), as
  // the camera gave it (not undistorted).
  std::function<void(cv::Mat)> onTableEmpty;

 signals:
  void frameChanged();
  void statusChanged(const QString& status);
  void sourceChanged();
  void runningChanged();

 private:
  void run(FeedOptions options, int generation);
  // Posts `fn` to the GUI thread, dropped if a newer run has started by then.
  void post(int generation, std::function<void()> fn);
  void offerFrame(int generation, QImage image);

  std::thread worker_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> tableEmpty_{false};  // markTableEmpty() not yet served
  int generation_ = 0;  // GUI thread only
  bool running_ = false;
  QImage frame_;
  long framesShown_ = 0;
  QString sourceName_;

  std::mutex mailboxMutex_;
  QImage mailbox_;                  // newest frame not yet handed over
  std::atomic<bool> handoverQueued_{false};
};

}  // namespace scriptorium::app
