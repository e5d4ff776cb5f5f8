"""Reference model of habitd's reminder semantics (DESIGN.md, "Time semantics"), written
independently of the Swift code, on Python's zoneinfo and the system tz database.

A habit here is the dict `habitctl export` writes; a log is its completions and skips.
"""
import datetime as dt
from functools import lru_cache
from zoneinfo import ZoneInfo

UTC = dt.timezone.utc
EPOCH = dt.date(1970, 1, 1)
SEARCH_DAYS = 400


@lru_cache(maxsize=None)
def zone(name):
    return ZoneInfo(name)


def offset(z, t):
    """UTC offset in seconds of zone z at Unix second t."""
    return int(dt.datetime.fromtimestamp(t, z).utcoffset().total_seconds())


def local_of(t, z):
    """(local date, second of day) of Unix second t in zone z."""
    d = dt.datetime.fromtimestamp(t, z)
    return d.date(), d.hour * 3600 + d.minute * 60 + d.second


def resolve(date, second_of_day, z):
    """The Unix second a wall time fires at: the only instant, the earlier of two, or the
    transition instant when clocks skip it."""
    naive = dt.datetime.combine(date, dt.time()) + dt.timedelta(seconds=second_of_day)
    valid = []
    for fold in (0, 1):
        aware = naive.replace(tzinfo=z, fold=fold)
        t = int(aware.timestamp())
        back = dt.datetime.fromtimestamp(t, z).replace(tzinfo=None)
        if back == naive:
            valid.append(t)
    if valid:
        return min(valid)
    # A gap: the offsets on both sides give an instant before and one after the transition.
    local_s = int((naive - dt.datetime(1970, 1, 1)).total_seconds())
    cands = sorted({local_s - offset(z, local_s - 86400 * k) for k in (-1, 0, 1)} |
                   {local_s - offset(z, local_s - 86400 * k - 3 * 3600) for k in (-1, 0, 1)})
    lo, hi = cands[0], cands[-1]
    first = offset(z, lo)
    assert offset(z, hi) != first, (date, second_of_day, z)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if offset(z, mid) == first:
            lo = mid
        else:
            hi = mid
    return hi


WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def parse_days(text):
    return {WEEKDAYS.index(d) for d in text.split(",")}


def parse_time(text):
    h, m = text.split(":")
    return int(h) * 60 + int(m)


class Rules:
    """Due and done on local dates, as docs/rules.md states them."""

    def __init__(self, habit, completions, skips, week_start):
        self.h = habit
        self.week_start = week_start  # 0 = Monday … 6 = Sunday
        goal = (habit.get("goal") or {}).get("value")
        self.goal = goal
        self.tally = {}
        for c in completions:
            d = dt.date.fromisoformat(c["date"])
            count, value = self.tally.get(d, (0, 0.0))
            # A plain check-in of a day's goal with N a day: its share, goal / N (docs/rules.md).
            implied = (goal or 0) * c["count"] / habit["times_per_day"] if habit["kind"] == "build" else 0
            v = c.get("value")
            self.tally[d] = (count + c["count"], value + (v if v is not None else implied))
        self.skips = {dt.date.fromisoformat(s["date"]) for s in skips}
        self.start = dt.date.fromisoformat(habit["start_date"])
        self.end = dt.date.fromisoformat(habit["end_date"]) if habit.get("end_date") else None
        self.kind = habit["schedule"]["kind"]
        self.value = habit["schedule"].get("value")

    def in_term(self, d):
        return d >= self.start and (self.end is None or d <= self.end)

    def done(self, d):
        count, value = self.tally.get(d, (0, 0.0))
        if self.h["kind"] == "build":
            goal = self.goal or 0
            return count >= self.h["times_per_day"] and value >= goal - 1e-9 * max(1, abs(goal))
        return count >= 1 and value <= (self.goal or 0)

    def allows(self, d):
        if self.kind in ("daily", "weekly", "monthly"):
            return True
        if self.kind == "days":
            return d.weekday() in {i for i in range(7) if self.value >> i & 1}
        if self.kind == "every":
            off = (d - self.start).days
            return off >= 0 and off % self.value == 0
        return False

    def period(self, d):
        if self.kind == "monthly":
            first = d.replace(day=1)
            nxt = (first + dt.timedelta(days=32)).replace(day=1)
            return [first + dt.timedelta(days=i) for i in range((nxt - first).days)]
        back = (d.weekday() - self.week_start) % 7
        first = d - dt.timedelta(days=back)
        return [first + dt.timedelta(days=i) for i in range(7)]

    def period_met(self, d):
        if self.kind not in ("weekly", "monthly"):
            return False
        return sum(1 for x in self.period(d) if self.in_term(x) and self.done(x)) >= self.value

    def slip(self, d):
        """A quit habit over its limit that day: decided, so no longer due."""
        return self.h["kind"] == "quit" and self.tally.get(d, (0, 0.0))[1] > (self.goal or 0)

    def due(self, d):
        return (not self.h.get("archived") and self.in_term(d) and self.allows(d) and d not in self.skips
                and not self.done(d) and not self.slip(d) and not self.period_met(d))


def quiet_adjust(t, settings, system):
    """(instant, deferred) after quiet hours, or None when skipped."""
    q = settings.get("quiet-hours", "off")
    if q == "off":
        return t, False
    s, e = (parse_time(x) for x in q.split("-"))
    d, sec = local_of(t, system)
    m = sec // 60
    inside = s <= m < e if s < e else (m >= s or m < e)
    if not inside:
        return t, False
    if settings.get("quiet-policy", "defer") == "skip":
        return None
    if s > e and m >= s:
        return None
    return resolve(d, e * 60, system), True


def nudges(t, nudge, next_t, day, z, settings, system):
    """(k, instant) of the nudges after a reminder event at t: every N minutes, at most M,
    before the next reminder event of the day and on the same local date; one inside quiet
    hours is dropped (never deferred)."""
    if not nudge:
        return []
    out = []
    for k in range(1, nudge["times"] + 1):
        n = t + k * nudge["every_minutes"] * 60
        if (next_t is not None and n >= next_t) or local_of(n, z)[0] != day:
            break
        if quiet_adjust(n, settings, system) == (n, False):
            out.append((k, n))
    return out


def habit_events(entry, settings, week_start, system_name, after, limit):
    h = entry["habit"]
    if h.get("archived") or not h["reminders"] or h["schedule"]["kind"] == "irregular":
        return []
    z = zone(h.get("zone") or system_name)
    system = zone(system_name)
    rules = Rules(h, entry["completions"], entry["skips"], week_start)
    day = max(local_of(after, z)[0] - dt.timedelta(days=2), rules.start)
    give_up = day + dt.timedelta(days=SEARCH_DAYS + 2)
    out, extra = [], None
    while day <= give_up and (extra is None or extra > 0):
        if rules.end and day > rules.end:
            break
        found = []
        if rules.due(day):
            by_instant = {}
            for r in h["reminders"]:
                if "days" in r and day.weekday() not in parse_days(r["days"]):
                    continue
                planned = resolve(day, parse_time(r["time"]) * 60, z)
                adj = quiet_adjust(planned, settings, system)
                if adj is None:
                    continue
                t, deferred = adj
                times, all_deferred = by_instant.get(t, ([], True))
                by_instant[t] = (times + [r["time"]], all_deferred and deferred)
            instants = sorted(by_instant)
            for i, t in enumerate(instants):
                times, deferred = by_instant[t]
                event = {"habit": h["name"], "date": day.isoformat(), "reminders": sorted(times)}
                if t > after:
                    found.append(dict(event, at=t, deferred=deferred, nudge=0))
                for k, n in nudges(t, h.get("nudge"), instants[i + 1] if i + 1 < len(instants) else None, day, z,
                                   settings, system):
                    if n > after:
                        found.append(dict(event, at=n, deferred=False, nudge=k))
        if found:
            out += found
            give_up = day + dt.timedelta(days=SEARCH_DAYS)
        if extra is not None:
            extra -= 1
        elif len(out) >= limit:
            extra = 2
        day += dt.timedelta(days=1)
    # One habit fires at most once per instant, even when two of its dates meet there
    # (a pinned zone's dates deferred to the end of one quiet night).
    merged = []
    for e in sorted(out, key=sort_key):
        if merged and merged[-1]["at"] == e["at"]:
            last = merged[-1]
            merged[-1] = dict(last, date=min(last["date"], e["date"]),
                              reminders=sorted(set(last["reminders"]) | set(e["reminders"])),
                              deferred=last["deferred"] and e["deferred"], nudge=min(last["nudge"], e["nudge"]))
        else:
            merged.append(e)
    return merged[:limit]


def sort_key(e):
    return (e["at"], [ord(c) for c in e["habit"]])


def next_events(backup, system_name, after, limit, only=None):
    settings = backup.get("settings", {})
    week_start = {"monday": 0, "sunday": 6, "saturday": 5}[settings.get("week-start", "monday")]
    lists = []
    for entry in backup["habits"]:
        if only is not None and entry["habit"]["name"].lower() != only.lower():
            continue
        lists += habit_events(entry, settings, week_start, system_name, after, limit)
    return sorted(lists, key=sort_key)[:limit]


def iso(t):
    return dt.datetime.fromtimestamp(t, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
