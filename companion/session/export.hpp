// Session export: the whole log as JSON, the standing events as CSV, and a BG Stats play.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/store/session_store.hpp"

namespace scriptorium::session {

enum class ExportFormat { json, csv, bgstats };

std::string export_session(const store::SessionInfo& info, const std::vector<store::EventRecord>& log,
                           const nlohmann::json& score, ExportFormat format);

// "ERA: Medieval Age" for "era": the game's own name.
std::string game_title(const std::string& game);

// RFC 4180 field quoting.
std::string csv_field(const std::string& text);

}  // namespace scriptorium::session
