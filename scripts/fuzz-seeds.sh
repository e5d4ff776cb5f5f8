#!/usr/bin/env bash
# Writes the fuzzers' seed corpora into Tests/fuzz/corpus/TARGET/: real files of each kind,
# made by the real programs (habitctl's export, a sync folder's segment and snapshot, Loop
# backups built as Loop builds them, the example config, zone files) and a few by hand.
# Run once after a format changes; the corpora are committed.
#
#   swift build && bash scripts/fuzz-seeds.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
out=Tests/fuzz/corpus
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rm -rf "$out"
mkdir -p "$out"/{loop-csv,loop-db,harsh,json-import,sync-segment,sync-snapshot,config,tzif,fields,control,http}

python3 Tests/fixtures/loop_fixtures.py "$tmp/loop" > /dev/null
cp "$tmp/loop/loop-csv.zip" "$out/loop-csv/export.zip"
cp "$tmp/loop/loop-v9.db" "$tmp/loop/loop-v25.db" "$tmp/loop/no-repetitions.db" "$out/loop-db/"

printf '# mine\n! Dailies\nMeditated: 1\n! Weeklies\nGym: 3/7\nCalled Mom: 1w\n! Tracking\nCoffee cups: 0\n\0%s' \
  "$(printf '2026-11-01 : Meditated : y\n2026-11-01 : Gym : y : legs day : 45\n2026-11-02 : Gym : s : sick\n2026-11-03 : Coffee cups : y : : 3\n2026-11-04 : Gone : y\n')" \
  > "$out/harsh/habits-and-log"

# habitctl's own export, and the files of a sync folder, from a small real store.
export HABITD_NOW=2026-11-19T18:30:00Z TZ=UTC XDG_STATE_HOME="$tmp/state" XDG_RUNTIME_DIR="$tmp/run"
mkdir -p "$tmp/run" && chmod 700 "$tmp/run"
db="$tmp/habits.sqlite"
ctl() { "$bin/habitctl" --db "$db" "$@" > /dev/null 2> "$tmp/err" || { cat "$tmp/err" >&2; return 1; }; }
ctl add Read --goal 20 --unit pages --remind 21:00 --start 2026-11-01
ctl add Stretch --plain --days mon,wed,fri --category Health --new-category --start 2026-11-01
ctl add "No sugar" --quit --start 2026-11-01
ctl done Read --value 12 --note "chapter 3" --mood good
ctl done Stretch --date 2026-11-18
ctl skip Stretch --date 2026-11-16
"$bin/habitctl" --db "$db" export > "$out/json-import/export.json"
mkdir -p "$tmp/sync" && ctl sync setup "$tmp/sync"
ctl done "No sugar"
find "$tmp/sync" -name '*.ops' | head -2 | while read -r f; do cp "$f" "$out/sync-segment/"; done
ctl sync compact
find "$tmp/sync" -name '*.snap' | head -1 | while read -r f; do cp "$f" "$out/sync-snapshot/"; done
ctl done Read --value 3
find "$tmp/sync" -name '*.ops' | head -2 | while read -r f; do cp "$f" "$out/sync-segment/$(basename "$f").2"; done

cp config/habitd.toml "$out/config/habitd.toml"
printf '[web]\nlisten = "0.0.0.0:8738"\nallow_plain_http = true\n[reminders]\nquiet_hours = "22:00-07:00"\n' > "$out/config/web.toml"

for z in UTC Europe/Berlin America/New_York Australia/Lord_Howe Asia/Kolkata; do
  cp "/usr/share/zoneinfo/$z" "$out/tzif/$(echo "$z" | tr / -)"
done
printf 'CET-1CEST,M3.5.0,M10.5.0/3' > "$out/tzif/posix-cet"
printf '<+1030>-10:30<+11>-11,M10.1.0,M4.1.0' > "$out/tzif/posix-lord-howe"

printf '07:30\n24:00\n22:00-07:00\n06:00-09:00\nmon,wed,fri\nweekdays\nkm\nfl oz\nweek\n10d\n2,5\n1e3\n#4ecdc4\ncoral\ngreat\n2026-11-19T18:30:00Z\n2026-02-29\n12w\n6m\nquiet-hours=22:00-07:00\nunits=us\nStretch {name} {streak}\nEurope/Berlin\nDrink water\n' \
  > "$out/fields/typical"
printf '{"command":"status"}' > "$out/control/status"
printf '{"command":"reload"}' > "$out/control/reload"
printf '{"ok":true,"status":{"pid":1,"version":"1","started_at":"x","uptime_seconds":3,"database":"d","config":null}}' > "$out/control/reply"

printf 'GET /api/v1/board\n\n' > "$out/http/board"
printf 'POST /api/v1/habits\nContent-Type: application/json\n\n{"name": "Gym", "weekly": 3, "remind": "18:00", "category": "Sport", "new_category": true}' > "$out/http/add"
printf 'PATCH /api/v1/habits/Read\nContent-Type: application/json\n\n{"goal": "20", "unit": "pages", "yes": true}' > "$out/http/edit"
printf 'POST /api/v1/habits/Read/done\nContent-Type: application/json\n\n{"date": "2026-11-18", "value": 2.5, "note": "hi", "mood": "good"}' > "$out/http/done"
printf 'PUT /api/v1/settings/quiet-hours\nContent-Type: application/json\n\n{"value": "22:00-07:00"}' > "$out/http/setting"
printf 'GET /stats?last=30d&habit=1\n\n' > "$out/http/stats-page"
printf 'POST /add\nContent-Type: application/x-www-form-urlencoded\nOrigin: http://127.0.0.1:8738\n\nname=Swim&schedule=weekly&schedule_value=3&remind=07%%3A30&color_custom=%%23205080' > "$out/http/add-form"
printf 'POST /import\nContent-Type: multipart/form-data; boundary=XyZ\nOrigin: http://127.0.0.1:8738\n\n--XyZ\r\nContent-Disposition: form-data; name="kind"\r\n\r\nharsh\r\n--XyZ\r\nContent-Disposition: form-data; name="file"; filename="habits"\r\n\r\n! A\nRead: 1\n\r\n--XyZ--\r\n' > "$out/http/import-form"
cat "$out/json-import/export.json" | { printf 'POST /api/v1/import?dry_run=true\nContent-Type: application/json\n\n'; cat; } > "$out/http/import-api"
echo "wrote $(find "$out" -type f | wc -l) seeds into $out"
