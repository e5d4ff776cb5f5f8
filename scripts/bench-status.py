#!/usr/bin/env python3
"""`habitctl status --follow`, as a bar runs it, on the real clock:

  1. idle wakeups: 100 habits with reminders hours ahead, SECONDS idle: context switches of
     every thread of the follower (voluntary + involuntary, /proc/PID/task/*/status);
  2. a write by another process -> the new line on the pipe: from `habitctl done` exiting to
     the line arriving, over CHANGES writes;
  3. the follower's CPU per change (schedstat of every thread, nanoseconds).

    swift build -c release && python3 scripts/bench-status.py .build/release [SECONDS] [CHANGES]
"""
import datetime
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(__file__))
from benchlib import SCHEDULES, cpu_seconds, switches  # noqa: E402

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release"
SECONDS = int(sys.argv[2]) if len(sys.argv) > 2 else 60
CHANGES = int(sys.argv[3]) if len(sys.argv) > 3 else 20
HABITCTL = os.path.join(BIN, "habitctl")


def backup(habits, reminder):
    """`habits` habits, all with one reminder at `reminder` (HH:MM, UTC), a week of history."""
    today = datetime.datetime.now(datetime.timezone.utc).date()
    start = today - datetime.timedelta(days=7)
    out = []
    for i in range(habits):
        completions = [{"date": (start + datetime.timedelta(days=d)).isoformat(), "count": 1, "source": "cli",
                        "recorded_at": f"{start.isoformat()}T19:00:00.000Z"} for d in range(7) if (d + i) % 3]
        out.append({"habit": {"name": f"Habit {i:03d}", "color": "sky", "kind": "build",
                              "schedule": SCHEDULES[i % len(SCHEDULES)], "times_per_day": 1,
                              "reminders": [{"time": reminder}], "start_date": start.isoformat(), "archived": False,
                              "pinned": False, "created_at": f"{start.isoformat()}T08:00:00.000Z"},
                    "completions": completions, "skips": []})
    return {"format": "habitd-export", "version": 1, "settings": {}, "categories": [], "habits": out}


def main():
    now = datetime.datetime.now(datetime.timezone.utc)
    midnight = datetime.datetime.combine(now.date() + datetime.timedelta(days=1), datetime.time(), datetime.timezone.utc)
    if (midnight - now).total_seconds() < SECONDS + 120:
        sys.exit("too close to midnight UTC (the day boundary would wake the follower): run again after it")
    # Reminders after the measurement, before midnight: nothing the clock brings in between.
    reminder = (now + datetime.timedelta(seconds=SECONDS + 90)).strftime("%H:%M")
    tmp = tempfile.mkdtemp(prefix="habitd-status-")
    env = dict(os.environ, HABITD_DB=os.path.join(tmp, "habits.sqlite"), TZ="UTC", LANG="C.UTF-8",
               XDG_RUNTIME_DIR=tmp, XDG_CONFIG_HOME=os.path.join(tmp, "config"))
    env.pop("HABITD_NOW", None)
    follower = None
    try:
        src = os.path.join(tmp, "habits.json")
        with open(src, "w") as f:
            json.dump(backup(100, reminder), f)
        subprocess.run([HABITCTL, "import", src], env=env, check=True, stdout=subprocess.DEVNULL)

        follower = subprocess.Popen([HABITCTL, "status", "--follow", "--format", "waybar"], env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        lines, arrived = [], threading.Condition()

        def read():
            for raw in follower.stdout:
                with arrived:
                    lines.append((time.perf_counter(), raw.decode().rstrip("\n")))
                    arrived.notify_all()
        threading.Thread(target=read, daemon=True).start()

        def wait_for(count, timeout=10):
            with arrived:
                if not arrived.wait_for(lambda: len(lines) >= count, timeout):
                    sys.exit(f"no line {count} from the follower")
                return lines[count - 1]

        wait_for(1)
        time.sleep(2)
        before, threads = switches(follower.pid)
        time.sleep(SECONDS)
        after, _ = switches(follower.pid)

        latencies = []
        cpu_before = cpu_seconds(follower.pid)
        for i in range(CHANGES):
            count = len(lines)
            subprocess.run([HABITCTL, "undo" if i % 2 else "done", "Habit 000"], env=env, check=True,
                           stdout=subprocess.DEVNULL)
            done_at = time.perf_counter()
            at, _ = wait_for(count + 1)
            latencies.append((at - done_at) * 1000)
            time.sleep(0.3)
        cpu = (cpu_seconds(follower.pid) - cpu_before) / CHANGES * 1000
        latencies.sort()

        print(f"habitctl status --follow, {datetime.date.today()}, {os.uname().nodename}, {os.cpu_count()} CPUs; "
              f"release build {BIN}; 100 habits, reminders at {reminder} UTC")
        print(f"idle: {after - before} context switches in {SECONDS} s ({threads} thread{'s' if threads > 1 else ''})")
        print(f"write -> new line: median {statistics.median(latencies):.1f} ms, max {latencies[-1]:.1f} ms "
              f"({CHANGES} done/undo by another process; 30 ms of it is the settle time)")
        print(f"CPU per change: {cpu:.2f} ms")
    finally:
        if follower:
            follower.terminate()
            follower.wait(timeout=10)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
