#!/usr/bin/env bash
# The whole test suite, as CI runs it: install, lint, types, unit and content tests,
# production builds of the site and the Studio, the multi-instance test (two servers, Redis,
# nginx) and the browser tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

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
pnpm build

step "Integration test: two instances, one Redis, nginx in front"
pnpm --filter @assessa/web test:integration

step "Build the Studio"
pnpm --filter @assessa/studio build

step "End-to-end tests"
pnpm test:e2e

step "All checks passed"
