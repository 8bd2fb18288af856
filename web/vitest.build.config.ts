import { defineConfig } from 'vitest/config'
import unit from './vitest.config'

/** Tests of the production build's output (`pnpm --filter @assessa/web test:build`), run after `pnpm build`. */
export default defineConfig({
  ...unit,
  test: { ...unit.test, include: ['tests/build/**/*.test.ts'], exclude: ['node_modules', '.next'] },
})
