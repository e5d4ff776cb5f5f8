#!/usr/bin/env bash
# The README's test command: set-up, then every test. Ends with the planner oracle's
# "N passed, N failed" line (after swift test's own summary).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
swift test
# The planner against an independent Python model on the system tz database, through the
# real habitctl (Tests/oracle/run.py).
python3 Tests/oracle/run.py .build/debug/habitctl
