#!/usr/bin/env bash
# Fails when web/sanity/types.ts or studio/schema.json no longer match the schema and the
# queries: regenerates both and compares. Fix by committing the regenerated files.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
cp "$root/web/sanity/types.ts" "$tmp/types.ts"
cp "$root/studio/schema.json" "$tmp/schema.json"
(cd "$root/studio" && SANITY_TELEMETRY_DISABLED=1 pnpm exec sanity schema extract --path ./schema.json --enforce-required-fields >/dev/null &&
  SANITY_TELEMETRY_DISABLED=1 pnpm exec sanity typegen generate >/dev/null)
stale=0
cmp -s "$tmp/types.ts" "$root/web/sanity/types.ts" || { echo "web/sanity/types.ts was stale (now regenerated): commit it."; stale=1; }
cmp -s "$tmp/schema.json" "$root/studio/schema.json" || { echo "studio/schema.json was stale (now regenerated): commit it."; stale=1; }
rm -rf "$tmp"
[ "$stale" = 0 ] && echo "Generated Sanity types are up to date."
exit "$stale"
