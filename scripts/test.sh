#!/usr/bin/env bash
# The README's test command: set-up, then every test. Ends with the test runner's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
swift test
