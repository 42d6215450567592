#include "live_table.hpp"

#include <algorithm>
#include <optional>

#include "app_controller.hpp"
#include "companion/profiles/profile_lookup.hpp"
#include "companion/profiles/table_setup.hpp"
#include "companion/profiles/taught_sets.hpp"
#include "vision/dice/built_in_sets.hpp"

namespace scriptorium::app {

namespace {

// Cards nobody confirmed pile up while a long game runs unattended; the oldest go first.
constexpr std::size_t kMaxCards = 8;

QString die_text(const CardDie& d) {
  return d.label.empty() ? QString::number(d.value) : QString::fromStdString(d.label);
}

}  // namespace

LiveTable::LiveTable(AppController& controller, FeedOptions options, QObject* parent)
    : QObject(parent), controller_(controller), options_(std::move(options)) {
  feed_.onRoll = [this](RollCard card) { addRoll(std::move(card)); };
  feed_.onTableEmpty = [this](const cv::Mat& bare) { keepTableEmpty(bare); };
  connect(&feed_, &TableFeed::statusChanged, this, [this](const QString& text) {
    status_ = text;
    emit statusChanged();
  });
  connect(&feed_, &TableFeed::sourceChanged, this, &LiveTable::sourceChanged);
  connect(&feed_, &TableFeed::runningChanged, this, &LiveTable::runningChanged);
  // A card's default player follows the history (who rolled last).
  connect(&controller_, &AppController::currentSessionChanged, this, &LiveTable::cardsChanged);
}

LiveTable::~LiveTable() { feed_.stop(); }

QString LiveTable::source() const {
  if (!feed_.sourceName().isEmpty()) return feed_.sourceName();
  return options_.attempts.empty() ? QString() : QString::fromStdString(options_.attempts.front().source);
}

void LiveTable::start() {
  // The game's dice, as `watch --game` reads them: Medioevo's numeral d4/d6/d8, Discordia's three
  // coloured d6, ERA's and Feudum's taught icon dice; pip d6 otherwise.
  const std::string set =
      vision::dice_set_of_game(controller_.currentSession().value("game").toString().toStdString());
  const bool built_in = vision::find_built_in_set(set).has_value();
  options_.set = built_in ? set : "d6";
  options_.taught = built_in ? nullptr : taughtDice(set);
  cards_.clear();
  emit cardsChanged();
  status_ = tr("Opening %1").arg(source());
  emit statusChanged();
  feed_.start(options_);
}

void LiveTable::stop() { feed_.stop(); }

QVariantList LiveTable::cards() const {
  QVariantList out;
  const QString fallback = defaultPlayer();
  for (const auto& c : cards_) {
    QVariantList dice;
    int total = 0;
    for (const auto& d : c.dice) {
      total += d.value;
      dice.append(QVariantMap{{"kind", QString::fromStdString(d.kind)},
                              {"value", d.value},
                              {"text", die_text(d)},
                              {"color", QString::fromStdString(d.color)},
                              {"corrected", d.corrected},
                              {"cycles", face_count(d.kind) > 0 && d.label.empty()}});
    }
    out.append(QVariantMap{{"id", c.id},
                           {"time", QString::number(c.t, 'f', 1) + " s"},
                           {"dice", dice},
                           {"total", total},
                           {"player", c.player.empty() ? fallback : QString::fromStdString(c.player)},
                           {"verdict", QString::fromStdString(c.verdict)},
                           {"refused", c.refused}});
  }
  return out;
}

void LiveTable::addRoll(RollCard card) {
  card.id = nextId_++;
  cards_.push_back(std::move(card));
  if (cards_.size() > kMaxCards) cards_.erase(cards_.begin());
  emit cardsChanged();
}

RollCard* LiveTable::find(int id) {
  const auto it = std::find_if(cards_.begin(), cards_.end(), [id](const RollCard& c) { return c.id == id; });
  return it == cards_.end() ? nullptr : &*it;
}

bool LiveTable::tapValue(int card, int die) {
  auto* c = find(card);
  if (!c || die < 0 || !c->cycle_value(static_cast<std::size_t>(die))) return false;
  emit cardsChanged();
  return true;
}

bool LiveTable::tapKind(int card, int die) {
  auto* c = find(card);
  if (!c || die < 0 || !c->cycle_kind(static_cast<std::size_t>(die))) return false;
  emit cardsChanged();
  return true;
}

bool LiveTable::removeDie(int card, int die) {
  auto* c = find(card);
  if (!c || die < 0 || !c->remove_die(static_cast<std::size_t>(die))) return false;
  emit cardsChanged();
  return true;
}

bool LiveTable::setPlayer(int card, const QString& player) {
  auto* c = find(card);
  if (!c) return false;
  c->player = player.toStdString();
  emit cardsChanged();
  return true;
}

QString LiveTable::saveTablePhoto() {
  const QString file = controller_.saveTablePhoto(feed_.frame());
  setMessage(file.isEmpty() ? controller_.lastError() : tr("Table photo saved: %1").arg(file));
  return file;
}

void LiveTable::keepTableEmpty(const cv::Mat& bare) {
  if (options_.profile.empty()) {
    setMessage(tr("Empty table noted for this game (with --profile it is kept in the table's profile)"));
    return;
  }
  const std::string database = controller_.databasePath().toStdString();
  const QString location = QString::fromStdString(profiles::profile_location(database, options_.profile));
  try {
    nlohmann::json profile = profiles::load_existing_profile(database, options_.profile);
    const vision::BareTable table(bare);
    profiles::store_bare_table(profile, table);
    profiles::save_profile(database, options_.profile, profile);
    options_.table.bare_table = table.compared();  // the next start reads with it, as a new launch would
    setMessage(tr("Empty table kept in profile %1").arg(location));
  } catch (const std::exception& e) {
    const QString why = QString::fromUtf8(e.what());
    setMessage(tr("Empty table noted, but not kept in profile %1: %2").arg(location, why));
  }
}

std::shared_ptr<const vision::TaughtSet> LiveTable::taughtDice(const std::string& game) {
  const std::string database = controller_.databasePath().toStdString();
  const std::string name = options_.profile.empty() ? profiles::kDefaultDiceProfile : options_.profile;
  const std::string location = profiles::profile_location(database, name);
  try {
    const std::optional<nlohmann::json> profile = profiles::find_profile(database, name);
    if (profile) {
      auto taught =
          std::make_shared<const vision::TaughtSet>(profiles::taught_sets_of_game(*profile, game, location));
      if (!taught->empty()) return taught;
    }
    setMessage(
        tr("No %1 dice taught in profile %2: reading pip dice (teach them with `scriptorium dice teach`)")
            .arg(QString::fromStdString(game), QString::fromStdString(location)));
  } catch (const std::exception& e) {
    setMessage(tr("The taught dice of profile %1 cannot be read: %2; reading pip dice")
                   .arg(QString::fromStdString(location), QString::fromUtf8(e.what())));
  }
  return nullptr;
}

QString LiveTable::defaultPlayer() const {
  const QStringList players = controller_.currentSession().value("players").toStringList();
  if (players.isEmpty()) return {};
  for (const auto& e : controller_.events()) {  // newest first
    const auto event = e.toMap();
    if (event.value("kind").toString() != "roll") continue;
    const auto at = players.indexOf(event.value("player").toString());
    return at < 0 ? players.front() : players[(at + 1) % players.size()];
  }
  return players.front();
}

bool LiveTable::confirm(int card) {
  auto* c = find(card);
  if (!c) return false;
  const QString player = c->player.empty() ? defaultPlayer() : QString::fromStdString(c->player);
  const RollOutcome outcome = controller_.recordRoll(player, c->dice_document());
  if (!outcome.accepted) {
    c->refused = true;
    c->verdict = tr("Refused, nothing recorded: %1").arg(outcome.reasons.join("; ")).toStdString();
    setMessage(QString::fromStdString(c->verdict));
    emit cardsChanged();
    return false;
  }
  setMessage(tr("Recorded for %1: %2").arg(player, outcome.summary));
  cards_.erase(cards_.begin() + (c - cards_.data()));
  emit cardsChanged();
  return true;
}

bool LiveTable::discard(int card) {
  auto* c = find(card);
  if (!c) return false;
  cards_.erase(cards_.begin() + (c - cards_.data()));
  emit cardsChanged();
  return true;
}

void LiveTable::setMessage(const QString& text) {
  message_ = text;
  emit messageChanged();
}

}  // namespace scriptorium::app
