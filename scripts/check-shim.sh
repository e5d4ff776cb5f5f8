#!/usr/bin/env bash
# Compiles the hand-declared libnotify/GLib prototypes (Sources/CLibnotify/shim.h) together with
# the system's real headers: a prototype that disagrees with libnotify's is a compile error.
set -euo pipefail
cd "$(dirname "$0")/.."
printf '#include <libnotify/notify.h>\n#include "Sources/CLibnotify/shim.h"\nint main(void){return 0;}\n' |
    cc -x c -fsyntax-only -Werror $(pkg-config --cflags libnotify) -
echo "shim.h agrees with libnotify $(pkg-config --modversion libnotify)"
