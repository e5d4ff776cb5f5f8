#!/usr/bin/env python3
"""ICU's data as the package needs it (issue 45): the 34 MB `icudt76_dat` that Foundation's
static ICU carries, less what habitd never asks ICU for, as an ICU common data file. Linked
into the program as `icudt76_dat` (Sources/CICUData), it stands in for the archive member
that holds the whole data: static archives are linked member by member, and a symbol an
object file defines is not looked for in an archive.

Kept: ICU's properties, normalisation and time zone tables; every supplemental resource
(plural rules, likely subtags, week data, metazones, the zone database); and for the root
locale, the twelve languages habitd speaks (their regional forms too) and English's
variants, the main locale data (calendars, number symbols) and the two trees a
DateFormatter reads even with a fixed pattern: currencies (its number format's symbols:
without them ICU's formatter traps) and zone names (without them an ISO 8601 formatter
drops its "Z"). Left out: the other trees, which ICU reads only for what habitd never asks
Foundation for (names of languages, regions and units; collation; break rules and their
CJK/Thai dictionaries; number spell-out; transliterators); character set converters
(habitd reads and writes UTF-8 only); Unicode character names, StringPrep profiles and
confusables (named characters in regular expressions, IDNA 2003, spoof checks); and the
other locales' data (ICU falls back to root for them, as it does for a locale it never
had). docs/package.md says how the cut was checked.

    python3 scripts/icu-data.py OUT.dat [--list]     # --list: print what is kept, by tree

scripts/deb.sh writes .build/icu-data/icudt.dat with it, which Sources/CICUData embeds.
"""
import os
import re
import struct
import shutil
import subprocess
import sys
import tempfile

ARCHIVE = "lib_FoundationICU.a"
MEMBER = "icu_packaged_data.cpp.o"
SYMBOL = "icudt76_dat"
# The languages of po/ and English, with every regional form of each (de_AT, pt_BR, …).
LANGUAGES = {"en", "cs", "de", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv", "uk"}
LOCALE = re.compile(r"^([a-z]{2,3})(_[A-Za-z0-9]+)*$")


def swift_static_lib():
    swiftc = shutil.which("swiftc")
    if not swiftc:
        sys.exit("icu-data: swiftc is not on PATH")
    return os.path.join(os.path.dirname(os.path.realpath(swiftc)), "..", "lib", "swift_static", "linux", ARCHIVE)


def extract(archive, work):
    subprocess.run(["ar", "x", archive, MEMBER], cwd=work, check=True)
    out = os.path.join(work, "icudt.dat")
    subprocess.run(["objcopy", "-O", "binary", "--only-section=.rodata", os.path.join(work, MEMBER), out], check=True)
    return open(out, "rb").read()


def items(data):
    """The common data's header and its (name, bytes) items, in the table's order."""
    header = struct.unpack_from("<H", data, 0)[0]
    if data[2:4] != b"\xda\x27" or data[12:16] != b"CmnD":
        sys.exit("icu-data: not ICU common data")
    count = struct.unpack_from("<I", data, header)[0]
    entries = [struct.unpack_from("<II", data, header + 4 + 8 * i) for i in range(count)]
    out = []
    for i, (name_at, data_at) in enumerate(entries):
        name = data[header + name_at:data.index(b"\0", header + name_at)].decode()
        end = entries[i + 1][1] if i + 1 < count else len(data) - header
        out.append((name, data[header + data_at:header + end]))
    return data[:header], out


# Top-level items no habitd path reads: character names, StringPrep profiles, confusables.
UNUSED = re.compile(r"^(unames\.icu|.*\.spp|confusables.*\.cfu)$")


# The trees a DateFormatter reads (see above); no other tree is kept.
TREES = {"curr", "zone"}


def keep(name):
    parts = name.split("/")[1:]          # "icudt76l/coll/de.res" → ["coll", "de.res"]
    if (len(parts) > 1 and parts[0] not in TREES) or UNUSED.match(parts[-1]):
        return False
    base, _, ext = parts[-1].rpartition(".")
    if ext == "cnv":
        return False
    if base in ("root", "pool", "res_index") or not LOCALE.match(base) or ext != "res":
        return True
    return base.split("_")[0] in LANGUAGES


def pack(header, kept):
    """The common data again: the same header, a table of the kept items sorted by name
    (ICU looks them up by binary search), names, then each item 16-byte aligned."""
    kept = sorted(kept, key=lambda item: item[0].encode())
    table_size = 4 + 8 * len(kept)
    names = b""
    name_at = []
    for name, _ in kept:
        name_at.append(table_size + len(names))
        names += name.encode() + b"\0"
    body_at = table_size + len(names)
    body_at += -(len(header) + body_at) % 16
    body, data_at = b"", []
    for _, blob in kept:
        pad = -(len(header) + body_at + len(body)) % 16
        body += b"\0" * pad
        data_at.append(body_at + len(body))
        body += blob
    table = struct.pack("<I", len(kept)) + b"".join(struct.pack("<II", n, d) for n, d in zip(name_at, data_at))
    gap = b"\0" * (body_at - table_size - len(names))
    return header + table + names + gap + body


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    with tempfile.TemporaryDirectory() as work:
        header, all_items = items(extract(swift_static_lib(), work))
        kept = [item for item in all_items if keep(item[0])]
        data = pack(header, kept)
        if "--list" in sys.argv:
            trees = {}
            for name, blob in kept:
                tree = name.split("/")[1] if name.count("/") > 1 else "(top)"
                trees[tree] = trees.get(tree, 0) + len(blob)
            for tree, size in sorted(trees.items(), key=lambda t: -t[1]):
                print(f"{size / 1e6:7.2f} MB  {tree}")
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    if not os.path.exists(out) or open(out, "rb").read() != data:   # the same bytes: nothing to rebuild
        open(out, "wb").write(data)
    print(f"{out}: ICU's data {len(data) / 1e6:.1f} MB of {sum(len(b) for _, b in all_items) / 1e6:.1f} "
          f"({len(kept)} of {len(all_items)} items)")


if __name__ == "__main__":
    main()
