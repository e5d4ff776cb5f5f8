#!/usr/bin/env bash
# Installs the Debian packages habitd needs to build, run and test. Safe to run again.
# The Swift toolchain itself is expected on PATH (swift 6.x).
set -euo pipefail
packages=(
  libsqlite3-dev   # SQLite, which GRDB links on Linux
  sqlite3          # tests compare against it and hold locks with it; benchmarks use it
  bsdutils         # 'script', which gives habitctl a terminal in tests
  python3          # the planner oracle (zoneinfo) and the benchmarks
  tzdata           # the system tz database the oracle reads
  libnotify-dev    # habitd's notifications (loads libnotify; check-shim.sh reads its headers)
  dbus-x11         # dbus-launch: the end-to-end tests' private session bus
  dbus             # dbus-daemon and dbus-monitor
  xvfb             # an X server for dunst in the end-to-end tests
  dunst            # a notification server the end-to-end tests click through (its context menu)
  xfce4-notifyd    # the second server: its real Mark done button, clicked with xdotool
  xdotool          # finds the notification window and clicks its button
  imagemagick      # import: the notification window's pixels, for OCR (and the README's picture)
  tesseract-ocr    # reads back what xfce4-notifyd drew, and finds its Mark done button
  desktop-file-utils  # desktop-file-validate checks the installed habitd.desktop
  jq               # the README's tour (scripts/tour.sh) pipes list --json through it
  util-linux       # setpriv: the end-to-end tests try the control socket as another user
  zlib1g-dev       # zlib: the zip of Loop's CSV export, and sync snapshots
  syncthing        # the end-to-end test syncs two machines through two real instances
  gettext          # msgfmt: compiles the message catalogues (po/*.po)
  locales          # localedef: the tests build de_DE and es_ES locales of their own (LC_NUMERIC)
  libqrencode-dev  # libqrencode: habitctl web pair draws the login link as a QR code
  zbar-tools       # zbarimg: the end-to-end tests read that QR code back as a camera would
  python3-pip      # pip: schemathesis, which runs the API's document against habitd
  openssl          # the end-to-end tests make a certificate for habitd's TLS
  chromium         # the web app's tests drive a real browser (Selenium, headless)
  chromium-driver  # chromedriver, which Selenium speaks to
  fonts-noto-color-emoji  # the habits' emoji in chromium's screenshots (scripts/web-screenshots.py)
  sway             # a headless Wayland compositor: the end-to-end tests run mako in it
  mako-notifier    # mako, the notification server of sway users (Tests/e2e/mako.py)
  grim             # screenshots of sway's output
  debootstrap      # a Debian 12 root without Swift, where the .deb is installed and purged
  lintian          # make deb checks the package
  wrk              # scripts/bench-api.py: the HTTP API under load
  valgrind         # scripts/symbol-order.py (callgrind, lackey) and the instruction counts of bench-history.py
  time             # GNU time: bench-history.py's peak memory
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
fi
# From PyPI, for the end-to-end tests: schemathesis runs the API's document against the
# live habitd; Selenium drives chromium through the web app; icalendar (Debian's
# python3-icalendar, for whichever python3 runs the tests) reads the calendar feed back.
if ! python3 -c "import schemathesis, selenium, axe_selenium_python, icalendar" 2>/dev/null; then
  # Debian's own python3 refuses pip beside its packages (PEP 668) unless told.
  python3 -m pip install -q --disable-pip-version-check schemathesis selenium axe-selenium-python icalendar \
    || python3 -m pip install -q --disable-pip-version-check --break-system-packages schemathesis selenium axe-selenium-python icalendar
fi
command -v swift >/dev/null || { echo "setup: swift is not on PATH (install Swift 6 from swift.org)" >&2; exit 1; }
# The message catalogues, beside the programs `swift build` and `swift run` make (debug and
# release): habitctl and habitd look for <bin>/locale before <prefix>/share/locale.
cd "$(dirname "$0")/.."
for config in debug release; do
  python3 scripts/messages.py compile "$(swift build -c "$config" --show-bin-path)/locale"
done
