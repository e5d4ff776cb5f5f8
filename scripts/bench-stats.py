#!/usr/bin/env python3
"""Benchmark for issue 5: `habitctl stats` over 50 habits with 5 years of completions
(every schedule kind; done on about 4 days in 5, with some skips), target under 50 ms.

Prints the median wall time over repeated runs of whole processes, for all habits over
the default 30 days, all habits over a year, and one habit over 5 years; and callgrind's
instruction count for the first, which is steady where wall time on a shared machine is not.
Usage: scripts/bench-stats.py [path/to/habitctl] [runs]
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
    habits = []
    start = TODAY - datetime.timedelta(days=5 * 365)
    for i in range(50):
        completions, skips = [], []
        for d in range(5 * 365 + 1):
            day = start + datetime.timedelta(days=d)
            if (d * 7 + i) % 5 == 0:
                if (d + i) % 31 == 0:
                    skips.append({"date": day.isoformat(), "recorded_at": f"{day.isoformat()}T19:00:00.000Z"})
                continue
            completions.append({"date": day.isoformat(), "count": 1, "source": "cli",
                                "recorded_at": f"{day.isoformat()}T19:{i % 60:02d}:00.000Z"})
        habits.append({
            "habit": {"name": f"Habit {i:02d}", "color": "sky", "kind": "build", "schedule": SCHEDULES[i % 5],
                      "times_per_day": 1, "reminders": [{"time": "08:00"}], "start_date": start.isoformat(),
                      "archived": False, "pinned": False, "created_at": f"{start.isoformat()}T08:00:00.000Z"},
            "completions": completions, "skips": skips})
    return {"format": "habitd-export", "version": 1, "settings": {}, "categories": [], "habits": habits}


def main():
    tmp = tempfile.mkdtemp(prefix="habitd-bench-stats-")
    try:
        db = os.path.join(tmp, "habits.sqlite")
        env = dict(os.environ, HABITD_DB=db, TZ="UTC", LANG="C.UTF-8")
        env.pop("HABITD_NOW", None)
        src = os.path.join(tmp, "backup.json")
        with open(src, "w") as f:
            json.dump(backup(), f)
        subprocess.run([HABITCTL, "import", src], env=env, check=True, stdout=subprocess.DEVNULL)
        rows = subprocess.run(["sqlite3", db, "SELECT COUNT(*) FROM completion"], capture_output=True, text=True).stdout.strip()
        print(f"habitctl stats: 50 habits, 5 years, {rows} completions; median of {RUNS} runs (target < 50 ms)")
        for label, args in [("stats (all, last 30 days)", ["stats"]), ("stats --last 1y (all)", ["stats", "--last", "1y"]),
                            ("stats --json (all)", ["stats", "--json"]), ("stats 'Habit 00' --last 5y", ["stats", "Habit 00", "--last", "5y"]),
                            ("--version (process floor)", ["--version"])]:
            print(f"  {label:32} {median_ms([HABITCTL] + args, env, RUNS):7.1f} ms")
        n = instructions([HABITCTL, "stats"], env)
        if n:
            print(f"  instructions, stats (all):       {n / 1e6:.1f} M")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
