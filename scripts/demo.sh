#!/usr/bin/env bash
# The CLI demo on the bundled demo/ files: what Scriptorium computes, step by step.
#   demo.sh                 run the demo in the terminal
#   demo.sh --seed-only DB  only fill DB with demo sessions (for the app)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SCRIPTORIUM_BUILD_DIR:-$root/build}"
cli="$build/companion/cli/scriptorium"
demo="$root/demo"
workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT

# demo/era-game.json as a session move: {"type": "score", ...the game-end state}.
scoring() {
  sed '0,/{/s//{"type": "score", /' "$demo/era-game.json" > "$1"
}

seed() {
  local db="$1"
  mkdir -p "$(dirname "$db")"
  if [ ! -s "$db" ]; then
    "$cli" --db "$db" session new --game era --players "Ana,Bruno,Carla" >/dev/null
    "$cli" --db "$db" session new --game medioevo --players "Blue,Red" >/dev/null
    printf '{"dice": [{"kind": "d4", "value": 3}, {"kind": "d6", "value": 5}, {"kind": "d8", "value": 5}]}\n' > "$workdir/r.json"
    "$cli" --db "$db" session roll 2 --player Blue --dice "$workdir/r.json" >/dev/null
    # A finished ERA game: the final scoring of demo/era-game.json fills the score sheet.
    "$cli" --db "$db" session new --game era --players "Carla,Rocio,Tomas,Pedro" >/dev/null
    scoring "$workdir/score.json"
    "$cli" --db "$db" session move 3 --player Carla "$workdir/score.json" >/dev/null
    # Games whose own screens (year end, final and epoch scoring) are entered in the app.
    "$cli" --db "$db" session new --game discordia --players "Ana,Bruno" >/dev/null
    "$cli" --db "$db" session new --game rattus --players "Ana,Bruno,Carla" >/dev/null
    "$cli" --db "$db" session new --game feudum --players "Ana,Bruno" >/dev/null
  fi
}

if [ "${1:-}" = "--seed-only" ]; then
  seed "$2"
  exit 0
fi

bold="" plain=""
if [ -t 1 ]; then bold=$'\033[1m' plain=$'\033[0m'; fi
step() {
  [ -n "$1" ] && printf '\n%s== %s%s\n' "$bold" "$1" "$plain"
  printf '$ scriptorium %s\n' "${*:2}"
  "$cli" "${@:2}"
}

echo "Scriptorium $("$cli" --version | cut -d' ' -f2): demo on the bundled files in demo/ (no camera attached)"
export SCRIPTORIUM_DB="$workdir/demo.db"  # the demo never touches the user's own sessions
export XDG_DATA_HOME="$workdir"            # nor their profiles
step "Read the dice in a photo" dice read "$demo/dice-colours.jpg"
step "Follow a recorded table: one event per roll" \
  watch --source "frames:$demo/table-demo/frames" --fps 15 --reader pips
step "ERA: the end-of-game score sheet" era score "$demo/era-game.json"
step "Medioevo Universale: exact odds of a battle" medioevo odds "$demo/medioevo-battle.json"
step "Discordia: infrastructure scarcity at year end" discordia scarcity "$demo/discordia-city.json"
step "Rattus Cartus: final scoring and the plague check" rattus score "$demo/rattus-end.json"
step "Feudum: a Conquer attack" feudum combat "$demo/feudum-combat.json"
step "Keep a session: start it, record a roll, show it" session new --game medioevo --players "Ana,Bruno"
printf '{"dice": [{"kind": "d4", "value": 3}, {"kind": "d6", "value": 5}, {"kind": "d8", "value": 5}]}\n' > "$workdir/battle-roll.json"
step "" session roll 1 --player Ana --dice "$workdir/battle-roll.json"
step "" session show 1
step "The score sheet that keeps itself: record ERA's final scoring in a session" \
  session new --game era --players "Carla,Rocio,Tomas,Pedro"
scoring "$workdir/score.json"
step "" session move 2 --player Carla "$workdir/score.json"
step "" session show 2
echo
echo "Demo finished."
