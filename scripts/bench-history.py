#!/usr/bin/env python3
"""Years of history (issue 12): does a command cost the same on day 1,826 as on day 30?

Builds two fixture databases with `habitctl import` (200 habits, every schedule kind and
some quit habits, deterministic seed 12): one with 30 days of history, one with 5 years
(done on about 4 days in 5, some skips). Then measures, on a release build with the page
cache warm (every command is run once before timing):

  - list, stats --last 30d, show, next: median wall time of RUNS whole processes on each
    fixture, the two fixtures' runs interleaved (so both see the same load), the 5 y / 30 d
    ratio of the medians and the median of the pairs' ratios, and instructions (callgrind);
    list at 5 y against the process floor (--version), interleaved too;
  - habitd start on the 5-year fixture: exec to READY=1 on $NOTIFY_SOCKET, first start on
    a fresh copy (it records what is already live, silently) and restart;
  - habitd CPU per single-habit change: CPU time of all habitd's threads (schedstat,
    nanoseconds) across CHANGES `habitctl done`/`undo` of one habit, each given time to be
    re-planned, divided by CHANGES; the median of 5 such runs;
  - import of the 5-year fixture (about 290,000 completions) into an empty database:
    wall time and peak RSS (GNU time);
  - database size, 50 habits x 1 year, derived state included.

    swift build -c release && python3 scripts/bench-history.py [.build/release] [RUNS]

Needs valgrind (instruction counts) and GNU time (`apt-get install valgrind time`).
"""
import datetime
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import cpu_seconds, instructions, median_ms  # noqa: E402

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 15
CHANGES = 40
HABITCTL = os.path.join(BIN, "habitctl")
HABITD = os.path.join(BIN, "habitd")
TODAY = datetime.date(2026, 11, 23)
NOW = "2026-11-23T17:00:00Z"
SCHEDULES = [{"kind": "daily"}, {"kind": "days", "value": 31}, {"kind": "every", "value": 2},
             {"kind": "weekly", "value": 3}, {"kind": "monthly", "value": 8}, {"kind": "daily"}]


def backup(habits, days, seed=12):
    rng = random.Random(seed)
    start = TODAY - datetime.timedelta(days=days - 1)
    out = []
    for i in range(habits):
        quit_habit = i % 10 == 9
        completions, skips = [], []
        for d in range(days):
            day = (start + datetime.timedelta(days=d)).isoformat()
            r = rng.random()
            if r < 0.8:
                completions.append({"date": day, "count": 1, "source": "cli", "recorded_at": f"{day}T19:00:00.000Z"})
            elif r < 0.83:
                skips.append({"date": day, "recorded_at": f"{day}T19:00:00.000Z"})
        habit = {"name": f"Habit {i:03d}", "color": "sky", "kind": "quit" if quit_habit else "build",
                 "schedule": {"kind": "daily"} if quit_habit else SCHEDULES[i % len(SCHEDULES)],
                 "times_per_day": 1, "reminders": [{"time": "08:00"}, {"time": "20:30"}],
                 "start_date": start.isoformat(), "archived": False, "pinned": i < 3,
                 "created_at": f"{start.isoformat()}T08:00:00.000Z"}
        out.append({"habit": habit, "completions": completions, "skips": skips})
    return {"format": "habitd-export", "version": 1, "settings": {}, "categories": [], "habits": out}


def env_for(db, tmp):
    env = dict(os.environ, HABITD_DB=db, TZ="UTC", LANG="C.UTF-8", HABITD_NOW=NOW,
               XDG_RUNTIME_DIR=tmp, XDG_CONFIG_HOME=os.path.join(tmp, "config"))
    return env


def make_db(tmp, name, data):
    src = os.path.join(tmp, name + ".json")
    with open(src, "w") as f:
        json.dump(data, f)
    db = os.path.join(tmp, name + ".sqlite")
    # Peak RSS through GNU time: a child of this Python process would count the pages it
    # shared with it before exec (the fixture is big) in its own ru_maxrss.
    rss_file = os.path.join(tmp, name + ".rss")
    t0 = time.perf_counter()
    r = subprocess.run(["/usr/bin/time", "-o", rss_file, "-f", "%M", HABITCTL, "import", src], env=env_for(db, tmp),
                       stdout=subprocess.DEVNULL)
    elapsed = time.perf_counter() - t0
    if r.returncode != 0:
        sys.exit(f"import of {name} failed")
    with open(rss_file) as f:
        return db, src, elapsed, int(f.read().split()[-1]) / 1024


def completions(db):
    return int(subprocess.run(["sqlite3", db, "SELECT COUNT(*) FROM completion"], capture_output=True, text=True).stdout)


def timed(cmd, env):
    subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # warm the cache
    return median_ms(cmd, env, RUNS)


def interleaved(cmd, base, env, runs, base_env=None):
    """cmd against base with their runs interleaved (cmd, base, cmd, base, ...), so that both
    see the same load on a shared machine: (median of cmd, median of base, median of the
    per-pair ratios). Run in blocks instead, the floor comes out about 2 ms faster: a
    process started many times in a row meets warmer caches than one started between others.
    `base_env`: the base's own environment (another database), else `env`."""
    for c, e in [(cmd, env), (base, base_env or env)]:
        subprocess.run(c, env=e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # warm the cache
    a, b = [], []
    for _ in range(runs):
        a.append(median_ms(cmd, env, 1))
        b.append(median_ms(base, base_env or env, 1))
    return statistics.median(a), statistics.median(b), statistics.median(x / y for x, y in zip(a, b))


def start_habitd(db, tmp, bus):
    """Starts habitd; returns (process, ms from exec to READY=1)."""
    sock_path = os.path.join(tmp, "notify.sock")
    if os.path.exists(sock_path):
        os.unlink(sock_path)
    s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    s.bind(sock_path)
    s.settimeout(30)
    env = dict(env_for(db, tmp), NOTIFY_SOCKET=sock_path, DBUS_SESSION_BUS_ADDRESS=bus)
    env.pop("HABITD_NOW")
    t0 = time.perf_counter()
    p = subprocess.Popen([HABITD], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        msg = s.recv(4096).decode()
        if "READY=1" in msg:
            break
    ms = (time.perf_counter() - t0) * 1000
    s.close()
    return p, ms


def stop(p):
    p.send_signal(signal.SIGTERM)
    p.wait(timeout=10)


def main():
    tmp = tempfile.mkdtemp(prefix="habitd-history-")
    bus_out = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                             capture_output=True, text=True, check=True).stdout.split()
    bus, bus_pid = bus_out[0], int(bus_out[1])
    try:
        db30, _, _, _ = make_db(tmp, "d30", backup(200, 30))
        db5y, src5y, import_s, import_mb = make_db(tmp, "y5", backup(200, 5 * 365))
        n5y = completions(db5y)
        rows = []
        floor = timed([HABITCTL, "--version"], env_for(db5y, tmp))
        il, ifl, paired = interleaved([HABITCTL, "list"], [HABITCTL, "--version"], env_for(db5y, tmp), 2 * RUNS + 1)
        for label, args in [("list", ["list"]), ("stats --last 30d", ["stats", "--last", "30d"]),
                            ("show", ["show", "Habit 007"]), ("next", ["next"])]:
            # 5 y against 30 d interleaved, like list against the floor.
            b, a, pair = interleaved([HABITCTL] + args, [HABITCTL] + args, env_for(db5y, tmp), RUNS, env_for(db30, tmp))
            ia = instructions([HABITCTL] + args, env_for(db30, tmp))
            ib = instructions([HABITCTL] + args, env_for(db5y, tmp))
            rows.append((label, a, b, pair, ia, ib))

        # habitd: first start on a fresh copy of the imported database, then a restart.
        firsts, restarts = [], []
        for i in range(min(RUNS, 10)):
            copy = os.path.join(tmp, "start.sqlite")
            for ext in ["", "-wal", "-shm"]:
                if os.path.exists(db5y + ext):
                    shutil.copy(db5y + ext, copy + ext)
                elif os.path.exists(copy + ext):
                    os.unlink(copy + ext)
            p, ms = start_habitd(copy, tmp, bus)
            firsts.append(ms)
            stop(p)
            p, ms = start_habitd(copy, tmp, bus)
            restarts.append(ms)
            stop(p)

        # CPU per change: done and undo of one habit, alternately.
        env = dict(env_for(db5y, tmp))
        env.pop("HABITD_NOW")
        per_run = []
        for _ in range(5):
            p, _ = start_habitd(db5y, tmp, bus)
            time.sleep(1.0)
            before = cpu_seconds(p.pid)
            for i in range(CHANGES):
                subprocess.run([HABITCTL, "undo" if i % 2 else "done", "Habit 000"], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
                time.sleep(0.4)
            per_run.append((cpu_seconds(p.pid) - before) / CHANGES * 1000)
            stop(p)
        per_change = statistics.median(per_run)

        db50, _, _, _ = make_db(tmp, "s50", backup(50, 365))
        size = sum(os.path.getsize(db50 + ext) for ext in ["", "-wal"] if os.path.exists(db50 + ext))
        subprocess.run(["sqlite3", db50, "PRAGMA wal_checkpoint(TRUNCATE)"], capture_output=True)
        size = os.path.getsize(db50)

        print(f"habitd years-of-history benchmark, {datetime.date.today()}, {os.uname().nodename}, "
              f"{os.cpu_count()} CPUs; release build {BIN}; medians of {RUNS} runs, page cache warm")
        print(f"fixtures: 200 habits x 30 days ({completions(db30)} completions) and x 5 years ({n5y} completions)")
        ifloor = instructions([HABITCTL, "--version"], env_for(db5y, tmp))
        print(f"{'figure':34s} {'30 d':>9s} {'5 y':>9s} {'5y/30d':>7s} {'pairs':>6s}   instructions (callgrind) 30 d, 5 y, ratio")
        for label, a, b, pair, ia, ib in rows:
            ins = f"{ia / 1e6:7.1f} M {ib / 1e6:7.1f} M {ib / ia:5.2f}x" if ia and ib else "n/a"
            print(f"{'habitctl ' + label:34s} {a:7.1f}ms {b:7.1f}ms {b / a:6.2f}x {pair:5.2f}x   {ins}")
        print(f"{'habitctl --version (process floor)':34s} {'':9s} {floor:7.1f}ms          "
              + (f"{ifloor / 1e6:7.1f} M" if ifloor else ""))
        print(f"list at 5 y / process floor, {2 * RUNS + 1} interleaved runs: {il:.1f} / {ifl:.1f} ms = {il / ifl:.2f}x "
              f"(medians), {paired:.2f}x (median of pair ratios); separate medians: {rows[0][2] / floor:.2f}x"
              + (f"; instructions {rows[0][5] / ifloor:.2f}x" if ifloor and rows[0][5] else ""))
        print(f"habitd start, 200 x 5 y: first {statistics.median(firsts):.0f} ms, restart {statistics.median(restarts):.0f} ms "
              f"(exec to READY=1, medians of {len(firsts)})")
        print(f"habitd CPU per single-habit change: {per_change:.2f} ms (median of 5 runs of {CHANGES} done/undo; "
              f"runs {', '.join(f'{x:.2f}' for x in sorted(per_run))})")
        print(f"import {n5y} completions: {import_s:.2f} s, peak RSS {import_mb:.0f} MB")
        print(f"database size, 50 habits x 1 year, derived state included: {size / 1e6:.2f} MB ({size} bytes)")
    finally:
        os.kill(bus_pid, signal.SIGTERM)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
