#!/usr/bin/env bash
# Chooses BareTableOptions::min_correlation (docs/accuracy.md, "The bare table's photo"): renders
# the tuning folders with their bare tables into DIR, then reads each without a bare table and with
# it at each candidate bar. Prints reports (detections) and reports on a die (matched) per folder.
#   bash tools/dice/tune_bare_table.sh DIR [BUILD_DIR]
set -euo pipefail
out="${1:?usage: tune_bare_table.sh DIR [BUILD_DIR]}"
build="${2:-build}"
dump="$build/tests/vision/vision_scene_dump"
cli="$build/companion/cli/scriptorium"
"$dump" "$out/printed" 372000 60 640 640 --printed-tables 1 --bare-tables 0.15
"$dump" "$out/speckled" 370000 60 640 640 --speckled-tables 1 --bare-tables 0.15
"$dump" "$out/plain" 370000 60 640 640 --bare-tables 0.15
"$dump" "$out/numeral-speckled" 371000 30 640 640 --solids d4,d6,d8 --speckled-tables 1 --bare-tables 0.15
for bar in none 0.7 0.75 0.8 0.85 0.9; do
  for folder in printed speckled plain numeral-speckled; do
    set_flag=(); [ "$folder" = numeral-speckled ] && set_flag=(--set medioevo)
    bare=(); [ "$bar" != none ] && bare=(--bare-tables --bare-correlation "$bar")
    "$cli" dice eval "$out/$folder" "${set_flag[@]}" "${bare[@]}" --json |
      python3 -c "import json, sys; j = json.load(sys.stdin); print('$bar', '$folder', j['detections'], j['matched'], j['truth'])"
  done
done
