#include "score_sheet_pdf.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

#include "companion/session/export.hpp"
#include "companion/session/score_sheet.hpp"
#include "row_titles.hpp"

namespace scriptorium::app {

namespace {

// The page's words, translated in the context "ScoreSheet".
struct ScoreSheet {
  Q_DECLARE_TR_FUNCTIONS(ScoreSheet)
};

QString html(const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); }

// A sheet's points for one player and row, or "" when the sheet has none.
QString cell(const nlohmann::json& player, const std::string& row) {
  if (!player.contains("rows") || !player["rows"].is_object()) return {};
  const auto it = player["rows"].find(row);
  if (it == player["rows"].end() || !it->is_number_integer()) return {};
  return QString::number(it->get<long long>());
}

// The sheet's line for `name`, or null.
const nlohmann::json* line_of(const nlohmann::json& sheet, const std::string& name) {
  if (!sheet.contains("players") || !sheet["players"].is_array()) return nullptr;
  for (const auto& p : sheet["players"]) {
    if (p.is_object() && p.value("name", "") == name) return &p;
  }
  return nullptr;
}

}  // namespace

QString score_sheet_html(const scriptorium::store::SessionInfo& info, const nlohmann::json& sheet) {
  // Columns: the session's players in seat order (a sheet may list them in another order).
  QString out = "<html><body style=\"font-family: serif; color: #2b1d0e\">";
  out += "<h1>" + html(scriptorium::session::game_title(info.game)) + "</h1>";
  out += "<p>" + ScoreSheet::tr("Session #%1, started %2").arg(info.id).arg(html(info.started));
  if (info.finished) out += ScoreSheet::tr(", finished %1").arg(html(*info.finished));
  out += "</p>";
  out += "<table border=\"1\" cellspacing=\"0\" cellpadding=\"6\" width=\"100%\"><tr><th align=\"left\">" +
         ScoreSheet::tr("Row") + "</th>";
  for (const auto& name : info.players) out += "<th>" + html(name) + "</th>";
  out += "</tr>";
  std::vector<std::string> rows;
  if (sheet.contains("rows") && sheet["rows"].is_array()) {
    for (const auto& r : sheet["rows"]) {
      if (r.is_string()) rows.push_back(r.get<std::string>());
    }
  }
  for (const auto& row : rows) {
    out += "<tr><td>" + scriptorium::app::row_title(row).toHtmlEscaped() + "</td>";
    for (const auto& name : info.players) {
      const auto* line = line_of(sheet, name);
      out += "<td align=\"right\">" + (line ? cell(*line, row) : QString()) + "</td>";
    }
    out += "</tr>";
  }
  out += "<tr><td><b>" + ScoreSheet::tr("Total") + "</b></td>";
  for (const auto& name : info.players) {
    const auto* line = line_of(sheet, name);
    const bool has_total = line && line->contains("total") && (*line)["total"].is_number_integer();
    out += "<td align=\"right\"><b>" + (has_total ? QString::number((*line)["total"].get<long long>()) : QString()) +
           "</b></td>";
  }
  out += "</tr></table>";
  const auto ending = scriptorium::session::ending_of(sheet);
  if (ending.finished) {
    QStringList winners;
    for (const auto& w : ending.winners) winners << html(w);
    out += "<p><b>" + (winners.isEmpty() ? ScoreSheet::tr("No winner") : ScoreSheet::tr("Winner: %1").arg(winners.join(", "))) + "</b></p>";
  } else if (rows.empty()) {
    out += "<p>" + ScoreSheet::tr("No scoring recorded yet.") + "</p>";
  } else {
    out += "<p>" + ScoreSheet::tr("Scores so far; the game is not over.") + "</p>";
  }
  out += "<p style=\"font-size: small\">" + ScoreSheet::tr("Kept by Scriptorium") + "</p></body></html>";
  return out;
}

QString write_score_sheet_pdf(const QString& file, const scriptorium::store::SessionInfo& info,
                              const nlohmann::json& sheet) {
  const QString partial = file + ".partial";
  {
    QPdfWriter writer(partial);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setTitle(QString::fromStdString(scriptorium::session::game_title(info.game)));
    writer.setCreator(QStringLiteral("Scriptorium"));
    QTextDocument document;
    document.setHtml(score_sheet_html(info, sheet));
    document.print(&writer);
  }
  QFile written(partial);
  if (!written.exists() || written.size() == 0) {
    written.remove();
    return ScoreSheet::tr("cannot write %1").arg(file);
  }
  QFile::remove(file);
  if (!written.rename(file)) {
    written.remove();
    return ScoreSheet::tr("cannot write %1").arg(file);
  }
  return {};
}

}  // namespace scriptorium::app
