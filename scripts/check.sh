#!/usr/bin/env bash
# The whole test suite, as CI runs it: install, lint, types, unit and content tests,
# production builds of the site and the Studio, the multi-instance test (two servers, Redis,
# nginx) and the browser tests against the built site.
# Prints how long each step took at the end, also when a step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

steps=()
current=''
started_at=$SECONDS
step_started_at=$SECONDS

finish_step() {
  [ -n "$current" ] && steps+=("$(printf '%5ss  %s' $((SECONDS - step_started_at)) "$current")")
  current=''
}
step() {
  finish_step
  current="$*"
  step_started_at=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
summary() {
  local status=$?
  [ "$status" = 0 ] || failed="$current"
  finish_step
  printf '\n\033[1m== Step durations\033[0m\n'
  printf '%s\n' "${steps[@]}"
  printf '%5ss  total\n' $((SECONDS - started_at))
  if [ "$status" = 0 ]; then
    printf '\033[1mAll checks passed\033[0m\n'
  else
    printf '\033[1mFailed in: %s\033[0m\n' "${failed:-?}"
  fi
}
trap summary EXIT

step "Install dependencies"
pnpm install --frozen-lockfile --prefer-offline

step "Browser for end-to-end tests"
bash scripts/ensure-chromium.sh

step "Redis and nginx for the multi-instance test"
bash scripts/ensure-services.sh

step "Lint and format"
pnpm lint

step "Type-check"
pnpm typecheck

step "Unit, schema and content tests"
pnpm test

step "Build the site"
# Canary values for the server's secrets, fresh each run, so the next step can prove none of them
# reaches a browser. None changes what the build does: each takes effect only together with a
# Sanity project or a model URL, which stay unset (web/lib/env.ts).
canary() { printf 'canary-%s-%s' "$1" "$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"; }
secrets=(
  "SANITY_REVALIDATE_SECRET=$(canary revalidate)"
  "SANITY_API_READ_TOKEN=$(canary read-token)"
  "SANITY_API_WRITE_TOKEN=$(canary write-token)"
  "CHAT_LLM_API_KEY=$(canary llm-key)"
)
env "${secrets[@]}" pnpm build

step "No server secret in the built site"
env "${secrets[@]}" pnpm --filter @assessa/web test:build

step "Integration test: two instances, one Redis, nginx in front"
pnpm --filter @assessa/web test:integration

step "Build the Studio"
pnpm --filter @assessa/studio build

step "End-to-end tests"
pnpm test:e2e
