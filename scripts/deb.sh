#!/usr/bin/env bash
# `make deb`: habitd_VERSION_ARCH.deb in the project folder. Both programs as one (habitctl,
# with habitd a link to it), built in release
# mode with the Swift runtime linked in (--static-swift-stdlib) and stripped, so that `ldd`
# names only Debian's own libraries; the systemd user unit, man pages, completions for bash,
# zsh and fish, the message catalogues, the desktop entry and icon, the example config and a
# copyright file. Depends is worked out from what the binaries link (dpkg-shlibdeps).
#
#   bash scripts/deb.sh            # build, then lintian (an error fails)
#   bash scripts/deb.sh --no-build # package what .build/deb-release holds
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/.*version: "\([0-9][0-9.]*\)".*/\1/p' Sources/HabitdProgram/HabitdMain.swift | head -1)
arch=$(dpkg --print-architecture)
scratch=.build/deb-release
# Linked by lld with packed relative relocations (DT_RELR, glibc 2.36): the 117,000 pointers
# the loader adjusts at start are listed in 22 KB instead of gold's 2.7 MB (docs/package.md).
# --no-export-dynamic: SwiftPM exports every symbol of an executable (for dladdr's names in
# the runtime's backtraces), 2.7 MB of dynamic symbol table; the packaged program, killed by
# SIGSEGV, prints no backtrace either way (the backtracer is the toolchain's), so it goes.
# libstdc++ linked in too (the Swift runtime is C++; the GCC Runtime Library Exception allows
# it): the loader then finds, maps and binds one library fewer for every command, about
# 0.5 ms of `habitctl list`'s 7.4 (docs/package.md). A folder holding only libstdc++.a,
# searched before the compiler's own, turns the link's `-lstdc++` into it.
# libgcc too (-static-libgcc: the unwinder from libgcc_eh.a, same exception): loading
# libgcc_s.so.1 ran its constructor, `__cpu_indicator_init`, whose CPUID probes each trap to
# the hypervisor on a virtual machine; `list` 1.97x sqlite3 to 1.92x here (docs/package.md).
static_cxx="$PWD/$scratch/static-cxx"
mkdir -p "$static_cxx"
# The toolchain's clang, which links the program, knows where GCC's libstdc++.a is.
clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
cxx_archive=$("$clang" -print-file-name=libstdc++.a)
[ -f "$cxx_archive" ] || { echo "deb.sh: no libstdc++.a (libstdc++-12-dev)" >&2; exit 1; }
ln -sf "$cxx_archive" "$static_cxx/libstdc++.a"
# The functions the commands run most are laid out together (data/symbol-order.txt, made by
# scripts/symbol-order.py): a start touches a few dozen pages of code, not a hundred. Names
# that code changes have since removed are skipped without a word.
# The C code (BoringSSL, swift-nio's and our shims) is compiled for size, -Os after SwiftPM's
# -O2: 412 KiB less, and none of it runs per row or per request but TLS's record layer, whose
# ciphers are BoringSSL's assembly either way. Package.swift does the same for our Swift
# modules off the hot paths (issue 45: under 30 MB installed, docs/package.md).
# Every Swift function in a section of its own (-function-sections): swiftc otherwise puts a
# file's functions in one .text, which lld can neither lay out by the ordering file nor drop
# in part (--gc-sections), so the ordering moved little of our code, GRDB's or the argument
# parser's: `list` touched 499 pages of code, 88 page faults; now 41, and the program is 1 MB
# smaller. (A build folder made before this flag keeps its objects: swiftc reuses an object
# whose LLVM module hashes the same. Delete .build/deb-release's *.o once.)
# Concrete generic types' metadata through their accessors, not looked up by mangled name
# (-disable-concrete-type-metadata-mangled-name-accessors), in every module: Package.swift
# gives it to our hot ones, this to the dependencies too (GRDB, the argument parser, NIO).
# The runtime resolves a name by checking the type's requirements, and each first check of
# a conformance scans the program's whole conformance table (about 160,000 instructions).
# `--version` 1.67x sqlite3 to 1.55x, `list` 0.55 M instructions fewer, 120 KB more program.
build=(swift build -c release --static-swift-stdlib --disable-local-rpath --scratch-path "$scratch" -Xcc -Os
       -Xswiftc -Xfrontend -Xswiftc -function-sections
       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
       -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic
       -Xswiftc -L"$static_cxx" -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
       -Xlinker --symbol-ordering-file="$PWD/data/symbol-order.txt" -Xlinker --no-warn-symbol-ordering)
if [ "${1:-}" != "--no-build" ]; then
  # One program for both (issue 45): habitctl, or habitd when run by that name.
  "${build[@]}" --product habit
fi
bin=$("${build[@]}" --show-bin-path)
# Nothing of swift-corelibs Foundation or ICU may be linked in (issue 45: they were 12 MB of
# the program). Every module builds on FoundationEssentials; a call that reaches either
# (a String helper, a formatter, TimeZone by name) pulls them back, and is refused here.
if nm "$bin/habit" | grep -qE '\$s10Foundation|icudt[0-9]+_dat|\bucal_open|\bubrk_open'; then
  echo "deb.sh: the program links swift-corelibs Foundation or ICU again:" >&2
  nm "$bin/habit" | grep -E '\$s10Foundation|icudt[0-9]+_dat|\bucal_open|\bubrk_open' | head -5 >&2
  exit 1
fi
if ldd "$bin/habit" | grep -q 'libstdc++'; then
  echo "deb.sh: the program links libstdc++.so: $static_cxx/libstdc++.a was not used" >&2
  exit 1
fi
if ldd "$bin/habit" | grep -q 'libgcc_s'; then
  echo "deb.sh: the program links libgcc_s.so: -static-libgcc was not used" >&2
  exit 1
fi
name="habitd_${version}_${arch}"
root=".build/deb/$name"
rm -rf "$root"
mkdir -p "$root/DEBIAN"

# Files, with the modes lintian expects (root-owned: dpkg-deb --root-owner-group).
# The packaged program is habitctl, and habitd a link to it: the Swift runtime,
# FoundationEssentials and GRDB are on the disk once (docs/package.md, "Where the bytes are").
install -D -m755 "$bin/habit" "$root/usr/bin/habitctl"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/habitctl"
ln -s habitctl "$root/usr/bin/habitd"
install -d "$root/usr/lib/systemd/user"
sed -e 's|%h/.local/bin/habitd|/usr/bin/habitd|' -e 's|^#   make install && |#   |' systemd/habitd.service \
  > "$root/usr/lib/systemd/user/habitd.service"
chmod 644 "$root/usr/lib/systemd/user/habitd.service"
for page in habitctl habitd; do
  install -d "$root/usr/share/man/man1"
  # Blank lines mean nothing to mdoc but make groff (and lintian) warn.
  sed '/^[[:space:]]*$/d' "man/$page.1" | gzip -9n > "$root/usr/share/man/man1/$page.1.gz"
done
# A completion file is sourced, not run: no #! line.
install -d "$root/usr/share/bash-completion/completions"
sed '1{/^#!/d}' completions/habitctl.bash > "$root/usr/share/bash-completion/completions/habitctl"
chmod 644 "$root/usr/share/bash-completion/completions/habitctl"
install -D -m644 completions/_habitctl "$root/usr/share/zsh/vendor-completions/_habitctl"
install -D -m644 completions/habitctl.fish "$root/usr/share/fish/vendor_completions.d/habitctl.fish"
python3 scripts/messages.py compile "$root/usr/share/locale" > /dev/null
find "$root/usr/share/locale" -type f -exec chmod 644 {} +
install -D -m644 data/habitd.desktop "$root/usr/share/applications/habitd.desktop"
install -D -m644 data/habitd.svg "$root/usr/share/icons/hicolor/scalable/apps/habitd.svg"
doc="$root/usr/share/doc/habitd"
install -D -m644 config/habitd.toml "$doc/examples/habitd.toml"
install -D -m644 data/debian/copyright "$doc/copyright"
sed "s/@VERSION@/$version/; s/@DATE@/$(date -R -d @"${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")/" \
  data/debian/changelog | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"
find "$root" -type d -exec chmod 755 {} +

# Depends: the packages that hold the libraries the binaries link or load, and tzdata.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/debian"
printf 'Source: habitd\n\nPackage: habitd\nArchitecture: any\n' > "$tmp/debian/control"
depends=$(cd "$tmp" && dpkg-shlibdeps -O "$OLDPWD/$root/usr/bin/habitctl" 2>/dev/null \
          | sed -n 's/^shlibs:Depends=//p')
# habitd loads libnotify when it starts rather than linking it (Sources/CLibnotify's header
# says why), so dpkg-shlibdeps does not see it: the newest version its symbols file gives for
# the functions habitd calls is the one needed.
notify=$(for name in $(grep -ow 'notify_[a-z_]*' Sources/CLibnotify/include/CLibnotify.h | sort -u); do
           sed -n "s/^ $name@Base //p" /var/lib/dpkg/info/libnotify4*.symbols
         done | sort -V | tail -1)
depends="$depends, libnotify4${notify:+ (>= $notify)}"
# Time zones come from the system's tz database (/usr/share/zoneinfo), not from a copy in
# the program: tzdata is needed as much as any library.
depends="$depends, tzdata"
# dpkg-shlibdeps does not know that packed relocations need glibc 2.36 (the loader refuses a
# program needing GLIBC_ABI_DT_RELR before that): say it.
if readelf -V "$root/usr/bin/habitctl" | grep -q GLIBC_ABI_DT_RELR; then
  libc=$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<< "$depends")
  if dpkg --compare-versions "${libc:-0}" lt 2.36; then
    depends=$(sed 's/libc6 (>= [^)]*)/libc6 (>= 2.36)/' <<< "$depends")
  fi
fi
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
# Seed 002's budget (issue 45): at most 30 MB installed, read as 30,000,000 bytes (the
# stricter reading; dpkg counts KiB), and at most 15 MB to download (below).
installed_limit_kib=29296
if [ "$size" -gt "$installed_limit_kib" ]; then
  echo "deb.sh: the package would take $size KiB installed, over the budget of $installed_limit_kib KiB (30 MB, issue 45)" >&2
  exit 1
fi
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" -e "s/@SIZE@/$size/" \
  data/debian/control > "$root/DEBIAN/control"

(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/md5sums"
dpkg-deb --root-owner-group -Zxz --build "$root" "$name.deb" > /dev/null
download_limit=15000000
download=$(stat -c %s "$name.deb")
if [ "$download" -gt "$download_limit" ]; then
  echo "deb.sh: $name.deb is $download bytes, over the budget of $download_limit (15 MB, issue 45)" >&2
  rm -f "$name.deb"
  exit 1
fi
echo "$name.deb: $(du -h "$name.deb" | cut -f1); habitctl $(du -h "$root/usr/bin/habitctl" | cut -f1) stripped, habitd a link to it; Installed-Size $size KiB"
echo "Depends: $depends"
if command -v lintian > /dev/null; then
  # Errors fail; the warnings kept are explained in docs/package.md.
  lintian --fail-on error --suppress-tags-from-file data/debian/lintian-kept "$name.deb"
fi
