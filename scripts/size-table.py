#!/usr/bin/env python3
"""Where the packaged programs' bytes come from (issue 45): each defined symbol's size,
from `nm -S`, summed by what owns it (a Swift module by its mangled name, ICU's data and
code, BoringSSL, SQLite, the Swift runtime), and the ELF sections beside it.

    bash scripts/deb.sh                      # leaves the unstripped programs in .build/deb-release
    python3 scripts/size-table.py            # the table for the packaged program
    python3 scripts/size-table.py PROGRAM…   # or for these files

Symbols do not cover a program whole: unwind tables (.eh_frame), relocations and the
symbol tables themselves (which `strip` removes) are sections of their own, printed below.
"""
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The packaged program, habitctl and habitd in one (scripts/deb.sh builds it as `habit`).
DEFAULT = [os.path.join(ROOT, ".build", "deb-release", "release", "habit")]


def owner(name):
    """What a symbol belongs to, from its (mangled) name."""
    if "icudt" in name:
        return "ICU data"
    if "BoringSSL" in name or "boringssl" in name:
        return "BoringSSL (swift-nio-ssl)"
    if name.startswith("sqlite3") or name.startswith("_sqlite3"):
        return "SQLite"
    if re.match(r"_?\$s[sS]", name):
        return "Swift standard library"
    m = re.match(r"_?\$s(\d+)([A-Za-z_]\w*)", name)
    if m:
        return m.group(2)[:int(m.group(1))]
    if name.startswith("$s") or name.startswith("_$s"):
        return "Swift (other)"
    if name.startswith("_Z"):
        if "icu" in name:
            return "ICU code"
        return "Swift runtime" if "swift" in name.lower() else "C++ (other)"
    if re.match(r"u[a-z]*_", name) or name.startswith("uprv_"):
        return "ICU code"
    if name.startswith("swift_") or name.startswith("_swift"):
        return "Swift runtime"
    if name.lstrip("_").startswith(("CF", "__CF", "_CF")):
        return "CoreFoundation (Foundation's C core)"
    if name.lstrip("_").startswith("dispatch"):
        return "libdispatch"
    return "C (other)"


def table(path, rows=18):
    out = subprocess.run(["nm", "-S", "--defined-only", path], capture_output=True, text=True, check=True).stdout
    sizes = collections.Counter()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4:
            sizes[owner(parts[3])] += int(parts[1], 16)
    print(f"{os.path.basename(path)}: {os.path.getsize(path) / 1e6:.1f} MB as built")
    for name, size in sizes.most_common(rows):
        print(f"  {size / 1e6:7.2f} MB  {name}")
    rest = sum(sizes.values()) - sum(s for _, s in sizes.most_common(rows))
    print(f"  {rest / 1e6:7.2f} MB  everything else in symbols")
    sections = subprocess.run(["size", "-A", path], capture_output=True, text=True, check=True).stdout.splitlines()
    big = sorted(((int(s.split()[1]), s.split()[0]) for s in sections[2:] if len(s.split()) == 3 and s.split()[0].startswith(".")), reverse=True)
    print("  sections: " + ", ".join(f"{name} {size / 1e6:.1f} MB" for size, name in big[:6]))


def main(argv):
    paths = argv[1:] or DEFAULT
    for path in paths:
        if not os.path.exists(path):
            print(f"size-table: {path} is missing: run bash scripts/deb.sh first", file=sys.stderr)
            return 1
    for path in paths:
        table(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
