"""Hooks (issue 33 part 4), for real: habitd with `[hooks]` in habitd.toml on a fast clock
that crosses midnight. A reminder, a missed day at the day's turn, a done (from habitctl)
and the milestone it reaches each run their command with the event as JSON on stdin and
HABITD_* in the environment. Then a failing and a hanging hook: each is logged, the hanging
one is stopped at its time limit, and neither delays a reminder or a write.

Called from run.py (E2E_ONLY=hooks runs it alone); `e` is run.py's module.
"""
import json
import os
import subprocess
import time


def lines(path):
    return [json.loads(x) for x in open(path).read().splitlines()] if os.path.exists(path) else []


def hooks_test(e):
    env, bus_pid = e.session("-hooks")
    monitor_log = os.path.join(e.TMP, "monitor-hooks.log")
    monitor = e.start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=monitor_log)
    dunst = e.start_dunst(env)
    out = os.path.join(e.TMP, "hooked")
    os.makedirs(out)

    def ctl(db, *args, at="2026-03-02T12:00:00Z"):
        return e.ctl(dict(env, HABITD_NOW=at), *args, db=db)

    db = os.path.join(e.TMP, "hooks.sqlite")
    ctl(db, "add", "Walk", "--plain", "--start", "2026-02-20")
    ctl(db, "add", "Stretch", "--plain", "--remind", "00:01", "--start", "2026-02-20")
    ctl(db, "add", "Read", "--plain", "--start", "2026-02-20")
    for day in ("2026-03-01", "2026-03-02"):
        ctl(db, "done", "Read", "--date", day)
    hooks = {kind: f"cat >> {out}/{kind}.jsonl; env | grep ^HABITD_ | sort > {out}/{kind}.env"
             for kind in ("reminder", "done", "missed", "milestone")}
    config = os.path.join(e.TMP, "hooks.toml")
    with open(config, "w") as f:
        f.write("[web]\nenabled = false\n[hooks]\n" + "".join(f"{k} = {json.dumps(v)}\n" for k, v in hooks.items()))
    log = os.path.join(e.TMP, "habitd-hooks.log")
    anchor = time.time() + 1.0
    start = 1772495970   # 2026-03-02T23:59:30Z
    daemon = e.start([e.HABITD, "--db", db, "--config", config],
                     dict(env, HABITD_CLOCK=f"2026-03-02T23:59:30Z,{anchor:.3f},10,120"), log=log)

    def clock():
        return start + (time.time() - anchor) * 10

    missed = e.wait_for(lambda: len(lines(f"{out}/missed.jsonl")) >= 2, 15)
    got = sorted((x["event"], x["habit"], x["date"]) for x in lines(f"{out}/missed.jsonl"))
    e.check("when the day turns, the missed hook runs for each habit the ledger calls missed that day (not Read, done)",
            missed and got == [("missed", "Stretch", "2026-03-02"), ("missed", "Walk", "2026-03-02")], got)
    reminded = e.wait_for(lambda: lines(f"{out}/reminder.jsonl"), 15)
    rem = lines(f"{out}/reminder.jsonl")
    e.check("the reminder hook: Stretch at 00:01, its times and its habit's UUID",
            reminded and rem[0]["habit"] == "Stretch" and rem[0]["reminders"] == ["00:01"] and rem[0]["date"] == "2026-03-03"
            and len(rem[0].get("uuid", "")) == 36, rem)
    t = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(clock()))
    r = ctl(db, "done", "Read", at=t)
    # The hook writes its JSON line first, then the environment: wait for both.
    done = e.wait_for(lambda: lines(f"{out}/done.jsonl") and lines(f"{out}/milestone.jsonl")
                      and "HABITD_EVENT" in (open(f"{out}/done.env").read() if os.path.exists(f"{out}/done.env") else ""), 10)
    d, m = lines(f"{out}/done.jsonl"), lines(f"{out}/milestone.jsonl")
    env_lines = open(f"{out}/done.env").read().splitlines() if os.path.exists(f"{out}/done.env") else []
    e.check("habitctl done: the done hook (JSON and HABITD_EVENT, HABITD_HABIT, HABITD_DATE), once; nothing for what was done before habitd started",
            r.returncode == 0 and done and [(x["habit"], x["date"]) for x in d] == [("Read", "2026-03-03")]
            and {"HABITD_EVENT=done", "HABITD_HABIT=Read", "HABITD_DATE=2026-03-03"} <= set(env_lines), (d, env_lines, r.stderr))
    e.check("and the milestone it reached (3 days in a row), recorded by habitctl, runs the milestone hook",
            done and len(m) == 1 and m[0]["habit"] == "Read" and m[0]["key"].startswith("milestone 3"), m)
    e.stop(daemon)

    # A failing and a hanging hook: logged, stopped, and never in the way.
    db2 = os.path.join(e.TMP, "hooks-bad.sqlite")
    ctl(db2, "add", "Stretch", "--plain", "--remind", "00:01", "--start", "2026-02-20")
    ctl(db2, "add", "Walk", "--plain", "--remind", "00:02", "--start", "2026-02-20")
    config = os.path.join(e.TMP, "hooks-bad.toml")
    with open(config, "w") as f:
        f.write('[web]\nenabled = false\n[hooks]\nreminder = "sleep 600"\ndone = "echo oops >&2; exit 3"\ntimeout_seconds = 1\n')
    log2 = os.path.join(e.TMP, "habitd-hooks-bad.log")
    mon = e.Monitor(monitor_log)
    before = len(mon.notifies())
    anchor = time.time() + 1.0
    daemon = e.start([e.HABITD, "--db", db2, "--config", config],
                     dict(env, HABITD_CLOCK=f"2026-03-02T23:59:50Z,{anchor:.3f},10,120"), log=log2)
    # 00:01 is 7 s away, 00:02 13 s: both reminders reach the server on time, the first hook hanging.
    both = e.wait_for(lambda: {"Stretch", "Walk"} <= {n["summary"] for n in mon.notifies()[before:]}, 25)
    shown = {n["summary"]: n["time"] for n in mon.notifies()[before:]}
    late = [round(shown[k] - (anchor + s / 10), 2) for k, s in (("Stretch", 70), ("Walk", 130)) if k in shown]
    e.check(f"a hanging reminder hook delays no reminder (both shown, {late} s after their instants)",
            both and all(x < 1.0 for x in late), (shown, e.log_text(log2)[-500:]))
    t0 = time.time()
    r = e.ctl(dict(env, HABITD_NOW="2026-03-03T00:02:30Z"), "done", "Stretch", db=db2)
    took = time.time() - t0
    text = e.wait_for(lambda: "failed: exit 3" in e.log_text(log2) and "stopped" in e.log_text(log2), 10) and e.log_text(log2)
    e.check(f"a failing done hook delays no write ({took:.2f} s) and is logged with its exit status",
            r.returncode == 0 and took < 2 and "hook done for Stretch failed: exit 3" in (text or ""), e.log_text(log2)[-500:])
    e.check("the hanging one is stopped at its time limit and logged; none is left running",
            "hook reminder for Stretch still running after 1 s: stopped" in (text or "")
            and e.wait_for(lambda: subprocess.run(["pgrep", "-f", "^sleep 600$"], capture_output=True).returncode == 1, 5),
            e.log_text(log2)[-500:])
    for p in (daemon, dunst, monitor):
        e.stop(p)
    os.kill(bus_pid, 15)
