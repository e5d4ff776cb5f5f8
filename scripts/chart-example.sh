#!/usr/bin/env bash
# Makes docs/stats.svg, docs/rules.md's example of `habitctl stats --svg`: a Read habit with
# twelve weeks of pages (the same every run: fixed clock, fixed amounts), drawn as a line.
#   bash scripts/chart-example.sh [.build/debug]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(cd "${1:-.build/debug}" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export HABITD_DB="$dir/habits.sqlite" HABITD_NOW=2026-11-19T18:30:00Z TZ=UTC XDG_RUNTIME_DIR="$dir" XDG_CONFIG_HOME="$dir/config"
"$bin/habitctl" add Read --plain --icon 📚 --color sky --goal 20 --unit pages --start 2026-08-24 >/dev/null
pages=(12 25 30 0 22 18 40 25 0 21 33 27 20 0 26 24 31 0 22 28 35 20 21 0 30 27 22 25 20 0 33 41 20 22 25 26)
day=0
for n in "${pages[@]}"; do
  date=$(date -u -d "2026-08-24 + $((day * 2)) days" +%F)
  [ "$n" = 0 ] || "$bin/habitctl" done Read --date "$date" --value "$n" >/dev/null
  day=$((day + 1))
done
"$bin/habitctl" stats Read --from 2026-08-24 --chart line --svg docs/stats.svg >/dev/null
echo "docs/stats.svg written"
