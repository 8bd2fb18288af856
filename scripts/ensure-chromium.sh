#!/usr/bin/env bash
# Browser tests use Debian's Chromium headless shell (Playwright's own browser download needs the
# internet). It is the build Playwright itself runs headless tests in: the same Blink and V8 as
# Chromium without the desktop browser around them, which halves the end-to-end step on two cores.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$browser" ]; then
  "$browser" --version
  exit 0
fi
if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium's headless shell from Debian…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  "$browser" --version
else
  echo "No browser at $browser. Install it (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a Chromium, e.g. /usr/bin/chromium." >&2
  exit 1
fi
