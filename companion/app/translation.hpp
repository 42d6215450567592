// The user-interface language. English is the source text; every other language is a Qt
// Linguist translation (companion/app/i18n/scriptorium_<lang>.ts) compiled into the app.
#pragma once

#include <memory>

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace scriptorium::app {

// Installs into `app` the translation for `language` ("es", "es_AR", ...) or, when it is empty,
// for the first of the system's UI languages that has one. Returns it (removed from `app` when
// destroyed), or nullptr when the language is English or has no translation bundled.
std::unique_ptr<QTranslator> install_translation(QCoreApplication& app, const QString& language = {});

}  // namespace scriptorium::app
