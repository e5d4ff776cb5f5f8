#!/usr/bin/env python3
"""habitd's memory (issue 45), on the real daemon under the end-to-end harness's session:
50 habits (plain, amount goals, a quit habit), reminders planned hours ahead, the web
server on. Prints VmRSS, its private part (RssAnon) and its mapped files (RssFile):

  1. idle, 30 s after start-up;
  2. after WRITES writes (half through the API, half from habitctl processes, each a
     `done` on another habit and day, so that the store grows as months of use grow it);
  3. 30 s later (habitd trims once quiet for 5 s: malloc's free pages, and the clean pages of
     its program and libraries), and what that trim costs the next request through the API;
  4. of the program's pages mapped, how many 200 more writes through the API touch (smaps'
     Referenced after clear_refs), against those start-up and the kernel's fault-around mapped;
  5. where the private memory is: the heap and the other anonymous mappings (malloc's
     thread arenas, thread stacks, SQLite's page caches live in them), and the program's
     own pages written at start (relocations, globals).

    python3 scripts/bench-memory.py BIN [WRITES]     # BIN holds habitd and habitctl
e.g.
    bash scripts/deb.sh && python3 scripts/bench-memory.py .build/deb/habitd_0.1.0_amd64/usr/bin 2000
"""
import json
import os
import sys
import time
from datetime import date, timedelta

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "e2e"))
import run as e2e  # noqa: E402
import web  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from benchlib import memory, run_under_e2e  # noqa: E402

WRITES = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
HABITS = 50


def mappings(pid):
    """Each mapping of /proc/PID/smaps as (file name, "" for an anonymous one or "[heap]"…,
    {field: kB}), and the program's own file name to tell its mappings apart."""
    exe = os.path.realpath(f"/proc/{pid}/exe")
    out = []
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            fields = line.split()
            if "-" in fields[0] and len(fields) >= 5 and ":" in fields[3]:
                out.append((fields[5] if len(fields) > 5 else "", {}))
            elif fields[0].endswith(":") and len(fields) >= 2 and fields[1].isdigit():
                out[-1][1][fields[0][:-1]] = int(fields[1])
    return out, exe


def by_kind(pid):
    """RssAnon's parts (the heap, other anonymous mappings, the pages written in mapped
    files) and RssFile's (the program's pages read in, the libraries'), in MB."""
    parts = {"heap": 0, "anonymous mappings": 0, "written pages of the program": 0, "written pages of libraries": 0}
    files = {"the program": 0, "libraries": 0}
    maps, exe = mappings(pid)
    for name, kb in maps:
        anon = kb.get("Anonymous", 0)
        if name == "[heap]":
            parts["heap"] += anon
        elif name == "" or name.startswith("["):
            parts["anonymous mappings"] += anon
        else:
            mine = name == exe
            parts["written pages of the program" if mine else "written pages of libraries"] += anon
            files["the program" if mine else "libraries"] += kb.get("Rss", 0) - anon
    say = lambda d: ", ".join(f"{k} {v / 1024:.1f}" for k, v in d.items())  # noqa: E731
    return f"private MB: {say(parts)}; mapped MB: {say(files)}"


def program_pages(pid, field):
    """MB of the program's own mappings in one smaps field: "Rss" (its pages mapped) or
    "Referenced" (those touched since `clear_refs`: what its steady work needs, against what
    start-up and the kernel's fault-around mapped)."""
    maps, exe = mappings(pid)
    return sum(kb.get(field, 0) for name, kb in maps if name == exe) / 1024


def line(label, pid):
    rss, hwm, anon, files = memory(pid)
    threads = len(os.listdir(f"/proc/{pid}/task"))
    print(f"{label}: RSS {rss:.1f} MB (peak {hwm:.1f}), private {anon:.1f} MB, mapped files {files:.1f} MB; "
          f"{threads} threads; {by_kind(pid)}", flush=True)


def main():
    env, bus_pid = e2e.session()
    if "MALLOC_ARENA_MAX" in os.environ:   # to compare glibc's arenas (the unit sets its own)
        env["MALLOC_ARENA_MAX"] = os.environ["MALLOC_ARENA_MAX"]
    e2e.start_dunst(env)
    db = os.path.join(e2e.TMP, "bench-memory.sqlite")
    first = e2e.next_minute(0) + timedelta(hours=3)
    start = (date.today() - timedelta(days=WRITES // HABITS + 2)).isoformat()
    names = []
    for i in range(HABITS):
        name = f"Habit {i:02}"
        kind = (["--plain"], ["--plain", "--goal", "8", "--unit", "cups"], ["--plain", "--quit"])[i % 3]
        r = e2e.ctl(env, "add", name, *kind, "--daily", "--start", start,
                    "--remind", e2e.hm(first + timedelta(minutes=3 * i)), db=db)
        assert r.returncode == 0, r.stderr
        names.append(name)
    token = e2e.ctl(env, "web", "token", "new", "--name", "bench", db=db).stdout.strip().splitlines()[-1]
    port = web.free_port()
    config = os.path.join(e2e.TMP, "bench-memory.toml")
    open(config, "w").write(f'[web]\nlisten = "127.0.0.1:{port}"\n')
    daemon = e2e.start([os.path.join(e2e.BIN, "habitd"), "--db", db, "--config", config], env,
                       log=os.path.join(e2e.TMP, "habitd-memory.log"))
    e2e.wait_for(lambda: os.path.exists(os.path.join(env["XDG_RUNTIME_DIR"], "habitd", "control.sock")), 20)
    time.sleep(30)   # start-up settles: libdispatch retires its idle worker threads
    line(f"idle, {HABITS} habits, web on", daemon.pid)
    t0 = time.time()
    for i in range(WRITES):
        name, day = names[i % HABITS], (date.today() - timedelta(days=i // HABITS)).isoformat()
        verb = "slip" if i % HABITS % 3 == 2 else "done"
        if i % 2:
            status, _, body = web.request(port, "POST", f"habits/{name.replace(' ', '%20')}/{verb}", token,
                                          json.dumps({"date": day}))
            assert status in (200, 201), (status, body)   # 201: a new completion, 200: one it had
        else:
            r = e2e.ctl(env, verb, name, "--date", day, db=db)
            assert r.returncode == 0, r.stderr
    print(f"{WRITES} writes in {time.time() - t0:.0f} s", flush=True)
    line(f"after {WRITES} writes", daemon.pid)
    time.sleep(30)
    line("30 s later", daemon.pid)
    # What habitd's trim after a burst (MemoryTrim: once quiet for 5 s) costs the next request: the
    # program's pages it dropped are mapped back from the page cache as the request runs.
    def toggle_ms(i):
        t = time.perf_counter()
        status, _, body = web.request(port, "POST", f"habits/{names[i % HABITS].replace(' ', '%20')}/toggle", token,
                                      json.dumps({"date": date.today().isoformat()}))
        assert status in (200, 201), (status, body)
        return (time.perf_counter() - t) * 1000
    cold = toggle_ms(0)
    warm = sorted(toggle_ms(i) for i in range(1, 10))
    print(f"a toggle through the API after the trim: {cold:.1f} ms; the nine after it: median {warm[4]:.1f} ms", flush=True)
    time.sleep(30)
    # From here smaps' Referenced counts what habitd touches (no habitctl runs: they map the
    # same file, and a page one of them touched would count).
    with open(f"/proc/{daemon.pid}/clear_refs", "w") as f:
        f.write("1")
    for i in range(200):
        status, _, body = web.request(port, "POST", f"habits/{names[i % HABITS].replace(' ', '%20')}/toggle", token,
                                      json.dumps({"date": date.today().isoformat()}))
        assert status in (200, 201), (status, body)
    time.sleep(1)   # before the trim, which waits for 5 s without a request
    print(f"of the program's {program_pages(daemon.pid, 'Rss'):.1f} MB mapped, 200 toggles through the API "
          f"touched {program_pages(daemon.pid, 'Referenced'):.1f} MB", flush=True)
    e2e.stop(daemon)
    os.kill(bus_pid, 15)


if __name__ == "__main__":
    run_under_e2e(main, e2e)
