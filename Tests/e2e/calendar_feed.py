"""The calendar feed (issue 33 part 3), read back by a validator: `habitctl export --ics`
parsed by icalendar (Python's, Debian's python3-icalendar), its times checked against
zoneinfo reading the system tz database (a second reader), across the EU's spring change;
its UIDs stable from one export to the next; and the same feed from habitd's API at
`calendar.ics`, with a read-only token in the URL as a calendar app subscribes.

Called from run.py (E2E_ONLY=calendar runs it alone); `e` is run.py's module.
"""
import datetime as dt
import os
import re
import subprocess
import urllib.request
from zoneinfo import ZoneInfo

import icalendar

import web

UTC = dt.timezone.utc
NOW = "2027-03-27T12:00:00Z"      # the day before Europe/Berlin's 2027 spring change
LATER = "2027-03-28T12:00:00Z"


def events(text):
    cal = icalendar.Calendar.from_ical(text)
    return cal, [c for c in cal.walk("VEVENT")]


def by_uid(evs):
    return {str(v["UID"]): v for v in evs}


def start_utc(v):
    d = v["DTSTART"].dt
    return d.astimezone(UTC) if isinstance(d, dt.datetime) else d


def calendar_test(e):
    env, bus_pid = e.session("-cal")
    env = dict(env, TZ="Europe/Berlin")
    db = os.path.join(e.TMP, "cal.sqlite")

    def ctl(*args, now=NOW):
        return e.ctl(dict(env, HABITD_NOW=now), *args, db=db)

    ctl("add", "Night owl", "--plain", "--remind", "02:30", "--start", "2027-03-01")
    ctl("add", "Run", "--plain", "--remind", "07:00", "--zone", "America/New_York", "--start", "2027-03-01")
    ctl("add", "Read; slowly, then more", "--plain", "--remind", "21:00", "--start", "2027-03-01")
    for day in ("2027-03-24", "2027-03-26", "2027-03-27"):
        ctl("done", "Read; slowly, then more", "--date", day)
    first = ctl("export", "--ics", "--days", "3")
    again = ctl("export", "--ics", "--days", "3")
    later = ctl("export", "--ics", "--days", "3", now=LATER)
    raw = subprocess.run([e.HABITCTL, "--db", db, "export", "--ics", "--days", "3"], env=dict(env, HABITD_NOW=NOW),
                         capture_output=True).stdout
    e.check("habitctl export --ics writes CRLF lines of at most 75 octets",
            first.returncode == 0 and raw.count(b"\r\n") > 10 and raw.count(b"\n") == raw.count(b"\r\n")
            and all(len(line) <= 75 for line in raw.split(b"\r\n")), first.stderr)
    cal, evs = events(first.stdout)
    uids = [str(v["UID"]) for v in evs]
    e.check("icalendar reads it: every event with a UID, a DTSTAMP and a start; the UIDs unique",
            evs and all("DTSTAMP" in v and "DTSTART" in v for v in evs) and len(set(uids)) == len(uids), first.stdout[:600])
    _, evs2 = events(again.stdout)
    _, evs3 = events(later.stdout)
    one, two, three = by_uid(evs), by_uid(evs2), by_uid(evs3)
    shared = set(one) & set(three)
    e.check("the same export twice: the same UIDs; a day later, the events still coming keep theirs and their times",
            set(one) == set(two) and len(shared) >= 3 and all(start_utc(one[u]) == start_utc(three[u]) for u in shared),
            (sorted(one), sorted(three)))

    berlin, york = ZoneInfo("Europe/Berlin"), ZoneInfo("America/New_York")
    night = sorted((v for v in evs if str(v["SUMMARY"]) == "Night owl"), key=start_utc)
    # 02:30 does not exist on 2027-03-28 in Berlin: the reminder fires when the clocks resume.
    spring = [v for v in night if start_utc(v).date() == dt.date(2027, 3, 28)]
    resume = dt.datetime(2027, 3, 28, 2, 0, tzinfo=UTC) - dt.timedelta(hours=1)
    e.check("on the DST day, 02:30 in Berlin is at 03:00 local, the instant the clocks resume (zoneinfo agrees)",
            len(spring) == 1 and start_utc(spring[0]) == resume
            and resume.astimezone(berlin).strftime("%H:%M") == "03:00"
            and spring[0]["DTSTART"].params.get("TZID") == "Europe/Berlin",
            [(str(v["DTSTART"].to_ical()), v["DTSTART"].params) for v in night])
    others = [v for v in night if v not in spring]
    e.check("the other nights at 02:30 Berlin time, before and after the change",
            others and all(start_utc(v).astimezone(berlin).strftime("%H:%M") == "02:30" for v in others),
            [start_utc(v).isoformat() for v in others])
    run = [v for v in evs if str(v["SUMMARY"]) == "Run"]
    e.check("a habit pinned to New York: its events in that zone, at 07:00 there",
            run and all(v["DTSTART"].params.get("TZID") == "America/New_York"
                        and start_utc(v).astimezone(york).strftime("%H:%M") == "07:00" for v in run),
            [(v["DTSTART"].params, start_utc(v).isoformat()) for v in run])

    # Our VTIMEZONE says what zoneinfo says: each change at the same instant, same offsets.
    zones = {str(z["TZID"]): z for z in cal.walk("VTIMEZONE")}
    changes = []
    for sub in zones.get("Europe/Berlin", icalendar.Timezone()).subcomponents:
        start = sub["DTSTART"].dt
        before, after = sub["TZOFFSETFROM"].td, sub["TZOFFSETTO"].td
        if before != after:
            changes.append((start.replace(tzinfo=dt.timezone(before)).astimezone(UTC), before, after))
    e.check("the feed's VTIMEZONE for Berlin holds the spring change as zoneinfo has it",
            any(at == resume and (at - dt.timedelta(seconds=1)).astimezone(berlin).utcoffset() == before
                and at.astimezone(berlin).utcoffset() == after for at, before, after in changes)
            and set(zones) == {"Europe/Berlin", "America/New_York"}, (changes, sorted(zones)))

    done = sorted(v["DTSTART"].dt for v in evs if str(v["SUMMARY"]).startswith("✓"))
    e.check("the days done are all-day events, named as typed (a semicolon and a comma escaped and read back)",
            done == [dt.date(2027, 3, 24), dt.date(2027, 3, 26), dt.date(2027, 3, 27)]
            and all(str(v["SUMMARY"]) == "✓ Read; slowly, then more" for v in evs if str(v["SUMMARY"]).startswith("✓")),
            done)

    bad = ctl("export", "--ics", "--csv")
    worse = ctl("export", "--ics", "--days", "0")
    e.check("--ics with --csv, or --days 0: one line each, exit 1",
            bad.returncode == 1 and bad.stderr.count("\n") == 1 and worse.returncode == 1 and worse.stderr.count("\n") == 1,
            (bad.stderr, worse.stderr))

    # The API: a calendar app's subscription.
    reader = ctl("web", "token", "new", "--name", "phone-calendar", "--read-only").stdout.strip().splitlines()[-1]
    writer = ctl("web", "token", "new", "--name", "writer").stdout.strip().splitlines()[-1]
    port = web.free_port()
    config = os.path.join(e.TMP, "cal.toml")
    with open(config, "w") as f:
        f.write(f'[web]\nlisten = "127.0.0.1:{port}"\n')
    log = os.path.join(e.TMP, "habitd-cal.log")
    daemon = e.start([e.HABITD, "--db", db, "--config", config], dict(env, HABITD_CLOCK=f"{NOW},{__import__('time').time():.3f},1"),
                     log=log)
    e.wait_for(lambda: f"127.0.0.1:{port}/api/v1/" in e.log_text(log), 30)

    def get(query):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/calendar.ics?{query}", timeout=10) as r:
                return r.status, r.headers.get("Content-Type", ""), r.read().decode()
        except urllib.error.HTTPError as err:
            return err.code, "", err.read().decode()

    status, kind, body = get(f"days=3&token={reader}")
    _, served = events(body) if status == 200 else (None, [])
    e.check("GET calendar.ics?token=READ-ONLY: the same events (by UID and start) as habitctl's",
            status == 200 and kind.startswith("text/calendar")
            and {u: start_utc(v) for u, v in by_uid(served).items()} == {u: start_utc(v) for u, v in one.items()},
            (status, kind, body[:300]))
    refused = get(f"token={writer}")
    nobody = get("")
    e.check("a token that can write is refused in a URL (403); none at all is a 401",
            refused[0] == 403 and nobody[0] == 401, (refused, nobody))
    url = e.ctl(dict(env, HABITD_NOW=NOW, XDG_RUNTIME_DIR=env["XDG_RUNTIME_DIR"]), "web", "calendar", "--days", "3", db=db)
    link = url.stdout.strip().splitlines()[-1] if url.stdout.strip() else ""
    e.check("habitctl web calendar prints a URL with a read-only token of its own, which serves the feed",
            re.match(rf"http://127\.0\.0\.1:{port}/api/v1/calendar\.ics\?days=3&token=\S+$", link)
            and get(link.split("?", 1)[1])[0] == 200, (url.stdout, url.stderr))
    e.stop(daemon)
    os.kill(bus_pid, 15)
