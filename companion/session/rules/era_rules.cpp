// ERA: Medieval Age in a session: the icon dice, and moves checked by the ERA engine
// (engine/era): a build request as `era check` reads it, and a whole round as `era round` does.
#include <map>

#include "companion/session/era_domain.hpp"
#include "companion/session/rules/common.hpp"

#ifdef SCRIPTORIUM_WITH_ERA
#include "engine/era/build.hpp"
#include "engine/era/faces.hpp"
#include "engine/era/geometry.hpp"
#include "engine/era/round.hpp"
#include "engine/era/scoring.hpp"
#endif

namespace scriptorium::session::detail {

namespace {

const std::string kEraTitle = "ERA";

#ifdef SCRIPTORIUM_WITH_ERA
era::Rules era_rules(const nlohmann::json& session_rules) {
  const core::Settings settings = session_settings(era::era_settings_schema(), session_rules);
  try {
    return era::rules_from_settings(settings);
  } catch (const core::InputError& e) {
    throw SessionRulesError(e.what(), e.where());
  }
}

nlohmann::json resources_json(const era::Resources& r) {
  return {{"goods", r.amount[0]}, {"stone", r.amount[1]}, {"wood", r.amount[2]}, {"food", r.amount[3]}};
}

std::string resources_text(const era::Resources& r) {
  return std::to_string(r.amount[0]) + " goods, " + std::to_string(r.amount[1]) + " stone, " +
         std::to_string(r.amount[2]) + " wood, " + std::to_string(r.amount[3]) + " food";
}

// `era check` on a proposed build: the domain's invariants, then each structure in order (§3.6).
Verdict check_build(const core::JsonCursor& input, const era::Rules& rules) {
  era::BuildRequest request = era::parse_build_request(input, rules);
  era::BuildState& state = request.state;
  core::Violations violations = era::validate_domain(state.domain, rules, "/domain");
  const era::BuildReport report = era::apply_builds(state, request.hammers, request.pieces, rules, "/build");
  violations.append(report.violations);
  nlohmann::json built = nlohmann::json::array();
  std::vector<std::string> names;
  for (int i : report.built) {
    const auto type = std::string(era::name_of(request.pieces[static_cast<std::size_t>(i)].type));
    built.push_back({{"index", i}, {"type", type}});
    names.push_back(type);
  }
  std::vector<std::string> exhausted;
  for (auto t : report.exhausted) exhausted.emplace_back(era::name_of(t));
  nlohmann::json result{{"type", "build"},
                        {"built", built},
                        {"resources_after", resources_json(state.resources)},
                        {"exhausted", exhausted},
                        {"markers_flipped", report.markers_flipped_now},
                        {"domain_after", era::domain_to_json(state.domain)}};
  if (!violations.empty()) return refused("Build", std::move(violations), std::move(result));
  Verdict v;
  v.result = std::move(result);
  v.summary = names.empty() ? "Built nothing" : "Built " + join(names);
  v.summary += "; left: " + resources_text(state.resources);
  if (!report.exhausted.empty()) v.summary += "; supply exhausted: " + join(exhausted);
  return v;
}

// `era round`: Collect, Feed, Calamities, Build and Extort from the final faces (§3.3-3.8).
Verdict check_round(const core::JsonCursor& input, const era::Rules& rules, const SessionContext& context) {
  era::GameState state = era::parse_game_state(input, rules);
  core::Violations violations;
  if (!context.players.empty()) {
    for (const auto& p : state.players) {
      bool seated = false;
      for (const auto& name : context.players) seated = seated || name == p.name;
      if (!seated) {
        violations.add("not_in_session", "\"" + p.name + "\" does not play in this session (" + join(context.players) + ")",
                       p.pointer + "/name");
      }
    }
  }
  const era::RoundReport report = era::play_round(state, rules);
  violations.append(report.violations);
  nlohmann::json result = era::game_state_to_json(state, rules);
  result["type"] = "round";
  result["events"] = report.events;
  if (!violations.empty()) return refused("Round", std::move(violations), std::move(result));
  Verdict v;
  v.result = std::move(result);
  std::vector<std::string> lines;
  for (const auto& p : state.players) {
    lines.push_back(p.name + " culture " + std::to_string(p.culture) + ", calamity " + std::to_string(p.calamity));
  }
  v.summary = "Round played: " + join(lines, "; ") + (state.game_over ? "; the game is over" : "");
  return v;
}

// `era score`: the final score sheet, winners and tie-breaks (§3.9, §3.10); it ends the game.
Verdict check_score(const core::JsonCursor& input, const era::Rules& rules, const SessionContext& context) {
  const std::vector<era::PlayerEnd> players = era::parse_game_end(input, rules);
  const era::FinalScore score = era::final_score(players, rules);
  std::vector<ScoreLine> lines;
  for (const auto& s : score.players) {
    ScoreLine line{s.name, {}, s.total, {}};
    for (const auto& [key, value] : s.rows) {
      if (key != "total") line.rows.emplace_back(key, value);
    }
    lines.push_back(std::move(line));
  }
  return score_verdict(lines, score.winners, true, context);
}
#endif

class EraRules final : public GameRules {
 public:
  explicit EraRules(SessionContext context) : context_(std::move(context)) {}
  std::string game() const override { return "era"; }
  std::vector<std::string> move_types() const override { return {"build", "round", "score"}; }

  Verdict check_roll(const std::vector<core::Die>& dice) const override {
    // ERA's icon dice (rules §1.5): yellow Y1..Y6, blue B1..B6, gray N1..N6, white C1..C6;
    // the reader reports C3/C4 as "quill" since they look the same.
    Verdict v;
    std::map<std::string, int> faces;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      const auto& d = dice[i];
      const bool icon = d.kind == core::DieKind::custom && is_era_face(d.label);
      if (!icon) {
        v.violations.add("not_an_era_die", "die " + std::to_string(i + 1) + " (" + die_text(d) +
                         ") is not an ERA icon face (Y1..Y6, B1..B6, N1..N6, C1..C6, quill)", where_die(i));
      }
      ++faces[d.label];
    }
    if (dice.empty()) v.violations.add("no_dice", "a roll needs at least one die", "/dice");
    if (dice.size() > 12) v.violations.add("too_many_dice", "an ERA pool has at most 12 dice", "/dice");
    v.result = {{"dice", dice_json(dice)}, {"faces", faces}};
#ifdef SCRIPTORIUM_WITH_ERA
    // The icons the roll shows (§2.8), e.g. the hammers a build may use; "quill" is C3 or C4,
    // which show nothing else.
    std::vector<const era::Face*> read;
    for (const auto& d : dice) {
      if (const era::Face* f = era::find_face(d.label == "quill" ? "C3" : d.label)) read.push_back(f);
    }
    const era::Tallies icons = era::tally(read);
    v.result["icons"] = {{"hammers", icons.hammers},
                         {"swords", icons.swords},
                         {"shields", icons.shields},
                         {"skulls", icons.skulls},
                         { "culture",
                           icons.culture }};
#endif
    v.summary = std::to_string(dice.size()) + " ERA dice: " + join_dice(dice);
    return v;
  }

  Verdict check_move(const core::JsonCursor& move) const override {
    const MoveInput m = split_move(move, kEraTitle, move_types());
#ifdef SCRIPTORIUM_WITH_ERA
    const era::Rules rules = era_rules(context_.rules);
    const core::JsonCursor input(m.input);
    if (m.type == "build") return check_build(input, rules);
    if (m.type == "score") return check_score(input, rules, context_);
    return check_round(input, rules, context_);
#else
    engine_missing(kEraTitle, "era");
#endif
  }

 private:
  static bool is_era_face(const std::string& label) {
    if (label == "quill") return true;
    return label.size() == 2 && std::string("YBNC").find(label[0]) != std::string::npos && label[1] >= '1' &&
           label[1] <= '6';
  }
  SessionContext context_;
};

}  // namespace

std::unique_ptr<GameRules> make_era_rules(const SessionContext& context) { return std::make_unique<EraRules>(context); }

void check_era_settings([[maybe_unused]] const nlohmann::json& rules) {
#ifdef SCRIPTORIUM_WITH_ERA
  (void)era_rules(rules);
#endif
}

}  // namespace scriptorium::session::detail

namespace scriptorium::session {

nlohmann::json era_start_players([[maybe_unused]] const std::vector<std::string>& players,
                                 [[maybe_unused]] const nlohmann::json& session_rules) {
#ifdef SCRIPTORIUM_WITH_ERA
  const era::Rules rules = detail::era_rules(session_rules);
  const nlohmann::json state = era::game_state_to_json(era::new_game(players, rules), rules);
  nlohmann::json out = nlohmann::json::array();
  for (const auto& p : state.at("players")) {
    out.push_back({{"name", p.at("name")},
                   {"domain", p.at("domain")},
                   {"resources", p.at("resources")},
                   {"culture", p.at("culture")},
                   {"calamity", p.at("calamity")}});
  }
  return out;
#else
  detail::engine_missing(detail::kEraTitle, "era");
#endif
}

nlohmann::json era_walled([[maybe_unused]] const nlohmann::json& domain,
                          [[maybe_unused]] const nlohmann::json& session_rules) {
#ifdef SCRIPTORIUM_WITH_ERA
  const era::Rules rules = detail::era_rules(session_rules);
  // Lenient, as `era check`: overlaps and off-board cells are problems to list, not bad input.
  const era::Domain parsed = era::parse_domain(core::JsonCursor(domain), rules, era::DomainParse::lenient);
  const era::DomainView view(parsed, rules);
  nlohmann::json cells = nlohmann::json::array();
  for (const era::Cell c : view.walled_cells()) cells.push_back({c.x, c.y});
  const core::Violations violations = era::validate_domain(parsed, rules);
  nlohmann::json problems = nlohmann::json::array();
  for (const auto& v : violations.items()) problems.push_back({{"reason", v.reason}, {"where", v.where}});
  return {{"walled_cells", cells},
          {"walled_area", view.walled_area()},
          {"walled_pieces", view.walled_pieces()},
          {"problems", problems}};
#else
  detail::engine_missing(detail::kEraTitle, "era");
#endif
}

}  // namespace scriptorium::session
