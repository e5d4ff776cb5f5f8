#!/usr/bin/env bash
# The README's picture: a real reminder from the real habitd, drawn by a real notification
# server (xfce4-notifyd) under Xvfb, captured with ImageMagick and cropped to the notification.
#
#   bash scripts/screenshot.sh [OUT.png]        # default docs/notification.png; takes about a minute
#
# It waits for the next whole minute, because habitd fires reminders on the minute.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/notification.png}
need=()
command -v import >/dev/null || need+=(imagemagick)
command -v xdotool >/dev/null || need+=(xdotool)
[ -x /usr/lib/x86_64-linux-gnu/xfce4/notifyd/xfce4-notifyd ] || need+=(xfce4-notifyd)
command -v Xvfb >/dev/null || need+=(xvfb)
command -v dbus-launch >/dev/null || need+=(dbus-x11)
fc-list 2>/dev/null | grep -qi "color emoji" || need+=(fonts-noto-color-emoji)   # the habit's icon
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${need[@]}"
fi
swift build --product habitd >/dev/null
swift build --product habitctl >/dev/null
bin=$(swift build --show-bin-path)

tmp=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

display=":$((200 + RANDOM % 600))"
Xvfb "$display" -screen 0 1024x640x24 -nolisten tcp >/dev/null 2>&1 & pids+=($!)
export DISPLAY=$display HOME=$tmp XDG_RUNTIME_DIR=$tmp/run XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config TZ=UTC
unset HABITD_DB HABITD_NOW
mkdir -m700 "$XDG_RUNTIME_DIR"
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
eval "$(dbus-launch --sh-syntax)"
pids+=("$DBUS_SESSION_BUS_PID")
/usr/lib/x86_64-linux-gnu/xfce4/notifyd/xfce4-notifyd >/dev/null 2>&1 & pids+=($!)

# A habit with an & in its name, a goal and a streak: done on the six days before today.
at=$(date -u -d '+75 sec' +%H:%M)
"$bin/habitctl" add "Tea & biscuits" --daily --remind "$at" --goal 2 --unit cups --icon 🍵 \
    --start "$(date -u -d '-30 days' +%F)" >/dev/null
for d in 1 2 3 4 5 6; do "$bin/habitctl" done "Tea & biscuits" --date "$(date -u -d "-$d days" +%F)" >/dev/null; done
mkdir -p "$XDG_CONFIG_HOME/habitd"
printf '[notifications]\nicon = "%s"\n' "$PWD/data/habitd.svg" > "$XDG_CONFIG_HOME/habitd/habitd.toml"
"$bin/habitd" >"$tmp/habitd.log" 2>&1 & pids+=($!)

echo "waiting for the reminder at $at UTC..." >&2
window=""
for _ in $(seq 1500); do
  window=$(xdotool search --onlyvisible --class xfce4-notifyd 2>/dev/null | head -1 || true)
  [ -n "$window" ] && break
  sleep 0.1
done
[ -n "$window" ] || { echo "screenshot: no notification appeared; habitd said:" >&2; cat "$tmp/habitd.log" >&2; exit 1; }
sleep 1   # let it finish drawing
eval "$(xdotool getwindowgeometry --shell "$window")"
mkdir -p "$(dirname "$out")"
import -window root -crop "$((WIDTH + 24))x$((HEIGHT + 24))+$((X - 12))+$((Y - 12))" +repage "$out"
echo "wrote $out (${WIDTH}x${HEIGHT} notification)" >&2
