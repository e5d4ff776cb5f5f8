#!/usr/bin/env bash
# Draws data/habitd.svg as the web app's PNG icons (192 and 512 px, through Debian's
# chromium); habitd builds them and the SVG into its binary (Sources/CWebAssets/assets.c).
# Run after changing data/habitd.svg.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for n in 192 512; do
    printf '<html><body style="margin:0"><img src="file://%s/data/habitd.svg" width="%s" height="%s"></body></html>' "$PWD" "$n" "$n" > "$tmp/icon.html"
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
        --window-size="$n,$n" --screenshot="$tmp/icon-$n.png" "file://$tmp/icon.html" 2>/dev/null
    cp "$tmp/icon-$n.png" "data/habitd-$n.png"
done
echo "wrote data/habitd-192.png and data/habitd-512.png (habitd builds them in: Sources/CWebAssets)"
