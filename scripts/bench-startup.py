#!/usr/bin/env python3
"""Start-up, paired (issue 33 part 1): each habitctl build given runs `list` on 50 habits
with a year of completions and `--version`, each run right beside a sqlite3 process running
list's queries (the C floor), the two in turn so that both meet the same moment of a busy
machine. Prints the median of the per-pair ratios and the medians of the times, then where a
run's time goes (syscalls, files opened, the loader's relocations). Each build is first
dropped from the page cache and read back from disk (`from_disk`), so builds of different
ages compare.

    python3 scripts/bench-startup.py [RUNS] HABITCTL [HABITCTL ...]
e.g.
    python3 scripts/bench-startup.py 101 .build/release/habitctl .build/deb/habitd_0.1.0_amd64/usr/bin/habitctl
"""
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("bench_cli", os.path.join(HERE, "bench-cli.py"))
bench_cli = importlib.util.module_from_spec(spec)
sys.argv, argv = sys.argv[:1], sys.argv
spec.loader.exec_module(bench_cli)
sys.argv = argv
sys.path.insert(0, HERE)
from benchlib import drop_from_page_cache  # noqa: E402


def wall(cmd, env):
    t = time.perf_counter()
    subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - t) * 1000


def from_disk(binary, env):
    """The program dropped from the page cache and run once, untimed: every build is measured
    as read from disk (benchlib.drop_from_page_cache says why)."""
    drop_from_page_cache(binary)
    for args in (["list"], ["--version"]):
        subprocess.run([binary] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)


def paired(a, b, env, runs):
    """(median a ms, median b ms, median of a/b) over `runs` pairs, the order alternating."""
    xs, ys, rs = [], [], []
    for i in range(runs):
        if i % 2:
            y, x = wall(b, env), wall(a, env)
        else:
            x, y = wall(a, env), wall(b, env)
        xs.append(x), ys.append(y), rs.append(x / y)
    return statistics.median(xs), statistics.median(ys), statistics.median(rs)


def where(cmd, env):
    """Syscalls, files opened and the loader's relocation count of one run."""
    out = {}
    report = tempfile.mktemp(prefix="habitd-strace-")
    subprocess.run(["strace", "-f", "-c", "-o", report] + cmd, env=env, capture_output=True)
    total = [line.split() for line in open(report).read().splitlines() if line.strip().endswith(" total")]
    os.remove(report)
    # "% time, seconds, usecs/call, calls, errors, total": the calls are the fourth field.
    out["syscalls"] = int(total[0][3]) if total else None
    opened = subprocess.run(["strace", "-f", "-e", "trace=openat", "-o", "/dev/stderr"] + cmd, env=env, capture_output=True,
                            text=True)
    out["files opened"] = sum(1 for line in opened.stderr.splitlines() if "openat(" in line and "ENOENT" not in line)
    stats = subprocess.run(cmd, env=dict(env, LD_DEBUG="statistics"), capture_output=True, text=True)
    relocs = [line for line in stats.stderr.splitlines() if "number of relocations:" in line]
    out["relocations"] = int(relocs[0].split(":")[-1]) if relocs else None
    return out


def main():
    args = sys.argv[1:]
    runs = int(args.pop(0)) if args and args[0].isdigit() else 101
    binaries = args or [".build/release/habitctl"]
    tmp = tempfile.mkdtemp(prefix="habitd-startup-")
    db = os.path.join(tmp, "habits.sqlite")
    env = dict(os.environ, HABITD_DB=db, TZ="UTC", LANG="C.UTF-8", XDG_RUNTIME_DIR=tmp)
    env.pop("HABITD_NOW", None)
    src = os.path.join(tmp, "backup.json")
    with open(src, "w") as f:
        json.dump(bench_cli.backup(), f)
    subprocess.run([binaries[0], "import", src], env=env, check=True, stdout=subprocess.DEVNULL)
    floor = ["sqlite3", db, LIST_SQL(bench_cli.TODAY)]
    print(f"{runs} pairs each, 50 habits with a year of completions; the floor: sqlite3 running list's queries")
    for binary in binaries:
        size = os.path.getsize(binary)
        from_disk(binary, env)
        lst, sq1, r1 = paired([binary, "list"], floor, env, runs)
        ver, sq2, r2 = paired([binary, "--version"], floor, env, runs)
        print(f"{binary} ({size / 1e6:.1f} MB)")
        print(f"  list       median {lst:6.1f} ms, sqlite3 {sq1:5.1f} ms: {r1:.2f}x (median of pairs; goal <= 2x, issue 45)")
        print(f"  --version  median {ver:6.1f} ms, sqlite3 {sq2:5.1f} ms: {r2:.2f}x")
        print(f"  one list run: {where([binary, 'list'], env)}; one --version run: {where([binary, '--version'], env)}")
    subprocess.run(["rm", "-rf", tmp])


def LIST_SQL(today):
    """list's queries, as bench-cli.py runs them."""
    import datetime
    week = today - datetime.timedelta(days=today.weekday())
    lo = min(week, today.replace(day=1)).isoformat()
    hi = max(week + datetime.timedelta(days=6), (today.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)).isoformat()
    return f"""
        SELECT h.*, (SELECT group_concat(time) FROM reminder r WHERE r.habit_id = h.id)
          FROM habit h WHERE archived = 0 ORDER BY pinned DESC, id;
        SELECT * FROM category; SELECT key, value FROM setting;
        SELECT habit_id, date, count, value FROM completion WHERE habit_id IN (SELECT id FROM habit) AND date BETWEEN '{lo}' AND '{hi}';
        SELECT habit_id, date FROM skip WHERE date BETWEEN '{lo}' AND '{hi}';"""


if __name__ == "__main__":
    main()
