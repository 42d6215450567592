#include "move_forms.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

#include <QCoreApplication>
#include <QRegularExpression>

#include "companion/session/running_tallies.hpp"

namespace scriptorium::app {

namespace {

// The context of these texts in the translations.
class MoveForms {
  Q_DECLARE_TR_FUNCTIONS(MoveForms)
};

// A whole number from the form (QML numbers arrive as doubles), or `fallback` when absent.
int int_of(const nlohmann::json& form, const char* key, int fallback) {
  if (!form.is_object() || !form.contains(key)) return fallback;
  const auto& v = form[key];
  if (v.is_number()) return static_cast<int>(std::lround(v.get<double>()));
  if (v.is_boolean()) return v.get<bool>() ? 1 : 0;
  return fallback;
}

bool bool_of(const nlohmann::json& form, const char* key) {
  if (!form.is_object() || !form.contains(key)) return false;
  const auto& v = form[key];
  return v.is_boolean() ? v.get<bool>() : (v.is_number() && v.get<double>() != 0);
}

std::string string_of(const nlohmann::json& form, const char* key) {
  if (!form.is_object() || !form.contains(key) || !form[key].is_string()) return {};
  return form[key].get<std::string>();
}

const nlohmann::json& array_of(const nlohmann::json& form, const char* key) {
  static const nlohmann::json empty = nlohmann::json::array();
  if (!form.is_object() || !form.contains(key) || !form[key].is_array()) return empty;
  return form[key];
}

QString q(const std::string& s) { return QString::fromStdString(s); }

// ---- ERA ----------------------------------------------------------------------------------

const std::array<const char*, 4> kEraResources{"goods", "stone", "wood", "food"};

// Cells from the form (QML numbers arrive as doubles) as whole numbers; anything else is left
// for the engine to refuse.
nlohmann::json era_cells_of(const nlohmann::json& cells) {
  nlohmann::json out = nlohmann::json::array();
  if (!cells.is_array()) return out;
  for (const auto& c : cells) {
    if (c.is_array() && c.size() == 2 && c[0].is_number() && c[1].is_number()) {
      out.push_back({std::lround(c[0].get<double>()), std::lround(c[1].get<double>())});
    } else {
      out.push_back(c);
    }
  }
  return out;
}

// Every number in `j` (a supply as the form holds it) as a whole number.
nlohmann::json era_whole_numbers(const nlohmann::json& j) {
  if (j.is_number_float()) return std::lround(j.get<double>());
  nlohmann::json out = j;
  if (out.is_object() || out.is_array()) {
    for (auto it = out.begin(); it != out.end(); ++it) *it = era_whole_numbers(*it);
  }
  return out;
}

// The two resources a choice face offers at Collect (rules §1.5; engine/era/faces.cpp option_a
// and option_b): Y4 2 food or 1 stone, C2 1 stone or 2 wood. Empty for every other face.
std::pair<std::string, std::string> era_face_options(const std::string& face) {
  if (face == "Y4") return {"food", "stone"};
  if (face == "C2") return {"stone", "wood"};
  return {};
}

// A player's final faces from the form (a text such as "Y6 y6, N2 quill", or an array of
// faces) in upper case; a quill as C3: C3 and C4 look alike and show nothing else (§1.5), as
// the rules' roll check reads them.
std::vector<std::string> era_faces_of(const std::string& name, const nlohmann::json& faces) {
  static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
  static const QRegularExpression face(QStringLiteral("^[YBNC][1-6]$"));
  QStringList tokens;
  if (faces.is_string()) tokens = q(faces.get<std::string>()).split(separators, Qt::SkipEmptyParts);
  for (const auto& f : faces.is_array() ? faces : nlohmann::json::array()) {
    tokens << (f.is_string() ? q(f.get<std::string>()).trimmed() : QString());
  }
  std::vector<std::string> out;
  for (const QString& token : tokens) {
    const QString upper = token.toUpper();
    if (upper == QStringLiteral("QUILL")) {
      out.emplace_back("C3");
    } else if (face.match(upper).hasMatch()) {
      out.push_back(upper.toStdString());
    } else {
      throw FormError(
          MoveForms::tr("%1: \"%2\" is not an ERA face (Y1 to Y6, B1 to B6, N1 to N6, C1 to C6, or quill)")
              .arg(q(name), token));
    }
  }
  return out;
}

// The faces a roll event shows, in the order they were read: its result's dice (the rules'
// roll check writes each label as the value), else the dice as recorded.
nlohmann::json era_roll_faces(const nlohmann::json& payload) {
  nlohmann::json out = nlohmann::json::array();
  const nlohmann::json* dice = nullptr;
  if (payload.contains("result") && !array_of(payload.at("result"), "dice").empty()) {
    dice = &payload.at("result").at("dice");
  } else if (!array_of(payload, "dice").empty()) {
    dice = &payload.at("dice");
  }
  for (const auto& d : dice != nullptr ? *dice : nlohmann::json::array()) {
    if (d.is_string()) {
      out.push_back(d);
      continue;
    }
    for (const char* key : {"label", "value"}) {
      if (!string_of(d, key).empty()) {
        out.push_back(string_of(d, key));
        break;
      }
    }
  }
  return out;
}

// ---- Discordia ----------------------------------------------------------------------------

QString tile_name(const std::string& type) {
  if (type == "barracks") return MoveForms::tr("Barracks");
  if (type == "farm") return MoveForms::tr("Farm");
  if (type == "stall") return MoveForms::tr("Stall");
  if (type == "ship") return MoveForms::tr("Ship");
  return q(type);
}

// Work spaces holding `workers` as the fill order leaves them: full spaces of up to three grey
// icons, and for an incomplete tile one more space, empty.
nlohmann::json spaces_of(int workers, bool complete, const char* colour, const QString& what) {
  if (complete && (workers < 1 || workers > 9)) {
    throw FormError(MoveForms::tr("%1: a complete tile holds 1 to 9 workers, not %2").arg(what).arg(workers));
  }
  if (!complete && (workers < 0 || workers > 6)) {
    throw FormError(MoveForms::tr("%1: an incomplete tile holds 0 to 6 workers, not %2").arg(what).arg(workers));
  }
  nlohmann::json spaces = nlohmann::json::array();
  for (int left = workers; left > 0;) {
    const int icons = std::min(3, left);
    spaces.push_back({{"required", std::vector<std::string>(static_cast<std::size_t>(icons), "gray")},
                      {"placed", std::vector<std::string>(static_cast<std::size_t>(icons), colour)}});
    left -= icons;
  }
  if (!complete) spaces.push_back({{"required", {"gray"}}, {"placed", nlohmann::json::array()}});
  return spaces;
}

QString effect_text(const nlohmann::json& effect, int amount) {
  const std::string kind = effect.value("kind", "none");
  const QString n = QString::number(amount);
  if (kind == "expedition_star") return MoveForms::tr("%1 star(s) onto the expedition path").arg(n);
  if (kind == "aqueduct") return MoveForms::tr("the aqueduct advances %1 step(s)").arg(n);
  if (kind == "gain_tower") return MoveForms::tr("a tower from the display");
  if (kind == "star_from_cult") return MoveForms::tr("%1 star(s) from the star cult").arg(n);
  if (kind == "exchange_workers") return MoveForms::tr("exchange %1 worker(s) with the bag").arg(n);
  if (kind == "lose_stars") return MoveForms::tr("%1 star(s) back to the star cult").arg(n);
  if (kind == "draw_workers") return MoveForms::tr("%1 worker(s) drawn from the bag into the reserve").arg(n);
  if (kind == "return_workers") return MoveForms::tr("%1 worker(s) from the reserve back to the bag").arg(n);
  if (kind == "lose_tile") return MoveForms::tr("lose a %1 tile").arg(tile_name(effect.value("tile_type", "")));
  return MoveForms::tr("nothing");
}

// ---- Rattus Cartus ------------------------------------------------------------------------

constexpr std::array<const char*, 6> kClasses{"peasantry", "bourgeoisie", "church", "chivalry", "magic", "royalty"};
constexpr std::array<const char*, 6> kHand{"population", "jokers", "swords", "flutes", "passes", "gold"};

std::vector<int> vp_tokens_of(const std::string& name, const std::string& text) {
  std::vector<int> out;
  static const QRegularExpression separators(QStringLiteral("[\\s,;+]+"));
  for (const QString& part : q(text).split(separators, Qt::SkipEmptyParts)) {
    bool ok = false;
    const int v = part.toInt(&ok);
    if (!ok || v < 1 || v > 99) {
      throw FormError(MoveForms::tr("VP tokens of %1: \"%2\" is not a token value (1 to 99)").arg(q(name), part));
    }
    out.push_back(v);
  }
  return out;
}

// ---- Feudum -------------------------------------------------------------------------------

constexpr std::array<const char*, 5> kColours{"blue", "green", "red", "yellow", "purple"};

}  // namespace

nlohmann::json incursion_move(const nlohmann::json& form) {
  static const std::map<std::string, std::pair<const char*, const char*>> kPlots{
      {"barracks", {"fortress", "red"}}, {"farm", {"field", "yellow"}}, {"stall", {"market", "white"}}, {"ship", {"port", "blue"}}};
  nlohmann::json plots = nlohmann::json::array();
  int index = 0;
  for (const auto& t : array_of(form, "tiles")) {
    ++index;
    const std::string type = string_of(t, "type");
    const auto plot = kPlots.find(type);
    if (plot == kPlots.end()) throw FormError(MoveForms::tr("City tile %1: unknown type \"%2\"").arg(index).arg(q(type)));
    const bool complete = bool_of(t, "complete");
    const QString what = MoveForms::tr("City tile %1 (%2)").arg(index).arg(tile_name(type));
    if (type == "ship" && complete) throw FormError(MoveForms::tr("%1: a complete Ship has already become a Stall").arg(what));
    plots.push_back({{"kind", plot->second.first},
                     {"tile", {{"type", type},
                               {"die_value", 1},
                               {"spaces", spaces_of(int_of(t, "workers", 0), complete, plot->second.second, what)}}}});
  }
  nlohmann::json towers = nlohmann::json::array();
  index = 0;
  for (const auto& t : array_of(form, "towers")) {
    ++index;
    const QString what = MoveForms::tr("Military tower %1").arg(index);
    towers.push_back({{"die_value", 1},
                      {"spaces", spaces_of(int_of(t, "workers", 0), bool_of(t, "complete"), "red", what)},
                      {"permanent_strength", bool_of(t, "permanent") ? 1 : 0}});
  }
  // Towers stand on Ports: a city with more towers than Ship tiles has empty Ports for them.
  int ports = 0;
  for (const auto& p : plots) ports += p["kind"] == "port" ? 1 : 0;
  for (; ports < static_cast<int>(towers.size()); ++ports) plots.push_back({{"kind", "port"}, {"tile", nullptr}});
  const std::string left = string_of(form, "left");
  const std::string right = string_of(form, "right");
  if (left.empty() || right.empty()) throw FormError(MoveForms::tr("Choose both face-up German tiles"));
  return {{"type", "incursion"},
          {"city", {{"plots", plots}, {"military_towers", towers}, {"visible_symbols", 0}, {"aqueduct", 0}}},
          {"reserve", int_of(form, "reserve", 15)},
          {"stars", int_of(form, "stars", 6)},
          {"bag", int_of(form, "bag", 140)},
          {"star_cult", int_of(form, "star_cult", 0)},
          {"towers_in_display", int_of(form, "towers_in_display", 0)},
          {"left", left},
          {"right", right}};
}

QString incursion_verdict_text(const nlohmann::json& result) {
  const bool reward = result.value("outcome", "") == "reward";
  const int strength = result.value("strength", 0);
  const int german = result.value("german_strength", 0);
  const QString tile = q(result.value("tile", ""));
  QString text = (reward ? MoveForms::tr("Strength %1 against German strength %2: the city holds.")
                         : MoveForms::tr("Strength %1 against German strength %2: the Germans break through."))
                     .arg(strength)
                     .arg(german);
  const nlohmann::json effect = result.value("effect", nlohmann::json::object());
  const bool applied = result.value("applied", false);
  const int amount = applied ? result.value("amount", 0) : effect.value("amount", 1);
  text += QLatin1Char(' ') +
          (reward ? MoveForms::tr("Reward (%1): %2.") : MoveForms::tr("Damage (%1): %2.")).arg(tile, effect_text(effect, amount));
  if (!applied && effect.value("kind", "none") != "none") {
    text += QLatin1Char(' ') + MoveForms::tr("It has no effect (%1).").arg(q(result.value("note", "")));
  }
  return text;
}

QString german_tile_text(const session::GermanTile& tile) {
  return QStringLiteral("%1 \u00b7 %2 \u00b7 %3")
      .arg(q(tile.id), MoveForms::tr("strength %1").arg(tile.strength),
           effect_text(tile.effect, tile.effect.value("amount", 1)));
}

nlohmann::json rattus_ties(const nlohmann::json& form) {
  const auto& players = array_of(form, "players");
  nlohmann::json out = nlohmann::json::array();
  for (const char* cls : kClasses) {
    std::map<int, std::vector<std::string>> by_value;  // seat order within a value
    for (const auto& p : players) {
      const int v = int_of(p.value("influence", nlohmann::json::object()), cls, 0);
      if (v > 0) by_value[v].push_back(string_of(p, "name"));
    }
    const auto& order = form.contains("order") && form["order"].is_object() ? form["order"].value(cls, nlohmann::json::array())
                                                                           : nlohmann::json::array();
    for (auto it = by_value.rbegin(); it != by_value.rend(); ++it) {
      if (it->second.size() < 2) continue;
      std::vector<std::string> ranked;
      for (const auto& name : order) {
        if (!name.is_string()) continue;
        const auto n = name.get<std::string>();
        if (std::find(it->second.begin(), it->second.end(), n) != it->second.end() &&
            std::find(ranked.begin(), ranked.end(), n) == ranked.end()) {
          ranked.push_back(n);
        }
      }
      for (const auto& n : it->second) {
        if (std::find(ranked.begin(), ranked.end(), n) == ranked.end()) ranked.push_back(n);
      }
      out.push_back({{"class", cls}, {"value", it->first}, {"players", ranked}});
    }
  }
  return out;
}

nlohmann::json rattus_score_move(const nlohmann::json& form) {
  nlohmann::json players = nlohmann::json::array();
  for (const auto& p : array_of(form, "players")) {
    const std::string name = string_of(p, "name");
    nlohmann::json influence = nlohmann::json::object();
    for (const char* cls : kClasses) influence[cls] = int_of(p.value("influence", nlohmann::json::object()), cls, 0);
    nlohmann::json hand = nlohmann::json::object();
    for (const char* key : kHand) hand[key] = int_of(p.value("hand", nlohmann::json::object()), key, 0);
    std::vector<int> rats;
    const auto tokens = p.value("rats", nlohmann::json::object());
    for (int face : {5, 3, 1}) {
      const int count = int_of(tokens, std::to_string(face).c_str(), 0);
      if (count < 0) throw FormError(MoveForms::tr("Rat tokens of %1: a negative count").arg(q(name)));
      rats.insert(rats.end(), static_cast<std::size_t>(count), face);
    }
    players.push_back({{"name", name},
                       {"influence", influence},
                       {"hand", hand},
                       {"vp_tokens", vp_tokens_of(name, string_of(p, "vp_tokens"))},
                       {"rats", rats}});
  }
  nlohmann::json order = nlohmann::json::object();
  for (const auto& tie : rattus_ties(form)) {
    auto& list = order[tie["class"].get<std::string>()];
    for (const auto& n : tie["players"]) list.push_back(n);
  }
  nlohmann::json nuns = nlohmann::json::array();
  for (const auto& n : array_of(form, "nun_row")) nuns.push_back(n.is_number() ? static_cast<int>(std::lround(n.get<double>())) : 0);
  return {{"type", "score"},
          {"players", players},
          {"influence_order", order},
          {"nun_row", nuns},
          {"treasury_used", bool_of(form, "treasury_used")}};
}

nlohmann::json feudum_score_move(const nlohmann::json& form) {
  std::map<std::string, std::string> colour_of;  // player name -> colour
  nlohmann::json players = nlohmann::json::array();
  nlohmann::json seats = nlohmann::json::object();
  for (const auto& p : array_of(form, "players")) {
    const std::string name = string_of(p, "name");
    const std::string colour = string_of(p, "colour");
    if (seats.contains(colour)) {
      throw FormError(MoveForms::tr("%1 and %2 both play %3").arg(q(seats[colour].get<std::string>()), q(name), q(colour)));
    }
    seats[colour] = name;
    colour_of[name] = colour;
    nlohmann::json charters = nlohmann::json::array();
    for (const auto& c : array_of(p, "charters")) {
      if (c.is_string()) charters.push_back(c);
    }
    const int voyage = int_of(p, "epic_voyage", 0);
    players.push_back({{"color", colour},
                       {"vp", int_of(p, "vp", 0)},
                       {"military_discs", int_of(p, "military_discs", 0)},
                       {"epic_voyage", voyage > 0 ? nlohmann::json(voyage) : nlohmann::json(nullptr)},
                       {"shillings", int_of(p, "shillings", 0)},
                       {"wine_barrel", int_of(p, "wine_barrel", 0)},
                       {"charters", charters},
                       {"defeated_monster", bool_of(p, "defeated_monster")}});
  }
  // A player's name on the form as their colour in the move; "" stays empty.
  auto colour = [&colour_of](const std::string& name) -> nlohmann::json {
    if (name.empty()) return nullptr;
    const auto it = colour_of.find(name);
    if (it == colour_of.end()) throw FormError(MoveForms::tr("\"%1\" does not play in this session").arg(q(name)));
    return it->second;
  };
  nlohmann::json guilds = nlohmann::json::object();
  if (form.contains("guilds") && form["guilds"].is_object()) {
    static const std::array<const char*, 3> kSpaces{QT_TRANSLATE_NOOP("MoveForms", "master"),
                                                    QT_TRANSLATE_NOOP("MoveForms", "journeyman"),
                                                    QT_TRANSLATE_NOOP("MoveForms", "apprentice")};
    for (const auto& [guild, track] : form["guilds"].items()) {
      nlohmann::json colours = nlohmann::json::array();
      bool gap = false;
      for (std::size_t i = 0; track.is_array() && i < track.size(); ++i) {
        const std::string name = track[i].is_string() ? track[i].get<std::string>() : std::string();
        if (name.empty()) {
          gap = true;
          continue;
        }
        if (gap) {
          throw FormError(MoveForms::tr("The %1 guild track: %2 is %3, but the space above is empty")
                              .arg(q(guild), q(name), MoveForms::tr(kSpaces[std::min<std::size_t>(i, 2)])));
        }
        colours.push_back(colour(name));
      }
      if (!colours.empty()) guilds[guild] = colours;
    }
  }
  nlohmann::json locations = nlohmann::json::array();
  for (const auto& l : array_of(form, "locations")) {
    const std::string type = string_of(l, "type");
    nlohmann::json loc{{"region", string_of(l, "region")}, {"type", type}};
    if (type == "feudum") loc["guild"] = string_of(l, "guild");
    if (!string_of(l, "realm").empty()) loc["realm"] = string_of(l, "realm");
    loc["ruler"] = colour(string_of(l, "ruler"));
    loc["subject"] = bool_of(l, "subject");
    loc["serf"] = colour(string_of(l, "serf"));
    const std::string landscape = string_of(l, "landscape");
    if (!landscape.empty()) {
      loc["landscape"] = {{"kind", landscape == "unknown" ? nlohmann::json(nullptr) : nlohmann::json(landscape)},
                          {"resources", int_of(l, "resources", 0)}};
    }
    locations.push_back(std::move(loc));
  }
  return {{"type", "score"},
          {"epoch", int_of(form, "epoch", 2)},
          {"seats", seats},
          {"players", players},
          {"guilds", guilds},
          {"locations", locations}};
}

nlohmann::json era_domain_of(const nlohmann::json& domain) {
  nlohmann::json pieces = nlohmann::json::array();
  for (const auto& p : array_of(domain, "pieces")) {
    pieces.push_back({{"type", string_of(p, "type")}, {"cells", era_cells_of(array_of(p, "cells"))}});
  }
  return {{"width", int_of(domain, "width", 0)}, {"height", int_of(domain, "height", 0)}, {"pieces", pieces}};
}

nlohmann::json era_score_move(const nlohmann::json& form) {
  const auto& players = array_of(form, "players");
  if (players.empty()) throw FormError(MoveForms::tr("The final scoring needs the players"));
  nlohmann::json out = nlohmann::json::array();
  for (const auto& p : players) {
    nlohmann::json resources = nlohmann::json::object();
    for (const char* r : kEraResources)
      resources[r] = int_of(p.value("resources", nlohmann::json::object()), r, 0);
    out.push_back({{"name", string_of(p, "name")},
                   {"domain", era_domain_of(p.value("domain", nlohmann::json::object()))},
                   {"resources", resources},
                   {"culture", int_of(p, "culture", 0)},
                   {"calamity", int_of(p, "calamity", 0)}});
  }
  return {{"type", "score"}, {"players", out}};
}

nlohmann::json era_build_move(const nlohmann::json& form) {
  const nlohmann::json planned = era_domain_of({{"pieces", array_of(form, "build")}})["pieces"];
  if (planned.empty()) throw FormError(MoveForms::tr("Nothing to build: place the new pieces on the grid"));
  nlohmann::json resources = nlohmann::json::object();
  for (const char* r : kEraResources)
    resources[r] = int_of(form.value("resources", nlohmann::json::object()), r, 0);
  return {{"type", "build"},
          {"domain", era_domain_of(form.value("domain", nlohmann::json::object()))},
          {"resources", resources},
          {"hammers", int_of(form, "hammers", 0)},
          {"build", planned}};
}

nlohmann::json era_form_defaults(const nlohmann::json& start,
                                 const std::vector<session::EffectiveEvent>& standing) {
  std::vector<std::string> order;
  std::map<std::string, nlohmann::json> state;
  for (const auto& p : start) {
    order.push_back(p.value("name", ""));
    state[order.back()] = p;
  }
  // Overwrites the session's players' lines with those of `from` (stored: checked key by key).
  auto take = [&state](const nlohmann::json& from) {
    for (const auto& p : from) {
      if (!p.is_object() || !p.value("name", nlohmann::json()).is_string()) continue;
      const auto it = state.find(p["name"].get<std::string>());
      if (it == state.end()) continue;
      for (const char* key : {"domain", "resources", "culture", "calamity"}) {
        if (p.contains(key) && !p[key].is_null()) it->second[key] = p[key];
      }
    }
  };
  take(session::era_players_now(standing));
  for (const auto& e : standing) {
    // A final scoring already recorded is shown as recorded.
    const auto& move = e.payload.is_object() ? e.payload.value("move", nlohmann::json()) : nlohmann::json();
    if (move.is_object() && move.value("type", "") == "score")
      take(move.value("players", nlohmann::json::array()));
    // Each player's newest roll: the hammers its faces show, for a build.
    const auto it = e.record.player ? state.find(*e.record.player) : state.end();
    if (e.record.kind == store::EventKind::roll && it != state.end() && e.payload.is_object()) {
      const auto result = e.payload.value("result", nlohmann::json());
      const auto icons = result.is_object() ? result.value("icons", nlohmann::json()) : nlohmann::json();
      if (icons.is_object() && icons.value("hammers", nlohmann::json()).is_number_integer()) {
        it->second["hammers"] = icons["hammers"];
      }
    }
  }
  nlohmann::json players = nlohmann::json::array();
  for (const auto& name : order) players.push_back(state[name]);
  return {{"players", players}};
}

nlohmann::json era_round_move(const nlohmann::json& form) {
  nlohmann::json players = nlohmann::json::array();
  std::size_t dice_count = 0;
  for (const auto& p : array_of(form, "players")) {
    const std::string name = string_of(p, "name");
    const std::vector<std::string> faces = era_faces_of(name, p.value("faces", nlohmann::json()));
    const auto& options = array_of(p, "options");
    nlohmann::json dice = nlohmann::json::array();
    for (std::size_t i = 0; i < faces.size(); ++i) {
      const auto [a, b] = era_face_options(faces[i]);
      if (a.empty()) {
        dice.push_back(faces[i]);
        continue;
      }
      const std::string option =
          i < options.size() && options[i].is_string() ? options[i].get<std::string>() : "";
      if (option != a && option != b) {
        throw FormError(
            faces[i] == "Y4"
                ? MoveForms::tr("%1, die %2 (Y4): choose 2 food or 1 stone").arg(q(name)).arg(i + 1)
                : MoveForms::tr("%1, die %2 (C2): choose 1 stone or 2 wood").arg(q(name)).arg(i + 1));
      }
      dice.push_back({{"face", faces[i]}, {"choice", option}});
    }
    dice_count += faces.size();
    nlohmann::json resources = nlohmann::json::object();
    for (const char* r : kEraResources)
      resources[r] = int_of(p.value("resources", nlohmann::json::object()), r, 0);
    // The choices the calamities and extortion ask for (§3.5, §3.7); those not made are left out.
    nlohmann::json choices = nlohmann::json::object();
    if (const std::string bandits = string_of(p, "bandits"); !bandits.empty()) choices["bandits"] = bandits;
    if (const int fire = int_of(p, "fire", -1); fire >= 0) choices["fire"] = fire;
    if (const int attack = int_of(p, "attack", -1); attack >= 0)
      choices["attack"] = nlohmann::json::array({attack});
    if (const auto cells = era_cells_of(array_of(p, "scorched")); !cells.empty()) {
      choices["scorched"] = nlohmann::json::array({{{"cells", cells}}});
    }
    if (p.contains("demands") && p["demands"].is_object()) {
      for (const auto& [victim, resource] : p["demands"].items()) {
        if (resource.is_string() && !resource.get<std::string>().empty() && victim != name) {
          choices["demands"][victim] = resource;
        }
      }
    }
    for (const auto& extorter : array_of(p, "refuse")) {
      if (extorter.is_string() && !extorter.get<std::string>().empty()) choices["refuse"].push_back(extorter);
    }
    nlohmann::json line{{"name", name},
                        {"domain", era_domain_of(p.value("domain", nlohmann::json::object()))},
                        {"resources", resources},
                        {"culture", int_of(p, "culture", 0)},
                        {"calamity", int_of(p, "calamity", 0)},
                        {"dice", dice}};
    if (!choices.empty()) line["choices"] = choices;
    players.push_back(std::move(line));
  }
  if (dice_count == 0)
    throw FormError(MoveForms::tr("No dice to resolve: enter the final faces each player rolled"));
  nlohmann::json move{{"type", "round"}, {"round", int_of(form, "round", 1)}};
  if (!string_of(form, "start_player").empty()) {
    move["start_player"] = string_of(form, "start_player");
  } else if (form.contains("start_player") && form["start_player"].is_number()) {
    move["start_player"] = int_of(form, "start_player", 0);
  }
  if (form.contains("supply") && form["supply"].is_object())
    move["supply"] = era_whole_numbers(form["supply"]);
  for (const char* key : {"markers_in_use", "markers_flipped"}) {
    if (form.contains(key) && form[key].is_number()) move[key] = int_of(form, key, 0);
  }
  move["players"] = players;
  return move;
}

nlohmann::json era_round_defaults(const nlohmann::json& start,
                                  const std::vector<session::EffectiveEvent>& standing) {
  // The newest standing round, how many rounds stand, and each player's newest roll after it.
  const nlohmann::json* last = nullptr;
  int rounds = 0;
  std::map<std::string, nlohmann::json> faces;
  for (const auto& e : standing) {
    if (!e.payload.is_object()) continue;
    const auto result = e.payload.find("result");
    if (e.record.kind == store::EventKind::move && result != e.payload.end() && result->is_object() &&
        result->value("type", nlohmann::json()) == "round") {
      last = &*result;
      ++rounds;
      faces.clear();
    } else if (e.record.kind == store::EventKind::roll && e.record.player) {
      faces[*e.record.player] = era_roll_faces(e.payload);
    }
  }
  const nlohmann::json now = era_form_defaults(start, standing);
  nlohmann::json players = nlohmann::json::array();
  for (auto p : now["players"]) {
    p.erase("hammers");
    const auto rolled = faces.find(p.value("name", ""));
    p["faces"] = rolled != faces.end() ? rolled->second : nlohmann::json::array();
    players.push_back(std::move(p));
  }
  nlohmann::json out{{"round", 1}, {"players", players}};
  if (!players.empty()) out["start_player"] = players[0]["name"];
  if (last == nullptr) return out;
  const nlohmann::json& r = *last;
  // The engine's round end counts the round on and passes the start player left (§3.8),
  // unless the round ended the game.
  int round = r.value("round", nlohmann::json()).is_number_integer() ? r["round"].get<int>() : rounds + 1;
  std::vector<std::string> seats;
  for (const auto& p : array_of(r, "players")) seats.push_back(string_of(p, "name"));
  const auto& at = r.value("start_player", nlohmann::json());
  int seat = at.is_number_integer() ? at.get<int>() : -1;
  if (at.is_string()) {
    const auto it = std::find(seats.begin(), seats.end(), at.get<std::string>());
    if (it != seats.end()) seat = static_cast<int>(it - seats.begin());
  }
  if (r.value("game_over", nlohmann::json()) == true) {
    out["game_over"] = true;
    ++round;
    if (seat >= 0 && !seats.empty()) seat = (seat + 1) % static_cast<int>(seats.size());
  }
  out["round"] = round;
  if (seat >= 0 && seat < static_cast<int>(seats.size()))
    out["start_player"] = seats[static_cast<std::size_t>(seat)];
  for (const char* key : {"supply", "markers_in_use", "markers_flipped"}) {
    if (r.contains(key)) out[key] = r[key];
  }
  return out;
}

nlohmann::json feudum_form_defaults(const std::vector<std::string>& players,
                                    const std::vector<session::EffectiveEvent>& standing) {
  const nlohmann::json* last_move = nullptr;
  const nlohmann::json* last_result = nullptr;
  for (const auto& e : standing) {
    const auto& move = e.payload.value("move", nlohmann::json());
    if (move.is_object() && move.value("type", "") == "score" && move.contains("epoch")) {
      last_move = &e.payload["move"];
      last_result = &e.payload["result"];
    }
  }
  int epoch = 2;
  std::map<std::string, std::string> seat_colour;
  std::map<std::string, int> totals;
  if (last_move != nullptr) {
    if ((*last_move)["epoch"].is_number_integer()) epoch = std::min(5, (*last_move)["epoch"].get<int>() + 1);
    const nlohmann::json seats = last_move->value("seats", nlohmann::json::object());
    for (const auto& [c, name] : seats.items()) {
      if (name.is_string()) seat_colour[name.get<std::string>()] = c;
    }
    if (last_result != nullptr && last_result->is_object()) {
      for (const auto& p : last_result->value("players", nlohmann::json::array())) {
        if (p.value("total", nlohmann::json()).is_number_integer()) totals[p.value("name", "")] = p["total"].get<int>();
      }
    }
  }
  // The board the last scoring saw, with its colours as the names they stood for.
  std::map<std::string, std::string> name_of;  // colour -> name
  for (const auto& [name, c] : seat_colour) name_of[c] = name;
  auto person = [&name_of](const nlohmann::json& colour) -> std::string {
    if (!colour.is_string()) return {};
    const auto it = name_of.find(colour.get<std::string>());
    return it != name_of.end() ? it->second : colour.get<std::string>();
  };
  std::map<std::string, int> discs;
  nlohmann::json guilds = nlohmann::json::object();
  nlohmann::json locations = nlohmann::json::array();
  if (last_move != nullptr) {
    for (const auto& p : last_move->value("players", nlohmann::json::array())) {
      if (p.value("military_discs", nlohmann::json()).is_number_integer()) {
        discs[person(p.value("color", nlohmann::json()))] = p["military_discs"].get<int>();
      }
    }
    const nlohmann::json tracks = last_move->value("guilds", nlohmann::json::object());
    for (const auto& [guild, track] : tracks.items()) {
      nlohmann::json names = nlohmann::json::array();
      for (const auto& c : track) names.push_back(person(c));
      guilds[guild] = names;
    }
    for (const auto& l : last_move->value("locations", nlohmann::json::array())) {
      if (!l.is_object()) continue;
      const auto landscape = l.value("landscape", nlohmann::json());
      std::string kind;
      if (landscape.is_object()) kind = landscape.value("kind", nlohmann::json()).is_string() ? landscape["kind"].get<std::string>() : "unknown";
      locations.push_back({{"region", l.value("region", "")},
                           {"type", l.value("type", "")},
                           {"guild", l.value("guild", nlohmann::json()).is_string() ? l["guild"].get<std::string>() : "farmer"},
                           {"realm", l.value("realm", nlohmann::json()).is_string() ? l["realm"].get<std::string>() : ""},
                           {"ruler", person(l.value("ruler", nlohmann::json()))},
                           {"subject", l.value("subject", false)},
                           {"serf", person(l.value("serf", nlohmann::json()))},
                           {"landscape", kind},
                           {"resources", landscape.is_object() ? landscape.value("resources", 0) : 0}});
    }
  }
  nlohmann::json out_players = nlohmann::json::array();
  for (std::size_t i = 0; i < players.size(); ++i) {
    const auto& name = players[i];
    const auto seated = seat_colour.find(name);
    const std::string c = seated != seat_colour.end() ? seated->second : kColours[i % kColours.size()];
    const auto total = totals.find(name);
    const auto disc = discs.find(name);
    out_players.push_back({{"name", name},
                           {"colour", c},
                           {"vp", total != totals.end() ? total->second : 0},
                           {"military_discs", disc != discs.end() ? disc->second : 0}});
  }
  return {{"epoch", epoch}, {"players", out_players}, {"guilds", guilds}, {"locations", locations}};
}

}  // namespace scriptorium::app
