#!/usr/bin/env python3
"""habitd's performance targets, measured on the real daemon under a private session bus,
Xvfb and dunst (the end-to-end harness's set-up):

  1. idle wakeups: 100 habits planned hours ahead, 60 s idle: context switches of every
     habitd thread (voluntary + involuntary, from /proc/PID/task/*/status);
  2. lateness: planned instant -> the Notify call on the bus (dbus-monitor's timestamp),
     over PER_MINUTE reminders at each of MINUTES consecutive minutes;
  3. Mark done click -> committed row: habitd's own log line, measured from the moment
     libnotify's action callback reaches habitd until the commit returns;
  4. RSS with 1,000 habits (VmRSS and VmHWM after the first plan).

    swift build -c release && python3 scripts/bench-daemon.py .build/release [MINUTES] [PER_MINUTE]
"""
import os
import re
import sqlite3
import subprocess
import sys
import time
from datetime import timedelta

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "e2e"))
import run as e2e  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from benchlib import memory, percentile, run_under_e2e, switches  # noqa: E402

MINUTES = int(sys.argv[2]) if len(sys.argv) > 2 else 5
PER_MINUTE = int(sys.argv[3]) if len(sys.argv) > 3 else 5


def main():
    env, bus_pid = e2e.session()
    log = os.path.join(e2e.TMP, "monitor.log")
    e2e.start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=log)
    mon = e2e.Monitor(log)
    e2e.start_dunst(env)
    db = os.path.join(e2e.TMP, "bench.sqlite")

    # 100 habits, all reminded 3 to 8 hours from now.
    first = e2e.next_minute(0) + timedelta(hours=3)
    for i in range(100):
        e2e.ctl(env, "add", f"Far {i:03}", "--daily", "--remind", e2e.hm(first + timedelta(minutes=3 * i)), db=db)

    daemon_log = os.path.join(e2e.TMP, "habitd.log")
    config = os.path.join(e2e.TMP, "debug.toml")
    open(config, "w").write('[log]\nlevel = "debug"\n')
    daemon = e2e.start([os.path.join(e2e.BIN, "habitd"), "--db", db, "--config", config], env, log=daemon_log)
    sock = os.path.join(env["XDG_RUNTIME_DIR"], "habitd", "control.sock")
    e2e.wait_for(lambda: os.path.exists(sock), 20)
    time.sleep(30)   # let start-up settle: libdispatch retires its idle worker threads
    before, threads = switches(daemon.pid)
    time.sleep(60)
    after, threads_after = switches(daemon.pid)
    print(f"idle 60 s, 100 habits planned 3-8 h ahead: {after - before} context switches "
          f"across {threads_after} threads (started with {threads})")

    # Lateness and clicks: PER_MINUTE reminders at each of MINUTES minutes.
    start_minute = e2e.next_minute(30)
    planned = {}
    for k in range(MINUTES):
        for j in range(PER_MINUTE):
            name = f"Now {k}-{j}"
            at = start_minute + timedelta(minutes=k)
            e2e.ctl(env, "add", name, "--daily", "--remind", e2e.hm(at), db=db)
            planned[name] = at.timestamp()
    # Each with a year of daily history before today, since the notification reads the
    # whole history for its streak. (Written with SQL: 8,000 habitctl runs would take minutes.)
    today = e2e.datetime.now(e2e.timezone.utc).date()   # the session runs habitd with TZ=UTC
    with sqlite3.connect(db) as c:
        ids = [row[0] for row in c.execute("SELECT id FROM habit WHERE name LIKE 'Now %'")]
        c.execute("UPDATE habit SET start_date = ? WHERE name LIKE 'Now %'", (str(today - timedelta(days=366)),))
        c.executemany("INSERT INTO completion (habit_id, date, seq, source, recorded_at) VALUES (?, ?, 1, 'cli', 0)",
                      [(i, str(today - timedelta(days=d))) for i in ids for d in range(1, 366)])
    for k in range(MINUTES):
        at = start_minute + timedelta(minutes=k)
        e2e.sleep_until(at + timedelta(seconds=3))
        for j in range(PER_MINUTE):
            e2e.press(env, "Mark done", f"Now {k}-{j}")
            time.sleep(0.3)
    time.sleep(2)
    late = [(n["time"] - planned[n["summary"]]) * 1000 for n in mon.notifies() if n["summary"] in planned]
    sample = next((n["body"] for n in mon.notifies() if n["summary"] in planned), "")
    print(f"a reminder's body: {sample!r}")
    print(f"lateness over {len(late)} reminders ({MINUTES} minutes x {PER_MINUTE}): "
          f"p50 {percentile(late, 50):.1f} ms, p99 {percentile(late, 99):.1f} ms, max {max(late):.1f} ms")
    clicks = [float(x) for x in re.findall(r"Mark done from the notification, committed in ([\d.]+) ms", e2e.log_text(daemon_log))]
    if clicks:
        print(f"Mark done -> committed, {len(clicks)} clicks: p50 {percentile(clicks, 50):.2f} ms, "
              f"p99 {percentile(clicks, 99):.2f} ms, max {max(clicks):.2f} ms")
    else:
        print("Mark done -> committed: no clicks were recorded")
    if os.environ.get("BENCH_LOG"):
        print(e2e.log_text(daemon_log))
    e2e.stop(daemon)

    # RSS with 1,000 habits, each with two reminders.
    big = os.path.join(e2e.TMP, "big.sqlite")
    for i in range(0, 1000, 100):
        # habitctl add is the supported way in; 1,000 processes take about a minute.
        procs = [subprocess.Popen([os.path.join(e2e.BIN, "habitctl"), "--db", big, "add", f"Habit {n:04}", "--daily",
                                   "--remind", f"{(7 + n % 12):02}:{n % 60:02}", "--remind", "21:30"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for n in range(i, i + 100)]
        for p in procs:
            p.wait()
    with sqlite3.connect(big) as c:
        count = c.execute("SELECT count(*) FROM habit").fetchone()[0]
    env2 = dict(env, XDG_RUNTIME_DIR=os.path.join(e2e.TMP, "run-big"))
    os.makedirs(env2["XDG_RUNTIME_DIR"], mode=0o700)
    daemon = e2e.start([os.path.join(e2e.BIN, "habitd"), "--db", big], env2, log=os.path.join(e2e.TMP, "big.log"))
    sock2 = os.path.join(env2["XDG_RUNTIME_DIR"], "habitd", "control.sock")
    e2e.wait_for(lambda: os.path.exists(sock2), 30)
    time.sleep(3)
    rss, hwm, anon, mapped = memory(daemon.pid)
    print(f"RSS with {count} habits (2 reminders each) after the first plan: {rss:.1f} MB (peak {hwm:.1f} MB): "
          f"private {anon:.1f} MB, mapped files {mapped:.1f} MB")
    e2e.stop(daemon)
    for p in e2e.PROCS:
        e2e.stop(p)
    os.kill(bus_pid, 15)


if __name__ == "__main__":
    run_under_e2e(main, e2e)
