#!/usr/bin/env bash
# Holds the hand-declared libnotify/GLib/GIO prototypes (Sources/CLibnotify/include/CLibnotify.h)
# to the system's real headers: every function's type in habitd's table must be the type the
# real header declares, or this fails to compile.
set -euo pipefail
cd "$(dirname "$0")/.."
{
    printf '#include <libnotify/notify.h>\n#define HABITD_LIBNOTIFY_NO_CALLS\n#include "CLibnotify.h"\n'
    printf '#define SAME(type, name, parameters, arguments) _Static_assert(__builtin_types_compatible_p(__typeof__(&name), type (*) parameters), #name " differs from the real header");\n'
    printf '#define SAME_VOID(name, parameters, arguments) SAME(void, name, parameters, arguments)\n'
    printf 'HABITD_LIBNOTIFY_FUNCTIONS(SAME, SAME_VOID)\nint main(void){return 0;}\n'
} | cc -x c -fsyntax-only -Werror $(pkg-config --cflags libnotify) -ISources/CLibnotify/include -
echo "CLibnotify.h agrees with libnotify $(pkg-config --modversion libnotify)"
