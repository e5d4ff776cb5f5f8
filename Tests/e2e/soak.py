#!/usr/bin/env python3
"""The soak (issue 32 part 3): the real habitd on a fast clock (HABITD_CLOCK: a simulated
month in an hour), 200 habits in three zones across both 2026 DST changes, quiet hours and
nudges, dunst as the notification server, and done/undo/toggle arriving at random from
habitctl, the HTTP API and a second, synced machine (a habitctl on its own store sharing
the sync folder). At the end:

- every reminder the oracle (Tests/oracle/model.py, on the state the writes left at each
  moment) plans was raised exactly once, on time, and none that it does not plan;
- the store holds exactly what was written, on both machines;
- habitd's memory and open file descriptors stay flat (the slope is printed).

A write for a habit is made only when none of its possible reminders is near (the guard)
and its last write had time to reach the other machine, so which came first is never a race
of the test's own making.

    python3 Tests/e2e/soak.py .build/debug --days 30 --rate 720     # an hour; prints figures
    E2E_ONLY=soak python3 Tests/e2e/run.py .build/debug               # the short one (2 days)
"""
import argparse
import datetime as dt
import json
import os
import random
import re
import sys
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "oracle"))
sys.path.insert(0, HERE)
import model  # noqa: E402

UTC = dt.timezone.utc
START = dt.datetime(2026, 3, 1, 0, 0, tzinfo=UTC)   # a month holding the US and the EU DST change
SYSTEM = "Europe/Berlin"
ZONES = [None] * 15 + ["America/New_York"] * 3 + ["Asia/Tokyo"] * 2
SETTINGS = {"quiet-hours": "22:30-06:30", "quiet-policy": "defer"}
NAME = re.compile(r"Soak \d{3}")


def habits(n, rng):
    """The export entries of n habits: daily, some weekdays, some K per week; one to three
    reminders (some limited to weekdays); a few nudging; some pinned to another zone."""
    out = []
    for i in range(n):
        kind = rng.choice(["daily"] * 6 + ["days"] * 2 + ["weekly"] * 2)
        schedule = {"kind": kind}
        if kind == "days":
            schedule["value"] = rng.randint(1, 126)
        elif kind == "weekly":
            schedule["value"] = rng.randint(2, 5)
        times = sorted({f"{rng.randint(5, 22):02d}:{rng.choice([0, 15, 30, 45]):02d}" for _ in range(rng.randint(1, 3))})
        days = rng.choice([None] * 4 + ["mon,tue,wed,thu,fri", "sat,sun"])
        habit = {"archived": False, "kind": "build", "name": f"Soak {i:03d}", "pinned": False, "color": "teal",
                 "reminders": [dict({"time": t}, **({"days": days} if days else {})) for t in times],
                 "schedule": schedule, "start_date": "2026-02-20", "times_per_day": 1,
                 "created_at": "2026-02-20T00:00:00Z", "updated_at": "2026-02-20T00:00:00Z"}
        if rng.random() < 0.15:
            habit["nudge"] = {"every_minutes": rng.choice([90, 120]), "times": rng.randint(1, 2)}
        zone = rng.choice(ZONES)
        if zone:
            habit["zone"] = zone
        out.append({"habit": habit, "completions": [], "skips": []})
    return out


def iso(t):
    return dt.datetime.fromtimestamp(t, UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


class Clock:
    """The same mapping habitd's ClockRate makes: simulated = start + (real - anchor) * rate."""

    def __init__(self, start, anchor, rate):
        self.start, self.anchor, self.rate = start, anchor, rate

    def sim(self, real=None):
        return self.start + ((time.time() if real is None else real) - self.anchor) * self.rate

    def env(self):
        return f"{iso(self.start)},{self.anchor:.6f},{self.rate:g}"


class Ledger:
    """What the writes left, per habit: a list of (simulated time, {date: 'done'|'no'})."""

    def __init__(self, names):
        self.states = {n: [(float("-inf"), {})] for n in names}

    def now(self, name):
        return self.states[name][-1][1]

    def set(self, name, at, date, state):
        days = dict(self.now(name))
        if state is None:
            days.pop(date, None)
        else:
            days[date] = state
        self.states[name].append((at, days))


def entry_with(entry, days):
    """The export entry as the oracle reads it, with these days' answers: done is a
    completion, a no (a decline) keeps the day from being due as a skip does."""
    return dict(entry, completions=[{"date": d, "count": 1} for d, s in days.items() if s == "done"],
                skips=[{"date": d} for d, s in days.items() if s == "no"])


def planned(entry, lo, hi):
    """The oracle's events of one habit with lo < at < hi. The habit is given an end two days
    after `hi` (nothing later is asked for), so that the model stops looking there instead of
    searching a year ahead for more."""
    out = []
    end = (dt.datetime.fromtimestamp(min(hi, 4102444800), UTC) + dt.timedelta(days=2)).date().isoformat()
    entry = dict(entry, habit=dict(entry["habit"], end_date=end))
    for e in model.habit_events(entry, SETTINGS, 0, SYSTEM, int(lo), 10000):
        if e["at"] >= hi:
            break
        out.append(e)
    return out


def expected(entries, ledger, begin, end):
    """Every event the oracle plans in (begin, end), each under the state of its moment."""
    out = []
    for entry in entries:
        name = entry["habit"]["name"]
        steps = ledger.states[name]
        for i, (at, days) in enumerate(steps):
            lo = max(at, begin)
            hi = min(steps[i + 1][0] if i + 1 < len(steps) else end, end)
            if lo < hi:
                out += planned(entry_with(entry, days), lo, hi)
    return out


def today(entry, sim):
    z = model.zone(entry["habit"].get("zone") or SYSTEM)
    return dt.datetime.fromtimestamp(sim, z).date().isoformat()


def sample(pid):
    """(RSS in kB, open descriptors, private memory in kB) of a process. RSS also counts the
    pages of the program and its libraries, which grow as code first runs (a day's turn, a
    backup, a DST change): RssAnon, the memory it allocated, is what a leak would grow."""
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            fields[key] = value
    kb = lambda k: int(fields.get(k, "0 kB").split()[0])  # noqa: E731
    return kb("VmRSS"), len(os.listdir(f"/proc/{pid}/fd")), kb("RssAnon")


def slope(points):
    """Least squares slope of (x, y)."""
    n = len(points)
    if n < 2:
        return 0.0
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    den = sum((p[0] - mx) ** 2 for p in points)
    return sum((p[0] - mx) * (p[1] - my) for p in points) / den if den else 0.0


def soak(e, days=2, rate=1440, count=200, seed=None, quiet=False, samples_path=None):
    """Runs the soak; `e` is run.py's module. Returns the figures."""
    import web
    seed = seed if seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    env, bus_pid = e.session("-soak")
    env["TZ"] = SYSTEM
    monitor_log = os.path.join(e.TMP, "monitor-soak.log")
    monitor = e.start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=monitor_log)
    # dunst redraws every notification it shows at each new one: with a month of unanswered
    # reminders on screen that is seconds per reminder, which the fast clock turns into hours.
    # Three on screen, the rest queued, as a user with 200 habits would set it.
    dunstrc = os.path.join(e.TMP, "dunstrc-soak")
    with open(dunstrc, "w") as f:
        f.write("[global]\n    notification_limit = 3\n")
    dunst = e.start(["dunst", "-config", dunstrc], env, log=os.path.join(e.TMP, "dunst-soak.log"))
    e.wait_for(lambda: e.subprocess.run(["dunstctl", "count", "displayed"], env=env, capture_output=True).returncode == 0, 10)
    folder = os.path.join(e.TMP, "soak-sync")
    os.makedirs(folder)
    db_a, db_b = os.path.join(e.TMP, "soak-a.sqlite"), os.path.join(e.TMP, "soak-b.sqlite")
    entries = habits(count, rng)
    setup_now = iso(START.timestamp() - 3600)
    backup = os.path.join(e.TMP, "soak.json")
    with open(backup, "w") as f:
        json.dump({"format": "habitd-export", "version": 1, "categories": [], "habits": entries, "settings": SETTINGS}, f)

    def ctl(db, *args, at=None):
        return e.ctl(dict(env, HABITD_NOW=at or setup_now), *args, db=db)

    for args, db in ((("import", backup), db_a), (("sync", "setup", folder), db_a), (("sync", "setup", folder), db_b)):
        r = ctl(db, *args)
        if r.returncode != 0:
            e.check(f"soak set-up: habitctl {' '.join(args)}", False, r.stderr)
            return None
    token = ctl(db_a, "web", "token", "new", "--name", "soak").stdout.strip().splitlines()[-1]
    port = web.free_port()
    config = os.path.join(e.TMP, "soak.toml")
    with open(config, "w") as f:
        f.write(f'[web]\nlisten = "127.0.0.1:{port}"\n')
    clock = Clock(START.timestamp(), time.time() + 4, rate)
    log = os.path.join(e.TMP, "habitd-soak.log")
    daemon = e.start([e.HABITD, "--db", db_a, "--config", config], dict(env, HABITD_CLOCK=clock.env()), log=log)
    e.wait_for(lambda: f"127.0.0.1:{port}/api/v1/" in e.log_text(log), 30)
    time.sleep(max(0.0, clock.anchor - time.time()))

    # An API write reaches the sync folder on its own (habitd publishes it), not at the next
    # habitctl command: undone again at once, so the month starts clean.
    segments = lambda: sorted(os.path.join(d, f) for d, _, fs in os.walk(folder) for f in fs if f.endswith(".ops"))  # noqa: E731
    known = segments()
    first = entries[0]["habit"]["name"]
    status, _, _ = web.request(port, "POST", f"habits/{urllib.parse.quote(first)}/done", token=token,
                               body=json.dumps({"date": today(entries[0], clock.sim())}))
    published = e.wait_for(lambda: len(segments()) > len(known), 3)
    e.check("soak: a done through the API reaches the sync folder by itself", status == 201 and published, (status, known))
    web.request(port, "POST", f"habits/{urllib.parse.quote(first)}/undo", token=token,
                body=json.dumps({"date": today(entries[0], clock.sim())}))

    ledger = Ledger([x["habit"]["name"] for x in entries])
    # Each habit's possible reminders (nothing answered: the most it can have).
    end = START.timestamp() + days * 86400
    possible = {x["habit"]["name"]: [ev["at"] for ev in planned(x, START.timestamp() - 86400, end + 86400)] for x in entries}
    before, after = 1.0 * rate, 3.0 * rate     # the guard: a second of real time before, three after
    # Two machines writing one habit within a moment of each other is a conflict sync settles
    # by its own rules, not a sequence the test can predict: a habit is written again only
    # once the last write had 1.5 real seconds to reach the other machine.
    settle, last_write = 1.5, {}
    writes, refused, samples = {"habitctl": 0, "api": 0, "synced": 0}, [], []
    next_sample = 0.0
    while clock.sim() < end - after:
        time.sleep(rng.uniform(0.05, 0.6))
        if time.time() >= next_sample:
            samples.append((time.time(),) + sample(daemon.pid))
            next_sample = time.time() + 5
        now = clock.sim()
        entry = rng.choice(entries)
        name = entry["habit"]["name"]
        if any(now - before <= t <= now + after for t in possible[name]) or time.time() - last_write.get(name, 0) < settle:
            continue
        date = today(entry, now)
        state = ledger.now(name).get(date)
        source = rng.choice(list(writes))
        # A tap flips a day (done ↔ nothing, a "no" made done); fail says no.
        if state is None:
            verb, new = rng.choice([("done", "done"), ("toggle", "done"), ("fail", "no")])
        elif state == "done":
            verb, new = rng.choice([("undo", None), ("toggle", None)])
        else:
            verb, new = rng.choice([("toggle", "done"), ("undo", None)])
        if source == "api":
            status, _, body = web.request(port, "POST", f"habits/{urllib.parse.quote(name)}/{verb}", token=token,
                                          body=json.dumps({"date": date}))
            ok = status in (200, 201)
            detail = f"{status} {body}"
        else:
            r = ctl(db_a if source == "habitctl" else db_b, verb, name, "--date", date, at=iso(clock.sim()))
            ok, detail = r.returncode == 0, r.stderr.strip()
        if not ok:
            refused.append(f"{source} {verb} {name} {date}: {detail}")
            continue
        writes[source] += 1
        last_write[name] = time.time()
        ledger.set(name, clock.sim(), date, new)
    samples.append((time.time(),) + sample(daemon.pid))
    finished = clock.sim()
    time.sleep(2)

    # What reached the notification server: each reminder (a Notify with habitd's Mark done
    # action), at its simulated time.
    raised = {}
    for n in e.Monitor(monitor_log).notifies():
        m = NAME.search(n["summary"] + " " + n["body"])
        if m and '"done"' in n["hints"]:
            raised.setdefault(m.group(0), []).append(clock.sim(n["time"]))
    begin, stop_at = START.timestamp() + 300, finished - 2 * rate   # the window judged
    want = expected(entries, ledger, begin, stop_at)
    # On time: within ten simulated minutes (until issue 41: 1.5 real seconds, 36 simulated
    # minutes at x1440). The fast clock magnifies real delays by the rate: one notification
    # takes a few real ms on the bus, so the 27 reminders of one instant in the short run
    # (seed 940483882) drained 122 to about 220 simulated seconds after it at x1440, 85 to
    # 150 real ms. Ten minutes (417 real ms) leaves room for a loaded CI machine.
    late = 600
    missing, extra, lateness = [], [], []
    by_habit = {}
    for ev in want:
        by_habit.setdefault(ev["habit"], []).append(ev["at"])
    for name in ledger.states:
        got = sorted(raised.get(name, []))
        for at in by_habit.get(name, []):
            match = next((t for t in got if at - 60 <= t <= at + late), None)
            if match is None:
                near = min(raised.get(name, []), key=lambda t: abs(t - at), default=None)
                missing.append(f"{name} at {iso(at)} (nearest raise {iso(near) if near else 'none'}; "
                               f"writes {[(iso(w), d) for w, d in ledger.states[name][1:]]})")
            else:
                got.remove(match)
                lateness.append((match - at) / rate)
        # An unmatched one at the window's edges may belong to an event outside it.
        extra += [f"{name} at {iso(t)}" for t in got if begin + late < t < stop_at]

    # The store holds what was written, on both machines (B reads the folder first).
    ctl(db_b, "sync", "status", at=iso(finished))
    stored = {}
    for label, db in (("A", db_a), ("B", db_b)):
        doc = json.loads(ctl(db, "export", at=iso(finished)).stdout or "{}")
        stored[label] = {h["habit"]["name"]: {**{c["date"]: "done" for c in h["completions"]},
                                              **{d["date"]: "no" for d in h.get("declines", [])}}
                         for h in doc.get("habits", [])}
    wanted = {name: {d: s for d, s in ledger.now(name).items()} for name in ledger.states}
    lost = [f"{label} {name}: {stored[label].get(name)} ≠ {wanted[name]}" for label in stored for name in wanted
            if stored[label].get(name, {}) != wanted[name]]

    settled = [s for s in samples if s[0] >= samples[0][0] + min(60, (samples[-1][0] - samples[0][0]) / 4)]
    hours = (samples[-1][0] - samples[0][0]) / 3600
    # Issue 45 asks for habitd's private memory "after the hour's soak": as bench-memory.py
    # does after its writes, 30 s after the last one (habitd has trimmed by then, MemoryTrim).
    # A short run does not wait for it: its figure is printed, not judged.
    if hours * 60 >= 20:
        time.sleep(max(0.0, samples[-1][0] + 30 - time.time()))
    after_writes = sample(daemon.pid)
    rss_slope = slope([(s[0] / 3600, s[1] / 1024) for s in settled])
    anon_slope = slope([(s[0] / 3600, s[3] / 1024) for s in settled])
    fd_slope = slope([(s[0] / 3600, s[2]) for s in settled])
    lateness.sort()
    figures = {
        "seed": seed, "habits": count, "simulated days": round((finished - START.timestamp()) / 86400, 2),
        "real minutes": round(hours * 60, 1), "rate": rate,
        "writes": writes, "reminders planned": len(want), "raised": sum(len(v) for v in raised.values()),
        "missing": len(missing), "extra": len(extra),
        "lateness real ms p50/p99/max": [round(1000 * lateness[int(q * (len(lateness) - 1))], 1) for q in (0.5, 0.99, 1.0)] if lateness else [],
        "rss MB first/last/max": [round(samples[0][1] / 1024, 1), round(samples[-1][1] / 1024, 1), round(max(s[1] for s in samples) / 1024, 1)],
        "rss slope MB/hour (after warm-up)": round(rss_slope, 2),
        "private (RssAnon) MB first/last/max": [round(samples[0][3] / 1024, 1), round(samples[-1][3] / 1024, 1), round(max(s[3] for s in samples) / 1024, 1)],
        "private slope MB/hour (after warm-up)": round(anon_slope, 2),
        "private MB 30 s after the last write": round(after_writes[2] / 1024, 1),
        "fds first/last/max": [samples[0][2], samples[-1][2], max(s[2] for s in samples)],
        "fd slope per hour": round(fd_slope, 2),
    }
    if not quiet:
        print("soak:", json.dumps(figures, ensure_ascii=False), flush=True)
    if samples_path:
        with open(samples_path, "w") as f:
            json.dump({"columns": ["unix time", "rss kB", "fds", "private kB"], "samples": samples}, f)
    e.check(f"soak: every write was taken ({sum(writes.values())} writes)", not refused and all(writes.values()), refused[:3])
    e.check(f"soak: each of the {len(want)} planned reminders was raised once, within ten simulated minutes "
            f"(the latest {max(lateness, default=0) * rate:.0f} s)", not missing and want, missing[:5])
    e.check("soak: no reminder the oracle does not plan", not extra, extra[:5])
    e.check("soak: both stores hold exactly what was written", not lost, lost[:3])
    e.check(f"soak: habitd's descriptors stay flat ({figures['fds first/last/max']})",
            max(s[2] for s in settled) - min(s[2] for s in settled) <= 4, samples[-3:])
    # Private memory (RssAnon: what habitd allocated, not the program's pages mapped in as
    # code first runs). Before habitd trimmed malloc's arenas it rose to 27.6 MB in the hour,
    # +9.8 MB an hour, while its live heap stayed under 6 MB; with the trim (MemoryTrim,
    # once a minute under this load) 22.5 MB at most, +6.5 (docs/reliability.md, "Memory").
    # So: never above 32 MB; and over a run of 20 real minutes or more, past the first rise,
    # a slope under 10 MB an hour. A short run is all rise (the smoke's 275 writes: 9.8 ->
    # 17.2 MB, "+97 MB/h"), so there the slope is printed, and the ceiling is what holds it.
    anon_max = max(s[3] for s in samples) / 1024
    long_run = hours * 60 >= 20
    e.check(f"soak: habitd's private memory stays under 32 MB ({anon_max:.1f} MB at most"
            + (f", slope {anon_slope:+.1f} MB/h under 10" if long_run else "") + ")",
            anon_max < 32 and (not long_run or anon_slope < 10), figures)
    e.check("soak: habitd still running", daemon.poll() is None, e.log_text(log)[-800:])
    for p in (monitor, daemon, dunst):
        e.stop(p)
    os.kill(bus_pid, 15)
    return figures


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bin", nargs="?", default=".build/debug")
    parser.add_argument("--days", type=float, default=30)
    parser.add_argument("--rate", type=float, default=720)
    parser.add_argument("--habits", type=int, default=200)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--samples", help="write habitd's RSS and descriptor samples (every 5 s) to this JSON file")
    args = parser.parse_args()
    sys.argv = [sys.argv[0], args.bin]
    import run as e   # noqa: E402  (run.py reads the binaries' folder from argv)
    sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
    from benchlib import run_under_e2e  # noqa: E402
    run_under_e2e(lambda: soak(e, args.days, args.rate, args.habits, args.seed, samples_path=args.samples), e)
    line, status = e.summary(e.RESULTS)
    print(line)
    sys.exit(status)
