#!/usr/bin/env bash
# Regenerates the committed man page and shell completion scripts from habitctl's own
# argument definitions. Run after changing any command or option; the test suite checks
# that the committed completions match the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
# The committed man page and completions are English, whatever this shell's language.
export LANG=C.UTF-8
unset LANGUAGE LC_ALL LC_MESSAGES
swift build --product habitctl
swift build --product habitd
bin=.build/debug/habitctl
"$bin" --generate-completion-script bash > completions/habitctl.bash
"$bin" --generate-completion-script zsh > completions/_habitctl
"$bin" --generate-completion-script fish > completions/habitctl.fish
mkdir -p man
# The plugin builds the package in release mode first (a few minutes the first time).
swift package --allow-writing-to-directory man generate-manual --output-directory man \
  --date "$(date +%Y-%m-%d)" --authors "the habitd developers" >/dev/null
# The API's contract, for readers and tools (schemathesis, client generators): the document
# habitd serves (habitd --openapi), pretty-printed.
.build/debug/habitd --openapi | python3 -c '
import json, sys
doc = json.load(sys.stdin)
with open("docs/openapi.json", "w") as f:
    json.dump(doc, f, indent=2, ensure_ascii=False)
    f.write("\n")'
echo "updated completions/, man/ and docs/openapi.json"
