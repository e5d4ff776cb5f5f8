#!/usr/bin/env bash
# The README's test command: set-up, then every test. Ends with the end-to-end tests'
# "N passed, N failed" line (after swift test's own summary, the smoke's and the oracle's).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's wall time, for docs/performance.md's account of the test command (the last
# step, the end-to-end tests, says its groups' times itself and ends the output).
timed() { local t=$SECONDS; "$@"; echo "·      $* took $((SECONDS - t)) s"; }
timed bash scripts/setup.sh
timed swift build --build-tests
# The hand-declared libnotify prototypes against the real headers.
bash scripts/check-shim.sh
timed swift test
# Every fuzz target for a few seconds under libFuzzer and AddressSanitizer (scripts/fuzz.sh;
# the long runs and their figures are in docs/reliability.md).
timed bash scripts/fuzz.sh --smoke 3
# The end-to-end harness's own proof that a falsy check fails a run (Tests/e2e/harness_test.py).
python3 Tests/e2e/harness_test.py
# habitd for real: a private session bus, Xvfb, dunst, the real binaries (Tests/e2e/run.py).
# Beside its lanes, which mostly wait, the steps that only compute (scripts/test-beside.sh:
# the package's release build, then the oracle through the habitctl it ships).
E2E_BESIDE="bash scripts/test-beside.sh" python3 Tests/e2e/run.py .build/debug
