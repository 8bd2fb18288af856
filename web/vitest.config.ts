import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': import.meta.dirname,
      // server-only throws outside React Server Components; unit tests import server modules directly.
      'server-only': path.join(import.meta.dirname, 'tests', 'unit', 'server-only-stub.ts'),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', '**/*.unit.test.{ts,tsx}'],
    exclude: ['node_modules', '.next', 'tests/e2e'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
