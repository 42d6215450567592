// `scriptorium discordia ...` (cli.md "Discordia", spec/discordia-city.md).
#include <algorithm>
#include <iostream>
#include <memory>

#include "companion/cli/commands/layout.hpp"
#include "companion/cli/commands/registry.hpp"
#include "companion/cli/text_table.hpp"
#include "engine/discordia/city.hpp"
#include "engine/discordia/data.hpp"
#include "engine/discordia/settings.hpp"
#include "engine/discordia/turn.hpp"
#include "engine/discordia/year_end.hpp"

namespace scriptorium::cli {

namespace {

namespace dc = scriptorium::discordia;

struct Options {
  std::string file;
  std::string data_dir;
  PhotoOptions photo;  // `scarcity PHOTO --board discordia-city --profile P`
};

// The city of a JSON file, or read from a photo of the City Map first (layout read); a photo's
// unread parts come back in `unknown` (their best reading is used).
dc::City load_city(const Context& ctx, const Options& opt, nlohmann::json& unknown) {
  if (!looks_like_photo(opt.file) && opt.photo.board.empty())
    return with_json_input(opt.file, [](const core::JsonCursor& c) { return dc::parse_city(c); });
  PhotoOptions photo = opt.photo;
  if (photo.board.empty()) photo.board = "discordia-city";
  if (photo.board != "discordia-city")
    throw CliError(kBadInput, "a city is read from a discordia-city photo, not " + photo.board, "", "--board");
  const nlohmann::json doc = read_layout_photo(ctx, opt.file, photo);
  unknown = doc.at("unknown_cells");
  try {
    return dc::parse_city(core::JsonCursor(doc));
  } catch (const core::InputError& e) {
    throw CliError(kFailure, std::string("the layout read from the photo is not a valid city: ") + e.what(), opt.file,
                   e.where());
  }
}

void warn_unknown(const nlohmann::json& unknown) {
  if (unknown.is_null() || unknown.empty()) return;
  std::string parts;
  for (const auto& u : unknown) parts += " " + u.get<std::string>();
  std::cout << "Warning: parts of the photo could not be read for sure (their best reading is used):" << parts << '\n';
}

dc::GameData load_data(const std::string& dir) {
  const std::string path = dir.empty() ? dc::default_data_dir() : dir;
  try {
    return dc::load_game_data(path);
  } catch (const dc::DataFileError& e) {
    throw CliError(kBadInput, e.what(), e.file(), e.where());
  }
}

int run_scarcity(const Context& ctx, const Options& opt) {
  nlohmann::json unknown;
  const auto r = dc::scarcity(load_city(ctx, opt, unknown));
  if (ctx.options.json) {
    nlohmann::json doc{{"symbols", r.symbols},
                       {"empty_spaces", r.empty_spaces},
                       {"aqueduct", r.aqueduct},
                       {"scarcity", r.scarcity},
                       {"draw", r.draw},
                       {"return", r.returned},
                       {"returned_from_complete_tiles", r.returned_from_complete_tiles}};
    if (!unknown.is_null()) doc["unknown_cells"] = unknown;
    print_json(doc);
    return kOk;
  }
  TextTable table({"Item", "Value"});
  table.add_row({"Visible symbols (V)", std::to_string(r.symbols)});
  table.add_row({"Empty work spaces (E)", std::to_string(r.empty_spaces)});
  table.add_row({"Aqueduct reduction (A)", std::to_string(r.aqueduct)});
  table.add_row({"Scarcity S = V + E - A", std::to_string(r.scarcity)});
  table.add_row({"Draw from the bag", std::to_string(r.draw)});
  table.add_row({"Return to the bag", std::to_string(r.returned)});
  table.add_row({"Workers off complete tiles", std::to_string(r.returned_from_complete_tiles)});
  std::cout << table.render();
  warn_unknown(unknown);
  return kOk;
}

int run_strength(const Context& ctx, const Options& opt) {
  const auto settings = load_settings(dc::settings_schema(), ctx.options);
  nlohmann::json unknown;
  const int s = dc::strength(load_city(ctx, opt, unknown), settings);
  if (ctx.options.json) {
    nlohmann::json doc{{"strength", s}};
    if (!unknown.is_null()) doc["unknown_cells"] = unknown;
    print_json(doc);
  } else {
    std::cout << "Strength: " << s << '\n';
    warn_unknown(unknown);
  }
  return kOk;
}

int run_incursion(const Context& ctx, const Options& opt) {
  const auto settings = load_settings(dc::settings_schema(), ctx.options);
  const auto data = load_data(opt.data_dir);
  nlohmann::json doc = with_json_input(opt.file, [&](const core::JsonCursor& c) {
    dc::IncursionInput in = dc::parse_incursion_input(c, data);
    auto& player = in.player;
    auto& supply = in.supply;
    const auto r = dc::incursion(player, supply, in.left, in.right, settings);
    return nlohmann::json{
        {"strength", r.strength},
        {"german_strength", r.german_strength},
        {"outcome", r.outcome == dc::IncursionOutcome::Reward ? "reward" : "damage"},
        {"tile", r.outcome == dc::IncursionOutcome::Reward ? in.right.id : in.left.id},
        {"effect", dc::to_json(r.effect.effect)},
        {"applied", r.effect.applied},
        {"amount", r.effect.amount},
        {"note", r.effect.note},
        {"player", {{"reserve", player.reserve}, {"stars", player.stars}, {"expedition_stars", player.expedition_stars},
                    {"aqueduct_steps", player.aqueduct_steps}, {"towers_gained", player.towers_gained}}},
        {"supply", {{"bag", supply.bag}, {"star_cult", supply.star_cult}, {"towers_in_display", supply.towers_in_display}}},
        {"data_defaults", data.defaults}};
  });
  if (ctx.options.json) {
    print_json(doc);
    return kOk;
  }
  std::cout << "Strength " << doc["strength"].get<int>() << " vs German strength " << doc["german_strength"].get<int>()
            << ": " << doc["outcome"].get<std::string>() << " (" << doc["effect"]["kind"].get<std::string>() << ' '
            << doc["effect"]["amount"].get<int>() << (doc["applied"].get<bool>() ? ", applied" : ", no effect") << ")\n";
  if (!doc["note"].get<std::string>().empty()) std::cout << doc["note"].get<std::string>() << '\n';
  return kOk;
}

// Action details in words for the human table ("plot 1 space 0; plot 2 space 0"), not JSON.
std::string words(const nlohmann::json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  if (v.is_array()) {
    std::string out;
    for (const auto& item : v) out += (out.empty() ? "" : "; ") + words(item);
    return out;
  }
  if (v.is_object()) {
    std::string out;
    for (const auto& [key, item] : v.items()) {
      std::string name = key;
      std::replace(name.begin(), name.end(), '_', ' ');
      out += (out.empty() ? "" : ", ") + name + " " + words(item);
    }
    return out;
  }
  return v.dump();
}

int run_actions(const Context& ctx, const Options& opt) {
  const auto settings = load_settings(dc::settings_schema(), ctx.options);
  const auto data = load_data(opt.data_dir);
  nlohmann::json doc = with_json_input(opt.file, [&](const core::JsonCursor& c) {
    const auto state = dc::parse_turn_state(c);
    return dc::legal_actions(state, dc::parse_die_choice(c, state), data, settings);
  });
  doc["data_defaults"] = data.defaults;
  if (ctx.options.json) {
    print_json(doc);
    return kOk;
  }
  if (!doc["violations"].empty()) {
    for (const auto& v : doc["violations"]) std::cout << "Illegal die choice: " << v["reason"].get<std::string>() << '\n';
    return kOk;
  }
  std::cout << "Die " << doc["die"].get<std::string>() << ", effective value " << doc["effective_value"].get<int>()
            << " (action tile " << doc["action_tile"].get<std::string>() << ")\n";
  TextTable table({"Kind", "Action", "Details"});
  for (const char* kind : {"main", "secondary"}) {
    for (const auto& a : doc[kind]) {
      nlohmann::json details = a;
      details.erase("action");
      table.add_row({kind, a["action"].get<std::string>(), words(details)});
    }
  }
  std::cout << table.render();
  return kOk;
}

int run_check(Context& ctx, const Options& opt) {
  const auto settings = load_settings(dc::settings_schema(), ctx.options);
  const auto data = load_data(opt.data_dir);
  nlohmann::json doc = with_json_input(opt.file, [&](const core::JsonCursor& c) {
    const auto state = dc::parse_turn_state(c);
    const auto r = dc::check_turn(state, c.at("turn"), data, settings);
    nlohmann::json workers;
    for (std::size_t k = 0; k < 4; ++k) workers[std::string(dc::name_of(static_cast<dc::WorkerColor>(k)))] = r.after.workers[k];
    return nlohmann::json{{"legal", r.violations.empty()},
                          {"effective_value", r.effective_value ? nlohmann::json(*r.effective_value) : nlohmann::json(nullptr)},
                          {"violations", r.violations.to_json()},
                          {"events", r.events},
                          {"reserve_after", workers},
                          {"bag_after", r.bag_after},
                          {"wins", r.violations.empty() && r.wins},
                          {"city_after", dc::to_json(r.after.city)}};
  });
  doc["data_defaults"] = data.defaults;
  const bool legal = doc["legal"].get<bool>();
  if (ctx.options.json) {
    print_json(doc);
  } else if (legal) {
    std::cout << "Legal turn." << (doc["wins"].get<bool>() ? " The reserve is empty: immediate win." : "") << '\n';
  } else {
    TextTable table({"Rule", "Reason", "Where"});
    for (const auto& v : doc["violations"]) {
      table.add_row({v["rule"].get<std::string>(), v["reason"].get<std::string>(), v["where"].get<std::string>()});
    }
    std::cout << "Illegal turn:\n" << table.render();
  }
  return legal ? kOk : kViolation;
}

}  // namespace

void register_discordia(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("discordia", "Discordia city bookkeeping");
  group->fallthrough();  // `discordia scarcity f.json --data DIR` as well as `discordia --data DIR scarcity f.json`
  auto opt = std::make_shared<Options>();
  group->add_option("--data", opt->data_dir,
                    "Folder with the printed contents (action tiles, aqueduct, German tiles, ...)")
      ->default_str(dc::default_data_dir());

  CLI::App* scarcity = add_command(*group, "scarcity", "Infrastructure scarcity at year end", ctx,
                                   [&ctx, opt] { return run_scarcity(ctx, *opt); });
  scarcity->add_option("city", opt->file, "City JSON file (- for stdin) or a photo of the City Map")->required();
  add_photo_options(*scarcity, opt->photo, false);
  CLI::App* strength =
      add_command(*group, "strength", "City military strength", ctx, [&ctx, opt] { return run_strength(ctx, *opt); });
  strength->add_option("city", opt->file, "City JSON file (- for stdin) or a photo of the City Map")->required();
  add_photo_options(*strength, opt->photo, false);
  add_command(*group, "incursion", "Germanic incursion against the face-up German tiles", ctx,
              [&ctx, opt] { return run_incursion(ctx, *opt); })
      ->add_option("file", opt->file, "{\"city\", \"left\", \"right\", \"stars\", ...} (- for stdin)")
      ->required();
  add_command(*group, "actions", "Legal actions for a chosen die", ctx, [&ctx, opt] { return run_actions(ctx, *opt); })
      ->add_option("file", opt->file, "Turn state with \"die\" and \"modifiers\" (- for stdin)")
      ->required();
  add_command(*group, "check", "Validate a proposed turn (exit 3 when illegal)", ctx,
              [&ctx, opt] { return run_check(ctx, *opt); })
      ->add_option("file", opt->file, "Turn state with the proposed \"turn\" (- for stdin)")
      ->required();
}

}  // namespace scriptorium::cli
