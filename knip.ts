import type { KnipConfig } from 'knip'

/**
 * Dead code is a lint error (`pnpm lint` runs knip). Next's, Vitest's, Playwright's and
 * ESLint's conventions are known to knip's plugins; listed here is what they cannot see.
 */
const config: KnipConfig = {
  // Started by the tests that need a real one (tests/unit/redis-server.ts); installed by scripts/ensure-services.sh.
  ignoreBinaries: ['redis-server'],
  workspaces: {
    '.': {},
    web: {
      // The production server, its cache handlers (named by path in next.config.ts), and the
      // test helpers spawned as child processes.
      entry: ['server/main.ts', 'server/cache-handler.mjs', 'server/redis-cache-handler.ts', 'tests/**/*.ts'],
      project: ['**/*.{ts,tsx,mjs,mts,css}'],
      // TypeGen output: every query's result type, used or not.
      ignore: ['sanity/types.ts'],
      // Read by path, not imported: the font file (components/ui/fonts.ts).
      ignoreDependencies: ['@fontsource-variable/inter'],
    },
    studio: {},
    schemas: {},
    scripts: {
      // Each seed document is a file of its own, collected by seed/lib/load.ts with a glob.
      entry: [
        'seed/*.ts',
        'seed/documents/**/*.ts',
        'webhook/*.ts',
        'images/*.ts',
        'feedback/*.ts',
        'bench/*.ts',
        'tests/**/*.ts',
      ],
      // Loaded with createRequire: it ships no types (bench/autocannon.ts).
      ignoreDependencies: ['autocannon'],
    },
  },
}

export default config
