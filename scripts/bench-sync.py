#!/usr/bin/env python3
"""Sync figures (issue 14), through the real habitctl:

  - publishing a whole store: `sync setup` on a machine holding 50 habits x 5 years (it
    journals everything, publishes it, and compacts: a snapshot replaces the segments);
  - joining: `sync setup` of an empty machine on the folder holding them (target <= 5 s);
  - the journal's size on disk after compaction beside the database's (target <= 2x), the
    database checkpointed, both machines'.

Usage: python3 scripts/bench-sync.py .build/release [runs]
"""
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release")
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 3
HABITCTL = os.path.join(BIN, "habitctl")
spec = importlib.util.spec_from_file_location("bench_history", os.path.join(os.path.dirname(__file__), "bench-history.py"))
history = importlib.util.module_from_spec(spec)
sys.argv = sys.argv[:2]  # bench-history reads its own arguments at import
spec.loader.exec_module(history)


def size(path):
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(path) for f in files)


def timed(cmd, env):
    t0 = time.perf_counter()
    r = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed: {r.stderr}")
    return time.perf_counter() - t0, r.stdout


def main():
    tmp = tempfile.mkdtemp(prefix="habitd-bench-sync-")
    try:
        src = os.path.join(tmp, "fixture.json")
        with open(src, "w") as f:
            json.dump(history.backup(50, 5 * 365), f)
        publish, join, journal, database, joined_db, files, merged = [], [], 0, 0, 0, [], ""
        for run in range(RUNS):
            folder = os.path.join(tmp, f"Sync{run}")
            os.makedirs(folder)
            db_a, db_b = os.path.join(tmp, f"a{run}.sqlite"), os.path.join(tmp, f"b{run}.sqlite")
            env_a, env_b = history.env_for(db_a, tmp), history.env_for(db_b, tmp)
            timed([HABITCTL, "import", src], env_a)
            t, _ = timed([HABITCTL, "sync", "setup", folder], env_a)
            publish.append(t)
            t, merged = timed([HABITCTL, "sync", "setup", folder], env_b)
            join.append(t)
            for db in (db_a, db_b):
                subprocess.run(["sqlite3", db, "PRAGMA wal_checkpoint(TRUNCATE)"], capture_output=True)
            journal, database, joined_db = size(os.path.join(folder, "habitd")), size(db_a), size(db_b)
            files = sorted(f for _, _, fs in os.walk(os.path.join(folder, "habitd")) for f in fs)
        print(f"fixture: 50 habits x 5 years ({len(json.load(open(src))['habits'])} habits)")
        print(f"publish a whole store (sync setup on the machine holding it): median {statistics.median(publish):.2f} s "
              f"(runs {', '.join(f'{t:.2f}' for t in publish)})")
        print(f"join from another device (sync setup of an empty machine): median {statistics.median(join):.2f} s "
              f"(runs {', '.join(f'{t:.2f}' for t in join)})  target <= 5 s")
        print(f"  {merged.strip().splitlines()[-1]}")
        print(f"journal on disk after compaction {journal / 1e6:.2f} MB ({', '.join(files)}), "
              f"database {database / 1e6:.2f} MB: {journal / database:.2f}x  target <= 2x")
        print(f"the joined machine's database: {joined_db / 1e6:.2f} MB")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
