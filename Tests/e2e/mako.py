"""mako, the notification server of sway users (issue 32 part 5), for real: a headless sway
(wlroots' headless backend, pixman) running mako, its own session bus, habitd and habitctl,
all as an ordinary user (sway refuses root). The reminder arrives as typed with its actions
and a default action; `makoctl invoke … done` records the completion and habitd closes the
notification (mako does not on its own); a plain click (`makoctl invoke` with no key: the
default action) is Mark done too. grim takes a screenshot, read back by tesseract.

Called from run.py (E2E_ONLY=mako runs it alone); `e` is run.py's module. The reminder's
minute comes at once: habitd runs on HABITD_CLOCK at the real speed, started 3 s before it.
"""
import json
import os
import pwd
import shutil
import sqlite3
import subprocess
import time

USER = "habitd-sway"
SWAY_CONF = "output HEADLESS-1 resolution 1280x720\nexec mako\n"


def as_user(env, args, **kw):
    return ["runuser", "-u", USER, "--", "env", "-i"] + [f"{k}={v}" for k, v in env.items()] + list(args)


def mako_list(env):
    r = subprocess.run(as_user(env, ["makoctl", "list"]), capture_output=True, text=True, timeout=10)
    data = json.loads(r.stdout)["data"] if r.returncode == 0 and r.stdout.strip() else [[]]
    return [{k: v["data"] for k, v in n.items()} for n in data[0]]


def mako_test(e):
    if subprocess.run(["id", USER], capture_output=True).returncode != 0:
        subprocess.run(["useradd", "-m", "-s", "/bin/sh", USER], check=True)
    uid = pwd.getpwnam(USER).pw_uid
    root = os.path.join(e.TMP, "sway")
    run = os.path.join(root, "run")
    os.makedirs(run, mode=0o700)
    os.chmod(e.TMP, 0o755)
    with open(os.path.join(root, "sway.conf"), "w") as f:
        f.write(SWAY_CONF)
    with open(os.path.join(root, "habitd.toml"), "w") as f:
        f.write("[web]\nenabled = false\n")
    for dirpath, dirs, files in os.walk(root):
        for name in [dirpath] + [os.path.join(dirpath, x) for x in files]:
            os.chown(name, uid, -1)
    env = {"HOME": pwd.getpwnam(USER).pw_dir, "PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": run, "TZ": "UTC",
           "LANG": "C.UTF-8", "HABITD_DB": os.path.join(root, "habits.sqlite"),
           "XDG_CONFIG_HOME": os.path.join(root, "config"), "XDG_DATA_HOME": os.path.join(root, "data"),
           "XDG_STATE_HOME": os.path.join(root, "state")}
    out = subprocess.run(as_user(env, ["dbus-launch", "--sh-syntax"]), capture_output=True, text=True, check=True).stdout
    env["DBUS_SESSION_BUS_ADDRESS"] = out.split("DBUS_SESSION_BUS_ADDRESS='")[1].split("'")[0]
    e.BUS_PIDS.append(int(out.split("DBUS_SESSION_BUS_PID=")[1].split(";")[0]))
    sway = e.start(as_user(dict(env, WLR_BACKENDS="headless", WLR_LIBINPUT_NO_DEVICES="1", WLR_RENDERER="pixman"),
                           ["sway", "-c", os.path.join(root, "sway.conf")]), os.environ.copy(), log=os.path.join(e.TMP, "sway.log"))
    up = e.wait_for(lambda: os.path.exists(os.path.join(run, "wayland-1")), 20)
    env["WAYLAND_DISPLAY"] = "wayland-1"
    up = up and e.wait_for(lambda: subprocess.run(as_user(env, ["makoctl", "list"]), capture_output=True).returncode == 0, 20)
    e.check("a headless sway runs mako as an ordinary user", up, e.log_text(os.path.join(e.TMP, "sway.log"))[-500:])
    if not up:
        e.stop(sway)
        return

    def ctl(*args):
        return subprocess.run(as_user(dict(env, HABITD_NOW="2026-03-02T08:00:00Z"), [e.HABITCTL] + list(args)),
                              capture_output=True, text=True, timeout=60)

    ctl("add", "Stretch", "--plain", "--remind", "09:00")
    ctl("add", "Read", "--plain", "--remind", "09:00", "--goal", "10", "--unit", "pages")
    log = os.path.join(e.TMP, "habitd-mako.log")
    clock = f"2026-03-02T08:59:57Z,{time.time() + 0.5:.3f},1"
    habitd = e.start(as_user(dict(env, HABITD_CLOCK=clock), [e.HABITD, "--config", os.path.join(root, "habitd.toml")]),
                     os.environ.copy(), log=log)
    shown = e.wait_for(lambda: len(mako_list(env)) == 2, 20)
    notes = {n["summary"]: n for n in mako_list(env)}
    stretch = notes.get("Stretch", {})
    e.check("mako shows the reminder as typed: its name and this week's progress",
            shown and stretch.get("body") == "0 / 7 this week" and stretch.get("app-name") == "habitd", notes)
    e.check("with Mark done, Snooze, Skip today, and a plain click meaning Mark done",
            stretch.get("actions") == {"done": "Mark done", "snooze": "Snooze", "skip": "Skip today", "default": "Mark done"},
            stretch.get("actions"))
    shot = os.path.join(root, "mako.png")
    subprocess.run(as_user(env, ["grim", shot]), timeout=20)
    corner = os.path.join(e.TMP, "mako-corner.png")   # mako draws top right; OCR reads a crop better
    if os.path.exists(shot):
        subprocess.run(["convert", shot, "-crop", "400x200+880+0", "+repage", corner], timeout=30)
    words = [w[0] for w in e.ocr_words(corner)] if os.path.exists(corner) else []
    e.check("grim's screenshot shows the reminder (read back by OCR)", "Stretch" in words and "week" in words, words)
    if os.environ.get("E2E_SCREENSHOTS"):
        shutil.copy(shot, os.environ["E2E_SCREENSHOTS"])

    db = env["HABITD_DB"]
    subprocess.run(as_user(env, ["makoctl", "invoke", "-n", str(stretch.get("id")), "done"]), timeout=10)
    recorded = e.wait_for(lambda: e.completions(db, "Stretch") == [("notification",)], 10)
    e.check("makoctl invoke done records the completion", recorded, e.log_text(log)[-400:])
    closed = e.wait_for(lambda: "Stretch" not in {n["summary"] for n in mako_list(env)}, 10)
    e.check("and habitd closes the notification mako left on screen", closed, mako_list(env))

    read = notes.get("Read", {})
    subprocess.run(as_user(env, ["makoctl", "invoke", "-n", str(read.get("id"))]), timeout=10)
    clicked = e.wait_for(lambda: e.completions(db, "Read") == [("notification",)], 10)
    e.check("a plain click (the default action) marks it done", clicked, e.log_text(log)[-400:])
    e.check("and closes it", e.wait_for(lambda: mako_list(env) == [], 10), mako_list(env))
    with sqlite3.connect(db) as c:
        rows = c.execute("SELECT count(*) FROM completion").fetchone()[0]
    e.check("two completions, nothing more", rows == 2, rows)
    e.stop(habitd)
    e.stop(sway)
