#include "table_feed.hpp"

#include <QMetaObject>
#include <algorithm>
#include <chrono>
#include <exception>
#include <stdexcept>

#ifdef SCRIPTORIUM_WITH_LIVE
#include <opencv2/imgproc.hpp>

#include "calibration/undistorter.hpp"
#include "table_annotation.hpp"
#include "vision/live/bare_table_reader.hpp"
#include "vision/live/frame_source.hpp"
#include "vision/live/watch_pipeline.hpp"
#include "vision/live/watch_reader.hpp"
#endif

namespace scriptorium::app {

#ifdef SCRIPTORIUM_WITH_LIVE
void annotate_table(cv::Mat& bgr, const std::vector<vision::DieObservation>& dice, bool moving) {
  const int thickness = std::max(1, bgr.cols / 320);
  const double scale = std::max(0.4, bgr.cols / 960.0);
  for (const auto& d : dice) {
    cv::rectangle(bgr, d.box, kDieOutline, thickness);
    const std::string text = d.label.empty() ? std::to_string(d.value) : d.label;
    int baseline = 0;
    const cv::Size size = cv::getTextSize(text, cv::FONT_HERSHEY_SIMPLEX, scale, thickness, &baseline);
    cv::Point at(d.box.x, d.box.y - 3);
    if (at.y - size.height < 0) at.y = d.box.y + d.box.height + size.height + 3;
    cv::rectangle(bgr, cv::Rect(at.x, at.y - size.height - 2, size.width + 4, size.height + 4), kDieOutline,
                  cv::FILLED);
    cv::putText(bgr, text, {at.x + 2, at.y}, cv::FONT_HERSHEY_SIMPLEX, scale, {20, 20, 20}, thickness, cv::LINE_AA);
  }
  if (moving) {
    cv::putText(bgr, "moving", {8, 8 + static_cast<int>(24 * scale)}, cv::FONT_HERSHEY_SIMPLEX, scale,
                {60, 60, 230}, thickness + 1, cv::LINE_AA);
  }
}

namespace {

// The reader `name` names ("" is the learned one, reading the feed's dice: its taught set, else
// its built-in `set`), set up for the table as `watch --profile` is: the profile's white balance,
// its bare table seen as the frames read are (undistorted). Without one, the bare table is the
// frame read when a player says the table is empty.
std::unique_ptr<vision::BareTableReader> make_reader(const std::string& name, const FeedOptions& feed,
                                                     calibration::Undistorter* undistorter) {
  vision::WatchReaderOptions options;
  if (!name.empty()) options.reader = name;
  options.set = feed.set;
  options.dice.white_balance = feed.table.white_balance;
  if (feed.taught)  // balanced as `dice teach` balanced the faces
    options.read = vision::read_with(std::make_shared<vision::TaughtDiceReader>(
        *feed.taught, vision::TaughtReaderOptions{.white_balance = feed.table.white_balance}));
  const cv::Mat& bare = feed.table.bare_table;
  if (!bare.empty()) options.bare_table = undistorter ? undistorter->apply(bare) : bare;
  return vision::make_watch_reader(options);
}

RollCard card_of(const vision::WatchEvent& event) {
  RollCard card;
  card.t = event.t;
  for (const auto& d : event.dice) {
    card.dice.push_back({d.kind, d.value, d.label, d.color, d.confidence, false});
  }
  return card;
}

QString seconds(double t) { return QString::number(t, 'f', 1) + " s"; }

}  // namespace
#endif

TableFeed::TableFeed(QObject* parent) : QObject(parent) {}

TableFeed::~TableFeed() { stop(); }

void TableFeed::markTableEmpty() { tableEmpty_ = true; }

void TableFeed::stop() {
  stop_ = true;
  if (worker_.joinable()) worker_.join();
  stop_ = false;
  ++generation_;  // hand-overs still queued from the old run are dropped...
  handoverQueued_ = false;  // ...so they must not hold the mailbox shut for the next run
  if (running_) {
    running_ = false;
    emit runningChanged();
  }
}

void TableFeed::start(FeedOptions options) {
  stop();
  running_ = true;
  emit runningChanged();
  worker_ = std::thread([this, opts = std::move(options), generation = generation_] { run(opts, generation); });
}

void TableFeed::post(int generation, std::function<void()> fn) {
  QMetaObject::invokeMethod(
      this,
      [this, generation, fn = std::move(fn)] {
        if (generation == generation_) fn();
      },
      Qt::QueuedConnection);
}

void TableFeed::offerFrame(int generation, QImage image) {
  {
    std::lock_guard lock(mailboxMutex_);
    mailbox_ = std::move(image);
  }
  if (handoverQueued_.exchange(true)) return;  // the queued hand-over will take the newest frame
  post(generation, [this] {
    {
      std::lock_guard lock(mailboxMutex_);
      frame_ = std::move(mailbox_);
      mailbox_ = QImage();
    }
    handoverQueued_ = false;
    ++framesShown_;
    emit frameChanged();
  });
}

#ifdef SCRIPTORIUM_WITH_LIVE
void TableFeed::run(FeedOptions options, int generation) {
  auto status = [&](QString text) { post(generation, [this, text] { emit statusChanged(text); }); };
  auto finished = [&] {
    post(generation, [this] {
      running_ = false;
      emit runningChanged();
    });
  };
  std::unique_ptr<calibration::Undistorter> undistorter;  // the profile's camera: frames read undistorted
  if (options.table.camera) undistorter = std::make_unique<calibration::Undistorter>(*options.table.camera);
  std::unique_ptr<vision::FrameSource> source;
  std::unique_ptr<vision::BareTableReader> reader;
  std::string errors;
  for (const auto& attempt : options.attempts) {
    try {
      source = vision::open_source(attempt.source, {options.fps});
      reader = make_reader(attempt.reader, options, undistorter.get());
      break;
    } catch (const std::exception& e) {
      source.reset();
      errors += (errors.empty() ? "" : "; ") + std::string(e.what());
    }
  }
  if (!source || !reader) {
    status(QString::fromStdString("No table feed: " + (errors.empty() ? std::string("no source given") : errors)));
    finished();
    return;
  }
  const QString name = QString::fromStdString(source->name());
  post(generation, [this, name] {
    sourceName_ = name;
    emit sourceChanged();
  });
  status(QObject::tr("Watching %1").arg(name));

  vision::WatchSettings settings;
  settings.stillness.settle_seconds = options.settle;
  vision::WatchPipeline pipeline(*reader, settings);
  const bool paced = options.speed > 0 && source->name().rfind("camera:", 0) != 0;
  const auto started = std::chrono::steady_clock::now();
  std::vector<vision::DieObservation> shown;  // the dice of the last roll, outlined while at rest
  double last_t = 0;
  try {
    while (!stop_) {
      auto frame = source->next();
      if (!frame) break;
      last_t = frame->t;
      if (paced) {
        const auto due = started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                       std::chrono::duration<double>(frame->t / options.speed));
        while (!stop_ && std::chrono::steady_clock::now() < due) {
          std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(
              due - std::chrono::steady_clock::now(), std::chrono::milliseconds(40)));
        }
      }
      // Every frame is shown undistorted, so the pipeline gets the undistorted frame (once, not
      // again as a read transform) and the outlines sit on the dice.
      cv::Mat seen = undistorter ? undistorter->apply(frame->image) : frame->image.clone();
      if (tableEmpty_.exchange(false)) {
        reader->set_table(seen);
        const QString at = seconds(frame->t);
        status(QObject::tr("Empty table noted at %1: its pattern is not read as dice").arg(at));
        post(generation, [this, bare = frame->image.clone()] {
          if (onTableEmpty) onTableEmpty(bare);
        });
      }
      for (const auto& event : pipeline.push({seen, frame->t, frame->index})) {
        switch (event.kind) {
          case vision::WatchEventKind::moving:
            status(QObject::tr("Dice moving at %1").arg(seconds(event.t)));
            break;
          case vision::WatchEventKind::cleared:
            shown.clear();
            status(QObject::tr("Table cleared at %1").arg(seconds(event.t)));
            break;
          case vision::WatchEventKind::roll: {
            shown = event.dice;
            status(QObject::tr("Roll read at %1: confirm it on its card").arg(seconds(event.t)));
            post(generation, [this, card = card_of(event)] {
              if (onRoll) onRoll(card);
            });
            break;
          }
          case vision::WatchEventKind::end:
            break;
        }
      }
      annotate_table(seen, pipeline.in_motion() ? std::vector<vision::DieObservation>{} : shown,
                     pipeline.in_motion());
      const QImage image(seen.data, seen.cols, seen.rows, static_cast<qsizetype>(seen.step),
                         QImage::Format_BGR888);
      offerFrame(generation, image.copy());  // copy: the QImage must own its pixels
    }
    if (!stop_) {
      const auto end = pipeline.finish(source->end(), last_t);
      if (end.lost) {
        status(QObject::tr("The source stopped delivering frames (unplugged?) after %1 frames").arg(end.frames_seen));
      } else if (end.incomplete) {
        status(QObject::tr("End of %1 while the dice were moving: the last roll was not read").arg(name));
      } else {
        status(QObject::tr("End of %1 (%2 frames)").arg(name).arg(end.frames_seen));
      }
    }
  } catch (const std::exception& e) {
    status(QObject::tr("Table feed failed: %1").arg(QString::fromUtf8(e.what())));
  }
  finished();
}
#else
void TableFeed::run(FeedOptions, int generation) {
  post(generation, [this] {
    emit statusChanged(QObject::tr("This build has no live table (the live module is not built)"));
    running_ = false;
    emit runningChanged();
  });
}
#endif

}  // namespace scriptorium::app
