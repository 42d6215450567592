// `scriptorium profile ...`: the profiles kept in the database (camera, boards, colours, taught
// dice and layouts) listed, shown, exported to JSON, imported from JSON and removed.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "companion/cli/commands/registry.hpp"
#include "companion/cli/profile_check.hpp"
#include "companion/cli/profiles.hpp"
#include "companion/cli/text_table.hpp"
#include "companion/profiles/taught_sets.hpp"
#include "companion/store/profile_store.hpp"
#include "companion/store/sqlite.hpp"

namespace scriptorium::cli {

namespace {

struct NameOptions {
  std::string name;
};

struct ExportOptions {
  std::string name;
  std::string out;
};

struct ImportOptions {
  std::string file;
  std::string name;
  bool replace = false;
};

std::vector<std::string> keys_of(const nlohmann::json& profile, const char* key) {
  std::vector<std::string> out;
  const auto it = profile.find(key);
  if (it != profile.end() && it->is_object()) {
    for (const auto& [name, value] : it->items()) out.push_back(name);
  }
  return out;
}

// The items, or "-" for none (an empty table cell reads as a mistake).
std::string list_or_dash(const std::vector<std::string>& items) { return items.empty() ? "-" : join(items); }

// What a profile holds, without the bulky parts (taught face images); `location` names the
// profile in an error about its list of sets taught as the camera saw them.
nlohmann::json summary_json(const std::string& name, const nlohmann::json& profile,
                            const std::string& location) {
  nlohmann::json dice = nlohmann::json::object();
  if (const auto sets = profile.find("dice_sets"); sets != profile.end() && sets->is_object()) {
    for (const auto& [set, faces] : sets->items()) {
      nlohmann::json counts = nlohmann::json::object();
      if (faces.is_object()) {
        for (const auto& [label, samples] : faces.items()) counts[label] = samples.is_array() ? samples.size() : 0;
      }
      dice[set] = counts;
    }
  }
  return {{"name", name},
          {"camera", profile.contains("camera")},
          {"boards", keys_of(profile, "boards")},
          {"colors", profile.contains("colors")},
          {"dice_sets", dice},
          // The sets to teach again should the profile's white balance not fit them (calibrate board).
          {"dice_sets_as_seen", profiles::sets_taught_as_seen(profile, location)},
          {"layouts", keys_of(profile, "layouts")},
          {"bare_table", profile.contains("bare_table")}};
}

bool taught_as_seen(const nlohmann::json& summary, const std::string& set) {
  const auto& as_seen = summary["dice_sets_as_seen"];
  return std::find(as_seen.begin(), as_seen.end(), set) != as_seen.end();
}

// The profile's dice sets for a table cell, each taught as the camera saw it marked.
std::string dice_sets_cell(const nlohmann::json& summary) {
  std::vector<std::string> sets;
  for (const auto& [set, faces] : summary["dice_sets"].items())
    sets.push_back(taught_as_seen(summary, set) ? set + " (as seen)" : set);
  return list_or_dash(sets);
}

int run_list(const Context& ctx) {
  auto profiles = open_profiles(ctx.options, store::Access::read);
  nlohmann::json list = nlohmann::json::array();
  TextTable table({"profile", "updated", "camera", "boards", "dice sets", "layouts"});
  bool any_as_seen = false;
  for (const auto& p : profiles->list()) {
    const nlohmann::json summary =
        summary_json(p.name, profiles->load(p.name).value_or(nlohmann::json::object()),
                     profile_location(ctx.options, p.name));
    nlohmann::json row = summary;
    row["updated"] = p.updated;
    list.push_back(row);
    any_as_seen = any_as_seen || !summary["dice_sets_as_seen"].empty();
    table.add_row({p.name, p.updated, summary["camera"].get<bool>() ? "yes" : "no",
                   list_or_dash(summary["boards"]), dice_sets_cell(summary),
                   list_or_dash(summary["layouts"])});
  }
  if (ctx.options.json) {
    print_json({{"database", database_path(ctx.options)}, {"profiles", list}});
  } else if (list.empty()) {
    std::cout << "No profiles in " << database_path(ctx.options) << ".\n";
  } else {
    std::cout << table.render();
    if (any_as_seen)
      std::cout << "(as seen): taught before the profile had a white balance; if its colours were calibrated "
                   "since, clear the set with `scriptorium dice forget --set NAME` and teach it again.\n";
  }
  return kOk;
}

int run_show(const Context& ctx, const NameOptions& options) {
  const nlohmann::json profile = load_existing_profile(ctx.options, options.name, "name");
  const std::string location = profile_location(ctx.options, options.name);
  const nlohmann::json summary = summary_json(options.name, profile, location);
  if (ctx.options.json) {
    print_json(summary);
    return kOk;
  }
  std::cout << "Profile " << location << '\n';
  TextTable table({"part", "contents"});
  table.add_row({"camera", summary["camera"].get<bool>() ? "calibrated" : "-"});
  table.add_row({"boards", list_or_dash(summary["boards"])});
  table.add_row({"colours", summary["colors"].get<bool>() ? "white balance and references" : "-"});
  for (const auto& [set, faces] : summary["dice_sets"].items()) {
    std::string text;
    for (const auto& [label, count] : faces.items()) text += (text.empty() ? "" : ", ") + label + " x" + count.dump();
    if (taught_as_seen(summary, set)) text += " (taught as the camera saw them)";
    table.add_row({"dice set " + set, text});
  }
  table.add_row({"layouts", list_or_dash(summary["layouts"])});
  table.add_row({"bare table", summary["bare_table"].get<bool>() ? "kept (calibrate table)" : "-"});
  std::cout << table.render();
  return kOk;
}

int run_export(const Context& ctx, const ExportOptions& options) {
  nlohmann::json profile = load_existing_profile(ctx.options, options.name, "name");
  profile["name"] = options.name;
  if (options.out.empty() || options.out == "-") {
    std::cout << profile.dump(2) << '\n';
    return kOk;
  }
  // Through the same atomic file writer as a profile named by path.
  save_profile(ctx.options, options.out.find('/') == std::string::npos ? "./" + options.out : options.out, profile);
  if (ctx.options.json) {
    print_json({{"profile", options.name}, {"exported_to", options.out}});
  } else {
    std::cout << "Exported profile " << options.name << " to " << options.out << '\n';
  }
  return kOk;
}

int run_import(const Context& ctx, const ImportOptions& options) {
  const nlohmann::json profile = read_json_input(options.file);
  validate_profile(profile, options.file);
  std::string name = options.name;
  if (name.empty() && profile.contains("name") && profile["name"].is_string()) name = profile["name"].get<std::string>();
  if (name.empty()) name = std::filesystem::path(options.file).stem().string();
  if (!store::valid_profile_name(name)) {
    throw CliError(kBadInput, "invalid profile name \"" + name + "\" (give one with --name)", options.file, "/name");
  }
  auto profiles = open_profiles(ctx.options);
  if (!options.replace && profiles->load(name)) {
    throw CliError(kBadInput, "profile " + name + " exists already (--replace to overwrite it)", options.file);
  }
  nlohmann::json stored = profile;
  stored["name"] = name;
  try {
    profiles->save(name, stored);
  } catch (const store::StoreError& e) {
    throw CliError(kFailure, e.what());
  }
  if (ctx.options.json) {
    nlohmann::json out = summary_json(name, stored, options.file);
    out["imported_from"] = options.file;
    print_json(out);
  } else {
    std::cout << "Imported " << options.file << " as profile " << name << '\n';
  }
  return kOk;
}

int run_remove(const Context& ctx, const NameOptions& options) {
  if (!store::valid_profile_name(options.name)) {
    throw CliError(kBadInput, "invalid profile name \"" + options.name + "\"", "", "name");
  }
  if (!open_profiles(ctx.options)->remove(options.name)) {
    throw CliError(kBadInput, "no profile " + profile_location(ctx.options, options.name));
  }
  if (ctx.options.json) {
    print_json({{"removed", options.name}});
  } else {
    std::cout << "Removed profile " << options.name << '\n';
  }
  return kOk;
}

}  // namespace

void register_profile(CLI::App& root, Context& ctx) {
  CLI::App* group = root.add_subcommand("profile", "Table profiles: camera, boards, colours, taught dice and layouts");

  add_command(*group, "list", "List the profiles in the database", ctx, [&ctx] { return run_list(ctx); });

  auto show = std::make_shared<NameOptions>();
  add_command(*group, "show", "What a profile holds", ctx, [&ctx, show] { return run_show(ctx, *show); })
      ->add_option("name", show->name, "Profile name or .json file")
      ->required();

  auto exp = std::make_shared<ExportOptions>();
  CLI::App* cmd = add_command(*group, "export", "Write a profile as JSON (stdout, or --out FILE)", ctx,
                              [&ctx, exp] { return run_export(ctx, *exp); });
  cmd->add_option("name", exp->name, "Profile name")->required();
  cmd->add_option("--out", exp->out, "JSON file to write (replaced atomically)");

  auto imp = std::make_shared<ImportOptions>();
  cmd = add_command(*group, "import", "Add a profile from a JSON file (checked first)", ctx,
                    [&ctx, imp] { return run_import(ctx, *imp); });
  cmd->add_option("file", imp->file, "Profile JSON, as `profile export` writes it")->required();
  cmd->add_option("--name", imp->name, "Name in the database (default: the file's \"name\", else its stem)");
  cmd->add_flag("--replace", imp->replace, "Overwrite a profile of the same name");

  auto rm = std::make_shared<NameOptions>();
  add_command(*group, "remove", "Delete a profile from the database", ctx, [&ctx, rm] { return run_remove(ctx, *rm); })
      ->add_option("name", rm->name, "Profile name")
      ->required();
}

}  // namespace scriptorium::cli
