#!/usr/bin/env python3
"""habitd's start-up (issue 45: it must not get worse), on the real daemon under the
end-to-end harness's session (a private bus, Xvfb, dunst): 50 habits with a year of
completions and reminders hours ahead, the web server on. Each run starts habitd and times

  1. exec to `READY=1` on `$NOTIFY_SOCKET` (what systemd waits for: the store open, the
     plan made, the control socket and the bus name taken);
  2. exec to the first answer of `GET /api/v1/board` (what a browser opened at login waits
     for);

then stops it (SIGTERM). Several builds are run in turn, run by run, so that each meets the
same moments of a busy machine; each build's program is first dropped from the page cache,
and the first run of each (reading it from disk) is a warm-up, not counted. Prints the median and the 90th percentile of each, per build.

    python3 scripts/bench-daemon-start.py RUNS BIN [BIN ...]     # BIN holds habitd and habitctl
e.g.
    python3 scripts/bench-daemon-start.py 41 /tmp/before/usr/bin .build/deb/habitd_0.1.0_amd64/usr/bin
"""
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from datetime import date, timedelta

RUNS = int(sys.argv[1])
BINS = [os.path.abspath(b) for b in sys.argv[2:]]
sys.argv = sys.argv[:1] + BINS[:1]   # the harness reads its BIN from argv[1]
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "e2e"))
import run as e2e  # noqa: E402
import web  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from benchlib import drop_from_page_cache, history_fixture, percentile, run_under_e2e  # noqa: E402

HABITS = 50


def board_answers(port, token):
    """Whether GET /api/v1/board answers 200 now."""
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
        conn.request("GET", "/api/v1/board", headers={"Authorization": f"Bearer {token}"})
        ok = conn.getresponse().status == 200
        conn.close()
        return ok
    except OSError:
        return False


def one_start(habitd, args, env, port, token, notify_path):
    """(ms to READY=1, ms to the board's first answer) of one start of `habitd`."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    if os.path.exists(notify_path):
        os.unlink(notify_path)
    sock.bind(notify_path)
    sock.settimeout(30)
    t0 = time.perf_counter()
    p = subprocess.Popen([habitd] + args, env=dict(env, NOTIFY_SOCKET=notify_path),
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while b"READY=1" not in sock.recv(4096):
            pass
        ready = (time.perf_counter() - t0) * 1000
        while not board_answers(port, token):
            if time.perf_counter() - t0 > 30:
                raise RuntimeError("the board did not answer within 30 s")
            time.sleep(0.0005)
        board = (time.perf_counter() - t0) * 1000
    finally:
        sock.close()
        p.terminate()
        p.wait(10)
    return ready, board


def main():
    env, bus_pid = e2e.session()
    e2e.start_dunst(env)
    db = os.path.join(e2e.TMP, "bench-start.sqlite")
    fixture = os.path.join(e2e.TMP, "bench-start.json")
    doc = history_fixture(e2e.BIN, HABITS, 365, today=date.today())
    with open(fixture, "w") as f:
        json.dump(doc, f)
    r = e2e.ctl(env, "import", fixture, db=db)
    assert r.returncode == 0, r.stderr
    first = e2e.next_minute(0) + timedelta(hours=3)
    for i, h in enumerate(doc["habits"]):
        r = e2e.ctl(env, "edit", h["habit"]["name"], "--remind", e2e.hm(first + timedelta(minutes=3 * i)), db=db)
        assert r.returncode == 0, r.stderr
    token = e2e.ctl(env, "web", "token", "new", "--name", "bench", db=db).stdout.strip().splitlines()[-1]
    port = web.free_port()
    config = os.path.join(e2e.TMP, "bench-start.toml")
    open(config, "w").write(f'[web]\nlisten = "127.0.0.1:{port}"\n')
    args = ["--db", db, "--config", config]
    notify_path = os.path.join(e2e.TMP, "notify.sock")
    times = {b: ([], []) for b in BINS}
    # Each build read from disk by its warm-up run, whatever its file's age.
    for b in BINS:
        drop_from_page_cache(os.path.join(b, "habitd"))
    for run in range(RUNS + 1):
        for b in (BINS if run % 2 == 0 else BINS[::-1]):
            ready, board = one_start(os.path.join(b, "habitd"), args, env, port, token, notify_path)
            if run:
                times[b][0].append(ready)
                times[b][1].append(board)
    print(f"habitd start-up, {HABITS} habits with a year of completions, web on; {RUNS} runs each, in turn")
    for b, (ready, board) in times.items():
        print(f"{b}: READY=1 median {statistics.median(ready):.1f} ms, p90 {percentile(ready, 90):.1f}; "
              f"board answered median {statistics.median(board):.1f} ms, p90 {percentile(board, 90):.1f}")
    os.kill(bus_pid, 15)


if __name__ == "__main__":
    run_under_e2e(main, e2e)
