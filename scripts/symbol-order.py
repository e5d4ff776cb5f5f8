#!/usr/bin/env python3
"""Writes data/symbol-order.txt: the functions the packaged program runs for the commands
run most (`habitctl list`, `habitctl --version`, `habitctl done`), as valgrind's callgrind
lists them, for lld's --symbol-ordering-file (scripts/deb.sh). Laid out
together, they fill a few dozen pages of the program's 18 MB of code instead of being spread
over a hundred: fewer page faults at every start (docs/package.md, start-up). After them, the
zero-filled globals (.bss) `list` touches, as valgrind's lackey sees them: lld orders input
sections, so each one named brings its object's whole .bss forward, and the 52 pages of the
900 KB .bss that a `list` wrote, scattered, become fewer.

Needs valgrind (scripts/setup.sh installs it; the file is made here and committed) and a
package build (`bash scripts/deb.sh`, whose unstripped program this reads). A stale file
costs nothing but the gain: deb.sh tells lld not to warn about names no longer there.

    python3 scripts/symbol-order.py
"""
import bisect
import importlib.util
import json
import os
import re
import shutil
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
# Where valgrind 3.19 loads a position-independent program on x86-64 (checked below).
VALGRIND_PIE_BASE = 0x108000


def symbols(program):
    """(address, size, name, nm kind) of `program`'s defined symbols, by address."""
    out = []
    for line in subprocess.run(["nm", "-S", "--defined-only", program], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split()
        if len(fields) == 4:
            out.append((int(fields[0], 16), int(fields[1], 16), fields[3], fields[2]))
    return sorted(out)


def section(program, name):
    """(start, end) of the section `name` in `program`."""
    for line in subprocess.run(["readelf", "-SW", program], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 5 and fields[0].startswith("[") and fields[1] == name:
            return int(fields[3], 16), int(fields[3], 16) + int(fields[5], 16)
    raise SystemExit(f"symbol-order.py: {program} has no {name}")


def touched_bss(program, env, command, trace):
    """The .bss symbols `program command` reads or writes, in order of first touch, from a
    lackey trace written to `trace`."""
    subprocess.run(["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-file={trace}", program] + command,
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    every = symbols(program)
    start = next(address for address, _, name, _ in every if name == "_start") + VALGRIND_PIE_BASE
    low, high = section(program, ".bss")
    bss = [s for s in every if low <= s[0] < high]
    addresses = [s[0] for s in bss]
    seen, order, started = set(), [], False
    with open(trace) as f:
        for line in f:
            if line.startswith("I") and not started:
                started = int(line[3:].split(",")[0], 16) == start
            if line[:2] not in (" S", " L", " M"):
                continue
            at = int(line[3:].split(",")[0], 16) - VALGRIND_PIE_BASE
            if not low <= at < high:
                continue
            i = bisect.bisect_right(addresses, at) - 1
            if i >= 0 and at < bss[i][0] + max(bss[i][1], 1) and bss[i][2] not in seen:
                seen.add(bss[i][2])
                order.append(bss[i][2])
    if not started:
        raise SystemExit(f"symbol-order.py: valgrind did not load the program at {VALGRIND_PIE_BASE:#x}")
    return order


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
    # The folder goes however the run ends: a lackey trace of one run is hundreds of megabytes.
    try:
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
        data = touched_bss(program, env, ["list"], os.path.join(tmp, "lackey.list"))
        out = os.path.join(ROOT, "data", "symbol-order.txt")
        with open(out, "w") as f:
            f.write("# Made by scripts/symbol-order.py: the functions `habitctl list`, `--version` and `done` run,\n")
            f.write("# as callgrind lists them, then the .bss symbols `list` touches (lackey), for lld's\n")
            f.write("# --symbol-ordering-file (scripts/deb.sh).\n")
            f.write("\n".join(order + data) + "\n")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{out}: {len(order)} functions, {len(data)} .bss symbols")


if __name__ == "__main__":
    main()
