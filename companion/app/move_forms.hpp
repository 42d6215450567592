// The per-game screens' forms turned into session moves (docs/session-moves.md): ERA's final
// scoring, builds and rounds, Discordia's year-end incursion, Rattus Cartus's final scoring and
// Feudum's epoch scoring. A form is what
// the QML page holds (a JSON object, keys below); the move is what `session move` would read.
// Pure functions: no store, no engine calls; the engine checks the move when it is recorded.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include <QString>
#include <QVariantMap>
#include <nlohmann/json.hpp>

#include "companion/session/event_log.hpp"
#include "companion/session/german_tiles.hpp"

namespace scriptorium::app {

// A form filled in so that no move can be made of it; what() is the reason in the interface's
// language (UTF-8).
class FormError : public std::runtime_error {
 public:
  explicit FormError(const QString& message) : std::runtime_error(message.toStdString()) {}
};

// ---- ERA: the end of the game (rules/era-medieval-age.md §3.9, §3.10) -----------------------
//
// form: {"players": [{"name", "culture", "calamity",
//          "resources": {"goods", "stone", "wood", "food"},
//          "domain": {"width", "height", "pieces": [{"type", "cells": [[x, y], ...]}]}}]}

// A domain as the form holds it (QML numbers arrive as doubles) in the engine's shape: whole
// numbers, pieces with a type and cells. Anything else is left for the engine to refuse.
nlohmann::json era_domain_of(const nlohmann::json& domain);

// The `score` move (`era score`'s game-end state with "type": "score").
nlohmann::json era_score_move(const nlohmann::json& form);

// A player's build (§3.6) as the build screen holds it: {"player", "domain" (as it stands),
// "build": [pieces to add, in order], "resources", "hammers"}; the `build` move (`era check`'s
// proposed build with "type": "build"). No piece to build is a FormError.
nlohmann::json era_build_move(const nlohmann::json& form);

// What the ERA scoring and build screens start with: each player of `start` (era_start_players)
// as the session's standing events left them: the newest round (its players' domains,
// resources, culture and calamity), then each build that player made after it (the domain and
// resources it left); a recorded final scoring is shown again as it was recorded; "hammers",
// the hammers of the player's newest roll, when they have rolled. {"players": [...]}.
nlohmann::json era_form_defaults(const nlohmann::json& start,
                                 const std::vector<session::EffectiveEvent>& standing);

// A whole round (§3.3-§3.8) as the round screen holds it:
// {"round", "start_player" (a name), "supply", "markers_in_use", "markers_flipped" (as the last
//  round left them; passed on when present),
//  "players": [{"name", "domain", "resources", "culture", "calamity",
//    "faces": "Y6 Y6 N2 quill" (or an array of faces; case ignored; "quill" is C3 or C4),
//    "options": ["", "", "stone"] (the resource taken on each Y4 or C2, by die position),
//    "bandits": "" | "calamity" | a resource, "fire": piece index (-1: none),
//    "attack": piece index (-1: none), "scorched": [[x, y], ...] (cells; [] none),
//    "demands": {victim: resource ("" none)}, "refuse": [extorters this player refuses]}]}
// The `round` move (`era round`'s game state with "type": "round"): each player's dice as
// their final faces (a quill as C3, as the rules' roll check reads it), a choice face as
// {"face", "choice"}, and "choices" when any is made. A face that is no ERA face, a Y4 or C2
// without its option, or no dice at all is a FormError; the rest (dice against the domain's
// pool, choices a calamity needs) is the engine's to refuse.
nlohmann::json era_round_move(const nlohmann::json& form);

// What the round screen starts with: each player as era_form_defaults leaves them (domain,
// resources, culture, calamity; no "hammers") with "faces", the faces of their newest roll
// since the newest standing `round` move ([] when they have not rolled); and the round: the
// newest round's result's "round" (the engine's round end has already counted it on, unless
// it ended the game: then the next is counted here and "game_over" is true), its start player
// (the seat index turned into a name), supply and markers; before any round, round 1 with the
// first of `start` as start player.
nlohmann::json era_round_defaults(const nlohmann::json& start,
                                  const std::vector<session::EffectiveEvent>& standing);

// ---- Discordia: the Germanic incursion at year end (rules/discordia.md §4.1, §4.2) ----------
//
// form: {"tiles": [{"type": "barracks"|"farm"|"stall"|"ship", "workers": n, "complete": bool}],
//        "towers": [{"workers": n, "complete": bool, "permanent": bool}],   military towers
//        "reserve", "stars", "bag", "star_cult", "towers_in_display": n,
//        "left": German tile id (damage), "right": German tile id (reward)}
// The move's city holds what the incursion reads: each tile's workers and whether it is
// complete (a complete tile's spaces all filled, an incomplete one's last space empty). The
// printed icons are written grey (any colour) and die values 1: the incursion reads neither.
// Empty Ports are added when the towers outnumber the Ships (towers stand on Ports).
// A complete tile holds 1..9 workers (three spaces of three), an incomplete one 0..6; a Ship is
// never complete at year end (it became a Stall).
nlohmann::json incursion_move(const nlohmann::json& form);

// The engine's verdict on an incursion (the move's result) in plain words: "Strength 5 against
// German strength 3: the city holds. Reward (B1): a tower from the display."
QString incursion_verdict_text(const nlohmann::json& result);

// "B3 · strength 2 · 2 star(s) from the star cult", for the tile pickers.
QString german_tile_text(const session::GermanTile& tile);

// ---- Rattus Cartus: the end of the game (spec/rattus-end-state.md) ----------------------------
//
// form: {"players": [{"name", "influence": {class: n}, "hand": {"population", "jokers",
//          "swords", "flutes", "passes", "gold"}, "vp_tokens": "3 1 1" (face values),
//          "rats": {"1": n, "3": n, "5": n} (tokens of each face)}],
//        "order": {class: [names, earliest arrival first]} (optional, for ties),
//        "nun_row": [5 ints], "treasury_used": bool}

// Ties that need a stack order: every class where two or more players share a value > 0, as
// [{"class", "value", "players": [names in the order the move will use]}]. The order is the
// form's "order" for that class, then the other tied players in seat order.
nlohmann::json rattus_ties(const nlohmann::json& form);

// The `score` move: the form's players with their rat tokens and VP tokens as arrays, and an
// influence_order covering every tie.
nlohmann::json rattus_score_move(const nlohmann::json& form);

// ---- Feudum: the dawn of an epoch; epoch 5 adds the final scoring (spec/feudum.md) -----------
//
// form: {"epoch": 2..5,
//        "players": [{"name", "colour", "vp", "military_discs", "epic_voyage" (0: not on the
//          track), "shillings", "wine_barrel", "charters": [...], "defeated_monster"}],
//        "guilds": {guild: [master, journeyman, apprentice] as player names, "" for empty},
//        "locations": [{"region", "type", "guild", "realm" ("" none), "ruler", "serf" (player
//          names, "" none), "subject", "landscape" ("" none, "unknown", or a kind), "resources"}]}
// Players are named in the form and mapped to their colours in the move ("seats").
nlohmann::json feudum_score_move(const nlohmann::json& form);

// What the Feudum scoring screen starts with, from the newest standing Feudum score: the next
// epoch (2 when there is none, at most 5), each player's colour as it seated them (else blue,
// green, red, yellow, purple in seat order), "vp" their total from it (else 0), their military
// discs, and its guild tracks and map with the colours as names; the form's keys:
// {"epoch", "players": [{"name", "colour", "vp", "military_discs"}], "guilds", "locations"}.
nlohmann::json feudum_form_defaults(const std::vector<std::string>& players,
                                    const std::vector<session::EffectiveEvent>& standing);

}  // namespace scriptorium::app
