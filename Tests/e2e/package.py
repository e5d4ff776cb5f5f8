"""The package (issue 33 part 1), for real: the .deb `make deb` wrote is installed with apt
into a Debian 12 root made by debootstrap (minbase: no Swift, no toolchain), where
`habitctl --version`, the tour's first commands (their writes read back) and habitd run (a
done through its API read back by habitctl); then it is purged and nothing of it is left.

Called from run.py (E2E_ONLY=package runs it alone); `e` is run.py's module. The root is
made once into .build/debroot (a few minutes, from deb.debian.org) and copied for each run.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import time

import web

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
# The languages besides English: one catalogue each, po/LL.po.
LANGUAGES = sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(REPO, "po", "*.po")))
CACHE = os.path.join(REPO, ".build", "debroot")
SKIP = ("/proc", "/sys", "/dev", "/run", "/tmp", "/var/cache", "/var/lib/apt", "/var/lib/dpkg", "/var/log", "/root",
        "/etc/ld.so.cache")


def debian_root():
    if not os.path.exists(os.path.join(CACHE, "etc", "debian_version")):
        shutil.rmtree(CACHE, ignore_errors=True)
        subprocess.run(["debootstrap", "--variant=minbase", "bookworm", CACHE, "http://deb.debian.org/debian"],
                       check=True, capture_output=True, timeout=1800)
    return CACHE


def chroot(root, *args, env=None):
    base = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root", "LANG": "C.UTF-8", "DEBIAN_FRONTEND": "noninteractive"}
    return subprocess.run(["chroot", root] + list(args), env=dict(base, **(env or {})), capture_output=True, text=True,
                          timeout=900)


def files(root):
    """Every path in the root but those apt, dpkg, the kernel and the user's home own."""
    out = set()
    for dirpath, dirs, names in os.walk(root):
        rel = "/" + os.path.relpath(dirpath, root).lstrip(".")
        dirs[:] = [d for d in dirs if not (rel.rstrip("/") + "/" + d).startswith(SKIP)]
        for n in names + dirs:
            out.add((rel.rstrip("/") + "/" + n))
    return out


def package_test(e):
    debs = sorted(glob.glob(os.path.join(REPO, "habitd_*.deb")), key=os.path.getmtime)
    e.check("make deb wrote a package", debs, REPO)
    if not debs:
        return
    deb = debs[-1]
    root = os.path.join(e.TMP, "debian12")
    subprocess.run(["cp", "-a", debian_root(), root], check=True)
    shutil.copy("/etc/resolv.conf", os.path.join(root, "etc", "resolv.conf"))
    shutil.copy(deb, os.path.join(root, "tmp", "habitd.deb"))
    e.check("the Debian 12 root has no Swift", chroot(root, "sh", "-c", "command -v swift swiftc").stdout == ""
            and not glob.glob(os.path.join(root, "usr/lib/swift*")) and not os.path.exists(os.path.join(root, "opt/swift")))
    # A Swift program reads its arguments from /proc/self/cmdline, as every real system has it.
    subprocess.run(["mount", "-t", "proc", "proc", os.path.join(root, "proc")], check=True)
    try:
        installed(e, root, deb)
    finally:
        subprocess.run(["umount", "-l", os.path.join(root, "proc")], check=False)
        shutil.rmtree(root, ignore_errors=True)


def daemon_runs(e, root):
    """habitd started there (no session bus: its notifications wait for one), its web server
    on: a done sent to it is written by it, and habitctl there reads it back."""
    port = web.free_port()
    env = {"XDG_RUNTIME_DIR": "/tmp/run", "NO_COLOR": "1"}
    chroot(root, "mkdir", "-p", "-m", "700", "/tmp/run")
    chroot(root, "sh", "-c", f"mkdir -p /root/.config/habitd && printf '[web]\\nlisten = \"127.0.0.1:{port}\"\\n' > /root/.config/habitd/habitd.toml")
    chroot(root, "habitctl", "add", "Stretch", "--plain", env=env)
    token = chroot(root, "habitctl", "web", "token", "new", "--name", "package", env=env).stdout.strip().splitlines()[-1:]
    base = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root", "LANG": "C.UTF-8"}
    daemon = e.start(["chroot", root, "habitd"], dict(base, **env), log=os.path.join(e.TMP, "habitd-package.log"))
    up = e.wait_for(lambda: "started" in e.log_text(os.path.join(e.TMP, "habitd-package.log")), 20)
    status = chroot(root, "habitctl", "daemon", "status", env=env)
    s, _, answer = web.request(port, "POST", "habits/Stretch/done", token[0] if token else None, "{}") if up else (None, None, None)
    shown = chroot(root, "habitctl", "list", "--json", env=env)
    record = next((h for h in json.loads(shown.stdout or "[]") if h.get("name") == "Stretch"), {})
    e.stop(daemon)
    e.check("habitd runs there: habitctl daemon status finds it, a done sent to its API is written, habitctl reads it back",
            up and status.returncode == 0 and status.stdout.startswith("habitd ") and s == 201 and record.get("done_today") == 1
            and daemon.returncode == 0, (status.stdout, status.stderr, s, answer, shown.stdout[:300], e.log_text(os.path.join(e.TMP, "habitd-package.log"))[-600:]))


def installed(e, root, deb):
    update = chroot(root, "apt-get", "update", "-q")
    before = files(root)
    r = chroot(root, "apt-get", "install", "-y", "-q", "--no-install-recommends", "/tmp/habitd.deb")
    e.check("apt installs the package and what it depends on", update.returncode == 0 and r.returncode == 0,
            (update.stderr + r.stdout + r.stderr)[-800:])
    if r.returncode != 0:
        return
    ldd = chroot(root, "ldd", "/usr/bin/habitd", "/usr/bin/habitctl").stdout
    notify = chroot(root, "dpkg-query", "-W", "-f", "${Status}", "libnotify4").stdout
    # libnotify and GLib are loaded by habitd when it starts (daemon_runs below sees it run),
    # not linked: habitctl's commands start without them.
    e.check("both programs find every library they link, none of them Swift's, libnotify or GLib; apt brought libnotify4",
            "not found" not in ldd and "swift" not in ldd.lower() and "libnotify" not in ldd and "glib" not in ldd
            and notify == "install ok installed", (ldd, notify))
    version = chroot(root, "habitctl", "--version")
    e.check(f"habitctl --version runs there: {version.stdout.strip()}",
            version.returncode == 0 and re.fullmatch(r"\d+\.\d+\.\d+", version.stdout.strip()), (version.stdout, version.stderr))
    env = {"HABITD_NOW": "2026-11-19T18:30:00Z", "TZ": "Europe/Berlin", "NO_COLOR": "1", "XDG_RUNTIME_DIR": "/tmp"}
    add = chroot(root, "habitctl", "add", "Drink water", "--plain", "--times", "3", "--remind", "09:00", "--remind", "13:00",
                 "--remind", "17:00", "--start", "2026-11-16", env=env)
    done = chroot(root, "habitctl", "done", "drink water", env=env)
    board = chroot(root, "habitctl", env=env)
    shown = chroot(root, "habitctl", "list", "--json", env=env)
    today = next((h.get("done_today") for h in json.loads(shown.stdout or "[]") if h.get("name") == "Drink water"), None)
    e.check("the tour's first commands work there, and the done is in the store",
            add.stdout.startswith("Added Drink water: every day, 3× a day, reminders 09:00 13:00 17:00")
            and done.stdout.startswith("✓ Drink water: 1 / 3 today") and "Drink water" in board.stdout and today == 1,
            (add.stdout, add.stderr, done.stdout, done.stderr, board.stdout, shown.stdout[:300]))
    # Times as the root's tz database gives them (the program carries no zone data of its
    # own since Foundation and ICU left it, docs/package.md; before, a cut of ICU's data too
    # deep made these trap): the commands that print a recorded time, in English and German.
    history = chroot(root, "habitctl", "history", "Drink water", env=env)
    history_de = chroot(root, "habitctl", "history", "Drink water", env=dict(env, LANGUAGE="de", LANG="de_DE.UTF-8"))
    backup = chroot(root, "habitctl", "backup", "now", env=env)
    backups = chroot(root, "habitctl", "backup", "list", env=env)
    e.check("recorded times are the system zone's there (history's times, a backup's name and time)",
            "recorded 2026-11-19 19:30" in history.stdout and "eingetragen 2026-11-19 19:30" in history_de.stdout
            and backup.returncode == 0 and "-20261119-183000.sqlite  Thu 2026-11-19 19:30" in backups.stdout,
            (history.stdout, history.stderr, history_de.stdout, history_de.stderr, backup.stderr, backups.stdout, backups.stderr))
    daemon_runs(e, root)
    german = chroot(root, "habitctl", "done", "--help", env=dict(env, LANGUAGE="de", LANG="de_DE.UTF-8"))
    e.check("its German messages are found where the package put them", "AUFRUF:" in german.stdout, german.stdout[:300])
    daemon = chroot(root, "timeout", "10", "habitd", "--version")
    e.check("habitd starts there", daemon.returncode == 0 and daemon.stdout.strip() == version.stdout.strip(), daemon.stderr)
    owned = chroot(root, "dpkg", "-L", "habitd").stdout.split()
    unit = "/usr/lib/systemd/user/habitd.service"
    e.check("the package holds the user unit, man pages, completions, catalogues, desktop entry and copyright",
            all(p in owned for p in (unit, "/usr/share/man/man1/habitctl.1.gz", "/usr/share/man/man1/habitd.1.gz",
                                     "/usr/share/bash-completion/completions/habitctl", "/usr/share/zsh/vendor-completions/_habitctl",
                                     "/usr/share/fish/vendor_completions.d/habitctl.fish",
                                     *(f"/usr/share/locale/{lang}/LC_MESSAGES/habitd.mo" for lang in LANGUAGES),
                                     "/usr/share/applications/habitd.desktop", "/usr/share/doc/habitd/copyright",
                                     "/usr/share/doc/habitd/examples/habitd.toml")), owned)
    purge = chroot(root, "apt-get", "purge", "-y", "-q", "habitd")
    autoremove = chroot(root, "apt-get", "autoremove", "--purge", "-y", "-q")
    left = sorted(p for p in owned if os.path.lexists(root + p) and not os.path.isdir(root + p))
    after = files(root)
    e.check("purged (with what only it needed), nothing of it is left and the root is as before",
            purge.returncode == 0 and autoremove.returncode == 0 and not left and after == before,
            (purge.stderr[-300:], left, sorted(after - before)[:10], sorted(before - after)[:10]))
