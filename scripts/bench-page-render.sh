#!/usr/bin/env bash
# The board page rendered by hand, from a Mustache template and with Plot (issue 42 part 4):
# what each escapes, and the median render time of each, paired, on an 8- and a 40-habit
# board. Its own package (bench/page-render), built in release; not part of the test command.
# Usage: bash scripts/bench-page-render.sh [ROUNDS]   (15 by default; run on a quiet machine)
set -euo pipefail
cd "$(dirname "$0")/../bench/page-render"
swift build -c release >/dev/null
exec .build/release/PageRenderBench "${1:-15}"
