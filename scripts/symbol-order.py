#!/usr/bin/env python3
"""Writes data/symbol-order.txt: the functions the packaged program runs for the commands
run most (`habitctl list`, `habitctl --version`, `habitctl done`), as valgrind's callgrind
lists them, for lld's --symbol-ordering-file (scripts/deb.sh). Laid out
together, they fill a few dozen pages of the program's 18 MB of code instead of being spread
over a hundred: fewer page faults at every start (docs/package.md, start-up).

Needs valgrind (not installed by .ci/run: the file is made here and committed) and a
package build (`bash scripts/deb.sh`, whose unstripped program this reads). A stale file
costs nothing but the gain: deb.sh tells lld not to warn about names no longer there.

    python3 scripts/symbol-order.py
"""
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
spec = importlib.util.spec_from_file_location("bench_cli", os.path.join(HERE, "bench-cli.py"))
bench_cli = importlib.util.module_from_spec(spec)
sys.argv, argv = sys.argv[:1], sys.argv
spec.loader.exec_module(bench_cli)
sys.argv = argv

COMMANDS = [["list"], ["--version"], ["done", "Habit 01"]]


def functions(profile, program):
    """The functions of `program` that callgrind's `profile` saw run, in the profile's order."""
    objects, names, current, seen = {}, {}, None, []
    for line in open(profile, errors="replace"):
        m = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not m:
            continue
        kind, ident, name = m.groups()
        table = objects if kind.endswith("ob") else names
        if name is not None:
            table[ident] = name
        if kind == "ob":
            current = objects.get(ident)
        elif kind == "fn" and current is not None and current.endswith(program):
            seen.append(names[ident])
    return seen


def main():
    built = subprocess.run(["swift", "build", "-c", "release", "--scratch-path", ".build/deb-release", "--show-bin-path"],
                           cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    tmp = tempfile.mkdtemp(prefix="habitd-order-")
    # valgrind reads the symbol table; the DWARF 5 of Swift's toolchain it cannot.
    program = os.path.join(tmp, "habitctl")
    subprocess.run(["strip", "--strip-debug", "-o", program, os.path.join(built, "habit")], check=True)
    env = dict(os.environ, HABITD_DB=os.path.join(tmp, "habits.sqlite"), TZ="UTC", LANG="C.UTF-8", XDG_RUNTIME_DIR=tmp)
    env.pop("HABITD_NOW", None)
    backup = os.path.join(tmp, "backup.json")
    with open(backup, "w") as f:
        json.dump(bench_cli.backup(), f)
    subprocess.run([program, "import", backup], env=env, check=True, stdout=subprocess.DEVNULL)
    order, known = [], set()
    for i, command in enumerate(COMMANDS):
        profile = os.path.join(tmp, f"callgrind.{i}")
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}", program] + command,
                       env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for name in functions(profile, program):
            if name not in known:
                known.add(name)
                order.append(name)
    out = os.path.join(ROOT, "data", "symbol-order.txt")
    with open(out, "w") as f:
        f.write("# Made by scripts/symbol-order.py: the functions `habitctl list`, `--version` and `done` run,\n")
        f.write("# as callgrind lists them, for lld's --symbol-ordering-file (scripts/deb.sh).\n")
        f.write("\n".join(order) + "\n")
    subprocess.run(["rm", "-rf", tmp])
    print(f"{out}: {len(order)} functions")


if __name__ == "__main__":
    main()
