import { defineConfig } from 'vitest/config'

/**
 * Integration tests: real processes (the built site, redis-server, nginx) started by the tests
 * themselves. Run after `pnpm build` with `pnpm test:integration`; not part of `pnpm test`.
 */
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    // One cluster at a time: the files start several servers each.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
