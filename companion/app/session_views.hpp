// What the session screen shows, laid out for QML from the session layer's JSON: the history's
// lines, a roll's dice for correction, the round tracker, the running tallies and the score
// sheet. Pure functions: no store, no engine calls.
#pragma once

#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <nlohmann/json.hpp>

#include "companion/session/event_log.hpp"
#include "companion/session/round_tracker.hpp"
#include "companion/store/session_store.hpp"

namespace scriptorium::app {

// One line for the history list: the engine's summary when it gave one.
QString summary_of(const nlohmann::json& payload);

// A standing roll's dice for the correction editor: [{kind, value, label, color}]; empty for
// moves and for rolls stored in another shape.
QVariantList dice_of(const session::EffectiveEvent& e);

// The tracker: "title" ("Round 3 · start player Bruno"), "phases" [{title, current}], "phase".
QVariantMap progress_view(const store::SessionInfo& info, const session::Progress& at);

// Tallies as a grid: "cells" [{text, bold}] row by row (a header, then a row per player),
// "columns"; empty when there are none.
QVariantMap tallies_view(const nlohmann::json& tallies);

// The score sheet as a grid: a header of the players in seat order, one row per sheet row, the
// totals; "columns" and "status" (the winners, or how far scoring is).
QVariantMap sheet_view(const store::SessionInfo& info, const nlohmann::json& sheet);

}  // namespace scriptorium::app
