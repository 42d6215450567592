#include "engine/feudum/action_check.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

#include "engine/feudum/board_rules.hpp"
#include "engine/feudum/economy.hpp"
#include "engine/feudum/feudum_settings.hpp"

namespace scriptorium::feudum {

namespace {

enum class Card { Migrate, Move, Influence, Improve, Explore, Harvest, Tax, Conquer, Defend, Repeat, GuildCard };

constexpr std::array<core::EnumName<Card>, 11> kCards{{{Card::Migrate, "migrate"},
                                                       {Card::Move, "move"},
                                                       {Card::Influence, "influence"},
                                                       {Card::Improve, "improve"},
                                                       {Card::Explore, "explore"},
                                                       {Card::Harvest, "harvest"},
                                                       {Card::Tax, "tax"},
                                                       {Card::Conquer, "conquer"},
                                                       {Card::Defend, "defend"},
                                                       {Card::Repeat, "repeat"},
                                                       {Card::GuildCard, "guild"}}};
constexpr std::array<core::EnumName<Rank>, 3> kRanks{
    {{Rank::Master, "master"}, {Rank::Journeyman, "journeyman"}, {Rank::Apprentice, "apprentice"}}};

std::span<const core::EnumName<Card>> card_names() { return kCards; }
std::string card_text(Card c) { return std::string(core::enum_name(c, card_names())); }

// Cards with the (x2) symbol that Repeat may replay (G-29: Move and Guild are the known ones).
bool repeatable(Card c) { return c == Card::Move || c == Card::GuildCard; }

struct Holdings {
  int food = 0, wood = 0, iron = 0, sulfur = 0, saltpeter = 0, wine_barrel = 0, seals = 0, region_tiles = 0,
      writs = 0, pawns_in_supply = 0, shillings = 0;
};

Holdings parse_holdings(const core::JsonCursor& c) {
  c.require_object();
  Holdings h;
  const std::pair<const char*, int Holdings::*> keys[] = {
      {"food", &Holdings::food},         {"wood", &Holdings::wood},
      {"iron", &Holdings::iron},         {"sulfur", &Holdings::sulfur},
      {"saltpeter", &Holdings::saltpeter}, {"wine_barrel", &Holdings::wine_barrel},
      {"seals", &Holdings::seals},       {"region_tiles", &Holdings::region_tiles},
      {"writs", &Holdings::writs},       {"pawns_in_supply", &Holdings::pawns_in_supply},
      {"shillings", &Holdings::shillings}};
  for (const auto& [key, member] : keys) h.*member = c.get_int(key, 0, 0, 1000);
  return h;
}

class RoundChecker {
 public:
  RoundChecker(const core::JsonCursor& root, const core::Settings& settings) : root_(root), settings_(settings) {}

  core::Violations run() {
    root_.require_object();
    colour_ = root_.at("color").as_enum(colour_names(), "colour");
    advanced_ = root_.get_bool("advanced", false);
    if (auto h = root_.find("holdings")) held_ = parse_holdings(*h);
    parse_ruled();
    parse_ranks();
    check_holdings();
    check_selection();
    check_plays();
    return v_;
  }

 private:
  void parse_ruled() {
    if (auto r = root_.find("ruled")) {
      r->require_object();
      for (const auto& [key, unused] : r->json().items()) {
        const auto type = core::parse_enum(key, location_type_names());
        if (!type) r->at(key).fail("unknown location type \"" + key + "\"");
        ruled_[static_cast<int>(*type)] = r->at(key).as_int32(0, 22);
      }
    }
    if (auto goods = root_.find("farm_goods")) {
      for (const auto& g : goods->items()) farm_goods_.push_back(g.as_int32(0, 1000));
    }
    if (auto chars = root_.find("pawn_characters")) {
      for (const auto& c : chars->items()) characters_.push_back(c.as_enum(pawn_kind_names(), "pawn kind"));
    }
  }

  void parse_ranks() {
    if (auto ranks = root_.find("ranks")) {
      ranks->require_object();
      for (const auto& [key, unused] : ranks->json().items()) {
        const auto guild = core::parse_enum(key, guild_names());
        if (!guild) ranks->at(key).fail("unknown guild \"" + key + "\"");
        ranks_[*guild] = ranks->at(key).as_enum(std::span<const core::EnumName<Rank>>(kRanks), "rank");
      }
    }
  }

  bool has_character(PawnKind k) const { return std::find(characters_.begin(), characters_.end(), k) != characters_.end(); }
  bool rules_base(LocationType t) const {
    return ruled_[static_cast<int>(t)] > 0 ||
           (settings_.get_bool(setting::kFeudumCountsAsBase) && ruled_[static_cast<int>(LocationType::Feudum)] > 0);
  }

  void check_holdings() {
    if (held_.writs > 3) v_.add("too_many_writs", "more than 3 Royal Writs in hand", "/holdings/writs");
    if (held_.wine_barrel > 3) v_.add("barrel_overflow", "more than 3 sulfur in the wine barrel", "/holdings/wine_barrel");
  }

  void check_selection() {
    std::string pouch = "none";
    if (auto p = root_.find("pouch")) {
      pouch = core::normalize_enum_text(p->as_string());
      if (pouch != "extra" && pouch != "sequential" && pouch != "none") p->fail("unknown pouch bonus \"" + p->as_string() + "\"");
    }
    extra_ = pouch == "extra";
    sequential_ = pouch == "sequential";
    if (extra_) {
      if (held_.saltpeter < 1) v_.add("extra_without_saltpeter", "the Extra Action needs 1 saltpeter on the pouch", "/pouch");
      --held_.saltpeter;
    }
    if (sequential_) {
      const std::string from = core::normalize_enum_text(root_.get_string("pouch_paid_from", "supply"));
      if (from == "barrel") {
        v_.add("sequential_paid_with_barrel", "the Sequential Action is paid with personal-supply sulfur, not the barrel",
               "/pouch_paid_from");
      } else if (held_.sulfur < 1) {
        v_.add("sequential_without_sulfur", "the Sequential Action needs 1 sulfur from the personal supply", "/pouch");
      }
      --held_.sulfur;
    }
    const core::JsonCursor selected = root_.at("selected");
    for (const auto& c : selected.items()) {
      const Card card = c.as_enum(card_names(), "action card");
      if (std::find(selected_.begin(), selected_.end(), card) != selected_.end()) {
        v_.add("card_selected_twice", "each player has one " + card_text(card) + " card", c.pointer());
      }
      selected_.push_back(card);
    }
    const std::size_t allowed = extra_ ? 5 : 4;
    if (selected_.size() != allowed) {
      v_.add("selection_count",
             "select exactly " + std::to_string(allowed) + " cards" + (extra_ ? " with the Extra Action" : "") +
                 ", found " + std::to_string(selected_.size()),
             "/selected");
    }
  }

  void check_plays() {
    const core::JsonCursor plays = root_.at("plays");
    plays.require_array();
    std::vector<Card> played;
    std::map<int, int> cards_per_turn;
    std::optional<std::string> last_guild;
    bool conquer_performed = false;
    const std::size_t n = plays.size();
    for (std::size_t i = 0; i < n; ++i) {
      const core::JsonCursor p = plays.at(i);
      p.require_object();
      const std::string where = p.pointer();
      const Card card = p.at("card").as_enum(card_names(), "action card");
      if (std::find(selected_.begin(), selected_.end(), card) == selected_.end()) {
        v_.add("card_not_selected", card_text(card) + " was not among the selected cards", where + "/card");
      }
      if (std::find(played.begin(), played.end(), card) != played.end()) {
        v_.add("card_played_twice", card_text(card) + " was already played this round", where + "/card");
      }
      played.push_back(card);
      const bool out_of_turn = p.get_bool("out_of_turn", false);
      if (out_of_turn && card != Card::Defend) {
        v_.add("out_of_turn", "only Defend is flipped out of turn", where + "/out_of_turn");
      }
      if (!out_of_turn) ++cards_per_turn[p.get_int("turn", static_cast<int>(1000 + i), 0, INT_MAX)];
      if (!p.get_bool("perform", true)) continue;  // any card may be played without its action

      Card action = card;
      if (card == Card::Repeat) {
        const core::JsonCursor target = p.at("repeats");
        action = target.as_enum(card_names(), "action card");
        if (!check_repeat(p, action, std::vector<Card>(played.begin(), played.end() - 1))) continue;
      }
      check_action(p, action, i == n - 1, conquer_performed, last_guild, card == Card::Repeat);
    }
    int doubles = 0;
    for (const auto& [turn, count] : cards_per_turn) {
      if (count > 2 || (count == 2 && !sequential_)) {
        v_.add("too_many_cards_in_turn", "turn " + std::to_string(turn) + " plays " + std::to_string(count) +
                                             " cards (2 only once, with the Sequential Action)",
               "/plays");
      } else if (count == 2 && ++doubles > 1) {
        v_.add("sequential_used_twice", "the Sequential Action allows one double turn per round", "/plays");
      }
    }
    if (root_.get_bool("round_complete", false)) {
      for (Card c : selected_) {
        if (std::find(played.begin(), played.end(), c) == played.end()) {
          v_.add("card_not_played", card_text(c) + " was selected but never played", "/selected");
        }
      }
    }
  }

  // False when the target can never be repeated (its action is then not checked further).
  bool check_repeat(const core::JsonCursor& p, Card target, const std::vector<Card>& earlier) {
    const std::string where = p.pointer();
    const bool deja_vu = p.get_bool("deja_vu", false);
    if (std::find(earlier.begin(), earlier.end(), target) == earlier.end()) {
      v_.add("repeat_before_target", "Repeat needs " + card_text(target) + " played earlier this round",
             where + "/repeats");
    }
    if (target == Card::Conquer || target == Card::Defend || target == Card::Repeat) {
      v_.add("no_repeat_card", card_text(target) + " can never be repeated, not even with Deja vu", where + "/repeats");
      return false;
    }
    if (repeatable(target)) return true;
    if (!deja_vu) {
      v_.add("repeat_not_x2", card_text(target) + " has no (x2) symbol: only Deja vu can repeat it", where + "/repeats");
      return true;
    }
    if (!advanced_) v_.add("advanced_only", "Deja vu is a special ability of the advanced game", where + "/deja_vu");
    if (held_.saltpeter < 1) {
      v_.add("deja_vu_without_saltpeter", "Deja vu turns in 1 saltpeter", where + "/deja_vu");
    }
    --held_.saltpeter;
    return true;
  }

  void check_action(const core::JsonCursor& p, Card action, bool last, bool& conquer_performed,
                    std::optional<std::string>& last_guild, bool repeated) {
    const std::string where = p.pointer();
    switch (action) {
      case Card::Migrate:
        if (core::normalize_enum_text(p.get_string("direction", "in")) == "out") break;
        if (held_.pawns_in_supply < 1) v_.add("migrate_without_pawn", "no pawn in the personal supply", where);
        if (held_.food < 1) v_.add("migrate_without_food", "migrating a pawn in costs 1 food", where);
        --held_.pawns_in_supply;
        --held_.food;
        break;
      case Card::Conquer:
        if (last) {
          v_.add("conquer_last_card", "Conquer cannot be performed as the last card revealed this round", where + "/card");
        }
        if (conquer_performed) v_.add("conquer_twice", "Conquer is performed at most once per round", where);
        conquer_performed = true;
        break;
      case Card::Explore:
        if (!rules_base(LocationType::Outpost)) v_.add("explore_without_outpost", "Explore needs a ruled outpost", where);
        break;
      case Card::Tax:
        if (!rules_base(LocationType::Town)) v_.add("tax_without_town", "Tax needs a ruled town", where);
        break;
      case Card::Harvest: check_harvest(p); break;
      case Card::GuildCard: check_guild(p, last_guild, repeated); break;
      case Card::Improve: check_improve(p); break;
      case Card::Influence: check_influence(p); break;
      default: break;
    }
  }

  void check_harvest(const core::JsonCursor& p) {
    const std::string where = p.pointer();
    if (!rules_base(LocationType::Farm)) {
      v_.add("harvest_without_farm", "Harvest needs a ruled farm", where);
      return;
    }
    if (auto farm = p.find("farm")) {
      const int index = farm->as_int32(0, INT_MAX);
      if (index >= static_cast<int>(farm_goods_.size())) farm->fail("no such farm in farm_goods");
      if (farm_goods_[index] >= settings_.get_int(setting::kHarvestBlockedAt)) {
        v_.add("harvest_full_farm", "the farm holds " + std::to_string(farm_goods_[index]) + " goods", where + "/farm");
      }
    }
  }

  void check_guild(const core::JsonCursor& p, std::optional<std::string>& last_guild, bool repeated) {
    const std::string where = p.pointer();
    const Guild guild = p.at("guild").as_enum(guild_names(), "guild");
    const std::string name(name_of(guild));
    if (repeated && last_guild == name) {
      v_.add("repeat_same_guild", "a repeated Guild action must use a different guild", where + "/guild");
    }
    last_guild = name;
    const std::string function = core::normalize_enum_text(p.get_string("function", "trade"));
    const auto rank = ranks_.find(guild);
    if (function == "push" && (rank == ranks_.end() || rank->second != Rank::Master)) {
      v_.add("push_without_master", "only the " + name + " master may push", where + "/function");
    } else if (function == "pull" && (rank == ranks_.end() || rank->second != Rank::Journeyman)) {
      v_.add("pull_without_journeyman", "only the " + name + " journeyman may pull", where + "/function");
    } else if (function != "push" && function != "pull" && function != "trade") {
      p.at("function").fail("unknown guild function \"" + p.get_string("function", "") + "\"");
    }
  }

  void check_improve(const core::JsonCursor& p) {
    const std::string where = p.pointer();
    const Location loc = parse_location(p.at("location"), false);
    if (p.get_bool("tend_landscape", false)) {
      if (loc.serf != colour_) v_.add("tend_not_serf", "Tend Landscape needs your serf at the location", where);
      if (loc.landscape) v_.add("landscape_exists", "the location already has a landscape", where);
      if (held_.region_tiles < 1) v_.add("tend_without_tile", "no region tile held", where);
      if (held_.wood < 1) v_.add("tend_without_wood", "Tend Landscape costs 1 wood", where);
      --held_.region_tiles;
      --held_.wood;
      return;
    }
    if (loc.ruler != colour_) v_.add("improve_not_ruler", "you must rule the location you improve", where);
    int* cost = nullptr;
    std::string good;
    switch (loc.type) {
      case LocationType::Outpost: cost = &held_.wood, good = "wood"; break;
      case LocationType::Farm: cost = &held_.iron, good = "iron"; break;
      case LocationType::Town: cost = &held_.seals, good = "king's seal"; break;
      case LocationType::Feudum: v_.add("improve_beyond_feudum", "a feudum cannot be improved", where); return;
    }
    if (*cost < 1) v_.add("improve_without_resource", "the improvement costs 1 " + good, where);
    --*cost;
  }

  void check_influence(const core::JsonCursor& p) {
    const std::string where = p.pointer();
    if (p.get_bool("with_monster", false)) {
      v_.add("influence_with_monster", "monsters cannot influence locations", where);
      return;
    }
    const Location loc = parse_location(p.at("location"), false);
    const bool pays = p.get_bool("money_is_influence", false);
    if (pays && (!advanced_ || !has_character(PawnKind::Merchant))) {
      v_.add("money_is_influence_without_merchant", "Money is Influence needs an advanced game and a Merchant pawn",
             where);
    }
    const InfluenceResult r = add_influence(loc, colour_, pays);
    if (r.seat == Seat::Blocked) v_.add("influence_blocked", r.reason, where + "/location");
  }

  const core::JsonCursor& root_;
  const core::Settings& settings_;
  core::Violations v_;
  Colour colour_ = Colour::Blue;
  bool advanced_ = false;
  bool extra_ = false;
  bool sequential_ = false;
  Holdings held_;
  std::array<int, 4> ruled_{};
  std::vector<int> farm_goods_;
  std::vector<PawnKind> characters_;
  std::map<Guild, Rank> ranks_;
  std::vector<Card> selected_;
};

}  // namespace

core::Violations check_round(const core::JsonCursor& root, const core::Settings& settings) {
  return RoundChecker(root, settings).run();
}

}  // namespace scriptorium::feudum
