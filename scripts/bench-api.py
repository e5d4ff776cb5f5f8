#!/usr/bin/env python3
"""The HTTP API under load (issue 30 part 5): wrk against the board and one habit's detail
at 200 habits x 5 years of history (bench-history.py's fixture, seed 12: about 290,000
completions), on the real habitd, from a second process on loopback.

For each route: wrk -t1 -c4 for DURATION seconds after a 3 s warm-up: requests a second and
wrk's p50/p99 latency; the response's size. Goals (the issue): board p99 <= 20 ms and >= 500
requests a second. The answers are kept until the store or the minute changes
(`ResponseCache`), so these are the figures of a page, a phone and a script asking again;
then the same with every request worked out anew (a query parameter of its own per
request, wrk's Lua), at one connection and at four: what the first request after each
change costs.

    swift build -c release && python3 scripts/bench-api.py .build/release [DURATION]

Needs wrk (apt-get install wrk).
"""
import datetime
import http.client
import json
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "e2e"))
import run as e2e  # noqa: E402
import web  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from benchlib import run_under_e2e, history_fixture  # noqa: E402

DURATION = int(sys.argv[2]) if len(sys.argv) > 2 else 20
TODAY = datetime.date.today()



def wrk(url, token, port, connections=4, fresh=False):
    script = []
    if fresh:
        lua = os.path.join(e2e.TMP, "fresh.lua")
        path = url.split(str(port), 1)[1]
        open(lua, "w").write(f'n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, "{path}?fresh=" .. n)\nend\n')
        script = ["-s", lua]
    out = subprocess.run(["wrk", "-t1", f"-c{connections}", f"-d{DURATION}s", "--latency", "-H", f"Authorization: Bearer {token}",
                          "-H", f"Host: 127.0.0.1:{port}"] + script + [url], capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))

    def ms(p):
        m = re.search(rf"^\s+{p}%\s+([\d.]+)(us|ms|s)\s*$", out, re.M)
        return float(m.group(1)) * {"us": 0.001, "ms": 1, "s": 1000}[m.group(2)]
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return rps, ms(50), ms(99), int(errors.group(1)) if errors else 0


def main():
    env, bus_pid = e2e.session("-bench-api")
    src = os.path.join(e2e.TMP, "bench-api.json")
    with open(src, "w") as f:
        json.dump(history_fixture(e2e.BIN, 200, 1826, today=TODAY), f)
    db = os.path.join(e2e.TMP, "bench-api.sqlite")
    t0 = time.time()
    assert e2e.ctl(env, "import", src, db=db).returncode == 0
    count = subprocess.run(["sqlite3", db, "SELECT COUNT(*) FROM completion"], capture_output=True, text=True).stdout.strip()
    print(f"fixture: 200 habits x 5 years, {count} completions, imported in {time.time() - t0:.1f} s")
    token = e2e.ctl(env, "web", "token", "new", "--name", "bench", db=db).stdout.strip().splitlines()[-1]
    daemon, port, _ = web.serve(e2e, env, db, "bench-api")
    routes = [("board", "/api/v1/board"), ("one habit's detail (26 weeks)", "/api/v1/habits/1/detail"),
              ("habits (list --json)", "/api/v1/habits")]
    for name, path in routes:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        c.request("GET", path, headers={"Authorization": f"Bearer {token}", "Host": f"127.0.0.1:{port}"})
        r = c.getresponse()
        size = len(r.read())
        c.close()
        assert r.status == 200, (path, r.status)
        subprocess.run(["wrk", "-t1", "-c4", "-d3s", "-H", f"Authorization: Bearer {token}", "-H", f"Host: 127.0.0.1:{port}",
                        f"http://127.0.0.1:{port}{path}"], capture_output=True, check=True)  # warm-up
        rps, p50, p99, errors = wrk(f"http://127.0.0.1:{port}{path}", token, port)
        print(f"GET {path} ({name}, {size} bytes), 4 connections: {rps:.0f} requests/s, p50 {p50:.2f} ms, p99 {p99:.2f} ms"
              + (f", {errors} errors" if errors else ""))
        for connections in (1, 4):
            rps, p50, p99, errors = wrk(f"http://127.0.0.1:{port}{path}", token, port, connections, fresh=True)
            print(f"    worked out anew each time, {connections} connection{'s' if connections > 1 else ''}: {rps:.0f} requests/s, "
                  f"p50 {p50:.2f} ms, p99 {p99:.2f} ms" + (f", {errors} errors" if errors else ""))
    # What a browser transfers for the board page (issue 31: at most 100 KB for 200 habits with
    # its style and script), gzipped as a browser asks, and as it would be without.
    sizes = {}
    for encoding in ("gzip", "identity"):
        total = 0
        for path in ("/", "/app.css", "/app.js", "/colors.css"):
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            c.request("GET", path, headers={"Authorization": f"Bearer {token}", "Host": f"127.0.0.1:{port}", "Accept-Encoding": encoding})
            r = c.getresponse()
            total += len(r.read())
            c.close()
            assert r.status == 200, (path, r.status)
        sizes[encoding] = total
    print(f"the board page with its style, colours and script, 200 habits: {sizes['gzip'] / 1024:.1f} KB gzipped "
          f"({sizes['identity'] / 1024:.1f} KB without)")
    e2e.stop(daemon)
    for p in e2e.PROCS:
        e2e.stop(p)
    os.kill(bus_pid, 15)


if __name__ == "__main__":
    run_under_e2e(main, e2e)
