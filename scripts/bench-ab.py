#!/usr/bin/env python3
"""Two builds of habitctl compared: CPU time (user + sys, from wait4) of list, show and
--version on bench-cli.py's store (50 habits, a year of completions each), the two binaries
run in turn so that a busy host slows both alike. For changes too small for wall times on
this shared machine, where valgrind cannot read the release binary and perf has no counters.

    python3 scripts/bench-ab.py OLD/habitctl NEW/habitctl      # RUNS=61 by default
"""
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

spec = importlib.util.spec_from_file_location("bc", os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench-cli.py"))
OLD, NEW = sys.argv[1], sys.argv[2]
sys.argv = ["bench-cli.py", NEW, "1"]
bc = importlib.util.module_from_spec(spec); spec.loader.exec_module(bc)
tmp = tempfile.mkdtemp(); src = os.path.join(tmp, "b.json")
open(src, "w").write(json.dumps(bc.backup()))
# Each build reads a store it imported itself: a newer build's migrations would lock the older out.
envs = {}
for binary, tag in ((OLD, "old"), (NEW, "new")):
    envs[binary] = dict(os.environ, HABITD_DB=os.path.join(tmp, f"{tag}.sqlite"), TZ="UTC", LANG="C.UTF-8")
    subprocess.run([binary, "import", src], env=envs[binary], check=True, stdout=subprocess.DEVNULL)
env = envs[NEW]
name = json.loads(subprocess.run([NEW, "list", "--json"], env=env, capture_output=True, text=True).stdout)[0]["name"]


def cpu(binary, args, env):
    env = dict(env, HABITD_DB=envs[binary]["HABITD_DB"])
    p = subprocess.Popen([binary] + args, env=env, stdout=subprocess.DEVNULL)
    _, _, ru = os.wait4(p.pid, 0)
    return (ru.ru_utime + ru.ru_stime) * 1000


N = int(os.environ.get("RUNS", "61"))
for label, args, e in (("list", ["list"], env), ("show", ["show", name], env), ("--version", ["--version"], env),
                       ("list, German", ["list"], dict(env, LANG="de_DE.UTF-8"))):
    o, n = [], []
    for _ in range(N):
        o.append(cpu(OLD, args, e)); n.append(cpu(NEW, args, e))
    mo, mn = statistics.median(o), statistics.median(n)
    print(f"{label:13s} CPU median over {N}: before {mo:5.1f} ms, after {mn:5.1f} ms ({mn - mo:+.1f} ms)")
shutil.rmtree(tmp)
