#!/usr/bin/env bash
# The multi-instance integration test (web/tests/integration) runs a real redis-server and nginx
# from Debian; install whichever is missing, as ensure-chromium.sh does for the browser.
set -euo pipefail
missing=()
command -v redis-server >/dev/null || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -eq 0 ]; then
  redis-server --version
  nginx -v 2>&1
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  # Only the binaries are used (the test starts its own on free ports); no system services.
  for service in redis-server nginx; do
    if command -v systemctl >/dev/null; then systemctl disable --now "$service" >/dev/null 2>&1 || true; fi
  done
  redis-server --version
else
  echo "Missing ${missing[*]}. Install them (sudo apt-get install -y ${missing[*]})." >&2
  exit 1
fi
