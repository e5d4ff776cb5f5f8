#!/usr/bin/env bash
# The test command's steps that only compute, run by the end-to-end harness beside its lanes
# at the lowest priority (Tests/e2e/run.py, E2E_BESIDE): the Debian package, whose release
# build the lanes' waiting leaves room for, then the planner against the oracle through the
# habitctl that package ships.
set -euo pipefail
cd "$(dirname "$0")/.."
timed() { local t=$SECONDS; "$@"; echo "·      $* took $((SECONDS - t)) s"; }
# The Debian package (release, the Swift runtime linked in; lintian); the package group
# installs it into a Debian 12 root made by debootstrap.
timed bash scripts/deb.sh
# The planner against an independent Python model on the system tz database, through the
# habitctl of the package (Tests/oracle/run.py): the root deb.sh just staged, the newest.
root=$(ls -td .build/deb/habitd_*/ | head -1)
timed python3 Tests/oracle/run.py "${root}usr/bin/habitctl"
