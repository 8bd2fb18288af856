#!/usr/bin/env bash
# Before a release: the README's quick start, exactly as a newcomer runs it, on a fresh clone of
# this repository's HEAD:
#   1. the first command (install pnpm, install, build and serve) until the site answers;
#   2. the second command (`pnpm check`, the whole test suite);
#   3. the browser tests once more (a race shows up as a failure, there are no retries);
#   4. the working tree is still clean.
# With --check-first the two README commands run the other way round (they must work in either order).
#
#   bash scripts/release-check.sh [--check-first] [--keep]
#
# The site is served on PORT (default 3000, as the README says); the clone goes to a temporary
# folder, removed afterwards unless --keep. Prints each phase's duration.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
port=${PORT:-3000}
order=serve-first
keep=0
for arg in "$@"; do
  case "$arg" in
    --check-first) order=check-first ;;
    --keep) keep=1 ;;
    *) echo "usage: $0 [--check-first] [--keep]" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d)
clone="$work/assessa"
serve_pid=''
phases=()
started_at=$SECONDS

cleanup() {
  local status=$?
  if [ -n "$serve_pid" ]; then kill -- "-$serve_pid" 2>/dev/null || true; fi
  printf '\n== Release check phases\n'
  printf '%s\n' "${phases[@]}"
  printf '%5ss  total\n' $((SECONDS - started_at))
  if [ "$status" = 0 ]; then echo "Release check passed ($order)."; else echo "Release check FAILED ($order); logs in $work" >&2; fi
  if [ "$keep" = 0 ] && [ "$status" = 0 ]; then rm -rf "$work"; fi
}
trap cleanup EXIT

phase() {
  local name=$1
  shift
  local phase_started_at=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$name"
  "$@"
  phases+=("$(printf '%5ss  %s' $((SECONDS - phase_started_at)) "$name")")
}

if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
  echo "Something already answers on port $port; stop it or set PORT." >&2
  exit 1
fi

git clone --quiet --no-local "$root" "$clone"
cd "$clone"
echo "Fresh clone of $(git rev-parse --short HEAD) in $clone"

# README, first command: install pnpm, install, build and serve. Runs in its own process group
# so that stopping it (as Ctrl-C would) stops the server too.
serve_until_answering() {
  setsid bash -c 'npm install -g pnpm@10 && pnpm install && PORT='"$port"' pnpm serve' >"$work/serve.log" 2>&1 &
  serve_pid=$!
  local deadline=$((SECONDS + 900))
  until curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/" | grep -q '^200$'; do
    if ! kill -0 "$serve_pid" 2>/dev/null; then
      tail -n 40 "$work/serve.log" >&2
      echo "The first README command stopped before the site answered." >&2
      return 1
    fi
    if [ $SECONDS -ge $deadline ]; then
      echo "The site did not answer on port $port within 15 minutes." >&2
      return 1
    fi
    sleep 1
  done
  echo "The site answers on http://127.0.0.1:$port/"
  kill -- "-$serve_pid"
  wait "$serve_pid" 2>/dev/null || true
  serve_pid=''
}

# README, second command.
run_check() { pnpm check; }

if [ "$order" = serve-first ]; then
  phase "README command 1: install, build, serve until the site answers" serve_until_answering
  phase "README command 2: pnpm check" run_check
else
  phase "README command 2: pnpm check" run_check
  phase "README command 1: install, build, serve until the site answers" serve_until_answering
fi
phase "Browser tests once more" pnpm test:e2e

dirty=$(git status --porcelain)
if [ -n "$dirty" ]; then
  echo "The README commands changed tracked files or left untracked ones:" >&2
  echo "$dirty" >&2
  exit 1
fi
echo "Working tree clean."
