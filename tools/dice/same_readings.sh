#!/usr/bin/env bash
# Whether two builds read the same: every image of each folder read by both CLIs (`dice read
# --json`, ARGS after `--` passed to both), compared with `elapsed_ms` left out. For changes meant
# to be faster and nothing else.
#   tools/dice/same_readings.sh OLD_CLI NEW_CLI DIR... [-- ARGS...]
set -euo pipefail
old="$1" new="$2"
shift 2
dirs=()
while [[ $# -gt 0 && "$1" != "--" ]]; do dirs+=("$1"); shift; done
[[ $# -gt 0 ]] && shift
strip='import json, sys
for line in sys.stdin:
    d = json.loads(line)
    d.pop("elapsed_ms", None)
    print(json.dumps(d, sort_keys=True))'
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0
for dir in "${dirs[@]}"; do
  mapfile -t images < <(find "$dir" -maxdepth 1 \( -name '*.png' -o -name '*.jpg' \) | sort)
  "$old" dice read "${images[@]}" --json "$@" | python3 -c "$strip" >"$scratch/old"
  "$new" dice read "${images[@]}" --json "$@" | python3 -c "$strip" >"$scratch/new"
  dice=$(grep -o '"value"' "$scratch/new" | wc -l)
  if cmp -s "$scratch/old" "$scratch/new"; then
    echo "$dir: the same (${#images[@]} images, $dice dice)"
  else
    echo "$dir: DIFFERENT"
    diff "$scratch/old" "$scratch/new" | head -4
    status=1
  fi
done
exit $status
