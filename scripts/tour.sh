#!/usr/bin/env bash
# The README's tour, run for real: every command it shows (the backdated check-ins that
# made the week included), on a fresh database with the clock fixed, printed as
# "$ command" and its output ("(exit N)" after a failure).
#
#   bash scripts/tour.sh [BIN_DIR]            # print the tour (BIN_DIR default .build/debug)
#   bash scripts/tour.sh [BIN_DIR] --update   # write it into README.md between the tour markers
#
# A test (TourTests) runs it and compares with the README, so an output change fails until
# the README follows.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(cd "${1:-.build/debug}" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HABITD_DB=$tmp/habits.sqlite HABITD_NOW=2026-11-19T18:30:00Z TZ=Europe/Berlin NO_COLOR=1 LANG=C.UTF-8 \
       HOME=$tmp XDG_RUNTIME_DIR=$tmp XDG_CONFIG_HOME=$tmp/config PATH="$bin:$PATH"
unset HABITD_CONTROL LANGUAGE LC_ALL LC_MESSAGES

commands=(
  'habitctl add "Drink water" --plain --times 3 --remind 09:00 --remind 13:00 --remind 17:00 --start 2026-11-16'
  'habitctl add Gym --weekly 3 --remind 18:00 --remind-days mon,wed,fri --category Fitness --start 2026-11-16'
  'habitctl add --preset read-a-book --start 2026-11-16'
  'habitctl add "No sugar" --quit --icon 🍬 --start 2026-11-16'
  'habitctl add "日本語の勉強" --days weekdays --start 2026-11-16'
  'habitctl add Piano --goal 150 --unit minutes --per week --window evening --icon 🎹 --start 2026-11-16'
  'for d in 16 17 18; do habitctl done "Drink water" --date 2026-11-$d --count 3; done'
  'habitctl done Gym --date 2026-11-16; habitctl done Gym --date 2026-11-18'
  'habitctl done "Read a book" --date 2026-11-17'
  'for d in 16 17 18; do habitctl done "No sugar" --date 2026-11-$d; habitctl done 日本語の勉強 --date 2026-11-$d; done'
  'habitctl done "drink water"'
  'habitctl done "Read a book" --value 12 --note "two chapters"'
  'habitctl done Piano --value 45 --date 2026-11-17; habitctl done Piano --value 30'
  'habitctl pin "Drink water"'
  'habitctl'
  'habitctl list --due --json | jq -c ".[] | {name, done_today, week_done, week_target, current_streak}"'
  'habitctl stats "Read a book" --last 1w --chart line'
  'habitctl done Gym --date 2026-11-18'
  'habitctl done Gym --date 2026-11-20'
  'habitctl add gym'
  'habitctl config set quiet-hours 22:00-07:00'
  'habitctl fail 日本語の勉強 --note "too tired"'
  'habitctl pause Gym --from 2026-11-20 --to 2026-11-22 --note "away"'
  'habitctl add --plain Stretch --start 2026-11-16; habitctl add --plain Meditate --start 2026-11-16'
  'habitctl add Morning --routine Stretch,Meditate --remind 07:30 --category Health --start 2026-11-16'
  'habitctl done Stretch'
  'habitctl list --category Health'
  'habitctl done Morning'
)

tour() {
  for cmd in "${commands[@]}"; do
    printf '$ %s\n' "$cmd"
    set +e
    out=$(bash -c "$cmd" 2>&1)
    rc=$?
    set -e
    [ -z "$out" ] || printf '%s\n' "$out"
    [ "$rc" -eq 0 ] || printf '(exit %s)\n' "$rc"
  done | sed 's/[[:space:]]*$//'
}

if [ "${2:-}" = "--update" ]; then
  tour > "$tmp/tour.txt"
  python3 - "$tmp/tour.txt" <<'PY'
import re, sys
tour = open(sys.argv[1], encoding="utf-8").read()
readme = open("README.md", encoding="utf-8").read()
block = "<!-- tour:begin -->\n```text\n" + tour + "```\n<!-- tour:end -->"
new, n = re.subn(r"<!-- tour:begin -->.*?<!-- tour:end -->", lambda m: block, readme, flags=re.S)
if n != 1:
    sys.exit("tour.sh: README.md has no <!-- tour:begin --> ... <!-- tour:end --> block")
open("README.md", "w", encoding="utf-8").write(new)
print("README.md: tour updated", file=sys.stderr)
PY
else
  tour
fi
