#!/usr/bin/env python3
"""Bring your history (issue 13): `habitctl import loop` of a Loop backup with 50 habits x 5
years (schema 25, built by Tests/fixtures/loop_fixtures.py the way Loop builds it), into an
empty database: median wall time of RUNS imports, each into a fresh database, page cache warm.

    swift build -c release && python3 scripts/bench-import-loop.py [.build/release] [RUNS]
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 10
HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    tmp = tempfile.mkdtemp(prefix="habitd-loop-")
    try:
        subprocess.run([sys.executable, os.path.join(HERE, "..", "Tests", "fixtures", "loop_fixtures.py"), tmp, "--big", "50", "1826"],
                       check=True)
        src = os.path.join(tmp, "loop-big.db")
        rows = subprocess.run(["sqlite3", src, "SELECT COUNT(*) FROM Repetitions"], capture_output=True, text=True).stdout.strip()
        times, out = [], ""
        for i in range(RUNS + 1):
            db = os.path.join(tmp, f"run{i}.sqlite")
            env = dict(os.environ, HABITD_DB=db, TZ="UTC", LANG="C.UTF-8", HABITD_NOW="2026-11-23T17:00:00Z",
                       XDG_RUNTIME_DIR=tmp, XDG_CONFIG_HOME=os.path.join(tmp, "config"))
            t0 = time.perf_counter()
            r = subprocess.run([os.path.join(BIN, "habitctl"), "import", "loop", src], env=env, capture_output=True, text=True)
            elapsed = time.perf_counter() - t0
            if r.returncode != 0:
                sys.exit(f"import failed: {r.stderr}")
            out = r.stdout.splitlines()[0]
            if i > 0:   # the first run warms the page cache
                times.append(elapsed)
        print(f"Loop backup, 50 habits x 1826 days ({rows} Repetitions rows), {os.cpu_count()} CPUs, release build {BIN}")
        print(f"  {out}")
        print(f"import loop: median {statistics.median(times):.2f} s over {RUNS} runs (min {min(times):.2f}, max {max(times):.2f})")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
