// Session export: the whole log as JSON, the standing events as CSV, a BG Stats play file, and
// the link that opens the play in the BG Stats app.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "companion/store/session_store.hpp"

namespace scriptorium::session {

enum class ExportFormat { json, csv, bgstats, bgstats_link };

std::string export_session(const store::SessionInfo& info, const std::vector<store::EventRecord>& log,
                           const nlohmann::json& score, ExportFormat format);

// "ERA: Medieval Age" for "era": the game's own name.
std::string game_title(const std::string& game);

// The play as BG Stats' createPlay link carries it (one play, not the import file of the
// bgstats format): sourceName, sourcePlayId, playDate, game {name, sourceGameId, highestWins,
// noPoints}, players [{name, sourcePlayerId, startPlayer, winner, score when scored}].
nlohmann::json bgstats_play(const store::SessionInfo& info, const nlohmann::json& score);

// bgstats://app.bgstatsapp.com/createPlay.html?data=<bgstats_play, compact and URL-encoded>:
// opens BG Stats' import dialog for the play (BG Stats 3.3.2 or later).
std::string bgstats_link(const store::SessionInfo& info, const nlohmann::json& score);

// Percent-encoding of the bytes of `text` (UTF-8) for a URL's query value: everything but
// RFC 3986's unreserved characters A-Z a-z 0-9 - . _ ~ becomes %XX.
std::string url_encode(const std::string& text);

// RFC 4180 field quoting.
std::string csv_field(const std::string& text);

}  // namespace scriptorium::session
