#!/usr/bin/env python3
"""The planner against the reference model (model.py), through the real `habitctl next --json`.

1. Every zone in zone1970.tab with a transition in the two years from REF: for each
   transition, daily habits with reminders just before, inside, at the edges of and after
   the gap or overlap (midnight transitions, 30-minute and 2-hour shifts included where the
   zone has them), planned across it without quiet hours, with quiet hours deferring and with
   quiet hours skipping around the transition.
2. Random cases mixing every schedule kind, times per day, weekday-limited reminders, terms,
   completions and skips, goals and quit habits, pinned zones, week starts, quiet hours and
   nudges (a third of the transition cases' habits nudge too).

Each output must equal the model's and must hold the properties: sorted, strictly after
--from, no event on a day the habit is not due, none inside quiet hours under defer, no
habit twice at one instant. Ends with "N passed, N failed".

Usage: run.py [path/to/habitctl] [--seed N] [--random N] [--zones a,b] [-v]
"""
import argparse
import datetime as dt
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import model  # noqa: E402

REF = int(dt.datetime(2026, 11, 22, tzinfo=dt.timezone.utc).timestamp())
TWO_YEARS = 2 * 366 * 86400


class Runner:
    def __init__(self, habitctl, verbose):
        self.habitctl = habitctl
        self.verbose = verbose
        self.tmp = tempfile.mkdtemp(prefix="habitd-oracle-")
        self.passed = 0
        self.failed = 0
        self.failures = []
        self.lock = threading.Lock()

    def ctl(self, db, *args, check=True):
        env = dict(os.environ, HABITD_DB=db, LANG="C.UTF-8", TZ="UTC", LANGUAGE="", LC_ALL="", LC_MESSAGES="")
        env.pop("HABITD_NOW", None)
        r = subprocess.run([self.habitctl, *args], env=env, capture_output=True, text=True)
        if check and r.returncode != 0:
            raise RuntimeError(f"habitctl {' '.join(args)}: {r.stderr.strip()}")
        return r

    def database(self, name, backup):
        db = os.path.join(self.tmp, name + ".sqlite")
        src = os.path.join(self.tmp, name + ".json")
        with open(src, "w") as f:
            json.dump(backup, f)
        self.ctl(db, "import", src)
        return db

    def check(self, label, db, backup, system, after, count, only=None):
        args = ["next", "--json", "--tz", system, "--from", model.iso(after), "--count", str(count)]
        if only:
            args.insert(1, only)
        r = self.ctl(db, *args, check=False)
        problems = []
        if r.returncode != 0:
            problems.append(f"exit {r.returncode}: {r.stderr.strip()}")
            got = []
        else:
            got = [{"habit": e["habit"], "at": e["at"], "date": e["date"], "reminders": e["reminders"],
                    "deferred": e["deferred"], "nudge": e["nudge"]} for e in json.loads(r.stdout)]
        want = [dict(e, at=model.iso(e["at"])) for e in model.next_events(backup, system, after, count, only)]
        if got != want:
            diff = next((i for i, (g, w) in enumerate(zip(got, want)) if g != w), min(len(got), len(want)))
            problems.append(f"differs from the model at event {diff}: got {got[diff:diff + 2]} want {want[diff:diff + 2]}"
                            + (f" (lengths {len(got)} vs {len(want)})" if len(got) != len(want) else ""))
        problems += properties(got, backup, system, after)
        with self.lock:
            if problems:
                self.failed += 1
                self.failures.append(f"{label}: " + "; ".join(problems))
                if self.verbose:
                    print("FAIL", self.failures[-1], flush=True)
            else:
                self.passed += 1

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)


def properties(events, backup, system, after):
    """The planner's invariants, on habitctl's own output."""
    out = []
    ats = [int(dt.datetime.strptime(e["at"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc).timestamp()) for e in events]
    if ats != sorted(ats):
        out.append("events not sorted")
    if any(t <= after for t in ats):
        out.append("an event not strictly after --from")
    seen = set()
    settings = backup.get("settings", {})
    week_start = {"monday": 0, "sunday": 6, "saturday": 5}[settings.get("week-start", "monday")]
    entries = {e["habit"]["name"]: e for e in backup["habits"]}
    for e, t in zip(events, ats):
        if (e["habit"], t) in seen:
            out.append(f"{e['habit']} twice at {e['at']}")
        seen.add((e["habit"], t))
        entry = entries[e["habit"]]
        rules = model.Rules(entry["habit"], entry["completions"], entry["skips"], week_start)
        if not rules.due(dt.date.fromisoformat(e["date"])):
            out.append(f"{e['habit']} on {e['date']}, a day it is not due")
        q = settings.get("quiet-hours", "off")
        if q != "off" and settings.get("quiet-policy", "defer") == "defer":
            s, en = (model.parse_time(x) for x in q.split("-"))
            m = model.local_of(t, model.zone(system))[1] // 60
            if (s <= m < en) if s < en else (m >= s or m < en):
                out.append(f"{e['habit']} at {e['at']}, inside quiet hours {q}")
    return out


def transitions(name):
    """(instant, offset before, offset after) for each change in [REF, REF + 2 years]."""
    z = model.zone(name)
    out = []
    t, prev = REF, model.offset(z, REF)
    step = 6 * 3600
    while t < REF + TWO_YEARS:
        nxt = t + step
        o = model.offset(z, nxt)
        if o != prev:
            lo, hi = t, nxt
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if model.offset(z, mid) == prev:
                    lo = mid
                else:
                    hi = mid
            out.append((hi, prev, o))
            prev = o
        t = nxt
    return out


def habit(name, times, start, **extra):
    h = {"name": name, "color": "sky", "kind": "build", "schedule": {"kind": "daily"}, "times_per_day": 1,
         "reminders": [{"time": t} for t in times], "start_date": start, "archived": False, "pinned": False,
         "created_at": "2026-11-01T00:00:00Z"}
    h.update(extra)
    return h


def hhmm(minute):
    minute %= 1440
    return f"{minute // 60:02d}:{minute % 60:02d}"


def dst_zone(runner, name):
    """All cases of one zone; False when it has no transition in the window."""
    trans = transitions(name)
    if not trans:
        return False
    # Local wall-clock minutes around every transition: before, at, inside, at the far edge,
    # after, for gaps (clocks forward) and overlaps (clocks back); and midnight's neighbours.
    def edges(t, before, after):
        w0 = (t + before) // 60 % 1440      # the old clock at the transition
        w1 = (t + after) // 60 % 1440       # the new clock at the transition
        lo, hi = sorted((w0, w1))
        # A range that crosses midnight (23:00 → 24:00) runs from hi to lo + 1440.
        return (hi, lo + 1440) if hi - lo > 720 else (lo, hi)
    minutes = set()
    for t, before, after in trans:
        lo, hi = edges(t, before, after)
        for m in (lo - 60, lo - 1, lo, lo + 1, (lo + hi) // 2, hi - 1, hi, hi + 1, hi + 60, 0, 15, 1439):
            minutes.add(m % 1440)
    start = dt.datetime.fromtimestamp(REF, dt.timezone.utc).date() - dt.timedelta(days=1)
    habits = [{"habit": habit(f"At {hhmm(m)}", [hhmm(m)], start.isoformat()), "completions": [], "skips": []}
              for m in sorted(minutes)]
    for entry in habits[::3]:   # nudges every 20 minutes, across the transition for those just before it
        entry["habit"]["nudge"] = {"every_minutes": 20, "times": 4}
    count = len(habits) * 3
    slug = name.replace("/", "-")

    def backup(settings):
        return {"format": "habitd-export", "version": 1, "settings": settings, "categories": [], "habits": habits}

    plain = backup({})
    db = runner.database("dst-" + slug, plain)
    for t, before, after in trans:
        runner.check(f"{name} transition {model.iso(t)} ({before // 60:+d}→{after // 60:+d} min)",
                     db, plain, name, t - 36 * 3600 - 7 * 60, count)
    # Quiet hours around the transition: deferring to a time inside the gap or overlap,
    # skipping, and deferring just past it. Transitions with the same local pattern (each
    # spring, each autumn) share a database per variant.
    patterns = {}
    for t, before, after in trans:
        patterns.setdefault(edges(t, before, after), []).append(t)
    for p, ((lo, hi), instants) in enumerate(patterns.items()):
        mid = (lo + hi) // 2
        for v, (policy, quiet) in enumerate((("defer", (lo - 45, mid)), ("skip", (mid, hi + 45)), ("defer", (hi - 1, hi + 30)))):
            q = f"{hhmm(quiet[0])}-{hhmm(quiet[1])}"
            if quiet[0] % 1440 == quiet[1] % 1440:
                continue
            b = backup({"quiet-hours": q, "quiet-policy": policy})
            qdb = runner.database(f"dst-{slug}-{p}-{v}", b)
            for t in instants:
                runner.check(f"{name} transition {model.iso(t)} quiet {q} {policy}", qdb, b, name, t - 36 * 3600 - 7 * 60, count)
    return True


def dst_cases(runner, zones):
    with ThreadPoolExecutor(max_workers=2) as pool:
        return sum(pool.map(lambda z: dst_zone(runner, z), zones))


def random_cases(runner, zones, n, rng):
    per_db = 8
    for k in range((n + per_db - 1) // per_db):
        system = rng.choice(zones)
        frm = REF + rng.randrange(TWO_YEARS)
        if rng.random() < 0.5:  # near a transition of the system zone, when it has one
            trans = transitions(system)
            if trans:
                frm = rng.choice(trans)[0] - rng.randrange(3 * 86400)
        today = dt.datetime.fromtimestamp(frm, model.zone(system)).date()
        habits = []
        for i in range(per_db):
            kind = rng.choice(["daily", "days", "every", "weekly", "monthly", "irregular", "daily", "days"])
            schedule = {"kind": kind}
            if kind == "days":
                schedule["value"] = rng.randrange(1, 128)
            elif kind == "every":
                schedule["value"] = rng.choice([2, 3, 5, 7, 30])
            elif kind == "weekly":
                schedule["value"] = rng.randrange(1, 8)
            elif kind == "monthly":
                schedule["value"] = rng.randrange(1, 32)
            day_kind = kind in ("daily", "days", "every")
            times = sorted({hhmm(rng.choice([rng.randrange(1440), rng.randrange(60, 240), 0, 1439, 420, 1320]))
                            for _ in range(rng.randrange(1, 5))})
            reminders = []
            for t in times:
                r = {"time": t}
                if rng.random() < 0.25:
                    r["days"] = ",".join(d for j, d in enumerate(model.WEEKDAYS) if rng.randrange(1, 128) >> j & 1) or "mon"
                reminders.append(r)
            start = today - dt.timedelta(days=rng.randrange(-5, 60))
            h = habit(f"H{k}-{i} {rng.choice(['Run', 'Read', '<b>x</b> & y', 'Café', '日本語'])}", [], start.isoformat(),
                      schedule=schedule, times_per_day=rng.choice([1, 1, 2, 3]) if day_kind else 1,
                      kind=rng.choice(["build", "build", "build", "quit"]), reminders=reminders)
            if rng.random() < 0.3:
                h["goal"] = {"value": rng.choice([1, 2.5, 5]), "unit": "km"}
            if rng.random() < 0.2:
                h["end_date"] = max(start, today + dt.timedelta(days=rng.randrange(0, 20))).isoformat()
            if rng.random() < 0.3:
                h["zone"] = rng.choice(zones)
            if rng.random() < 0.05:
                h["archived"] = True
            if rng.random() < 0.3:
                h["nudge"] = {"every_minutes": rng.choice([5, 10, 45, 90, 720]), "times": rng.choice([1, 3, 20])}
            completions, skips = [], []
            for _ in range(rng.randrange(0, 8)):
                d = today + dt.timedelta(days=rng.randrange(-35, 10))
                if d < start:
                    continue
                c = {"date": d.isoformat(), "count": rng.choice([1, 1, 2, 3]), "source": "cli",
                     "recorded_at": "2026-11-01T00:00:00Z"}
                if rng.random() < 0.3:
                    c["value"] = rng.choice([0.5, 1, 3, 6])
                completions.append(c)
            for d in sorted({today + dt.timedelta(days=rng.randrange(-7, 10)) for _ in range(rng.randrange(0, 3))}):
                skips.append({"date": d.isoformat(), "recorded_at": "2026-11-01T00:00:00Z"})
            habits.append({"habit": h, "completions": completions, "skips": skips})
        settings = {"week-start": rng.choice(["monday", "sunday", "saturday"])}
        if rng.random() < 0.6:
            a, b = rng.randrange(1440), rng.randrange(1440)
            if a != b:
                settings["quiet-hours"] = f"{hhmm(a)}-{hhmm(b)}"
                settings["quiet-policy"] = rng.choice(["defer", "skip"])
        backup = {"format": "habitd-export", "version": 1, "settings": settings, "categories": [], "habits": habits}
        db = runner.database(f"random-{k}", backup)
        count = rng.choice([5, 20, 60])
        runner.check(f"random {k} (system {system}, from {model.iso(frm)}, {settings})", db, backup, system, frm, count)
        pick = rng.choice(habits)["habit"]["name"]
        runner.check(f"random {k} only '{pick}'", db, backup, system, frm, 10, only=pick)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("habitctl", nargs="?", default=".build/debug/habitctl")
    ap.add_argument("--seed", type=int, default=20261122)
    ap.add_argument("--random", type=int, default=1600, help="random habits (8 per database)")
    ap.add_argument("--zones", help="comma-separated zones instead of zone1970.tab")
    ap.add_argument("--skip-transitions", action="store_true", help="only the random cases")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if args.zones:
        zones = args.zones.split(",")
    else:
        with open("/usr/share/zoneinfo/zone1970.tab") as f:
            zones = sorted(line.split("\t")[2].strip() for line in f if line.strip() and not line.startswith("#"))
    runner = Runner(os.path.abspath(args.habitctl), args.verbose)
    try:
        with_transitions = 0 if args.skip_transitions else dst_cases(runner, zones)
        random_cases(runner, zones, args.random, random.Random(args.seed))
    finally:
        runner.close()
    for f in runner.failures[:30]:
        print("FAIL", f)
    if len(runner.failures) > 30:
        print(f"... and {len(runner.failures) - 30} more failures")
    print(f"oracle: {len(zones)} zones, {with_transitions} with transitions in the two years from {model.iso(REF)}")
    print(f"{runner.passed} passed, {runner.failed} failed")
    sys.exit(1 if runner.failed else 0)


if __name__ == "__main__":
    main()
