#!/usr/bin/env bash
# swift test under AddressSanitizer and ThreadSanitizer (issue 32 part 4): every unit and
# integration test, built with `--sanitize=address`, then `--sanitize=thread`, each in a build
# folder of its own (.build/asan, .build/tsan), with the message catalogues compiled beside
# the binaries as the test command does. A report fails the run (halt_on_error).
#
#   bash scripts/sanitizers.sh               # both, about 25 minutes on 2 cores
#   bash scripts/sanitizers.sh thread        # one
set -euo pipefail
cd "$(dirname "$0")/.."
for sanitizer in "${@:-address thread}"; do
  for s in $sanitizer; do
    folder=".build/${s:0:1}san"
    swift build --build-tests --sanitize="$s" --scratch-path "$folder"
    python3 scripts/messages.py compile "$(swift build --sanitize="$s" --scratch-path "$folder" --show-bin-path)/locale" > /dev/null
    # Leak checking is off: the Swift runtime's and Foundation's caches live for the process.
    ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 TSAN_OPTIONS=halt_on_error=1 \
      swift test --skip-build --sanitize="$s" --scratch-path "$folder"
  done
done
