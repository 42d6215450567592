#include "session_views.hpp"

#include <QCoreApplication>
#include <QFileInfo>

#include "companion/session/score_sheet.hpp"
#include "engine/core/dice.hpp"
#include "engine/core/json_input.hpp"
#include "row_titles.hpp"

namespace scriptorium::app {

QString summary_of(const nlohmann::json& payload) {
  if (payload.contains("result") && payload["result"].is_object()) {
    const auto& result = payload["result"];
    if (result.contains("dice") && result["dice"].is_array()) {
      std::string out;
      for (const auto& d : result["dice"]) {
        out += (out.empty() ? "" : "  ") + (d.contains("value") ? d["value"].dump() : std::string("?"));
      }
      return QCoreApplication::translate("AppController", "dice: %1").arg(QString::fromStdString(out));
    }
    if (result.value("type", nlohmann::json()) == "table_photo" && result.value("file", nlohmann::json()).is_string()) {
      return QCoreApplication::translate("AppController", "table photo: %1")
          .arg(QFileInfo(QString::fromStdString(result["file"].get<std::string>())).fileName());
    }
    if (result.value("type", nlohmann::json()) == "phase" && result.value("phase", nlohmann::json()).is_string()) {
      return QCoreApplication::translate("AppController", "step: %1")
          .arg(app::row_title(result["phase"].get<std::string>()));
    }
    if (result.contains("type") && result["type"].is_string()) return QString::fromStdString(result["type"].get<std::string>());
  }
  return QString::fromStdString(payload.dump().substr(0, 60));
}

QVariantList dice_of(const session::EffectiveEvent& e) {
  QVariantList out;
  if (e.record.kind != store::EventKind::roll || !e.payload.contains("dice")) return out;
  try {
    for (const auto& d : core::parse_dice(core::JsonCursor(e.payload["dice"], "/dice"))) {
      // A custom die is written back as `dice read` writes it: its set as the kind, its label as the value.
      const QString kind = d.kind == core::DieKind::custom
                               ? QString::fromStdString(d.set)
                               : QStringLiteral("d%1").arg(core::face_count(d.kind));
      out.append(QVariantMap{{"kind", kind},
                             {"value", d.value},
                             {"label", QString::fromStdString(d.label)},
                             {"color", QString::fromStdString(d.color)}});
    }
  } catch (const std::exception&) {
    out.clear();  // a roll stored in another shape cannot be edited here
  }
  return out;
}

QVariantMap progress_view(const store::SessionInfo& info, const session::Progress& at) {
  const auto p = session::progress_json(info.game, info.players, at);
  QVariantList phases;
  for (std::size_t i = 0; i < p["phases"].size(); ++i) {
    phases.append(QVariantMap{{"title", app::row_title(p["phases"][i].get<std::string>())},
                              {"current", i == at.phase}});
  }
  const QString round = p["round_name"] == "turn"     ? QCoreApplication::translate("AppController", "Turn %1")
                        : p["round_name"] == "season" ? QCoreApplication::translate("AppController", "Season %1")
                                                      : QCoreApplication::translate("AppController", "Round %1");
  QString title = round.arg(at.round);
  if (p.contains("year")) {
    title = QCoreApplication::translate("AppController", "Year %1, season %2")
                .arg(p["year"].get<int>())
                .arg(p["season"].get<int>());
  }
  if (p["start_player"].is_string()) {
    title += QCoreApplication::translate("AppController", " \u00b7 start player %1")
                 .arg(QString::fromStdString(p["start_player"].get<std::string>()));
  }
  return {{"title", title}, {"phases", phases}, {"phase", app::row_title(p["phase"].get<std::string>())}};
}

QVariantMap tallies_view(const nlohmann::json& tallies) {
  if (!tallies.contains("players")) return {};
  QVariantList cells;
  auto add = [&cells](const QString& text, bool bold) { cells.append(QVariantMap{{"text", text}, {"bold", bold}}); };
  add(QCoreApplication::translate("AppController", "Player"), true);
  for (const auto& c : tallies["columns"]) add(app::row_title(c.get<std::string>()), true);
  for (const auto& p : tallies["players"]) {
    add(QString::fromStdString(p["name"].get<std::string>()), false);
    for (const auto& c : tallies["columns"]) {
      const auto value = p.value(c.get<std::string>(), nlohmann::json());
      add(value.is_number_integer() ? QString::number(value.get<long long>()) : QStringLiteral("\u2014"), false);
    }
  }
  return {{"cells", cells}, {"columns", static_cast<int>(tallies["columns"].size()) + 1}};
}

QVariantMap sheet_view(const store::SessionInfo& info, const nlohmann::json& sheet) {
  QVariantList cells;
  auto add = [&cells](const QString& text, bool bold) { cells.append(QVariantMap{{"text", text}, {"bold", bold}}); };
  auto points = [&sheet](const std::string& name, const std::string& row) -> QString {
    for (const auto& p : sheet.value("players", nlohmann::json::array())) {
      if (p.value("name", "") != name) continue;
      const auto& value = row.empty() ? p["total"] : p["rows"].value(row, nlohmann::json());
      return value.is_number_integer() ? QString::number(value.get<long long>()) : QString();
    }
    return QStringLiteral("\u2014");
  };
  add(QCoreApplication::translate("AppController", "Row"), true);
  for (const auto& name : info.players) add(QString::fromStdString(name), true);
  for (const auto& row : sheet.value("rows", nlohmann::json::array())) {
    const std::string key = row.get<std::string>();
    add(app::row_title(key), false);
    for (const auto& name : info.players) add(points(name, key), false);
  }
  add(QCoreApplication::translate("AppController", "Total"), true);
  for (const auto& name : info.players) add(sheet.contains("players") ? points(name, "") : QStringLiteral("\u2014"), true);
  QString status;
  const auto ending = session::ending_of(sheet);
  if (ending.finished) {
    QStringList winners;
    for (const auto& w : ending.winners) winners << QString::fromStdString(w);
    status = winners.isEmpty() ? QCoreApplication::translate("AppController", "Game over: no winner")
                               : QCoreApplication::translate("AppController", "Game over, winner: %1").arg(winners.join(", "));
  } else if (!sheet.contains("players")) {
    status = QCoreApplication::translate("AppController", "The sheet fills in when the game's scoring is recorded");
  }
  return {{"cells", cells}, {"columns", static_cast<int>(info.players.size()) + 1}, {"status", status}};
}

}  // namespace scriptorium::app
