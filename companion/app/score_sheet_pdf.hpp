// The printable score sheet: a session's sheet (companion/session/score_sheet.hpp) laid out as
// an A4 page, one column per player, written as a PDF with Qt's own PDF writer.
#pragma once

#include <QString>
#include <nlohmann/json.hpp>

#include "companion/store/session_store.hpp"

namespace scriptorium::app {

// The page as HTML (also what the PDF is rendered from): title, players, one row per sheet row,
// totals, winners, and the session's dates. An empty sheet prints the players with blank rows.
QString score_sheet_html(const scriptorium::store::SessionInfo& info, const nlohmann::json& sheet);

// Writes the PDF to `file` through a temporary file renamed into place, so a failure never
// leaves half a file. Returns an empty string, or why it could not be written.
QString write_score_sheet_pdf(const QString& file, const scriptorium::store::SessionInfo& info,
                              const nlohmann::json& sheet);

}  // namespace scriptorium::app
