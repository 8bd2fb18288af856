#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own browser download needs the internet).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  "$chromium" --version
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  "$chromium" --version
else
  echo "Chromium not found at $chromium. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
