import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_SERVER_LIMITS } from './tests/e2e/server-limits'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`
// The same build served by plain `next start`, as most hosting guides run it: the security
// tests run against it too and compare its headers with the production server's.
const NEXT_START_PORT = PORT + 1
const nextStartURL = `http://127.0.0.1:${NEXT_START_PORT}`
process.env.E2E_SITE_SERVER_URL = baseURL
process.env.E2E_NEXT_START_URL = nextStartURL
// Each run gets a clean SQLite store so counts in tests are exact.
const dataDir = path.join(import.meta.dirname, 'test-results', `data-${PORT}`)

/**
 * Debian's Chromium headless shell (scripts/ensure-chromium.sh installs it); Playwright's own
 * browser download is never used. CHROMIUM_PATH may point at a full Chromium instead.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

const serverEnv = {
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET ?? 'e2e-revalidate-secret',
  FEEDBACK_RATE_LIMIT_PER_MINUTE: '1000',
  CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  SERVER_HEADERS_TIMEOUT_MS: String(E2E_SERVER_LIMITS.SERVER_HEADERS_TIMEOUT_MS),
  SERVER_REQUEST_TIMEOUT_MS: String(E2E_SERVER_LIMITS.SERVER_REQUEST_TIMEOUT_MS),
}

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI or anywhere: a race must fail the run, not hide in a second attempt.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    // Tests tagged @phone-only need a phone layout (e.g. the menu toggle); @phone ones run on both.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@phone-only/ },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      // Phone runs cover layout-specific behaviour (menu, accessibility): tests tagged @phone or @phone-only.
      grep: /@phone/,
    },
    {
      name: 'next-start',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: nextStartURL },
      testMatch: 'security.spec.ts',
    },
  ],
  webServer: [
    {
      // The production server (pnpm start): Next behind the API fast path and the Brotli copies.
      command: `node .server/main.mjs -p ${PORT} -H 127.0.0.1`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: serverEnv,
    },
    {
      command: `next start -p ${NEXT_START_PORT} -H 127.0.0.1`,
      url: nextStartURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { ...serverEnv, DATA_DIR: `${dataDir}-next-start` },
    },
  ],
})
