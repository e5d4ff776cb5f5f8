"""Failing machines (issue 32 part 2), for real: a second habitd on the same store, a store
habitctl may only read (another user's file; a read-only file system), a disk that fills
(a small tmpfs) during done and import, and a writer holding SQLite's lock. Each time one
clear line, a non-zero exit, and the store as it was.

Called from run.py (E2E_ONLY=faults runs it alone); `e` is run.py's module. Mounts tmpfs
file systems (the test command runs as root, as CI does) and runs habitctl as `nobody`.
"""
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import tempfile
import threading
import time


def digest(path):
    """The store's content: the main file and its WAL (what a reader would see)."""
    h = hashlib.sha256()
    for p in (path, path + "-wal"):
        if os.path.exists(p):
            h.update(open(p, "rb").read())
    return h.hexdigest()


def mount(e, name, size, ro=False):
    path = os.path.join(e.TMP, name)
    os.makedirs(path, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", path], check=True)
    return path


def umount(path):
    subprocess.run(["umount", "-l", path], check=False)


def text_or_empty(path):
    try:
        with open(path) as f:
            return f.read()
    except FileNotFoundError:
        return ""


def holds_lock(db, process):
    """Whether `process` (a habitd) has taken the store's lock: the lock file names its PID."""
    return text_or_empty(db + ".lock").strip() == str(process.pid)


def one_line_failure(r):
    return r.returncode != 0 and r.stderr.count("\n") == 1 and r.stderr.startswith("habitctl: ")


def faults_test(e):
    env, bus_pid = e.session("-faults")
    try:
        second_habitd(e, env)
        stopped_while_starting(e, env)
        read_only(e, env)
        disk_full(e, env)
        busy(e, env)
        store_swapped(e, env)
        unusable_xdg(e, env)
        kill9(e, env)
    finally:
        os.kill(bus_pid, 15)


def second_habitd(e, env):
    db = os.path.join(e.TMP, "two.sqlite")
    first = e.start([e.HABITD, "--db", db], env, log=os.path.join(e.TMP, "habitd-two.log"))
    e.wait_for(lambda: holds_lock(db, first), 10)
    r = subprocess.run([e.HABITD, "--db", db], env=env, capture_output=True, text=True, timeout=30)
    e.check("a second habitd on the same store refuses to start, naming the first one's PID",
            r.returncode == 1 and r.stderr == f"habitd: another habitd (PID {first.pid}) is running on {db}: stop it first "
            f"(systemctl --user stop habitd, or kill {first.pid})\n" and first.poll() is None, (r.returncode, r.stderr))
    e.stop(first)
    again = e.start([e.HABITD, "--db", db], env, log=os.path.join(e.TMP, "habitd-two-again.log"))
    e.wait_for(lambda: holds_lock(db, again), 10)
    # Seen failing once (CI, 2026-11-29) with no word of why: say how it ended and what it logged.
    e.check("once the first is stopped, the next habitd starts", again.poll() is None,
            (again.poll(), e.log_text(os.path.join(e.TMP, "habitd-two-again.log"))[-600:]))
    e.stop(again)


def stopped_while_starting(e, env):
    # SIGTERM the moment habitd has taken its store's lock, while it is still setting up (the
    # store, the zones, the watchers): it used to be thrown away there, and habitd ran on (seen
    # as this lane's next habitd finding the store busy). Ten times: the window is a few
    # milliseconds wide and each try lands somewhere else in it.
    endings = []
    for i in range(10):
        db = os.path.join(e.TMP, f"starting-{i}.sqlite")
        log = os.path.join(e.TMP, f"habitd-starting-{i}.log")
        p = e.start([e.HABITD, "--db", db], env, log=log)
        e.wait_for(lambda: p.poll() is not None or holds_lock(db, p), 10, step=0.002)
        p.send_signal(15)
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
        endings.append((p.returncode, "stopping on SIGTERM" in e.log_text(log)))
    e.check("SIGTERM while habitd is still starting stops it the ordinary way, each of 10 times (exit 0, said in its log)",
            endings == [(0, True)] * 10, endings)


def read_only(e, env):
    # Another user's store: `nobody` may read it (and its folder), never write. (Outside the
    # run's own folder, which only root may enter.)
    folder = tempfile.mkdtemp(prefix="habitd-ro-")
    os.chmod(folder, 0o755)
    db = os.path.join(folder, "habits.sqlite")
    assert e.ctl(env, "add", "Read", "--plain", db=db).returncode == 0
    os.chmod(db, 0o644)
    before = digest(db)
    nobody = ["runuser", "-u", "nobody", "--", "env", "HOME=/tmp", f"XDG_RUNTIME_DIR={folder}/run", f"XDG_STATE_HOME={folder}/state",
              "LANG=C.UTF-8", "TZ=UTC", e.HABITCTL, "--db", db]
    listed = subprocess.run(nobody + ["list", "--json"], capture_output=True, text=True, timeout=60)
    done = subprocess.run(nobody + ["done", "Read"], capture_output=True, text=True, timeout=60)
    e.check("a store that cannot be written (another user's): reads work, a write says so in one line, nothing changed",
            listed.returncode == 0 and [h["name"] for h in json.loads(listed.stdout or "[]")] == ["Read"]
            and one_line_failure(done) and "cannot be written" in done.stderr and digest(db) == before,
            (listed.returncode, listed.stderr, done.returncode, done.stderr))
    shutil.rmtree(folder)

    # A read-only file system.
    fs = mount(e, "ro-fs", "8m")
    try:
        rodb = os.path.join(fs, "habits.sqlite")
        assert e.ctl(env, "add", "Stretch", "--plain", db=rodb).returncode == 0
        subprocess.run(["mount", "-o", "remount,ro", fs], check=True)
        before = digest(rodb)
        listed = e.ctl(env, "list", "--json", db=rodb)
        done = e.ctl(env, "done", "Stretch", db=rodb)
        e.check("a store on a read-only file system: reads work, a write says so in one line, nothing changed",
                listed.returncode == 0 and "Stretch" in listed.stdout and one_line_failure(done) and "cannot be written" in done.stderr
                and digest(rodb) == before, (listed.returncode, listed.stderr, done.returncode, done.stderr))
    finally:
        umount(fs)


def fill(folder, leave_kb):
    """Fills `folder`'s file system but for `leave_kb` KB."""
    filler = os.path.join(folder, "filler")
    if os.path.exists(filler):
        os.remove(filler)
    st = os.statvfs(folder)
    free = st.f_bavail * st.f_frsize
    with open(filler, "wb") as f:
        f.write(b"\0" * max(0, free - leave_kb * 1024))


def disk_full(e, env):
    fs = mount(e, "full-fs", "6m")
    try:
        db = os.path.join(fs, "habits.sqlite")
        assert e.ctl(env, "add", "Read", "--plain", db=db).returncode == 0
        export = e.ctl(env, "export", db=db).stdout
        lines = []
        ok = True
        for leave in (0, 8, 24, 40):
            fill(fs, leave)
            before = digest(db)
            r = e.ctl(env, "done", "Read", db=db)
            if r.returncode == 0:
                e.ctl(env, "undo", "Read", db=db)
                continue
            lines.append(r.stderr.strip())
            ok = ok and one_line_failure(r) and "full" in r.stderr and digest(db) == before
        e.check("the disk fills during done: one line saying so, the store as it was", ok and lines, lines)

        # An import bigger than what is left: all of it or nothing.
        big = json.loads(export)
        template = big["habits"][0]
        big["habits"] = [dict(template, habit=dict(template["habit"], name=f"Habit {i}", uuid=None)) for i in range(400)]
        path = os.path.join(e.TMP, "big-import.json")
        json.dump(big, open(path, "w"))
        fill(fs, 40)
        before = digest(db)
        r = e.ctl(env, "import", path, db=db)
        os.remove(os.path.join(fs, "filler"))
        names = [h["name"] for h in json.loads(e.ctl(env, "list", "--json", db=db).stdout or "[]")]
        integrity = sqlite3.connect(db).execute("PRAGMA integrity_check").fetchone()[0]
        e.check("the disk fills during an import: one line saying so, none of it imported, the store intact",
                one_line_failure(r) and "full" in r.stderr and names == ["Read"] and integrity == "ok", (r.returncode, r.stderr, names, integrity))
    finally:
        umount(fs)

    # The backups' disk fills: one line, no half backup left.
    state = mount(e, "full-state", "512k")
    try:
        db = os.path.join(e.TMP, "full-backup.sqlite")
        odd = dict(env, XDG_STATE_HOME=state)
        assert e.ctl(odd, "add", "Read", "--plain", db=db).returncode == 0
        os.makedirs(os.path.join(state, "habitd", "backups"), exist_ok=True)
        fill(state, 16)
        r = e.ctl(odd, "backup", "now", db=db)
        left = os.listdir(os.path.join(state, "habitd", "backups"))
        e.check("the disk fills during a backup: one line saying so, no half backup left",
                one_line_failure(r) and "full" in r.stderr and left == [], (r.returncode, r.stderr, left))
    finally:
        umount(state)

    # The sync folder's disk fills: the change is kept here, publishing waits, and nothing
    # half-written reaches the folder.
    sync = mount(e, "full-sync", "256k")
    try:
        db = os.path.join(e.TMP, "full-sync.sqlite")
        assert e.ctl(env, "add", "Read", "--plain", db=db).returncode == 0
        assert e.ctl(env, "sync", "setup", sync, db=db).returncode == 0
        fill(sync, 0)
        r = e.ctl(env, "done", "Read", db=db)
        waiting = json.loads(e.ctl(env, "sync", "status", "--json", db=db).stdout or "{}").get("unpublished")
        litter = [f for _, _, files in os.walk(sync) for f in files if f.endswith(".tmp")]
        os.remove(os.path.join(sync, "filler"))
        published = e.ctl(env, "sync", "now", db=db)
        after = json.loads(e.ctl(env, "sync", "status", "--json", db=db).stdout or "{}").get("unpublished")
        e.check("the sync folder's disk fills during a publish: the done is kept here with one line saying publishing waits, "
                "no partial file, and the next command publishes it",
                r.returncode == 0 and r.stderr.count("\n") == 1 and "No space left on device" in r.stderr and waiting == 1
                and not litter and published.returncode == 0 and after == 0, (r.stderr, waiting, litter, published.stderr, after))
        # A compaction when the folder is full: one line, the segments it would replace kept,
        # no half snapshot; once there is room it goes through.
        for _ in range(3):
            e.ctl(env, "done", "Read", db=db)
            e.ctl(env, "undo", "Read", db=db)
        files = sorted(f for _, _, fs in os.walk(sync) for f in fs)
        fill(sync, 0)
        r = e.ctl(env, "sync", "compact", db=db)
        kept = sorted(f for _, _, fs in os.walk(sync) for f in fs if f != "filler")
        os.remove(os.path.join(sync, "filler"))
        again = e.ctl(env, "sync", "compact", db=db)
        snaps = [f for _, _, fs in os.walk(sync) for f in fs if f.endswith(".snap")]
        e.check("the sync folder fills during a compaction: one line saying so, every segment kept, no half snapshot; "
                "with room again it compacts",
                one_line_failure(r) and "No space left on device" in r.stderr and kept == files
                and again.returncode == 0 and snaps, (r.returncode, r.stderr, files, kept, again.stderr, snaps))
    finally:
        umount(sync)

    # habitd's daily backup on a full disk: one line in its log, no half backup, and habitd
    # runs on (a reminder matters more than a backup).
    state = mount(e, "full-daily", "512k")
    try:
        db = os.path.join(e.TMP, "full-daily.sqlite")
        odd = dict(env, XDG_STATE_HOME=state)
        assert e.ctl(odd, "add", "Read", "--plain", db=db).returncode == 0
        os.makedirs(os.path.join(state, "habitd", "backups"), exist_ok=True)
        fill(state, 16)
        log = os.path.join(e.TMP, "habitd-full-daily.log")
        config = os.path.join(e.TMP, "full-daily.toml")
        open(config, "w").write("[web]\nenabled = false\n")
        daemon = e.start([e.HABITD, "--db", db, "--config", config], odd, log=log)
        said = e.wait_for(lambda: "back" in e.log_text(log) and "started" in e.log_text(log), 20)
        text = e.log_text(log)
        lines = [x for x in text.splitlines() if "backup" in x.lower() or "back up" in x.lower()]
        left = os.listdir(os.path.join(state, "habitd", "backups"))
        e.check("the disk fills during habitd's daily backup: one line in its log, no half backup, habitd runs on",
                said and len(lines) == 1 and "is full" in lines[0] and left == [] and daemon.poll() is None,
                (lines, left, text[-500:]))
        e.stop(daemon)
    finally:
        umount(state)


def busy(e, env):
    """Another program holds SQLite's write lock: habitctl waits its bounded time, then says
    the store is busy; habitd keeps running, and writes once the lock is gone."""
    db = os.path.join(e.TMP, "busy.sqlite")
    assert e.ctl(env, "add", "Read", "--plain", db=db).returncode == 0
    daemon = e.start([e.HABITD, "--db", db], env, log=os.path.join(e.TMP, "habitd-busy.log"))
    e.wait_for(lambda: os.path.exists(db + ".lock"), 10)
    holder = sqlite3.connect(db, timeout=1, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    started = time.monotonic()
    r = e.ctl(env, "done", "Read", db=db)
    waited = time.monotonic() - started
    holder.execute("ROLLBACK")
    holder.close()
    e.check(f"a writer holding the lock: habitctl waits a bounded time ({waited:.1f} s) and says the store is busy, habitd keeps running",
            one_line_failure(r) and "busy" in r.stderr and 3 <= waited <= 30 and daemon.poll() is None, (r.returncode, r.stderr, waited))
    after = e.ctl(env, "done", "Read", db=db)
    e.check("once the lock is gone, the same done goes through", after.returncode == 0, after.stderr)
    e.stop(daemon)


def killed(e, env, args, db, seconds):
    """habitctl `args` on `db`, killed with SIGKILL after `seconds` (or finished before)."""
    p = subprocess.Popen([e.HABITCTL, "--db", db] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        p.wait(seconds)
        return False
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        return True


def duration(e, env, args, db):
    """How long habitctl `args` takes on `db` when not killed (the shorter of two runs): the
    kills below land within it, so that they land."""
    times = []
    for _ in range(2):
        t0 = time.monotonic()
        e.ctl(env, *args, db=db)
        times.append(time.monotonic() - t0)
    return min(times)


def names(e, env, db):
    r = e.ctl(env, "list", "--json", db=db)
    return sorted(h["name"] for h in json.loads(r.stdout or "[]")) if r.returncode == 0 else None


def kill9_test(e):
    """kill -9 in the middle of an import, a sync publish, a compaction, a backup and a
    restore, at many moments: nothing half-written is ever seen."""
    env, bus_pid = e.session("-kill9")
    try:
        kill9(e, env)
    finally:
        os.kill(bus_pid, 15)


def kill9(e, env):
    import random
    rng = random.Random(int(os.environ.get("KILL9_SEED", "9")))
    db = os.path.join(e.TMP, "kill9.sqlite")
    for name in ("Read", "Stretch", "Water"):
        assert e.ctl(env, "add", name, "--plain", "--start", "2026-01-01", db=db).returncode == 0
    export = json.loads(e.ctl(env, "export", db=db).stdout)
    template = export["habits"][0]
    export["habits"] = [dict(template, habit=dict(template["habit"], name=f"Imported {i}", uuid=None),
                             completions=[dict(c) for c in template.get("completions", [])]) for i in range(300)]
    path = os.path.join(e.TMP, "kill9-import.json")
    json.dump(export, open(path, "w"))
    base = names(e, env, db)

    # The import: all of it or none of it, whenever it dies.
    seen, kills = set(), 0
    for _ in range(8):
        kills += killed(e, env, ["import", path], db, rng.uniform(0.02, 0.8))
        now = names(e, env, db)
        seen.add(len(now) if now is not None else -1)
        if now is not None and len(now) > len(base):
            # Imported whole: take it back out for the next round.
            e.ctl(env, "backup", "now", db=db)
            for n in now:
                if n.startswith("Imported "):
                    e.ctl(env, "rm", n, "--yes", db=db)
    integrity = sqlite3.connect(db).execute("PRAGMA integrity_check").fetchone()[0]
    e.check(f"kill -9 during an import ({kills} of 8 killed): the store holds all of it or none of it, never part",
            seen <= {len(base), len(base) + 300} and kills > 0 and integrity == "ok", (seen, kills, integrity))

    # A sync publish and a compaction: every file in the folder reads whole on another machine.
    folder = os.path.join(e.TMP, "kill9-sync")
    os.makedirs(folder)
    assert e.ctl(env, "sync", "setup", folder, db=db).returncode == 0
    kills = 0
    took = duration(e, env, ["sync", "compact"], db)
    for i in range(12):
        kills += killed(e, env, ["done", ["Read", "Stretch", "Water"][i % 3], "--date", f"2026-02-{i + 1:02d}"], db, rng.uniform(0.2, 0.95) * took)
        if i % 4 == 3:
            kills += killed(e, env, ["sync", "compact"], db, rng.uniform(0.2, 0.95) * took)
    # A killed writer's temporary file is hidden (never read) and swept by the next publish.
    assert e.ctl(env, "done", "Read", "--date", "2026-02-28", db=db).returncode == 0
    other = os.path.join(e.TMP, "kill9-other.sqlite")
    joined = e.ctl(env, "sync", "setup", folder, db=other)
    status = json.loads(e.ctl(env, "sync", "status", "--json", db=other).stdout or "{}")
    leftovers = [f for _, _, files in os.walk(folder) for f in files if f.endswith(".tmp")]
    e.check(f"kill -9 during sync publishes and compactions ({kills} killed): another machine reads every file whole, none quarantined, "
            "and the next publish sweeps the killed ones' temporary files",
            kills > 0 and joined.returncode == 0 and status.get("quarantined") == [] and not any(".ops" in f or ".snap" in f for f in leftovers),
            (kills, joined.stderr, status.get("quarantined"), leftovers))
    e.ctl(env, "sync", "leave", db=db)

    # A backup and a restore.
    kills = 0
    took = duration(e, env, ["backup", "now"], db)
    for _ in range(12):
        kills += killed(e, env, ["backup", "now"], db, rng.uniform(0.2, 0.95) * took)
    listed = e.ctl(env, "backup", "list", db=db)
    folder = os.path.join(env["XDG_STATE_HOME"], "habitd", "backups")
    backups = [os.path.join(folder, line.split()[0]) for line in listed.stdout.splitlines() if line.strip()]
    whole = all(sqlite3.connect(f"file:{b}?mode=ro", uri=True).execute("PRAGMA integrity_check").fetchone()[0] == "ok" for b in backups)
    e.check(f"kill -9 during backups ({kills} of 12 killed): every backup listed is whole", kills > 0 and listed.returncode == 0 and backups and whole,
            (kills, listed.stderr, len(backups), whole))
    kills, states = 0, set()
    before = names(e, env, db)
    took = duration(e, env, ["backup", "restore", "latest", "--yes"], db)
    for _ in range(12):
        kills += killed(e, env, ["backup", "restore", "latest", "--yes"], db, rng.uniform(0.2, 0.95) * took)
        integrity = sqlite3.connect(db).execute("PRAGMA integrity_check").fetchone()[0]
        now = names(e, env, db)
        states.add((integrity, now is not None))
    e.check(f"kill -9 during restores ({kills} of 12 killed): the store is always whole and opens", kills > 0 and states == {("ok", True)} and before is not None,
            (kills, states))


def store_swapped(e, env):
    """The store's file replaced under a running habitd (another file renamed over it): it
    starts again on the new one; deleted: it stops with one line rather than write into a
    deleted file."""
    db = os.path.join(e.TMP, "swap.sqlite")
    other = os.path.join(e.TMP, "swap-other.sqlite")
    assert e.ctl(env, "add", "Read", "--plain", db=db).returncode == 0
    assert e.ctl(env, "add", "Gym", "--plain", "--remind", "23:59", db=other).returncode == 0
    log = os.path.join(e.TMP, "habitd-swap.log")
    daemon = e.start([e.HABITD, "--db", db], env, log=log)
    e.wait_for(lambda: "started" in e.log_text(log), 10)
    shutil.copy(other, db + ".new")
    os.rename(db + ".new", db)
    for side in ("-wal", "-shm"):
        if os.path.exists(db + side):
            os.remove(db + side)
    e.wait_for(lambda: e.log_text(log).count("started") >= 2, 10)
    status = e.ctl(env, "daemon", "status", db=db).stdout
    e.check("the store replaced under a running habitd: it says so and starts again on the new file (same PID)",
            "was replaced by another file" in e.log_text(log) and daemon.poll() is None and "Gym" in status
            and f"pid {daemon.pid}" in status, (status, e.log_text(log)[-400:]))
    os.remove(db)
    e.wait_for(lambda: daemon.poll() is not None, 10)
    e.check("the store deleted under a running habitd: it stops with one line, exit 1, writing nothing",
            daemon.poll() == 1 and "was deleted: habitd stops rather than write into a deleted file" in e.log_text(log)
            and not os.path.exists(db), (daemon.poll(), e.log_text(log)[-300:]))


def unusable_xdg(e, env):
    """$XDG_RUNTIME_DIR missing and $XDG_STATE_HOME on a read-only file system: habitd runs
    and reminds anyway, habitctl still reaches it, and the backup that cannot be made is one
    line in the log."""
    fs = mount(e, "ro-state", "1m")
    subprocess.run(["mount", "-o", "remount,ro", fs], check=True)
    try:
        odd = dict(env, XDG_RUNTIME_DIR=os.path.join(e.TMP, "no-such-runtime"), XDG_STATE_HOME=os.path.join(fs, "state"))
        db = os.path.join(e.TMP, "xdg.sqlite")
        assert e.ctl(odd, "add", "Read", "--plain", "--remind", "23:59", db=db).returncode == 0
        log = os.path.join(e.TMP, "habitd-xdg.log")
        daemon = e.start([e.HABITD, "--db", db], odd, log=log)
        e.wait_for(lambda: "started" in e.log_text(log), 10)
        status = e.ctl(odd, "daemon", "status", db=db)
        failed = [line for line in e.log_text(log).splitlines() if "backup failed" in line]
        e.check("$XDG_RUNTIME_DIR missing and $XDG_STATE_HOME read-only: habitd runs, habitctl reaches it, the backup it cannot make is one line",
                daemon.poll() is None and status.returncode == 0 and f"pid {daemon.pid}" in status.stdout
                and failed == [f"<3>the daily backup failed: cannot create {fs}/state: Read-only file system; habitd tries again in an hour"],
                (status.stdout, status.stderr, failed))
        e.stop(daemon)
    finally:
        umount(fs)
