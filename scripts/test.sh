#!/usr/bin/env bash
# The README's test command: set-up, then every test. Ends with the end-to-end tests'
# "N passed, N failed" line (after swift test's own summary and the oracle's).
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
# The Debian package (release, the Swift runtime linked in; lintian), built beside the oracle
# and the fuzzers' smoke (the oracle keeps one core busy, the package's build takes the
# other): the end-to-end tests install it into a Debian 12 root made by debootstrap. Its
# output is printed once it ends.
bash scripts/deb.sh > .build/deb.log 2>&1 &
deb=$!
# A step failing before the package is waited for stops its build too.
trap 'pkill -TERM -P $deb 2>/dev/null; kill $deb 2>/dev/null; true' EXIT
deb_start=$SECONDS
# The planner against an independent Python model on the system tz database, through the
# real habitctl (Tests/oracle/run.py).
timed python3 Tests/oracle/run.py .build/debug/habitctl
# Every fuzz target for a few seconds under libFuzzer and AddressSanitizer (scripts/fuzz.sh;
# the long runs and their figures are in docs/reliability.md).
timed bash scripts/fuzz.sh --smoke 3
# The end-to-end harness's own proof that a falsy check fails a run (Tests/e2e/harness_test.py).
python3 Tests/e2e/harness_test.py
status=0
wait $deb || status=$?
cat .build/deb.log
echo "·      bash scripts/deb.sh (beside the two above) took $((SECONDS - deb_start)) s"
trap - EXIT
if [ $status -ne 0 ]; then echo "scripts/deb.sh failed (exit $status)" >&2; exit $status; fi
# habitd for real: a private session bus, Xvfb, dunst, the real binaries (Tests/e2e/run.py).
python3 Tests/e2e/run.py .build/debug
