// Shows the table feed's newest annotated frame in QML (`import Scriptorium.Live`).
//
// Why a QQuickPaintedItem and not a QQuickImageProvider: a provider is pulled by URL, so every
// new frame needs a fresh cache-busting URL, an Image reload and the provider's own copy; the
// frames arrive pushed from the worker at camera rate. The painted item keeps a pointer to the
// feed, repaints when the feed says a frame arrived, and always paints the newest one: no URLs,
// no image cache, at most one frame in flight. The item is only touched on the GUI thread.
#pragma once

#include <QPointer>
#include <QQuickPaintedItem>

#include "table_feed.hpp"

namespace scriptorium::app {

class TablePreview : public QQuickPaintedItem {
  Q_OBJECT
  Q_PROPERTY(QObject* feed READ feed WRITE setFeed NOTIFY feedChanged)
  Q_PROPERTY(bool hasFrame READ hasFrame NOTIFY framePainted)
  Q_PROPERTY(int framesShown READ framesShown NOTIFY framePainted)

 public:
  explicit TablePreview(QQuickItem* parent = nullptr);
  QObject* feed() const { return feed_; }
  void setFeed(QObject* feed);
  bool hasFrame() const { return feed_ && !feed_->frame().isNull(); }
  int framesShown() const { return feed_ ? static_cast<int>(feed_->framesShown()) : 0; }
  void paint(QPainter* painter) override;

 signals:
  void feedChanged();
  void framePainted();

 private:
  QPointer<TableFeed> feed_;
  QMetaObject::Connection connection_;
};

// Registers TablePreview as `import Scriptorium.Live 1.0` (the app and the UI tests call it
// before loading QML).
void register_live_table_types();

}  // namespace scriptorium::app
