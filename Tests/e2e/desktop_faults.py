"""The desktop failing under habitd (issue 32 part 2), for real: the notification server
killed with a reminder showing and another started; the session bus itself restarted at its
address (as systemd's dbus.socket keeps it); the machine suspended for a day (habitd stopped
with SIGSTOP while its fast clock runs on, then continued); the machine's clock set an hour
ahead and back (clock_settime, which needs root: CI runs as root); libnotify missing (hidden
in a mount namespace of its own, which needs root too).

Called from run.py (E2E_ONLY=desktop runs it alone); `e` is run.py's module. habitd runs on
HABITD_CLOCK with an explicit two-minute grace, so "late" means what it means on a real clock.
"""
import os
import re
import signal
import subprocess
import time


def bus_at(e, conf):
    out = subprocess.run(["dbus-daemon", f"--config-file={conf}", "--fork", "--print-pid"], capture_output=True, text=True,
                         check=True).stdout
    pid = int(out.split()[0])
    e.BUS_PIDS.append(pid)
    return pid


def stop_bus(pid):
    """Stops a bus and waits until it has gone: a dying dbus-daemon unlinks its socket's path,
    so the next bus bound to the same path before then loses it (seen in CI: habitd's
    reminders then found "No such file or directory")."""
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as f:
                if f.read().rsplit(")", 1)[1].split()[0] == "Z":    # exited; its parent has not reaped it
                    return
        except FileNotFoundError:
            return
        time.sleep(0.05)
    raise RuntimeError(f"the session bus {pid} did not stop")


def summaries(monitor):
    return [n["summary"] for n in monitor.notifies()]


def desktop_faults_test(e):
    env, _ = e.session("-desk")
    path = os.path.join(e.TMP, "desk-bus")
    conf = os.path.join(e.TMP, "desk-bus.conf")
    with open(conf, "w") as f:
        f.write(e.BUS_CONF.replace("<listen>unix:tmpdir=/tmp</listen>", f"<listen>unix:path={path}</listen>"))
    env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + path
    config = os.path.join(e.TMP, "desk.toml")
    with open(config, "w") as f:
        f.write("[web]\nenabled = false\n")
    server_and_bus(e, env, conf, config)
    suspended(e, env, conf, config)
    jumped(e, env, conf, config)
    without_libnotify(e, env, config)


def without_libnotify(e, env, config):
    """habitd loads libnotify when it starts (not linked: habitctl would load it too). Without
    it (the library's file hidden behind /dev/null in a mount namespace), one clear line and
    exit status 1, before the store is opened."""
    found = subprocess.run(["sh", "-c", "ldconfig -p | sed -n 's/.*libnotify.so.4 .*=> //p' | head -1"],
                           capture_output=True, text=True).stdout.strip()
    library = os.path.realpath(found) if found else ""
    db = os.path.join(e.TMP, "no-libnotify.sqlite")
    r = subprocess.run(["unshare", "-m", "sh", "-c", 'mount --bind /dev/null "$0" && exec "$@"', library,
                        os.path.join(e.BIN, "habitd"), "--config", config], capture_output=True, text=True, timeout=20,
                       env=dict(env, HABITD_DB=db))
    lines = r.stderr.splitlines()
    e.check("without libnotify, habitd says so in one line and exits 1, and makes no store",
            os.path.exists(library) and r.returncode == 1 and len(lines) == 1
            and lines[0].startswith("habitd: cannot load libnotify: ") and not os.path.exists(db),
            (library, r.returncode, r.stderr[-400:]))


def server_and_bus(e, env, conf, config):
    bus = bus_at(e, conf)
    log1 = os.path.join(e.TMP, "desk-monitor-1.log")
    monitor = e.start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=log1)
    dunst = e.start_dunst(env)
    db = os.path.join(e.TMP, "desk.sqlite")
    for name, at in (("Stretch", "09:00"), ("Walk", "09:03")):
        e.ctl(dict(env, HABITD_NOW="2026-03-02T08:00:00Z"), "add", name, "--plain", "--remind", at, db=db)
    log = os.path.join(e.TMP, "habitd-desk.log")
    clock = f"2026-03-02T08:59:40Z,{time.time() + 0.5:.3f},10,120"    # 09:00 in 2.5 s, 09:03 in 20.5 s
    habitd = e.start([e.HABITD, "--db", db, "--config", config], dict(env, HABITD_CLOCK=clock), log=log)
    first = e.Monitor(log1)
    shown = e.wait_for(lambda: "Stretch" in summaries(first), 15)
    e.check("the reminder shows on the first notification server", shown, e.log_text(log)[-400:])

    dunst.kill()
    dunst.wait()
    dunst = e.start_dunst(env)
    again = e.wait_for(lambda: summaries(first).count("Stretch") >= 2, 15)
    e.check("the server is killed with it showing and another starts: habitd shows it again there", again,
            e.log_text(log)[-400:])
    e.press(env, "Mark done", "Stretch")
    e.check("and its Mark done, on the new server, records it",
            e.wait_for(lambda: e.completions(db, "Stretch") == [("notification",)], 10), e.log_text(log)[-400:])

    stop_bus(bus)
    for p in (dunst, monitor):
        e.stop(p)
    e.wait_for(lambda: "the session bus went away" in e.log_text(log), 10)
    bus = bus_at(e, conf)
    log2 = os.path.join(e.TMP, "desk-monitor-2.log")
    monitor = e.start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=log2)
    dunst = e.start_dunst(env)
    second = e.Monitor(log2)
    walk = e.wait_for(lambda: "Walk" in summaries(second), 30)
    text = e.log_text(log)
    e.check("the session bus restarts: habitd keeps running, says so, connects again, and the next reminder shows on the new bus",
            walk and habitd.poll() is None and "the session bus went away" in text and "connected to the session bus again" in text,
            text[-600:])
    e.check("and nothing was shown twice: Stretch was done before the bus went", "Stretch" not in summaries(second),
            summaries(second))
    for p in (habitd, dunst, monitor):
        e.stop(p)
    stop_bus(bus)


def suspended(e, env, conf, config):
    """Suspend: habitd is stopped from 06:00 one day to 12:30 the next (15 s of real time at
    7,200×) and continued. Five reminders of each habit passed meanwhile: each habit gets one
    notification, for its last one of that day, and the rest are logged as missed."""
    bus = bus_at(e, conf)
    log1 = os.path.join(e.TMP, "sleep-monitor.log")
    monitor = e.start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=log1)
    dunst = e.start_dunst(env)
    db = os.path.join(e.TMP, "sleep.sqlite")
    e.ctl(dict(env, HABITD_NOW="2026-03-02T04:00:00Z"), "add", "Water", "--plain", "--remind", "07:00", "--remind", "09:00",
          "--remind", "11:00", db=db)
    e.ctl(dict(env, HABITD_NOW="2026-03-02T04:00:00Z"), "add", "Walk", "--plain", "--remind", "08:00", "--remind", "10:00", db=db)
    log = os.path.join(e.TMP, "habitd-sleep.log")
    anchor = time.time() + 0.5
    habitd = e.start([e.HABITD, "--db", db, "--config", config],
                     dict(env, HABITD_CLOCK=f"2026-03-02T05:00:00Z,{anchor:.3f},7200,120"), log=log)
    e.wait_for(lambda: "started" in e.log_text(log), 10)
    time.sleep(max(0.0, anchor + 0.5 - time.time()))          # 06:00
    habitd.send_signal(signal.SIGSTOP)
    before = summaries(e.Monitor(log1))
    time.sleep(max(0.0, anchor + 0.5 + 30.5 * 3600 / 7200 - time.time()))   # 12:30 the next day
    habitd.send_signal(signal.SIGCONT)
    time.sleep(1.5)                                             # until 15:30: nothing else is due
    after = summaries(e.Monitor(log1))
    text = e.log_text(log)
    caught = re.findall(r"caught_up: (\w+) \((\S+) (\S+)\)", text)
    missed = re.findall(r"missed: (\w+) \((\S+) (\S+)\)", text)
    e.check("suspended for a day: on waking, one notification per habit, not one per missed reminder",
            before == [] and sorted(after) == ["Walk", "Water"], (before, after, text[-600:]))
    e.check("for each habit's last reminder of the day it woke on; the others are logged as missed",
            sorted(caught) == [("Walk", "2026-03-03", "10:00"), ("Water", "2026-03-03", "11:00")] and len(missed) == 8,
            (caught, missed))
    for p in (habitd, dunst, monitor):
        e.stop(p)
    stop_bus(bus)


def set_clock(seconds):
    """Moves the machine's realtime clock by `seconds` (the kernel then cancels every
    TFD_TIMER_CANCEL_ON_SET timer, which is how habitd hears of it)."""
    time.clock_settime(time.CLOCK_REALTIME, time.time() + seconds)


def jumped(e, env, conf, config):
    """The clock jumps an hour ahead and back, for real: habitd on a 120x clock, the machine's
    clock set 30 s ahead (an hour of habitd's) and, a few seconds later, back. Ahead, the two
    reminders the hour passed are caught up, one notification each; back, they come round
    again and are not shown again; a later one shows once, at its time. The machine's clock is
    put back in `finally`, whatever happens, and every wait here is on the monotonic clock."""
    rate, jump = 120, 30
    bus = bus_at(e, conf)
    log1 = os.path.join(e.TMP, "jump-monitor.log")
    monitor = e.start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=log1)
    dunst = e.start_dunst(env)
    db = os.path.join(e.TMP, "jump.sqlite")
    for name, at in (("Tea", "09:20"), ("Walk", "09:30"), ("Read", "10:30")):
        e.ctl(dict(env, HABITD_NOW="2026-03-02T04:00:00Z"), "add", name, "--plain", "--remind", at, db=db)
    log = os.path.join(e.TMP, "habitd-jump.log")
    anchor = time.time() + 0.5
    habitd = e.start([e.HABITD, "--db", db, "--config", config],
                     dict(env, HABITD_CLOCK=f"2026-03-02T09:00:00Z,{anchor:.3f},{rate},120"), log=log)
    e.wait_for(lambda: "started" in e.log_text(log), 10)
    shown = lambda: summaries(e.Monitor(log1))  # noqa: E731
    ahead = False
    try:
        time.sleep(max(0.0, anchor + 2 - time.time()))          # 09:04
        set_clock(jump)                                         # 10:04
        ahead = True
        caught = e.wait_for(lambda: sorted(shown()) == ["Tea", "Walk"], 4)
        e.check("the clock set an hour ahead: habitd hears it and catches the two passed reminders up, once each",
                caught and "the clock was set" in e.log_text(log), (shown(), e.log_text(log)[-600:]))
        set_clock(-jump)                                        # back to about 09:10
        ahead = False
        # 09:20 and 09:30 come round again; 10:30 is Read's: wait until 10:35.
        e.wait_for(lambda: "Read" in shown(), 55)
        late = time.time() - (anchor + 90 * 60 / rate)         # 10:30, in real seconds
        time.sleep(5 * 60 / rate)                               # until 10:35
        text = e.log_text(log)
        e.check("and set back: nothing is shown again when its time comes round, and the next reminder shows once, at its time",
                sorted(shown()) == ["Read", "Tea", "Walk"] and -0.5 < late < 1.5 and text.count("the clock was set") == 2,
                (shown(), late, text[-800:]))
    finally:
        if ahead:
            set_clock(-jump)
    for p in (habitd, dunst, monitor):
        e.stop(p)
    stop_bus(bus)
