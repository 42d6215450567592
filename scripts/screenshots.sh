#!/usr/bin/env bash
# The README's pictures of the app (docs/images/app-*.png), taken offscreen on the demo database
# and the bundled table recording. Needs a built app: bash scripts/build.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SCRIPTORIUM_BUILD_DIR:-$root/build}"
app="$build/companion/app/scriptorium-app"
[ -x "$app" ] || { echo "error: $app not built (bash scripts/build.sh)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
db="$work/demo.db"
bash "$root/scripts/demo.sh" --seed-only "$db"
out="$root/docs/images"
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
shot() {  # shot NAME [APP OPTIONS...]
  local name="$1"
  shift
  "$app" --db "$db" "$@" --screenshot "$out/$name.png" 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  echo "wrote docs/images/$name.png"
}
shot app-game-list --lang en
shot app-session --lang en --open-session 3
# The demo recording's first roll comes to rest about 4 s in: its card is up by 7 s. Rattus 5, a
# game of pip dice (an ERA session would read its taught icon dice, which the demo has none of).
shot app-live-roll --lang en --open-session 5 --screenshot-delay 7000
shot app-game-list-es --lang es
# Each game's own screen, on the seeded sessions: ERA 1 and 3 (scored), Medioevo 2, Discordia 4,
# Rattus 5, Feudum 6.
shot app-era-build --lang en --open-session 1 --open-page build
# ERA 1's first round: each player's roll at the table (a new game's Keep rolls one gray die)
# is what the round screen resolves.
for roll in Ana:N5 Bruno:N1 Carla:N5; do
  printf '{"dice": [{"kind": "era", "value": "%s"}]}\n' "${roll#*:}" > "$work/roll.json"
  "$build/companion/cli/scriptorium" --db "$db" session roll 1 --player "${roll%%:*}" --dice "$work/roll.json" >/dev/null
done
shot app-era-round --lang en --open-session 1 --open-page round
shot app-era-scoring --lang en --open-session 3 --open-page scoring
shot app-battle --lang en --open-session 2 --open-page battle
shot app-year-end --lang en --open-session 4 --open-page year-end
shot app-rattus-scoring --lang en --open-session 5 --open-page scoring
shot app-feudum-scoring --lang en --open-session 6 --open-page scoring
