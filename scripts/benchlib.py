"""What the habitctl benchmarks share: timing whole processes, and counting their instructions."""
import os
import re
import shutil
import statistics
import subprocess
import sys
import time


def drop_from_page_cache(program):
    """Drops a program's file from the page cache, so that its next run reads it from disk, as
    after a boot. A file just written keeps its pages from the write (in large folios on this
    kernel's ext4), and starts faster than the same bytes read back: a fresh copy of habitctl
    took 35 fewer page faults a run and read `list` 0.14 lower against sqlite3 than its older
    twin (docs/package.md, 2026-11-30). Builds of different ages compare only after this."""
    fd = os.open(os.path.realpath(program), os.O_RDONLY)
    try:
        os.fsync(fd)  # dirty pages cannot be dropped
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def median_ms(cmd, env, runs):
    """The median wall time of `runs` whole runs of `cmd`, in milliseconds; exits if one fails."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append((time.perf_counter() - t0) * 1000)
        if r.returncode != 0:
            sys.exit(f"{' '.join(cmd)} failed: {r.stderr.decode()}")
    return statistics.median(times)


def instructions(cmd, env):
    """Instructions executed (valgrind's callgrind): steady where wall time is noisy. None
    without valgrind."""
    if not shutil.which("valgrind"):
        return None
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd, env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).stderr
    m = re.search(r"Collected : (\d+)", out)
    return int(m.group(1)) if m else None


# Every schedule kind, for the benchmarks' imported habits (habit i gets SCHEDULES[i % 5]).
SCHEDULES = [{"kind": "daily"}, {"kind": "days", "value": 31}, {"kind": "every", "value": 2},
             {"kind": "weekly", "value": 3}, {"kind": "monthly", "value": 8}]


def switches(pid):
    """Context switches of every thread of `pid` so far (voluntary and involuntary, from
    /proc/PID/task/*/status), and how many threads it has."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{tid}/status") as f:
            for line in f:
                if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                    total += int(line.split()[1])
    return total, len(os.listdir(f"/proc/{pid}/task"))


def cpu_seconds(pid):
    """CPU time of every thread of `pid`, in seconds, to the nanosecond (the first field
    of each thread's schedstat: /proc/PID/stat counts in 10 ms ticks)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/schedstat") as f:
            total += int(f.read().split()[0])
    return total / 1e9


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def run_under_e2e(main, e2e):
    """Runs `main`, then stops every process the end-to-end harness started (by PID) and
    its session buses, whether main finished or failed; the harness's folder (a benchmark's
    store and logs) is removed when main finished and every check it recorded passed, kept
    with its logs otherwise (the soak records failed checks in e2e.RESULTS without raising)."""
    finished = False
    try:
        main()
        finished = True
    finally:
        for p in e2e.PROCS:
            try:
                e2e.stop(p)
            except Exception:
                pass
        for pid in e2e.BUS_PIDS:
            try:
                os.kill(pid, 15)
            except OSError:
                pass
        if finished and all(getattr(e2e, "RESULTS", [])):
            shutil.rmtree(e2e.TMP, ignore_errors=True)
        else:
            print(f"the logs are kept in {e2e.TMP}", file=sys.stderr)


def memory(pid):
    """VmRSS, VmHWM, RssAnon (private memory) and RssFile (mapped files: mostly the shared
    Swift runtime and Foundation libraries' code), in MB."""
    with open(f"/proc/{pid}/status") as f:
        fields = dict(line.split(":", 1) for line in f if ":" in line)
    return [int(fields[k].split()[0]) / 1024 for k in ("VmRSS", "VmHWM", "RssAnon", "RssFile")]


def history_fixture(binary, habits, days, seed=12, today=None):
    """bench-history's fixture: an export of `habits` habits with `days` days of history
    ending `today` (default: today), as bench-api and bench-import-lock load it."""
    import datetime
    import importlib.util
    spec = importlib.util.spec_from_file_location("bench_history", os.path.join(os.path.dirname(__file__), "bench-history.py"))
    saved = sys.argv
    sys.argv = [saved[0], binary]
    history = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(history)
    sys.argv = saved
    history.TODAY = today or datetime.date.today()
    return history.backup(habits, days, seed)
