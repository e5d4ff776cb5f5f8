#!/usr/bin/env python3
"""Benchmark for issue 2: `habitctl list` and `habitctl show` on 50 habits with a year of
completions, beside sqlite3 running the equivalent queries; and the database's size.

Prints median wall times over repeated runs (each run is a whole process, as a user
would start it). Usage: scripts/bench-cli.py [path/to/habitctl] [runs]
"""
import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import SCHEDULES, instructions, median_ms  # noqa: E402

HABITCTL = sys.argv[1] if len(sys.argv) > 1 else ".build/release/habitctl"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 41
TODAY = datetime.datetime.now(datetime.timezone.utc).date()


def backup():
    """An export with 50 habits, each completed every day of the past year."""
    habits = []
    start = TODAY - datetime.timedelta(days=364)
    for i in range(50):
        completions = []
        for d in range(365):
            day = start + datetime.timedelta(days=d)
            completions.append({"date": day.isoformat(), "count": 1, "source": "cli",
                                "recorded_at": f"{day.isoformat()}T19:{i % 60:02d}:00.000Z"})
        habits.append({
            "habit": {"name": f"Habit {i:02d}", "color": "sky", "kind": "build", "schedule": SCHEDULES[i % 5],
                      "times_per_day": 1, "reminders": [{"time": "08:00"}, {"time": "20:30"}],
                      "start_date": start.isoformat(), "archived": False, "pinned": i < 3,
                      "created_at": f"{start.isoformat()}T08:00:00.000Z"},
            "completions": completions, "skips": []})
    return {"format": "habitd-export", "version": 1, "settings": {}, "categories": [], "habits": habits}


def main():
    tmp = tempfile.mkdtemp(prefix="habitd-bench-")
    db = os.path.join(tmp, "habits.sqlite")
    env = dict(os.environ, HABITD_DB=db, TZ="UTC", LANG="C.UTF-8")
    env.pop("HABITD_NOW", None)
    src = os.path.join(tmp, "backup.json")
    with open(src, "w") as f:
        json.dump(backup(), f)
    subprocess.run([HABITCTL, "import", src], env=env, check=True, stdout=subprocess.DEVNULL)
    size = os.path.getsize(db)
    rows = subprocess.run(["sqlite3", db, "SELECT COUNT(*) FROM completion"], capture_output=True, text=True).stdout.strip()

    # What `list` reads: habits, reminders, categories, settings, and ~6 weeks of log.
    week = TODAY - datetime.timedelta(days=TODAY.weekday())
    lo = min(week, TODAY.replace(day=1)).isoformat()
    hi = max(week + datetime.timedelta(days=6), (TODAY.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)).isoformat()
    list_sql = f"""
        SELECT h.*, (SELECT group_concat(time) FROM reminder r WHERE r.habit_id = h.id)
          FROM habit h WHERE archived = 0 ORDER BY pinned DESC, id;
        SELECT * FROM category; SELECT key, value FROM setting;
        SELECT habit_id, date, count, value FROM completion WHERE habit_id IN (SELECT id FROM habit) AND date BETWEEN '{lo}' AND '{hi}';
        SELECT habit_id, date FROM skip WHERE date BETWEEN '{lo}' AND '{hi}';"""
    # What `show` reads: one habit, its reminders, 26 weeks of its log.
    first = (week - datetime.timedelta(weeks=25)).isoformat()
    show_sql = f"""
        SELECT * FROM habit WHERE name_key = 'habit 07';
        SELECT time, days FROM reminder WHERE habit_id = (SELECT id FROM habit WHERE name_key = 'habit 07');
        SELECT date, count, value FROM completion WHERE habit_id = (SELECT id FROM habit WHERE name_key = 'habit 07')
          AND date BETWEEN '{first}' AND '{TODAY.isoformat()}';
        SELECT date FROM skip WHERE habit_id = (SELECT id FROM habit WHERE name_key = 'habit 07');"""

    results = [
        ("habitctl list", median_ms([HABITCTL, "list"], env, RUNS)),
        ("sqlite3 (list's queries)", median_ms(["sqlite3", db, list_sql], env, RUNS)),
        ("habitctl show", median_ms([HABITCTL, "show", "Habit 07"], env, RUNS)),
        ("sqlite3 (show's queries)", median_ms(["sqlite3", db, show_sql], env, RUNS)),
        ("habitctl --version (process start only)", median_ms([HABITCTL, "--version"], env, RUNS)),
    ]
    print(f"habitctl: {HABITCTL}; {RUNS} runs each; 50 habits, {rows} completions")
    for name, ms in results:
        print(f"  {name:42s} median {ms:6.1f} ms")
    if shutil.which("valgrind"):
        print("  instructions (callgrind, one run each):")
        for name, cmd in [("habitctl list", [HABITCTL, "list"]), ("sqlite3 (list's queries)", ["sqlite3", db, list_sql]),
                          ("habitctl show", [HABITCTL, "show", "Habit 07"]), ("sqlite3 (show's queries)", ["sqlite3", db, show_sql]),
                          ("habitctl --version", [HABITCTL, "--version"])]:
            n = instructions(cmd, env)
            print(f"    {name:40s} {n / 1e6:6.1f} M" if n else f"    {name:40s} n/a")
    lst, lsq, shw, ssq = (r[1] for r in results[:4])
    print(f"  list: {lst / lsq:.2f}x sqlite3 (target <= 2x, < 30 ms)")
    print(f"  show: {shw / ssq:.2f}x sqlite3 (target <= 2x, < 30 ms)")
    print(f"  database size: {size} bytes ({size / 1024:.0f} KiB; target < 1 MB)")
    subprocess.run(["rm", "-rf", tmp])


if __name__ == "__main__":
    main()
