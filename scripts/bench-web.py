#!/usr/bin/env python3
"""What habitd's HTTP API costs when nobody uses it, and what it serves when someone does
(issue 30 part 5), on the real daemon under the end-to-end harness's session:

  1. idle: 100 habits planned hours ahead, 60 s without a client, web off then on: context
     switches of every habitd thread (/proc/PID/task/*/status) and its threads;
  2. memory: VmRSS and RssAnon after start-up, web off then on, and after 200 requests;
  3. requests: GET habits, one at a time over keep-alive, N of them: p50/p99 latency.

    swift build -c release && python3 scripts/bench-web.py .build/release [IDLE_SECONDS] [REQUESTS]
"""
import http.client
import os
import sys
import time
from datetime import timedelta

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "e2e"))
import run as e2e  # noqa: E402
import web  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from benchlib import memory, percentile, run_under_e2e, switches  # noqa: E402

IDLE = int(sys.argv[2]) if len(sys.argv) > 2 else 60
REQUESTS = int(sys.argv[3]) if len(sys.argv) > 3 else 2000


def per_thread(pid):
    """Context switches of each thread, by thread id and name."""
    out = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            name = open(f"/proc/{pid}/task/{tid}/comm").read().strip()
            status = open(f"/proc/{pid}/task/{tid}/status").read()
        except OSError:
            continue
        out[tid] = (name, sum(int(l.split()[1]) for l in status.splitlines() if "ctxt_switches" in l))
    return out


def woken(a, b):
    """The threads that switched between two `per_thread` readings: "name +N"."""
    return ", ".join(f"{b[t][0]} +{b[t][1] - a[t][1]}" for t in b if t in a and b[t][1] != a[t][1]) or "none"


def main():
    env, bus_pid = e2e.session()
    e2e.start_dunst(env)
    db = os.path.join(e2e.TMP, "bench-web.sqlite")
    first = e2e.next_minute(0) + timedelta(hours=3)
    for i in range(100):
        e2e.ctl(env, "add", f"Far {i:03}", "--plain", "--daily", "--remind", e2e.hm(first + timedelta(minutes=3 * i)), db=db)
    token = e2e.ctl(env, "web", "token", "new", "--name", "bench", db=db).stdout.strip().splitlines()[-1]
    port = web.free_port()
    for label, config in (("web off", "[web]\nenabled = false\n"), ("web on", f'[web]\nlisten = "127.0.0.1:{port}"\n')):
        path = os.path.join(e2e.TMP, "bench-web.toml")
        open(path, "w").write(config)
        log = os.path.join(e2e.TMP, f"habitd-{label.replace(' ', '-')}.log")
        daemon = e2e.start([os.path.join(e2e.BIN, "habitd"), "--db", db, "--config", path], env, log=log)
        sock = os.path.join(env["XDG_RUNTIME_DIR"], "habitd", "control.sock")
        e2e.wait_for(lambda: os.path.exists(sock), 20)
        time.sleep(30)   # let start-up settle: libdispatch retires its idle worker threads
        rss, _, anon, _ = memory(daemon.pid)
        before, threads = switches(daemon.pid)
        a = per_thread(daemon.pid)
        time.sleep(IDLE)
        after, threads_after = switches(daemon.pid)
        print(f"{label}: idle {IDLE} s, 100 habits planned 3-8 h ahead: {after - before} context switches across "
              f"{threads_after} threads (woken: {woken(a, per_thread(daemon.pid))}); RSS {rss:.1f} MB (private {anon:.1f} MB)")
        if label == "web on":
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            headers = {"Host": f"127.0.0.1:{port}", "Authorization": f"Bearer {token}"}
            times = []
            for _ in range(REQUESTS):
                t0 = time.perf_counter()
                c.request("GET", "/api/v1/habits", headers=headers)
                r = c.getresponse()
                body = r.read()
                times.append((time.perf_counter() - t0) * 1000)
                assert r.status == 200, r.status
            c.close()
            rss2, _, anon2, _ = memory(daemon.pid)
            print(f"GET habits (100 habits, {len(body)} bytes), {REQUESTS} requests one at a time: "
                  f"p50 {percentile(times, 50):.2f} ms, p99 {percentile(times, 99):.2f} ms; "
                  f"RSS after them {rss2:.1f} MB (private {anon2:.1f} MB)")
            time.sleep(30)   # libdispatch retires the workers the requests woke
            a = per_thread(daemon.pid)
            time.sleep(IDLE)
            print(f"web on, after those requests, idle {IDLE} s again: woken {woken(a, per_thread(daemon.pid))}")
        e2e.stop(daemon)
    for p in e2e.PROCS:
        e2e.stop(p)
    os.kill(bus_pid, 15)


if __name__ == "__main__":
    run_under_e2e(main, e2e)
