import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverEnvSchema } from '@/lib/env'
import { filesUnder } from '@/server/files.mjs'

/**
 * No server-only value set while the site was built reaches a browser: not in the client
 * bundles (.next/static) nor in the prerendered pages, payloads, route bodies and their
 * headers (.next/server/app). Run after `pnpm build` with the same environment;
 * scripts/check.sh builds with canary values for the server's secrets and runs this.
 *
 * The variables come from the server's env schema (every name without NEXT_PUBLIC_), so a
 * secret added to lib/env.ts is scanned without touching this test.
 */
const nextDir = path.join(import.meta.dirname, '..', '..', process.env.NEXT_DIST_DIR || '.next')

/** Server-only settings that pages show on purpose; anything else found in the output fails. */
const SHOWN_BY_DESIGN: Record<string, string> = {
  SITE_URL: 'canonical links, the sitemap and social cards',
  SANITY_STUDIO_URL: 'edit links in draft previews',
  SANITY_PROJECT_ID: 'image URLs on Sanity’s CDN',
  SANITY_DATASET: 'image URLs on Sanity’s CDN',
  SANITY_API_VERSION: 'a date, not a secret',
  NODE_ENV: '"production" is in every bundle',
}
// Shorter values (limits, timeouts) are not secrets and would be found by chance.
const MIN_SECRET_LENGTH = 8

function secretsInEnvironment(): { name: string; value: string }[] {
  return Object.keys(serverEnvSchema.shape)
    .filter((name) => !name.startsWith('NEXT_PUBLIC_') && !(name in SHOWN_BY_DESIGN))
    .map((name) => ({ name, value: process.env[name]?.trim() ?? '' }))
    .filter(({ value }) => value.length >= MIN_SECRET_LENGTH)
}

/** What a browser can be sent. Brotli copies repeat their originals, compressed: skipped. */
function browserFiles(): { group: string; files: string[] }[] {
  return [
    {
      group: 'client bundles',
      files: filesUnder(path.join(nextDir, 'static')).filter((file) => !file.endsWith('.br')),
    },
    {
      group: 'prerendered pages, payloads, route bodies and headers',
      files: filesUnder(path.join(nextDir, 'server', 'app')).filter((file) => /\.(html|rsc|body|meta)$/.test(file)),
    },
  ]
}

describe('the built site', () => {
  it('holds no server-only secret in anything a browser is sent', () => {
    expect(fs.existsSync(path.join(nextDir, 'BUILD_ID')), `no build at ${nextDir}: run pnpm build first`).toBe(true)
    const secrets = secretsInEnvironment()
    expect(
      secrets.map(({ name }) => name),
      'no server-only secret is set: build and run this with canary values (see scripts/check.sh)',
    ).not.toEqual([])

    const leaks: string[] = []
    for (const { group, files } of browserFiles()) {
      expect(files.length, group).toBeGreaterThan(10)
      for (const file of files) {
        const bytes = fs.readFileSync(file)
        for (const { name, value } of secrets) {
          if (bytes.includes(value)) leaks.push(`${name} in ${path.relative(nextDir, file)}`)
        }
      }
    }
    expect(leaks).toEqual([])
  })
})
