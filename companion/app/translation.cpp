#include "translation.hpp"

#include <QLocale>

namespace scriptorium::app {

std::unique_ptr<QTranslator> install_translation(QCoreApplication& app, const QString& language) {
  const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
  auto translator = std::make_unique<QTranslator>();
  // Tries each of the locale's UI languages in turn (es-AR, es, ...): ":/i18n/scriptorium_es.qm".
  if (!translator->load(locale, QStringLiteral("scriptorium"), QStringLiteral("_"), QStringLiteral(":/i18n")))
    return nullptr;
  app.installTranslator(translator.get());
  return translator;
}

}  // namespace scriptorium::app
