#!/usr/bin/env python3
"""The end-to-end harness's own test: a check whose value is falsy (None, [], 0, "", {},
False) fails the run (exit 1, "0 passed, 1 failed"); a truthy one passes it. Runs run.py's
probe as the real harness runs, in a process of its own.

    python3 Tests/e2e/harness_test.py      # ends with "N passed, N failed"
"""
import os
import subprocess
import sys

RUN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "run.py")
cases = {"None": 1, "[]": 1, "0": 1, "''": 1, "{}": 1, "False": 1, "True": 0, "[1]": 0}
passed = failed = 0
for probe, status in cases.items():
    env = dict(os.environ, E2E_ONLY="harness", E2E_PROBE=probe)
    r = subprocess.run([sys.executable, RUN], env=env, capture_output=True, text=True, timeout=60)
    last = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else ""
    want = "1 passed, 0 failed" if status == 0 else "0 passed, 1 failed"
    ok = r.returncode == status and last == want
    passed += ok
    failed += not ok
    print(("ok     " if ok else "FAILED ") + f"a check of {probe} exits {status} with '{want}'"
          + ("" if ok else f"  (exit {r.returncode}, last line {last!r}, stderr {r.stderr[-300:]!r})"))
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
