#include "table_preview.hpp"

#include <QPainter>
#include <QQmlEngine>

namespace scriptorium::app {

TablePreview::TablePreview(QQuickItem* parent) : QQuickPaintedItem(parent) {}

void TablePreview::setFeed(QObject* feed) {
  auto* typed = qobject_cast<TableFeed*>(feed);
  if (typed == feed_) return;
  disconnect(connection_);
  feed_ = typed;
  if (feed_) {
    connection_ = connect(feed_, &TableFeed::frameChanged, this, [this] {
      update();
      emit framePainted();
    });
  }
  emit feedChanged();
  update();
}

void TablePreview::paint(QPainter* painter) {
  if (!feed_ || feed_->frame().isNull()) return;
  const QImage& frame = feed_->frame();
  // Fit the frame inside the item, keeping its aspect ratio, centred.
  const QSizeF area = size();
  QSizeF fitted = QSizeF(frame.size()).scaled(area, Qt::KeepAspectRatio);
  const QRectF target((area.width() - fitted.width()) / 2, (area.height() - fitted.height()) / 2, fitted.width(),
                      fitted.height());
  painter->setRenderHint(QPainter::SmoothPixmapTransform);
  painter->drawImage(target, frame);
}

void register_live_table_types() {
  qmlRegisterType<TablePreview>("Scriptorium.Live", 1, 0, "TablePreview");
}

}  // namespace scriptorium::app
