#include "companion/session/export.hpp"

#include <algorithm>
#include <optional>

#include "companion/session/event_log.hpp"

namespace scriptorium::session {

namespace {

nlohmann::json event_json(const store::EventRecord& e) {
  return {{"event", e.id},
          {"seq", e.seq},
          {"kind", store::to_string(e.kind)},
          {"player", e.player ? nlohmann::json(*e.player) : nlohmann::json(nullptr)},
          {"target", e.target ? nlohmann::json(*e.target) : nlohmann::json(nullptr)},
          {"at", e.at},
          {"payload", e.payload}};
}

std::string export_json(const store::SessionInfo& info, const std::vector<store::EventRecord>& log,
                        const nlohmann::json& score) {
  nlohmann::json events = nlohmann::json::array();
  for (const auto& e : log) events.push_back(event_json(e));
  nlohmann::json standing = nlohmann::json::array();
  for (const auto& e : effective_events(log)) {
    auto j = event_json(e.record);
    j["payload"] = e.payload;
    j["corrections"] = e.corrections;
    standing.push_back(j);
  }
  return nlohmann::json{{"session", info.id},
                        {"game", info.game},
                        {"players", info.players},
                        {"rules", info.rules},
                        {"started", info.started},
                        {"finished", info.finished ? nlohmann::json(*info.finished) : nlohmann::json(nullptr)},
                        {"winners", info.winners},
                        {"events", events},
                        {"standing_events", standing},
                        {"score", score}}
             .dump(2) + "\n";
}

std::string export_csv(const std::vector<store::EventRecord>& log) {
  std::string out = "seq,event,kind,player,at,corrected,payload\r\n";
  for (const auto& e : effective_events(log)) {
    out += std::to_string(e.record.seq) + "," + std::to_string(e.record.id) + "," + store::to_string(e.record.kind) +
           "," + csv_field(e.record.player.value_or("")) + "," + e.record.at + "," +
           (e.corrections.empty() ? "no" : "yes") + "," + csv_field(e.payload.dump()) + "\r\n";
  }
  return out;
}

// The player's total on the score sheet, when the final scoring has been recorded.
std::optional<nlohmann::json> total_of(const nlohmann::json& score, const std::string& name) {
  if (!score.contains("players")) return std::nullopt;
  for (const auto& line : score["players"]) {
    if (line.value("name", "") == name && line.contains("total")) return line["total"];
  }
  return std::nullopt;
}

bool won(const store::SessionInfo& info, const std::string& name) {
  return std::find(info.winners.begin(), info.winners.end(), name) != info.winners.end();
}

// "2026-11-23 10:00:00": BG Stats' date format, from the session's start.
std::string play_date(const store::SessionInfo& info) {
  std::string date = info.started.substr(0, 19);
  std::replace(date.begin(), date.end(), 'T', ' ');
  return date;
}

// The play record of BG Stats' JSON import (games, players, plays with player scores).
std::string export_bgstats(const store::SessionInfo& info, const nlohmann::json& score) {
  nlohmann::json players = nlohmann::json::array();
  nlohmann::json scores = nlohmann::json::array();
  for (std::size_t i = 0; i < info.players.size(); ++i) {
    const auto& name = info.players[i];
    players.push_back({{"id", i + 1}, {"name", name}});
    nlohmann::json row{{"playerRefId", i + 1}, {"seatOrder", i + 1}, {"startPlayer", i == 0}, {"winner", won(info, name)}};
    if (const auto total = total_of(score, name)) row["score"] = *total;
    scores.push_back(row);
  }
  nlohmann::json doc{{"sourceName", "Scriptorium"},
                     {"games", {{{"id", 1}, {"name", game_title(info.game)}}}},
                     {"players", players},
                     {"plays",
                      {{{"sourcePlayId", std::to_string(info.id)},
                        {"gameRefId", 1},
                        {"playDate", play_date(info)},
                        {"ignored", false},
                        {"rating", 0},
                        {"playerScores", scores}}}}};
  return doc.dump(2) + "\n";
}

}  // namespace

std::string game_title(const std::string& game) {
  if (game == "era") return "ERA: Medieval Age";
  if (game == "medioevo") return "Medioevo Universale";
  if (game == "discordia") return "Discordia";
  if (game == "feudum") return "Feudum";
  if (game == "rattus") return "Rattus Cartus";
  return "unknown";
}

nlohmann::json bgstats_play(const store::SessionInfo& info, const nlohmann::json& score) {
  nlohmann::json players = nlohmann::json::array();
  for (std::size_t i = 0; i < info.players.size(); ++i) {
    const auto& name = info.players[i];
    // Our players have no ID but their name: the same name is the same person in every session,
    // so BG Stats' remembered match holds from one session to the next.
    nlohmann::json player{{"name", name}, {"sourcePlayerId", name}, {"startPlayer", i == 0}, {"winner", won(info, name)}};
    if (const auto total = total_of(score, name)) player["score"] = *total;
    players.push_back(player);
  }
  // Every game here is scored in points, the most points winning.
  return {{"sourceName", "Scriptorium"},
          {"sourcePlayId", std::to_string(info.id)},
          {"playDate", play_date(info)},
          {"game", {{"name", game_title(info.game)}, {"sourceGameId", info.game}, {"highestWins", true}, {"noPoints", false}}},
          {"players", players}};
}

std::string bgstats_link(const store::SessionInfo& info, const nlohmann::json& score) {
  // Invalid UTF-8 in a name becomes U+FFFD rather than failing the whole link.
  const std::string play = bgstats_play(info, score).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return "bgstats://app.bgstatsapp.com/createPlay.html?data=" + url_encode(play);
}

std::string url_encode(const std::string& text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size() * 3);
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    const bool unreserved = (byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z') || (byte >= '0' && byte <= '9') ||
                            byte == '-' || byte == '.' || byte == '_' || byte == '~';
    if (unreserved) {
      out += c;
    } else {
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 0x0F];
    }
  }
  return out;
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string export_session(const store::SessionInfo& info, const std::vector<store::EventRecord>& log,
                           const nlohmann::json& score, ExportFormat format) {
  switch (format) {
    case ExportFormat::json: return export_json(info, log, score);
    case ExportFormat::csv: return export_csv(log);
    case ExportFormat::bgstats: return export_bgstats(info, score);
    case ExportFormat::bgstats_link: return bgstats_link(info, score) + "\n";
  }
  return {};
}

}  // namespace scriptorium::session
