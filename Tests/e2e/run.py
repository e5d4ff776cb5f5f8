#!/usr/bin/env python3
"""End-to-end tests of habitd, for real: a private D-Bus session bus, Xvfb, two notification
servers (dunst, then xfce4-notifyd), the real habitd and habitctl binaries, real database
files, the real clock. dbus-monitor records every Notify and CloseNotification call; dunst's
context menu (its `dmenu` setting pointed at pick.sh) presses buttons, and xdotool clicks
xfce4-notifyd's real Mark done button, found by OCR (tesseract) in the window's pixels.

    python3 Tests/e2e/run.py .build/debug      # prints one line per check, then "N passed, N failed"

Takes about five minutes: reminders fire at whole minutes, so the script waits for them.
"""
import json
import os
import random
import re
import select
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser  # noqa: E402
import calendar_feed  # noqa: E402
import desktop_faults  # noqa: E402
import hooks  # noqa: E402
import faults  # noqa: E402
import mako  # noqa: E402
import package  # noqa: E402
import soak  # noqa: E402
import syncthing  # noqa: E402
import web  # noqa: E402

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug")
ME = sys.modules[__name__]
HABITD, HABITCTL = os.path.join(BIN, "habitd"), os.path.join(BIN, "habitctl")
TMP = tempfile.mkdtemp(prefix="habitd-e2e-")
PROCS = []          # every process started, stopped by PID at the end
BUS_PIDS = []       # dbus-launch's daemons (forked, so not in PROCS)
LANES = []          # a second run of this script (start_lane), interrupted if this one ends first
BESIDE = []         # the steps E2E_BESIDE names (start_beside), stopped if this run ends first
RESULTS = []


def check(name, ok, detail=""):
    """Counts by truth: a check whose value is None, [] or 0 failed, like one that is False."""
    ok = bool(ok)
    RESULTS.append(ok)
    print(("ok     " if ok else "FAILED ") + name + ("" if ok or not detail else f"  ({detail})"), flush=True)


T0 = time.time()

# The groups after main's own, each independent of the others (its own session, folders,
# port and habitd). Lane B runs in a second process beside main and lane A: most groups wait
# for a minute to turn or for a server, so two lanes take about half the time on two cores
# (docs/performance.md, "The test command"). The timing checks are loose enough for it
# (the tightest: 2 s for a notification to close across Syncthing, seen at 0.06 s).
GROUPS = {
    "xfce": lambda: xfce_test(), "mako": lambda: mako.mako_test(ME), "crash": lambda: crash_test(),
    "language": lambda: language_test(), "web": lambda: web.api_test(ME), "calendar": lambda: calendar_feed.calendar_test(ME),
    "hooks": lambda: hooks.hooks_test(ME), "browser": lambda: browser.browser_test(ME), "sync": lambda: sync_test(),
    "syncthing": lambda: syncthing_test(), "faults": lambda: faults.faults_test(ME),
    "desktop": lambda: desktop_faults.desktop_faults_test(ME), "debroot": lambda: package.debian_root(),
    "package": lambda: package.package_test(ME), "soak": lambda: soak.soak(ME),
}
# Lane A makes the Debian root (debootstrap: the network, a few minutes on a fresh clone);
# the package is installed into it after the lanes, when the steps beside them made it.
LANE_A = ["xfce", "mako", "crash", "faults", "debroot", "calendar", "hooks"]
LANE_B = ["language", "web", "browser", "sync", "syncthing"]
ALONE = ["package", "desktop", "soak"]


def timed(group, since):
    """A group's wall time, for docs/performance.md's account of the test command."""
    print(f"·      {group} took {time.time() - since:.0f} s", flush=True)


def run_groups(names):
    """Each group in turn. One that crashes is a failure, said with its traceback, and the
    lane goes on: the groups are independent, and each stops what it started."""
    for name in names:
        t = time.time()
        try:
            GROUPS[name]()
        except Exception as e:
            import traceback
            traceback.print_exc()
            check(f"the {name} group completed", False, repr(e))
        timed(name, t)


def start_kept(args, name, into, **kw):
    """A process beside this run, listed in `into` to be stopped if the run ends first, its
    output kept in TMP/NAME.out to print when it ends (so each part's lines stay together)."""
    out = open(os.path.join(TMP, f"{name}.out"), "w+")
    process = subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT, **kw)
    into.append(process)
    return process, out


def join_kept(kept):
    """Waits for a process of start_kept, prints what it printed and returns that."""
    process, out = kept
    process.wait()
    out.seek(0)
    text = out.read()
    print(text, end="", flush=True)
    return text


def start_lane(lane):
    """The groups of LANE_B in a second run of this script."""
    return start_kept([sys.executable, os.path.abspath(__file__), BIN], f"lane-{lane}", LANES,
                      env=dict(os.environ, E2E_ONLY=f"lane-{lane}"))


def join_lane(lane):
    """Waits for the lane, prints what it printed, and counts its checks as this run's: its
    closing line's figures; a lane that ends without one failed."""
    process, _ = lane
    text = join_kept(lane)
    m = re.search(r"^(\d+) passed, (\d+) failed$", text, re.M)
    check("the second lane of groups ran to its end", m and (process.returncode == 0) == (m.group(2) == "0"), process.returncode)
    if m:
        RESULTS.extend([True] * int(m.group(1)) + [False] * int(m.group(2)))


def start_beside():
    """E2E_BESIDE, a shell command (the README's test command gives the package's release build
    and the oracle), run beside the lanes at the lowest priority: the lanes mostly wait, for a
    minute to turn or a server to answer, and take the processor whenever they want it
    (docs/performance.md, "The test command"). Its output is kept to print when it ends."""
    command = os.environ.get("E2E_BESIDE")
    if not command:
        return None
    return start_kept(["nice", "-n", "19", "sh", "-c", command], "beside", BESIDE, start_new_session=True)


def join_beside(beside):
    """Waits for the steps beside the lanes (before the groups that want the machine alone),
    prints what they printed and counts their exit status as a check."""
    if beside is None:
        return
    t = time.time()
    join_kept(beside)
    process, _ = beside
    print(f"·      waited {time.time() - t:.0f} s for the steps beside the lanes", flush=True)
    check(f"the steps beside the lanes ({os.environ['E2E_BESIDE']}) passed", process.returncode == 0, process.returncode)


def summary(results):
    """The closing line and the exit status of a run: every result that is not True failed."""
    failed = sum(1 for r in results if r is not True)
    return f"{len(results) - failed} passed, {failed} failed", 1 if failed else 0


def start(args, env, log=None, **kw):
    out = open(log, "w") if log else subprocess.DEVNULL
    p = subprocess.Popen(args, env=env, stdout=out, stderr=subprocess.STDOUT if log else subprocess.DEVNULL, **kw)
    PROCS.append(p)
    return p


def stop(p, sig=signal.SIGTERM):
    if p.poll() is None:
        p.send_signal(sig)
        try:
            p.wait(5)
        except subprocess.TimeoutExpired:
            if os.path.basename(p.args[0]) == "habitd" and shutil.which("gdb"):
                # A habitd that ignores SIGTERM is a bug: show where every thread is.
                subprocess.run(["gdb", "-batch", "-p", str(p.pid), "-ex", "thread apply all bt 20"], timeout=60)
            p.kill()
            p.wait()


def wait_for(predicate, timeout, step=0.05):
    # The monotonic clock: a test sets the machine's clock (desktop_faults.jumped).
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            if predicate():
                return True
        except OSError:
            pass
        time.sleep(step)
    try:
        return predicate()
    except OSError:
        return False


def ctl(env, *args, db=None):
    cmd = [HABITCTL] + (["--db", db] if db else []) + list(args)
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)


def control(path, payload, timeout=5):
    s = socket.socket(socket.AF_UNIX)
    s.settimeout(timeout)
    s.connect(path)
    s.sendall(payload)
    data = b""
    while not data.endswith(b"\n"):
        chunk = s.recv(65536)
        if not chunk:
            break
        data += chunk
    s.close()
    return json.loads(data) if data else None


def log_text(path):
    with open(path, errors="replace") as f:
        return f.read()


class Monitor:
    """Parses dbus-monitor's output: Notify calls (summary, body, replaces id) and CloseNotification calls."""

    def __init__(self, path):
        self.path = path

    def calls(self):
        text = log_text(self.path)
        out = []
        for block in re.split(r"\n(?=method call|method return|signal|error)", text):
            if not block.startswith("method call"):
                continue
            member = re.search(r"member=(\w+)", block)
            stamp = re.search(r"time=([\d.]+)", block)
            if not member:
                continue
            strings = re.findall(r'^\s+string "(.*?)"$', block, re.M | re.S)  # a body may span lines
            uints = re.findall(r"^\s+uint32 (\d+)$", block, re.M)
            out.append({"member": member.group(1), "time": float(stamp.group(1)) if stamp else 0.0,
                        "strings": strings, "uints": [int(u) for u in uints], "text": block})
        return out

    def notifies(self):
        # Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, timeout)
        return [{"summary": c["strings"][2], "body": c["strings"][3], "icon": c["strings"][1], "replaces": c["uints"][0],
                 "time": c["time"], "hints": c["text"]}
                for c in self.calls() if c["member"] == "Notify" and len(c["strings"]) >= 4]

    def signals(self, member):
        """ActionInvoked / NotificationClosed signals from the server."""
        text = log_text(self.path)
        return [b for b in re.split(r"\n(?=method call|method return|signal|error)", text)
                if b.startswith("signal") and f"member={member}" in b]

    def closes(self):
        return [c for c in self.calls() if c["member"] == "CloseNotification"]


BUS_CONF = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""


def session(tag=""):
    """Xvfb and a private session bus (no service activation, so a notification server runs
    only when we start it). `tag` keeps a second session's folders apart."""
    display = start_xvfb(tag)
    conf = os.path.join(TMP, "bus.conf")
    open(conf, "w").write(BUS_CONF)
    out = subprocess.run(["dbus-launch", "--sh-syntax", f"--config-file={conf}"], capture_output=True, text=True,
                         env=dict(os.environ, DISPLAY=display), check=True).stdout
    address = re.search(r"DBUS_SESSION_BUS_ADDRESS='([^']+)'", out).group(1)
    bus_pid = int(re.search(r"DBUS_SESSION_BUS_PID=(\d+)", out).group(1))
    BUS_PIDS.append(bus_pid)
    env = dict(os.environ, DISPLAY=display, DBUS_SESSION_BUS_ADDRESS=address, XDG_RUNTIME_DIR=os.path.join(TMP, "run" + tag),
               HOME=TMP, XDG_CONFIG_HOME=os.path.join(TMP, "config" + tag), XDG_DATA_HOME=os.path.join(TMP, "data" + tag), XDG_STATE_HOME=os.path.join(TMP, "state" + tag), TZ="UTC")
    env.pop("HABITD_NOW", None)
    env.pop("HABITD_DB", None)
    # English, whatever the caller's locale: the checks read the programs' words.
    for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(k, None)
    env["LANG"] = "C.UTF-8"
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700)
    return env, bus_pid


def start_xvfb(tag):
    """An Xvfb on a display it picks itself (-displayfd: it takes the first free number under
    its lock and writes it once it is ready), so two sessions, two lanes or another X server on
    the machine never race for one; its display (":N"). One that does not come up is an error
    with its log, not a session whose dunst silently has no screen."""
    log = os.path.join(TMP, f"xvfb{tag}.log")
    ready, told = os.pipe()
    xvfb = start(["Xvfb", "-displayfd", str(told), "-screen", "0", "800x600x24", "-nolisten", "tcp"],
                 os.environ.copy(), log=log, pass_fds=(told,))
    os.close(told)
    number = b""
    end = time.monotonic() + 20   # seen at well under 1 s; 20 for a loaded machine
    while not number.endswith(b"\n") and time.monotonic() < end and xvfb.poll() is None:
        if select.select([ready], [], [], 0.1)[0]:
            chunk = os.read(ready, 16)
            if not chunk:
                break
            number += chunk
    os.close(ready)
    if not number.strip().isdigit():
        raise RuntimeError(f"Xvfb did not come up (exit {xvfb.poll()}): {log_text(log)[-400:]}")
    return ":" + number.decode().strip()


def start_dunst(env):
    pick = os.path.join(TMP, "pick.sh")
    if not os.path.exists(pick):
        with open(pick, "w") as f:
            f.write(f'#!/bin/sh\ncat > {TMP}/menu.txt\ngrep -m1 -F "$(cat {TMP}/choice)" {TMP}/menu.txt\n')
        os.chmod(pick, 0o755)
        with open(os.path.join(TMP, "dunstrc"), "w") as f:
            f.write(f"[global]\n    dmenu = {pick}\n    markup = full\n")
    # A log for each session's dunst (a sync test runs two at once).
    log = os.path.join(TMP, f"dunst-{os.path.basename(env['XDG_RUNTIME_DIR'])}.log")
    d = start(["dunst", "-config", os.path.join(TMP, "dunstrc")], env, log=log)
    # 20 s for a loaded machine (it answers in well under 1 s on a quiet one).
    if not wait_for(lambda: subprocess.run(["dunstctl", "count", "displayed"], env=env, capture_output=True).returncode == 0, 20):
        raise RuntimeError(f"dunst did not come up on {env['DISPLAY']} (exit {d.poll()}): {log_text(log)[-400:]}")
    return d


def press(env, label, habit):
    """Opens dunst's context menu; pick.sh chooses `label (habit)`."""
    open(os.path.join(TMP, "choice"), "w").write(f"{label} ({habit})")
    subprocess.run(["dunstctl", "context"], env=env, timeout=10)


def next_minute(margin):
    """The next whole minute at least `margin` seconds away (UTC)."""
    t = datetime.now(timezone.utc) + timedelta(seconds=margin)
    return (t + timedelta(minutes=1)).replace(second=0, microsecond=0)


def sleep_until(t):
    delay = (t - datetime.now(timezone.utc)).total_seconds()
    if delay > 0:
        time.sleep(delay)


def hm(t):
    return t.strftime("%H:%M")


def dunst_displayed(env):
    """What dunst shows for each notification it has shown: its history's `message` is the
    Pango markup it renders; its text, tags stripped and entities read, is what the user sees."""
    import html
    import html.parser
    out = subprocess.run(["dunstctl", "history"], env=env, capture_output=True, text=True, timeout=10).stdout
    shown = []
    for n in (json.loads(out)["data"][0] if out.strip() else []):
        class Text(html.parser.HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.parts = []

            def handle_data(self, d):
                self.parts.append(d)
        t = Text()
        t.feed(n["message"]["data"])
        t.close()
        shown.append("".join(t.parts))
    return shown


def completions(db, name, date=None):
    """The sources of a habit's completions (on `date` only, when given)."""
    with sqlite3.connect(db) as c:
        return c.execute("SELECT completion.source FROM completion JOIN habit ON habit.id = completion.habit_id "
                         "WHERE habit.name = ? AND (? IS NULL OR completion.date = ?)", (name, date, date)).fetchall()


def main():
    beside = start_beside()
    other = start_lane("b")
    env, bus_pid = session()
    monitor_log = os.path.join(TMP, "monitor.log")
    start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=monitor_log)
    mon = Monitor(monitor_log)
    dunst = start_dunst(env)

    db = os.path.join(TMP, "data", "habitd", "habits.sqlite")
    sock = os.path.join(env["XDG_RUNTIME_DIR"], "habitd", "control.sock")
    m = next_minute(40)
    names = {"lit": "<b>x</b> & y", "early": "Done early", "click": "Click me", "close": "Close me", "snooze": "Snooze me"}
    for n in names.values():
        r = ctl(env, "add", n, "--daily", "--remind", hm(m), "--start", str(m.date() - timedelta(days=3)))
        assert r.returncode == 0, r.stderr
    for back in (2, 1):                 # two days in a row before the reminder's day: a streak of 2
        for k in ("lit", "click"):
            assert ctl(env, "done", names[k], "--date", str(m.date() - timedelta(days=back))).returncode == 0
    ctl(env, "add", "After restart", "--daily", "--remind", hm(m + timedelta(minutes=2)))
    # A routine of two members, reminded at the minute (issue 29 part 2); one member done already.
    for n in ("Stretch", "Water"):
        assert ctl(env, "add", n, "--plain", "--daily", "--start", str(m.date() - timedelta(days=3))).returncode == 0
    assert ctl(env, "add", "Morning", "--routine", "Stretch,Water", "--remind", hm(m), "--start", str(m.date() - timedelta(days=3))).returncode == 0
    assert ctl(env, "done", "Stretch", "--date", str(m.date())).returncode == 0
    # Paused once habitd has planned it (issue 29 part 1): no reminder on a paused day.
    assert ctl(env, "add", "On holiday", "--plain", "--daily", "--remind", hm(m), "--start", str(m.date() - timedelta(days=3))).returncode == 0
    ctl(env, "config", "set", "snooze-minutes", "1")
    # A week's goal (90 of 150 minutes in when the week holds the day before), and a habit
    # reminded only by its window's start (issue 17 parts 2 and 3).
    ctl(env, "config", "set", "week-start", "monday")
    start_day = str(m.date() - timedelta(days=3))
    assert ctl(env, "add", "Piano week", "--plain", "--goal", "150", "--unit", "minutes", "--per", "week",
               "--remind", hm(m), "--start", start_day).returncode == 0
    yesterday = m.date() - timedelta(days=1)
    assert ctl(env, "done", "Piano week", "--value", "90", "--date", str(yesterday)).returncode == 0
    week_so_far = 90 if yesterday.weekday() < m.date().weekday() else 0
    window_end = "24:00" if (m + timedelta(minutes=30)).date() != m.date() else hm(m + timedelta(minutes=30))
    assert ctl(env, "add", "Window only", "--plain", "--window", f"{hm(m)}-{window_end}", "--start", start_day).returncode == 0

    # --- Start-up faults: a bad config file names its line and stops habitd from starting.
    bad = os.path.join(TMP, "bad.toml")
    open(bad, "w").write('grace_seconds = 60\n\n[notifications]\ntimeout_ms = "soon"\n')
    r = subprocess.run([HABITD, "--config", bad], env=env, capture_output=True, text=True, timeout=30)
    check("a malformed config stops habitd at start with the line named",
          r.returncode != 0 and r.stderr.strip().count("\n") == 0 and f"{bad}:4:" in r.stderr, r.stderr)
    open(bad, "w").write("grace_seconds = \n")
    r = subprocess.run([HABITD, "--config", bad], env=env, capture_output=True, text=True, timeout=30)
    check("a TOML syntax error names its line", r.returncode != 0 and f"{bad}:1:" in r.stderr, r.stderr)

    cfg = os.path.join(TMP, "habitd.toml")
    open(cfg, "w").write("[log]\nlevel = \"debug\"\n")
    daemon_log = os.path.join(TMP, "habitd.log")
    # systemd's side of sd_notify: a datagram socket habitd reports to.
    notify_path = os.path.join(TMP, "notify.sock")
    notify = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    notify.bind(notify_path)
    notify.settimeout(20)
    daemon = start([HABITD, "--config", cfg], dict(env, NOTIFY_SOCKET=notify_path), log=daemon_log)
    first = ""
    while "READY=1" not in first:
        first = notify.recv(4096).decode()
    check("sd_notify: READY=1 with STATUS= the next reminder after the first plan",
          "STATUS=next: " in first and m.strftime("%Y-%m-%dT%H:%M:%SZ") in first, first)
    ready = wait_for(lambda: os.path.exists(sock), 20)
    check("habitd starts and opens its control socket", ready, log_text(daemon_log))
    st = os.stat(sock)
    folder = os.stat(os.path.dirname(sock))
    check("control socket is 0600 in a 0700 folder", (st.st_mode & 0o777) == 0o600 and (folder.st_mode & 0o777) == 0o700,
          f"{oct(st.st_mode)} {oct(folder.st_mode)}")

    r = ctl(env, "daemon", "status", "--json")
    status = json.loads(r.stdout) if r.returncode == 0 else {}
    server = (status.get("notification_server") or {})
    check("daemon status shows pid, server and capabilities, next reminders",
          status.get("pid") == daemon.pid and server.get("name") == "dunst" and "actions" in server.get("capabilities", [])
          and status.get("next", [{}])[0].get("at") == m.strftime("%Y-%m-%dT%H:%M:%SZ"), r.stdout + r.stderr)
    r = ctl(env, "daemon", "ping")
    check("daemon ping", r.returncode == 0 and "running" in r.stdout, r.stderr)

    # --- Control socket: garbage, oversized, other users.
    reply = control(sock, b"garbage\n")
    check("a garbage control request gets an error reply", reply and reply["ok"] is False and "not a control request" in reply["error"])
    reply = control(sock, b"{" * 100000)
    check("an oversized control request gets an error reply", reply and reply["ok"] is False and "too long" in reply["error"])
    reply = control(sock, b'{"command":"shutdown"}\n')
    check("an unknown command gets an error reply", reply and reply["ok"] is False)
    nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable, "-c",
              f"import socket; s=socket.socket(socket.AF_UNIX); s.settimeout(5); s.connect({sock!r})\n"
              "try:\n    s.sendall(b'{\"command\":\"status\"}\\n')\nexcept OSError:\n    pass\n"
              "print(s.recv(4096).decode())"]
    r = subprocess.run(nobody, capture_output=True, text=True, timeout=30)
    check("another user cannot reach the control socket (folder 0700, socket 0600)",
          r.returncode != 0 and "Permission denied" in r.stderr, r.stdout + r.stderr)
    # Open the file modes to show that the peer-uid check holds on its own.
    opened = [TMP, env["XDG_RUNTIME_DIR"], os.path.dirname(sock)]
    for d in opened:
        os.chmod(d, 0o711)
    os.chmod(sock, 0o666)
    r = subprocess.run(nobody, capture_output=True, text=True, timeout=30)
    os.chmod(sock, 0o600)
    for d in opened:
        os.chmod(d, 0o700)
    check("with the modes opened, the peer uid check still refuses another user",
          '"ok":false' in r.stdout and "permission denied" in r.stdout and '"pid"' not in r.stdout, r.stdout + r.stderr)
    check("the daemon is unaffected by bad requests", ctl(env, "daemon", "ping").returncode == 0)

    # --- Reload: a bad config is refused and the old one kept; a good one applies.
    open(cfg, "w").write("[log]\nlevel = \"loud\"\n")
    r = ctl(env, "daemon", "reload")
    check("daemon reload with a bad config fails with one line, naming the line",
          r.returncode != 0 and r.stderr.count("\n") == 1 and f"{cfg}:2:" in r.stderr, r.stderr)
    daemon.send_signal(signal.SIGHUP)
    time.sleep(0.5)
    check("SIGHUP with a bad config: habitd logs it and keeps running",
          daemon.poll() is None and "keeping the old config" in log_text(daemon_log))
    open(cfg, "w").write("[log]\nlevel = \"debug\"\n")
    r = ctl(env, "daemon", "reload")
    check("daemon reload with a good config", r.returncode == 0 and cfg in r.stdout, r.stdout + r.stderr)

    # --- A second daemon with no session bus at all, and a localtime link it watches.
    nobus_env = dict(env, DBUS_SESSION_BUS_ADDRESS="unix:path=" + os.path.join(TMP, "no-bus"), HABITD_CONTROL="",
                     XDG_RUNTIME_DIR=os.path.join(TMP, "run2"))
    nobus_env.pop("DISPLAY")
    nobus_env.pop("TZ")
    os.makedirs(nobus_env["XDG_RUNTIME_DIR"], mode=0o700)
    nobus_db = os.path.join(TMP, "nobus.sqlite")
    localtime = os.path.join(TMP, "zone", "localtime")
    os.makedirs(os.path.dirname(localtime))
    os.symlink("/usr/share/zoneinfo/UTC", localtime)
    nobus_cfg = os.path.join(TMP, "nobus.toml")
    open(nobus_cfg, "w").write(f'localtime = "{localtime}"\n')
    ctl(nobus_env, "add", "Lonely", "--daily", "--remind", hm(m), db=nobus_db)
    ctl(nobus_env, "add", "Noon", "--daily", "--remind", "12:00", db=nobus_db)
    nobus_log = os.path.join(TMP, "nobus.log")
    nobus = start([HABITD, "--db", nobus_db, "--config", nobus_cfg], nobus_env, log=nobus_log)
    nobus_sock = os.path.join(nobus_env["XDG_RUNTIME_DIR"], "habitd", "control.sock")
    wait_for(lambda: os.path.exists(nobus_sock), 20)

    def noon_at():
        st = control(nobus_sock, b'{"command":"status"}\n')["status"]
        return [n["at"] for n in st["next"] if n["habit"] == "Noon"][0]
    before = noon_at()
    os.unlink(localtime)
    os.symlink("/usr/share/zoneinfo/Asia/Tokyo", localtime)
    moved = wait_for(lambda: noon_at() != before, 3)
    check("a zone change (the localtime link) moves the plan", moved and noon_at().endswith("T03:00:00Z"), f"{before} -> {noon_at()}")
    os.unlink(localtime)
    os.symlink("/usr/share/zoneinfo/UTC", localtime)
    wait_for(lambda: noon_at().endswith("T12:00:00Z"), 3)

    # --- A holiday paused while habitd runs (it planned the habit at start): checked at the minute.
    r = ctl(env, "pause", "On holiday", "--from", str(m.date()), "--to", str(m.date() + timedelta(days=1)), "--note", "Holiday")
    check("pause while habitd runs", r.returncode == 0 and r.stdout.startswith("Paused On holiday from "), r.stdout + r.stderr)

    # --- Before the minute: one habit done already; the database locked by another writer.
    ctl(env, "done", names["early"])
    sleep_until(m - timedelta(seconds=2))
    locker = sqlite3.connect(db, timeout=30, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    locked_at = time.time()
    time.sleep(4)                       # held across the reminder's minute
    # habitd shows first and writes its delivery ledger after: that write is what waits.
    with sqlite3.connect(db) as c:      # a WAL reader is not blocked: nothing written yet
        during = c.execute("SELECT count(*) FROM delivery JOIN habit ON habit.id = delivery.habit_id "
                           "WHERE habit.name = ? AND delivery.date = ?", (names["lit"], str(m.date()))).fetchone()[0]
    locker.execute("ROLLBACK")
    released_at = time.time()
    locker.close()
    shown = wait_for(lambda: any(n["summary"] == names["lit"] for n in mon.notifies()), 15)
    lit_at = [n["time"] for n in mon.notifies() if n["summary"] == names["lit"]]

    def delivered():
        with sqlite3.connect(db) as c:
            return c.execute("SELECT outcome FROM delivery JOIN habit ON habit.id = delivery.habit_id "
                             "WHERE habit.name = ? AND delivery.date = ?", (names["lit"], str(m.date()))).fetchall()
    recorded = wait_for(lambda: delivered() == [("shown",)], 10)
    check("the database locked for 4 s by another writer: habitd shows the reminder while it is locked, "
          "waits, then records it; no error",
          shown and lit_at and locked_at <= lit_at[0] <= released_at and during == 0 and recorded
          and daemon.poll() is None and "locked" not in log_text(daemon_log),
          f"locked {locked_at:.1f}–{released_at:.1f}, shown {lit_at}, rows during {during}, after {delivered()}; "
          f"{log_text(daemon_log)[-400:]}")
    summaries = [n["summary"] for n in mon.notifies()]
    check("dunst: the summary on the bus is the habit's name, byte for byte (plain text by the spec)",
          names["lit"] in summaries, summaries)
    lit = [n for n in mon.notifies() if n["summary"] == names["lit"]]
    bodies = [n["body"] for n in lit]
    check("its body shows the week's progress and the streak",
          bodies and "this week" in bodies[0] and "streak 2 days" in bodies[0], bodies)
    check("the notification names habitd.desktop (desktop-entry hint) and carries the habitd icon",
          lit and lit[0]["icon"] == "habitd" and re.search(r'string "desktop-entry"\s+variant\s+string "habitd"', lit[0]["hints"]),
          lit[0]["hints"][-400:] if lit else "")
    check("it asks for the default sound (sound-name hint message-new-instant)",
          lit and re.search(r'string "sound-name"\s+variant\s+string "message-new-instant"', lit[0]["hints"]),
          lit[0]["hints"][-400:] if lit else "")
    wait_for(lambda: all(any(names[k] in s for s in [n["summary"] for n in mon.notifies()]) for k in ("click", "close", "snooze")), 10)
    wait_for(lambda: {"Piano week", "Window only"} <= {n["summary"] for n in mon.notifies()}, 10)
    piano = [n["body"] for n in mon.notifies() if n["summary"] == "Piano week"]
    check("a week's goal: the notification says the week's minutes so far",
          piano and piano[0].startswith(f"{week_so_far} / 150 minutes this week"), piano)
    check("a habit with a window and no reminder is notified at the window's start",
          [n["summary"] for n in mon.notifies()].count("Window only") == 1, [n["summary"] for n in mon.notifies()])
    summaries = [n["summary"] for n in mon.notifies()]
    check("a habit done earlier is not notified", names["early"] not in summaries, summaries)
    check("a paused habit is not notified on its paused day, while the others due then are",
          "On holiday" not in summaries and names["click"] in summaries, summaries)
    check("every other habit due at the minute is notified once",
          all(summaries.count(names[k]) == 1 for k in ("click", "close", "snooze")), summaries)

    # --- Mark done from dunst's context menu records the completion.
    press(env, "Mark done", names["click"])
    done = wait_for(lambda: completions(db, names["click"], str(m.date())) == [("notification",)], 15)
    check("clicking Mark done (dunst's context menu) records the completion", done,
          f"{completions(db, names['click'])}; menu: {log_text(os.path.join(TMP, 'menu.txt'))[-300:]!r}; "
          f"habitd: {log_text(daemon_log)[-600:]}")
    milestone = wait_for(lambda: any(n["summary"] == "🏆 Click me: 3 days in a row" for n in mon.notifies()), 10)
    check("Mark done on the third day in a row shows the 3-day milestone, once", milestone and
          [n["summary"] for n in mon.notifies()].count("🏆 Click me: 3 days in a row") == 1,
          [n["summary"] for n in mon.notifies()][-4:])

    # --- habitctl done closes the notification that is showing.
    closes_before = len(mon.closes())
    r = ctl(env, "done", names["close"])
    check("habitctl done closes the showing notification",
          r.returncode == 0 and wait_for(lambda: len(mon.closes()) > closes_before, 10),
          f"habitctl: {r.returncode} {r.stderr.strip()}; habitd: {log_text(daemon_log)[-600:]}")

    # --- A routine: one reminder listing what is left; its Mark done marks the rest.
    morning = [n["body"] for n in mon.notifies() if n["summary"] == "Morning"]
    check("a routine's reminder lists what is left", len(morning) == 1 and morning[0].startswith("left: Water\n"), morning)
    press(env, "Mark done", "Morning")
    marked = wait_for(lambda: completions(db, "Water", str(m.date())) == [("notification",)], 15)
    check("a routine's Mark done (dunst) marks its members still to do, and only those",
          marked and completions(db, "Stretch", str(m.date())) == [("cli",)] and completions(db, "Morning") == [],
          f"{completions(db, 'Water')} {completions(db, 'Stretch')}; habitd: {log_text(daemon_log)[-400:]}")

    # --- Snooze re-fires a minute later, replacing its own notification.
    press(env, "Snooze", names["snooze"])
    wait_for(lambda: "Snooze from the notification" in log_text(daemon_log), 5)
    first = [n for n in mon.notifies() if n["summary"] == names["snooze"]]
    refired = wait_for(lambda: len([n for n in mon.notifies() if n["summary"] == names["snooze"]]) >= 2, 75, 0.5)
    again = [n for n in mon.notifies() if n["summary"] == names["snooze"]]
    check("Snooze re-fires and replaces its own notification",
          refired and again[-1]["replaces"] != 0, again)

    # --- No session bus: that daemon ran through the minute, logged it, and still answers.
    nb = log_text(nobus_log)
    check("with no session bus at all, habitd runs, logs, and answers",
          nobus.poll() is None and "no notification server took the reminder for Lonely" in nb
          and control(nobus_sock, b'{"command":"ping"}\n')["ok"], nb[-500:])

    # --- What dunst displayed (its history holds closed notifications).
    subprocess.run(["dunstctl", "close-all"], env=env, timeout=10)
    wait_for(lambda: any(d.startswith(names["lit"]) for d in dunst_displayed(env)), 5)
    displayed = dunst_displayed(env)
    check("dunst displays the name literally: <b>x</b> & y, and the body's progress",
          any(d.startswith(names["lit"] + "\n") and "this week" in d for d in displayed), displayed)

    # --- dunst killed and restarted: the daemon survives and keeps notifying.
    stop(dunst, signal.SIGKILL)
    time.sleep(1)
    dunst = start_dunst(env)
    after = m + timedelta(minutes=2)
    sleep_until(after)
    survived = wait_for(lambda: any(n["summary"] == "After restart" for n in mon.notifies()), 15)
    check("dunst killed and restarted: habitd survives and keeps notifying", survived and daemon.poll() is None,
          log_text(daemon_log)[-800:])

    # --- Backups (issue 29 part 3): habitd made today's at start; a restore is read without a restart.
    backups = os.path.join(env["XDG_STATE_HOME"], "habitd", "backups")
    made = sorted(n for n in os.listdir(backups) if n.startswith("habits-")) if os.path.isdir(backups) else []
    check("habitd backed the store up at start (SQLite's online backup, a habitd store)",
          len(made) == 1 and "backed up the store to" in log_text(daemon_log)
          and sqlite3.connect(os.path.join(backups, made[0])).execute("PRAGMA application_id").fetchone()[0] == 0x48425444, made)

    def planned(name):
        st = json.loads(ctl(env, "daemon", "status", "--json").stdout or "{}")
        return any(n.get("habit") == name for n in st.get("next", []))
    soon = datetime.now(timezone.utc) + timedelta(minutes=3)
    ctl(env, "add", "Back from backup", "--plain", "--daily", "--remind", hm(soon))
    wait_for(lambda: planned("Back from backup"), 5)
    ctl(env, "backup", "now")
    ctl(env, "rm", "Back from backup", "--yes")
    gone = wait_for(lambda: not planned("Back from backup"), 5)
    r = ctl(env, "backup", "restore", "latest", "--yes")
    back = wait_for(lambda: planned("Back from backup"), 10)
    check("backup restore: habitd plans the restored store without a restart",
          gone and r.returncode == 0 and r.stdout.startswith("Restored ") and back and daemon.poll() is None,
          r.stdout + r.stderr + log_text(daemon_log)[-600:])

    # --- SIGTERM stops cleanly and removes the socket.
    stop(daemon)
    check("SIGTERM stops habitd cleanly", daemon.returncode == 0 and not os.path.exists(sock), daemon.returncode)
    messages = []
    notify.settimeout(0.2)
    try:
        while True:
            messages.append(notify.recv(4096).decode())
    except OSError:
        pass
    check("sd_notify: STOPPING=1 on SIGTERM", any("STOPPING=1" in msg for msg in messages), messages[-3:])
    notify.close()
    stop(nobus)

    timed("main", T0)
    t = time.time(); celebration_flood_test(env, mon); timed("flood", t)
    stop(dunst)
    run_groups(LANE_A)
    join_lane(other)
    join_beside(beside)
    # Last, alone: the package the steps beside made, the desktop group, which sets the
    # machine's clock, and the soak, whose figures are measured on a machine doing nothing else.
    run_groups(ALONE)
    for p in PROCS:
        stop(p)
    os.kill(bus_pid, signal.SIGTERM)


def celebration_flood_test(env, mon):
    """A first start over 200 habits x 5 years of history, every streak live: no celebration at
    all; then habitctl done reaching a milestone says it once, and habitd, finding it recorded,
    shows nothing."""
    db = os.path.join(TMP, "flood.sqlite")
    today = datetime.now(timezone.utc).date()
    first = today - timedelta(days=5 * 365)
    assert ctl(env, "add", "Milestone", "--daily", "--start", str(first), db=db).returncode == 0
    for i in range(199):
        r = ctl(env, "add", f"Habit {i:03}", "--daily", "--start", str(first), db=db)
        assert r.returncode == 0, r.stderr
    days = [(first + timedelta(days=d)).isoformat() for d in range((today - first).days + 1)]
    with sqlite3.connect(db) as c:
        ids = dict(c.execute("SELECT name, id FROM habit"))
        rows = [(hid, d) for name, hid in ids.items() if name != "Milestone" for d in days]
        rows += [(ids["Milestone"], (today - timedelta(days=k)).isoformat()) for k in range(1, 21)]   # 20 days to yesterday
        c.executemany("INSERT INTO completion (habit_id, date, seq, count, source, recorded_at) VALUES (?, ?, 1, 1, 'import', 0)", rows)
    count = len(rows)
    flood_env = dict(env, HABITD_CONTROL=os.path.join(TMP, "flood.sock"))
    before = len(mon.notifies())
    log = os.path.join(TMP, "flood-habitd.log")
    daemon = start([HABITD, "--db", db], flood_env, log=log)
    up = wait_for(lambda: os.path.exists(flood_env["HABITD_CONTROL"]), 60)
    time.sleep(3)
    raised = mon.notifies()[before:]
    check(f"first start over 200 habits x 5 years ({count} completions, every streak live): 0 celebrations",
          up and raised == [], [n["summary"] for n in raised][:5] or log_text(log)[-500:])
    r = ctl(flood_env, "done", "Milestone", db=db)
    time.sleep(3)
    raised = [n["summary"] for n in mon.notifies()[before:]]
    check("then habitctl done that reaches a milestone says it, once: habitctl records it first, habitd stays quiet",
          r.returncode == 0 and "🏆 3 weeks in a row" in r.stdout and raised == [], (r.stdout, raised, log_text(log)[-500:]))
    stop(daemon)


def ocr_words(png):
    """Tesseract's words with their boxes: [(text, left, top, width, height)]."""
    big = png + ".x3.png"
    subprocess.run(["convert", png, "-resize", "300%", big], check=True, timeout=30)
    tsv = subprocess.run(["tesseract", big, "-", "tsv"], capture_output=True, text=True, timeout=60).stdout
    words = []
    for line in tsv.splitlines()[1:]:
        f = line.split("\t")
        if len(f) == 12 and f[11].strip():
            words.append((f[11], int(f[6]) // 3, int(f[7]) // 3, int(f[8]) // 3, int(f[9]) // 3))
    return words


def notification_windows(env):
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "xfce4-notifyd"], env=env,
                         capture_output=True, text=True, timeout=10).stdout
    return [w for w in out.split() if w]


def window_text(env, wid):
    """A notification window as xfce4-notifyd draws it, read back by OCR."""
    png = os.path.join(TMP, f"win-{wid}.png")
    subprocess.run(["import", "-window", wid, png], env=env, check=True, timeout=30)
    return ocr_words(png)


def xfce_test():
    """The second server: xfce4-notifyd under Xvfb. habitd starts before it (the log says no
    server is running yet), the summary is the name byte for byte, the body escaped for its
    body-markup, what it draws is read back by OCR, and its real Mark done button is clicked."""
    env, bus_pid = session("-xfce")
    monitor_log = os.path.join(TMP, "monitor-xfce.log")
    start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=monitor_log)
    mon = Monitor(monitor_log)
    db = os.path.join(env["XDG_DATA_HOME"], "habitd", "habits.sqlite")
    m = next_minute(25)
    tea, bold = "Tea & biscuits", "Read <b>"
    assert ctl(env, "add", tea, "--daily", "--remind", hm(m), "--goal", "2", "--unit", "cups & mugs").returncode == 0
    assert ctl(env, "add", bold, "--plain", "--daily", "--remind", hm(m)).returncode == 0
    log = os.path.join(TMP, "habitd-xfce.log")
    daemon = start([HABITD], env, log=log)
    wait_for(lambda: "no notification server running yet" in log_text(log), 20)
    text = log_text(log)
    check("habitd started before any server says so, and not that one left",
          "no notification server running yet" in text and "left the session bus" not in text, text[-400:])
    server = start(["/usr/lib/x86_64-linux-gnu/xfce4/notifyd/xfce4-notifyd"], env, log=os.path.join(TMP, "xfce4-notifyd.log"))
    wait_for(lambda: subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                                     "org.freedesktop.DBus.NameHasOwner", "string:org.freedesktop.Notifications"],
                                    env=env, capture_output=True, text=True).stdout.strip().endswith("true"), 15)
    sleep_until(m)
    wait_for(lambda: len(mon.notifies()) >= 2, 20)
    notes = {n["summary"]: n for n in mon.notifies()}
    check("xfce4-notifyd: the summaries on the bus are the names, byte for byte",
          tea in notes and bold in notes, list(notes))
    check("xfce4-notifyd lists body-markup, so the body goes escaped: cups &amp; mugs",
          tea in notes and "goal 2 cups &amp; mugs" in notes[tea]["body"], notes.get(tea, {}).get("body"))
    wait_for(lambda: len(notification_windows(env)) >= 2, 10)
    windows = {w: window_text(env, w) for w in notification_windows(env)}
    lines = {w: " ".join(t for t, *_ in words) for w, words in windows.items()}
    tea_window = next((w for w, t in lines.items() if "Tea" in t), None)
    check("xfce4-notifyd draws 'Tea & biscuits' and 'cups & mugs' (read back by OCR), no entity",
          tea_window is not None and "Tea & biscuits" in lines[tea_window] and "cups & mugs" in lines[tea_window]
          and "amp;" not in " ".join(lines.values()), lines)
    mark = [w for w in windows.get(tea_window, []) if w[0] == "Mark"]
    if tea_window and mark:
        _, left, top, width, height = mark[0]
        subprocess.run(["xdotool", "mousemove", "--window", tea_window, str(left + width), str(top + height // 2), "click", "1"],
                       env=env, timeout=10)
    done = wait_for(lambda: completions(db, tea, str(m.date())) == [("notification",)], 15)
    check("clicking xfce4-notifyd's real Mark done button (xdotool) records the completion", done,
          f"{mark}; {lines}; habitd: {log_text(log)[-500:]}")
    closed = tea_window is not None and wait_for(lambda: tea_window not in notification_windows(env), 10)
    check("and the notification closes (the window OCR found is gone)", closed and any("member=NotificationClosed" in b for b in mon.signals("NotificationClosed")),
          notification_windows(env))
    stop(daemon)
    stop(server)
    os.kill(bus_pid, signal.SIGTERM)


def crash_test():
    """kill -9 during hundreds of concurrent habitctl done/undo (and of habitd itself): the
    database stays intact and holds every acknowledged write."""
    env = dict(os.environ, HOME=TMP, TZ="UTC", XDG_RUNTIME_DIR=os.path.join(TMP, "run3"),
               DBUS_SESSION_BUS_ADDRESS="unix:path=" + os.path.join(TMP, "no-bus"))
    env.pop("HABITD_NOW", None)
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700)
    db = os.path.join(TMP, "crash.sqlite")
    habits = [f"H{i}" for i in range(4)]
    for h in habits:
        ctl(env, "add", h, "--daily", "--start", "2025-01-01", "--remind", "09:00", db=db)
    today = datetime.now(timezone.utc).date()
    days = [(today - timedelta(days=d)).isoformat() for d in range(1, 121)]
    undo_days, done_days = days[:60], days[60:]
    # Seed the completions to undo in one transaction (faster than 240 processes).
    with sqlite3.connect(db) as c:
        ids = dict(c.execute("SELECT name, id FROM habit"))
        for h in habits:
            for d in undo_days:
                c.execute("INSERT OR IGNORE INTO completion (habit_id, date, seq, count, source, recorded_at) "
                          "VALUES (?, ?, 1, 1, 'cli', 0)", (ids[h], d))
    daemon = start([HABITD, "--db", db], env, log=os.path.join(TMP, "crash-habitd.log"))
    jobs = [("done", h, d) for h in habits for d in done_days] + [("undo", h, d) for h in habits for d in undo_days]
    random.seed(4)
    random.shuffle(jobs)
    running, finished, killed = [], [], 0
    for i, job in enumerate(jobs):
        p = subprocess.Popen([HABITCTL, "--db", db, job[0], job[1], "--date", job[2]], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        running.append((job, p))
        if i == len(jobs) // 2:
            daemon.kill()               # kill -9 the daemon mid-storm
        if len(running) >= 40:
            alive = [p for _, p in running if p.poll() is None]
            if alive:
                random.choice(alive).kill()     # kill -9 a writer, wherever it is
                killed += 1
            for j, p in running:
                p.wait()
                finished.append((j, p.returncode, p.stderr.read().decode()))
            running = []
    for j, p in running:
        p.wait()
        finished.append((j, p.returncode, p.stderr.read().decode()))
    with sqlite3.connect(db) as c:
        integrity = c.execute("PRAGMA integrity_check").fetchone()[0]
        present = set(c.execute("SELECT habit.name, completion.date FROM completion JOIN habit ON habit.id = completion.habit_id"))
    acked = [(j, rc) for j, rc, _ in finished if rc == 0]
    lost = [j for j, _ in acked if (j[0] == "done") != ((j[1], j[2]) in present)]
    odd = [(j, rc, err) for j, rc, err in finished if rc not in (0, -9) and rc != 0]
    daemon.wait()
    by_kill = sum(1 for _, rc, _ in finished if rc == -9)
    check(f"kill -9 during {len(jobs)} concurrent done/undo ({by_kill} writers and habitd killed): integrity ok",
          integrity == "ok" and by_kill > 0 and daemon.returncode == -9,
          f"{integrity}; writers killed {by_kill} of {killed} tried; habitd exit {daemon.returncode}")
    check(f"every acknowledged write is there ({len(acked)} acknowledged)", not lost and len(acked) > len(jobs) // 2, lost[:5])
    check("no writer failed other than by the kill", not odd, odd[:3])
    restarted = start([HABITD, "--db", db], env, log=os.path.join(TMP, "crash-habitd2.log"))
    sock = os.path.join(env["XDG_RUNTIME_DIR"], "habitd", "control.sock")
    ok = wait_for(lambda: os.path.exists(sock) and control(sock, b'{"command":"ping"}\n')["ok"], 20)
    check("habitd starts again on that database", ok)
    stop(restarted)


def copy_segments(src_root, dst_root, moved):
    """The test's stand-in for Syncthing: every finished segment of src's own devices that
    dst lacks arrives as Syncthing writes it (a .syncthing.*.tmp file, then a rename).
    Returns the time of the last arrival."""
    last = None
    src = os.path.join(src_root, "habitd")
    for device in (os.listdir(src) if os.path.isdir(src) else []):
        for name in sorted(os.listdir(os.path.join(src, device))):
            if not name.endswith((".ops", ".snap")) or name.startswith("."):
                continue
            target_dir = os.path.join(dst_root, "habitd", device)
            target = os.path.join(target_dir, name)
            if os.path.exists(target):
                continue
            os.makedirs(target_dir, exist_ok=True)
            tmp = os.path.join(target_dir, f".syncthing.{name}.tmp")
            shutil.copyfile(os.path.join(src, device, name), tmp)
            os.rename(tmp, target)
            last = time.time()
            moved.append((device, name, last))
    return last


def sync_machine(tag):
    """One machine of a sync test: its own session (Xvfb and bus), dunst, synced folder and
    default database."""
    env, _ = session(tag)
    dunst = start_dunst(env)
    folder = os.path.join(TMP, "Sync-" + tag)
    os.makedirs(folder)
    return env, dunst, folder, os.path.join(env["XDG_DATA_HOME"], "habitd", "habits.sqlite")


def language_test():
    """habitd in the user's language (issue 17 part 9). Under LANG=de_DE.UTF-8, a locale this
    machine need not have generated, the reminder reaches the bus in German, dunst shows it so,
    and its German Mark done button ("Erledigt", picked from dunst's menu) records the
    completion. Then `habitctl config set language es` turns habitd to Spanish without a
    restart: the next reminder and its buttons are Spanish."""
    env, _ = session("lang")
    for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(k, None)
    env["LANG"] = "de_DE.UTF-8"
    monitor_log = os.path.join(TMP, "monitor-lang.log")
    start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=monitor_log)
    mon = Monitor(monitor_log)
    dunst = start_dunst(env)
    db = os.path.join(env["XDG_DATA_HOME"], "habitd", "habits.sqlite")
    m = next_minute(40)
    for name, at in (("Lesen", m), ("Laufen", m), ("Leer", m + timedelta(minutes=1))):
        r = ctl(env, "add", name, "--plain", "--goal", "20", "--unit", "pages", "--remind", hm(at), "--start", str(m.date() - timedelta(days=2)))
        assert r.returncode == 0, r.stderr
        for back in (2, 1):
            assert ctl(env, "done", name, "--value", "20", "--date", str(m.date() - timedelta(days=back))).returncode == 0
    log = os.path.join(TMP, "habitd-lang.log")
    daemon = start([HABITD], env, log=log)
    sleep_until(m)
    shown = wait_for(lambda: any(n["summary"] == "Lesen" for n in mon.notifies()), 20)
    note = next((n for n in mon.notifies() if n["summary"] == "Lesen"), {"body": "", "hints": ""})
    check("German: the reminder reaches the bus in German", shown and "Ziel 20 Seiten" in note["body"]
          and "Serie 2 Tage" in note["body"] and "diese Woche" in note["body"], note["body"] or log_text(log)[-600:])
    check("German: its buttons are Erledigt, Später, Heute aussetzen",
          all(f'string "{b}"' in note["hints"] for b in ("Erledigt", "Später", "Heute aussetzen")), note["hints"][-400:])
    press(env, "Erledigt", "Lesen")
    done = wait_for(lambda: completions(db, "Lesen", str(m.date())) == [("notification",)], 15)
    check("German: clicking Erledigt records the completion", done, completions(db, "Lesen"))
    # dunst's history holds what it showed once closed by the user (close-all), as for Laufen.
    subprocess.run(["dunstctl", "close-all"], env=env, timeout=10)
    displayed = wait_for(lambda: any(t.startswith("Laufen") and "Ziel 20 Seiten" in t and "Serie 2 Tage" in t
                                     for t in dunst_displayed(env)), 10)
    check("German: dunst showed the German text", displayed, dunst_displayed(env))
    r = ctl(env, "config", "set", "language", "es")
    check("config set language es", r.returncode == 0, r.stderr)
    sleep_until(m + timedelta(minutes=1))
    shown = wait_for(lambda: any(n["summary"] == "Leer" for n in mon.notifies()), 20)
    note = next((n for n in mon.notifies() if n["summary"] == "Leer"), {"body": "", "hints": ""})
    check("Spanish after config set language, without a restart", shown and "meta 20 páginas" in note["body"]
          and "racha 2 días" in note["body"] and all(f'string "{b}"' in note["hints"] for b in ("Hecho", "Posponer", "Omitir hoy")),
          note["body"] + note["hints"][-300:])
    for p in (daemon, dunst):
        stop(p)


def count_displayed(env):
    """How many notifications the session's dunst displays."""
    return subprocess.run(["dunstctl", "count", "displayed"], env=env, capture_output=True, text=True).stdout.strip()


def sync_test():
    """Two machines (two sessions, two dunsts, two habitd), their synced folders carried by a
    copier that writes as Syncthing does: Mark done clicked on A closes the notification on B
    within 2 s of the segment arriving, and B's list shows the habit done."""
    env_a, dunst_a, folder_a, db_a = sync_machine("sa")
    env_b, dunst_b, folder_b, db_b = sync_machine("sb")
    m = next_minute(40)
    assert ctl(env_a, "add", "Stretch", "--daily", "--remind", hm(m)).returncode == 0
    r = ctl(env_a, "sync", "setup", folder_a)
    check("sync setup on A starts the journal", r.returncode == 0 and "No other device there yet" in r.stdout, r.stdout + r.stderr)
    moved = []
    copy_segments(folder_a, folder_b, moved)
    r = ctl(env_b, "sync", "setup", folder_b)
    check("sync setup on B joins and merges A's habit", r.returncode == 0 and "Joined 1 other device" in r.stdout, r.stdout + r.stderr)
    copy_segments(folder_b, folder_a, moved)
    daemon_a = start([HABITD], env_a, log=os.path.join(TMP, "sync-habitd-a.log"))
    daemon_b = start([HABITD], env_b, log=os.path.join(TMP, "sync-habitd-b.log"))
    sleep_until(m)
    both = wait_for(lambda: count_displayed(env_a) == "1" and count_displayed(env_b) == "1", 20)
    check("the reminder shows on both machines", both, f"A {count_displayed(env_a)}, B {count_displayed(env_b)}")
    press(env_a, "Mark done", "Stretch")
    done_a = wait_for(lambda: completions(db_a, "Stretch", str(m.date())) == [("notification",)], 15)
    check("Mark done on A records it there", done_a)
    arrived = None
    end = time.time() + 10
    while time.time() < end and arrived is None:
        arrived = copy_segments(folder_a, folder_b, moved)
        time.sleep(0.05)
    closed = wait_for(lambda: count_displayed(env_b) == "0", 10, step=0.02)
    closed_at = time.time()
    check("the segment reaches B's folder", arrived is not None, moved)
    check(f"B's notification closes within 2 s of the segment arriving ({closed_at - (arrived or closed_at):.2f} s)", closed and arrived is not None and closed_at - arrived <= 2.0,
          f"{closed_at - (arrived or closed_at):.2f} s; habitd B: {log_text(os.path.join(TMP, 'sync-habitd-b.log'))[-600:]}")
    board = ctl(env_b, "list").stdout
    check("B's list shows it done", "Stretch" in board and "done ✓" in board, board)
    check("B holds one completion, from the notification", completions(db_b, "Stretch", str(m.date())) == [("notification",)],
          completions(db_b, "Stretch"))
    for p in (daemon_a, daemon_b, dunst_a, dunst_b):
        stop(p)


def syncthing_test():
    """Two machines whose synced folders two real Syncthing instances carry, on loopback
    (Tests/e2e/syncthing.py): Mark done clicked on A closes B's notification and B's list shows
    it done; a done on B reaches A; A's compaction removes its segments from B's folder too,
    and nothing is quarantined on the way."""
    if not shutil.which("syncthing"):
        check("syncthing is installed (.ci/run and scripts/setup.sh install it)", False)
        return
    env_a, dunst_a, folder_a, db_a = sync_machine("ta")
    env_b, dunst_b, folder_b, db_b = sync_machine("tb")
    a, b = syncthing.pair(TMP, folder_a, folder_b)
    st_env = syncthing.environment(env_a)
    t0 = time.time()
    st_a = start(a.command(), st_env, log=os.path.join(TMP, "syncthing-a.log"))
    st_b = start(b.command(), st_env, log=os.path.join(TMP, "syncthing-b.log"))
    connected = syncthing.wait_connected(a, b, 120)
    check(f"two Syncthing instances connect on loopback ({time.time() - t0:.1f} s)", connected,
          log_text(os.path.join(TMP, "syncthing-a.log"))[-800:])
    if not connected:
        for p in (st_a, st_b, dunst_a, dunst_b):
            stop(p)
        return
    m = next_minute(45)
    assert ctl(env_a, "add", "Stretch", "--daily", "--remind", hm(m)).returncode == 0
    assert ctl(env_a, "add", "Walk", "--daily").returncode == 0
    r = ctl(env_a, "sync", "setup", folder_a)
    check("Syncthing: sync setup on A starts the journal", r.returncode == 0, r.stdout + r.stderr)
    device_a = json.loads(ctl(env_a, "sync", "status", "--json").stdout)["device"]
    theirs = lambda folder, device: sorted(n for n in (os.listdir(os.path.join(folder, "habitd", device))
                                                         if os.path.isdir(os.path.join(folder, "habitd", device)) else [])
                                           if not n.startswith("."))
    t0 = time.time()
    carried = wait_for(lambda: theirs(folder_b, device_a) and theirs(folder_b, device_a) == theirs(folder_a, device_a), 30)
    check(f"Syncthing carries A's journal to B's folder ({time.time() - t0:.1f} s)", carried, theirs(folder_b, device_a))
    r = ctl(env_b, "sync", "setup", folder_b)
    check("Syncthing: sync setup on B joins A", r.returncode == 0 and "Joined 1 other device" in r.stdout, r.stdout + r.stderr)
    log_a, log_b = os.path.join(TMP, "st-habitd-a.log"), os.path.join(TMP, "st-habitd-b.log")
    daemon_a = start([HABITD], env_a, log=log_a)
    daemon_b = start([HABITD], env_b, log=log_b)
    sleep_until(m)
    both = wait_for(lambda: count_displayed(env_a) == "1" and count_displayed(env_b) == "1", 20)
    check("Syncthing: the reminder shows on both machines", both, f"A {count_displayed(env_a)}, B {count_displayed(env_b)}")
    before = set(theirs(folder_b, device_a))
    press(env_a, "Mark done", "Stretch")
    clicked = time.time()
    done_a = wait_for(lambda: completions(db_a, "Stretch", str(m.date())) == [("notification",)], 15)
    check("Syncthing: Mark done on A records it there", done_a)
    arrived = None
    end = time.time() + 30
    while time.time() < end and arrived is None:
        if set(theirs(folder_b, device_a)) - before:
            arrived = time.time()
        time.sleep(0.02)
    closed = wait_for(lambda: count_displayed(env_b) == "0", 10, step=0.02)
    closed_at = time.time()
    check(f"Syncthing carries the segment to B ({(arrived or closed_at) - clicked:.2f} s after the click)", arrived is not None)
    check(f"Syncthing: B's notification closes within 2 s of the segment arriving ({closed_at - (arrived or closed_at):.2f} s; "
          f"{closed_at - clicked:.2f} s after the click on A)", closed and arrived is not None and closed_at - arrived <= 2.0,
          log_text(log_b)[-600:])
    board = ctl(env_b, "list").stdout
    check("Syncthing: B's list shows it done", any("Stretch" in line and "done ✓" in line for line in board.splitlines()), board)
    assert ctl(env_b, "done", "Walk").returncode == 0
    back = wait_for(lambda: any("Walk" in line and "done ✓" in line for line in ctl(env_a, "list").stdout.splitlines()), 30, step=0.5)
    check("Syncthing: a done on B shows in A's list", back, ctl(env_a, "list").stdout)
    r = ctl(env_a, "sync", "compact")
    check("Syncthing: A compacts its journal", r.returncode == 0 and "Snapshot through operation" in r.stdout, r.stdout + r.stderr)
    only_snapshot = wait_for(lambda: theirs(folder_b, device_a) == theirs(folder_a, device_a)
                             and all(n.endswith(".snap") for n in theirs(folder_b, device_a)), 30, step=0.2)
    check("Syncthing: A's removed segments go from B's folder too; its snapshot arrives", only_snapshot, theirs(folder_b, device_a))
    status = json.loads(ctl(env_b, "sync", "status", "--json").stdout)
    check("Syncthing: nothing quarantined on B", status["quarantined"] == [], status)
    conflicts = [f for root in (folder_a, folder_b) for _, _, fs in os.walk(root) for f in fs if "sync-conflict" in f]
    check("Syncthing: no conflict copies", conflicts == [], conflicts)
    for p in (daemon_a, daemon_b, st_a, st_b, dunst_a, dunst_b):
        stop(p)


def harness_probe():
    """One check of the value E2E_PROBE names (Tests/e2e/harness_test.py runs it): the
    harness's own proof that a falsy value fails the run."""
    values = {"None": None, "[]": [], "0": 0, "''": "", "{}": {}, "False": False, "True": True, "[1]": [1]}
    check("a probe of " + os.environ["E2E_PROBE"], values[os.environ["E2E_PROBE"]])


if __name__ == "__main__":
    try:
        # E2E_ONLY=sync runs one part alone (while working on it).
        only = os.environ.get("E2E_ONLY", "")
        if only == "harness":
            harness_probe()
        elif only == "lane-b":
            run_groups(LANE_B)
        elif only:
            GROUPS[only]()
        else:
            main()
    except Exception as e:  # a crash of the harness is a failure, not a pass
        import traceback
        traceback.print_exc()
        check("the end-to-end run completed", False, repr(e))
    finally:
        for process in BESIDE:  # its own process group: a build's compilers with it
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait()
        for lane in LANES:      # SIGINT: the lane's own `finally` stops what it started
            if lane.poll() is None:
                lane.send_signal(signal.SIGINT)
                try:
                    lane.wait(30)
                except subprocess.TimeoutExpired:
                    lane.kill()
        for p in PROCS:
            try:
                stop(p)
            except Exception:
                pass
        for pid in BUS_PIDS:
            try:
                os.kill(pid, signal.SIGTERM)
            except OSError:
                pass
        # E2E_KEEP=1 keeps the run's files (logs, databases, schemathesis.out) to read after.
        if os.environ.get("E2E_KEEP"):
            print(f"kept {TMP}")
        else:
            shutil.rmtree(TMP, ignore_errors=True)
    line, status = summary(RESULTS)
    print(line)
    sys.exit(status)
