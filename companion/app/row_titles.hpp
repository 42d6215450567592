// The titles of score-sheet rows, tally columns and round steps in the interface's language:
// the session layer names them by key ("largest_walled_area"), session::row_title makes the
// English title ("Largest walled area"), and this translates it (context "RowTitles", Qt
// Linguist). A key no translation knows keeps its English title.
#pragma once

#include <string>

#include <QString>

namespace scriptorium::app {

QString row_title(const std::string& key);

}  // namespace scriptorium::app
