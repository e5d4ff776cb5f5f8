#!/usr/bin/env python3
"""An import holds nobody up for long (issue 41 part 1): a large habitd export posted to the
real habitd's `POST /api/v1/import`, while a second process records and takes back a done
(`habitctl done Probe`, then `undo`) in a loop. The import runs on the web server's own queue
and connection, and writes in one transaction: while it writes, every other writer (habitctl,
habitd's own engine recording a Mark done) waits for SQLite's write lock, up to the store's
5-second busy timeout. This prints how long the import took, and the probe's latency while it
ran against its latency before (median, 95th percentile, worst), and whether any probe failed.
It also asks the board (`GET /api/v1/board`) during the import: reads do not wait (WAL).

    swift build -c release && python3 scripts/bench-import-lock.py .build/release [HABITS] [DAYS]
"""
import json
import os
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "e2e"))
import run as e2e  # noqa: E402
import web  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from benchlib import percentile, run_under_e2e, history_fixture  # noqa: E402

HABITS = int(sys.argv[2]) if len(sys.argv) > 2 else 100
DAYS = int(sys.argv[3]) if len(sys.argv) > 3 else 1826



def probe(env, db, until, out):
    """done/undo Probe until `until()` is true: each command's wall time, and failures."""
    verb = "done"
    while not until():
        t0 = time.perf_counter()
        r = e2e.ctl(env, verb, "Probe", db=db)
        out.append((time.perf_counter() - t0, r.returncode, r.stderr.strip()))
        verb = "undo" if verb == "done" else "done"


def summary(label, samples):
    ms = sorted(s[0] * 1000 for s in samples)
    failed = [s for s in samples if s[1] != 0]
    print(f"{label}: {len(ms)} probes, median {percentile(ms, 50):.0f} ms, p95 {percentile(ms, 95):.0f} ms, "
          f"worst {ms[-1]:.0f} ms, {len(failed)} failed" + (f" ({failed[0][2]})" if failed else ""))


def main():
    env, _ = e2e.session("-bench-import-lock")
    db = os.path.join(e2e.TMP, "lock.sqlite")
    assert e2e.ctl(env, "add", "Probe", "--plain", "--irregular", db=db).returncode == 0
    body = json.dumps(history_fixture(e2e.BIN, HABITS, DAYS)).encode()
    completions = body.count(b'"recorded_at"')
    token = e2e.ctl(env, "web", "token", "new", "--name", "bench", db=db).stdout.strip().splitlines()[-1]
    daemon, port, _ = web.serve(e2e, env, db, "bench-import-lock")

    before = []
    end = time.time() + 5
    probe(env, db, lambda: time.time() > end, before)

    answer = {}
    board = []

    def post():
        c = __import__("http.client").client.HTTPConnection("127.0.0.1", port, timeout=300)
        t0 = time.perf_counter()
        c.request("POST", "/api/v1/import", body=body, headers={"Host": f"127.0.0.1:{port}", "Authorization": f"Bearer {token}",
                                                                 "Content-Type": "application/json"})
        r = c.getresponse()
        answer["status"], answer["body"] = r.status, r.read()
        answer["seconds"] = time.perf_counter() - t0

    def reads():
        while "seconds" not in answer:
            t0 = time.perf_counter()
            status, _, _ = web.request(port, "GET", "board?fresh=%d" % len(board), token=token)
            board.append((time.perf_counter() - t0, 0 if status == 200 else status, ""))

    during = []
    poster = threading.Thread(target=post)
    reader = threading.Thread(target=reads)
    poster.start()
    reader.start()
    probe(env, db, lambda: "seconds" in answer, during)
    poster.join()
    reader.join()
    e2e.stop(daemon)
    print(f"import: {len(body) / 1e6:.1f} MB, {HABITS} habits x {DAYS} days, {completions} completions: "
          f"{answer['status']} in {answer['seconds']:.2f} s")
    summary("done/undo before the import", before)
    summary("done/undo during the import", during)
    summary("GET board during the import", board)
    if answer["status"] // 100 != 2:
        sys.exit(f"the import failed: {answer['body'][:300]!r}")


if __name__ == "__main__":
    run_under_e2e(main, e2e)
